// The PayTR iFrame API as pure functions (docs/product.md#paytr; PayTR's developer pages, dev.paytr.com: iFrame API steps 1 and 2).
// Step 1: the server asks PayTR for a token (form POST, signed with the merchant key and salt) and shows
// PayTR's card form in an iframe. Step 2: PayTR posts a server-to-server notification whose hash is
// verified here. No database, no routes: the order/payment state machine calls these.
import { createHmac, timingSafeEqual } from "node:crypto";
import { PAYTR_CONFIG_MISSING } from "~/lib/i18n/payments";
import { kurusToDecimalString } from "~/lib/money";

export class PaytrConfigError extends Error {
  override name = "PaytrConfigError";
}

export { PAYTR_CONFIG_MISSING };

export interface PaytrCredentials {
  merchantId: string;
  merchantKey: string;
  merchantSalt: string;
  testMode: boolean;
}

/** The part of the environment (app/env.server.ts) PayTR needs. */
export interface PaytrEnv {
  PAYTR_MERCHANT_ID?: string | undefined;
  PAYTR_MERCHANT_KEY?: string | undefined;
  PAYTR_MERCHANT_SALT?: string | undefined;
  PAYTR_TEST_MODE?: boolean | undefined;
}

const isBlank = (value: string | undefined): value is undefined => value === undefined || value.trim() === "";

/** The merchant settings; throws PaytrConfigError(PAYTR_CONFIG_MISSING) when the id, key or salt is unset. */
export function paytrCredentialsFrom(env: PaytrEnv): PaytrCredentials {
  const { PAYTR_MERCHANT_ID: id, PAYTR_MERCHANT_KEY: key, PAYTR_MERCHANT_SALT: salt } = env;
  if (isBlank(id) || isBlank(key) || isBlank(salt)) throw new PaytrConfigError(PAYTR_CONFIG_MISSING);
  return { merchantId: id.trim(), merchantKey: key, merchantSalt: salt, testMode: env.PAYTR_TEST_MODE ?? true };
}

const MERCHANT_OID_MAX = 64;

/**
 * PayTR's merchant_oid for an order: letters and digits only, at most 64 characters, one per payment
 * attempt. "ORD-20261121-123" → "ORD20261121123" (attempt 1), "ORD20261121123A2" (attempt 2).
 */
export function paytrMerchantOid(orderNumber: string, attempt = 1): string {
  if (!Number.isInteger(attempt) || attempt < 1) throw new RangeError(`PayTR attempt must be a positive integer: ${attempt}`);
  const base = orderNumber.replace(/[^A-Za-z0-9]/g, "");
  if (base === "") throw new RangeError(`Order number has no letters or digits: ${JSON.stringify(orderNumber)}`);
  const suffix = attempt === 1 ? "" : `A${attempt}`;
  return base.slice(0, MERCHANT_OID_MAX - suffix.length) + suffix;
}

export interface PaytrBasketLine {
  name: string;
  unitPriceKurus: number;
  quantity: number;
}

