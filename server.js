// Process entry: `npm start` builds and runs this. Reads .env, starts the bundled server, stops on signals.
import fs from "node:fs";
import path from "node:path";

if (fs.existsSync(".env")) process.loadEnvFile(".env");

const development = process.env.NODE_ENV === "development";
let startShop;
let viteDevServer;
if (development) {
  const vite = await import("vite");
  viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
  ({ startShop } = await viteDevServer.ssrLoadModule("./server/app.ts"));
} else {
  ({ startShop } = await import("./build/server/index.js"));
}

let shop;
try {
  shop = await startShop({ viteDevServer, clientDir: path.resolve("build/client") });
} catch (error) {
  console.error(`\nThe shop could not start: ${error.message}\n`);
  process.exit(1);
}

const url = shop.config.PUBLIC_URL;
console.log(`\n  Shop ready:  ${url}\n  Admin:       ${url}/admin` +
  (shop.config.ADMIN_EMAIL ? ` (${shop.config.ADMIN_EMAIL})` : " (create an admin: npm run create-admin, or set ADMIN_EMAIL and ADMIN_PASSWORD)") + "\n");

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, async () => {
    await shop.stop(signal);
    await viteDevServer?.close();
    process.exit(0);
  });
}
