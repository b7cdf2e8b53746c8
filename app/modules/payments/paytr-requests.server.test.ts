// requestPaytrToken against a local HTTP server and the PayTR stand-in the browser tests use: answers, refusals,
// time-outs and broken replies each become a PaytrRequestError with its reason.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PaytrStandin, startPaytrStandin } from "../../../tests/support/paytr-standin";
import { type PaytrCredentials, PaytrRequestError, paytrIframeUrl, paytrTokenRequestBody, requestPaytrToken, verifyPaytrNotification } from "./paytr.server";
import { paytrTestBasketLines, paytrTestCredentials } from "../../../tests/support/paytr-fixtures";

const creds = paytrTestCredentials;
const basketLines = paytrTestBasketLines;

describe("requestPaytrToken", () => {
  let standin: PaytrStandin;
  let raw: http.Server;
  let rawUrl = "";
  const order = {
    merchantOid: "ORD20261121123",
    email: "ayse@example.com",
    paymentAmountKurus: 3456,
    userName: "Ayşe Yılmaz",
    userAddress: "İstanbul",
    userPhone: "05321234567",
    basket: basketLines,
  };
  const body = (c: PaytrCredentials = creds, merchantOid = order.merchantOid) =>
    paytrTokenRequestBody({
      order: { ...order, merchantOid },
      userIp: "85.105.12.34",
      okUrl: "http://127.0.0.1/order-confirmation/success",
      failUrl: "http://127.0.0.1/order-confirmation/fail",
      creds: c,
      timeoutMinutes: 15,
      maxInstallments: 1,
    });

  beforeAll(async () => {
    standin = await startPaytrStandin({ creds });
    // A bare server for answers the stand-in does not fake: a slow success and an empty object.
    raw = http.createServer((req, res) => {
      if (req.url === "/slow") {
        setTimeout(() => res.end('{"status":"success","token":"late"}'), 2_000);
        return;
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end("{}");
    });
    await new Promise<void>((resolve) => raw.listen(0, "127.0.0.1", resolve));
    rawUrl = `http://127.0.0.1:${(raw.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await standin?.close();
    raw?.closeAllConnections();
    await new Promise<void>((resolve) => (raw ? raw.close(() => resolve()) : resolve()));
  });

  it("returns the token on success, and the stand-in saw a correctly signed form", async () => {
    standin.setTokenBehaviour("normal");
    const token = await requestPaytrToken(standin.apiUrl, body());
    expect(token).toMatch(/^[0-9a-f]{48}$/);
    const seen = standin.tokens.get(token);
    expect(seen).toMatchObject({ merchantOid: "ORD20261121123", paymentAmountKurus: 3456, email: "ayse@example.com" });
    expect(seen?.basket).toEqual([
      ["Çiçek Buketi", "18.00", 1],
      ["Kupa", "8.28", 2],
    ]);
    expect(paytrIframeUrl(standin.iframeBaseUrl, token)).toBe(`${standin.url}/odeme/guvenli/${token}`);
  });

  it("throws PaytrRequestError with PayTR's reason on a failed status", async () => {
    standin.setTokenBehaviour("normal");
    const wrongKey = { ...creds, merchantKey: "not-the-key" };
    const error = await requestPaytrToken(standin.apiUrl, body(wrongKey)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaytrRequestError);
    expect((error as PaytrRequestError).reason).toContain("paytr_token");

    standin.setTokenBehaviour({ failed: "Mağaza aktif değil" });
    const error2 = await requestPaytrToken(standin.apiUrl, body()).catch((e: unknown) => e);
    expect(error2).toBeInstanceOf(PaytrRequestError);
    expect((error2 as PaytrRequestError).reason).toBe("Mağaza aktif değil");
  });

  it("throws PaytrRequestError on HTTP 500", async () => {
    standin.setTokenBehaviour("http500");
    const error = await requestPaytrToken(standin.apiUrl, body()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaytrRequestError);
    expect((error as PaytrRequestError).reason).toMatch(/^HTTP 500/);
  });

  it("throws PaytrRequestError on an answer that is not JSON, or JSON without a token", async () => {
    standin.setTokenBehaviour("non-json");
    const error = await requestPaytrToken(standin.apiUrl, body()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaytrRequestError);
    expect((error as PaytrRequestError).reason).toMatch(/not JSON/);
    await expect(requestPaytrToken(`${rawUrl}/empty`, body())).rejects.toBeInstanceOf(PaytrRequestError);
  });

  it("throws PaytrRequestError when PayTR does not answer in time", async () => {
    standin.setTokenBehaviour("hang");
    const error = await requestPaytrToken(standin.apiUrl, body(), fetch, 300).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaytrRequestError);
    expect((error as PaytrRequestError).reason).toMatch(/no answer within 300 ms/);
    await expect(requestPaytrToken(`${rawUrl}/slow`, body(), fetch, 200)).rejects.toBeInstanceOf(PaytrRequestError);
    standin.setTokenBehaviour("normal");
  });

  it("throws PaytrRequestError when PayTR cannot be reached", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(requestPaytrToken(`http://127.0.0.1:${port}/odeme/api/get-token`, body())).rejects.toBeInstanceOf(PaytrRequestError);
  });
});

describe("the PayTR stand-in", () => {
  let standin: PaytrStandin;
  let shop: http.Server;
  let notifyUrl = "";
  const received: { body: Record<string, string>; verified: ReturnType<typeof verifyPaytrNotification> }[] = [];

  beforeAll(async () => {
    // A shop's notification endpoint in miniature: verify, answer OK or 400.
    shop = http.createServer((req, res) => {
      let text = "";
      req.on("data", (c: Buffer) => (text += c.toString("utf8")));
      req.on("end", () => {
        const body = Object.fromEntries(new URLSearchParams(text));
        const verified = verifyPaytrNotification(body, creds);
        received.push({ body, verified });
        res.writeHead(verified.ok ? 200 : 400, { "content-type": "text/plain" });
        res.end(verified.ok ? "OK" : "BAD");
      });
    });
    await new Promise<void>((resolve) => shop.listen(0, "127.0.0.1", resolve));
    notifyUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/api/payments/paytr/notify`;
    standin = await startPaytrStandin({ creds, notifyUrl });
  });

  afterAll(async () => {
    await standin?.close();
    shop?.closeAllConnections();
    await new Promise<void>((resolve) => (shop ? shop.close(() => resolve()) : resolve()));
  });

  const form = (merchantOid: string) =>
    paytrTokenRequestBody({
      order: {
        merchantOid,
        email: "ayse@example.com",
        paymentAmountKurus: 3456,
        userName: "Ayşe",
        userAddress: "İstanbul",
        userPhone: "05321234567",
        basket: basketLines,
      },
      userIp: "85.105.12.34",
      okUrl: "http://shop.test/order-confirmation/success",
      failUrl: "http://shop.test/order-confirmation/fail",
      creds,
      timeoutMinutes: 15,
      maxInstallments: 1,
    });

  it("refuses a form with a missing field, a bad basket or a leaked key", async () => {
    const noEmail = form("ORD1");
    noEmail.delete("email");
    await expect(requestPaytrToken(standin.apiUrl, noEmail)).rejects.toThrow(/email/);
    const badBasket = form("ORD2");
    badBasket.set("user_basket", Buffer.from('{"a":1}').toString("base64"));
    await expect(requestPaytrToken(standin.apiUrl, badBasket)).rejects.toThrow(/user_basket/);
    const leaked = form("ORD3");
    leaked.set("merchant_key", creds.merchantKey);
    await expect(requestPaytrToken(standin.apiUrl, leaked)).rejects.toThrow(/anahtar/);
  });

  it("serves the card form, and its buttons notify the shop and send the shopper back", async () => {
    const token = await requestPaytrToken(standin.apiUrl, form("ORD20261121777"));
    const page = await fetch(paytrIframeUrl(standin.iframeBaseUrl, token));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Ödemeyi Tamamla");
    expect(html).toContain("Ödeme Başarısız");
    expect(html).toContain('target="_top"');

    const done = await fetch(`${standin.iframeBaseUrl}/${token}/sonuc`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "status=success",
      redirect: "manual",
    });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("http://shop.test/order-confirmation/success");
    const last = received.at(-1);
    expect(last?.body).toMatchObject({ merchant_oid: "ORD20261121777", status: "success", total_amount: "3456", payment_type: "card", currency: "TL" });
    expect(last?.verified).toMatchObject({ ok: true, notification: { merchantOid: "ORD20261121777", status: "success", totalAmountKurus: 3456 } });
    expect(standin.notifications.at(-1)?.reply).toEqual({ status: 200, body: "OK" });

    // The merchant_oid is spent once the payment is done.
    await expect(requestPaytrToken(standin.apiUrl, form("ORD20261121777"))).rejects.toThrow(PaytrRequestError);
  });

  it("sends a failed notification and redirects to the fail page", async () => {
    const token = await requestPaytrToken(standin.apiUrl, form("ORD20261121778"));
    const done = await fetch(`${standin.iframeBaseUrl}/${token}/sonuc`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "status=failed",
      redirect: "manual",
    });
    expect(done.headers.get("location")).toBe("http://shop.test/order-confirmation/fail");
    expect(received.at(-1)?.verified).toMatchObject({ ok: true, notification: { status: "failed", failedReasonCode: "2" } });
  });

  it("notify() sends genuine and forged notifications directly", async () => {
    await requestPaytrToken(standin.apiUrl, form("ORD20261121779"));
    expect(await standin.notify("ORD20261121779", "success")).toEqual({ status: 200, body: "OK" });
    expect(await standin.notify("ORD20261121779", "success", { notifyUrl, forgeHash: true })).toEqual({ status: 400, body: "BAD" });
    expect(await standin.notify("ORDUNKNOWN", "failed", { notifyUrl, totalAmountKurus: 100 })).toEqual({ status: 200, body: "OK" });
  });
});
