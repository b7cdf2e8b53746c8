// `npm run bench`: the shop under load at several catalogue sizes (docs/benchmarks.md).
//
//   npm run bench                      embedded database (PGlite); 100, 1,000, 10,000 products; 10 s per endpoint
//   npm run bench -- --quick           3 s per endpoint, no 100,000-order run (a smoke test, ~4 minutes)
//   npm run bench -- --pg [URL]        PostgreSQL: a fresh database per size on URL, or on a throwaway cluster
//                                      (scripts/lib/postgres.sh) when no URL is given
//   options: --sizes 100,1000 --duration 10 --connections 32 --big-orders 100000 (0: skip) --no-build
//            --write-doc (replace this run's section of docs/benchmarks.md) --json FILE --log-level warn
//            --modes off,on (catalogue cache modes to measure the shop pages in, CATALOG_CACHE: off = "uncached",
//            data = "data cache" (data from memory, every page rendered), on = "cached" (rendered pages stored too))
//            --only "/products,/products?utm_source=<random>" (only these endpoints, by name)
//            --mixed 100,250,500 (instead of the endpoints: the open-loop mixed load of scripts/bench/mixed.mjs at
//            these arrival rates, --duration s each; `npm run bench:mixed`); --by-kind: then each kind alone
//            at each rate, for the server CPU each kind costs
//
// For each size: builds once (react-router build, then a private copy of build/ like scripts/e2e-server.mjs),
// fills a fresh database with generated products and orders (scripts/bench/generate.ts, before the server
// opens it), starts the built server (rate limits off, request log off), and loads it with autocannon from a
// separate process (scripts/bench/load.mjs) on 127.0.0.1. The ceiling is a bare node:http server answering
// the same bytes as the shop's /products (scripts/bench/ceiling.mjs). Every run is printed with the machine,
// the load average and the server's memory; budgets are checked at 1,000 products.
import { execFileSync, fork, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import { checkoutFormBody } from "./checkout-form.mjs";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const argv = process.argv.slice(2);
// `--pg` may be followed by a URL or by another option.
const pgIndex = argv.indexOf("--pg");
let pgUrl = null;
if (pgIndex >= 0) {
  const next = argv[pgIndex + 1];
  pgUrl = next && !next.startsWith("--") ? argv.splice(pgIndex + 1, 1)[0] : process.env.BENCH_DATABASE_URL || "throwaway";
  argv.splice(pgIndex, 1);
}
const { values: opts } = parseArgs({
  args: argv,
  options: {
    quick: { type: "boolean", default: false },
    sizes: { type: "string" },
    duration: { type: "string" },
    connections: { type: "string", default: "32" },
    orders: { type: "string", default: "10000" },
    "big-orders": { type: "string" },
    "no-build": { type: "boolean", default: false },
    "write-doc": { type: "boolean", default: false },
    json: { type: "string" },
    "log-level": { type: "string", default: "warn" },
    port: { type: "string", default: "3300" },
    modes: { type: "string", default: "off,on" },
    only: { type: "string" },
    mixed: { type: "string" },
    "by-kind": { type: "boolean", default: false },
    // Older spelling of the default.
    cache: { type: "boolean", default: false },
  },
});
const quick = opts.quick;
const sizes = (opts.sizes ?? "100,1000,10000").split(",").map(Number);
const duration = Number(opts.duration ?? (quick ? 3 : 10));
const connections = Number(opts.connections);
const bigOrders = Number(opts["big-orders"] ?? (quick ? 0 : 100000));
const shopPort = Number(opts.port);
const ceilingPort = shopPort + 1;
const command = `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(" ")}` : ""}`;
const log = (...args) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...args);
const loadavg = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------------------
// Build and snapshot
if (!opts["no-build"]) {
  for (let attempt = 1; ; attempt++) {
    log("building (react-router build)…");
    const result = spawnSync("npx", ["react-router", "build"], { cwd: repo, stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" });
    if (result.status === 0) break;
    if (attempt < 5 && /ENOENT/.test(result.stderr + result.stdout)) {
      log("build collided with another build in this checkout; retrying in 10 s");
      await sleep(10_000);
      continue;
    }
    console.error(result.stdout, result.stderr);
    process.exit(1);
  }
}
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-"));
const appDir = path.join(workDir, "app");
fs.mkdirSync(appDir);
for (const entry of ["build", "drizzle", "server.js", "package.json"]) fs.cpSync(path.join(repo, entry), path.join(appDir, entry), { recursive: true });
fs.symlinkSync(path.join(repo, "node_modules"), path.join(appDir, "node_modules"), "dir");

const children = new Set();
let pgCluster = null;
function cleanup() {
  for (const child of children) child.kill("SIGKILL");
  if (pgCluster) stopThrowawayPostgres();
  fs.rmSync(workDir, { recursive: true, force: true });
}
process.on("exit", cleanup);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

// ---------------------------------------------------------------------------------------------------------
// PostgreSQL (--pg)
function startThrowawayPostgres() {
  const out = execFileSync(
    "bash",
    ["-c", `source scripts/lib/postgres.sh && pg_start_throwaway >&2 && echo "$PG_THROWAWAY_URL|$PG_THROWAWAY_DIR|$PG_THROWAWAY_BINDIR|$PG_THROWAWAY_PORT"`],
    {
      cwd: repo,
      encoding: "utf8",
    },
  ).trim();
  const [url, dir, bindir, port] = out.split("|");
  pgCluster = { url, dir, bindir, port };
  return url;
}
function stopThrowawayPostgres() {
  spawnSync("bash", ["-c", "source scripts/lib/postgres.sh && pg_stop_throwaway"], {
    cwd: repo,
    env: {
      ...process.env,
      PG_THROWAWAY_DIR: pgCluster.dir,
      PG_THROWAWAY_BINDIR: pgCluster.bindir,
      PG_THROWAWAY_PORT: pgCluster.port,
      PG_THROWAWAY_URL: pgCluster.url,
    },
  });
  pgCluster = null;
}
async function freshPgDatabase(baseUrl, name) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
async function dropPgDatabase(baseUrl, name) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
}
const pgBase = pgUrl === "throwaway" ? startThrowawayPostgres() : pgUrl;

// ---------------------------------------------------------------------------------------------------------
// Pieces
function runTsx(script, args) {
  const result = spawnSync("npx", ["tsx", "--tsconfig", "tsconfig.json", script, ...args], { cwd: repo, encoding: "utf8", maxBuffer: 64 << 20 });
  if (result.status !== 0) throw new Error(`${script} failed:\n${result.stderr}`);
  return JSON.parse(result.stdout.trim().split("\n").pop());
}

/** The process's CPU time so far (user + system, ms): per request, a figure the machine's other load hardly moves. */
function readCpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    // utime and stime, fields 14 and 15 of stat (11 and 12 after the name), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

function readProcStatus(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (key) => Number(status.match(new RegExp(`${key}:\\s+(\\d+)`))?.[1] ?? 0);
    return { rssMb: kb("VmRSS") / 1024, peakMb: kb("VmHWM") / 1024 };
  } catch {
    return { rssMb: 0, peakMb: 0 };
  }
}

const MODE_NAMES = { off: "uncached", data: "data cache", on: "cached" };

async function startShop({ dataDir, databaseUrl, cache }) {
  // As `npm start` and the Dockerfile run it (docs/decisions/0009).
  const child = spawn(process.execPath, ["--max-old-space-size=256", "server.js"], {
    cwd: appDir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(shopPort),
      PUBLIC_URL: `http://127.0.0.1:${shopPort}`,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? "",
      SEED_DEMO: "false",
      LOG_LEVEL: opts["log-level"],
      RATE_LIMIT_ENABLED: "false",
      MAX_UNPAID_ORDERS_PER_ADDRESS: "0",
      PAYMENT_PROVIDER: "simulated",
      CATALOG_CACHE: cache,
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  children.add(child);
  let stderr = "";
  child.stderr.on("data", (d) => {
    stderr += d;
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop exited at start:\n${stderr}`);
    try {
      const res = await fetch(`http://127.0.0.1:${shopPort}/healthz`);
      if (res.ok) break;
    } catch {
      // not yet
    }
    await sleep(200);
  }
  return {
    pid: child.pid,
    async stop() {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await Promise.race([exited, sleep(20_000)]);
      if (child.exitCode === null) child.kill("SIGKILL");
      children.delete(child);
    },
    stderr: () => stderr,
  };
}

