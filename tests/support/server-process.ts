// The built shop and PostgreSQL as separate processes, for the fault tests (tests/e2e/faults-*.spec.ts):
//  - snapshotBuild(): a private copy of the build (build/, drizzle/, server.js, package.json; node_modules
//    linked), so that a `react-router build` in the same checkout cannot pull files from under a server;
//  - startShopProcess(): `node server.js` from that copy on a port, a DATA_DIR and optionally a DATABASE_URL;
//    waits for /healthz, collects the output, and can be stopped (SIGTERM), killed (SIGKILL) and restarted;
//  - startPostgresCluster(): a throwaway PostgreSQL cluster like scripts/lib/postgres.sh's, that can be
//    stopped and started again on the same port and data (as the `postgres` user when we are root);
//  - a few HTTP helpers (a raw request that can be held open, the checkout form, sign-in).
import { type ChildProcess, execFile, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const execFileAsync = promisify(execFile);

// Whatever a test file could not clean up (a failed hook, an interrupted run) goes when the worker exits.
const atExit = new Set<() => void>();
process.once("exit", () => {
  for (const cleanup of atExit) {
    try {
      cleanup();
    } catch {
      // best effort
    }
  }
});

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

export const TEST_ADMIN = { email: "hata-testi@example.com", password: "hata-testi-sifre-123" } as const;

/** A fresh folder under the test run's temp folder (scripts/test-all.sh's SHOP_TEST_TMP) or the system's. */
export function scratchDir(prefix: string): string {
  const parent = process.env.SHOP_TEST_TMP && fs.existsSync(process.env.SHOP_TEST_TMP) ? process.env.SHOP_TEST_TMP : os.tmpdir();
  return fs.mkdtempSync(path.join(parent, prefix));
}

export interface BuildSnapshot {
  appDir: string;
  remove(): void;
}

/**
 * Copies the built app into a private folder (as scripts/e2e-server.mjs does). Build first. The copy is taken
 * from the checkout, or from SHOP_BUILD_SOURCE (a folder with build/, drizzle/, server.js and package.json,
 * e.g. a copy made while nobody was building). A build in progress (build/ missing) is waited for up to 2 min.
 */
export async function snapshotBuild(): Promise<BuildSnapshot> {
  const source = process.env.SHOP_BUILD_SOURCE ? path.resolve(process.env.SHOP_BUILD_SOURCE) : repoRoot;
  const required = ["build/server/index.js", "build/client", "server.js", "drizzle"];
  const deadline = Date.now() + 120_000;
  for (;;) {
    const missing = required.filter((entry) => !fs.existsSync(path.join(source, entry)));
    if (missing.length === 0) break;
    if (Date.now() > deadline) throw new Error(`${missing.join(", ")} missing in ${source}: run \`npx react-router build\` first`);
    await sleep(1000);
  }
  const root = scratchDir("shop-faults-app-");
  const appDir = path.join(root, "app");
  fs.mkdirSync(appDir);
  for (const entry of ["build", "drizzle", "server.js", "package.json"]) {
    fs.cpSync(path.join(source, entry), path.join(appDir, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(repoRoot, "node_modules"), path.join(appDir, "node_modules"), "dir");
  const remove = () => {
    fs.rmSync(root, { recursive: true, force: true });
    atExit.delete(remove);
  };
  atExit.add(remove);
  return { appDir, remove };
}

/** The first port in [from, to] that nothing listens on (127.0.0.1), skipping `taken`. */
export async function freePort(from: number, to: number, taken: readonly number[] = []): Promise<number> {
  for (let port = from; port <= to; port++) {
    if (taken.includes(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}–${to}`);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------------------
// The shop

export interface ShopOptions {
  appDir: string;
  port: number;
  dataDir: string;
  /** Unset or empty: the embedded database in dataDir. */
  databaseUrl?: string;
  /** Added to (and overriding) the defaults below. */
  env?: Record<string, string>;
  /** Wait until /healthz answers 200 (default true). */
  waitHealthy?: boolean;
  startTimeoutMs?: number;
}

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ShopProcess {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  options: ShopOptions;
  output(): string;
  exited: Promise<ExitStatus>;
  running(): boolean;
  /** SIGTERM, then SIGKILL after timeoutMs; resolves with how it ended. */
  stop(timeoutMs?: number): Promise<ExitStatus>;
  /** SIGKILL: no clean-up at all. */
  kill(): Promise<ExitStatus>;
}

export async function startShopProcess(options: ShopOptions): Promise<ShopProcess> {
  const { appDir, port, dataDir } = options;
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server.js"], {
    cwd: appDir,
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: process.env.HOME ?? os.tmpdir(),
      TMPDIR: process.env.TMPDIR ?? os.tmpdir(),
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? "",
      SEED_DEMO: "true",
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      LOG_LEVEL: "warn",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const killOnExit = () => child.kill("SIGKILL");
  atExit.add(killOnExit);
  const exited = new Promise<ExitStatus>((resolve) =>
    child.on("exit", (code, signal) => {
      atExit.delete(killOnExit);
      resolve({ code, signal });
    }),
  );
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async (timeoutMs = 20_000) => {
    if (running()) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
      const status = await exited;
      clearTimeout(timer);
      return status;
    }
    return exited;
  };
  const kill = async () => {
    if (running()) child.kill("SIGKILL");
    return exited;
  };
  const shop: ShopProcess = { url, port, pid: child.pid ?? -1, child, options, output: () => output, exited, running, stop, kill };
  if (options.waitHealthy !== false) {
    try {
      await waitForHealth(shop, options.startTimeoutMs ?? 90_000);
    } catch (error) {
      await kill();
      throw error;
    }
  }
  return shop;
}

/** The same shop again (same port, data folder, database and settings). */
export function restartShopProcess(previous: ShopProcess, overrides: Partial<ShopOptions> = {}): Promise<ShopProcess> {
  return startShopProcess({ ...previous.options, ...overrides });
}

/** Polls /healthz until it answers 200; fails at once if the process exits. */
export async function waitForHealth(shop: ShopProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!shop.running()) throw new Error(`the shop on ${shop.port} exited during start-up:\n${shop.output()}`);
    try {
      const res = await fetch(`${shop.url}/healthz`, { signal: AbortSignal.timeout(5000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the shop on ${shop.port} never became healthy:\n${shop.output()}`);
    await sleep(200);
  }
}

// ---------------------------------------------------------------------------------------------------------
// HTTP

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One request on a connection of its own (no keep-alive pool). The body, when given as several parts, is
 * sent part by part: `beforePart(i)` runs before part i > 0, so a test can hold the request open. With
 * `expectContinue` the request says `Expect: 100-continue` and sends its body only after the server's
 * "100 Continue", which also tells the test (`onContinue`) that the server has taken the request in.
 */
export function rawRequest(
  url: string,
  init: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    parts?: (string | Buffer)[];
    beforePart?(index: number): Promise<void>;
    expectContinue?: boolean;
    onContinue?(): void;
  } = {},
): Promise<RawResponse> {
  const parts = init.parts ?? (init.body !== undefined ? [init.body] : []);
  const length = parts.reduce((sum, part) => sum + Buffer.byteLength(part), 0);
  return new Promise<RawResponse>((resolve, reject) => {
    const req = http.request(url, {
      method: init.method ?? "GET",
      agent: false,
      headers: {
        Connection: "close",
        ...(parts.length ? { "Content-Length": String(length) } : {}),
        ...(init.expectContinue ? { Expect: "100-continue" } : {}),
        ...init.headers,
      },
    });
    req.on("error", reject);
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
    });
    const ready = init.expectContinue
      ? new Promise<void>((continued) =>
          req.once("continue", () => {
            init.onContinue?.();
            continued();
          }),
        )
      : Promise.resolve();
    if (init.expectContinue) req.flushHeaders();
    (async () => {
      await ready;
      for (const [index, part] of parts.entries()) {
        if (index > 0 && init.beforePart) await init.beforePart(index);
        req.write(part);
      }
      req.end();
    })().catch((error) => {
      req.destroy(error as Error);
      reject(error);
    });
  });
}

