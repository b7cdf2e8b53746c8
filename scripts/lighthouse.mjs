// `npm run lighthouse`: Lighthouse (mobile preset: simulated slow 4G and a 4× slower CPU) on /, /products and
// a product page of the BUILT shop, driving Debian's Chromium. Never downloads a browser.
//
//   npm run lighthouse                    build, start a throwaway shop (demo catalogue), 3 runs per page (median)
//   npm run lighthouse -- --runs 1 --no-build --write-doc
//   CHROME_PATH=/usr/bin/chromium is the default; set it to use another Chromium.
//
// Budgets (docs/benchmarks.md): performance ≥ 95, accessibility 100, best practices 100, SEO 100. Exit 1
// when a page misses one. --write-doc replaces the lighthouse section of docs/benchmarks.md.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values: opts } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    "no-build": { type: "boolean", default: false },
    "write-doc": { type: "boolean", default: false },
    port: { type: "string", default: "3320" },
    json: { type: "string" },
  },
});
const runs = Math.max(1, Number(opts.runs));
const port = Number(opts.port);
const base = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
if (!fs.existsSync(chromePath)) {
  console.error(`lighthouse: no Chromium at ${chromePath} (apt-get install chromium, or set CHROME_PATH)`);
  process.exit(1);
}
const BUDGET = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const log = (...args) => console.error(`[lighthouse ${new Date().toISOString().slice(11, 19)}]`, ...args);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

if (!opts["no-build"] || !fs.existsSync(path.join(repo, "build/server/index.js"))) {
  for (let attempt = 1; ; attempt++) {
    log("building (react-router build)…");
    const result = spawnSync("npx", ["react-router", "build"], { cwd: repo, encoding: "utf8" });
    if (result.status === 0) break;
    if (attempt < 5 && /ENOENT/.test(result.stderr + result.stdout)) {
      await sleep(10_000);
      continue;
    }
    console.error(result.stdout, result.stderr);
    process.exit(1);
  }
}

