// Invoices of paid orders and return documents of their refunds (docs/product.md#invoices), on PGlite and on
// PostgreSQL when TEST_DATABASE_URL is set.
import { asc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { invoices, invoiceSequences, orderItems, orderRefunds, orders, products } from "~/db/schema";
import type { OrderBilling } from "~/lib/billing";
import { recomputedBreakdown } from "~/lib/invoice-build";
import { DEMO_SHOP_SETTINGS, type ShopSettings } from "~/lib/shop-settings";
import type { VatRate } from "~/lib/vat";
import { placeOrder } from "~/modules/checkout/place-order.server";
import { changeOrderStatus, completeProviderRefund, refundOrder } from "~/modules/orders/lifecycle.server";
import { completePayment, settleDueSimulatedPayments } from "~/modules/orders/payment-state.server";
import { refundOrderLines } from "~/modules/orders/refund-lines.server";
import { updateShopSettings } from "~/modules/settings/shop-settings.server";
import { insertProduct } from "../../../tests/support/catalog-fixtures";
import { describeEachDatabase } from "../../../tests/support/databases";
import { checkoutFields, orderRow } from "../../../tests/support/order-fixtures";
import { takeInvoiceNumber } from "./numbering.server";

const mail = { publicUrl: "http://shop.test" };
const admin = "yonetici@example.com";
const by = { actor: { id: null, email: "sahip@example.com" }, clientIp: "127.0.0.1" } as unknown as Parameters<typeof updateShopSettings>[1];

async function setInvoicing(db: Database, change: Partial<ShopSettings["invoicing"]>) {
  await updateShopSettings(db, by, (current) => ({ ...current, invoicing: { ...current.invoicing, ...change } }));
}

async function product(db: Database, name: string, priceKurus: number, vatRate: VatRate | null, shippingCostKurus = 0) {
  const row = await insertProduct(db, { name, priceKurus, shippingCostKurus, stock: 50 });
  if (vatRate !== null) await db.update(products).set({ vatRate }).where(eq(products.id, row.id));
  return row;
}

/** A placed order: 2 books at ₺100,00 (KDV 10%) and a mug at ₺250,00 (20%), shipping ₺29,99 unless `free`. */
async function order(db: Database, { billing = null as OrderBilling | null, method = "simulated" as "simulated" | "paytr", free = false } = {}) {
  const book = await product(db, "Kitap", 10000, 10);
  const mug = await product(db, "Kupa", 25000, 20, free ? 0 : 2999);
  const placed = await placeOrder(db, {
    fields: checkoutFields,
    items: [
      { productId: book.id, quantity: 2 },
      { productId: mug.id, quantity: 1 },
    ],
    paymentMethod: "simulated",
    billing,
  });
  if (method === "paytr") await db.update(orders).set({ paymentMethod: "paytr" }).where(eq(orders.id, placed.id));
  return placed.id;
}

async function invoicesOf(db: Database, orderId: string) {
  return db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.createdAt), asc(invoices.number));
}

async function paidOrder(db: Database, options: Parameters<typeof order>[1] = {}) {
  const id = await order(db, options);
  await completePayment(db, { orderId: id }, mail, { actor: options.method === "paytr" ? "paytr" : "system" });
  return id;
}

