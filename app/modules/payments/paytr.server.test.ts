// Expected hashes below were computed with openssl when the tests were written, not with the code under
// test; each one has its command next to it.
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  PAYTR_CONFIG_MISSING,
  PaytrConfigError,
  paytrBasket,
  paytrCredentialsFrom,
  paytrIframeUrl,
  paytrMerchantOid,
  paytrNotificationHash,
  paytrRefundBody,
  paytrRefundUrls,
  paytrStatusBody,
  paytrInstallmentFields,
  paytrToken,
  paytrTokenRequestBody,
  verifyPaytrNotification,
} from "./paytr.server";
import { paytrTestBasketLines, paytrTestCredentials } from "../../../tests/support/paytr-fixtures";

const creds = paytrTestCredentials;
const basketLines = paytrTestBasketLines;

// printf '%s' '[["Çiçek Buketi","18.00",1],["Kupa","8.28",2]]' | base64 -w0
const BASKET_B64 = "W1siw4dpw6dlayBCdWtldGkiLCIxOC4wMCIsMV0sWyJLdXBhIiwiOC4yOCIsMl1d";

const tokenFields = {
  userIp: "85.105.12.34",
  merchantOid: "ORD20261121123",
  email: "ayse@example.com",
  paymentAmountKurus: 3456,
  userBasket: BASKET_B64,
  noInstallment: 1 as const,
  maxInstallment: 0,
  currency: "TL" as const,
};

// printf '%s' "123456""85.105.12.34""ORD20261121123""ayse@example.com""3456""$BASKET_B64""1""0""TL""1""SALTdef456ghi789" \
//   | openssl dgst -sha256 -hmac "KEYabc123XYZ7890" -binary | base64
const TOKEN_TEST_MODE = "NYjDD4fzGIJ0ouliEdaZDSz2x719cc1oODzLnTJzGUg=";
// The same with test_mode "0": ..."TL""0""SALTdef456ghi789"
const TOKEN_LIVE = "Tuv5nraYV6bpCe3KAsffetQSsXz+S63yvprFbihzItY=";

// printf '%s' "ORD20261121123""SALTdef456ghi789""success""3456" | openssl dgst -sha256 -hmac "KEYabc123XYZ7890" -binary | base64
const NOTIFY_SUCCESS_HASH = "LoDrIFU3pbn1roOPvD8PDiVg7ehdsoIxYEI1tJbN6HM=";
// printf '%s' "ORD20261121123A2""SALTdef456ghi789""failed""3456" | openssl dgst -sha256 -hmac "KEYabc123XYZ7890" -binary | base64
const NOTIFY_FAILED_HASH = "BJMCuwWZPwyoTkjFS13whkkjxZyqlR7WXTaqVRbvsdc=";

const successNotification = {
  merchant_oid: "ORD20261121123",
  status: "success",
  total_amount: "3456",
  hash: NOTIFY_SUCCESS_HASH,
  failed_reason_code: "",
  failed_reason_msg: "",
  test_mode: "1",
  payment_type: "card",
  currency: "TL",
  payment_amount: "3456",
};

describe("paytrCredentialsFrom", () => {
  it("reads the merchant settings", () => {
    expect(paytrCredentialsFrom({ PAYTR_MERCHANT_ID: "123456", PAYTR_MERCHANT_KEY: "k", PAYTR_MERCHANT_SALT: "s", PAYTR_TEST_MODE: false })).toEqual({
      merchantId: "123456",
      merchantKey: "k",
      merchantSalt: "s",
      testMode: false,
    });
  });

  it.each([
    { PAYTR_MERCHANT_KEY: "k", PAYTR_MERCHANT_SALT: "s" },
    { PAYTR_MERCHANT_ID: "1", PAYTR_MERCHANT_SALT: "s" },
    { PAYTR_MERCHANT_ID: "1", PAYTR_MERCHANT_KEY: "k" },
    { PAYTR_MERCHANT_ID: "1", PAYTR_MERCHANT_KEY: "   ", PAYTR_MERCHANT_SALT: "s" },
    { PAYTR_MERCHANT_ID: "", PAYTR_MERCHANT_KEY: "k", PAYTR_MERCHANT_SALT: "s" },
  ])("throws the Turkish configuration message when a setting is missing: %o", (env) => {
    expect(() => paytrCredentialsFrom(env)).toThrow(PaytrConfigError);
    expect(() => paytrCredentialsFrom(env)).toThrow(PAYTR_CONFIG_MISSING);
  });
});

