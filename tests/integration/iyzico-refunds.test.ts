// iyzico refunds against the local stand-in through the official client (docs/product.md#iyzico-refunds): the amount
// split over the payment's transactions (a line refund on the line's own first), a refusal recorded with iyzico's
// message, a lost answer checked in iyzico's transaction report before anything is sent again, and cancelling a
// paid order refunding what is left. The history names "iyzico".
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { orderItems, orderRefunds } from "~/db/schema";
import { type Env, parseEnv } from "~/env.server";
import { placeOrder } from "~/modules/checkout/place-order.server";
import { refundOrderPayment } from "~/modules/orders/admin-orders.server";
import { listOrderEvents } from "~/modules/orders/lifecycle.server";
import { settleIyzicoCallback } from "~/modules/payments/iyzico-checkout.server";
import { applyOrderAction } from "~/modules/payments/order-actions.server";
import { retryPendingRefunds, sendRefund } from "~/modules/payments/refund-sending.server";
import { startPayment } from "~/modules/payments/start-payment.server";
import { createLogger } from "~/modules/platform/logger.server";
import { insertProduct } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";
import { checkoutFields, orderRow, stockOf } from "../support/order-fixtures";
import { type IyzicoStandin, iyzicoShopEnv, startIyzicoStandin } from "../support/iyzico-standin";

const creds = { apiKey: "sandbox-iyz-refund-key-1", secretKey: "sandbox-iyz-refund-secret-1" };
const PUBLIC_URL = "http://127.0.0.1:1";
const REFUND_PATH = "/payment/refund";
const REPORT_PATH = "/v2/reporting/payment/details";
const admin = "yonetici@example.com";
const MUG = 14999;
const MAGNET = 4500;
const SHIPPING = 2999;
const TOTAL = 2 * MUG + MAGNET + SHIPPING;

