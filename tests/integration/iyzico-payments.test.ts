// iyzico's Checkout Form end to end against the local stand-in (tests/support/iyzico-standin.ts), on PGlite and
// PostgreSQL: start (the stand-in checks the signed request and that the basket adds up), the callback through the
// route's own action (the token only names the order; the result is asked of iyzico), and the check before expiry.
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { action as iyzicoCallbackAction } from "~/routes/api/iyzico-callback";
import { mailOutbox, orderEvents, orderItems, orders, paymentEvents } from "~/db/schema";
import { type Env, parseEnv } from "~/env.server";
import type { AuditBy } from "~/modules/audit/audit-log.server";
import { placeOrder } from "~/modules/checkout/place-order.server";
import { expireStalePendingOrders } from "~/modules/orders/payment-state.server";
import { settleIyzicoCallback, settleIyzicoOrdersBeforeExpiry } from "~/modules/payments/iyzico-checkout.server";
import { createLogger } from "~/modules/platform/logger.server";
import { updateShopSettings } from "~/modules/settings/shop-settings.server";
import { PaymentStartError, startPayment } from "~/modules/payments/start-payment.server";
import { insertProduct } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";
import { giveOrderDiscounts } from "../support/discount-fixtures";
import { checkoutFields, orderRow, stockOf } from "../support/order-fixtures";
import { type IyzicoStandin, iyzicoShopEnv, standinPaidKurus, startIyzicoStandin } from "../support/iyzico-standin";

const creds = { apiKey: "sandbox-iyz-api-key-1", secretKey: "sandbox-iyz-secret-key-1" };
const CLIENT_IP = "203.0.113.7";
const PUBLIC_URL = "http://127.0.0.1:1";
const UNIT_PRICE = 14999;
const SHIPPING = 2999;
const owner: AuditBy = { actor: { id: null, email: "sahip@example.com" }, clientIp: "10.0.0.1" };