describe("paytrMerchantOid", () => {
  it("keeps letters and digits only, with a suffix from the second attempt on", () => {
    expect(paytrMerchantOid("ORD-20261121-123")).toBe("ORD20261121123");
    expect(paytrMerchantOid("ORD-20261121-123", 1)).toBe("ORD20261121123");
    expect(paytrMerchantOid("ORD-20261121-123", 2)).toBe("ORD20261121123A2");
    expect(paytrMerchantOid("ORD-20261121-123", 13)).toBe("ORD20261121123A13");
  });

  it("is unique per attempt and never longer than 64 characters", () => {
    const oids = new Set([1, 2, 3, 10, 11].map((n) => paytrMerchantOid("ORD-20261121-123", n)));
    expect(oids.size).toBe(5);
    const long = paytrMerchantOid(`ORD-${"9".repeat(100)}`, 7);
    expect(long).toHaveLength(64);
    expect(long.endsWith("A7")).toBe(true);
    for (const oid of [...oids, long]) expect(oid).toMatch(/^[A-Za-z0-9]{1,64}$/);
  });

  it("refuses a bad attempt or an order number with nothing usable", () => {
    expect(() => paytrMerchantOid("ORD-1", 0)).toThrow(RangeError);
    expect(() => paytrMerchantOid("---")).toThrow(RangeError);
  });
});

describe("paytrBasket", () => {
  it("is base64 of [[name, TL decimal string, qty], ...]", () => {
    expect(paytrBasket(basketLines)).toBe(BASKET_B64);
    const decoded = JSON.parse(Buffer.from(paytrBasket([{ name: "Kupa", unitPriceKurus: 1800, quantity: 3 }]), "base64").toString("utf8"));
    expect(decoded).toEqual([["Kupa", "18.00", 3]]);
    expect(decoded[0][1]).toBe("18.00");
  });

  it("refuses fractional kuruş and non-positive quantities", () => {
    expect(() => paytrBasket([{ name: "x", unitPriceKurus: 10.5, quantity: 1 }])).toThrow(RangeError);
    expect(() => paytrBasket([{ name: "x", unitPriceKurus: 100, quantity: 0 }])).toThrow(RangeError);
  });
});

describe("refund and status forms (İade API, Durum Sorgu)", () => {
  const hmac = (message: string) => createHmac("sha256", creds.merchantKey).update(message).digest("base64");
  it("signs merchant_id + merchant_oid + return_amount (TL with a dot) + salt", () => {
    const body = paytrRefundBody({ merchantOid: "ORD20261121123", amountKurus: 1197, referenceNo: "R1" }, creds);
    expect(Object.fromEntries(body)).toEqual({
      merchant_id: "123456",
      merchant_oid: "ORD20261121123",
      return_amount: "11.97",
      reference_no: "R1",
      paytr_token: hmac(`123456ORD2026112112311.97${creds.merchantSalt}`),
    });
  });
  it("signs the status query with merchant_id + merchant_oid + salt, at PayTR's addresses", () => {
    expect(paytrStatusBody("ORD1", creds).get("paytr_token")).toBe(hmac(`123456ORD1${creds.merchantSalt}`));
    expect(paytrRefundUrls("https://www.paytr.com/odeme/api/get-token")).toEqual({
      refundUrl: "https://www.paytr.com/odeme/iade",
      statusUrl: "https://www.paytr.com/odeme/durum-sorgu",
    });
  });
});

describe("paytrToken", () => {
  it("matches the HMAC computed with openssl (test mode)", () => {
    expect(paytrToken(tokenFields, creds)).toBe(TOKEN_TEST_MODE);
  });

  it("includes test_mode in the hash", () => {
    expect(paytrToken(tokenFields, { ...creds, testMode: false })).toBe(TOKEN_LIVE);
  });
});

