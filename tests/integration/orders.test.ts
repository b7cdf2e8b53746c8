import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { mailOutbox, orderItems, orders, products } from "~/db/schema";
import { parseCheckoutForm } from "~/modules/checkout/checkout-form.server";
import { ORDER_NUMBER_PATTERN } from "~/modules/orders/order-number.server";
import {
  completePayment,
  expireStalePendingOrders,
  failPayment,
  PENDING_ORDER_TTL_MS,
  settleDueSimulatedPayments,
} from "~/modules/orders/payment-state.server";
import { OrderRefusedError, placeOrder } from "~/modules/checkout/place-order.server";
import { insertProduct } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";
import { checkoutFields, checkoutForm } from "../support/order-fixtures";

const mail = { publicUrl: "http://shop.test", shopNotifyEmail: "sahip@example.com" };

describeEachDatabase("placing orders", (getDb) => {
  let mug: { id: string };
  let pad: { id: string };

  beforeEach(async () => {
    mug = await insertProduct(getDb(), { name: "Özel Işıklı Kupa", priceKurus: 14999, shippingCostKurus: 2999, stock: 10 });
    pad = await insertProduct(getDb(), { name: "Mouse Pad", priceKurus: 9950, shippingCostKurus: 4999, stock: 3 });
  });

  async function stockOf(id: string) {
    const [row] = await getDb().select({ stock: products.stock }).from(products).where(eq(products.id, id));
    return row.stock;
  }

  it("prices from the database and ignores a price the browser posts", async () => {
    const parsed = parseCheckoutForm(checkoutForm([{ productId: mug.id, quantity: 2, price: 1, shippingCost: 0 }], { total: "1", subtotalKurus: "1" }));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const order = await placeOrder(getDb(), { fields: checkoutFields, items: parsed.items, paymentMethod: "simulated" });
    const [row] = await getDb().select().from(orders).where(eq(orders.id, order.id));
    expect(row.subtotalKurus).toBe(2 * 14999);
    expect(row.shippingKurus).toBe(2999);
    expect(row.totalKurus).toBe(2 * 14999 + 2999);
    expect(row.orderNumber).toMatch(ORDER_NUMBER_PATTERN);
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row.status).toBe("pending");
    expect(row.paymentStatus).toBe("pending");
    expect(await stockOf(mug.id)).toBe(8);
  });

  it("copies names and prices into the order, so later catalogue edits never change it", async () => {
    const order = await placeOrder(getDb(), {
      fields: checkoutFields,
      items: [
        { productId: mug.id, quantity: 1 },
        { productId: pad.id, quantity: 1 },
      ],
      paymentMethod: "simulated",
    });
    await getDb().update(products).set({ name: "Yeni Ad", priceKurus: 1 }).where(eq(products.id, mug.id));
    const items = await getDb().select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items.map((i) => [i.productName, i.unitPriceKurus]).sort()).toEqual([
      ["Mouse Pad", 9950],
      ["Özel Işıklı Kupa", 14999],
    ]);
    const [row] = await getDb().select().from(orders).where(eq(orders.id, order.id));
    expect(row.shippingKurus).toBe(4999);
  });

  it("refuses a short-of-stock or inactive item, naming it, and reserves nothing", async () => {
    const err = await placeOrder(getDb(), {
      fields: checkoutFields,
      items: [
        { productId: mug.id, quantity: 1 },
        { productId: pad.id, quantity: 4 },
      ],
      paymentMethod: "simulated",
    }).catch((e) => e);
    expect(err).toBeInstanceOf(OrderRefusedError);
    expect(err.reason).toBe("outOfStock");
    expect(err.productName).toBe("Mouse Pad");
    expect(err.available).toBe(3);
    expect(await stockOf(mug.id)).toBe(10);
    await getDb().update(products).set({ isActive: false }).where(eq(products.id, pad.id));
    const inactive = await placeOrder(getDb(), { fields: checkoutFields, items: [{ productId: pad.id, quantity: 1 }], paymentMethod: "simulated" }).catch(
      (e) => e,
    );
    expect(inactive.reason).toBe("unavailable");
    const unknown = await placeOrder(getDb(), { fields: checkoutFields, items: [{ productId: randomUUID(), quantity: 1 }], paymentMethod: "simulated" }).catch(
      (e) => e,
    );
    expect(unknown.reason).toBe("unavailable");
  });

  it("50 concurrent orders for a product with stock 5 give exactly 5 orders and stock 0", async () => {
    const scarce = await insertProduct(getDb(), { name: "Son Beş Kupa", stock: 5 });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        placeOrder(getDb(), { fields: checkoutFields, items: [{ productId: scarce.id, quantity: 1 }], paymentMethod: "simulated" }),
      ),
    );
    const placed = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected");
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toMatchObject({ reason: "outOfStock", productName: "Son Beş Kupa" });
    expect(await stockOf(scarce.id)).toBe(0);
    const rows = await getDb().select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.productId, scarce.id));
    expect(rows).toHaveLength(5);
  });

  it("a resubmitted form creates one order, not two", async () => {
    const submissionKey = randomUUID();
    const input = { fields: checkoutFields, items: [{ productId: mug.id, quantity: 1 }], paymentMethod: "simulated" as const, submissionKey };
    const [a, b] = await Promise.all([placeOrder(getDb(), input), placeOrder(getDb(), input)]);
    const c = await placeOrder(getDb(), input);
    expect(new Set([a.id, b.id, c.id]).size).toBe(1);
    expect([a.created, b.created, c.created].filter(Boolean)).toHaveLength(1);
    expect(await stockOf(mug.id)).toBe(9);
  });

  it("completes a payment once: paidAt set, mails queued once, a repeat changes nothing", async () => {
    const order = await placeOrder(getDb(), { fields: checkoutFields, items: [{ productId: mug.id, quantity: 1 }], paymentMethod: "simulated" });
    const first = await completePayment(getDb(), { orderId: order.id }, mail, { transactionId: "T1" });
    expect(first.outcome).toBe("applied");
    const [paid] = await getDb().select().from(orders).where(eq(orders.id, order.id));
    expect(paid.paymentStatus).toBe("completed");
    expect(paid.paidAt).toBeInstanceOf(Date);
    const again = await completePayment(getDb(), { orderId: order.id }, mail, { transactionId: "T2" });
    expect(again.outcome).toBe("repeat");
    const [still] = await getDb().select().from(orders).where(eq(orders.id, order.id));
    expect(still.transactionId).toBe("T1");
    expect(still.paidAt?.getTime()).toBe(paid.paidAt?.getTime());
    const queued = await getDb().select().from(mailOutbox);
    const forOrder = queued.filter((m) => m.dedupeKey.endsWith(order.id));
    expect(forOrder.map((m) => m.toAddress).sort()).toEqual(["gonderen@example.com", "sahip@example.com"]);
    // A failure notice after success changes nothing either.
    expect((await failPayment(getDb(), { orderId: order.id })).outcome).toBe("repeat");
    expect(await stockOf(mug.id)).toBe(9);
  });

  it("a failed payment cancels the order and returns its stock, once", async () => {
    const order = await placeOrder(getDb(), { fields: checkoutFields, items: [{ productId: mug.id, quantity: 3 }], paymentMethod: "paytr" });
    expect(await stockOf(mug.id)).toBe(7);
    expect((await failPayment(getDb(), { orderId: order.id })).outcome).toBe("applied");
    expect((await failPayment(getDb(), { orderId: order.id })).outcome).toBe("repeat");
    expect(await stockOf(mug.id)).toBe(10);
    const [row] = await getDb().select().from(orders).where(eq(orders.id, order.id));
    expect([row.status, row.paymentStatus]).toEqual(["cancelled", "failed"]);
    expect((await completePayment(getDb(), { orderId: order.id }, mail)).outcome).toBe("repeat");
  });

  it("pending orders older than 30 minutes expire and return their stock", async () => {
    const placedAt = new Date(Date.now() - PENDING_ORDER_TTL_MS - 60_000);
    const old = await placeOrder(getDb(), { fields: checkoutFields, items: [{ productId: pad.id, quantity: 2 }], paymentMethod: "paytr" }, placedAt);
    const fresh = await placeOrder(getDb(), { fields: checkoutFields, items: [{ productId: pad.id, quantity: 1 }], paymentMethod: "paytr" });
    expect(await stockOf(pad.id)).toBe(0);
    const [a, b] = await Promise.all([expireStalePendingOrders(getDb()), expireStalePendingOrders(getDb())]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    expect(await stockOf(pad.id)).toBe(2);
    const [oldRow] = await getDb().select().from(orders).where(eq(orders.id, old.id));
    const [freshRow] = await getDb().select().from(orders).where(eq(orders.id, fresh.id));
    expect(oldRow.paymentStatus).toBe("failed");
    expect(freshRow.paymentStatus).toBe("pending");
  });

  it("the simulated provider completes a payment about 2 seconds after the order", async () => {
    const order = await placeOrder(getDb(), { fields: checkoutFields, items: [{ productId: mug.id, quantity: 1 }], paymentMethod: "simulated" });
    const [row] = await getDb().select().from(orders).where(eq(orders.id, order.id));
    // Other tests' pending orders may be settled by this call too; only this order's state matters.
    await settleDueSimulatedPayments(getDb(), mail, new Date(row.createdAt.getTime() + 1000));
    const [stillPending] = await getDb().select().from(orders).where(eq(orders.id, order.id));
    expect(stillPending.paymentStatus).toBe("pending");
    await settleDueSimulatedPayments(getDb(), mail, new Date(row.createdAt.getTime() + 2100));
    const [paid] = await getDb().select().from(orders).where(eq(orders.id, order.id));
    expect(paid.paymentStatus).toBe("completed");
  });
});
