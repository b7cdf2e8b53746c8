// The order lifecycle end to end (docs/product.md#allowed-changes, #refunds, #order-history): cancelling a paid
// order refunds it and returns the stock exactly once, revenue goes down, every change is in the history;
// partial refunds; re-opening with and without stock; 50 concurrent changes on one order stay consistent.
import { adminOrdersText } from "~/lib/i18n/admin-orders";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { mailOutbox, orderEvents, orderRefunds, orders } from "~/db/schema";
import { kurusToCsvAmount, ordersCsv } from "~/modules/orders/admin-orders-csv.server";
import { listAdminOrdersForExport, noteOrder, refundOrderPayment, setOrderStatus, shipOrder } from "~/modules/orders/admin-orders.server";
import { getDashboardStats } from "~/modules/orders/dashboard.server";
import { failProviderRefund, listOrderEvents } from "~/modules/orders/lifecycle.server";
import { getOrderForConfirmation } from "~/modules/orders/order-view.server";
import { completePayment, expireStalePendingOrders, failPayment } from "~/modules/orders/payment-state.server";
import { placeOrder } from "~/modules/checkout/place-order.server";
import { insertProduct, setProductStock } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";
import { checkoutFields, orderRow, stockOf } from "../support/order-fixtures";

const mail = { publicUrl: "http://shop.test" };
const admin = { actor: "yonetici@example.com" };

/** A paid order of `quantity` mugs; with "paytr" a refund is only recorded here (sending it is paytr-refunds.test.ts's). */
async function paidOrder(db: Database, productId: string, quantity: number, method: "simulated" | "paytr" = "simulated") {
  const placed = await placeOrder(db, { fields: checkoutFields, items: [{ productId, quantity }], paymentMethod: "simulated" });
  if (method === "paytr") await db.update(orders).set({ paymentMethod: "paytr" }).where(eq(orders.id, placed.id));
  await completePayment(db, { orderId: placed.id }, mail, { actor: method === "paytr" ? "paytr" : "system" });
  return placed;
}

