// PayTR refunds through the stand-in (docs/product.md#paytr-refunds, docs/product.md#refunds): cancelling a
// paid order refunds it at PayTR, the stock comes back once, revenue goes down and the history says so; a
// refund whose answer is lost (PayTR made it, then the call timed out) is checked with the status API and
// never sent twice; a refused refund is recorded with PayTR's reason; partial refunds add up to at most the total.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { orderRefunds } from "~/db/schema";
import { type Env, parseEnv } from "~/env.server";
import { createLogger } from "~/modules/platform/logger.server";
import { refundOrderPayment, setOrderStatus } from "~/modules/orders/admin-orders.server";
import { getDashboardStats } from "~/modules/orders/dashboard.server";
import { listOrderEvents } from "~/modules/orders/lifecycle.server";
import { placeOrder } from "~/modules/checkout/place-order.server";
import type { PaytrCredentials } from "~/modules/payments/paytr.server";
import { handlePaytrNotification } from "~/modules/payments/paytr-notification.server";
import { sendPaytrRefund } from "~/modules/payments/paytr-refund.server";
import { retryPendingRefunds } from "~/modules/payments/refund-sending.server";
import { startPayment } from "~/modules/payments/start-payment.server";
import { insertProduct } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";
import { checkoutFields, orderRow as orderRowOf, stockOf as stockOfProduct } from "../support/order-fixtures";
import { type PaytrStandin, paytrShopEnv, startPaytrStandin } from "../support/paytr-standin";

const creds: PaytrCredentials = { merchantId: "123456", merchantKey: "refund-test-key-0001", merchantSalt: "refund-test-salt-0001", testMode: true };
const silent = createLogger("silent");
const mail = { publicUrl: "http://127.0.0.1:1" };
const admin = { actor: "yonetici@example.com" };