async function startCeiling(body, headers) {
  const bodyFile = path.join(workDir, "ceiling-body");
  fs.writeFileSync(bodyFile, body);
  const child = fork(path.join(repo, "scripts/bench/ceiling.mjs"), [String(ceilingPort), bodyFile, JSON.stringify(headers)], { stdio: "ignore" });
  children.add(child);
  await new Promise((resolve) => child.once("message", resolve));
  return {
    pid: child.pid,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      children.delete(child);
    },
  };
}

/** Runs load.mjs (or mixed.mjs) in its own process while sampling the server's memory; returns the summary. */
async function load(pid, spec, script = "load.mjs") {
  let peakRss = 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, readProcStatus(pid).rssMb);
  }, 100);
  const loadBefore = os.loadavg()[0];
  const cpuBefore = readCpuMs(pid);
  const child = spawn(process.execPath, [path.join(repo, "scripts/bench", script), JSON.stringify({ connections, duration, ...spec })], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.add(child);
  let out = "";
  child.stdout.on("data", (d) => {
    out += d;
  });
  await new Promise((r) => child.once("exit", r));
  children.delete(child);
  clearInterval(sampler);
  const summary = JSON.parse(out.trim().split("\n").pop());
  const requests = summary.totalRequests ?? summary.sent;
  const cpuMsPerRequest = requests ? Number(((readCpuMs(pid) - cpuBefore) / requests).toFixed(2)) : null;
  return { ...summary, cpuMsPerRequest, serverRssMb: Math.round(peakRss), load1: Number(((loadBefore + os.loadavg()[0]) / 2).toFixed(2)) };
}

