// One refund contract for both payment providers (docs/product.md#refunds), each against its own stand-in through
// `sendRefund` / the admin's order actions: a whole refund, a part, a lost answer found by asking the provider (and
// never sent twice), a refusal with the provider's reason. Then the switch (docs/product.md#payment-providers): with
// iyzico chosen in the settings, an older PayTR order still refunds through PayTR, and a new order is iyzico's.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { desc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { orderRefunds, orders } from "~/db/schema";
import { type Env, parseEnv } from "~/env.server";
import { serializeCartCookie } from "~/lib/cart-cookie";
import type { PaymentProviderId } from "~/lib/payment-mode";
import type { AuditBy } from "~/modules/audit/audit-log.server";
import { placeOrder } from "~/modules/checkout/place-order.server";
import { refundOrderPayment } from "~/modules/orders/admin-orders.server";
import { listOrderEvents } from "~/modules/orders/lifecycle.server";
import { settleIyzicoCallback } from "~/modules/payments/iyzico-checkout.server";
import { applyOrderAction } from "~/modules/payments/order-actions.server";
import type { PaytrCredentials } from "~/modules/payments/paytr.server";
import { handlePaytrNotification } from "~/modules/payments/paytr-notification.server";
import { sendRefund } from "~/modules/payments/refund-sending.server";
import { startPayment } from "~/modules/payments/start-payment.server";
import { createLogger } from "~/modules/platform/logger.server";
import { updateShopSettings } from "~/modules/settings/shop-settings.server";
import * as checkoutRoute from "~/routes/shop/checkout";
import { insertProduct } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";
import { type IyzicoStandin, iyzicoShopEnv, startIyzicoStandin } from "../support/iyzico-standin";
import { checkoutFields, checkoutForm, orderRow } from "../support/order-fixtures";
import { type PaytrStandin, paytrShopEnv, startPaytrStandin } from "../support/paytr-standin";

const PUBLIC_URL = "http://127.0.0.1:1";
const paytrCreds: PaytrCredentials = { merchantId: "654321", merchantKey: "contract-test-key-001", merchantSalt: "contract-test-salt-01", testMode: true };
const iyzicoCreds = { apiKey: "sandbox-iyz-contract-key", secretKey: "sandbox-iyz-contract-secret" };
const admin = "yonetici@example.com";
const owner: AuditBy = { actor: { id: null, email: "sahip@example.com" }, clientIp: "10.0.0.1" };
const PRICE = 10000;
const SHIPPING = 1500;
const TOTAL = 2 * PRICE + SHIPPING;

/** What the contract needs of a provider's stand-in. */
interface Provider {
  id: PaymentProviderId;
  /** An order of two mugs paid through the stand-in and settled as its callback does. */
  paidOrder(): Promise<string>;
  /** The amounts (kuruş) the stand-in paid back for this order. */
  refundsMade(orderId: string): Promise<number[]>;
  /** Refund calls and status queries the stand-in has received. */
  counts(): { refunds: number; queries: number };
  /** The next refund is refused; the reason the shop records. */
  refuseNext(): string;
  /** The next refund is made but its answer is lost. */
  loseNextAnswer(): void;
  reset(): void;
}

