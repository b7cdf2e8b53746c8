// `npm run budget:js`: the JavaScript a shopper page makes a browser download before any interaction,
// measured in Chromium against the built shop.
//
// For each page (`/`, `/products`, a product page of the demo catalogue) a fresh browser context opens it
// (phone: 390×844, isMobile, hasTouch, deviceScaleFactor 3; laptop: 1366×800), waits for the network to go
// idle and for React to have hydrated the page, then for a quiet period with no new request, so that what
// loads after hydration or at idle (footer, phone menu, similar products...) is caught too. Nothing is
// clicked, typed or scrolled. Every script response counts with the bytes its body took on the wire (the
// encoded size, as the shop sends it to a browser that accepts brotli; response headers not counted), each
// file once. Inline scripts (the route manifest, the hydration data) are part of the HTML, not counted.
// Fails (exit 1) when a page is over the budget in either window. --write-doc puts the table into
// docs/benchmarks.md between the js-budget markers.
//
// It starts the built shop (scripts/e2e-server.mjs: a copy of build/, a fresh data folder with the demo
// catalogue) on --port, unless --base-url points at one already running. Build first: `npx react-router build`.
//   node scripts/js-budget.mjs [--budget-kb 120] [--port 3290] [--base-url URL] [--quiet-ms 1500]
//                              [--json] [--write-doc]
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({
  options: {
    "budget-kb": { type: "string", default: "120" },
    port: { type: "string", default: "3290" },
    "base-url": { type: "string" },
    "quiet-ms": { type: "string", default: "1500" },
    json: { type: "boolean", default: false },
    "write-doc": { type: "boolean", default: false },
  },
});
const budgetKb = Number(values["budget-kb"]);
const quietMs = Number(values["quiet-ms"]);

