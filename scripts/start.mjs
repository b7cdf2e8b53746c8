// `npm start`: build when the build is missing or older than the sources, then serve.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const built = fs.statSync("build/server/index.js", { throwIfNoEntry: false });
const sources = Math.max(...["app", "server", "package-lock.json", "vite.config.ts"].map(newestMtime));
if (!built || built.mtimeMs < sources) {
  console.log("Building the shop (first start or changed sources)…");
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import("../server.js");
