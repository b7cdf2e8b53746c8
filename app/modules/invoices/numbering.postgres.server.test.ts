// Two servers on one PostgreSQL issuing invoices at once (docs/product.md#invoices): two database handles (two
// pools, as two processes have) complete 40 payments concurrently while other transactions take a number and roll
// back; the sale invoices are numbered 1..40 exactly, with no number twice and none skipped. Needs TEST_DATABASE_URL.
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { invoices } from "~/db/schema";
import { placeOrder } from "~/modules/checkout/place-order.server";
import { completePayment } from "~/modules/orders/payment-state.server";
import { insertProduct } from "../../../tests/support/catalog-fixtures";
import { checkoutFields } from "../../../tests/support/order-fixtures";
import { invoiceYear, takeInvoiceNumber } from "./numbering.server";

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("invoice numbers with two servers [postgres]", () => {
  it("40 payments completed at once on two servers are numbered 1..40, rolled-back numbers given again", async () => {
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const { default: pg } = await import("pg");
    const name = `shop_invoices_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    let a: DatabaseHandle | undefined;
    let b: DatabaseHandle | undefined;
    try {
      a = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 10 });
      b = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 10 });
      const product = await insertProduct(a.db, { name: "Yarış Kupası", priceKurus: 5000, stock: 100 });
      const ids: string[] = [];
      for (let i = 0; i < 40; i++) {
        const placed = await placeOrder(a.db, { fields: checkoutFields, items: [{ productId: product.id, quantity: 1 }], paymentMethod: "simulated" });
        ids.push(placed.id);
      }
      const now = new Date();
      const year = invoiceYear(now);
      const servers = [a.db, b.db];
      const rollbacks = Array.from({ length: 10 }, (_, i) =>
        servers[i % 2]
          .transaction(async (tx) => {
            await takeInvoiceNumber(tx, "SHD", year);
            throw new Error("rolled back");
          })
          .catch(() => "rolled back"),
      );
      const payments = ids.map((id, i) => completePayment(servers[i % 2], { orderId: id }, { publicUrl: "http://shop.test" }, { now }));
      const outcomes = await Promise.all([...payments, ...rollbacks]);
      expect(outcomes.slice(0, 40).every((o) => typeof o === "object" && o.outcome === "applied")).toBe(true);

      const issued = await a.db.select().from(invoices).where(eq(invoices.kind, "sale")).orderBy(asc(invoices.sequence));
      expect(issued.map((i) => i.sequence)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
      expect(new Set(issued.map((i) => i.orderId)).size).toBe(40);
      expect(new Set(issued.map((i) => i.number)).size).toBe(40);
      // The next number follows the last without a gap.
      expect((await a.db.transaction((tx) => takeInvoiceNumber(tx, "SHD", year))).sequence).toBe(41);
    } finally {
      await a?.close();
      await b?.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    }
  }, 120_000);
});