describeEachDatabase("PayTR refunds", (getDb) => {
  let standin: PaytrStandin;
  let env: Env;
  let notifyServer: http.Server;

  beforeAll(async () => {
    notifyServer = http.createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
      const reply = await handlePaytrNotification(getDb(), env, body, silent);
      res.writeHead(reply.status);
      res.end(reply.body);
    });
    await new Promise<void>((resolve) => notifyServer.listen(0, "127.0.0.1", resolve));
    const notifyUrl = `http://127.0.0.1:${(notifyServer.address() as AddressInfo).port}/notify`;
    standin = await startPaytrStandin({ creds, notifyUrl });
    env = parseEnv({ NODE_ENV: "test", ...paytrShopEnv(standin, creds), PUBLIC_URL: mail.publicUrl, LOG_LEVEL: "silent" });
  });

  afterAll(async () => {
    await standin?.close();
    notifyServer?.closeAllConnections();
    await new Promise<void>((resolve) => notifyServer.close(() => resolve()));
  });

  beforeEach(() => standin.setRefundBehaviour("normal"));

  const stockOf = (id: string) => stockOfProduct(getDb(), id);
  const orderRow = (id: string) => orderRowOf(getDb(), id);
  async function refundsOf(orderId: string) {
    return getDb().select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
  }

  /** Two mugs paid through the stand-in (stock 10 → 8). */
  async function paidOrder() {
    const product = await insertProduct(getDb(), { name: "Kupa", priceKurus: 10000, shippingCostKurus: 1500, stock: 10 });
    const order = await placeOrder(getDb(), { fields: checkoutFields, items: [{ productId: product.id, quantity: 2 }], paymentMethod: "paytr" });
    expect((await startPayment(getDb(), env, order.id, { clientIp: "203.0.113.7", logger: silent })).kind).toBe("iframe");
    const merchantOid = (await orderRow(order.id)).paymentReference as string;
    expect((await standin.notify(merchantOid, "success")).body).toBe("OK");
    expect((await orderRow(order.id)).paymentStatus).toBe("completed");
    return { product, order, merchantOid };
  }

  it("cancelling a paid order refunds it at PayTR: stock back once, payment refunded, revenue down, history rows", async () => {
    const db = getDb();
    const { product, order, merchantOid } = await paidOrder();
    const revenue = (await getDashboardStats(db)).totalRevenueKurus;

    const cancelled = await setOrderStatus(db, order.id, "cancelled", mail, admin);
    expect(cancelled).toMatchObject({ ok: true, changed: true });
    // Recorded before the call, pending until PayTR answers.
    const [attempt] = await refundsOf(order.id);
    expect([attempt.state, attempt.attempts, attempt.amountKurus]).toEqual(["pending", 0, 21500]);
    expect(cancelled.ok && cancelled.pendingRefundId).toBe(attempt.id);
    expect(await sendPaytrRefund(db, env, attempt.id, silent)).toBe("completed");
    expect(standin.refunds.filter((r) => r.merchantOid === merchantOid)).toEqual([{ merchantOid, returnAmount: "215.00", referenceNo: attempt.referenceNo }]);

    // Retried: nothing more happens.
    expect(await sendPaytrRefund(db, env, attempt.id, silent)).toBe("not-pending");
    expect(await setOrderStatus(db, order.id, "cancelled", mail, admin)).toEqual({ ok: true, changed: false });
    const row = await orderRow(order.id);
    expect([row.status, row.paymentStatus, row.refundedKurus]).toEqual(["cancelled", "refunded", 21500]);
    expect(await stockOf(product.id)).toBe(10);
    expect((await getDashboardStats(db)).totalRevenueKurus).toBe(revenue - 21500);
    const history = ((await listOrderEvents(db, [order.id])).get(order.id) ?? []).map((e) => [e.kind, e.newValue, e.actor]);
    expect(history).toEqual([
      ["payment_status", "completed", "paytr"],
      ["order_status", "cancelled", admin.actor],
      ["refund", "21500", "paytr"],
      ["payment_status", "refunded", "paytr"],
    ]);
  });

  it("a refund that times out after PayTR made it is checked with the status API, never sent twice", async () => {
    const db = getDb();
    const { order, merchantOid } = await paidOrder();
    standin.setRefundBehaviour("hang-after-refund");
    const asked = await refundOrderPayment(db, order.id, 5000, mail, admin);
    const refundId = asked.ok ? (asked.pendingRefundId ?? "") : "";
    const requestsBefore = standin.refundRequests;
    expect(await sendPaytrRefund(db, env, refundId, silent, { timeoutMs: 300 })).toBe("unknown");
    expect((await refundsOf(order.id))[0]).toMatchObject({ state: "pending", attempts: 1 });
    expect((await orderRow(order.id)).paymentStatus).toBe("completed");

    standin.setRefundBehaviour("normal");
    const statusBefore = standin.statusQueries;
    expect(await retryPendingRefunds(db, env, silent)).toBeGreaterThanOrEqual(1);
    expect(standin.statusQueries).toBeGreaterThan(statusBefore);
    expect(standin.refundRequests).toBe(requestsBefore + 1);
    expect(standin.refunds.filter((r) => r.merchantOid === merchantOid)).toHaveLength(1);
    const row = await orderRow(order.id);
    expect([row.paymentStatus, row.refundedKurus]).toEqual(["partially_refunded", 5000]);
    expect((await refundsOf(order.id))[0].state).toBe("completed");
  });

  it("a refund PayTR refuses is recorded with its reason; partial refunds add up to at most the total", async () => {
    const db = getDb();
    const { order } = await paidOrder();
    standin.setRefundBehaviour({ error: "Bakiye yetersiz" });
    const refused = await refundOrderPayment(db, order.id, 1000, mail, admin);
    expect(await sendPaytrRefund(db, env, refused.ok ? (refused.pendingRefundId ?? "") : "", silent)).toBe("failed");
    expect((await refundsOf(order.id))[0]).toMatchObject({ state: "failed", reason: "099: Bakiye yetersiz" });
    expect((await orderRow(order.id)).paymentStatus).toBe("completed");

    standin.setRefundBehaviour("normal");
    const first = await refundOrderPayment(db, order.id, 20000, mail, admin);
    // While 200 TL is on its way back, only 15 TL is left to refund.
    expect(await refundOrderPayment(db, order.id, 1600, mail, admin)).toEqual({ ok: false, reason: "refund-too-large" });
    expect(await sendPaytrRefund(db, env, first.ok ? (first.pendingRefundId ?? "") : "", silent)).toBe("completed");
    const rest = await refundOrderPayment(db, order.id, 1500, mail, admin);
    expect(await sendPaytrRefund(db, env, rest.ok ? (rest.pendingRefundId ?? "") : "", silent)).toBe("completed");
    const row = await orderRow(order.id);
    expect([row.paymentStatus, row.refundedKurus]).toEqual(["refunded", 21500]);
  });
});
