// Paying through iyzico's Checkout Form (docs/product.md#iyzico). Start: the form is initialized for a pending order
// (conversationId = order id, basketId = order number, each line at what is paid for it) and the shopper is sent to
// iyzico's page. Settle: iyzico brings the shopper back with a token, which proves nothing by itself; the result is
// asked of iyzico by that token, and only an answer that matches the order (basket, currency, amounts) completes it.
// Before an unpaid iyzico order expires, iyzico is asked once more, so a shopper who paid and closed the tab is settled.
import { and, asc, eq, isNotNull, lte } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orders, paymentEvents, type ProviderPayment } from "~/db/schema";
import type { Env } from "~/env.server";
import { FINAL_CONSUMER_NAME, FINAL_CONSUMER_TCKN, type OrderBilling } from "~/lib/billing";
import { IYZICO_CONFIG_MISSING } from "~/lib/i18n/payments";
import { IYZICO_COUNTRY, IYZICO_ITEM_CATEGORY, IYZICO_SHIPPING_CATEGORY, IYZICO_SHIPPING_ITEM } from "~/lib/i18n/iyzico";
import { stripNul } from "~/lib/input";
import { orderLineName, parseOrderLineOptions } from "~/lib/order-lines";
import { mailSettingsFrom } from "~/modules/orders/order-mail.server";
import { completePayment, failPayment, PENDING_ORDER_TTL_MS } from "~/modules/orders/payment-state.server";
import type { Logger } from "~/modules/platform/logger.server";
import { callIyzico, IyzicoConfigError, iyzicoClientFrom, iyzicoKurus, iyzicoPrice, type IyzicoAnswer } from "./iyzico-client.server";
import { PaymentStartError, type PaymentProvider, readPaymentBasket, type StartContext } from "./payment-provider.server";

/** The installment counts iyzico's form offers; the owner's highest (settings.payments.maxInstallments) caps them. */
export const IYZICO_INSTALLMENT_COUNTS = [1, 2, 3, 6, 9, 12] as const;

export function iyzicoEnabledInstallments(maxInstallments: number): number[] {
  return IYZICO_INSTALLMENT_COUNTS.filter((count) => count === 1 || count <= maxInstallments);
}

type OrderRow = typeof orders.$inferSelect;

export interface IyzicoBasketLine {
  id: string;
  productName: string;
  optionValues: unknown;
  unitPriceKurus: number;
  quantity: number;
  discountKurus: number;
}

/** "Ayşe Nur Yılmaz" → ["Ayşe Nur", "Yılmaz"]; one word is both (iyzico asks for a surname). */
function splitName(fullName: string): [string, string] {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return FINAL_CONSUMER_NAME.split(" ") as [string, string];
  if (words.length === 1) return [words[0], words[0]];
  return [words.slice(0, -1).join(" "), words[words.length - 1]];
}

/** Who pays, as iyzico asks for it: the billing details when given, otherwise a final consumer (iyzico requires an identity number). */
function buyerIdentity(billing: OrderBilling | null): { fullName: string; identityNumber: string } {
  if (billing?.kind === "company") return { fullName: billing.title, identityNumber: FINAL_CONSUMER_TCKN };
  const name = billing?.name.trim() ? billing.name.trim() : FINAL_CONSUMER_NAME;
  return { fullName: name, identityNumber: billing?.tckn ? billing.tckn : FINAL_CONSUMER_TCKN };
}

/**
 * The checkout form initialize request for an order: each line at what is paid for it (its discounts off), the
 * shipping as its own item less its discount, lines paid nothing left out (iyzico takes no zero-priced items); the
 * items add up to the order total exactly, or this throws.
 */
