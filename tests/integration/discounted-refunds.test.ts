// Refunds of a discounted order (docs/product.md#refunds, #campaign-orders): refunding lines gives back what was paid
// for those units (the discount shared over them, exact in kuruş over partial refunds), units are not refunded twice,
// and cancelling gives back the total paid, not the price before the discount.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { mailOutbox, orderRefunds, orders } from "~/db/schema";
import { parseOrderAction, REFUND_QUANTITY_FIELD, setOrderStatus } from "~/modules/orders/admin-orders.server";
import { getDashboardStats } from "~/modules/orders/dashboard.server";
import { completeProviderRefund, refundOrder } from "~/modules/orders/lifecycle.server";
import { completePayment } from "~/modules/orders/payment-state.server";
import { refundableLines, refundOrderLines } from "~/modules/orders/refund-lines.server";
import { placeOrder } from "~/modules/checkout/place-order.server";
import { insertProduct } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";
import { giveOrderDiscounts } from "../support/discount-fixtures";
import { checkoutFields, orderRow } from "../support/order-fixtures";

const mail = { publicUrl: "http://shop.test" };
const admin = "yonetici@example.com";

/** A paid order: 3 mugs at ₺100,00 with a discount of ₺33,34 on them, a ₺50,00 plate without one, ₺29,99 shipping. */
async function discountedOrder(db: Database, method: "simulated" | "paytr" = "simulated") {
  const mug = await insertProduct(db, { name: "Kupa", priceKurus: 10000, shippingCostKurus: 2999, stock: 10 });
  const plate = await insertProduct(db, { name: "Tabak", priceKurus: 5000, shippingCostKurus: 0, stock: 10 });
  const placed = await placeOrder(db, {
    fields: checkoutFields,
    items: [
      { productId: mug.id, quantity: 3 },
      { productId: plate.id, quantity: 1 },
    ],
    paymentMethod: "simulated",
  });
  const [mugLine, plateLine] = await giveOrderDiscounts(db, placed.id, [{ label: "SEVGILI20", lines: [3334, 0] }]);
  if (method === "paytr") await db.update(orders).set({ paymentMethod: "paytr" }).where(eq(orders.id, placed.id));
  await completePayment(db, { orderId: placed.id }, mail, { actor: method === "paytr" ? "paytr" : "system" });
  return { id: placed.id, mugLine, plateLine };
}