describe("paytrTokenRequestBody", () => {
  const input = {
    order: {
      merchantOid: "ORD20261121123",
      email: "ayse@example.com",
      paymentAmountKurus: 3456,
      userName: "Ayşe Yılmaz",
      userAddress: "Bağdat Cad. 1, Kadıköy, İstanbul",
      userPhone: "05321234567",
      basket: basketLines,
    },
    userIp: "85.105.12.34",
    okUrl: "https://dukkan.example/order-confirmation/success",
    failUrl: "https://dukkan.example/order-confirmation/fail",
    creds,
    timeoutMinutes: 15,
    maxInstallments: 1,
  };

  it("has every field of step 1, signed", () => {
    const body = Object.fromEntries(paytrTokenRequestBody(input));
    expect(body).toEqual({
      merchant_id: "123456",
      user_ip: "85.105.12.34",
      merchant_oid: "ORD20261121123",
      email: "ayse@example.com",
      payment_amount: "3456",
      paytr_token: TOKEN_TEST_MODE,
      user_basket: BASKET_B64,
      debug_on: "1",
      no_installment: "1",
      max_installment: "0",
      user_name: "Ayşe Yılmaz",
      user_address: "Bağdat Cad. 1, Kadıköy, İstanbul",
      user_phone: "05321234567",
      merchant_ok_url: "https://dukkan.example/order-confirmation/success",
      merchant_fail_url: "https://dukkan.example/order-confirmation/fail",
      timeout_limit: "15",
      currency: "TL",
      test_mode: "1",
      lang: "tr",
    });
  });

  it("never contains the merchant key or salt", () => {
    const encoded = paytrTokenRequestBody(input).toString();
    const decoded = decodeURIComponent(encoded);
    for (const text of [encoded, decoded]) {
      expect(text).not.toContain(creds.merchantKey);
      expect(text).not.toContain(creds.merchantSalt);
      expect(text).not.toMatch(/merchant_(key|salt)/);
    }
  });

  it("live mode sends test_mode=0 and debug_on=0", () => {
    const body = paytrTokenRequestBody({ ...input, creds: { ...creds, testMode: false } });
    expect(body.get("test_mode")).toBe("0");
    expect(body.get("debug_on")).toBe("0");
    expect(body.get("paytr_token")).toBe(TOKEN_LIVE);
  });

  it("refuses values PayTR would reject", () => {
    expect(() => paytrTokenRequestBody({ ...input, order: { ...input.order, merchantOid: "ORD-1" } })).toThrow(RangeError);
    expect(() => paytrTokenRequestBody({ ...input, order: { ...input.order, email: `${"a".repeat(95)}@x.com` } })).toThrow(RangeError);
    expect(() => paytrTokenRequestBody({ ...input, order: { ...input.order, paymentAmountKurus: 34.5 } })).toThrow(RangeError);
  });
});

describe("paytrNotificationHash", () => {
  it("matches the HMAC computed with openssl", () => {
    expect(paytrNotificationHash({ merchantOid: "ORD20261121123", status: "success", totalAmount: "3456" }, creds)).toBe(NOTIFY_SUCCESS_HASH);
    expect(paytrNotificationHash({ merchantOid: "ORD20261121123A2", status: "failed", totalAmount: "3456" }, creds)).toBe(NOTIFY_FAILED_HASH);
  });
});