export function iyzicoCheckoutRequest(input: {
  order: OrderRow;
  lines: readonly IyzicoBasketLine[];
  shippingDiscountKurus: number;
  clientIp: string;
  callbackUrl: string;
  maxInstallments: number;
}): Record<string, unknown> {
  const { order } = input;
  const items = input.lines
    .map((line) => ({
      id: line.id,
      name: orderLineName({ productName: line.productName, optionValues: parseOrderLineOptions(line.optionValues) }),
      category1: IYZICO_ITEM_CATEGORY,
      itemType: "PHYSICAL",
      kurus: line.unitPriceKurus * line.quantity - line.discountKurus,
    }))
    .filter((item) => item.kurus > 0);
  const shippingPaid = order.shippingKurus - input.shippingDiscountKurus;
  if (shippingPaid > 0)
    items.push({ id: "shipping", name: IYZICO_SHIPPING_ITEM, category1: IYZICO_SHIPPING_CATEGORY, itemType: "PHYSICAL", kurus: shippingPaid });
  const sum = items.reduce((total, item) => total + item.kurus, 0);
  if (order.totalKurus <= 0 || sum !== order.totalKurus) throw new Error(`iyzico basket adds up to ${sum}, the order total is ${order.totalKurus}`);

  const recipient = { address: `${order.recipientAddress} ${order.recipientPostalCode}`.trim(), city: order.recipientCity };
  const billingAddress = order.billing?.address
    ? { address: `${order.billing.address.address} ${order.billing.address.district}`.trim(), city: order.billing.address.province }
    : recipient;
  const { fullName, identityNumber } = buyerIdentity(order.billing ?? null);
  const [name, surname] = splitName(fullName);
  const price = iyzicoPrice(order.totalKurus);
  return {
    locale: "tr",
    conversationId: order.id,
    price,
    paidPrice: price,
    currency: "TRY",
    basketId: order.orderNumber,
    paymentGroup: "PRODUCT",
    callbackUrl: input.callbackUrl,
    enabledInstallments: iyzicoEnabledInstallments(input.maxInstallments),
    buyer: {
      id: order.id,
      name,
      surname,
      identityNumber,
      email: order.senderEmail,
      registrationAddress: billingAddress.address,
      city: billingAddress.city,
      country: IYZICO_COUNTRY,
      ip: input.clientIp,
    },
    shippingAddress: {
      contactName: order.recipientName,
      city: order.recipientCity,
      country: IYZICO_COUNTRY,
      address: recipient.address,
      zipCode: order.recipientPostalCode,
    },
    billingAddress: { contactName: fullName, city: billingAddress.city, country: IYZICO_COUNTRY, address: billingAddress.address },
    basketItems: items.map(({ kurus, ...item }) => ({ ...item, price: iyzicoPrice(kurus) })),
  };
}

export const callbackUrlFor = (env: Pick<Env, "PUBLIC_URL">) => `${env.PUBLIC_URL}/api/payments/iyzico/callback`;

/** Initializes iyzico's form for a pending order; on any failure the order is failed (stock returned) and PaymentStartError thrown. */
async function startIyzicoPayment(db: Database, env: Env, orderId: string, context: StartContext): Promise<{ kind: "redirect"; url: string }> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new PaymentStartError("order not found");
  if (order.paymentStatus !== "pending") throw new PaymentStartError("order is not awaiting payment");
  try {
    const client = iyzicoClientFrom(env);
    const { lines, shippingDiscountKurus } = await readPaymentBasket(db, orderId);
    const request = iyzicoCheckoutRequest({
      order,
      lines,
      shippingDiscountKurus,
      clientIp: context.clientIp,
      callbackUrl: callbackUrlFor(env),
      maxInstallments: context.settings.payments.maxInstallments,
    });
    const answer = await callIyzico(client, { resource: "checkoutFormInitialize", method: "create" }, request, context.timeoutMs);
    const token = typeof answer.token === "string" ? answer.token : "";
    const pageUrl = typeof answer.paymentPageUrl === "string" ? answer.paymentPageUrl : "";
    if (answer.status !== "success" || !token || !/^https?:\/\//.test(pageUrl)) {
      throw new Error(`iyzico refused the checkout form: ${String(answer.errorCode ?? "")} ${String(answer.errorMessage ?? answer.status ?? "")}`.trim());
    }
    await db.update(orders).set({ paymentReference: token, paymentUrl: pageUrl }).where(eq(orders.id, orderId));
    return { kind: "redirect", url: pageUrl };
  } catch (error) {
    if (error instanceof IyzicoConfigError) context.logger.error(IYZICO_CONFIG_MISSING);
    else context.logger.error({ err: error, orderNumber: order.orderNumber }, "iyzico checkout form could not be started");
    await failPayment(db, { orderId });
    throw new PaymentStartError((error as Error).message);
  }
}

export const iyzicoCheckout: Pick<PaymentProvider, "id" | "start"> = { id: "iyzico", start: startIyzicoPayment };

/** What a callback or a check before expiry came to; `orderId` says where to send the shopper. */
export type IyzicoSettleOutcome = "paid" | "repeat" | "failed" | "pending" | "rejected" | "unknown-order" | "paid-after-cancel";