describeEachDatabase("iyzico refunds", (getDb) => {
  const silent = createLogger("silent");
  let standin: IyzicoStandin;
  let env: Env;

  beforeAll(async () => {
    standin = await startIyzicoStandin(creds);
    env = parseEnv({ NODE_ENV: "test", PUBLIC_URL, LOG_LEVEL: "silent", ...iyzicoShopEnv(standin, creds) });
  });
  afterAll(async () => {
    await standin?.close();
  });

  const db = () => getDb();
  const deps = () => ({ db: db(), env, logger: silent });
  const refundsOf = (orderId: string) => db().select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
  /** Refund calls the stand-in received (for one refund: its conversationIds start with its reference). */
  const refundCalls = (referenceNo = "") =>
    standin.requests.filter((r) => r.path === REFUND_PATH && String(r.body?.conversationId ?? "").startsWith(referenceNo)).length;
  const reportCalls = () => standin.requests.filter((r) => r.path === REPORT_PATH).length;

  /** Two mugs and a magnet paid through the stand-in and settled as the callback does: three transactions (mugs, magnet, shipping). */
  async function paidOrder() {
    const mug = await insertProduct(db(), { name: "Kupa", priceKurus: MUG, shippingCostKurus: SHIPPING, stock: 10 });
    const magnet = await insertProduct(db(), { name: "Mıknatıs", priceKurus: MAGNET, shippingCostKurus: SHIPPING, stock: 10 });
    const items = [
      { productId: mug.id, quantity: 2 },
      { productId: magnet.id, quantity: 1 },
    ];
    const order = await placeOrder(db(), { fields: checkoutFields, items, paymentMethod: "iyzico" });
    await startPayment(db(), env, order.id, { clientIp: "203.0.113.7", logger: silent });
    const token = (await orderRow(db(), order.id)).paymentReference as string;
    standin.pay(token);
    await settleIyzicoCallback(db(), env, token, silent);
    const row = await orderRow(db(), order.id);
    expect([row.paymentStatus, row.totalKurus]).toEqual(["completed", TOTAL]);
    const payment = standin.payments.get(token);
    if (!payment) throw new Error("no stand-in payment");
    const lines = await db().select({ id: orderItems.id, productId: orderItems.productId }).from(orderItems).where(eq(orderItems.orderId, order.id));
    const txOf = (itemId: string) => payment.transactions.find((t) => t.itemId === itemId)?.paymentTransactionId;
    const mugLine = lines.find((l) => l.productId === mug.id)?.id as string;
    const magnetLine = lines.find((l) => l.productId === magnet.id)?.id as string;
    return { order, mug, magnet, payment, mugLine, magnetLine, tx: { mug: txOf(mugLine), magnet: txOf(magnetLine), shipping: txOf("shipping") } };
  }

  /** The refunds the stand-in made for this payment, as [transaction, kuruş, conversationId]. */
  const madeAt = (payment: { refunds: { paymentTransactionId: string; amountKurus: number; conversationId: string | null }[] }) =>
    payment.refunds.map((r) => [r.paymentTransactionId, r.amountKurus, r.conversationId]);

  it("cancelling a paid order refunds the whole payment over every transaction; stock back; the history names iyzico", async () => {
    const { order, mug, payment, tx } = await paidOrder();
    const result = await applyOrderAction(deps(), { intent: "status", orderId: order.id, status: "cancelled" }, admin);
    expect(result).toMatchObject({ ok: true, changed: true });
    const [refund] = await refundsOf(order.id);
    expect([refund.state, refund.amountKurus, refund.attempts]).toEqual(["completed", TOTAL, 1]);
    const ref = refund.referenceNo;
    expect(madeAt(payment)).toEqual([
      [tx.mug, 2 * MUG, `${ref}-1`],
      [tx.magnet, MAGNET, `${ref}-2`],
      [tx.shipping, SHIPPING, `${ref}-3`],
    ]);
    expect(refund.providerParts.map((p) => p.state)).toEqual(["completed", "completed", "completed"]);
    const row = await orderRow(db(), order.id);
    expect([row.status, row.paymentStatus, row.refundedKurus]).toEqual(["cancelled", "refunded", TOTAL]);
    expect(await stockOf(db(), mug.id)).toBe(10);
    const history = ((await listOrderEvents(db(), [order.id])).get(order.id) ?? []).map((e) => [e.kind, e.newValue, e.actor]);
    expect(history).toEqual([
      ["payment_status", "completed", "iyzico"],
      ["order_status", "cancelled", admin],
      ["refund", String(TOTAL), "iyzico"],
      ["payment_status", "refunded", "iyzico"],
    ]);
    // The request carried what iyzico needs.
    const sent = standin.requests.find((r) => r.path === REFUND_PATH && r.body?.conversationId === `${ref}-1`);
    expect(sent?.body).toMatchObject({ locale: "tr", paymentTransactionId: tx.mug, price: "299.98", currency: "TRY" });
    expect(typeof sent?.body?.ip).toBe("string");

    // Sent again: nothing happens.
    const calls = refundCalls();
    expect(await sendRefund(db(), env, refund.id, silent)).toBe("not-pending");
    expect(await retryPendingRefunds(db(), env, silent)).toBe(0);
    expect(refundCalls()).toBe(calls);
    expect(payment.refunds).toHaveLength(3);
  });

  it("a partial refund comes from the first transaction; the order stays and is partly refunded", async () => {
    const { order, payment, tx } = await paidOrder();
    expect(await applyOrderAction(deps(), { intent: "refund", orderId: order.id, amount: "100" }, admin)).toMatchObject({ ok: true });
    const [refund] = await refundsOf(order.id);
    expect(refund.state).toBe("completed");
    expect(madeAt(payment)).toEqual([[tx.mug, 10000, `${refund.referenceNo}-1`]]);
    const row = await orderRow(db(), order.id);
    expect([row.status, row.paymentStatus, row.refundedKurus]).toEqual(["pending", "partially_refunded", 10000]);
  });

  it("a line refund is taken from the line's own transaction first", async () => {
    const { order, payment, tx, magnetLine } = await paidOrder();
    const result = await applyOrderAction(deps(), { intent: "refundLines", orderId: order.id, lines: [{ itemId: magnetLine, quantity: 1 }] }, admin);
    expect(result).toMatchObject({ ok: true });
    const [refund] = await refundsOf(order.id);
    expect([refund.state, refund.amountKurus]).toEqual(["completed", MAGNET]);
    expect(madeAt(payment)).toEqual([[tx.magnet, MAGNET, `${refund.referenceNo}-1`]]);
  });

  it("a refund larger than one transaction is split over several, and later refunds take only what is left of each", async () => {
    const { order, payment, tx } = await paidOrder();
    expect(await applyOrderAction(deps(), { intent: "refund", orderId: order.id, amount: "320" }, admin)).toMatchObject({ ok: true });
    const [first] = await refundsOf(order.id);
    expect(madeAt(payment)).toEqual([
      [tx.mug, 2 * MUG, `${first.referenceNo}-1`],
      [tx.magnet, 32000 - 2 * MUG, `${first.referenceNo}-2`],
    ]);
    // The rest: what the magnet's transaction has left, then shipping.
    expect(await applyOrderAction(deps(), { intent: "refund", orderId: order.id, amount: "54,97" }, admin)).toMatchObject({ ok: true });
    expect(madeAt(payment).slice(2)).toEqual([
      [tx.magnet, MAGNET - (32000 - 2 * MUG), expect.stringMatching(/-1$/)],
      [tx.shipping, SHIPPING, expect.stringMatching(/-2$/)],
    ]);
    const row = await orderRow(db(), order.id);
    expect([row.paymentStatus, row.refundedKurus]).toEqual(["refunded", TOTAL]);
  });

  it("a refund iyzico refuses fails with iyzico's message and leaves the order as it was", async () => {
    const { order, payment } = await paidOrder();
    standin.fault(REFUND_PATH, "failure");
    expect(await applyOrderAction(deps(), { intent: "refund", orderId: order.id, amount: "100" }, admin)).toMatchObject({ ok: true });
    const [refund] = await refundsOf(order.id);
    expect([refund.state, refund.reason]).toEqual(["failed", "Sistem hatası (test)"]);
    expect(payment.refunds).toEqual([]);
    const row = await orderRow(db(), order.id);
    expect([row.status, row.paymentStatus, row.refundedKurus]).toEqual(["pending", "completed", 0]);
    const history = ((await listOrderEvents(db(), [order.id])).get(order.id) ?? []).map((e) => [e.kind, e.note, e.actor]);
    expect(history).toContainEqual(["refund", "Sistem hatası (test)", "iyzico"]);
    // The whole amount can be asked again.
    expect(await applyOrderAction(deps(), { intent: "refund", orderId: order.id, amount: "374,97" }, admin)).toMatchObject({ ok: true });
    expect((await orderRow(db(), order.id)).paymentStatus).toBe("refunded");
  });

  it("a refund refused after its first part was made: that part is never sent again by a later refund", async () => {
    const { order, payment, tx } = await paidOrder();
    // Refunded in iyzico's panel, outside the shop: 5 TL of the magnet's transaction is left.
    payment.refunds.push({ refundTxId: "panel", paymentTransactionId: tx.magnet as string, amountKurus: 4000, conversationId: null, createdDate: "" });
    expect(await applyOrderAction(deps(), { intent: "refund", orderId: order.id, amount: "320" }, admin)).toMatchObject({ ok: true });
    const [refused] = await refundsOf(order.id);
    expect(refused.state).toBe("failed");
    expect(refused.providerParts.map((p) => [p.paymentTransactionId, p.state])).toEqual([
      [tx.mug, "completed"],
      [tx.magnet, "failed"],
    ]);
    // The mugs' transaction was paid back in full: the next refund goes to the magnet's.
    expect(await applyOrderAction(deps(), { intent: "refund", orderId: order.id, amount: "5" }, admin)).toMatchObject({ ok: true });
    const next = (await refundsOf(order.id)).find((r) => r.id !== refused.id);
    expect(next?.state).toBe("completed");
    expect(madeAt(payment).at(-1)).toEqual([tx.magnet, 500, `${next?.referenceNo}-1`]);
  });

  it("a lost answer after iyzico made the refund: the retry finds it in the report and completes without sending it again", async () => {
    const { order, payment, tx } = await paidOrder();
    const asked = await refundOrderPayment(db(), order.id, 10000, { publicUrl: PUBLIC_URL }, { actor: admin });
    const refundId = asked.ok ? (asked.pendingRefundId ?? "") : "";
    standin.fault(REFUND_PATH, "timeout");
    expect(await sendRefund(db(), env, refundId, silent, { timeoutMs: 300 })).toBe("unknown");
    const [pending] = await refundsOf(order.id);
    expect([pending.state, pending.attempts, pending.providerParts.map((p) => p.state)]).toEqual(["pending", 1, ["pending"]]);
    expect(madeAt(payment)).toEqual([[tx.mug, 10000, `${pending.referenceNo}-1`]]);
    expect((await orderRow(db(), order.id)).paymentStatus).toBe("completed");

    const [calls, reports] = [refundCalls(pending.referenceNo), reportCalls()];
    expect(await retryPendingRefunds(db(), env, silent, { timeoutMs: 2000 })).toBeGreaterThanOrEqual(1);
    expect(reportCalls()).toBeGreaterThan(reports);
    expect(refundCalls(pending.referenceNo)).toBe(calls);
    expect(payment.refunds).toHaveLength(1);
    const [done] = await refundsOf(order.id);
    expect([done.state, done.attempts]).toEqual(["completed", 2]);
    const row = await orderRow(db(), order.id);
    expect([row.paymentStatus, row.refundedKurus]).toEqual(["partially_refunded", 10000]);
  });

  it("a lost answer where iyzico made nothing: the retry asks the report, then sends it once", async () => {
    const { order, payment, tx } = await paidOrder();
    const asked = await refundOrderPayment(db(), order.id, 10000, { publicUrl: PUBLIC_URL }, { actor: admin });
    const refundId = asked.ok ? (asked.pendingRefundId ?? "") : "";
    standin.fault(REFUND_PATH, "timeout");
    expect(await sendRefund(db(), env, refundId, silent, { timeoutMs: 300 })).toBe("unknown");
    payment.refunds.splice(0); // iyzico never carried it out
    const [calls, reports] = [refundCalls(), reportCalls()];
    expect(await sendRefund(db(), env, refundId, silent, { timeoutMs: 2000 })).toBe("completed");
    expect(reportCalls()).toBe(reports + 1);
    expect(refundCalls()).toBe(calls + 1);
    const [done] = await refundsOf(order.id);
    expect(madeAt(payment)).toEqual([[tx.mug, 10000, `${done.referenceNo}-1`]]);
    expect((await orderRow(db(), order.id)).refundedKurus).toBe(10000);
  });
});
