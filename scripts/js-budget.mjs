// `npm run budget:js`: the JavaScript a shopper page loads first, measured from the build output.
//
// For each shopper page, the scripts its first HTML makes the browser fetch: React Router's manifest
// script, the client entry and its imports, and the module and imports of every route the page matches
// (root → shop layout → page), as build/client/assets/manifest-*.js lists them. Each file counted once,
// gzip level 9 (what compression sends is close to this; brotli is smaller still). Fails (exit 1) when a
// page is over the budget.
//   node scripts/js-budget.mjs [--budget-kb 120] [--build build] [--json]
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";

const { values } = parseArgs({
  options: { "budget-kb": { type: "string", default: "120" }, build: { type: "string", default: "build" }, json: { type: "boolean", default: false } },
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
  const files = new Set([`/assets/${manifestFile}`, manifest.entry.module, ...manifest.entry.imports]);
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

if (values.json) {
  console.log(JSON.stringify({ budgetKb: Number(values["budget-kb"]), pages: rows, biggest }, null, 2));
} else {
  console.log(`JavaScript loaded first by each shopper page (gzip -9), budget ${values["budget-kb"]} KB:\n`);
  console.log("| page | files | raw KB | gzip KB | within budget |\n| --- | ---: | ---: | ---: | --- |");
  for (const r of rows) console.log(`| ${r.page} | ${r.files} | ${r.rawKb} | ${r.gzipKb} | ${r.over ? "**no**" : "yes"} |`);
  console.log(`\nLargest files: ${biggest.map((b) => `${b.file.replace("/assets/", "")} ${b.gzipKb} KB`).join(", ")}`);
}
process.exit(failed ? 1 : 0);