/** The bytes exactly as the server sent them (fetch() would decode them). */
async function rawGet(url, headers) {
  const http = await import("node:http");
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

const ACCEPT = { "accept-encoding": "br, gzip", "user-agent": "Mozilla/5.0 (bench) AppleWebKit/537.36 Chrome/140 Safari/537.36" };

function checkoutBody(productId) {
  return checkoutFormBody([{ productId, quantity: 1 }]);
}

function endpoints(gen, { admin, shop }) {
  const base = `http://127.0.0.1:${shopPort}`;
  const list = [];
  if (shop) {
    list.push({ name: "/", url: `${base}/`, headers: ACCEPT });
    list.push({ name: "/products", url: `${base}/products`, headers: ACCEPT });
    // Campaign clicks: a new tracking value on every request (docs/decisions/0018).
    for (const param of ["utm_source", "fbclid"]) {
      list.push({ name: `/products?${param}=<random>`, url: `${base}/products`, headers: ACCEPT, randomQuery: { path: "/products", param } });
    }
    list.push({
      name: "/products?page=N",
      url: `${base}/products`,
      headers: ACCEPT,
      requests: Array.from({ length: Math.max(1, Math.min(40, Math.ceil(gen.products / 24))) }, (_, i) => ({ method: "GET", path: `/products?page=${i + 1}` })),
    });
    list.push({
      name: "/product/:slug",
      url: `${base}/`,
      headers: ACCEPT,
      requests: gen.slugs.slice(0, 20).map((slug) => ({ method: "GET", path: `/product/${slug}` })),
    });
    list.push({
      name: "/api/search",
      url: `${base}/`,
      headers: ACCEPT,
      requests: gen.searchTerms.map((q) => ({ method: "GET", path: `/api/search?q=${encodeURIComponent(q)}` })),
    });
    // The most common word: every generated product's text holds it (issue 14's search budget).
    list.push({ name: "/api/search?q=urun", url: `${base}/api/search?q=urun`, headers: ACCEPT });
  }
  if (admin) {
    const headers = { ...ACCEPT, cookie: gen.adminCookie };
    list.push({ name: "/admin/dashboard", url: `${base}/admin/dashboard`, headers });
    list.push({ name: "/admin/orders", url: `${base}/admin/orders`, headers });
    list.push({
      name: "/admin/orders?page=N",
      url: `${base}/`,
      headers,
      requests: Array.from({ length: 20 }, (_, i) => ({ method: "GET", path: `/admin/orders?page=${i * 7 + 2}` })),
    });
  }
  if (shop) {
    list.push({
      name: "POST /checkout",
      url: `${base}/`,
      headers: { ...ACCEPT, "content-type": "application/x-www-form-urlencoded", origin: base },
      requests: gen.orderProducts.map((p) => ({ method: "POST", path: "/checkout", body: checkoutBody(p.id) })),
      expectStatus: [303],
    });
    if (gen.scarceProduct) {
      list.push({
        name: `POST /checkout (${gen.scarceProduct.stock} in stock)`,
        url: `${base}/`,
        headers: { ...ACCEPT, "content-type": "application/x-www-form-urlencoded", origin: base },
        requests: [{ method: "POST", path: "/checkout", body: checkoutBody(gen.scarceProduct.id) }],
        durationOverride: 2,
        // Placed: 303. Refused for lack of stock: 409, which a client without the cart cookie sees as the
        // checkout's redirect to the empty cart (302), since the page's loader runs after the action.
        expectStatus: [303, 409, 302],
        scarce: true,
      });
    }
  }
  return list;
}

// ---------------------------------------------------------------------------------------------------------
// The mixed load (--mixed): open loop, at each arrival rate in turn
const mixedRates = opts.mixed ? opts.mixed.split(",").map(Number) : null;

async function runMixed({ gen, label, mode, server, runs }) {
  const base = `http://127.0.0.1:${shopPort}`;
  // The categories as the list links them, and how many list pages there are.
  const html = (await rawGet(`${base}/products`, {})).body.toString("utf8");
  const categories = [...new Set([...html.matchAll(/href="\/products\?category=([^"&]+)"/g)].map((m) => decodeURIComponent(m[1])))];
  const pages = Math.ceil(gen.products / 24);
  const alone = opts["by-kind"] ? ["list", "product", "search", "cart", "checkout"] : [];
  for (const [rate, only] of [...mixedRates.map((rate) => [rate, undefined]), ...alone.flatMap((kind) => mixedRates.map((rate) => [rate, kind]))]) {
    const spec = { base, rate, duration, slugs: gen.slugs, orderProducts: gen.orderProducts, categories, pages, only };
    const result = await load(server.pid, spec, "mixed.mjs");
    runs.push({ name: `mixed ${rate}/s${only ? ` ${only} only` : ""}`, mode, only, ...result });
    const kinds = Object.entries(result.kinds)
      .filter(([, k]) => k.count > 0)
      .map(([kind, k]) => `${kind} p50 ${k.p50} p99 ${k.p99} err ${k.errors}`);
    log(
      `${label} [${mode}] mixed ${rate}/s${only ? ` (${only} only)` : ""} (sent ${result.achievedRate}/s, peak in flight ${result.peakInFlight}, server CPU ${result.cpuMsPerRequest} ms/req, rss ${result.serverRssMb} MB, load ${result.load1}): ${kinds.join("; ")}`,
    );
  }
}

// ---------------------------------------------------------------------------------------------------------
// One database, one or two server runs
async function benchSize({ products, orders, shop = true, admin = true, cacheRuns }) {
  const label = `${products.toLocaleString("en")} products, ${orders.toLocaleString("en")} orders`;
  const dataDir = path.join(workDir, `data-${products}-${orders}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const dbName = `bench_${products}_${orders}_${process.pid}`;
  const databaseUrl = pgBase ? await freshPgDatabase(pgBase, dbName) : undefined;
  log(`${label}: generating…`);
  const dbArgs = ["--data-dir", dataDir, ...(databaseUrl ? ["--database-url", databaseUrl] : [])];
  const gen = runTsx("scripts/bench/generate.ts", [...dbArgs, "--products", String(products), "--orders", String(orders)]);
  log(`${label}: generated in ${gen.seconds} s`);

  const runs = [];
  let ceiling = null;
  let stockCheck = null;
  for (const cache of cacheRuns) {
    const server = await startShop({ dataDir, databaseUrl, cache });
    const mode = MODE_NAMES[cache];
    try {
      // Warm up: JIT, PGlite's caches, the first render of each page.
      await load(server.pid, { url: `http://127.0.0.1:${shopPort}/products`, headers: ACCEPT, duration: quick ? 1 : 2 });

      if (mixedRates) {
        await runMixed({ gen, label, mode, server, runs });
        runs.peakMb = Math.max(runs.peakMb ?? 0, Math.round(readProcStatus(server.pid).peakMb));
        continue;
      }

      if (shop && !ceiling) {
        const { body: encoded, headers: shopHeaders } = await rawGet(`http://127.0.0.1:${shopPort}/products`, ACCEPT);
        const headers = {};
        for (const name of ["content-type", "content-encoding", "cache-control", "vary", "etag"]) {
          if (shopHeaders[name]) headers[name] = shopHeaders[name];
        }
        const zlib = await import("node:zlib");
        const body =
          headers["content-encoding"] === "br"
            ? zlib.brotliDecompressSync(encoded)
            : headers["content-encoding"] === "gzip"
              ? zlib.gunzipSync(encoded)
              : encoded;
        const ceilingServer = await startCeiling(encoded, headers);
        const result = await load(ceilingServer.pid, { url: `http://127.0.0.1:${ceilingPort}/products`, headers: ACCEPT });
        await ceilingServer.stop();
        ceiling = { ...result, bytes: encoded.length, htmlBytes: body.length, encoding: headers["content-encoding"] ?? "identity" };
        log(`${label}: ceiling ${Math.round(result.requestsPerSecond)} req/s (${encoded.length} bytes ${ceiling.encoding}; html ${body.length})`);
      }

      const only = opts.only ? new Set(opts.only.split(",").map((name) => name.trim())) : null;
      for (const endpoint of endpoints(gen, { admin, shop }).filter((e) => !only || only.has(e.name))) {
        // Orders and admin pages do not read through the catalogue cache: measured once, uncached.
        if (cache !== "off" && (endpoint.name.startsWith("POST") || endpoint.name.startsWith("/admin"))) continue;
        const { durationOverride, scarce, name, ...spec } = endpoint;
        const result = await load(server.pid, { ...spec, duration: durationOverride ?? duration });
        runs.push({ name, mode, ...result });
        log(
          `${label} [${mode}] ${name}: ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.latencyP50} ms, p99 ${result.latencyP99} ms, errors ${result.errors}, ${result.bytesPerRequest} B, server CPU ${result.cpuMsPerRequest} ms/req, rss ${result.serverRssMb} MB, load ${result.load1}, status ${JSON.stringify(result.statusCounts)}`,
        );
      }
      runs.peakMb = Math.max(runs.peakMb ?? 0, Math.round(readProcStatus(server.pid).peakMb));
    } finally {
      await server.stop();
    }
    if (server.stderr().includes('"level":50')) log(`server errors:\n${server.stderr().slice(0, 4000)}`);
  }
  if (shop) {
    const expect = Object.fromEntries(gen.orderProducts.map((p) => [p.id, gen.orderStock]));
    if (gen.scarceProduct) expect[gen.scarceProduct.id] = gen.scarceProduct.stock;
    stockCheck = runTsx("scripts/bench/check-stock.ts", [...dbArgs, "--expect", JSON.stringify(expect)]);
    log(`${label}: stock check ${stockCheck.ok ? "OK (no oversell)" : "FAILED"}, ${stockCheck.placedOrders} orders placed`);
  }
  if (databaseUrl) await dropPgDatabase(pgBase, dbName);
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { products, orders, label, generateSeconds: gen.seconds, ceiling, runs, peakMb: runs.peakMb, stockCheck };
}

// ---------------------------------------------------------------------------------------------------------
const machine = {
  cpu: `${os.cpus().length} × ${os.cpus()[0]?.model ?? "unknown"}`,
  memoryGb: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  os: `${os.type()} ${os.release()}`,
  database: pgBase ? "PostgreSQL" + (pgCluster ? " 15 (throwaway cluster, fsync off)" : "") : "PGlite (embedded)",
};
if (pgBase) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: pgBase });
  await client.connect();
  machine.database = `${machine.database}: ${(await client.query("show server_version")).rows[0].server_version}`;
  await client.end();
}
const started = new Date();
const loadAtStart = loadavg();
log(`machine: ${machine.cpu}, ${machine.memoryGb} GB, Node ${machine.node}; database ${machine.database}; load average ${loadAtStart}`);
// Each size in every catalogue cache mode asked for (docs/decisions/0008); "off" first, it also runs orders and admin pages.
// The mixed load runs only in the modes asked for.
const askedModes = opts.modes.split(",").map((m) => m.trim());
const cacheRuns = mixedRates ? askedModes : [...new Set(["off", ...askedModes])];
for (const mode of cacheRuns) if (!(mode in MODE_NAMES)) throw new Error(`--modes: unknown mode ${mode} (off, data, on)`);