describeEachDatabase("provider refunds (contract)", (getDb) => {
  const silent = createLogger("silent");
  let paytr: PaytrStandin;
  let iyzico: IyzicoStandin;
  let notifyServer: http.Server;
  let env: Env;
  const db = () => getDb();
  const deps = () => ({ db: db(), env, logger: silent });

  beforeAll(async () => {
    notifyServer = http.createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const reply = await handlePaytrNotification(getDb(), env, Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8"))), silent);
      res.writeHead(reply.status);
      res.end(reply.body);
    });
    await new Promise<void>((resolve) => notifyServer.listen(0, "127.0.0.1", resolve));
    paytr = await startPaytrStandin({ creds: paytrCreds, notifyUrl: `http://127.0.0.1:${(notifyServer.address() as AddressInfo).port}/notify` });
    iyzico = await startIyzicoStandin(iyzicoCreds);
    // Both configured; PayTR is the default, as before the owner chose iyzico.
    env = parseEnv({
      NODE_ENV: "test",
      PUBLIC_URL,
      LOG_LEVEL: "silent",
      ...iyzicoShopEnv(iyzico, iyzicoCreds),
      ...paytrShopEnv(paytr, paytrCreds),
      PAYMENT_PROVIDER: "paytr",
    });
  });
  afterAll(async () => {
    await paytr?.close();
    await iyzico?.close();
    notifyServer?.closeAllConnections();
    await new Promise<void>((resolve) => notifyServer.close(() => resolve()));
  });

  async function placed(method: PaymentProviderId) {
    const product = await insertProduct(db(), { name: "Kupa", priceKurus: PRICE, shippingCostKurus: SHIPPING, stock: 10 });
    const order = await placeOrder(db(), { fields: checkoutFields, items: [{ productId: product.id, quantity: 2 }], paymentMethod: method });
    await startPayment(db(), env, order.id, { clientIp: "203.0.113.7", logger: silent });
    return { order, reference: (await orderRow(db(), order.id)).paymentReference as string };
  }
  const referenceOf = async (orderId: string) => (await orderRow(db(), orderId)).paymentReference as string;

  const providers: Provider[] = [
    {
      id: "paytr",
      async paidOrder() {
        const { order, reference } = await placed("paytr");
        expect((await paytr.notify(reference, "success")).body).toBe("OK");
        return order.id;
      },
      async refundsMade(orderId) {
        const oid = await referenceOf(orderId);
        return paytr.refunds.filter((r) => r.merchantOid === oid).map((r) => Math.round(Number(r.returnAmount) * 100));
      },
      counts: () => ({ refunds: paytr.refundRequests, queries: paytr.statusQueries }),
      refuseNext() {
        paytr.setRefundBehaviour({ error: "Bakiye yetersiz" });
        return "099: Bakiye yetersiz";
      },
      loseNextAnswer: () => paytr.setRefundBehaviour("hang-after-refund"),
      reset: () => paytr.setRefundBehaviour("normal"),
    },
    {
      id: "iyzico",
      async paidOrder() {
        const { order, reference } = await placed("iyzico");
        iyzico.pay(reference);
        await settleIyzicoCallback(db(), env, reference, silent);
        return order.id;
      },
      async refundsMade(orderId) {
        return iyzico.payments.get(await referenceOf(orderId))?.refunds.map((r) => r.amountKurus) ?? [];
      },
      counts: () => ({
        refunds: iyzico.requests.filter((r) => r.path === "/payment/refund").length,
        queries: iyzico.requests.filter((r) => r.path === "/v2/reporting/payment/details").length,
      }),
      refuseNext() {
        iyzico.fault("/payment/refund", "failure");
        return "Sistem hatası (test)";
      },
      loseNextAnswer: () => iyzico.fault("/payment/refund", "timeout"),
      reset: () => undefined,
    },
  ];

  describe.each(providers)("$id", (provider) => {
    afterEach(() => provider.reset());

    async function paid() {
      const orderId = await provider.paidOrder();
      expect((await orderRow(db(), orderId)).paymentStatus).toBe("completed");
      return orderId;
    }
    const refundsOf = (orderId: string) => db().select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));

    it("whole: cancelling a paid order refunds all of it at the provider; the history names the provider", async () => {
      const orderId = await paid();
      expect(await applyOrderAction(deps(), { intent: "status", orderId, status: "cancelled" }, admin)).toMatchObject({ ok: true, changed: true });
      expect((await provider.refundsMade(orderId)).reduce((a, b) => a + b, 0)).toBe(TOTAL);
      const row = await orderRow(db(), orderId);
      expect([row.status, row.paymentStatus, row.refundedKurus]).toEqual(["cancelled", "refunded", TOTAL]);
      const history = ((await listOrderEvents(db(), [orderId])).get(orderId) ?? []).filter((e) => e.kind !== "order_status").map((e) => [e.kind, e.actor]);
      expect(history).toEqual([
        ["payment_status", provider.id],
        ["refund", provider.id],
        ["payment_status", provider.id],
      ]);
    });

    it("part: a partial refund pays back that amount and leaves the order partly refunded", async () => {
      const orderId = await paid();
      expect(await applyOrderAction(deps(), { intent: "refund", orderId, amount: "50" }, admin)).toMatchObject({ ok: true });
      expect(await provider.refundsMade(orderId)).toEqual([5000]);
      const row = await orderRow(db(), orderId);
      expect([row.status, row.paymentStatus, row.refundedKurus]).toEqual(["pending", "partially_refunded", 5000]);
    });

    it("lost answer: the refund stays pending; the next try asks the provider, finds it made and sends nothing", async () => {
      const orderId = await paid();
      const asked = await refundOrderPayment(db(), orderId, 5000, { publicUrl: PUBLIC_URL }, { actor: admin });
      const refundId = asked.ok ? (asked.pendingRefundId ?? "") : "";
      provider.loseNextAnswer();
      expect(await sendRefund(db(), env, refundId, silent, { timeoutMs: 300 })).toBe("unknown");
      expect((await refundsOf(orderId))[0]).toMatchObject({ state: "pending", attempts: 1 });
      expect((await orderRow(db(), orderId)).paymentStatus).toBe("completed");
      provider.reset();
      const before = provider.counts();
      expect(await sendRefund(db(), env, refundId, silent, { timeoutMs: 2000 })).toBe("completed");
      expect(provider.counts()).toEqual({ refunds: before.refunds, queries: before.queries + 1 });
      expect(await provider.refundsMade(orderId)).toEqual([5000]);
      const row = await orderRow(db(), orderId);
      expect([row.paymentStatus, row.refundedKurus]).toEqual(["partially_refunded", 5000]);
      expect(await sendRefund(db(), env, refundId, silent)).toBe("not-pending");
    });

    it("refused: the refund fails with the provider's reason and the order stays as it was", async () => {
      const orderId = await paid();
      const reason = provider.refuseNext();
      expect(await applyOrderAction(deps(), { intent: "refund", orderId, amount: "50" }, admin)).toMatchObject({ ok: true });
      expect((await refundsOf(orderId))[0]).toMatchObject({ state: "failed", reason });
      expect(await provider.refundsMade(orderId)).toEqual([]);
      const row = await orderRow(db(), orderId);
      expect([row.status, row.paymentStatus, row.refundedKurus]).toEqual(["pending", "completed", 0]);
    });
  });

  it("after switching to iyzico an older PayTR order refunds through PayTR, and a new order is iyzico's", async () => {
    const older = await providers[0].paidOrder();
    await updateShopSettings(db(), owner, (s) => ({ ...s, payments: { ...s.payments, provider: "iyzico" } }));
    try {
      const iyzicoRefunds = iyzico.requests.filter((r) => r.path === "/payment/refund").length;
      expect(await applyOrderAction(deps(), { intent: "status", orderId: older, status: "cancelled" }, admin)).toMatchObject({ ok: true, changed: true });
      expect(await providers[0].refundsMade(older)).toEqual([TOTAL]);
      expect(iyzico.requests.filter((r) => r.path === "/payment/refund")).toHaveLength(iyzicoRefunds);
      expect((await orderRow(db(), older)).paymentStatus).toBe("refunded");

      // A new order through the checkout goes to iyzico's form.
      const product = await insertProduct(db(), { name: "Yeni Kupa", priceKurus: PRICE, shippingCostKurus: SHIPPING, stock: 10 });
      const items = [{ productId: product.id, quantity: 1 }];
      const request = new Request(`${PUBLIC_URL}/checkout`, {
        method: "POST",
        headers: { Origin: PUBLIC_URL, Cookie: serializeCartCookie(items).split(";")[0] },
        body: checkoutForm(items, { submissionKey: "contract-switch-key-000001" }),
      });
      const context = { db: db(), env, logger: silent, requestId: "test", clientIp: "10.9.8.7", cspNonce: "n", jobs: { kickMail() {} } };
      await checkoutRoute.action({ request, context, params: {} } as never).catch((thrown: unknown) => {
        if (!(thrown instanceof Response)) throw thrown;
      });
      const [newest] = await db().select().from(orders).orderBy(desc(orders.createdAt)).limit(1);
      expect(newest.paymentMethod).toBe("iyzico");
      expect(iyzico.payments.get(newest.paymentReference as string)?.conversationId).toBe(newest.id);
    } finally {
      await updateShopSettings(db(), owner, (s) => ({ ...s, payments: { ...s.payments, provider: "default" } }));
    }
  });
});