describeEachDatabase("refunds of discounted orders", (getDb) => {
  it("refunding a 3-unit discounted line 1 + 1 + 1 gives back exactly what was paid for it", async () => {
    const db = getDb();
    const o = await discountedOrder(db);
    const row = await orderRow(db, o.id);
    expect([row.subtotalKurus, row.shippingKurus, row.discountKurus, row.totalKurus]).toEqual([35000, 2999, 3334, 34665]);

    const steps: number[] = [];
    for (let i = 0; i < 3; i++) {
      const result = await refundOrderLines(db, o.id, [{ itemId: o.mugLine, quantity: 1 }], admin, mail);
      expect(result).toMatchObject({ ok: true, changed: true });
      steps.push(result.ok ? (result.refundedKurus ?? 0) : 0);
    }
    // 30000 − 3334 = 26666 paid for the three mugs: 8888, 8889, 8889 (never 3 × 8888,67 rounded the same way).
    expect(steps).toEqual([8888, 8889, 8889]);
    expect(steps.reduce((a, b) => a + b, 0)).toBe(30000 - 3334);
    expect((await orderRow(db, o.id)).refundedKurus).toBe(26666);
    expect((await orderRow(db, o.id)).paymentStatus).toBe("partially_refunded");

    // A fourth unit is not there to refund; the line is not refunded twice.
    expect(await refundOrderLines(db, o.id, [{ itemId: o.mugLine, quantity: 1 }], admin, mail)).toEqual({ ok: false, reason: "refund-lines-too-many" });
    const refunds = await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, o.id));
    expect(refunds.map((r) => [r.state, r.amountKurus, r.lines])).toEqual([
      ["completed", 8888, [{ itemId: o.mugLine, quantity: 1 }]],
      ["completed", 8889, [{ itemId: o.mugLine, quantity: 1 }]],
      ["completed", 8889, [{ itemId: o.mugLine, quantity: 1 }]],
    ]);
    expect((await refundableLines(db, o.id)).map((l) => [l.itemId, l.refundedQuantity])).toEqual([
      [o.mugLine, 3],
      [o.plateLine, 0],
    ]);
    // The sender is told of each refund.
    const mails = (await db.select().from(mailOutbox)).filter((m) => m.dedupeKey.startsWith(`order-refunded:${o.id}`));
    expect(mails).toHaveLength(3);
  });

  it("refuses lines of another order, twice the same line, negative or too many units, and nothing at all", async () => {
    const db = getDb();
    const o = await discountedOrder(db);
    const other = await discountedOrder(db);
    const refuse = (lines: { itemId: string; quantity: number }[]) => refundOrderLines(db, o.id, lines, admin, mail);
    expect(await refuse([{ itemId: other.mugLine, quantity: 1 }])).toEqual({ ok: false, reason: "refund-lines-invalid" });
    expect(
      await refuse([
        { itemId: o.mugLine, quantity: 1 },
        { itemId: o.mugLine, quantity: 1 },
      ]),
    ).toEqual({ ok: false, reason: "refund-lines-invalid" });
    expect(await refuse([{ itemId: o.mugLine, quantity: -1 }])).toEqual({ ok: false, reason: "refund-lines-invalid" });
    expect(await refuse([{ itemId: o.mugLine, quantity: 1.5 }])).toEqual({ ok: false, reason: "refund-lines-invalid" });
    expect(await refuse([{ itemId: o.mugLine, quantity: 4 }])).toEqual({ ok: false, reason: "refund-lines-too-many" });
    expect(await refuse([])).toEqual({ ok: false, reason: "refund-lines-invalid" });
    expect((await orderRow(db, o.id)).refundedKurus).toBe(0);

    // The whole order by lines: the lines' paid amounts (the plate's ₺50,00 too); shipping stays for an amount refund.
    const all = await refuse([
      { itemId: o.mugLine, quantity: 3 },
      { itemId: o.plateLine, quantity: 1 },
    ]);
    expect(all).toMatchObject({ ok: true, refundedKurus: 26666 + 5000 });
    expect(await refundOrder(db, o.id, 2999, admin, mail)).toMatchObject({ ok: true, refundedKurus: 2999 });
    expect((await orderRow(db, o.id)).paymentStatus).toBe("refunded");
  });

  it("the admin's form names each line's units; a unit that is not a whole number is refused before the order", () => {
    const form = new FormData();
    form.set("intent", "refundLines");
    form.set("orderId", "00000000-0000-4000-8000-000000000001");
    form.set(`${REFUND_QUANTITY_FIELD}00000000-0000-4000-8000-000000000002`, "2");
    form.set(`${REFUND_QUANTITY_FIELD}00000000-0000-4000-8000-000000000003`, "");
    form.set(`${REFUND_QUANTITY_FIELD}00000000-0000-4000-8000-000000000004`, "0");
    expect(parseOrderAction(form)).toEqual({
      intent: "refundLines",
      orderId: "00000000-0000-4000-8000-000000000001",
      lines: [{ itemId: "00000000-0000-4000-8000-000000000002", quantity: 2 }],
    });
    form.set(`${REFUND_QUANTITY_FIELD}00000000-0000-4000-8000-000000000003`, "1,5");
    expect(parseOrderAction(form)).toBeNull();
    form.delete(`${REFUND_QUANTITY_FIELD}00000000-0000-4000-8000-000000000003`);
    form.set(`${REFUND_QUANTITY_FIELD}nope`, "1");
    expect(parseOrderAction(form)).toBeNull();
  });

  it("units on their way back at PayTR count as refunded; a failed refund's units may be refunded again", async () => {
    const db = getDb();
    const o = await discountedOrder(db, "paytr");
    const first = await refundOrderLines(db, o.id, [{ itemId: o.mugLine, quantity: 2 }], admin, mail);
    expect(first).toMatchObject({ ok: true, refundedKurus: 0 });
    expect(await refundOrderLines(db, o.id, [{ itemId: o.mugLine, quantity: 2 }], admin, mail)).toEqual({ ok: false, reason: "refund-lines-too-many" });
    const [pending] = await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, o.id));
    expect([pending.state, pending.amountKurus, pending.lines]).toEqual(["pending", 17777, [{ itemId: o.mugLine, quantity: 2 }]]);
    expect(await completeProviderRefund(db, pending.id, mail)).toBe(true);
    expect((await orderRow(db, o.id)).refundedKurus).toBe(17777);
    // The last mug: the rest of the line's paid amount.
    const last = await refundOrderLines(db, o.id, [{ itemId: o.mugLine, quantity: 1 }], admin, mail);
    expect(last.ok).toBe(true);
    const [, second] = await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, o.id)).orderBy(orderRefunds.createdAt);
    expect(second.amountKurus).toBe(26666 - 17777);
    await db.update(orderRefunds).set({ state: "failed" }).where(eq(orderRefunds.id, second.id));
    expect((await refundableLines(db, o.id))[0].refundedQuantity).toBe(2);
  });

  it("cancelling a discounted paid order refunds the total paid, and revenue falls by that", async () => {
    const db = getDb();
    const o = await discountedOrder(db);
    await refundOrderLines(db, o.id, [{ itemId: o.mugLine, quantity: 1 }], admin, mail);
    const before = await getDashboardStats(db);
    const result = await setOrderStatus(db, o.id, "cancelled", mail, { actor: admin });
    expect(result).toMatchObject({ ok: true, changed: true });
    const row = await orderRow(db, o.id);
    // 35000 + 2999 − 3334 = 34665 paid; 8888 given back before; the rest now — never the 37999 before the discount.
    expect([row.refundedKurus, row.paymentStatus]).toEqual([34665, "refunded"]);
    const after = await getDashboardStats(db);
    expect(after.totalRevenueKurus).toBe(before.totalRevenueKurus - (34665 - 8888));
    const cancelMail = (await db.select().from(mailOutbox)).find((m) => m.dedupeKey.startsWith(`order-cancelled:${o.id}`));
    expect(cancelMail?.text).toContain("257,77");
  });
});