export const CHECKOUT_FIELDS = {
  recipientName: "Hata Testi Alıcı",
  recipientAddress: "Test Mah. Deneme Sok. No: 1",
  recipientCity: "İstanbul",
  recipientPostalCode: "34000",
  recipientPhone: "05551234567",
  senderEmail: "gonderen@example.com",
  anonymousMessage: "Sürpriz!",
} as const;

/** The plain checkout form (no JavaScript) as application/x-www-form-urlencoded. */
export function checkoutBody(items: { productId: string; variantId?: string; quantity: number }[], submissionKey: string): string {
  return new URLSearchParams({ ...CHECKOUT_FIELDS, acceptTerms: "on", items: JSON.stringify(items), submissionKey }).toString();
}

export const FORM_HEADERS = { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" } as const;

/** What a browser without JavaScript sends with the checkout form: the form headers and the cart cookie. */
export function browserCheckoutHeaders(items: { productId: string; variantId?: string; quantity: number }[]): Record<string, string> {
  return { ...FORM_HEADERS, Cookie: `cart=${encodeURIComponent(JSON.stringify(items))}` };
}

/** The order id of a successful plain-form checkout answer (303 to /order-confirmation/{id}), or null. */
export function orderIdFromAnswer(status: number, location: string | null | undefined): string | null {
  if (status !== 303 || !location) return null;
  const match = location.match(/^\/order-confirmation\/([0-9a-f-]{36})(?:\?|$)/);
  return match ? match[1] : null;
}

/** Signs in through the /admin form; returns the session cookie ("name=value"). */
export async function signInAdmin(baseUrl: string, account: { email: string; password: string } = TEST_ADMIN): Promise<string> {
  const res = await fetch(`${baseUrl}/admin`, {
    method: "POST",
    redirect: "manual",
    headers: { ...FORM_HEADERS, Origin: baseUrl },
    body: new URLSearchParams(account).toString(),
  });
  await res.arrayBuffer();
  if (res.status !== 303) throw new Error(`sign-in at ${baseUrl} answered ${res.status}`);
  const cookie = res.headers.getSetCookie().find((c) => !/Max-Age=0/i.test(c));
  if (!cookie) throw new Error("sign-in set no cookie");
  return cookie.split(";")[0];
}

/** A product found by its exact name through /api/search: its id, slug and current stock. */
export async function productBySearch(baseUrl: string, query: string, name: string): Promise<{ id: string; slug: string; stock: number }> {
  const res = await fetch(`${baseUrl}/api/search?q=${encodeURIComponent(query)}`);
  const { results } = (await res.json()) as { results: { id: string; slug: string; name: string }[] };
  const found = results.find((r) => r.name === name);
  if (!found) throw new Error(`no product named ${name} among ${JSON.stringify(results.map((r) => r.name))}`);
  return { id: found.id, slug: found.slug, stock: await stockOf(baseUrl, found.id) };
}

/** The stock the shop reports for a product right now (POST /api/cart prices a cart from the database). */
export async function stockOf(baseUrl: string, productId: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/cart`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ items: [{ productId, quantity: 1 }] }),
  });
  const priced = (await res.json()) as { lines: { productId: string; stock: number }[]; removed: { productId: string }[] };
  if (priced.removed.some((r) => r.productId === productId)) return 0;
  const line = priced.lines.find((l) => l.productId === productId);
  if (!line) throw new Error(`POST /api/cart did not price ${productId}`);
  return line.stock;
}

// ---------------------------------------------------------------------------------------------------------
// A throwaway PostgreSQL cluster that a test may stop and start again

/** The bin folder of the installed PostgreSQL (15 preferred), or null. */
export function postgresBinDir(): string | null {
  const preferred = path.join("/usr/lib/postgresql", process.env.PG_VERSION_PREFERRED || "15", "bin");
  if (fs.existsSync(path.join(preferred, "initdb"))) return preferred;
  if (!fs.existsSync("/usr/lib/postgresql")) return null;
  const versions = fs
    .readdirSync("/usr/lib/postgresql")
    .filter((v) => fs.existsSync(path.join("/usr/lib/postgresql", v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join("/usr/lib/postgresql", versions[0], "bin") : null;
}

const asRoot = typeof process.getuid === "function" && process.getuid() === 0;

/** Runs a PostgreSQL tool as the cluster's owner: `postgres` when we are root (PostgreSQL refuses root). */
async function asOwner(command: string, args: string[]): Promise<{ stdout: string; stderr: string }> {
  return asRoot ? execFileAsync("runuser", ["-u", "postgres", "--", command, ...args]) : execFileAsync(command, args);
}

export interface PostgresCluster {
  port: number;
  /** postgres://postgres@127.0.0.1:{port}/postgres */
  adminUrl: string;
  dir: string;
  /** A new, empty database; returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** pg_ctl stop (fast by default: connections are cut, like a database server going away). */
  stop(mode?: "fast" | "immediate"): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  running(): boolean;
  /** Stops it and deletes its folder. */
  destroy(): Promise<void>;
}

export async function startPostgresCluster(port: number): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error("PostgreSQL is not installed (no initdb under /usr/lib/postgresql/*/bin)");
  // Under /tmp: the postgres user must be able to enter it.
  const dir = fs.mkdtempSync(path.join("/tmp", "shop-faults-pg-"));
  fs.chmodSync(dir, 0o700);
  if (asRoot) await execFileAsync("chown", ["postgres:", dir]);
  const data = path.join(dir, "data");
  const log = path.join(dir, "postgres.log");
  await asOwner(path.join(bin, "initdb"), [`--pgdata=${data}`, "--username=postgres", "--auth=trust", "--encoding=UTF8", "--locale=C", "--no-sync"]);
  let up = false;
  const start = async () => {
    await asOwner(path.join(bin, "pg_ctl"), [
      `--pgdata=${data}`,
      `--log=${log}`,
      "--wait",
      "--timeout=60",
      "-o",
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=100`,
      "start",
    ]);
    up = true;
  };
  const stop = async (mode: "fast" | "immediate" = "fast") => {
    await asOwner(path.join(bin, "pg_ctl"), [`--pgdata=${data}`, `--mode=${mode}`, "--wait", "--timeout=60", "stop"]);
    up = false;
  };
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const removeNow = () => {
    try {
      if (fs.existsSync(path.join(data, "postmaster.pid"))) {
        const stopArgs = [path.join(bin, "pg_ctl"), `--pgdata=${data}`, "--mode=immediate", "--wait", "stop"];
        if (asRoot) execFileSync("runuser", ["-u", "postgres", "--", ...stopArgs], { stdio: "ignore" });
        else execFileSync(stopArgs[0], stopArgs.slice(1), { stdio: "ignore" });
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  atExit.add(removeNow);
  try {
    await start();
  } catch (error) {
    const tail = fs.existsSync(log) ? fs.readFileSync(log, "utf8").slice(-2000) : "";
    atExit.delete(removeNow);
    removeNow();
    throw new Error(`PostgreSQL did not start on port ${port}: ${(error as Error).message}\n${tail}`, { cause: error });
  }
  return {
    port,
    adminUrl,
    dir,
    async createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
      await withPg(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    stop,
    start,
    running: () => up,
    async destroy() {
      atExit.delete(removeNow);
      try {
        if (fs.existsSync(path.join(data, "postmaster.pid"))) await stop("immediate");
      } catch {
        // already down
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

type PgClient = import("pg").Client;

/** Runs `fn` with a connected `pg` client and closes it. */
export async function withPg<T>(url: string, fn: (client: PgClient) => Promise<T>): Promise<T> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * CREATE DATABASE `name`, a copy of `template` when one is given. On PostgreSQL 15 and later the copy is made
 * file by file (STRATEGY FILE_COPY) instead of through the write-ahead log, 15's default: for a database
 * as small as a test's that took 107 ms and 116 ms of the server's CPU per copy against 22 ms and 26 ms, and the
 * suite makes about 60 (docs/benchmarks.md#test-suite). Older servers copy files anyway.
 */
export async function createDatabase(admin: PgClient, name: string, template = ""): Promise<void> {
  if (!template) {
    await admin.query(`CREATE DATABASE ${name}`);
    return;
  }
  const { rows } = await admin.query<{ version: number }>("SELECT current_setting('server_version_num')::int AS version");
  const strategy = (rows[0]?.version ?? 0) >= 150000 ? " STRATEGY FILE_COPY" : "";
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}${strategy}`);
}

/**
 * Runs `fn` against the embedded database of a STOPPED shop (never while a server holds the folder) and
 * closes it. `query` returns the rows.
 */
export async function withPglite<T>(dataDir: string, fn: (query: Query) => Promise<T>): Promise<T> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const db = new PGlite({ dataDir: path.join(dataDir, "pglite"), extensions: { pg_trgm } });
  await db.waitReady;
  try {
    return await fn(async <R>(sql: string, params?: unknown[]) => (await db.query<R>(sql, params)).rows);
  } finally {
    await db.close();
  }
}

export type Query = <R>(sql: string, params?: unknown[]) => Promise<R[]>;

/**
 * Reads or writes a shop's database directly: its PostgreSQL database when `databaseUrl` is set, otherwise
 * the embedded one in `dataDir` (only while no shop runs on it).
 */
export async function withShopDatabase<T>(target: { databaseUrl?: string; dataDir: string }, fn: (query: Query) => Promise<T>): Promise<T> {
  if (target.databaseUrl) {
    return withPg(target.databaseUrl, (client) => fn(async <R>(sql: string, params?: unknown[]) => (await client.query(sql, params as unknown[])).rows as R[]));
  }
  return withPglite(target.dataDir, fn);
}
