import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rollup } from "vite";

const appDir = path.resolve(import.meta.dirname, "app");

/**
 * Route modules whose imports every shopper page loads: the root route and the shop layout. Rollup does not
 * know that these always come with a page, so left alone it splits what they share with the pages into a
 * dozen tiny chunks (an icon, the cart context, the texts...), each one costing a request and compressing
 * worse on its own. Everything they import goes into one `shell` chunk instead, and so does what that
 * imports (React and React Router, which every page loads anyway). docs/benchmarks.md#javascript-loaded-first has
 * the figures. The two route modules themselves go in too: left as files of their own they cost
 * every page two more small downloads (~0.4 KB gzip together); their files are then one-line re-exports.
 */
const SHELL_ROUTES = [path.join(appDir, "root.tsx"), path.join(appDir, "routes/shop/layout.tsx")];
const LUCIDE_INDEX = /\/node_modules\/lucide-react\/dist\/esm\/lucide-react\.m?js$/;
/**
 * React DOM's main module (not react-dom/client): the client entry and the product page (preload()) share
 * it, so Rollup would give it a chunk of its own that every page fetches.
 */
const REACT_DOM_MAIN = /\/node_modules\/react-dom\/(index\.js|cjs\/react-dom\.production\.js)/;

/**
 * The browser gets React Router's production build (−0.6 KB gzip on every page); the package exports only its
 * development build, which adds warnings for developers. The two render differently only in React Router's
 * default error boundary and hydrate fallback, which this app never shows (the root route has an
 * ErrorBoundary, no route has a clientLoader), so the server may keep the package's default.
 */
const reactRouterDist = path.resolve(import.meta.dirname, "node_modules/react-router/dist/production");
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, "index.mjs") },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, "dom-export.mjs") },
];

function shellChunk(): Rollup.GetManualChunk {
  const inShell = new Map<string, boolean>();
  function importedByShell(id: string, getModuleInfo: Rollup.GetModuleInfo, seen: Set<string>): boolean {
    const known = inShell.get(id);
    if (known !== undefined) return known;
    if (seen.has(id)) return false;
    seen.add(id);
    const importers = getModuleInfo(id)?.importers ?? [];
    const result = importers.some((importer) => SHELL_ROUTES.includes(importer) || importedByShell(importer, getModuleInfo, seen));
    inShell.set(id, result);
    return result;
  }
  return (id, { getModuleInfo }) => {
    if (REACT_DOM_MAIN.test(id)) return "shell";
    if (SHELL_ROUTES.includes(id)) return "shell";
    if (!importedByShell(id, getModuleInfo, new Set())) return undefined;
    // A chunk takes in what its modules import: lucide-react's index would bring every icon the app uses.
    if (LUCIDE_INDEX.test(id)) {
      throw new Error('A module every page loads imports icons from "lucide-react": import each from "lucide-react/icons/<name>" there.');
    }
    return id.startsWith(appDir) || id.includes("/node_modules/lucide-react/") ? "shell" : undefined;
  };
}

/** The shop's page routes (not the layout): each is a page a shopper loads first. */
const SHOP_PAGES_DIR = path.join(appDir, "routes/shop");
const PAGE_COPY = "page-copy=";

/**
 * One file of its own per shop page. Modules that several pages share (the product card, prices, images, the
 * quantity stepper, SEO tags...) would each become a small chunk of their own, and gzip compresses each file
 * alone: a page loading twelve of them paid ~1–2 KB more than the same code in one file. In the browser build
 * each shop page therefore imports its own copy of the app modules it uses (`module.tsx?page-copy=<page>`),
 * which Rollup puts in the page's file. Not copied: what the root route and the shop layout import (it is in
 * the `shell` chunk every page loads, and some of it holds state that must be one: the cart), server modules,
 * and anything outside app/. A copy's module state (e.g. the product cards' notice) is the page's own, which
 * is what a page needs: two pages are never shown together. What a page loads later with `import()` is not
 * copied.
 */