function assertKurus(value: number, what: string) {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a non-negative integer of kuruş: ${value}`);
}

/** user_basket: base64(JSON.stringify([[name, "18.00", qty], ...])), the unit price as a TL decimal string. */
export function paytrBasket(lines: PaytrBasketLine[]): string {
  const rows = lines.map((line) => {
    assertKurus(line.unitPriceKurus, "Basket unit price");
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) throw new RangeError(`Basket quantity must be a positive integer: ${line.quantity}`);
    return [line.name, kurusToDecimalString(line.unitPriceKurus), line.quantity];
  });
  return Buffer.from(JSON.stringify(rows), "utf8").toString("base64");
}

export interface PaytrTokenFields {
  userIp: string;
  merchantOid: string;
  email: string;
  paymentAmountKurus: number;
  /** Already base64, as made by paytrBasket. */
  userBasket: string;
  noInstallment: 0 | 1;
  maxInstallment: number;
  currency: "TL";
}

const hmacBase64 = (key: string, message: string) => createHmac("sha256", key).update(message, "utf8").digest("base64");

const testModeFlag = (creds: PaytrCredentials) => (creds.testMode ? "1" : "0");

/**
 * paytr_token = base64(HMAC-SHA256(key = merchant_key, message = hash_str + merchant_salt)), where
 * hash_str = merchant_id + user_ip + merchant_oid + email + payment_amount + user_basket
 *          + no_installment + max_installment + currency + test_mode.
 */
export function paytrToken(fields: PaytrTokenFields, creds: PaytrCredentials): string {
  assertKurus(fields.paymentAmountKurus, "Payment amount");
  const hashStr =
    creds.merchantId +
    fields.userIp +
    fields.merchantOid +
    fields.email +
    String(fields.paymentAmountKurus) +
    fields.userBasket +
    String(fields.noInstallment) +
    String(fields.maxInstallment) +
    fields.currency +
    testModeFlag(creds);
  return hmacBase64(creds.merchantKey, hashStr + creds.merchantSalt);
}

export interface PaytrOrderForToken {
  merchantOid: string;
  email: string;
  paymentAmountKurus: number;
  userName: string;
  userAddress: string;
  userPhone: string;
  basket: PaytrBasketLine[];
}

export interface PaytrTokenRequestInput {
  order: PaytrOrderForToken;
  /** The shopper's public IP (≤ 39 characters); PayTR rejects local addresses. */
  userIp: string;
  okUrl: string;
  failUrl: string;
  creds: PaytrCredentials;
  /**
   * PayTR's `timeout_limit`: minutes the shopper has to pay. The shop's PAYTR_PAYMENT_TIMEOUT_MINUTES,
   * which is also how long an unpaid PayTR order holds its stock (docs/product.md#stock-reservation).
   */
  timeoutMinutes: number;
  /** The highest installment count the owner offers (ShopSettings.payments.maxInstallments); 1: none. */
  maxInstallments: number;
}

/**
 * PayTR's `no_installment` and `max_installment` for the owner's highest count: 1 → none (1, 0); n (2–12) → (0, n).
 * PayTR's 0 for max_installment means "the legal maximum", so it is never sent when installments are offered.
 */
export function paytrInstallmentFields(maxInstallments: number): { noInstallment: 0 | 1; maxInstallment: number } {
  if (!Number.isInteger(maxInstallments) || maxInstallments < 1 || maxInstallments > 12) throw new RangeError(`Invalid installment count: ${maxInstallments}`);
  return maxInstallments === 1 ? { noInstallment: 1, maxInstallment: 0 } : { noInstallment: 0, maxInstallment: maxInstallments };
}

/**
 * The form for step 1 (POST to PAYTR_API_URL). The merchant key and salt only sign it; they are never
 * in it. Throws RangeError on values PayTR would refuse (merchant_oid, e-mail, IP, amount).
 */
export function paytrTokenRequestBody(input: PaytrTokenRequestInput): URLSearchParams {
  const { order, userIp, okUrl, failUrl, creds, timeoutMinutes } = input;
  const { noInstallment, maxInstallment } = paytrInstallmentFields(input.maxInstallments);
  if (!Number.isSafeInteger(timeoutMinutes) || timeoutMinutes < 1) throw new RangeError(`Invalid PayTR timeout_limit: ${timeoutMinutes}`);
  if (!/^[A-Za-z0-9]{1,64}$/.test(order.merchantOid)) throw new RangeError(`Invalid PayTR merchant_oid: ${order.merchantOid}`);
  if (order.email.length > 100) throw new RangeError("PayTR e-mail is longer than 100 characters");
  if (userIp === "" || userIp.length > 39) throw new RangeError(`Invalid PayTR user_ip: ${userIp}`);
  assertKurus(order.paymentAmountKurus, "Payment amount");
  const userBasket = paytrBasket(order.basket);
  const fields: PaytrTokenFields = {
    userIp,
    merchantOid: order.merchantOid,
    email: order.email,
    paymentAmountKurus: order.paymentAmountKurus,
    userBasket,
    noInstallment,
    maxInstallment,
    currency: "TL",
  };
  return new URLSearchParams({
    merchant_id: creds.merchantId,
    user_ip: userIp,
    merchant_oid: order.merchantOid,
    email: order.email,
    payment_amount: String(order.paymentAmountKurus),
    paytr_token: paytrToken(fields, creds),
    user_basket: userBasket,
    debug_on: creds.testMode ? "1" : "0",
    no_installment: String(noInstallment),
    max_installment: String(maxInstallment),
    user_name: order.userName,
    user_address: order.userAddress,
    user_phone: order.userPhone,
    merchant_ok_url: okUrl,
    merchant_fail_url: failUrl,
    timeout_limit: String(timeoutMinutes),
    currency: "TL",
    test_mode: testModeFlag(creds),
    lang: "tr",
  });
}

/** Step 1 failed: PayTR said "failed", answered garbage or an HTTP error, or did not answer in time. */
export class PaytrRequestError extends Error {
  override name = "PaytrRequestError";
  /** What went wrong, for the logs only; never shown to the shopper. */
  readonly reason: string;
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`PayTR token request failed: ${reason}`, options);
    this.reason = reason;
  }
}

const snippet = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text);

/** POSTs a form to PayTR and returns its JSON answer as an object; anything else throws PaytrRequestError. */
export async function postPaytrForm(
  url: string,
  body: URLSearchParams,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = 15_000,
): Promise<{ answer: Record<string, unknown>; text: string }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let status: number;
  let text: string;
  try {
    const response = await fetchImpl(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: body.toString(),
      signal: controller.signal,
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    if (controller.signal.aborted) throw new PaytrRequestError(`no answer within ${timeoutMs} ms`, { cause: error });
    throw new PaytrRequestError(`network error: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
  if (status < 200 || status > 299) throw new PaytrRequestError(`HTTP ${status}: ${snippet(text)}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new PaytrRequestError(`answer is not JSON: ${snippet(text)}`);
  }
  if (typeof parsed !== "object" || parsed === null) throw new PaytrRequestError(`unexpected answer: ${snippet(text)}`);
  return { answer: parsed as Record<string, unknown>, text };
}

/** POSTs the step 1 form and returns PayTR's token; anything else throws PaytrRequestError. */
export async function requestPaytrToken(apiUrl: string, body: URLSearchParams, fetchImpl: typeof fetch = fetch, timeoutMs = 15_000): Promise<string> {
  const { answer, text } = await postPaytrForm(apiUrl, body, fetchImpl, timeoutMs);
  if (answer.status === "success" && typeof answer.token === "string" && answer.token !== "") return answer.token;
  if (answer.status === "failed") throw new PaytrRequestError(typeof answer.reason === "string" ? answer.reason : snippet(text));
  throw new PaytrRequestError(`unexpected answer: ${snippet(text)}`);
}

const sign = (key: string, message: string) => createHmac("sha256", key).update(message, "utf8").digest("base64");

/** PayTR's refund ("İade API", docs/product.md#paytr-refunds): the signed form. return_amount in TL with a dot. */
export function paytrRefundBody(input: { merchantOid: string; amountKurus: number; referenceNo: string }, creds: PaytrCredentials): URLSearchParams {
  const returnAmount = kurusToDecimalString(input.amountKurus);
  return new URLSearchParams({
    merchant_id: creds.merchantId,
    merchant_oid: input.merchantOid,
    return_amount: returnAmount,
    reference_no: input.referenceNo,
    paytr_token: sign(creds.merchantKey, creds.merchantId + input.merchantOid + returnAmount + creds.merchantSalt),
  });
}

/** PayTR's status query ("Durum Sorgu"): the signed form; its answer lists the refunds made. */
export function paytrStatusBody(merchantOid: string, creds: PaytrCredentials): URLSearchParams {
  return new URLSearchParams({
    merchant_id: creds.merchantId,
    merchant_oid: merchantOid,
    paytr_token: sign(creds.merchantKey, creds.merchantId + merchantOid + creds.merchantSalt),
  });
}

/** The refund and status addresses, beside the token address (PAYTR_API_URL) on PayTR's host. */
export function paytrRefundUrls(apiUrl: string): { refundUrl: string; statusUrl: string } {
  return { refundUrl: new URL("/odeme/iade", apiUrl).toString(), statusUrl: new URL("/odeme/durum-sorgu", apiUrl).toString() };
}

/** base64(HMAC-SHA256(key = merchant_key, message = merchant_oid + merchant_salt + status + total_amount)) */
export function paytrNotificationHash(n: { merchantOid: string; status: string; totalAmount: string }, creds: PaytrCredentials): string {
  return hmacBase64(creds.merchantKey, n.merchantOid + creds.merchantSalt + n.status + n.totalAmount);
}

export interface PaytrNotification {
  merchantOid: string;
  status: "success" | "failed";
  /** What the shopper paid in kuruş; with instalments it can exceed paymentAmountKurus. */
  totalAmountKurus: number;
  /** The order amount as sent in step 1, when PayTR includes it. */
  paymentAmountKurus?: number;
  failedReasonCode?: string;
  failedReasonMsg?: string;
  testMode?: boolean;
  paymentType?: string;
  currency?: string;
  /** PayTR's installment_count: the number of installments the shopper chose (1: paid at once). */
  installmentCount?: number;
}

export type PaytrVerification = { ok: true; notification: PaytrNotification } | { ok: false; reason: string };

const REQUIRED_NOTIFICATION_FIELDS = ["merchant_oid", "status", "total_amount", "hash"] as const;

/** Equal strings, compared in constant time; different lengths are simply unequal. */
function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, "utf8");
  const right = Buffer.from(b, "utf8");
  if (left.length !== right.length) return false;
  return timingSafeEqual(left, right);
}

const optional = (value: string | undefined) => (value === undefined || value === "" ? undefined : value);
const kurusOf = (value: string | undefined) => (value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined);

/**
 * Checks a step 2 notification (the form PayTR posts) before anything else is done with it. On
 * { ok: false } answer 400 and change nothing; the reason is for the logs.
 */
export function verifyPaytrNotification(body: Record<string, string | undefined>, creds: PaytrCredentials): PaytrVerification {
  const missing = REQUIRED_NOTIFICATION_FIELDS.filter((field) => {
    const value = body[field];
    return typeof value !== "string" || value === "";
  });
  if (missing.length > 0) return { ok: false, reason: `missing fields: ${missing.join(", ")}` };
  const merchantOid = body.merchant_oid as string;
  const status = body.status as string;
  const totalAmount = body.total_amount as string;
  const expected = paytrNotificationHash({ merchantOid, status, totalAmount }, creds);
  if (!constantTimeEqual(body.hash as string, expected)) return { ok: false, reason: "hash mismatch" };
  if (status !== "success" && status !== "failed") return { ok: false, reason: `unknown status: ${status}` };
  const totalAmountKurus = kurusOf(totalAmount);
  if (totalAmountKurus === undefined || !Number.isSafeInteger(totalAmountKurus)) {
    return { ok: false, reason: `total_amount is not an integer of kuruş: ${totalAmount}` };
  }
  const notification: PaytrNotification = { merchantOid, status, totalAmountKurus };
  const paymentAmountKurus = kurusOf(optional(body.payment_amount));
  if (paymentAmountKurus !== undefined && Number.isSafeInteger(paymentAmountKurus)) notification.paymentAmountKurus = paymentAmountKurus;
  const failedReasonCode = optional(body.failed_reason_code);
  if (failedReasonCode !== undefined) notification.failedReasonCode = failedReasonCode;
  const failedReasonMsg = optional(body.failed_reason_msg);
  if (failedReasonMsg !== undefined) notification.failedReasonMsg = failedReasonMsg;
  const testMode = optional(body.test_mode);
  if (testMode !== undefined) notification.testMode = testMode === "1";
  const paymentType = optional(body.payment_type);
  if (paymentType !== undefined) notification.paymentType = paymentType;
  const currency = optional(body.currency);
  if (currency !== undefined) notification.currency = currency;
  const installmentCount = optional(body.installment_count);
  if (installmentCount !== undefined && /^\d{1,2}$/.test(installmentCount) && Number(installmentCount) >= 1 && Number(installmentCount) <= 12) {
    notification.installmentCount = Number(installmentCount);
  }
  return { ok: true, notification };
}

/** The iframe's address: `${PAYTR_IFRAME_URL}/${token}`. */
export function paytrIframeUrl(iframeBaseUrl: string, token: string): string {
  return `${iframeBaseUrl.replace(/\/+$/, "")}/${encodeURIComponent(token)}`;
}
