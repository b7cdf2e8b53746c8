// Starts the BUILT shop for the browser tests (playwright.config.ts → webServer) in a throwaway folder:
//  - a fresh, empty data folder, so the demo catalogue is seeded from scratch and no run sees another's
//    carts or orders;
//  - a snapshot of the build (build/, drizzle/, server.js, package.json; node_modules linked), so that a
//    `react-router build` run in the same checkout while the tests run cannot pull the assets from under
//    the browser.
// The server runs in this process (no child to forward signals to): on SIGTERM/SIGINT server.js closes the
// database and exits, and the `exit` hook below removes the folder.
//   node scripts/e2e-server.mjs            (port 3210; E2E_PORT overrides it)
// It has an admin account (ADMIN_EMAIL / ADMIN_PASSWORD unless the caller sets them; see
// tests/e2e/support/admin.ts), and writes where its data folder is to {tmpdir}/shop-e2e-{port}.json, so the
// admin tests can see product image files appear and disappear.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

for (const required of ["build/server/index.js", "build/client", "server.js", "drizzle"]) {
  if (!fs.existsSync(path.join(repo, required))) {
    console.error(`e2e-server: ${required} is missing. Run \`npx react-router build\` first.`);
    process.exit(1);
  }
}

const parent = process.env.SHOP_TEST_TMP && fs.existsSync(process.env.SHOP_TEST_TMP) ? process.env.SHOP_TEST_TMP : os.tmpdir();
const workDir = fs.mkdtempSync(path.join(parent, "shop-e2e-"));
process.on("exit", () => {
  try {
    fs.rmSync(workDir, { recursive: true, force: true });
  } catch {
    // best effort
  }
});

const appDir = path.join(workDir, "app");
const dataDir = path.join(workDir, "data");
fs.mkdirSync(appDir);
fs.mkdirSync(dataDir);
for (const entry of ["build", "drizzle", "server.js", "package.json"]) {
  fs.cpSync(path.join(repo, entry), path.join(appDir, entry), { recursive: true });
}
fs.symlinkSync(path.join(repo, "node_modules"), path.join(appDir, "node_modules"), "dir");
process.chdir(appDir);

const port = process.env.E2E_PORT || "3210";
const infoFile = path.join(os.tmpdir(), `shop-e2e-${port}.json`);
fs.writeFileSync(infoFile, JSON.stringify({ dataDir, pid: process.pid }));
process.on("exit", () => {
  try {
    if (JSON.parse(fs.readFileSync(infoFile, "utf8")).pid === process.pid) fs.rmSync(infoFile, { force: true });
  } catch {
    // best effort
  }
});
Object.assign(process.env, {
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  PORT: port,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  // The embedded database unless the caller asks for a server explicitly.
  DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
  SEED_DEMO: "true",
  ADMIN_EMAIL: process.env.ADMIN_EMAIL || "admin@example.com",
  ADMIN_PASSWORD: process.env.ADMIN_PASSWORD || "yonetici-sifre-123",
  LOG_LEVEL: process.env.E2E_LOG_LEVEL || "warn",
});
console.log(`e2e-server: serving a snapshot of the build from ${appDir}, data in ${dataDir}, port ${port}`);

await import(pathToFileURL(path.join(appDir, "server.js")).href);
