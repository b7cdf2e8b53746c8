// Starting the payment of a freshly placed order, behind one interface for both providers (docs/product.md#payment-providers):
// the order's payment method (what took it) chooses PayTR's iframe or iyzico's hosted form (iyzico-checkout.server.ts).
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orders } from "~/db/schema";
import { paidBasketLines } from "~/lib/campaigns";
import type { Env } from "~/env.server";
import { orderLineName, parseOrderLineOptions } from "~/lib/order-lines";
import type { Logger } from "~/modules/platform/logger.server";
import { failPayment } from "~/modules/orders/payment-state.server";
import { getShopSettings } from "~/modules/settings/shop-settings.server";
import { iyzicoCheckout } from "./iyzico-checkout.server";
import { PaymentStartError, type PaymentProvider, type PaymentStart, readPaymentBasket, type StartContext } from "./payment-provider.server";
import {
  PAYTR_CONFIG_MISSING,
  PaytrConfigError,
  paytrCredentialsFrom,
  paytrIframeUrl,
  paytrMerchantOid,
  paytrTokenRequestBody,
  requestPaytrToken,
} from "./paytr.server";

export { PaymentStartError, type PaymentStart };

/**
 * Starts the payment of a placed order with the provider that took it (orders.payment_method): the simulated
 * provider needs nothing, PayTR gives its iframe, iyzico its hosted form to redirect to.
 */
export async function startPayment(
  db: Database,
  env: Env,
  orderId: string,
  { clientIp, logger, fetchImpl, timeoutMs }: { clientIp: string; logger: Logger; fetchImpl?: typeof fetch; timeoutMs?: number },
): Promise<PaymentStart> {
  const [order] = await db.select({ paymentMethod: orders.paymentMethod }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw new PaymentStartError("order not found");
  // The simulated provider settles by itself about 2 seconds later (settleDueSimulatedPayments).
  if (order.paymentMethod === "simulated") return { kind: "confirmation" };
  const provider = PROVIDERS[order.paymentMethod as keyof typeof PROVIDERS] as Pick<PaymentProvider, "id" | "start"> | undefined;
  if (!provider) throw new PaymentStartError(`unknown payment method ${order.paymentMethod}`);
  return provider.start(db, env, orderId, { clientIp, logger, fetchImpl, timeoutMs, settings: await getShopSettings(db) });
}

/** PayTR: a token for the order, then its card form in an iframe on /payment/{orderId}. */
async function startPaytrPayment(
  db: Database,
  env: Env,
  orderId: string,
  { clientIp, logger, fetchImpl, timeoutMs, settings }: StartContext,
): Promise<PaymentStart> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new PaymentStartError("order not found");
  if (order.paymentStatus !== "pending") throw new PaymentStartError("order is not awaiting payment");

  try {
    const creds = paytrCredentialsFrom(env);
    // The basket PayTR shows names each variant: "Kupa (Renk: Siyah)" (docs/product.md#options-and-variants).
    const { lines, shippingDiscountKurus } = await readPaymentBasket(db, orderId);
    const items = lines.map((line) => ({
      name: orderLineName({ productName: line.productName, optionValues: parseOrderLineOptions(line.optionValues) }),
      unitPriceKurus: line.unitPriceKurus,
      quantity: line.quantity,
      discountKurus: line.discountKurus,
    }));
    const merchantOid = order.paymentReference ?? paytrMerchantOid(order.orderNumber);
    await db.update(orders).set({ paymentReference: merchantOid }).where(eq(orders.id, orderId));
    const body = paytrTokenRequestBody({
      order: {
        merchantOid,
        email: order.senderEmail,
        paymentAmountKurus: order.totalKurus,
        userName: order.recipientName,
        userAddress: `${order.recipientAddress} ${order.recipientPostalCode} ${order.recipientCity}`,
        userPhone: order.recipientPhone,
        // Each line at what is paid for it (its discounts taken off) and shipping as its own line less its discount:
        // the basket adds up to the amount charged (docs/product.md#campaign-orders).
        basket: paidBasketLines(items, { kurus: order.shippingKurus, discountKurus: shippingDiscountKurus, name: "Kargo" }),
      },
      userIp: clientIp,
      okUrl: `${env.PUBLIC_URL}/order-confirmation/success`,
      failUrl: `${env.PUBLIC_URL}/order-confirmation/fail`,
      creds,
      timeoutMinutes: env.PAYTR_PAYMENT_TIMEOUT_MINUTES,
      maxInstallments: settings.payments.maxInstallments,
    });
    const token = await requestPaytrToken(env.PAYTR_API_URL, body, fetchImpl, timeoutMs);
    const iframeUrl = paytrIframeUrl(env.PAYTR_IFRAME_URL, token);
    await db.update(orders).set({ paymentUrl: iframeUrl }).where(eq(orders.id, orderId));
    return { kind: "iframe", iframeUrl };
  } catch (error) {
    if (error instanceof PaytrConfigError) logger.error(PAYTR_CONFIG_MISSING);
    else logger.error({ err: error, orderNumber: order.orderNumber }, "PayTR token request failed");
    await failPayment(db, { orderId });
    throw new PaymentStartError((error as Error).message);
  }
}

const paytrCheckout: Pick<PaymentProvider, "id" | "start"> = { id: "paytr", start: startPaytrPayment };

const PROVIDERS = { paytr: paytrCheckout, iyzico: iyzicoCheckout } as const;