function pageCopies(): Plugin {
  let shellModules: Promise<Set<string>> | undefined;
  /** Every module the root route and the shop layout import, directly or not. */
  async function collectShell(ctx: Rollup.PluginContext): Promise<Set<string>> {
    const found = new Set<string>();
    const queue = [...SHELL_ROUTES];
    while (queue.length > 0) {
      const id = queue.pop() as string;
      if (found.has(id)) continue;
      found.add(id);
      const info = await ctx.load({ id, resolveDependencies: true });
      queue.push(...info.importedIds);
    }
    return found;
  }
  function pageOf(importer: string): string | undefined {
    const [file, query] = importer.split("?");
    if (query !== undefined) return query.startsWith(PAGE_COPY) ? query.slice(PAGE_COPY.length) : undefined;
    if (!file.startsWith(SHOP_PAGES_DIR) || SHELL_ROUTES.includes(file)) return undefined;
    return path.relative(SHOP_PAGES_DIR, file).replace(/\.tsx?$/, "");
  }
  return {
    name: "shop-page-copies",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    // What a page loads later (`import()`) is not a copy: sharing the page's copies would split them out of
    // the page's file into a chunk of their own.
    async resolveDynamicImport(specifier, importer) {
      if (typeof specifier !== "string" || !pageOf(importer)) return null;
      const resolved = await this.resolve(specifier, importer.split("?")[0], { skipSelf: true });
      return resolved && { ...resolved, id: resolved.id.split(`?${PAGE_COPY}`)[0] };
    },
    async resolveId(source, importer, options) {
      const page = importer && pageOf(importer);
      if (!page) return null;
      const resolved = await this.resolve(source, importer.split("?")[0], { ...options, skipSelf: true });
      if (!resolved || resolved.external || resolved.id.includes("?") || !resolved.id.startsWith(appDir)) return resolved;
      if (/\.server\.[jt]sx?$/.test(resolved.id)) return resolved;
      shellModules ??= collectShell(this);
      if ((await shellModules).has(resolved.id)) return resolved;
      return `${resolved.id}?${PAGE_COPY}${page}`;
    },
  };
}

const VITE_PRELOAD_HELPER = "\0vite/preload-helper.js";

/**
 * Vite wraps each `import()` of the browser build in a helper that first preloads the imported chunk's own
 * imports and CSS: ~0.65 KB gzip that every page would load with the shell. What the shop loads later (search
 * suggestions, phone menu, footer, error page, zoom, similar products) imports no CSS and mostly the shell,
 * which is there already; a small chunk it imports besides is fetched when it runs. So the plain `import()`
 * does: this replaces the helper with one that calls it (`build.modulePreload: false` stops Vite listing the
 * chunk's imports beside each call). A module loaded with `import()` must not import CSS.
 */
function plainDynamicImport(): Plugin {
  return {
    name: "plain-dynamic-import",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId: (id) => (id === VITE_PRELOAD_HELPER ? id : null),
    load: (id) => (id === VITE_PRELOAD_HELPER ? "export const __vitePreload = (load) => load();" : null),
  };
}

const brotli = promisify(zlib.brotliCompress);

/**
 * A brotli copy (quality 11) beside each script, stylesheet and SVG of the browser build (`x.js` → `x.js.br`),
 * which server/http/static-assets.ts sends as it is to browsers that accept brotli. The compression middleware's
 * on-the-fly quality 4 sends React DOM's client 67 KB, this 57.5 KB; every page's JavaScript is ~15 KB smaller.
 * Files under 1 KB stay as they are (the middleware does not compress those either).
 */
function precompressAssets(): Plugin {
  return {
    name: "precompress-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const outDir = options.dir as string;
      const files = Object.keys(bundle).filter((file) => /\.(js|css|svg)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await fs.promises.readFile(path.join(outDir, file));
          if (source.length < 1024) return;
          const compressed = await brotli(source, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
          });
          if (compressed.length < source.length) await fs.promises.writeFile(path.join(outDir, `${file}.br`), compressed);
        }),
      );
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: [{ find: "~", replacement: appDir }, ...(isSsrBuild ? [] : REACT_ROUTER_PRODUCTION)],
  },
  build: isSsrBuild
    ? { target: "node20", rollupOptions: { input: "./server/app.ts" } }
    : {
        target: "es2022",
        modulePreload: false,
        rollupOptions: {
          // Reading a property is assumed to run no code (no getters with effects): Rollup then drops unused
          // properties and the values computed for them (unused settings, texts), 0.1–0.8 KB gzip a page.
          treeshake: { propertyReadSideEffects: false },
          output: { manualChunks: shellChunk() },
        },
      },
  ssr: {
    // Native or WASM packages stay outside the server bundle.
    external: ["@electric-sql/pglite", "sharp", "pg", "pino", "nodemailer", "pdfkit"],
  },
  plugins: [tailwindcss(), reactRouter(), pageCopies(), plainDynamicImport(), precompressAssets()],
}));
