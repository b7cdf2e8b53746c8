// The iyzico stand-in, driven through the official client as the shop drives iyzico (iyzico-client.server.ts):
// it refuses a wrong secret, takes a checkout form from initialize through the hosted page to retrieve, refunds
// within each transaction's paid price, cancels, reports the refunds made, answers installment queries, and
// misbehaves on request.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callIyzico, iyzicoClientFrom, IyzicoRequestError, iyzicoKurus } from "~/modules/payments/iyzico-client.server";
import { iyzicoShopEnv, startIyzicoStandin, STANDIN_CARD_FAMILIES, standinPaidKurus, type IyzicoStandin } from "./iyzico-standin";

const creds = { apiKey: "sandbox-standin-api-key", secretKey: "sandbox-standin-secret-key" };

let standin: IyzicoStandin;
let callbackHits: { body: string; cookie: string | undefined }[];
let callbackServer: import("node:http").Server;
let callbackUrl: string;

beforeAll(async () => {
  standin = await startIyzicoStandin(creds);
  const http = await import("node:http");
  callbackHits = [];
  callbackServer = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      callbackHits.push({ body, cookie: req.headers.cookie });
      res.writeHead(303, { location: "/order-confirmation/x" });
      res.end();
    });
  });
  await new Promise<void>((resolve) => callbackServer.listen(0, "127.0.0.1", resolve));
  const address = callbackServer.address() as import("node:net").AddressInfo;
  callbackUrl = `http://127.0.0.1:${address.port}/api/payments/iyzico/callback`;
});

afterAll(async () => {
  await standin.close();
  await new Promise<void>((resolve) => callbackServer.close(() => resolve()));
});

const client = () => iyzicoClientFrom({ IYZICO_API_KEY: creds.apiKey, IYZICO_SECRET_KEY: creds.secretKey, IYZICO_BASE_URL: standin.url });

const address = { contactName: "Ayşe Yılmaz", city: "İstanbul", country: "Turkey", address: "Moda Cad. 1 Kadıköy" };

function formRequest(overrides: Record<string, unknown> = {}) {
  return {
    locale: "tr",
    conversationId: "order-1",
    price: "150.5",
    paidPrice: "150.5",
    currency: "TRY",
    basketId: "SHD-1001",
    paymentGroup: "PRODUCT",
    callbackUrl,
    enabledInstallments: [1, 2, 3, 6],
    buyer: {
      id: "order-1",
      name: "Ayşe",
      surname: "Yılmaz",
      identityNumber: "11111111111",
      email: "ayse@example.com",
      registrationAddress: address.address,
      city: "İstanbul",
      country: "Turkey",
      ip: "85.34.78.112",
    },
    shippingAddress: address,
    billingAddress: address,
    basketItems: [
      { id: "item-1", name: "Mıknatıs", category1: "Hediye", itemType: "PHYSICAL", price: "100.5" },
      { id: "shipping", name: "Kargo", category1: "Kargo", itemType: "PHYSICAL", price: "50.0" },
    ],
    ...overrides,
  };
}

async function initialize(overrides: Record<string, unknown> = {}) {
  const answer = await callIyzico(client(), { resource: "checkoutFormInitialize", method: "create" }, formRequest(overrides));
  expect(answer).toMatchObject({ status: "success" });
  return answer.token as string;
}