/** The pages measured: the demo catalogue's product the browser tests use too (tests/e2e/support/shop.ts), its mug in three colours (the option picker) and its boss cut-out (personal fields: photo and name). */
const PAGES = ["/", "/products", "/product/ozel-isikli-kupa", "/product/inatci-kedi-kupasi", "/product/patronun-karton-kopyasi"];
const WINDOWS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
  laptop: { viewport: { width: 1366, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
};

let server = null;
async function startServer(port) {
  for (const required of ["build/server/index.js", "build/client"]) {
    if (!fs.existsSync(path.join(repo, required))) {
      console.error(`js-budget: ${required} is missing. Run \`npx react-router build\` first.`);
      process.exit(1);
    }
  }
  let stderr = "";
  server = spawn(process.execPath, [path.join(repo, "scripts/e2e-server.mjs")], {
    cwd: repo,
    env: { ...process.env, E2E_PORT: String(port), E2E_LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  server.stderr.on("data", (chunk) => (stderr += chunk));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) throw new Error(`js-budget: the shop did not start:\n${stderr}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return base;
    } catch {
      // not listening yet
    }
    if (i > 600) throw new Error("js-budget: the shop did not answer /healthz within 120 s");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
async function stopServer() {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  if (server.exitCode === null) server.kill("SIGKILL");
}

/** Opens one page in a fresh context and returns every script it downloaded: url → encoded body bytes. */
async function measure(browser, base, page, window) {
  const context = await browser.newContext({ ...WINDOWS[window], baseURL: base, locale: "tr-TR", timezoneId: "Europe/Istanbul" });
  const tab = await context.newPage();
  const pending = [];
  let lastActivity = Date.now();
  tab.on("request", () => (lastActivity = Date.now()));
  tab.on("requestfinished", (request) => {
    lastActivity = Date.now();
    if (request.resourceType() !== "script") return;
    pending.push(
      request.sizes().then(async (sizes) => {
        const response = await request.response();
        return {
          url: new URL(request.url()).pathname,
          bytes: sizes.responseBodySize,
          encoding: (await response?.headerValue("content-encoding")) ?? "uncompressed",
        };
      }),
    );
  });
  const failures = [];
  tab.on("requestfailed", (request) => failures.push(`${request.url()}: ${request.failure()?.errorText}`));
  const response = await tab.goto(page, { waitUntil: "networkidle" });
  if (!response?.ok()) throw new Error(`js-budget: ${page} answered ${response?.status()}`);
  // What loads after the page's own code starts once React has hydrated (on a busy machine, well after idle).
  await tab.waitForFunction(() => window.__reactRouterDataRouter?.state?.initialized === true);
  await tab.evaluate(() => new Promise((resolve) => globalThis.requestAnimationFrame(() => setTimeout(resolve, 0))));
  await tab.waitForLoadState("networkidle");
  while (Date.now() - lastActivity < quietMs) await tab.waitForTimeout(quietMs - (Date.now() - lastActivity));
  await tab.waitForLoadState("networkidle");
  const files = new Map();
  for (const file of await Promise.all(pending)) files.set(file.url, file);
  await context.close();
  if (failures.length > 0) throw new Error(`js-budget: requests failed on ${page}:\n${failures.join("\n")}`);
  return [...files.values()];
}

const kb = (bytes) => +(bytes / 1024).toFixed(1);

let results;
try {
  const base = values["base-url"] ?? (await startServer(Number(values.port)));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    results = [];
    for (const page of PAGES) {
      for (const window of Object.keys(WINDOWS)) {
        const files = await measure(browser, base, page, window);
        const total = files.reduce((sum, f) => sum + f.bytes, 0);
        results.push({ page, window, files: files.sort((a, b) => b.bytes - a.bytes), total });
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  await stopServer();
}

let failed = false;
const rows = PAGES.map((page) => {
  const [phone, laptop] = ["phone", "laptop"].map((w) => results.find((r) => r.page === page && r.window === w));
  const over = Math.max(phone.total, laptop.total) > budgetKb * 1024;
  failed ||= over;
  return { page, phone, laptop, over };
});
const encodings = [...new Set(results.flatMap((r) => r.files.map((f) => f.encoding)))].join(", ");
const allFiles = [...new Set(results.flatMap((r) => r.files.map((f) => f.url)))];
const sizeOf = (url) => results.flatMap((r) => r.files).find((f) => f.url === url).bytes;
allFiles.sort((a, b) => sizeOf(b) - sizeOf(a));

const lines = [
  `JavaScript a shopper page downloads before any interaction (Chromium, every script until the network is idle, bytes as sent: ${encodings}), budget ${budgetKb} KB:`,
  "",
  "| page | phone KB | files | laptop KB | files | within budget |",
  "| --- | ---: | ---: | ---: | ---: | --- |",
  ...rows.map(
    (r) => `| ${r.page} | ${kb(r.phone.total)} | ${r.phone.files.length} | ${kb(r.laptop.total)} | ${r.laptop.files.length} | ${r.over ? "**no**" : "yes"} |`,
  ),
  "",
  "| file | KB | loaded by (phone) |",
  "| --- | ---: | --- |",
  ...allFiles.map((url) => {
    const pages = rows.filter((r) => r.phone.files.some((f) => f.url === url)).map((r) => r.page);
    const laptopOnly = pages.length === 0 ? rows.filter((r) => r.laptop.files.some((f) => f.url === url)).map((r) => `${r.page} (laptop)`) : [];
    return `| ${path.basename(url)} | ${kb(sizeOf(url))} | ${[...pages, ...laptopOnly].join(", ")} |`;
  }),
];

if (values.json) {
  console.log(JSON.stringify({ budgetKb, pages: results.map((r) => ({ ...r, totalKb: kb(r.total) })) }, null, 2));
} else {
  console.log(lines.join("\n"));
}

if (values["write-doc"]) {
  const doc = path.join(repo, "docs", "benchmarks.md");
  const start = "<!-- js-budget:start -->";
  const end = "<!-- js-budget:end -->";
  const text = fs.readFileSync(doc, "utf8");
  if (!text.includes(start) || !text.includes(end)) throw new Error(`docs/benchmarks.md has no ${start} … ${end} markers`);
  const manifest = fs.readdirSync(path.join(repo, "build/client/assets")).find((f) => /^manifest-.*\.js$/.test(f));
  const builtAt = fs
    .statSync(path.join(repo, "build/client/assets", manifest))
    .mtime.toISOString()
    .slice(0, 16)
    .replace("T", " ");
  const block = `${start}\n\`npm run budget:js\` (build of ${builtAt} UTC):\n\n${lines.join("\n")}\n${end}`;
  fs.writeFileSync(
    doc,
    text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), () => block),
  );
}
process.exit(failed ? 1 : 0);