describeEachDatabase("order lifecycle", (getDb) => {
  it("cancelling a paid order refunds it, returns the stock exactly once, lowers revenue and is in the history", async () => {
    const db = getDb();
    const mug = await insertProduct(db, { name: "Kupa", priceKurus: 10000, shippingCostKurus: 0, stock: 10 });
    const o = await paidOrder(db, mug.id, 3);
    const before = await getDashboardStats(db);
    expect(await stockOf(db, mug.id)).toBe(7);

    // Retried, also concurrently: one cancellation, one refund, one release.
    const results = await Promise.all([1, 2, 3].map(() => setOrderStatus(db, o.id, "cancelled", mail, admin)));
    expect(results.filter((r) => r.ok && r.changed)).toHaveLength(1);
    expect(await setOrderStatus(db, o.id, "cancelled", mail, admin)).toEqual({ ok: true, changed: false });
    expect(await stockOf(db, mug.id)).toBe(10);
    const row = await orderRow(db, o.id);
    expect([row.status, row.paymentStatus, row.refundedKurus]).toEqual(["cancelled", "refunded", row.totalKurus]);
    // Nothing more to refund, and a refunded order is not re-opened.
    expect(await refundOrderPayment(db, o.id, 100, mail, admin)).toEqual({ ok: false, reason: "not-paid" });
    expect(await setOrderStatus(db, o.id, "processing", mail, admin)).toEqual({ ok: false, reason: "refunded" });

    const after = await getDashboardStats(db);
    expect(after.totalRevenueKurus).toBe(before.totalRevenueKurus - row.totalKurus);
    expect(after.refundedKurus).toBe(before.refundedKurus + row.totalKurus);
    expect(after.cancelledOrders).toBe(before.cancelledOrders + 1);
    const today = after.daily[after.daily.length - 1];
    expect(today.revenueKurus).toBe(before.daily[before.daily.length - 1].revenueKurus - row.totalKurus);

    const history = (await listOrderEvents(db, [o.id])).get(o.id) ?? [];
    expect(history.map((e) => [e.kind, e.oldValue, e.newValue, e.actor])).toEqual([
      ["payment_status", "pending", "completed", "system"],
      ["order_status", "pending", "cancelled", admin.actor],
      ["refund", "0", String(row.totalKurus), admin.actor],
      ["payment_status", "completed", "refunded", admin.actor],
    ]);
    const mails = (await db.select().from(mailOutbox)).filter((m) => m.dedupeKey.startsWith(`order-cancelled:${o.id}`));
    expect(mails).toHaveLength(1);
    expect(mails[0].toAddress).toBe(checkoutFields.senderEmail);
    expect(mails[0].text).toContain("iade edildi");

    const [csvRow] = await listAdminOrdersForExport(db, { query: o.orderNumber });
    const cells = ordersCsv([csvRow]).split("\r\n")[1].split(";");
    const cell = (column: string) => cells[(adminOrdersText.csv.columns as readonly string[]).indexOf(column)];
    expect([cell("İade (TL)"), cell("Net Gelir (TL)")]).toEqual([`"${kurusToCsvAmount(row.totalKurus)}"`, '"0,00"']);
  });

  it("refunds part of a payment, up to what is left; notes go into the history only", async () => {
    const db = getDb();
    const mug = await insertProduct(db, { name: "Kupa", priceKurus: 10000, shippingCostKurus: 0, stock: 10 });
    const o = await paidOrder(db, mug.id, 1);
    const total = (await orderRow(db, o.id)).totalKurus;
    const revenue = (await getDashboardStats(db)).totalRevenueKurus;

    expect(await refundOrderPayment(db, o.id, 2500, mail, admin)).toEqual({ ok: true, changed: true });
    expect((await orderRow(db, o.id)).paymentStatus).toBe("partially_refunded");
    expect(await refundOrderPayment(db, o.id, total, mail, admin)).toEqual({ ok: false, reason: "refund-too-large" });
    expect(await refundOrderPayment(db, o.id, 0, mail, admin)).toEqual({ ok: false, reason: "refund-too-large" });
    expect((await getDashboardStats(db)).totalRevenueKurus).toBe(revenue - 2500);
    // A partly refunded order still goes forward.
    expect(await shipOrder(db, o.id, "YK1", mail, admin)).toMatchObject({ ok: true, changed: true });
    expect(await refundOrderPayment(db, o.id, total - 2500, mail, admin)).toEqual({ ok: true, changed: true });
    const row = await orderRow(db, o.id);
    expect([row.paymentStatus, row.refundedKurus, row.status]).toEqual(["refunded", total, "shipped"]);
    expect((await db.select().from(mailOutbox)).filter((m) => m.dedupeKey.startsWith(`order-refunded:${o.id}`))).toHaveLength(2);

    expect(await noteOrder(db, o.id, "  Müşteri aradı, adres doğru.  ", admin)).toEqual({ ok: true, changed: true });
    expect(await noteOrder(db, o.id, "   ", admin)).toEqual({ ok: false, reason: "note-required" });
    const kinds = ((await listOrderEvents(db, [o.id])).get(o.id) ?? []).map((e) => e.kind);
    expect(kinds).toEqual(["payment_status", "refund", "payment_status", "order_status", "tracking_number", "refund", "payment_status", "note"]);
    const [note] = await db.select().from(orderEvents).where(eq(orderEvents.kind, "note"));
    expect([note.note, note.actor]).toEqual(["Müşteri aradı, adres doğru.", admin.actor]);
  });

  it("re-opening a cancelled order takes its stock again, or is refused naming the product that is short", async () => {
    const db = getDb();
    const mug = await insertProduct(db, { name: "Işıklı Kupa", priceKurus: 10000, shippingCostKurus: 0, stock: 5 });
    const o = await paidOrder(db, mug.id, 3, "paytr");
    const cancelled = await setOrderStatus(db, o.id, "cancelled", mail, admin);
    expect(cancelled).toMatchObject({ ok: true, changed: true });
    expect(await stockOf(db, mug.id)).toBe(5);
    // While the PayTR refund is on its way the order is not re-opened; PayTR refused it, so the money is still held.
    expect(await setOrderStatus(db, o.id, "processing", mail, admin)).toEqual({ ok: false, reason: "refund-pending" });
    await failProviderRefund(db, cancelled.ok ? (cancelled.pendingRefundId ?? "") : "", "099: test");
    expect((await orderRow(db, o.id)).paymentStatus).toBe("completed");

    await setProductStock(db, mug.id, 2);
    expect(await setOrderStatus(db, o.id, "processing", mail, admin)).toEqual({ ok: false, reason: "out-of-stock", productName: "Işıklı Kupa" });
    expect(await stockOf(db, mug.id)).toBe(2);
    expect((await orderRow(db, o.id)).status).toBe("cancelled");

    await setProductStock(db, mug.id, 4);
    expect(await setOrderStatus(db, o.id, "processing", mail, admin)).toEqual({ ok: true, changed: true });
    expect(await stockOf(db, mug.id)).toBe(1);
    const row = await orderRow(db, o.id);
    expect([row.status, row.stockReleasedAt]).toEqual(["processing", null]);
    // Cancelled again: back once more (and a new refund asked for).
    expect(await setOrderStatus(db, o.id, "cancelled", mail, admin)).toMatchObject({ ok: true, changed: true, pendingRefundId: expect.any(String) });
    expect(await stockOf(db, mug.id)).toBe(4);
  });

  it("50 concurrent cancel, re-open and ship requests on one order leave stock and states consistent", async () => {
    const db = getDb();
    const mug = await insertProduct(db, { name: "Kupa", priceKurus: 10000, shippingCostKurus: 0, stock: 100 });
    const o = await paidOrder(db, mug.id, 7, "paytr");
    // Twice: PayTR refuses the refunds asked for in between, so the money is held and re-opening races too.
    for (const round of [1, 2]) {
      const requests = Array.from({ length: 50 }, (_, i) =>
        i % 3 === 0
          ? setOrderStatus(db, o.id, "cancelled", mail, admin)
          : i % 3 === 1
            ? setOrderStatus(db, o.id, "processing", mail, admin)
            : shipOrder(db, o.id, `YK${round}-${i}`, mail, admin),
      );
      const results = await Promise.all(requests);
      expect(results.every((r) => r.ok || ["not-allowed", "out-of-stock", "refund-pending"].includes(r.reason))).toBe(true);
      for (const refund of await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, o.id))) {
        if (refund.state === "pending") await failProviderRefund(db, refund.id, "099: test");
      }
    }
    const row = await orderRow(db, o.id);
    const stock = await stockOf(db, mug.id);
    if (row.status === "cancelled") {
      expect(stock).toBe(100);
      expect(row.stockReleasedAt).not.toBeNull();
    } else {
      expect(stock).toBe(93);
      expect(row.stockReleasedAt).toBeNull();
    }
    // The history replays to the final state: each status change starts where the last one ended.
    const changes = ((await listOrderEvents(db, [o.id])).get(o.id) ?? []).filter((e) => e.kind === "order_status");
    let status = "pending";
    for (const change of changes) {
      expect(change.oldValue).toBe(status);
      status = change.newValue ?? "";
    }
    expect(status).toBe(row.status);
    // Stock moved by exactly the cancellations and re-openings the history shows.
    const cancels = changes.filter((c) => c.newValue === "cancelled").length;
    const reopens = changes.filter((c) => c.oldValue === "cancelled").length;
    expect(stock).toBe(93 + 7 * (cancels - reopens));
  });

  it("the shopper's order page tells the truth for every state", async () => {
    const db = getDb();
    const mug = await insertProduct(db, { name: "Kupa", priceKurus: 10000, shippingCostKurus: 0, stock: 100 });
    const stateOf = async (id: string) => (await getOrderForConfirmation(db, id))?.state;
    const unpaid = () => placeOrder(db, { fields: checkoutFields, items: [{ productId: mug.id, quantity: 1 }], paymentMethod: "simulated" });

    const paying = await unpaid();
    expect(await stateOf(paying.id)).toBe("paying");
    const refused = await unpaid();
    await failPayment(db, { orderId: refused.id }, { actor: "paytr" });
    expect(await stateOf(refused.id)).toBe("payment-failed");
    const late = await placeOrder(
      db,
      { fields: checkoutFields, items: [{ productId: mug.id, quantity: 1 }], paymentMethod: "simulated" },
      new Date(Date.now() - 2 * 60 * 60_000),
    );
    await expireStalePendingOrders(db);
    expect(await stateOf(late.id)).toBe("expired");
    const dropped = await unpaid();
    await setOrderStatus(db, dropped.id, "cancelled", mail, admin);
    expect(await stateOf(dropped.id)).toBe("cancelled-unpaid");

    const paid = await paidOrder(db, mug.id, 1);
    expect(await stateOf(paid.id)).toBe("received");
    await shipOrder(db, paid.id, "YK9", mail, admin);
    expect(await stateOf(paid.id)).toBe("shipped");
    await setOrderStatus(db, paid.id, "delivered", mail, admin);
    expect(await stateOf(paid.id)).toBe("delivered");

    const refunded = await paidOrder(db, mug.id, 1);
    await setOrderStatus(db, refunded.id, "cancelled", mail, admin);
    expect(await getOrderForConfirmation(db, refunded.id)).toMatchObject({ state: "cancelled-refunded", paymentStatus: "refunded" });
    const byHand = await paidOrder(db, mug.id, 1, "paytr");
    await setOrderStatus(db, byHand.id, "cancelled", mail, admin);
    expect(await stateOf(byHand.id)).toBe("cancelled-refund-pending");
  });
});