export interface IyzicoSettleResult {
  outcome: IyzicoSettleOutcome;
  orderId: string | null;
  /** The order was paid now: its mails are queued, so the mail job may run. */
  kickMail: boolean;
}

type PendingOrder = Pick<OrderRow, "id" | "orderNumber" | "totalKurus" | "paymentStatus">;

const TOKEN = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * iyzico's callback: the posted token only names which order to ask about. The order is found by its token, the
 * result asked of iyzico, and the order settled only from that answer. A token no order holds changes nothing and
 * is not sent to iyzico.
 */
export async function settleIyzicoCallback(
  db: Database,
  env: Env,
  token: unknown,
  logger: Logger,
  options: { timeoutMs?: number } = {},
): Promise<IyzicoSettleResult> {
  const value = stripNul(typeof token === "string" ? token : "").trim();
  if (!TOKEN.test(value)) return { outcome: "unknown-order", orderId: null, kickMail: false };
  const [order] = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber, totalKurus: orders.totalKurus, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(and(eq(orders.paymentReference, value), eq(orders.paymentMethod, "iyzico")));
  if (!order) {
    logger.warn({ token: value.slice(0, 16) }, "iyzico callback with a token no order holds");
    return { outcome: "unknown-order", orderId: null, kickMail: false };
  }
  return settleFromIyzico(db, env, order, value, logger, options.timeoutMs);
}

/** Asks iyzico for the token's result and applies it to the order. Without an answer nothing changes. */
async function settleFromIyzico(db: Database, env: Env, order: PendingOrder, token: string, logger: Logger, timeoutMs?: number): Promise<IyzicoSettleResult> {
  let answer: IyzicoAnswer;
  try {
    answer = await callIyzico(
      iyzicoClientFrom(env),
      { resource: "checkoutForm", method: "retrieve" },
      { locale: "tr", conversationId: order.id, token },
      timeoutMs,
    );
  } catch (error) {
    if (error instanceof IyzicoConfigError) logger.error(IYZICO_CONFIG_MISSING);
    else logger.error({ err: error, orderNumber: order.orderNumber }, "iyzico payment result could not be retrieved");
    return { outcome: "pending", orderId: order.id, kickMail: false };
  }
  return applyIyzicoResult(db, env, order, token, answer, logger);
}

/** Why an answer does not settle this order, or null when it matches it. */
function mismatch(order: PendingOrder, answer: IyzicoAnswer): string | null {
  if (answer.basketId !== order.orderNumber) return "basket-mismatch";
  if (answer.currency !== "TRY") return "currency-mismatch";
  const price = iyzicoKurus(answer.price);
  const paid = iyzicoKurus(answer.paidPrice);
  if (price !== order.totalKurus || paid === null || paid < price) return "amount-mismatch";
  return null;
}

/** The paymentId and each item's transaction, or null when the answer does not carry them whole. */
function providerPaymentFrom(answer: IyzicoAnswer): ProviderPayment | null {
  const paymentId = typeof answer.paymentId === "string" || typeof answer.paymentId === "number" ? String(answer.paymentId) : "";
  if (!paymentId || !Array.isArray(answer.itemTransactions)) return null;
  const transactions: ProviderPayment["transactions"] = [];
  for (const raw of answer.itemTransactions as unknown[]) {
    const item = raw as Record<string, unknown> | null;
    const itemId = typeof item?.itemId === "string" ? item.itemId : "";
    const transactionId =
      typeof item?.paymentTransactionId === "string" || typeof item?.paymentTransactionId === "number" ? String(item.paymentTransactionId) : "";
    const paidKurus = iyzicoKurus(item?.paidPrice);
    if (!itemId || !transactionId || paidKurus === null) return null;
    transactions.push({ itemId, paymentTransactionId: transactionId, paidKurus });
  }
  return transactions.length > 0 ? { paymentId, transactions } : null;
}

