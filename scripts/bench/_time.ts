import path from "node:path";
import { openDatabase } from "~/db/client.server";
import { searchProducts } from "~/modules/catalog/queries.server";
import { getDashboardStats } from "~/modules/orders/dashboard.server";
const dir = process.argv[2];
const { db, close } = await openDatabase({ kind: "pglite", dir: path.join(dir, "pglite") });
async function time(name: string, fn: () => Promise<unknown>, n = 30) {
  await fn();
  const t = performance.now();
  for (let i = 0; i < n; i++) await fn();
  console.log(name, ((performance.now() - t) / n).toFixed(2), "ms");
}
for (const q of [] as string[]) await time(`search ${q}`, () => searchProducts(db, q));
await time("dashboard", () => getDashboardStats(db), 5);
await close();
