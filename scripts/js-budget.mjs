// `npm run budget:js`: the JavaScript a shopper page loads first, measured from the build output.
//
// For each shopper page, the script files its first HTML makes the browser fetch: the client entry and its
// imports, and the module and imports of every route the page matches (root → shop layout → page), as
// build/client/assets/manifest-*.js lists them; plus that manifest file itself only when the build uses
// React Router's "initial" route discovery. With "lazy" discovery (the default when ssr is on) the page
// inlines the manifest of its own routes into the HTML and never fetches the file. Inline scripts (that
// manifest, the hydration data) are part of the HTML, not counted here. Each file counted once, gzip level 9
// (what compression sends is close to this; brotli is smaller still). Fails (exit 1) when a page is over
// the budget. --write-doc puts the table into docs/benchmarks.md between the js-budget markers.
//   node scripts/js-budget.mjs [--budget-kb 120] [--build build] [--json] [--write-doc]
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";

const { values } = parseArgs({
  options: {
    "budget-kb": { type: "string", default: "120" },
    build: { type: "string", default: "build" },
    json: { type: "boolean", default: false },
    "write-doc": { type: "boolean", default: false },
  },
});
const budgetBytes = Number(values["budget-kb"]) * 1024;
const clientDir = path.resolve(values.build, "client");
const assets = path.join(clientDir, "assets");
if (!fs.existsSync(assets)) {
  console.error(`js-budget: ${assets} is missing. Run \`npx react-router build\` first.`);
  process.exit(1);
}
const manifestFile = fs.readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
if (!manifestFile) {
  console.error("js-budget: no manifest-*.js in the build");
  process.exit(1);
}
const manifestSource = fs.readFileSync(path.join(assets, manifestFile), "utf8");
const manifest = JSON.parse(manifestSource.replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, ""));

/** Whether the browser fetches manifest-*.js: only without lazy route discovery (read from the server build). */
function pageFetchesManifest() {
  const serverAssets = path.resolve(values.build, "server", "assets");
  const serverFiles = fs.existsSync(serverAssets) ? fs.readdirSync(serverAssets).map((f) => path.join(serverAssets, f)) : [];
  for (const file of [path.resolve(values.build, "server", "index.js"), ...serverFiles]) {
    if (!file.endsWith(".js") || !fs.existsSync(file)) continue;
    const mode = /routeDiscovery = \{\s*"mode":\s*"(\w+)"/.exec(fs.readFileSync(file, "utf8"))?.[1];
    if (mode) return mode !== "lazy";
  }
  console.warn("js-budget: the server build's route discovery mode was not found; counting manifest-*.js");
  return true;
}
const fetchesManifest = pageFetchesManifest();

/** Shopper pages: the route chain each one renders. */
const PAGES = {
  "/": "routes/shop/home",
  "/products": "routes/shop/products",
  "/product/:slug": "routes/shop/product",
  "/cart": "routes/shop/cart",
  "/checkout": "routes/shop/checkout",
  "/order-confirmation/:id": "routes/shop/order-confirmation",
  "/about": "routes/shop/pages/about",
};

const gzipCache = new Map();
function gzipSize(url) {
  if (!gzipCache.has(url)) {
    const file = path.join(clientDir, url.replace(/^\//, ""));
    const bytes = fs.readFileSync(file);
    gzipCache.set(url, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return gzipCache.get(url);
}

function routeChain(id) {
  const chain = [];
  for (let route = manifest.routes[id]; route; route = manifest.routes[route.parentId]) chain.unshift(route);
  if (chain.length === 0) throw new Error(`js-budget: route ${id} is not in the manifest`);
  return chain;
}

const rows = [];
let failed = false;
for (const [page, id] of Object.entries(PAGES)) {
  if (!manifest.routes[id]) continue;
  const files = new Set([...(fetchesManifest ? [`/assets/${manifestFile}`] : []), manifest.entry.module, ...manifest.entry.imports]);
  for (const route of routeChain(id)) {
    if (route.module) files.add(route.module);
    for (const imported of route.imports ?? []) files.add(imported);
  }
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const size = gzipSize(file);
    raw += size.raw;
    gzip += size.gzip;
  }
  const over = gzip > budgetBytes;
  failed ||= over;
  rows.push({ page, files: files.size, rawKb: +(raw / 1024).toFixed(1), gzipKb: +(gzip / 1024).toFixed(1), over });
}

const biggest = [...gzipCache.entries()]
  .sort((a, b) => b[1].gzip - a[1].gzip)
  .slice(0, 6)
  .map(([file, size]) => ({ file, gzipKb: +(size.gzip / 1024).toFixed(1) }));

const lines = [
  `JavaScript loaded first by each shopper page (gzip -9), budget ${values["budget-kb"]} KB:`,
  "",
  "| page | files | raw KB | gzip KB | within budget |",
  "| --- | ---: | ---: | ---: | --- |",
  ...rows.map((r) => `| ${r.page} | ${r.files} | ${r.rawKb} | ${r.gzipKb} | ${r.over ? "**no**" : "yes"} |`),
  "",
  `Largest files: ${biggest.map((b) => `${b.file.replace("/assets/", "")} ${b.gzipKb} KB`).join(", ")}`,
  `React Router's manifest-*.js: ${fetchesManifest ? "fetched by every page, counted" : "not fetched (lazy route discovery: each page inlines its routes' manifest), not counted"}.`,
];

if (values.json) {
  console.log(JSON.stringify({ budgetKb: Number(values["budget-kb"]), manifestCounted: fetchesManifest, pages: rows, biggest }, null, 2));
} else {
  console.log(lines.join("\n"));
}

if (values["write-doc"]) {
  const doc = path.resolve(import.meta.dirname, "..", "docs", "benchmarks.md");
  const start = "<!-- js-budget:start -->";
  const end = "<!-- js-budget:end -->";
  const text = fs.readFileSync(doc, "utf8");
  if (!text.includes(start) || !text.includes(end)) throw new Error(`docs/benchmarks.md has no ${start} … ${end} markers`);
  const builtAt = fs.statSync(path.join(assets, manifestFile)).mtime.toISOString().slice(0, 16).replace("T", " ");
  const block = `${start}\n\`npm run budget:js\` (build of ${builtAt} UTC):\n\n${lines.join("\n")}\n${end}`;
  fs.writeFileSync(doc, text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), () => block));
}
process.exit(failed ? 1 : 0);