// A private copy of the build and a fresh data folder (demo catalogue with its real pictures).
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-lighthouse-"));
const appDir = path.join(workDir, "app");
fs.mkdirSync(appDir);
for (const entry of ["build", "drizzle", "server.js", "package.json"]) fs.cpSync(path.join(repo, entry), path.join(appDir, entry), { recursive: true });
fs.symlinkSync(path.join(repo, "node_modules"), path.join(appDir, "node_modules"), "dir");
let server = null;
let chrome;
process.on("exit", () => {
  server?.kill("SIGKILL");
  fs.rmSync(workDir, { recursive: true, force: true });
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

server = spawn(process.execPath, ["server.js"], {
  cwd: appDir,
  env: {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: path.join(workDir, "data"),
    DATABASE_URL: "",
    SEED_DEMO: "true",
    LOG_LEVEL: "warn",
    ADMIN_EMAIL: "",
    ADMIN_PASSWORD: "",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch {
    // not yet
  }
  if (i > 300 || server.exitCode !== null) throw new Error("the shop did not start");
  await sleep(200);
}
const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
const productPath = sitemap.match(/<loc>[^<]*(\/product\/[^<]+)<\/loc>/)?.[1];
if (!productPath) throw new Error("no product in the sitemap");
const pages = [
  { name: "/", url: `${base}/` },
  { name: "/products", url: `${base}/products` },
  { name: "product page", url: `${base}${productPath}` },
];

chrome = await chromeLauncher.launch({
  chromePath,
  // chrome-launcher's defaults already switch background networking, component updates, sync and the
  // first-run and default-browser checks off.
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking"],
});

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const results = [];
try {
  for (const page of pages) {
    page.failedRuns = 0;
    const scores = { performance: [], accessibility: [], "best-practices": [], seo: [] };
    const metrics = { lcp: [], tbt: [], cls: [], fcp: [] };
    const failing = new Set();
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(page.url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: Object.keys(scores),
      });
      const lhr = result.lhr;
      // A run Lighthouse itself could not complete (e.g. NO_FCP when the machine stalls) has no scores:
      // it is run again rather than counted as 0 (at most three times per page).
      if (lhr.runtimeError) {
        log(`${page.name} run ${run + 1}: Lighthouse could not measure it (${lhr.runtimeError.code}); running it again`);
        if (++page.failedRuns > 3) throw new Error(`Lighthouse failed on ${page.name} four times: ${lhr.runtimeError.message}`);
        run--;
        continue;
      }
      for (const key of Object.keys(scores)) scores[key].push(Math.round((lhr.categories[key]?.score ?? 0) * 100));
      metrics.lcp.push(lhr.audits["largest-contentful-paint"].numericValue);
      metrics.tbt.push(lhr.audits["total-blocking-time"].numericValue);
      metrics.cls.push(lhr.audits["cumulative-layout-shift"].numericValue);
      metrics.fcp.push(lhr.audits["first-contentful-paint"].numericValue);
      for (const key of ["accessibility", "best-practices", "seo"]) {
        for (const ref of lhr.categories[key]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 1) failing.add(`${key}: ${ref.id}`);
        }
      }
      log(
        `${page.name} run ${run + 1}: ${Object.keys(scores)
          .map((k) => `${k} ${scores[k].at(-1)}`)
          .join(", ")}`,
      );
    }
    results.push({
      page: page.name,
      scores: Object.fromEntries(Object.entries(scores).map(([k, v]) => [k, median(v)])),
      all: scores,
      lcpMs: Math.round(median(metrics.lcp)),
      fcpMs: Math.round(median(metrics.fcp)),
      tbtMs: Math.round(median(metrics.tbt)),
      cls: Number(median(metrics.cls).toFixed(3)),
      failing: [...failing],
    });
  }
} finally {
  await chrome.kill();
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  server = null;
}

const load = os
  .loadavg()
  .map((n) => n.toFixed(2))
  .join(" ");
let md = `Command: \`npm run lighthouse${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(" ")}` : ""}\` — ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC; `;
md += `Lighthouse ${JSON.parse(fs.readFileSync(path.join(repo, "node_modules/lighthouse/package.json"), "utf8")).version}, mobile preset, ${spawnSync(chromePath, ["--version"], { encoding: "utf8" }).stdout.trim()}, `;
md += `median of ${runs} run(s) per page; demo catalogue on the embedded database; load average at the end ${load}.\n\n`;
md +=
  "| page | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n";
let missed = false;
for (const r of results) {
  const cell = (key) => {
    const ok = r.scores[key] >= BUDGET[key];
    missed ||= !ok;
    return ok ? String(r.scores[key]) : `**${r.scores[key]}**`;
  };
  md += `| ${r.page} | ${cell("performance")} | ${cell("accessibility")} | ${cell("best-practices")} | ${cell("seo")} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} |\n`;
}
const failing = results.filter((r) => r.failing.length).map((r) => `${r.page}: ${r.failing.join(", ")}`);
if (failing.length) md += `\nAudits below full marks (accessibility, best practices, SEO): ${failing.join("; ")}.\n`;
md += `\nBudgets: performance ≥ ${BUDGET.performance}, accessibility ${BUDGET.accessibility}, best practices ${BUDGET["best-practices"]}, SEO ${BUDGET.seo}: ${missed ? "**missed** (bold above)" : "all met"}.\n`;
console.log(md);
if (opts.json) fs.writeFileSync(opts.json, JSON.stringify(results, null, 2));
if (opts["write-doc"]) {
  const doc = path.join(repo, "docs/benchmarks.md");
  const text = fs.readFileSync(doc, "utf8");
  fs.writeFileSync(doc, text.replace(/<!-- lighthouse:start -->[\s\S]*?<!-- lighthouse:end -->/, `<!-- lighthouse:start -->\n${md}<!-- lighthouse:end -->`));
  log("wrote the figures into docs/benchmarks.md");
}
process.exit(missed ? 1 : 0);