describe("iyzico stand-in", () => {
  it("refuses a request signed with a wrong secret or API key, and accepts the right one", async () => {
    const wrongSecret = iyzicoClientFrom({ IYZICO_API_KEY: creds.apiKey, IYZICO_SECRET_KEY: "not-the-secret", IYZICO_BASE_URL: standin.url });
    const refused = await callIyzico(wrongSecret, { resource: "checkoutFormInitialize", method: "create" }, formRequest());
    expect(refused).toMatchObject({ status: "failure", errorCode: "1000" });
    expect(standin.requests.at(-1)).toMatchObject({ path: "/payment/iyzipos/checkoutform/initialize/auth/ecom", authorised: false });

    const wrongKey = iyzicoClientFrom({ IYZICO_API_KEY: "someone-else", IYZICO_SECRET_KEY: creds.secretKey, IYZICO_BASE_URL: standin.url });
    expect(await callIyzico(wrongKey, { resource: "installmentInfo", method: "retrieve" }, { price: "10.0" })).toMatchObject({ errorCode: "1000" });

    const before = standin.payments.size;
    await initialize();
    expect(standin.payments.size).toBe(before + 1);
    expect(standin.requests.at(-1)?.authorised).toBe(true);
  });

  it("refuses forms whose items do not add up to the price, zero-priced items, missing buyers and unknown installment counts", async () => {
    const call = (overrides: Record<string, unknown>) => callIyzico(client(), { resource: "checkoutFormInitialize", method: "create" }, formRequest(overrides));
    expect(await call({ price: "150.4" })).toMatchObject({ status: "failure", errorCode: "5013" });
    const zero = formRequest().basketItems.concat([{ id: "free", name: "Hediye kartı", category1: "Hediye", itemType: "PHYSICAL", price: "0.0" }]);
    expect(await call({ basketItems: zero })).toMatchObject({ status: "failure", errorCode: "5012" });
    expect(await call({ buyer: undefined })).toMatchObject({ status: "failure", errorCode: "5005" });
    expect(await call({ buyer: { ...formRequest().buyer, identityNumber: "" } })).toMatchObject({ status: "failure", errorCode: "5006" });
    expect(await call({ enabledInstallments: [1, 4] })).toMatchObject({ status: "failure", errorCode: "5014" });
  });

  it("initializes a form, serves its page, pays it and answers retrieve with the payment and its item transactions", async () => {
    const answer = await callIyzico(client(), { resource: "checkoutFormInitialize", method: "create" }, formRequest());
    expect(answer).toMatchObject({ status: "success", conversationId: "order-1", paymentPageUrl: expect.stringMatching(/\/form\/[0-9a-f]+$/) });
    const token = answer.token as string;
    expect(standin.payments.get(token)).toMatchObject({ basketId: "SHD-1001", priceKurus: 15050, enabledInstallments: [1, 2, 3, 6], status: "initialized" });

    const retrieve = () => callIyzico(client(), { resource: "checkoutForm", method: "retrieve" }, { locale: "tr", conversationId: "order-1", token });
    expect(await retrieve()).toMatchObject({ status: "failure" });

    const page = await fetch(answer.paymentPageUrl as string);
    const html = await page.text();
    expect(html).toContain("Öde");
    expect(html).toContain('name="installment" value="6"');

    // The shopper chooses 3 installments and pays: the page's answer sends the token on to the callback.
    const paid = await fetch(`${standin.url}/form/${token}/pay`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token, installment: "3", result: "success" }).toString(),
      redirect: "manual",
    });
    expect(paid.status).toBe(307);
    expect(paid.headers.get("location")).toBe(callbackUrl);

    const result = await retrieve();
    const paidKurus = standinPaidKurus(15050, 3);
    expect(paidKurus).toBeGreaterThan(15050);
    expect(result).toMatchObject({ status: "success", paymentStatus: "SUCCESS", currency: "TRY", basketId: "SHD-1001", installment: 3, token });
    expect(iyzicoKurus(result.price)).toBe(15050);
    expect(iyzicoKurus(result.paidPrice)).toBe(paidKurus);
    const items = result.itemTransactions as { itemId: string; paymentTransactionId: string; price: number; paidPrice: number }[];
    expect(items.map((i) => i.itemId)).toEqual(["item-1", "shipping"]);
    expect(items.reduce((sum, i) => sum + (iyzicoKurus(i.paidPrice) ?? 0), 0)).toBe(paidKurus);
    expect(new Set(items.map((i) => i.paymentTransactionId)).size).toBe(2);

    // The form can be paid once.
    expect((await fetch(answer.paymentPageUrl as string)).status).toBe(409);
  });

  it("posts the token to the callback without cookies, and reports a declined card as FAILURE", async () => {
    const token = await initialize();
    standin.pay(token, { fail: true });
    const reply = await standin.callback(token);
    expect(reply).toMatchObject({ status: 303, location: "/order-confirmation/x" });
    expect(callbackHits.at(-1)).toEqual({ body: `token=${token}`, cookie: undefined });
    const result = await callIyzico(client(), { resource: "checkoutForm", method: "retrieve" }, { token });
    expect(result).toMatchObject({ status: "success", paymentStatus: "FAILURE" });
  });

  it("answers retrieve with tampered fields when told to", async () => {
    const token = await initialize();
    standin.pay(token, { tamperPrice: 100, override: { basketId: "SHD-9999" } });
    const result = await callIyzico(client(), { resource: "checkoutForm", method: "retrieve" }, { token });
    expect(iyzicoKurus(result.price)).toBe(100);
    expect(iyzicoKurus(result.paidPrice)).toBe(100);
    expect(result.basketId).toBe("SHD-9999");
  });

  it("refunds part of a transaction, never beyond its paid price, echoing the conversationId; the report lists the refunds", async () => {
    const token = await initialize({ conversationId: "order-refund" });
    const payment = standin.pay(token);
    const [item, shipping] = payment.transactions;
    const refund = (paymentTransactionId: string, price: string, conversationId: string) =>
      callIyzico(
        client(),
        { resource: "refund", method: "create" },
        { locale: "tr", conversationId, paymentTransactionId, price, currency: "TRY", ip: "85.34.78.112" },
      );

    expect(await refund(item.paymentTransactionId, "40.5", "refund-1")).toMatchObject({
      status: "success",
      conversationId: "refund-1",
      paymentId: payment.paymentId,
      paymentTransactionId: item.paymentTransactionId,
      price: 40.5,
    });
    expect(await refund(item.paymentTransactionId, "60.1", "refund-2")).toMatchObject({ status: "failure", errorCode: "5025" });
    expect(await refund(item.paymentTransactionId, "60.0", "refund-3")).toMatchObject({ status: "success" });
    expect(await refund(item.paymentTransactionId, "0.01", "refund-4")).toMatchObject({ status: "failure", errorCode: "5025" });
    expect(await refund("no-such-transaction", "1.0", "refund-5")).toMatchObject({ status: "failure", errorCode: "5020" });

    const report = await callIyzico(client(), { resource: "reportingTransactionDetails", method: "retrieve" }, { paymentConversationId: "order-refund" });
    expect(standin.requests.at(-1)).toMatchObject({
      method: "GET",
      path: "/v2/reporting/payment/details",
      query: { paymentConversationId: "order-refund" },
      authorised: true,
    });
    expect(report).toMatchObject({ status: "success", payments: [{ paymentId: payment.paymentId, paymentRefundStatus: "PARTIALLY_REFUNDED" }] });
    const [reported] = report.payments as {
      itemTransactions: { paymentTransactionId: string; refunds: { refundConversationId: string; refundPrice: number }[] }[];
    }[];
    const itemRefunds = reported.itemTransactions.find((t) => t.paymentTransactionId === item.paymentTransactionId)?.refunds;
    expect(itemRefunds?.map((r) => [r.refundConversationId, r.refundPrice])).toEqual([
      ["refund-1", 40.5],
      ["refund-3", 60],
    ]);
    expect(reported.itemTransactions.find((t) => t.paymentTransactionId === shipping.paymentTransactionId)?.refunds).toEqual([]);

    // A refunded payment cannot be cancelled any more.
    expect(await callIyzico(client(), { resource: "cancel", method: "create" }, { paymentId: payment.paymentId, ip: "85.34.78.112" })).toMatchObject({
      status: "failure",
      errorCode: "5032",
    });
  });

  it("cancels a payment once, and retrieves payments by id or conversationId", async () => {
    const token = await initialize({ conversationId: "order-cancel" });
    const payment = standin.pay(token, { installment: 2 });
    const detail = await callIyzico(client(), { resource: "payment", method: "retrieve" }, { paymentConversationId: "order-cancel" });
    expect(detail).toMatchObject({ status: "success", paymentId: payment.paymentId, installment: 2, paymentStatus: "SUCCESS" });
    expect(await callIyzico(client(), { resource: "payment", method: "retrieve" }, { paymentId: payment.paymentId })).toMatchObject({ basketId: "SHD-1001" });

    const cancel = () =>
      callIyzico(client(), { resource: "cancel", method: "create" }, { conversationId: "cancel-1", paymentId: payment.paymentId, ip: "85.34.78.112" });
    expect(await cancel()).toMatchObject({
      status: "success",
      conversationId: "cancel-1",
      paymentId: payment.paymentId,
      price: (payment.paidKurus ?? 0) / 100,
    });
    expect(await cancel()).toMatchObject({ status: "failure", errorCode: "5031" });
    expect(standin.payments.get(token)?.cancelled).toBe(true);
  });

  it("answers the installment query per card family, or for one card's BIN", async () => {
    const all = await callIyzico(client(), { resource: "installmentInfo", method: "retrieve" }, { locale: "tr", price: "1000.0" });
    const details = all.installmentDetails as {
      cardFamilyName: string;
      installmentPrices: { installmentNumber: number; totalPrice: number; installmentPrice: number }[];
    }[];
    expect(details.map((d) => d.cardFamilyName)).toEqual(["Bonus", "World", "Maximum", "Axess", "CardFinans", "Paraf", "Advantage"]);
    const bonus = details[0].installmentPrices;
    expect(bonus.map((p) => p.installmentNumber)).toEqual([1, 2, 3, 6, 9, 12]);
    expect(bonus[0]).toEqual({ installmentNumber: 1, totalPrice: 1000, installmentPrice: 1000 });
    expect(bonus[3]).toEqual({ installmentNumber: 6, totalPrice: 1072, installmentPrice: 178.67 });

    const one = await callIyzico(
      client(),
      { resource: "installmentInfo", method: "retrieve" },
      { price: "1000.0", binNumber: STANDIN_CARD_FAMILIES[1].bin.slice(0, 6) },
    );
    expect((one.installmentDetails as { cardFamilyName: string }[]).map((d) => d.cardFamilyName)).toEqual(["World"]);
  });

  it("fails, answers HTTP 500 or carries a call out without answering, as told", async () => {
    standin.fault("/payment/iyzipos/installment", "failure");
    expect(await callIyzico(client(), { resource: "installmentInfo", method: "retrieve" }, { price: "10.0" })).toMatchObject({
      status: "failure",
      errorCode: "9999",
    });
    expect(await callIyzico(client(), { resource: "installmentInfo", method: "retrieve" }, { price: "10.0" })).toMatchObject({ status: "success" });

    standin.fault("/payment/iyzipos/installment", "http500", 2);
    await expect(callIyzico(client(), { resource: "installmentInfo", method: "retrieve" }, { price: "10.0" })).rejects.toBeInstanceOf(IyzicoRequestError);
    await expect(callIyzico(client(), { resource: "installmentInfo", method: "retrieve" }, { price: "10.0" })).rejects.toBeInstanceOf(IyzicoRequestError);

    // A refund that times out was still made: the report shows it.
    const token = await initialize({ conversationId: "order-timeout" });
    const payment = standin.pay(token);
    standin.fault("/payment/refund", "timeout");
    const lost = callIyzico(
      client(),
      { resource: "refund", method: "create" },
      { conversationId: "refund-lost", paymentTransactionId: payment.transactions[0].paymentTransactionId, price: "10.0", currency: "TRY", ip: "85.34.78.112" },
      300,
    );
    await expect(lost).rejects.toMatchObject({ timedOut: true });
    expect(standin.payments.get(token)?.refunds.map((r) => r.conversationId)).toEqual(["refund-lost"]);
  });

  it("gives the shop's environment for itself", () => {
    expect(iyzicoShopEnv(standin, creds)).toEqual({
      PAYMENT_PROVIDER: "iyzico",
      IYZICO_API_KEY: creds.apiKey,
      IYZICO_SECRET_KEY: creds.secretKey,
      IYZICO_BASE_URL: standin.url,
    });
  });
});
