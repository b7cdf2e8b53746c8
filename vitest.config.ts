import path from "node:path";
import v8 from "node:v8";
import { defineConfig } from "vitest/config";
import { SlowFilesFirst } from "./tests/support/slow-files-first";
import { TEST_PROCESS_V8_FLAGS } from "./tests/support/v8-flags";

// V8 compiles only once, without its optimising compilers: PGlite's WebAssembly with the baseline compiler
// (Liftoff) and JavaScript without TurboFan. By default V8 recompiles hot code on background threads, and does
// so again for every PGlite instance (each has its own copy of PGlite's JavaScript glue); with a fresh database
// per suite that took more CPU than the faster code saved: 71 s → 66 s of CPU for the whole stage, and a
// database from the template 410 → 250 ms (docs/benchmarks.md#test-suite). V8's flags belong to
// the process, so they reach the worker threads; the tests pass them to the tool processes that load PGlite
// (tests/support/v8-flags.ts).
v8.setFlagsFromString(TEST_PROCESS_V8_FLAGS.join(" "));

const stylesheetAddresses: string[] = [];

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  plugins: [
    {
      // Vitest does not process CSS, so `import stylesheet from "./app.css?url"` (app/root.tsx) gave "" and React
      // warned about an empty href on every page the integration tests render. Here it gives the file's address
      // in the source, enough for them (the built shop links the hashed file). The module's id must not end in
      // ".css", or Vitest's own CSS plugin would empty it again.
      name: "stylesheet-address-in-tests",
      enforce: "pre",
      async resolveId(source, importer) {
        const [file, query] = source.split("?");
        if (query !== "url" || !file.endsWith(".css")) return;
        const resolved = path.isAbsolute(file) ? file : (await this.resolve(file, importer, { skipSelf: true }))?.id;
        if (resolved) return `\0stylesheet-address:${stylesheetAddresses.push(`/${path.relative(import.meta.dirname, resolved)}`) - 1}`;
      },
      load(id) {
        const [prefix, index] = id.split(":");
        if (prefix === "\0stylesheet-address") return `export default ${JSON.stringify(stylesheetAddresses[Number(index)])};`;
      },
    },
  ],
  test: {
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two files at a time (Vitest's default is one on a 2-core machine such as CI's): most of a file's
    // time is spent waiting on PostgreSQL, child processes and the disk (docs/benchmarks.md#test-suite).
    maxWorkers: 2,
    sequence: { sequencer: SlowFilesFirst },
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          // After the component tests (a different worker count needs its own group).
          sequence: { groupOrder: 1 },
          include: [
            "app/**/*.test.ts",
            "tests/*.test.ts",
            "tests/support/*.test.ts",
            "tests/integration/**/*.test.ts",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          // Migrates one PGlite and one PostgreSQL database; each suite gets a copy (tests/support/databases.ts).
          globalSetup: ["tests/support/global-setup.ts"],
          // Cheaper password hashes and demo pictures rendered once (tests/support/cpu-savings.ts).
          setupFiles: ["tests/support/cpu-savings.ts"],
          // Files in a worker thread share their imports (PGlite's WebAssembly, the app's modules) instead of
          // loading them again: these tests change no process-wide state (environment, globals, mocks), and
          // each suite has its own database copy, servers on port 0 and folders from mkdtemp.
          pool: "threads",
          isolate: false,
        },
      },
      {
        extends: true,
        // Component tests (happy-dom): files in a worker thread share the page and their imports (React, React
        // Router, happy-dom are loaded once instead of once per file, half the CPU); the setup file puts the
        // page back after each file (nothing rendered, no stubs or fake timers, empty storage, no cookies).
        test: {
          name: "components",
          include: ["app/**/*.test.tsx"],
          // First and in one worker: the files take about 3 s together, less than loading happy-dom, React and
          // React Router in a second worker costs (4.6 → 3.5 s of CPU), and meanwhile the other core makes the
          // database templates (tests/support/global-setup.ts) that the node project's files wait for.
          maxWorkers: 1,
          sequence: { groupOrder: 0 },
          pool: "threads",
          isolate: false,
          setupFiles: ["tests/support/component-file-reset.ts"],
        },
      },
    ],
  },
});