const results = [];
for (const products of sizes) results.push(await benchSize({ products, orders: Number(opts.orders), cacheRuns }));
if (bigOrders > 0) results.push(await benchSize({ products: 1000, orders: bigOrders, shop: false, admin: true, cacheRuns: ["off"] }));
const finished = new Date();
const loadAtEnd = loadavg();

// ---------------------------------------------------------------------------------------------------------
// Report
const fmt = (n, digits = 0) =>
  n == null || Number.isNaN(n) ? "–" : Number(n).toLocaleString("en", { maximumFractionDigits: digits, minimumFractionDigits: digits });
let md = "";
md += `Command: \`${command}\` — ${started.toISOString().slice(0, 16).replace("T", " ")} UTC, ${Math.round((finished - started) / 1000)} s.\n`;
md += `Machine: ${machine.cpu}, ${machine.memoryGb} GB RAM, ${machine.os}, Node ${machine.node}; database: ${machine.database}.\n`;
md += `Load average (1/5/15 min) at start ${loadAtStart}, at end ${loadAtEnd} (the machine is shared; \`load\` below is the 1-minute figure during each run).\n`;
md += `autocannon: ${connections} connections, ${duration} s per endpoint, \`Accept-Encoding: br, gzip\`; server log level ${opts["log-level"]}, rate limits off.\n\n`;
if (mixedRates) {
  md += `Mixed load (scripts/bench/mixed.mjs): open loop, ${duration} s per arrival rate; latency counted from each request's due time.\n\n`;
  md +=
    "| size | mode | arrival rate /s | kind | requests | p50 ms | p99 ms | max ms | errors | statuses | server CPU ms/req (whole mix) | server RSS MB | load |\n";
  md += "| --- | --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: |\n";
  for (const r of results) {
    for (const run of r.runs) {
      for (const [kind, k] of Object.entries(run.kinds).filter(([, k]) => k.count > 0)) {
        md += `| ${fmt(r.products)} p | ${run.mode} | ${run.rate} (sent ${run.achievedRate})${run.only ? " alone" : ""} | ${kind} | ${k.count} | ${k.p50} | ${k.p99} | ${k.max} | ${k.errors} | ${JSON.stringify(k.statusCounts).replaceAll('"', "")} | ${run.cpuMsPerRequest} | ${run.serverRssMb} | ${run.load1} |\n`;
      }
    }
  }
  // The budget: at 500/s, p99 ≤ 100 ms for pages and search, ≤ 500 ms for checkout, no errors.
  for (const r of results) {
    for (const run of r.runs.filter((run) => run.kinds && run.rate === 500 && !run.only)) {
      const pagesOk = ["list", "product", "search", "cart"].every((kind) => run.kinds[kind].p99 <= 100);
      const checkoutOk = run.kinds.checkout.p99 <= 500;
      const errors = Object.values(run.kinds).reduce((sum, k) => sum + k.errors, 0);
      md += `\nBudget at 500/s (${run.mode}): pages and search p99 ≤ 100 ms ${pagesOk ? "met" : "**not met**"}; checkout p99 ≤ 500 ms ${checkoutOk ? "met" : "**not met**"}; errors ${errors}.\n`;
    }
  }
  md += "\n";
}
if (!mixedRates) {
  md += "| size | endpoint | mode | req/s | × ceiling | p50 ms | p99 ms | errors | bytes/resp | server CPU ms/req | server RSS MB | load |\n";
  md += "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n";
}
for (const r of results) {
  const size = `${fmt(r.products)} p / ${fmt(r.orders)} o`;
  if (r.ceiling) {
    md += `| ${size} | ceiling: /products bytes from node:http | – | ${fmt(r.ceiling.requestsPerSecond)} | 1.00 | ${r.ceiling.latencyP50} | ${r.ceiling.latencyP99} | ${r.ceiling.errors} | ${fmt(r.ceiling.bytes)} | ${r.ceiling.cpuMsPerRequest} | – | ${r.ceiling.load1} |\n`;
  }
  for (const run of r.runs.filter((run) => !run.kinds)) {
    const ratio = r.ceiling ? (run.requestsPerSecond / r.ceiling.requestsPerSecond).toFixed(3) : "–";
    const errors = run.name.includes("in stock)")
      ? `${run.errors} (${run.statusCounts["303"] ?? 0} placed, ${(run.statusCounts["409"] ?? 0) + (run.statusCounts["302"] ?? 0)} refused)`
      : run.errors;
    md += `| ${size} | ${run.name} | ${run.mode} | ${fmt(run.requestsPerSecond)} | ${ratio} | ${run.latencyP50} | ${run.latencyP99} | ${errors} | ${fmt(run.bytesPerRequest)} | ${run.cpuMsPerRequest} | ${run.serverRssMb} | ${run.load1} |\n`;
  }
}
md += "\n";
for (const r of results) {
  md += `- ${r.label}: generated in ${r.generateSeconds} s; server peak RSS (VmHWM) ${r.peakMb} MB`;
  if (r.stockCheck)
    md += `; stock check after the run: ${r.stockCheck.ok ? "no oversell" : `OVERSOLD ${JSON.stringify(r.stockCheck.problems)}`} (${r.stockCheck.placedOrders} orders placed)`;
  md += ".\n";
}

