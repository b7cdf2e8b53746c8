import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
import { orders } from "~/db/schema";
import { placeOrder } from "~/modules/orders/place-order.server";
import { settleDueSimulatedPayments } from "~/modules/orders/payment-state.server";
const [dir, genFile] = process.argv.slice(2);
const gen = JSON.parse(fs.readFileSync(genFile, "utf8").trim().split("\n").pop()!);
const { db, close } = await openDatabase({ kind: "pglite", dir: path.join(dir, "pglite") });
const client = (db as any).$client;
let n = 0, t = 0;
const stats = new Map<string, { n: number; ms: number }>();
for (const m of ["query", "exec"]) {
  const orig = client[m].bind(client);
  client[m] = async (...a: any[]) => { const s = performance.now(); try { return await orig(...a); } finally { const d = performance.now() - s; n++; t += d; const k = String(a[0]).replace(/\s+/g, " ").slice(0, 60); const e = stats.get(k) ?? { n: 0, ms: 0 }; e.n++; e.ms += d; stats.set(k, e); } };
}
const fields = { recipientName: "Ayşe Yılmaz", recipientAddress: "Caferağa Mah. Moda Cad. No: 1", recipientCity: "İstanbul", recipientPostalCode: "34710", recipientPhone: "05551234567", senderEmail: "gonderen@example.com", anonymousMessage: "Doğum günün kutlu olsun!" };
const N = 300;
async function phase(name: string, fn: () => Promise<unknown>) {
  n = 0; t = 0; stats.clear();
  const s = performance.now(); await fn(); const wall = performance.now() - s;
  console.log(`${name}: ${(wall / N).toFixed(2)} ms/order wall, ${(n / N).toFixed(1)} queries/order, ${(t / N).toFixed(2)} ms/order in queries`);
  for (const [k, v] of [...stats].sort((a, b) => b[1].ms - a[1].ms).slice(0, 8)) console.log(`   ${(v.ms / N).toFixed(3)} ms ${(v.n / N).toFixed(2)}x ${k}`);
}
const origTx = client.transaction.bind(client);
client.transaction = (cb: any) => origTx(async (tx: any) => {
  for (const m of ["query", "exec"]) {
    const orig = tx[m].bind(tx);
    tx[m] = async (...a: any[]) => { const s = performance.now(); try { return await orig(...a); } finally { const d = performance.now() - s; n++; t += d; const k = String(a[0]).replace(/\s+/g, " ").slice(0, 60); const e = stats.get(k) ?? { n: 0, ms: 0 }; e.n++; e.ms += d; stats.set(k, e); } };
  }
  return cb(tx);
});
const ids: string[] = [];
await phase("place", async () => { for (let i = 0; i < N; i++) { const o = await placeOrder(db, { fields, items: [{ productId: gen.orderProducts[i % 50].id, quantity: 1 }], paymentMethod: "simulated", unpaidLimit: { address: "127.0.0.1", max: 0 } }); ids.push(o.id); await db.select().from(orders).where(eq(orders.id, o.id)); } });
await phase("settle", async () => { let k; do { k = await settleDueSimulatedPayments(db, { publicUrl: "http://x" }, new Date(Date.now() + 5000)); } while (k > 0); });
await close();
