// Helpers for the admin browser tests: the e2e server's admin account and data folder, signing in through
// the form, test images, the product image files on disk, and a shop server of a test's own.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { adminText } from "../../../app/lib/i18n/admin";
import { gotoHydrated } from "./shop";

/** The admin account scripts/e2e-server.mjs creates (the same fallbacks as there). */
export const ADMIN = {
  email: process.env.ADMIN_EMAIL || "admin@example.com",
  password: process.env.ADMIN_PASSWORD || "yonetici-sifre-123",
} as const;

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");

/** The data folder of the e2e server behind baseURL (scripts/e2e-server.mjs writes it down per port). */
export function e2eDataDir(baseURL: string | undefined): string {
  const port = new URL(baseURL ?? "http://127.0.0.1:3210").port;
  const infoFile = path.join(os.tmpdir(), `shop-e2e-${port}.json`);
  const { dataDir } = JSON.parse(fs.readFileSync(infoFile, "utf8")) as { dataDir: string };
  expect(fs.existsSync(dataDir), `data folder of the e2e server (${infoFile})`).toBe(true);
  return dataDir;
}

/** The stored originals of a product: DATA_DIR/uploads/products/{productId}_…, sorted by name. */
export function productImageFiles(dataDir: string, productId: string): string[] {
  const dir = path.join(dataDir, "uploads", "products");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.startsWith(`${productId}_`))
    .sort();
}

/** The resized copies the media route cached for a product: DATA_DIR/cache/media/w{width}/products/{productId}_…. */
export function productImageVariants(dataDir: string, productId: string): string[] {
  const cache = path.join(dataDir, "cache", "media");
  if (!fs.existsSync(cache)) return [];
  const found: string[] = [];
  for (const width of fs.readdirSync(cache)) {
    const dir = path.join(cache, width, "products");
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir)) if (name.startsWith(`${productId}_`)) found.push(`${width}/${name}`);
  }
  return found.sort();
}

/** A solid-colour PNG (600×600 unless told) in `dir`; returns its path. */
export async function makePng(dir: string, name: string, background: { r: number; g: number; b: number }, size = 600): Promise<string> {
  const file = path.join(dir, name);
  await sharp({ create: { width: size, height: size, channels: 3, background } })
    .png()
    .toFile(file);
  return file;
}

/** Fills and sends the sign-in form at /admin (already open and hydrated). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  const t = adminText.login;
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: t.submit }).click();
}

/** Signs in as the e2e admin through the form and waits for the dashboard. */
export async function signIn(page: Page): Promise<void> {
  await gotoHydrated(page, "/admin");
  await submitLogin(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: adminText.nav.dashboard })).toBeVisible();
}

/** A unique suffix for names made by one run (retries make their own). */
export function runId(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

// ---------------------------------------------------------------------------------------------------------
// A shop server of the test's own, for tests that would disturb the shared e2e server (e.g. locking sign-in
// for the browser's address): scripts/e2e-server.mjs once more, on another port — a snapshot of the build
// (so a build running meanwhile does not break it), a fresh data folder, the demo catalogue, the same admin.

/** The first free port in [from, to] on 127.0.0.1. */
export async function freePort(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}–${to}`);
}

export interface OwnServer {
  url: string;
  dataDir: string;
  output(): string;
  stop(): Promise<void>;
}

export async function startOwnServer(port: number, extraEnv: Record<string, string> = {}): Promise<OwnServer> {
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [path.join(repo, "scripts", "e2e-server.mjs")], {
    cwd: repo,
    env: { ...process.env, E2E_PORT: String(port), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...extraEnv },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    // On SIGTERM the server closes its database and the script removes its folder.
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server on ${port} exited at start-up:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server on ${port} never became healthy:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, dataDir: e2eDataDir(url), output: () => output, stop };
}
