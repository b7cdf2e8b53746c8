// PayTR end to end against the local stand-in (tests/support/paytr-standin.ts), on PGlite and PostgreSQL:
// step 1 (startPayment asks the stand-in for a token; the stand-in checks the token hash on its own, so a
// token it accepts proves ours is right) and step 2 (handlePaytrNotification: hash first, first notification
// only, plain "OK"). The HTTP layer is exercised through the real route action (app/routes/api/paytr-notify.ts)
// behind a tiny node:http server, with the stand-in posting form-encoded notifications to it.
import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { and, eq, like } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { action as paytrNotifyAction } from "~/routes/api/paytr-notify";
import { mailOutbox, orders, paymentEvents, products } from "~/db/schema";
import { type Env, parseEnv } from "~/env.server";
import { createLogger, type Logger } from "~/modules/platform/logger.server";
import { placeOrder } from "~/modules/checkout/place-order.server";
import { PAYTR_CONFIG_MISSING, type PaytrCredentials } from "~/modules/payments/paytr.server";
import { handlePaytrNotification } from "~/modules/payments/paytr-notification.server";
import { PaymentStartError, startPayment } from "~/modules/payments/start-payment.server";
import { insertProduct } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";
import { giveOrderDiscounts } from "../support/discount-fixtures";
import { checkoutFields } from "../support/order-fixtures";
import { type PaytrStandin, startPaytrStandin, type TokenBehaviour } from "../support/paytr-standin";

const creds: PaytrCredentials = {
  merchantId: "482913",
  merchantKey: "kEy7Qw9Zp2Lm4Xv8",
  merchantSalt: "sAlt3Rt6Yu1Io5Pa",
  testMode: true,
};
/** A public address (TEST-NET-3): the stand-in refuses local ones as PayTR does. */
const CLIENT_IP = "203.0.113.7";
const PUBLIC_URL = "http://127.0.0.1:1";
const SHOP_NOTIFY_EMAIL = "sahip@example.com";

const UNIT_PRICE = 14999;
const SHIPPING = 2999;

function paytrEnv(standin: PaytrStandin, overrides: Record<string, string | undefined> = {}): Env {
  return parseEnv({
    NODE_ENV: "test",
    PAYMENT_PROVIDER: "paytr",
    PAYTR_MERCHANT_ID: creds.merchantId,
    PAYTR_MERCHANT_KEY: creds.merchantKey,
    PAYTR_MERCHANT_SALT: creds.merchantSalt,
    PAYTR_TEST_MODE: "true",
    PAYTR_API_URL: standin.apiUrl,
    PAYTR_IFRAME_URL: standin.iframeBaseUrl,
    PUBLIC_URL,
    SHOP_NOTIFY_EMAIL,
    LOG_LEVEL: "silent",
    ...overrides,
  });
}

/** A logger whose lines the test can read. */
function capturingLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const logger = pino(
    { level: "info" },
    new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    }),
  );
  return { logger, lines };
}

/** A notification as PayTR posts it, signed here independently of the app's code. */
function notification(
  merchantOid: string,
  status: string,
  totalAmountKurus: number | string,
  { salt = creds.merchantSalt, key = creds.merchantKey, paymentAmountKurus }: { salt?: string; key?: string; paymentAmountKurus?: number } = {},
): Record<string, string> {
  const total = String(totalAmountKurus);
  return {
    merchant_oid: merchantOid,
    status,
    total_amount: total,
    hash: createHmac("sha256", key)
      .update(merchantOid + salt + status + total, "utf8")
      .digest("base64"),
    failed_reason_code: status === "failed" ? "2" : "",
    failed_reason_msg: status === "failed" ? "Kart limiti yetersiz" : "",
    test_mode: "1",
    payment_type: "card",
    currency: "TL",
    payment_amount: String(paymentAmountKurus ?? total),
  };
}

