// CPU time per operation of the dashboard, search and order modules on a generated database (process.cpuUsage:
// PGlite runs in this process), a before/after measure that a busy shared machine disturbs far less than req/s.
//   tsx --tsconfig tsconfig.json scripts/bench/cpu-per-op.ts DATA_DIR GENERATE_OUTPUT.json dashboard|search|orders|order-list
// DATA_DIR and the JSON line are scripts/bench/generate.ts's; "orders" places 400 orders (and settles them);
// "search" measures the in-memory search the shop uses and, as "sql", the SQL form it replaced (run under
// `node --expose-gc` for the index's memory: NODE_OPTIONS=--expose-gc).
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
import { orders } from "~/db/schema";
import { listShopProducts, searchProducts } from "~/modules/catalog/queries.server";
import { listIndexedProducts, loadSearchIndex, searchInIndex } from "~/modules/catalog/search-index.server";
import { listAdminOrders } from "~/modules/orders/admin-orders.server";
import { getDashboardStats } from "~/modules/orders/dashboard.server";
import { settleDueSimulatedPayments } from "~/modules/orders/payment-state.server";
import { placeOrder } from "~/modules/checkout/place-order.server";
const [dir, genFile, what] = process.argv.slice(2);
const gen = JSON.parse(fs.readFileSync(genFile, "utf8").trim().split("\n").pop()!);
const { db, close } = await openDatabase({ kind: "pglite", dir: path.join(dir, "pglite") });
async function cpu(name: string, n: number, fn: (i: number) => Promise<unknown>) {
  for (let i = 0; i < Math.min(5, n); i++) await fn(i);
  const c = process.cpuUsage();
  const w = performance.now();
  for (let i = 0; i < n; i++) await fn(i);
  const u = process.cpuUsage(c);
  const ms = (u.user + u.system) / 1000 / n;
  console.log(`${name}: ${ms.toFixed(2)} ms CPU/op (${(1000 / ms).toFixed(0)}/s on one core), wall ${((performance.now() - w) / n).toFixed(2)} ms/op`);
}
const fields = {
  recipientName: "Ayşe Yılmaz",
  recipientAddress: "Caferağa Mah. Moda Cad. No: 1",
  recipientCity: "İstanbul",
  recipientPostalCode: "34710",
  recipientPhone: "05551234567",
  senderEmail: "gonderen@example.com",
  anonymousMessage: "Doğum günün kutlu olsun!",
};
if (what === "dashboard") await cpu("dashboard", 30, () => getDashboardStats(db));
if (what === "order-list") {
  // The admin order list's first page (its rows and how many orders there are), unfiltered and by status.
  await cpu("order list, page 1", 30, () => listAdminOrders(db));
  await cpu("order list, page 1 of the pending orders", 30, () => listAdminOrders(db, { status: "pending" }));
}
if (what === "search") {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  let index = await loadSearchIndex(db);
  gc?.();
  if (gc) console.log(`search index: ${index.products.length} products, ${((process.memoryUsage().heapUsed - heapBefore) / 1e6).toFixed(1)} MB of heap`);
  await cpu("search index build", 5, async () => {
    index = await loadSearchIndex(db);
  });
  for (const term of [...gen.searchTerms, "urun", "numarasi"]) {
    await cpu(`search ${term}`, 30, async () => searchInIndex(index, term));
    await cpu(`search ${term} (sql)`, 30, () => searchProducts(db, term));
  }
  await cpu("list ?q=urun page 1", 30, () => listIndexedProducts(db, index, { query: "urun" }));
  await cpu("list ?q=urun page 1 (sql)", 30, () => listShopProducts(db, { query: "urun" }));
  await cpu("list ?q=urun&sort=price-asc&stock=1 page 2", 30, () =>
    listIndexedProducts(db, index, { query: "urun", sort: "price-asc", inStock: true, offset: 24 }),
  );
  await cpu("list ?q=urun&sort=price-asc&stock=1 page 2 (sql)", 30, () =>
    listShopProducts(db, { query: "urun", sort: "price-asc", inStock: true, offset: 24 }),
  );
}
if (what === "orders") {
  const N = 400;
  await cpu("place order (+ the page's order read)", N, async (i) => {
    const o = await placeOrder(db, {
      fields,
      items: [{ productId: gen.orderProducts[i % 50].id, quantity: 1 }],
      paymentMethod: "simulated",
      unpaidLimit: { address: "127.0.0.1", max: 0 },
    });
    await db.select().from(orders).where(eq(orders.id, o.id));
  });
  let settled = 0;
  const c = process.cpuUsage();
  let k;
  do {
    k = await settleDueSimulatedPayments(db, { publicUrl: "http://x" }, new Date(Date.now() + 5000));
    settled += k;
  } while (k > 0);
  const u = process.cpuUsage(c);
  console.log(`settle ${settled} simulated payments: ${((u.user + u.system) / 1000 / settled).toFixed(2)} ms CPU/order`);
}
await close();