describe("verifyPaytrNotification", () => {
  it("accepts a valid success notification and parses it", () => {
    expect(verifyPaytrNotification(successNotification, creds)).toEqual({
      ok: true,
      notification: {
        merchantOid: "ORD20261121123",
        status: "success",
        totalAmountKurus: 3456,
        paymentAmountKurus: 3456,
        testMode: true,
        paymentType: "card",
        currency: "TL",
      },
    });
  });

  it("accepts a valid failed notification with its reason", () => {
    const result = verifyPaytrNotification(
      {
        merchant_oid: "ORD20261121123A2",
        status: "failed",
        total_amount: "3456",
        hash: NOTIFY_FAILED_HASH,
        failed_reason_code: "2",
        failed_reason_msg: "Ödeme onaylanmadı",
      },
      creds,
    );
    expect(result).toEqual({
      ok: true,
      notification: {
        merchantOid: "ORD20261121123A2",
        status: "failed",
        totalAmountKurus: 3456,
        failedReasonCode: "2",
        failedReasonMsg: "Ödeme onaylanmadı",
      },
    });
  });

  it("rejects a forged hash of the right length", () => {
    const forged = `${NOTIFY_SUCCESS_HASH.slice(0, 10)}${NOTIFY_SUCCESS_HASH[10] === "A" ? "B" : "A"}${NOTIFY_SUCCESS_HASH.slice(11)}`;
    expect(forged).toHaveLength(NOTIFY_SUCCESS_HASH.length);
    expect(verifyPaytrNotification({ ...successNotification, hash: forged }, creds)).toEqual({ ok: false, reason: "hash mismatch" });
  });

  it("rejects a hash made with another key or salt", () => {
    const otherSalt = paytrNotificationHash({ merchantOid: "ORD20261121123", status: "success", totalAmount: "3456" }, { ...creds, merchantSalt: "x" });
    const otherKey = paytrNotificationHash({ merchantOid: "ORD20261121123", status: "success", totalAmount: "3456" }, { ...creds, merchantKey: "x" });
    expect(verifyPaytrNotification({ ...successNotification, hash: otherSalt }, creds).ok).toBe(false);
    expect(verifyPaytrNotification({ ...successNotification, hash: otherKey }, creds).ok).toBe(false);
  });

  it("rejects a changed status, amount or merchant_oid under the original hash", () => {
    expect(verifyPaytrNotification({ ...successNotification, status: "failed" }, creds).ok).toBe(false);
    expect(verifyPaytrNotification({ ...successNotification, total_amount: "1" }, creds).ok).toBe(false);
    expect(verifyPaytrNotification({ ...successNotification, total_amount: "34560" }, creds).ok).toBe(false);
    expect(verifyPaytrNotification({ ...successNotification, merchant_oid: "ORD20261121124" }, creds).ok).toBe(false);
  });

  it("rejects a correctly signed but unknown status or a non-integer amount", () => {
    const weird = { merchantOid: "ORD1", status: "pending", totalAmount: "3456" };
    const result = verifyPaytrNotification({ merchant_oid: "ORD1", status: "pending", total_amount: "3456", hash: paytrNotificationHash(weird, creds) }, creds);
    expect(result).toEqual({ ok: false, reason: "unknown status: pending" });
    const decimal = { merchantOid: "ORD1", status: "success", totalAmount: "34.56" };
    const result2 = verifyPaytrNotification(
      { merchant_oid: "ORD1", status: "success", total_amount: "34.56", hash: paytrNotificationHash(decimal, creds) },
      creds,
    );
    expect(result2.ok).toBe(false);
  });

  it.each(["merchant_oid", "status", "total_amount", "hash"])("rejects a notification without %s", (field) => {
    const missing: Record<string, string | undefined> = { ...successNotification, [field]: undefined };
    const empty: Record<string, string | undefined> = { ...successNotification, [field]: "" };
    for (const body of [missing, empty]) {
      const result = verifyPaytrNotification(body, creds);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.reason).toContain(field);
    }
  });

  it("rejects hashes of a different length without throwing", () => {
    for (const hash of ["x", NOTIFY_SUCCESS_HASH.slice(0, -1), `${NOTIFY_SUCCESS_HASH}A`, "ş".repeat(44), "a".repeat(10_000)]) {
      expect(() => verifyPaytrNotification({ ...successNotification, hash }, creds)).not.toThrow();
      expect(verifyPaytrNotification({ ...successNotification, hash }, creds)).toEqual({ ok: false, reason: "hash mismatch" });
    }
  });
});

describe("paytrIframeUrl", () => {
  it("appends the token to the iframe address", () => {
    expect(paytrIframeUrl("https://www.paytr.com/odeme/guvenli", "abc123")).toBe("https://www.paytr.com/odeme/guvenli/abc123");
    expect(paytrIframeUrl("https://www.paytr.com/odeme/guvenli/", "abc123")).toBe("https://www.paytr.com/odeme/guvenli/abc123");
  });
});

describe("paytrInstallmentFields", () => {
  it("offers none at 1 and the owner's highest count otherwise, never PayTR's 0 (the legal maximum)", () => {
    expect(paytrInstallmentFields(1)).toEqual({ noInstallment: 1, maxInstallment: 0 });
    expect(paytrInstallmentFields(6)).toEqual({ noInstallment: 0, maxInstallment: 6 });
    expect(paytrInstallmentFields(12)).toEqual({ noInstallment: 0, maxInstallment: 12 });
    for (const bad of [0, 13, 2.5]) expect(() => paytrInstallmentFields(bad)).toThrow(RangeError);
  });
});