async function applyIyzicoResult(
  db: Database,
  env: Env,
  order: PendingOrder,
  token: string,
  answer: IyzicoAnswer,
  logger: Logger,
): Promise<IyzicoSettleResult> {
  const paymentStatus = typeof answer.paymentStatus === "string" ? answer.paymentStatus : "";
  const record = (outcome: string) =>
    db.insert(paymentEvents).values({
      provider: "iyzico",
      reference: token,
      status: (paymentStatus || String(answer.status ?? "")).slice(0, 32),
      verified: true,
      outcome,
      payload: JSON.stringify({
        orderNumber: order.orderNumber,
        status: answer.status,
        paymentStatus: answer.paymentStatus,
        errorCode: answer.errorCode,
        errorMessage: answer.errorMessage,
        paymentId: answer.paymentId,
        basketId: answer.basketId,
        currency: answer.currency,
        price: answer.price,
        paidPrice: answer.paidPrice,
        installment: answer.installment,
      }).slice(0, 4000),
    });
  const result = (outcome: IyzicoSettleOutcome, kickMail = false): IyzicoSettleResult => ({ outcome, orderId: order.id, kickMail });

  // Not paid (yet), or iyzico could not say: the order waits for a later answer or its expiry.
  if (answer.status !== "success" || (paymentStatus !== "SUCCESS" && paymentStatus !== "FAILURE")) return result("pending");
  if (answer.basketId !== order.orderNumber) {
    logger.error({ orderNumber: order.orderNumber, basketId: answer.basketId }, "iyzico result is for another basket");
    await record("basket-mismatch");
    return result("rejected");
  }
  if (paymentStatus === "FAILURE") {
    const { outcome } = await failPayment(
      db,
      { orderId: order.id },
      { actor: "iyzico", note: typeof answer.errorMessage === "string" ? answer.errorMessage.slice(0, 200) : undefined },
    );
    logger.info({ orderNumber: order.orderNumber, errorCode: answer.errorCode, outcome }, "iyzico payment failed");
    await record(outcome === "applied" ? "failed" : "repeat");
    return result(outcome === "applied" ? "failed" : "repeat");
  }
  const wrong = mismatch(order, answer);
  const payment = providerPaymentFrom(answer);
  if (wrong || !payment) {
    logger.error(
      { orderNumber: order.orderNumber, reason: wrong ?? "no-transactions", price: answer.price, paidPrice: answer.paidPrice },
      "iyzico result does not match the order",
    );
    await record(wrong ?? "no-transactions");
    return result("rejected");
  }
  const installment = Number(answer.installment);
  const providerFields = {
    providerPayment: payment,
    paidKurus: iyzicoKurus(answer.paidPrice),
    installmentCount: Number.isInteger(installment) && installment >= 1 && installment <= 12 ? installment : null,
  };
  // The references first (only on an order that has none), then the one completion; a repeat finds both done.
  await db
    .update(orders)
    .set(providerFields)
    .where(and(eq(orders.id, order.id), eq(orders.paymentMethod, "iyzico"), eq(orders.paymentReference, token), isNotNull(orders.paymentReference)));
  const { outcome } = await completePayment(db, { orderId: order.id }, mailSettingsFrom(env), { transactionId: payment.paymentId, actor: "iyzico" });
  if (outcome === "applied") {
    await record("applied");
    return result("paid", true);
  }
  const [now] = await db.select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, order.id));
  if (now?.paymentStatus === "failed") {
    // Charged for an order already expired or cancelled (its stock returned): the owner must refund it.
    logger.error({ orderNumber: order.orderNumber, paymentId: payment.paymentId }, "iyzico payment succeeded for a cancelled order: refund it");
    await record("paid-after-cancel");
    return result("paid-after-cancel");
  }
  await record("repeat");
  return result("repeat");
}

/**
 * Before unpaid iyzico orders expire (the provider window of expireStalePendingOrders), iyzico is asked once for
 * each one's result: a shopper who paid and closed the tab before coming back is settled instead of expired.
 * Returns how many were paid.
 */
export async function settleIyzicoOrdersBeforeExpiry(
  db: Database,
  env: Env,
  logger: Logger,
  { now = new Date(), providerTtlMs = PENDING_ORDER_TTL_MS, timeoutMs = 10_000 }: { now?: Date; providerTtlMs?: number; timeoutMs?: number } = {},
): Promise<number> {
  const due = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      totalKurus: orders.totalKurus,
      paymentStatus: orders.paymentStatus,
      paymentReference: orders.paymentReference,
    })
    .from(orders)
    .where(
      and(
        eq(orders.paymentStatus, "pending"),
        eq(orders.paymentMethod, "iyzico"),
        isNotNull(orders.paymentReference),
        lte(orders.createdAt, new Date(now.getTime() - providerTtlMs)),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(50);
  let paid = 0;
  for (const order of due) {
    const settled = await settleFromIyzico(db, env, order, order.paymentReference as string, logger, timeoutMs);
    if (settled.outcome === "paid") paid++;
  }
  return paid;
}
