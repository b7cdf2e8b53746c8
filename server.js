// Process entry: `npm start` builds and runs this. Reads .env, starts the bundled server, stops on signals.
// With WEB_CONCURRENCY > 1 (PostgreSQL only) this process supervises that many worker processes instead,
// each running this file as a node:cluster worker (server/cluster.ts).
import cluster from "node:cluster";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

if (fs.existsSync(".env")) process.loadEnvFile(".env");

const development = process.env.NODE_ENV === "development";
let bundle;
let viteDevServer;
if (development) {
  const vite = await import("vite");
  viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
  bundle = await viteDevServer.ssrLoadModule("./server/app.ts");
} else {
  bundle = await import("./build/server/index.js");
}

function couldNotStart(error) {
  console.error(`\nThe shop could not start: ${error.message}\n`);
  process.exit(1);
}

function announce(config) {
  const url = config.PUBLIC_URL;
  console.log(
    `\n  Shop ready:  ${url}\n  Admin:       ${url}/admin` +
      (config.ADMIN_EMAIL ? ` (${config.ADMIN_EMAIL})` : " (create an admin: npm run create-admin, or set ADMIN_EMAIL and ADMIN_PASSWORD)") +
      "\n",
  );
}

async function runShopHere() {
  let shop;
  try {
    shop = await bundle.startShop({ viteDevServer, clientDir: path.resolve("build/client") });
  } catch (error) {
    couldNotStart(error);
  }
  if (!cluster.isWorker) announce(shop.config);
  for (const signal of ["SIGTERM", "SIGINT"]) {
    process.once(signal, async () => {
      await shop.stop(signal);
      await viteDevServer?.close();
      process.exit(0);
    });
  }
}

let plan = { workers: 1 };
if (!development && cluster.isPrimary) {
  try {
    plan = bundle.clusterPlan();
  } catch (error) {
    couldNotStart(error);
  }
}
if (plan.workers > 1) {
  // Workers run this file itself, also under `npm start` (scripts/start.mjs, which would check the build again).
  cluster.setupPrimary({ exec: fileURLToPath(import.meta.url) });
  bundle.runClusterPrimary(plan, () => announce(plan.config));
} else await runShopHere();
