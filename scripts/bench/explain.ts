// EXPLAIN ANALYZE of every query the catalogue pages, search and admin lists run, on a generated database:
// runs the real module functions, records the SQL they send, and prints each plan with its time, flagging
// sequential scans of the big tables (products, orders, order_items).
//   tsx --tsconfig tsconfig.json scripts/bench/explain.ts --products 10000 --orders 100000 [--data-dir DIR] [--database-url URL]
// With --data-dir of an existing generated database it does not generate.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
import { listAdminProducts } from "~/modules/catalog/admin-products.server";
import { getShopProduct, listActiveCategories, listShopProducts, listSimilarProducts, searchProducts } from "~/modules/catalog/queries.server";
import { listAdminOrders } from "~/modules/orders/admin-orders.server";
import { getDashboardStats } from "~/modules/orders/dashboard.server";

const { values } = parseArgs({
  options: {
    "data-dir": { type: "string" },
    "database-url": { type: "string" },
    products: { type: "string", default: "10000" },
    orders: { type: "string", default: "100000" },
  },
});
let dataDir = values["data-dir"];
const dbArgs = values["database-url"] ? ["--database-url", values["database-url"]] : [];
if (!dataDir || !fs.existsSync(path.join(dataDir, "pglite"))) {
  dataDir ??= fs.mkdtempSync(path.join(os.tmpdir(), "shop-explain-"));
  const generated = spawnSync(
    "npx",
    [
      "tsx",
      "--tsconfig",
      "tsconfig.json",
      "scripts/bench/generate.ts",
      "--data-dir",
      dataDir,
      "--products",
      values.products,
      "--orders",
      values.orders,
      ...dbArgs,
    ],
    { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
  );
  if (generated.status !== 0) process.exit(1);
}
const handle = values["database-url"]
  ? await openDatabase({ kind: "postgres", url: values["database-url"] })
  : await openDatabase({ kind: "pglite", dir: path.join(dataDir, "pglite") });
const { db } = handle;

// Record what the modules send: wrap the client's query method.
const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
const recorded: { label: string; text: string; params: unknown[] }[] = [];
let label = "";
const original = client.query.bind(client);
client.query = (async (...args: unknown[]) => {
  const first = args[0] as string | { text: string; values?: unknown[] };
  const text = typeof first === "string" ? first : first.text;
  // node-postgres takes (text, values) or ({ text, values }); drizzle's node-postgres session sends ({ text, … }, values).
  const params = (typeof first === "string" ? args[1] : (first.values ?? args[1])) as unknown[] | undefined;
  if (label && !/^\s*explain/i.test(text)) recorded.push({ label, text, params: params ?? [] });
  return original(...args);
}) as typeof client.query;

async function capture(name: string, run: () => Promise<unknown>) {
  label = name;
  await run();
  label = "";
}

const slug = (
  (await db.execute(sql`select slug from products where is_active order by created_at desc offset 5 limit 1`)) as unknown as { rows: { slug: string }[] }
).rows[0].slug;

await capture("categories", () => listActiveCategories(db));
await capture("/products page 1", () => listShopProducts(db, { limit: 24, offset: 0 }));
await capture("/products page 200", () => listShopProducts(db, { limit: 24, offset: 24 * 199 }));
await capture("/products?category=kupa", () => listShopProducts(db, { categorySlug: "kupa", limit: 24, offset: 0 }));
await capture("product page", async () => {
  const product = await getShopProduct(db, slug);
  if (product) await listSimilarProducts(db, product);
});
await capture("search 'kupa'", () => searchProducts(db, "kupa"));
await capture("search 'sansli yastik'", () => searchProducts(db, "şanslı yastık"));
await capture("admin dashboard", () => getDashboardStats(db));
await capture("admin orders page 1", () => listAdminOrders(db, {}, { page: 1 }));
await capture("admin orders page 500", () => listAdminOrders(db, {}, { page: 500 }));
await capture("admin orders status=shipped", () => listAdminOrders(db, { status: "shipped" }, { page: 1 }));
await capture("admin products page 1", () => listAdminProducts(db, { page: 1 }));
await capture("admin products page 500", () => listAdminProducts(db, { page: 500 }));

const BIG = /Seq Scan on (products|orders|order_items)\b/;
let flagged = 0;
for (const { label: name, text, params } of recorded) {
  const result = (await db.execute(
    sql.raw(
      `explain (analyze, costs off, timing on) ${text.replace(/\$(\d+)/g, (_, n) => {
        const value = params[Number(n) - 1];
        if (value === null || value === undefined) return "null";
        if (typeof value === "number" || typeof value === "boolean") return String(value);
        if (value instanceof Date) return `'${value.toISOString()}'`;
        return `'${String(value).replace(/'/g, "''")}'`;
      })}`,
    ),
  )) as unknown as { rows: { "QUERY PLAN": string }[] };
  const plan = result.rows.map((r) => r["QUERY PLAN"]);
  const seq = plan.filter((line) => BIG.test(line));
  if (seq.length) flagged++;
  console.log(`\n=== ${name}${seq.length ? "   <-- sequential scan of a big table" : ""}\n${text.replace(/\s+/g, " ").slice(0, 300)}`);
  for (const line of plan) console.log(`    ${line}`);
}
console.log(`\n${recorded.length} queries, ${flagged} with a sequential scan of products/orders/order_items`);
client.query = original as typeof client.query;
await handle.close();
