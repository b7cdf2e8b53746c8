// Server CPU per uncached request of two builds side by side (docs/benchmarks.md#where-an-uncached-pages-cpu-goes): both servers run at once on copies of one generated database and take alternating batches, so the
// machine's other load falls on both alike (an A/A run differs by ~0.1 ms).
//   node scripts/bench/cpu-ab.mjs APP_A APP_B DATA_DIR [--paths /products,/product/x] [--rounds 10] [--batch 150]
// APP_*: a folder with build/, drizzle/, server.js, package.json and node_modules (as run.mjs copies them);
// DATA_DIR: a folder scripts/bench/generate.ts filled. Env: CATALOG_CACHE (default off), PORT_BASE (3461).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    paths: { type: "string", default: "/products" },
    rounds: { type: "string", default: "10" },
    batch: { type: "string", default: "150" },
    connections: { type: "string", default: "4" },
  },
});
const [appA, appB, dataDir] = positionals;
const paths = values.paths.split(",");
const portBase = Number(process.env.PORT_BASE ?? 3461);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function start(appDir, port) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-cpu-ab-"));
  fs.cpSync(dataDir, dir, { recursive: true });
  const env = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dir,
    DATABASE_URL: "",
    SEED_DEMO: "false",
    LOG_LEVEL: "warn",
    RATE_LIMIT_ENABLED: "false",
    CATALOG_CACHE: process.env.CATALOG_CACHE ?? "off",
    ADMIN_EMAIL: "",
    ADMIN_PASSWORD: "",
    PAYMENT_PROVIDER: "simulated",
  };
  const child = spawn(process.execPath, ["--max-old-space-size=256", "server.js"], { cwd: path.resolve(appDir), env, stdio: ["ignore", "ignore", "inherit"] });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${appDir} exited at start`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {
      // not yet
    }
    await sleep(200);
  }
  const cpuMs = () => {
    const fields = fs.readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  };
  return { appDir, child, dir, port, cpuMs, samples: [] };
}

async function batch(server, count, record) {
  let sent = 0;
  const before = server.cpuMs();
  await Promise.all(
    Array.from({ length: Number(values.connections) }, async () => {
      while (sent < count) {
        const res = await fetch(`http://127.0.0.1:${server.port}${paths[sent++ % paths.length]}`, { headers: { "accept-encoding": "br, gzip" } });
        await res.arrayBuffer();
        if (res.status !== 200) console.error(res.url, res.status);
      }
    }),
  );
  if (record) server.samples.push((server.cpuMs() - before) / count);
}

const servers = [await start(appA, portBase), await start(appB, portBase + 1)];
try {
  for (const server of servers) await batch(server, 150, false);
  for (let round = 0; round < Number(values.rounds); round++) {
    for (const server of round % 2 ? servers : [...servers].reverse()) await batch(server, Number(values.batch), true);
  }
  for (const server of servers) {
    const mean = server.samples.reduce((a, b) => a + b, 0) / server.samples.length;
    console.log(
      `${server.appDir}: ${mean.toFixed(2)} ms CPU/request (batches ${Math.min(...server.samples).toFixed(2)}–${Math.max(...server.samples).toFixed(2)})`,
    );
  }
  console.log(
    `paths ${values.paths}; load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
} finally {
  for (const server of servers) server.child.kill("SIGTERM");
  await sleep(1500);
  for (const server of servers) fs.rmSync(server.dir, { recursive: true, force: true });
}
