// The server as an operator sees it: the data-folder lock, configuration errors, health, graceful stop.
// Runs the built server as separate processes on their own ports and data folders.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

test.describe.configure({ mode: "serial" });

function startServer(dataDir: string, port: number, extraEnv: Record<string, string> = {}) {
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitHealthy(port: number, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return res;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server on ${port} never became healthy`);
}

test("a second server on the same DATA_DIR exits at once with a clear message; the first keeps serving", async () => {
  test.setTimeout(120_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-lock-"));
  const first = startServer(dataDir, 3231);
  let firstChild: ChildProcess | undefined = first.child;
  try {
    const health = await waitHealthy(3231);
    expect(await health.json()).toEqual({ status: "ok", database: "pglite" });

    // It exits by itself (the test's time-out would catch a second server that kept running).
    const second = startServer(dataDir, 3232);
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output()).toContain("already in use by another shop process");
    expect(second.output()).toContain(dataDir);

    const still = await fetch("http://127.0.0.1:3231/healthz");
    expect(still.status).toBe(200);

    // SIGTERM: the first stops cleanly (exit 0) and releases the lock.
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    firstChild = undefined;
    expect(fs.existsSync(path.join(dataDir, "shop.lock"))).toBe(false);
  } finally {
    firstChild?.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test("a bad configuration value stops the start-up, naming the variable", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-config-"));
  try {
    const bad = startServer(dataDir, 3233, { PAYMENT_PROVIDER: "nakit", DATABASE_URL: "mysql://x" });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain("PAYMENT_PROVIDER");
    expect(bad.output()).toContain("DATABASE_URL");
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
