// Invoices and KVKK (docs/product.md#invoices): anonymising an order erases its invoices' personal data and keeps
// the rest; the KVKK export lists the invoice numbers. On PGlite and on PostgreSQL when TEST_DATABASE_URL is set.
import { asc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { invoices } from "~/db/schema";
import type { OrderBilling } from "~/lib/billing";
import { placeOrder } from "~/modules/checkout/place-order.server";
import { refundOrder } from "~/modules/orders/lifecycle.server";
import { completePayment } from "~/modules/orders/payment-state.server";
import { anonymiseOrders, dataRequestJson, findOrdersOfEmail } from "~/modules/privacy/data-requests.server";
import { insertProduct } from "../../../tests/support/catalog-fixtures";
import { describeEachDatabase } from "../../../tests/support/databases";
import { checkoutFields } from "../../../tests/support/order-fixtures";

const mail = { publicUrl: "http://shop.test" };
const address = { address: "Moda Cad. No: 3", district: "Kadıköy", province: "İstanbul" };

async function paid(db: Database, billing: OrderBilling | null, senderEmail: string) {
  const product = await insertProduct(db, { name: "Kupa", priceKurus: 10000, stock: 10 });
  const placed = await placeOrder(db, {
    fields: { ...checkoutFields, senderEmail },
    items: [{ productId: product.id, quantity: 1 }],
    paymentMethod: "simulated",
    billing,
  });
  await completePayment(db, { orderId: placed.id }, mail);
  return placed;
}

const invoicesOf = (db: Database, orderId: string) => db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.number));

describeEachDatabase("invoices and KVKK", (getDb) => {
  it("lists the invoice numbers in the export, and anonymising erases the individual buyer, keeping numbers and amounts", async () => {
    const db = getDb();
    const person = await paid(db, { kind: "individual", name: "Şule Işık", tckn: "10000000146", address }, "sule@example.com");
    await refundOrder(db, person.id, 1000, "yonetici@example.com", mail);
    const before = await invoicesOf(db, person.id);
    expect(before).toHaveLength(2);

    const found = await findOrdersOfEmail(db, "sule@example.com");
    const [exported] = JSON.parse(dataRequestJson("sule@example.com", found, "Mağaza")).orders;
    expect([...exported.invoiceNumbers].sort()).toEqual(before.map((i) => i.number).sort());

    await anonymiseOrders(db, [person.id]);
    const after = await invoicesOf(db, person.id);
    for (const [i, invoice] of after.entries()) {
      expect(invoice.buyer).toEqual({ kind: "individual", name: "", taxNumber: "", taxOffice: "", address: null, email: "" });
      expect(invoice.anonymisedAt).not.toBeNull();
      expect([invoice.number, invoice.grossKurus, invoice.vatKurus, invoice.lines, invoice.seller]).toEqual([
        before[i].number,
        before[i].grossKurus,
        before[i].vatKurus,
        before[i].lines,
        before[i].seller,
      ]);
    }
  });

  it("keeps a company buyer (only the sender's e-mail goes) and a Nihai Tüketici buyer", async () => {
    const db = getDb();
    const company = await paid(db, { kind: "company", title: "Örnek A.Ş.", vkn: "1234567890", taxOffice: "Kadıköy", address }, "ik@ornek.example");
    const nobody = await paid(db, null, "kimse@example.com");
    await anonymiseOrders(db, [company.id, nobody.id]);
    expect((await invoicesOf(db, company.id))[0].buyer).toEqual({
      kind: "company",
      name: "Örnek A.Ş.",
      taxNumber: "1234567890",
      taxOffice: "Kadıköy",
      address,
      email: "",
    });
    expect((await invoicesOf(db, nobody.id))[0].buyer).toEqual({
      kind: "individual",
      name: "Nihai Tüketici",
      taxNumber: "11111111111",
      taxOffice: "",
      address: null,
      email: "",
    });
  });
});