describeEachDatabase("iyzico payments", (getDb) => {
  const silent = createLogger("silent");
  let standin: IyzicoStandin;
  let env: Env;
  let mailKicks = 0;

  beforeAll(async () => {
    standin = await startIyzicoStandin(creds);
    env = parseEnv({ NODE_ENV: "test", PUBLIC_URL, SHOP_NOTIFY_EMAIL: "sahip@example.com", LOG_LEVEL: "silent", ...iyzicoShopEnv(standin, creds) });
  });
  afterAll(async () => {
    await standin?.close();
  });
  beforeEach(() => {
    mailKicks = 0;
  });

  const db = () => getDb();
  const mailFor = (orderId: string) =>
    db()
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.dedupeKey, `%:${orderId}`));
  const eventsFor = async (reference: string) =>
    (await db().select().from(paymentEvents).where(eq(paymentEvents.reference, reference))).sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime());

  /** An iyzico order of two mugs (stock 10 → 8) and, when asked, a second product. */
  async function placedOrder({ second = false }: { second?: boolean } = {}) {
    const product = await insertProduct(db(), { name: "Özel Işıklı Kupa", priceKurus: UNIT_PRICE, shippingCostKurus: SHIPPING, stock: 10 });
    const other = second ? await insertProduct(db(), { name: "Ahşap Mıknatıs", priceKurus: 4500, shippingCostKurus: SHIPPING, stock: 10 }) : null;
    const items = [{ productId: product.id, quantity: 2 }, ...(other ? [{ productId: other.id, quantity: 1 }] : [])];
    const order = await placeOrder(db(), { fields: checkoutFields, items, paymentMethod: "iyzico" });
    return { product, other, order };
  }

  async function startedOrder(options: { second?: boolean } = {}) {
    const placed = await placedOrder(options);
    const start = await startPayment(db(), env, placed.order.id, { clientIp: CLIENT_IP, logger: silent });
    const row = await orderRow(db(), placed.order.id);
    return { ...placed, start, token: row.paymentReference as string };
  }

  /** iyzico's page posting the token back, through the route's action. */
  async function callback(token: string) {
    const body = new URLSearchParams({ token }).toString();
    const request = new Request(`${PUBLIC_URL}/api/payments/iyzico/callback`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
    });
    const context = { db: db(), env, logger: silent, requestId: "test", clientIp: "198.51.100.9", jobs: { kickMail: () => mailKicks++ } };
    const response = (await iyzicoCallbackAction({ request, context, params: {} } as unknown as Parameters<typeof iyzicoCallbackAction>[0])) as Response;
    return { status: response.status, location: response.headers.get("Location") };
  }

  async function expectFailedAndReleased(orderId: string, productId: string) {
    const row = await orderRow(db(), orderId);
    expect([row.status, row.paymentStatus]).toEqual(["cancelled", "failed"]);
    expect(await stockOf(db(), productId)).toBe(10);
    expect(row.paidAt).toBeNull();
  }

  it("starts the form: a signed request whose items add up to the total, the buyer, both addresses, one installment by default", async () => {
    const { order, start, token } = await startedOrder();
    const row = await orderRow(db(), order.id);
    const payment = standin.payments.get(token);
    expect(payment).toBeDefined();
    expect(start).toEqual({ kind: "redirect", url: `${standin.url}/form/${token}` });
    expect(row.paymentUrl).toBe(start.kind === "redirect" ? start.url : null);
    expect(standin.requests.filter((r) => r.body?.conversationId === order.id).every((r) => r.authorised)).toBe(true);

    const lines = await db().select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(payment?.request).toMatchObject({
      locale: "tr",
      conversationId: order.id,
      basketId: order.orderNumber,
      price: "329.97",
      paidPrice: "329.97",
      currency: "TRY",
      callbackUrl: `${PUBLIC_URL}/api/payments/iyzico/callback`,
      enabledInstallments: [1],
      buyer: {
        id: order.id,
        name: "Nihai",
        surname: "Tüketici",
        identityNumber: "11111111111",
        email: checkoutFields.senderEmail,
        registrationAddress: `${checkoutFields.recipientAddress} ${checkoutFields.recipientPostalCode}`,
        city: "İstanbul",
        country: "Turkey",
        ip: CLIENT_IP,
      },
      shippingAddress: { contactName: "Ayşe Yılmaz", city: "İstanbul", country: "Turkey", zipCode: "34710" },
      billingAddress: { contactName: "Nihai Tüketici", city: "İstanbul", country: "Turkey" },
      basketItems: [
        { id: lines[0].id, name: "Özel Işıklı Kupa", category1: "Hediye", itemType: "PHYSICAL", price: "299.98" },
        { id: "shipping", name: "Kargo", category1: "Kargo", itemType: "PHYSICAL", price: "29.99" },
      ],
    });
    expect(payment?.priceKurus).toBe(row.totalKurus);
    expect([row.status, row.paymentStatus]).toEqual(["pending", "pending"]);
  });

  it("offers iyzico's installment counts up to the owner's highest, and names the buyer from the billing details", async () => {
    await updateShopSettings(db(), owner, (s) => ({ ...s, payments: { ...s.payments, maxInstallments: 6 } }));
    try {
      const product = await insertProduct(db(), { name: "Kupa", priceKurus: UNIT_PRICE, shippingCostKurus: SHIPPING, stock: 10 });
      const order = await placeOrder(db(), {
        fields: checkoutFields,
        items: [{ productId: product.id, quantity: 1 }],
        paymentMethod: "iyzico",
        billing: {
          kind: "individual",
          name: "Mehmet Ali Demir",
          tckn: "10000000146",
          address: { address: "Bağdat Cad. 5", district: "Maltepe", province: "İstanbul" },
        },
      });
      await startPayment(db(), env, order.id, { clientIp: CLIENT_IP, logger: silent });
      const request = standin.payments.get((await orderRow(db(), order.id)).paymentReference as string)?.request;
      expect(request).toMatchObject({
        enabledInstallments: [1, 2, 3, 6],
        buyer: { name: "Mehmet Ali", surname: "Demir", identityNumber: "10000000146", registrationAddress: "Bağdat Cad. 5 Maltepe" },
        billingAddress: { contactName: "Mehmet Ali Demir", address: "Bağdat Cad. 5 Maltepe", city: "İstanbul" },
        shippingAddress: { contactName: "Ayşe Yılmaz" },
      });
    } finally {
      await updateShopSettings(db(), owner, (s) => ({ ...s, payments: { ...s.payments, maxInstallments: 1 } }));
    }
  });

  it("sends each line at what is paid for it, leaves a line paid nothing out, and the items still add up", async () => {
    const { order } = await placedOrder({ second: true });
    // Lines in name order: the magnet (₺45,00, all of it off), the mugs (₺20,01 off); ₺9,99 off the shipping.
    await giveOrderDiscounts(db(), order.id, [
      { label: "HEDIYE", lines: [4500, 2001] },
      { label: "KARGO", target: "shipping", amountKurus: 999 },
    ]);
    await startPayment(db(), env, order.id, { clientIp: CLIENT_IP, logger: silent });
    const row = await orderRow(db(), order.id);
    const payment = standin.payments.get(row.paymentReference as string);
    expect(payment?.items.map((i) => [i.name, i.priceKurus])).toEqual([
      ["Özel Işıklı Kupa", 2 * UNIT_PRICE - 2001],
      ["Kargo", SHIPPING - 999],
    ]);
    expect(payment?.priceKurus).toBe(row.totalKurus);
  });

  it("fails the order and returns its stock when iyzico refuses the form or its keys are missing", async () => {
    const { product, order } = await placedOrder();
    standin.fault("/payment/iyzipos/checkoutform/initialize/auth/ecom", "failure");
    await expect(startPayment(db(), env, order.id, { clientIp: CLIENT_IP, logger: silent })).rejects.toBeInstanceOf(PaymentStartError);
    await expectFailedAndReleased(order.id, product.id);

    const second = await placedOrder();
    const noKeys = parseEnv({ NODE_ENV: "test", PUBLIC_URL, LOG_LEVEL: "silent", PAYMENT_PROVIDER: "iyzico" });
    await expect(startPayment(db(), noKeys, second.order.id, { clientIp: CLIENT_IP, logger: silent })).rejects.toBeInstanceOf(PaymentStartError);
    await expectFailedAndReleased(second.order.id, second.product.id);
  });

  it("settles a paid form from iyzico's answer: references per line, installments, what was paid; a repeated callback changes nothing", async () => {
    const { order, product, token } = await startedOrder();
    standin.pay(token, { installment: 1 });
    // The shopper chose one installment here; the stand-in's form charges interest from two on.
    expect(await callback(token)).toEqual({ status: 303, location: `/order-confirmation/${order.id}?placed=1` });
    const row = await orderRow(db(), order.id);
    expect([row.status, row.paymentStatus]).toEqual(["pending", "completed"]);
    const payment = standin.payments.get(token);
    const [line] = await db().select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(row.providerPayment).toEqual({
      paymentId: payment?.paymentId,
      transactions: [
        { itemId: line.id, paymentTransactionId: payment?.transactions[0].paymentTransactionId, paidKurus: 2 * UNIT_PRICE },
        { itemId: "shipping", paymentTransactionId: payment?.transactions[1].paymentTransactionId, paidKurus: SHIPPING },
      ],
    });
    expect([row.installmentCount, row.paidKurus, row.transactionId]).toEqual([1, row.totalKurus, payment?.paymentId]);
    expect(await stockOf(db(), product.id)).toBe(8);
    const mails = await mailFor(order.id);
    expect(mails.length).toBeGreaterThan(0);
    expect(mailKicks).toBe(1);
    const history = await db().select({ actor: orderEvents.actor, newValue: orderEvents.newValue }).from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(history).toContainEqual({ actor: "iyzico", newValue: "completed" });

    expect(await callback(token)).toEqual({ status: 303, location: `/order-confirmation/${order.id}?placed=1` });
    const again = await orderRow(db(), order.id);
    expect(again.paidAt).toEqual(row.paidAt);
    expect(again.updatedAt).toEqual(row.updatedAt);
    expect(await mailFor(order.id)).toHaveLength(mails.length);
    expect(mailKicks).toBe(1);
    expect((await eventsFor(token)).map((e) => e.outcome)).toEqual(["applied", "repeat"]);
  });

  it("records the installment count and what the buyer paid with interest, while the order's total stays", async () => {
    await updateShopSettings(db(), owner, (s) => ({ ...s, payments: { ...s.payments, maxInstallments: 6 } }));
    try {
      const { order, token } = await startedOrder();
      expect(() => standin.pay(token, { installment: 9 })).toThrow(/not enabled/);
      standin.pay(token, { installment: 6 });
      await callback(token);
      const row = await orderRow(db(), order.id);
      expect(row.paymentStatus).toBe("completed");
      expect(row.totalKurus).toBe(2 * UNIT_PRICE + SHIPPING);
      expect(row.installmentCount).toBe(6);
      expect(row.paidKurus).toBe(standinPaidKurus(row.totalKurus, 6));
      expect(row.paidKurus).toBeGreaterThan(row.totalKurus);
      expect(row.providerPayment?.transactions.reduce((sum, t) => sum + t.paidKurus, 0)).toBe(row.paidKurus);
    } finally {
      await updateShopSettings(db(), owner, (s) => ({ ...s, payments: { ...s.payments, maxInstallments: 1 } }));
    }
  });

  it("a declined card fails the order once: cancelled, stock back a single time", async () => {
    const { order, product, token } = await startedOrder();
    standin.pay(token, { fail: true });
    expect(await callback(token)).toEqual({ status: 303, location: `/order-confirmation/${order.id}` });
    await expectFailedAndReleased(order.id, product.id);
    await callback(token);
    expect(await stockOf(db(), product.id)).toBe(10);
    expect((await eventsFor(token)).map((e) => e.outcome)).toEqual(["failed", "repeat"]);
    const history = await db().select({ actor: orderEvents.actor }).from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(history.map((h) => h.actor)).toContain("iyzico");
  });

  it.each([
    ["a lower price", { tamperPrice: 100 }, "amount-mismatch"],
    ["another basket", { override: { basketId: "SHD-0000-0000" } }, "basket-mismatch"],
    ["another currency", { override: { currency: "USD" } }, "currency-mismatch"],
    ["paid less than the price", { override: { paidPrice: 1 } }, "amount-mismatch"],
  ])("never settles an answer with %s: the order waits, and what happened is recorded", async (_name, tamper, outcome) => {
    const { order, product, token } = await startedOrder();
    standin.pay(token, tamper);
    expect(await callback(token)).toEqual({ status: 303, location: `/order-confirmation/${order.id}` });
    const row = await orderRow(db(), order.id);
    expect([row.status, row.paymentStatus, row.providerPayment, row.paidKurus]).toEqual(["pending", "pending", null, null]);
    expect(await stockOf(db(), product.id)).toBe(8);
    expect((await eventsFor(token)).map((e) => e.outcome)).toEqual([outcome]);
  });

  it("a token no order holds changes nothing and is not sent to iyzico; another order's paid token settles only that order", async () => {
    const before = standin.requests.length;
    expect(await callback("not-a-token-of-ours")).toEqual({ status: 303, location: "/order-confirmation/fail" });
    expect(await callback("<script>")).toEqual({ status: 303, location: "/order-confirmation/fail" });
    expect(standin.requests.length).toBe(before);

    const a = await startedOrder();
    const b = await startedOrder();
    standin.pay(b.token);
    expect(await callback(a.token)).toEqual({ status: 303, location: `/order-confirmation/${a.order.id}` });
    expect((await orderRow(db(), a.order.id)).paymentStatus).toBe("pending");
    expect((await orderRow(db(), b.order.id)).paymentStatus).toBe("pending");
  });

  it("without an answer from iyzico nothing changes and the order stays pending", async () => {
    const { order, token } = await startedOrder();
    standin.pay(token);
    standin.fault("/payment/iyzipos/checkoutform/auth/ecom/detail", "http500");
    expect(await callback(token)).toEqual({ status: 303, location: `/order-confirmation/${order.id}` });
    standin.fault("/payment/iyzipos/checkoutform/auth/ecom/detail", "timeout");
    expect(await settleIyzicoCallback(db(), env, token, silent, { timeoutMs: 200 })).toMatchObject({ outcome: "pending", orderId: order.id });
    const row = await orderRow(db(), order.id);
    expect([row.status, row.paymentStatus, row.providerPayment]).toEqual(["pending", "pending", null]);
    expect(await eventsFor(token)).toEqual([]);
    // iyzico answers again: the next callback settles it.
    await callback(token);
    expect((await orderRow(db(), order.id)).paymentStatus).toBe("completed");
  });

  it("a payment arriving for an order already expired is recorded for the owner to refund", async () => {
    const { order, product, token } = await startedOrder();
    await expireStalePendingOrders(db(), new Date(Date.now() + 60 * 60_000), { ttlMs: 30 * 60_000, paytrTtlMs: 15 * 60_000 });
    await expectFailedAndReleased(order.id, product.id);
    standin.pay(token);
    expect(await callback(token)).toEqual({ status: 303, location: `/order-confirmation/${order.id}` });
    const row = await orderRow(db(), order.id);
    expect([row.status, row.paymentStatus]).toEqual(["cancelled", "failed"]);
    expect(row.providerPayment?.paymentId).toBe(standin.payments.get(token)?.paymentId);
    expect((await eventsFor(token)).map((e) => e.outcome)).toEqual(["paid-after-cancel"]);
    expect(await stockOf(db(), product.id)).toBe(10);
  });

  it("before expiry iyzico is asked once: a paid order never brought back is settled, an unpaid one then expires in the provider's window", async () => {
    const paid = await startedOrder();
    const unpaid = await startedOrder();
    standin.pay(paid.token, { installment: 1 });
    const window = { ttlMs: 30 * 60_000, paytrTtlMs: 15 * 60_000 };
    const now = new Date(Date.now() + 16 * 60_000);
    const asked = standin.requests.length;
    // Not yet in the window: nobody is asked.
    expect(await settleIyzicoOrdersBeforeExpiry(db(), env, silent, { now: new Date(), providerTtlMs: window.paytrTtlMs })).toBe(0);
    expect(standin.requests.length).toBe(asked);

    expect(await settleIyzicoOrdersBeforeExpiry(db(), env, silent, { now, providerTtlMs: window.paytrTtlMs })).toBe(1);
    expect((await orderRow(db(), paid.order.id)).paymentStatus).toBe("completed");
    expect((await orderRow(db(), unpaid.order.id)).paymentStatus).toBe("pending");
    await expireStalePendingOrders(db(), now, window);
    // 16 minutes: past iyzico's (the provider's) 15-minute window, inside the shop's own 30.
    await expectFailedAndReleased(unpaid.order.id, unpaid.product.id);
    expect((await orderRow(db(), paid.order.id)).paymentStatus).toBe("completed");
    const [expiredRow] = await db().select({ paymentMethod: orders.paymentMethod }).from(orders).where(eq(orders.id, unpaid.order.id));
    expect(expiredRow.paymentMethod).toBe("iyzico");
  });
});
