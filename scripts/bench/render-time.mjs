// React render time of the product cards, without a server or a database: builds scripts/bench/render-time.tsx
// for Node with Vite (the app's aliases and asset imports), then renders it with renderToString, 8 batches of
// 150, and prints the CPU time per render (process.cpuUsage: less disturbed by a busy machine than wall time).
//   node scripts/bench/render-time.mjs
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-render-time-"));
await build({
  configFile: false,
  root: repo,
  logLevel: "error",
  resolve: { alias: { "~": path.join(repo, "app") } },
  define: { "process.env.NODE_ENV": '"production"' },
  ssr: { noExternal: true },
  build: { ssr: path.join(repo, "scripts/bench/render-time.tsx"), outDir, emptyOutDir: false, minify: false, target: "node20" },
});
const result = spawnSync(process.execPath, [path.join(outDir, "render-time.js")], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
fs.rmSync(outDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