// Budgets (at 1,000 products)
const at1000 = results.find((r) => r.products === 1000 && r.ceiling);
if (at1000) {
  const find = (name, mode) => at1000.runs.find((run) => run.name === name && run.mode === mode);
  const budgets = [];
  const productsUncached = find("/products", "uncached");
  const dataCached = find("/products", "data cache");
  if (productsUncached)
    budgets.push([
      "/products uncached ≥ 150 req/s, p99 ≤ 300 ms",
      `${fmt(productsUncached.requestsPerSecond)} req/s, p99 ${productsUncached.latencyP99} ms${dataCached ? `; rendered from cached data ${fmt(dataCached.requestsPerSecond)} req/s, p99 ${dataCached.latencyP99} ms` : ""}`,
      productsUncached.requestsPerSecond >= 150 && productsUncached.latencyP99 <= 300,
    ]);
  const productsCached = find("/products", "cached");
  budgets.push([
    "/products from cache ≥ 0.5 × ceiling",
    productsCached
      ? `${(productsCached.requestsPerSecond / at1000.ceiling.requestsPerSecond).toFixed(3)} × ceiling (${fmt(productsCached.requestsPerSecond)} of ${fmt(at1000.ceiling.requestsPerSecond)} req/s)`
      : "no cached run",
    Boolean(productsCached && productsCached.requestsPerSecond >= 0.5 * at1000.ceiling.requestsPerSecond),
  ]);
  for (const param of ["utm_source", "fbclid"]) {
    const campaign = find(`/products?${param}=<random>`, "cached");
    if (campaign)
      budgets.push([
        `/products?${param}=<random> ≥ 0.5 × ceiling`,
        `${(campaign.requestsPerSecond / at1000.ceiling.requestsPerSecond).toFixed(3)} × ceiling (${fmt(campaign.requestsPerSecond)} req/s, p99 ${campaign.latencyP99} ms)`,
        campaign.requestsPerSecond >= 0.5 * at1000.ceiling.requestsPerSecond,
      ]);
  }
  const search = find("/api/search", cacheRuns.includes("on") ? "cached" : "uncached");
  const searchUncached = find("/api/search", "uncached");
  if (search)
    budgets.push([
      "search ≥ 1,500 req/s",
      `${fmt(search.requestsPerSecond)} req/s (${search.mode}); uncached ${fmt(searchUncached?.requestsPerSecond)}`,
      search.requestsPerSecond >= 1500,
    ]);
  const checkout = find("POST /checkout", "uncached");
  if (checkout)
    budgets.push([
      "≥ 100 orders/s, no error, no oversell",
      `${fmt(checkout.requestsPerSecond)} orders/s, ${checkout.errors} errors, ${at1000.stockCheck?.ok ? "no oversell" : "OVERSOLD"}`,
      checkout.requestsPerSecond >= 100 && checkout.errors === 0 && Boolean(at1000.stockCheck?.ok),
    ]);
  const peak = Math.max(...results.map((r) => r.peakMb ?? 0));
  budgets.push(["server memory < 512 MB (all sizes)", `peak ${peak} MB`, peak < 512]);
  md += "\nBudgets at 1,000 products:\n\n| budget | measured | met |\n| --- | --- | --- |\n";
  for (const [budget, measured, met] of budgets) md += `| ${budget} | ${measured} | ${met ? "yes" : "**no**"} |\n`;
}

console.log(md);
if (opts.json) fs.writeFileSync(opts.json, JSON.stringify({ command, machine, started, finished, loadAtStart, loadAtEnd, results }, null, 2));
if (opts["write-doc"]) {
  const doc = path.join(repo, "docs/benchmarks.md");
  const marker = pgBase ? "bench-postgres" : "bench-pglite";
  const text = fs.readFileSync(doc, "utf8");
  const start = `<!-- ${marker}:start -->`;
  const end = `<!-- ${marker}:end -->`;
  if (!text.includes(start)) throw new Error(`docs/benchmarks.md has no ${start} marker`);
  fs.writeFileSync(doc, text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), `${start}\n${md}${end}`));
  log(`wrote the figures into docs/benchmarks.md (${marker})`);
}