describeEachDatabase("invoices", (getDb) => {
  it("numbers per series and year, consecutively, and a rolled-back number is given again", async () => {
    const db = getDb();
    const take = (series: string, year: number) => db.transaction((tx) => takeInvoiceNumber(tx, series, year));
    expect((await take("TST", 2026)).number).toBe("TST2026000000001");
    expect((await take("TST", 2026)).number).toBe("TST2026000000002");
    expect((await take("TST", 2027)).number).toBe("TST2027000000001");
    expect((await take("TSU", 2026)).number).toBe("TSU2026000000001");
    await expect(
      db.transaction(async (tx) => {
        expect((await takeInvoiceNumber(tx, "TST", 2026)).sequence).toBe(3);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect((await take("TST", 2026)).number).toBe("TST2026000000003");
    const [row] = await db.select().from(invoiceSequences).where(eq(invoiceSequences.series, "TST"));
    expect(row.lastSequence).toBe(3);
  });

  it("issues one sale invoice when the payment completes, never again on a repeated notification", async () => {
    const db = getDb();
    const id = await order(db, { method: "paytr" });
    expect(await invoicesOf(db, id)).toEqual([]);
    const paidAt = new Date("2026-12-31T21:30:00Z"); // 1 January 2027, 00:30 in Istanbul
    expect(await completePayment(db, { orderId: id }, mail, { actor: "paytr", now: paidAt, transactionId: "T1" })).toMatchObject({ outcome: "applied" });
    expect(await completePayment(db, { orderId: id }, mail, { actor: "paytr", transactionId: "T1" })).toMatchObject({ outcome: "repeat" });
    const [sale, ...more] = await invoicesOf(db, id);
    expect(more).toEqual([]);
    expect(sale).toMatchObject({
      kind: "sale",
      series: "SHD",
      year: 2027,
      issuedAt: paidAt,
      relatedInvoiceId: null,
      provider: null,
      providerState: "not_sent",
    });
    expect(sale.number).toMatch(/^SHD2027\d{9}$/);
    expect(sale.number).toBe(`SHD2027${String(sale.sequence).padStart(9, "0")}`);
  });

  it("copies the lines with their KDV, the shipping line and the order's totals", async () => {
    const db = getDb();
    const id = await paidOrder(db);
    const [sale] = await invoicesOf(db, id);
    const row = await orderRow(db, id);
    expect(sale.lines).toEqual([
      { name: "Kitap", quantity: 2, vatRate: 10, unitGrossKurus: 10000, discountKurus: 0, grossKurus: 20000, vatKurus: 1818, netKurus: 18182 },
      { name: "Kupa", quantity: 1, vatRate: 20, unitGrossKurus: 25000, discountKurus: 0, grossKurus: 25000, vatKurus: 4167, netKurus: 20833 },
      { name: "Kargo", quantity: 1, vatRate: 20, unitGrossKurus: 2999, discountKurus: 0, grossKurus: 2999, vatKurus: 500, netKurus: 2499 },
    ]);
    expect([sale.grossKurus, sale.vatKurus, sale.netKurus]).toEqual([row.totalKurus, row.vatKurus, row.totalKurus - row.vatKurus]);
    expect(sale.grossKurus).toBe(47999);
    expect(sale.vatBreakdown).toEqual(row.vatBreakdown);
    expect(recomputedBreakdown(sale.lines)).toEqual(row.vatBreakdown);
    expect(sale.seller.name).toBe(DEMO_SHOP_SETTINGS.companyName);

    const free = await paidOrder(db, { free: true });
    expect((await invoicesOf(db, free))[0].lines.map((l) => l.name)).toEqual(["Kitap", "Kupa"]);
  });

  it("names the buyer from the billing details, else Nihai Tüketici with 11111111111", async () => {
    const db = getDb();
    const address = { address: "Atatürk Cad. No: 5", district: "Çankaya", province: "Ankara" };
    const company = await paidOrder(db, { billing: { kind: "company", title: "Örnek Yazılım A.Ş.", vkn: "1234567890", taxOffice: "Çankaya", address } });
    const person = await paidOrder(db, { billing: { kind: "individual", name: "Şule Işık", tckn: "10000000146", address } });
    const noTckn = await paidOrder(db, { billing: { kind: "individual", name: "Ali Veli", tckn: "", address: null } });
    const none = await paidOrder(db);
    const buyer = async (id: string) => (await invoicesOf(db, id))[0].buyer;
    expect(await buyer(company)).toEqual({
      kind: "company",
      name: "Örnek Yazılım A.Ş.",
      taxNumber: "1234567890",
      taxOffice: "Çankaya",
      address,
      email: checkoutFields.senderEmail,
    });
    expect(await buyer(person)).toEqual({
      kind: "individual",
      name: "Şule Işık",
      taxNumber: "10000000146",
      taxOffice: "",
      address,
      email: checkoutFields.senderEmail,
    });
    expect(await buyer(noTckn)).toMatchObject({ name: "Ali Veli", taxNumber: "11111111111" });
    expect(await buyer(none)).toEqual({
      kind: "individual",
      name: "Nihai Tüketici",
      taxNumber: "11111111111",
      taxOffice: "",
      address: null,
      email: checkoutFields.senderEmail,
    });
  });

  it("the simulated provider's settling issues each order's invoice once, and an integrator gets it pending", async () => {
    const db = getDb();
    await setInvoicing(db, { series: "SIM", provider: "parasut" });
    try {
      const a = await order(db);
      const b = await order(db);
      const later = new Date(Date.now() + 60_000);
      expect(await settleDueSimulatedPayments(db, mail, later)).toBeGreaterThanOrEqual(2);
      await settleDueSimulatedPayments(db, mail, later);
      const [ia, ib] = [await invoicesOf(db, a), await invoicesOf(db, b)];
      expect([ia.length, ib.length]).toEqual([1, 1]);
      expect(ia[0]).toMatchObject({ series: "SIM", provider: "parasut", providerState: "pending", providerNextAttemptAt: later });
      expect(Math.abs(ia[0].sequence - ib[0].sequence)).toBe(1);
    } finally {
      await setInvoicing(db, { series: "SHD", provider: "none" });
    }
  });

  it("a line refund gets a return document of those units, linked to the sale", async () => {
    const db = getDb();
    const id = await paidOrder(db);
    const [book] = await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.productName));
    expect(await refundOrderLines(db, id, [{ itemId: book.id, quantity: 1 }], admin, mail)).toMatchObject({ ok: true, refundedKurus: 10000 });
    const [sale, back] = await invoicesOf(db, id);
    const [refund] = await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id));
    expect(back).toMatchObject({
      kind: "return",
      series: "IAD",
      relatedInvoiceId: sale.id,
      refundId: refund.id,
      grossKurus: 10000,
      vatKurus: 909,
      netKurus: 9091,
    });
    expect(back.number).toMatch(/^IAD\d{13}$/);
    expect(back.lines).toEqual([
      { name: "Kitap", quantity: 1, vatRate: 10, unitGrossKurus: 10000, discountKurus: 0, grossKurus: 10000, vatKurus: 909, netKurus: 9091 },
    ]);
    expect(back.vatBreakdown).toEqual([{ rate: 10, grossKurus: 10000, vatKurus: 909, netKurus: 9091 }]);
    expect(back.buyer).toEqual(sale.buyer);
  });

  it("an amount refund is shared over the lines by rate; a cancellation returns the rest, in all the sale", async () => {
    const db = getDb();
    const id = await paidOrder(db);
    expect(await refundOrder(db, id, 4800, admin, mail)).toMatchObject({ ok: true, refundedKurus: 4800 });
    const [sale, part] = await invoicesOf(db, id);
    expect(part.grossKurus).toBe(4800);
    // 4800 of 47999: the books' 20000 take 2000 (10%), the mug's 25000 and the shipping's 2999 the rest (20%).
    expect(part.vatBreakdown.map((r) => [r.rate, r.grossKurus])).toEqual([
      [10, 2000],
      [20, 2800],
    ]);
    expect(part.vatBreakdown).toEqual(recomputedBreakdown(part.lines));

    expect(await changeOrderStatus(db, id, "cancelled", admin, mail)).toMatchObject({ ok: true, refundedKurus: 47999 - 4800 });
    const all = await invoicesOf(db, id);
    expect(all.map((i) => i.kind)).toEqual(["sale", "return", "return"]);
    const rest = all[2];
    expect(rest.grossKurus).toBe(47999 - 4800);
    expect(rest.relatedInvoiceId).toBe(sale.id);
    // Both return documents together give back each rate's gross of the sale.
    for (const rate of [10, 20]) {
      const of = (i: (typeof all)[number]) => i.vatBreakdown.find((r) => r.rate === rate)?.grossKurus ?? 0;
      expect(of(part) + of(rest)).toBe(of(sale));
    }
  });

  it("cancelling a paid order gives one return document equal to the sale", async () => {
    const db = getDb();
    const id = await paidOrder(db);
    await changeOrderStatus(db, id, "cancelled", admin, mail);
    const [sale, back, ...more] = await invoicesOf(db, id);
    expect(more).toEqual([]);
    expect(back.lines).toEqual(sale.lines);
    expect(back.vatBreakdown).toEqual(sale.vatBreakdown);
    expect([back.grossKurus, back.vatKurus, back.refundId]).toEqual([sale.grossKurus, sale.vatKurus, null]);
  });

  it("a PayTR refund gets its return document when it completes, once", async () => {
    const db = getDb();
    const id = await paidOrder(db, { method: "paytr" });
    const asked = await refundOrder(db, id, 2999, admin, mail);
    expect(asked).toMatchObject({ ok: true, pendingRefundId: expect.any(String) });
    expect(await invoicesOf(db, id)).toHaveLength(1);
    const refundId = asked.ok ? asked.pendingRefundId! : "";
    expect(await completeProviderRefund(db, refundId, mail)).toBe(true);
    expect(await completeProviderRefund(db, refundId, mail)).toBe(false);
    const [, back, ...more] = await invoicesOf(db, id);
    expect(more).toEqual([]);
    expect(back).toMatchObject({ kind: "return", refundId, grossKurus: 2999 });
  });

  it("an order paid before invoicing began gets no return document", async () => {
    const db = getDb();
    const id = await paidOrder(db);
    await db.delete(invoices).where(eq(invoices.orderId, id));
    expect(await refundOrder(db, id, 1000, admin, mail)).toMatchObject({ ok: true });
    expect(await invoicesOf(db, id)).toEqual([]);
  });
});