describeEachDatabase("PayTR payments", (getDb) => {
  const silent = createLogger("silent");
  let standin: PaytrStandin;
  let env: Env;
  let notifyServer: http.Server;
  let notifyUrl: string;
  let mailKicks = 0;

  beforeAll(async () => {
    // The shop's notification endpoint: the route's own action, behind a minimal HTTP server.
    notifyServer = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", async () => {
        try {
          const headers = new Headers();
          for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
          const request = new Request(`http://127.0.0.1${req.url ?? "/"}`, { method: req.method, headers, body: Buffer.concat(chunks) });
          const context = { db: getDb(), env, logger: silent, requestId: "test", clientIp: "127.0.0.1", jobs: { kickMail: () => mailKicks++ } };
          const response = await paytrNotifyAction({ request, context, params: {} } as unknown as Parameters<typeof paytrNotifyAction>[0]);
          res.writeHead(response.status, { "content-type": response.headers.get("content-type") ?? "" });
          res.end(await response.text());
        } catch (error) {
          res.writeHead(599);
          res.end(String(error));
        }
      });
    });
    await new Promise<void>((resolve) => notifyServer.listen(0, "127.0.0.1", resolve));
    notifyUrl = `http://127.0.0.1:${(notifyServer.address() as AddressInfo).port}/api/payments/paytr/notify`;
    standin = await startPaytrStandin({ creds, notifyUrl, rejectLocalIp: true });
    env = paytrEnv(standin);
  });

  afterAll(async () => {
    await standin?.close();
    notifyServer?.closeAllConnections();
    await new Promise<void>((resolve) => (notifyServer ? notifyServer.close(() => resolve()) : resolve()));
  });

  beforeEach(() => {
    standin.setTokenBehaviour("normal");
    mailKicks = 0;
  });

  async function stockOf(id: string) {
    const [row] = await getDb().select({ stock: products.stock }).from(products).where(eq(products.id, id));
    return row.stock;
  }
  async function orderRow(id: string) {
    const [row] = await getDb().select().from(orders).where(eq(orders.id, id));
    return row;
  }
  async function mailFor(orderId: string) {
    return getDb()
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.dedupeKey, `%:${orderId}`));
  }
  async function eventsFor(reference: string) {
    const rows = await getDb().select().from(paymentEvents).where(eq(paymentEvents.reference, reference));
    return rows.sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime());
  }

  /** A PayTR order of two mugs (stock 10 → 8), not yet started. */
  async function placedOrder() {
    const product = await insertProduct(getDb(), { name: "Özel Işıklı Kupa", priceKurus: UNIT_PRICE, shippingCostKurus: SHIPPING, stock: 10 });
    const order = await placeOrder(getDb(), { fields: checkoutFields, items: [{ productId: product.id, quantity: 2 }], paymentMethod: "paytr" });
    expect(await stockOf(product.id)).toBe(8);
    return { product, order };
  }

  /** A PayTR order whose payment was started: it has its merchant_oid and the stand-in issued a token. */
  async function startedOrder() {
    const { product, order } = await placedOrder();
    const start = await startPayment(getDb(), env, order.id, { clientIp: CLIENT_IP, logger: silent });
    expect(start.kind).toBe("iframe");
    const row = await orderRow(order.id);
    expect(row.paymentReference).toBeTruthy();
    return { product, order, merchantOid: row.paymentReference as string, start };
  }

  /** The order is failed and cancelled, its stock back on the shelf, no mail queued. */
  async function expectFailedAndReleased(orderId: string, productId: string) {
    const row = await orderRow(orderId);
    expect([row.status, row.paymentStatus]).toEqual(["cancelled", "failed"]);
    expect(row.stockReleasedAt).toBeInstanceOf(Date);
    expect(row.paidAt).toBeNull();
    expect(await stockOf(productId)).toBe(10);
    expect(await mailFor(orderId)).toHaveLength(0);
  }

  // -------------------------------------------------------------------------------------------------------
  // Step 1: the token

  it("startPayment gets a token the stand-in accepts, and stores the merchant_oid and the iframe address", async () => {
    const rejectionsBefore = standin.rejections.length;
    const { product, order, merchantOid, start } = await startedOrder();
    expect(standin.rejections.slice(rejectionsBefore)).toEqual([]);

    const row = await orderRow(order.id);
    expect(merchantOid).toMatch(/^[A-Za-z0-9]{1,64}$/);
    expect(merchantOid).toBe(order.orderNumber.replace(/-/g, ""));

    // The stand-in issued exactly one token for this merchant_oid, after checking its hash.
    const issued = [...standin.tokens.values()].filter((t) => t.merchantOid === merchantOid);
    expect(issued).toHaveLength(1);
    const [token] = issued;
    if (start.kind !== "iframe") throw new Error("expected an iframe start");
    expect(start.iframeUrl).toBe(`${standin.iframeBaseUrl}/${token.token}`);
    expect(row.paymentUrl).toBe(start.iframeUrl);

    // What PayTR was told: the order's amount in kuruş, a basket that adds up to it, our return pages.
    expect(token.paymentAmountKurus).toBe(2 * UNIT_PRICE + SHIPPING);
    expect(token.paymentAmountKurus).toBe(row.totalKurus);
    expect(token.basket).toEqual([
      ["Özel Işıklı Kupa", "149.99", 2],
      ["Kargo", "29.99", 1],
    ]);
    expect(token.email).toBe(checkoutFields.senderEmail);
    expect(token.userIp).toBe(CLIENT_IP);
    expect(token.okUrl).toBe(`${PUBLIC_URL}/order-confirmation/success`);
    expect(token.failUrl).toBe(`${PUBLIC_URL}/order-confirmation/fail`);
    expect(token.testMode).toBe(true);
    expect(token.fields.merchant_id).toBe(creds.merchantId);

    // The merchant key and salt signed the form but never travelled in it.
    for (const [name, value] of Object.entries(token.fields)) {
      expect(name).not.toMatch(/key|salt/i);
      expect(value).not.toContain(creds.merchantKey);
      expect(value).not.toContain(creds.merchantSalt);
    }

    // The order still waits for PayTR's notification, holding its stock; the card form is there.
    expect([row.status, row.paymentStatus]).toEqual(["pending", "pending"]);
    expect(await stockOf(product.id)).toBe(8);
    const form = await fetch(start.iframeUrl);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain(merchantOid);
  });

  it("a discounted order's basket lists each line at what is paid for it and adds up to the payment amount", async () => {
    const { order } = await placedOrder();
    // 2 × ₺149,99 with ₺30,01 off the mugs (₺269,97 paid: not divisible by 2) and ₺10,00 off the ₺29,99 shipping.
    await giveOrderDiscounts(getDb(), order.id, [
      { label: "SEVGILI20", lines: [3001] },
      { label: "KARGO10", target: "shipping", amountKurus: 1000 },
    ]);
    await startPayment(getDb(), env, order.id, { clientIp: CLIENT_IP, logger: silent });
    const row = await orderRow(order.id);
    const [token] = [...standin.tokens.values()].filter((t) => t.merchantOid === row.paymentReference);
    expect(row.totalKurus).toBe(2 * UNIT_PRICE + SHIPPING - 4001);
    expect(token.paymentAmountKurus).toBe(row.totalKurus);
    expect(token.basket).toEqual([
      ["Özel Işıklı Kupa", "134.98", 1],
      ["Özel Işıklı Kupa", "134.99", 1],
      ["Kargo", "19.99", 1],
    ]);
    const basket = token.basket as [string, string, number][];
    const basketKurus = basket.reduce((sum, [, price, quantity]) => sum + Math.round(Number(price) * 100) * quantity, 0);
    expect(basketKurus).toBe(token.paymentAmountKurus);
  });

  it.each([["PAYTR_MERCHANT_ID"], ["PAYTR_MERCHANT_KEY"], ["PAYTR_MERCHANT_SALT"]])(
    "without %s: PaymentStartError, the message logged, the order failed and its stock returned",
    async (missing) => {
      const { product, order } = await placedOrder();
      const { logger, lines } = capturingLogger();
      const tokensBefore = standin.tokens.size;
      const rejectionsBefore = standin.rejections.length;

      const error = await startPayment(getDb(), paytrEnv(standin, { [missing]: undefined }), order.id, { clientIp: CLIENT_IP, logger }).catch((e) => e);
      expect(error).toBeInstanceOf(PaymentStartError);
      expect(lines.join("")).toContain(PAYTR_CONFIG_MISSING);
      // PayTR was never asked.
      expect(standin.tokens.size).toBe(tokensBefore);
      expect(standin.rejections.length).toBe(rejectionsBefore);
      await expectFailedAndReleased(order.id, product.id);
    },
  );

  it.each<[string, TokenBehaviour]>([
    ["answers status failed", { failed: "Mağaza aktif değil" }],
    ["answers HTTP 500", "http500"],
    ["answers something that is not JSON", "non-json"],
    ["never answers", "hang"],
  ])("when PayTR %s: PaymentStartError, the order failed and its stock returned", async (_what, behaviour) => {
    const { product, order } = await placedOrder();
    standin.setTokenBehaviour(behaviour);
    // PayTR that never answers is cut off by the request's own timeout (shortened here; the others answer at
    // once and keep a timeout that a loaded machine cannot reach).
    const timeoutMs = behaviour === "hang" ? 250 : 1500;
    const error = await startPayment(getDb(), env, order.id, { clientIp: CLIENT_IP, logger: silent, timeoutMs }).catch((e) => e);
    expect(error).toBeInstanceOf(PaymentStartError);
    if (behaviour === "hang") expect(error.message).toContain("no answer within 250 ms");
    await expectFailedAndReleased(order.id, product.id);
    expect((await orderRow(order.id)).paymentUrl).toBeNull();

    // A failed order cannot be started again (it no longer holds stock).
    standin.setTokenBehaviour("normal");
    await expect(startPayment(getDb(), env, order.id, { clientIp: CLIENT_IP, logger: silent })).rejects.toBeInstanceOf(PaymentStartError);
    expect(await stockOf(product.id)).toBe(10);
  });

  it("a token request PayTR refuses (here: a local shopper IP) fails the start the same way", async () => {
    const { product, order } = await placedOrder();
    const rejectionsBefore = standin.rejections.length;
    await expect(startPayment(getDb(), env, order.id, { clientIp: "192.168.1.20", logger: silent })).rejects.toBeInstanceOf(PaymentStartError);
    expect(standin.rejections.slice(rejectionsBefore)).toEqual(["user_ip yerel bir IP adresi"]);
    await expectFailedAndReleased(order.id, product.id);
  });

  // -------------------------------------------------------------------------------------------------------
  // Step 2: the notification

  it("a forged or tampered notification gets 400 and changes nothing; each is recorded as rejected", async () => {
    const { product, order, merchantOid } = await startedOrder();
    const total = 2 * UNIT_PRICE + SHIPPING;
    const before = await orderRow(order.id);

    const signedFailed = notification(merchantOid, "failed", total);
    const forgeries: Record<string, string>[] = [
      notification(merchantOid, "success", total, { salt: `${creds.merchantSalt}x` }), // wrong salt
      notification(merchantOid, "success", total, { key: "another-merchant-key" }), // wrong key
      { ...signedFailed, status: "success" }, // a genuine "failed" turned into "success"
      { ...notification(merchantOid, "success", total), hash: "" }, // no hash
      { ...notification(merchantOid, "success", total), hash: "T0s=" }, // a hash of another length
    ];
    for (const body of forgeries) {
      const reply = await handlePaytrNotification(getDb(), env, body, silent);
      expect(reply.status).toBe(400);
      expect(reply.body).not.toBe("OK");
      expect(reply.kickMail).toBe(false);
    }

    const after = await orderRow(order.id);
    expect([after.status, after.paymentStatus]).toEqual(["pending", "pending"]);
    expect(after.paidAt).toBeNull();
    expect(after.transactionId).toBeNull();
    expect(after.stockReleasedAt).toBeNull();
    expect(after.updatedAt.getTime()).toBe(before.updatedAt.getTime());
    expect(await stockOf(product.id)).toBe(8);
    expect(await mailFor(order.id)).toHaveLength(0);

    const events = await eventsFor(merchantOid);
    expect(events).toHaveLength(forgeries.length);
    for (const event of events) expect(event).toMatchObject({ provider: "paytr", verified: false, outcome: "rejected" });
  });

  it("a valid success completes the order once: paidAt, transaction id and mails; the same notification again changes nothing", async () => {
    const { product, order, merchantOid } = await startedOrder();
    const body = notification(merchantOid, "success", 2 * UNIT_PRICE + SHIPPING);

    const first = await handlePaytrNotification(getDb(), env, body, silent);
    expect(first).toEqual({ status: 200, body: "OK", kickMail: true });
    const paid = await orderRow(order.id);
    expect(paid.paymentStatus).toBe("completed");
    expect(paid.paidAt).toBeInstanceOf(Date);
    expect(paid.transactionId).toBe(merchantOid);
    expect(await stockOf(product.id)).toBe(8);
    const mails = await mailFor(order.id);
    expect(mails.map((m) => m.toAddress).sort()).toEqual([checkoutFields.senderEmail, SHOP_NOTIFY_EMAIL].sort());
    expect(mails.find((m) => m.toAddress === checkoutFields.senderEmail)?.subject).toBe(`Siparişiniz alındı: ${order.orderNumber}`);

    // PayTR repeats itself: "OK" again, nothing else.
    const again = await handlePaytrNotification(getDb(), env, body, silent);
    expect(again).toEqual({ status: 200, body: "OK", kickMail: false });
    const still = await orderRow(order.id);
    expect(still.paymentStatus).toBe("completed");
    expect(still.paidAt?.getTime()).toBe(paid.paidAt?.getTime());
    expect(still.transactionId).toBe(paid.transactionId);
    expect(still.updatedAt.getTime()).toBe(paid.updatedAt.getTime());
    expect(await mailFor(order.id)).toHaveLength(2);

    // A late, validly signed "failed" for the same merchant_oid does not undo a payment either.
    const late = await handlePaytrNotification(getDb(), env, notification(merchantOid, "failed", 2 * UNIT_PRICE + SHIPPING), silent);
    expect(late).toMatchObject({ status: 200, body: "OK" });
    const final = await orderRow(order.id);
    expect([final.status, final.paymentStatus]).toEqual(["pending", "completed"]);
    expect(final.stockReleasedAt).toBeNull();
    expect(await stockOf(product.id)).toBe(8);

    expect((await eventsFor(merchantOid)).map((e) => [e.outcome, e.verified])).toEqual([
      ["applied", true],
      ["repeat", true],
      ["repeat", true],
    ]);
  });

  it("a valid failed notification cancels the order and returns its stock, once", async () => {
    const { product, order, merchantOid } = await startedOrder();
    const body = notification(merchantOid, "failed", 2 * UNIT_PRICE + SHIPPING);

    const first = await handlePaytrNotification(getDb(), env, body, silent);
    expect(first).toEqual({ status: 200, body: "OK", kickMail: false });
    await expectFailedAndReleased(order.id, product.id);

    const again = await handlePaytrNotification(getDb(), env, body, silent);
    expect(again).toEqual({ status: 200, body: "OK", kickMail: false });
    expect(await stockOf(product.id)).toBe(10);

    // A success arriving after the failure does not resurrect the order.
    const late = await handlePaytrNotification(getDb(), env, notification(merchantOid, "success", 2 * UNIT_PRICE + SHIPPING), silent);
    expect(late).toMatchObject({ status: 200, body: "OK", kickMail: false });
    const row = await orderRow(order.id);
    expect([row.status, row.paymentStatus]).toEqual(["cancelled", "failed"]);
    expect(await stockOf(product.id)).toBe(10);
    expect(await mailFor(order.id)).toHaveLength(0);
    expect((await eventsFor(merchantOid)).map((e) => e.outcome)).toEqual(["applied", "repeat", "paid-after-cancel"]);
  });

  it.each([
    ["less was charged (both amounts lower)", -100, -100],
    ["the signed total_amount is lower, whatever payment_amount says", -100, 0],
    ["payment_amount differs from the order", 0, +100],
  ])("a success whose amount does not match the order (%s) is acknowledged but not applied", async (_what, totalDelta, paymentDelta) => {
    const { product, order, merchantOid } = await startedOrder();
    const total = 2 * UNIT_PRICE + SHIPPING;
    const body = notification(merchantOid, "success", total + totalDelta, { paymentAmountKurus: total + paymentDelta });
    const reply = await handlePaytrNotification(getDb(), env, body, silent);
    expect(reply).toEqual({ status: 200, body: "OK", kickMail: false });
    const row = await orderRow(order.id);
    expect([row.status, row.paymentStatus]).toEqual(["pending", "pending"]);
    expect(row.paidAt).toBeNull();
    expect(await stockOf(product.id)).toBe(8);
    expect(await mailFor(order.id)).toHaveLength(0);
    expect(await eventsFor(merchantOid)).toMatchObject([{ verified: true, outcome: "amount-mismatch" }]);
  });

  it("an instalment surcharge (total_amount above the order, payment_amount equal to it) completes the order", async () => {
    const { order, merchantOid } = await startedOrder();
    const total = 2 * UNIT_PRICE + SHIPPING;
    const reply = await handlePaytrNotification(getDb(), env, notification(merchantOid, "success", total + 1250, { paymentAmountKurus: total }), silent);
    expect(reply).toEqual({ status: 200, body: "OK", kickMail: true });
    expect((await orderRow(order.id)).paymentStatus).toBe("completed");
  });

  it("a validly signed notification for an unknown merchant_oid is acknowledged and recorded", async () => {
    const reply = await handlePaytrNotification(getDb(), env, notification("ORD20000101999", "success", 1234), silent);
    expect(reply).toEqual({ status: 200, body: "OK", kickMail: false });
    expect(await eventsFor("ORD20000101999")).toMatchObject([{ verified: true, outcome: "unknown-order" }]);
  });

  it("without merchant settings a notification is refused (503), nothing recorded or changed", async () => {
    const { order, merchantOid } = await startedOrder();
    const reply = await handlePaytrNotification(
      getDb(),
      paytrEnv(standin, { PAYTR_MERCHANT_KEY: undefined }),
      notification(merchantOid, "success", 2 * UNIT_PRICE + SHIPPING),
      silent,
    );
    expect(reply.status).toBe(503);
    expect(reply.body).not.toBe("OK");
    expect((await orderRow(order.id)).paymentStatus).toBe("pending");
    expect(await eventsFor(merchantOid)).toHaveLength(0);
  });

  // -------------------------------------------------------------------------------------------------------
  // Over HTTP: the stand-in posts form-encoded notifications to the route

  it("over HTTP: a forged notification gets 400, the genuine one plain OK (once applied, then repeated)", async () => {
    const { product, order, merchantOid } = await startedOrder();

    const forged = await standin.notify(merchantOid, "success", { notifyUrl, forgeHash: true });
    expect(forged.status).toBe(400);
    expect(forged.body).not.toBe("OK");
    expect((await orderRow(order.id)).paymentStatus).toBe("pending");
    expect(mailKicks).toBe(0);

    const genuine = await standin.notify(merchantOid, "success", { notifyUrl });
    expect(genuine).toEqual({ status: 200, body: "OK" });
    const paid = await orderRow(order.id);
    expect(paid.paymentStatus).toBe("completed");
    expect(mailKicks).toBe(1);
    expect(await mailFor(order.id)).toHaveLength(2);

    const repeat = await standin.notify(merchantOid, "success", { notifyUrl });
    expect(repeat).toEqual({ status: 200, body: "OK" });
    expect(mailKicks).toBe(1);
    expect((await orderRow(order.id)).paidAt?.getTime()).toBe(paid.paidAt?.getTime());
    expect(await stockOf(product.id)).toBe(8);

    // The reply is exactly the two letters, as text.
    const raw = await fetch(notifyUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(notification(merchantOid, "success", 2 * UNIT_PRICE + SHIPPING)).toString(),
    });
    expect(raw.status).toBe(200);
    expect(raw.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await raw.text()).toBe("OK");
  });

  it("over HTTP: a signed success for a smaller amount is answered OK but leaves the order pending", async () => {
    const { product, order, merchantOid } = await startedOrder();
    const reply = await standin.notify(merchantOid, "success", { notifyUrl, totalAmountKurus: 2 * UNIT_PRICE + SHIPPING - 500 });
    expect(reply).toEqual({ status: 200, body: "OK" });
    const row = await orderRow(order.id);
    expect([row.status, row.paymentStatus]).toEqual(["pending", "pending"]);
    expect(await stockOf(product.id)).toBe(8);
    expect(mailKicks).toBe(0);
    expect(await eventsFor(merchantOid)).toMatchObject([{ verified: true, outcome: "amount-mismatch" }]);
  });

  it("over HTTP: the shopper pays on the stand-in's card form; PayTR notifies the shop and sends the shopper to the ok page", async () => {
    const { order, merchantOid, start } = await startedOrder();
    if (start.kind !== "iframe") throw new Error("expected an iframe start");
    const page = await fetch(start.iframeUrl);
    expect(await page.text()).toContain(merchantOid);

    const result = await fetch(`${start.iframeUrl}/sonuc`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "status=success",
      redirect: "manual",
    });
    expect(result.status).toBe(303);
    expect(result.headers.get("location")).toBe(`${PUBLIC_URL}/order-confirmation/success`);
    const sent = standin.notifications.filter((n) => n.merchantOid === merchantOid);
    expect(sent.map((n) => n.reply)).toEqual([{ status: 200, body: "OK" }]);
    const row = await orderRow(order.id);
    expect(row.paymentStatus).toBe("completed");
    expect(row.paidAt).toBeInstanceOf(Date);
  });

  it("over HTTP: a declined card on the stand-in's form cancels the order and returns its stock", async () => {
    const { product, order, merchantOid, start } = await startedOrder();
    if (start.kind !== "iframe") throw new Error("expected an iframe start");
    const result = await fetch(`${start.iframeUrl}/sonuc`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "status=failed",
      redirect: "manual",
    });
    expect(result.headers.get("location")).toBe(`${PUBLIC_URL}/order-confirmation/fail`);
    expect(standin.notifications.filter((n) => n.merchantOid === merchantOid).map((n) => n.reply)).toEqual([{ status: 200, body: "OK" }]);
    const row = await orderRow(order.id);
    expect([row.status, row.paymentStatus]).toEqual(["cancelled", "failed"]);
    expect(await stockOf(product.id)).toBe(10);
    const events = await getDb()
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.reference, merchantOid), eq(paymentEvents.status, "failed")));
    expect(events.map((e) => e.outcome)).toEqual(["applied"]);
  });
});
