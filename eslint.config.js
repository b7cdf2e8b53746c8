// ESLint (flat config): JavaScript and TypeScript recommended rules, the React hooks rules, and the import
// boundaries of README.md's "Layout". Formatting is Prettier's (.prettierrc.json): eslint-config-prettier comes
// last and turns off every rule that would disagree with it. The TypeScript rules are the syntactic ones
// (not type-aware): `tsc` already checks types in the test command, and type-aware linting would cost as much
// time again.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

// Import boundaries (README.md, "Layout"). A file under several folders' rules gets each folder's patterns in
// one list: flat config replaces a rule's options, it does not merge them. The boundaries that hold for types
// too are ESLint's no-restricted-imports (it sees `import type` as an import); the .server one, which lets
// types through, is typescript-eslint's (its allowTypeImports would also let types through any other pattern
// matching the same import, so it is kept apart).
const ANY_PATH_TO = (folders) => `^(~/|~/\\.\\./|(\\.\\./)+)(${folders})(/|$)`;

const boundaries = {
  // Nothing under app/ imports the Express server (server/ imports the app, never the other way round).
  app: {
    regex: ANY_PATH_TO("server"),
    message: "app/ never imports server/: the Express server builds on the app, not the other way round.",
  },
  // lib is the code the browser and the server both run: no database, no domain module.
  lib: {
    regex: ANY_PATH_TO("modules|db"),
    message: "app/lib/ is shared by browser and server: it imports neither app/modules/ nor app/db/.",
  },
  // A component depends on props and lib, not on a route (the route composes components).
  components: {
    regex: `${ANY_PATH_TO("routes")}|^(~/|(\\.\\./)+)root$`,
    message: "A component never imports a route module (types included): define the type beside the component and let the route use it.",
  },
  // Server code never reaches a browser bundle. Types are erased, so `import type` from a .server module is fine.
  noServerCode: {
    regex: "\\.server(/|\\.[cm]?[jt]sx?$|$)",
    allowTypeImports: true,
    message: "This file runs in the browser: it never imports a .server module (an `import type` is fine, it is erased).",
  },
};

function restrictImports(...patterns) {
  return { "no-restricted-imports": ["error", { patterns: [boundaries.app, ...patterns] }] };
}

export default defineConfig([
  globalIgnores(["build/", ".react-router/", "data/", "backups/", "public/", "drizzle/", "test-results*/", "playwright-report*/", ".tmp/"]),

  js.configs.recommended,
  tseslint.configs.recommended,
  // React code is the app's, outside its server-only modules (elsewhere a `use…` name is no hook). The React
  // Compiler behind these rules is most of the lint's time, so it reads only those files.
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/modules/**", "app/db/**", "app/**/*.server.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // A warning for now: the effects it names (hydration flags, state following a route's answer) work and
      // have browser tests; each moves to derived state or a key one at a time, with those tests.
      "react-hooks/set-state-in-effect": "warn",
    },
  },

  {
    languageOptions: {
      ecmaVersion: "latest",
      sourceType: "module",
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // `_name` marks a parameter or binding kept on purpose (a callback's position, a rest sibling).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // The app and the browser tests' page callbacks run in a browser too.
    files: ["app/**", "tests/e2e/**"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },

  // Import boundaries, per folder (README.md, "Layout").
  { files: ["app/**"], rules: restrictImports() },
  { files: ["app/lib/**"], rules: restrictImports(boundaries.lib) },
  { files: ["app/components/**"], rules: restrictImports(boundaries.components) },
  {
    // What a browser bundle may contain. A .server module or a test never reaches one.
    files: ["app/lib/**", "app/components/**", "app/hooks/**", "app/**/*.client.{ts,tsx}", "app/entry.client.tsx"],
    ignores: ["**/*.server.{ts,tsx}", "**/*.test.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [boundaries.noServerCode] }] },
  },

  prettier,
]);
