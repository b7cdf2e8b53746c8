// What every payment provider does for the shop (docs/product.md#payment-providers): start a payment for a placed
// order, settle it only from what the provider itself confirms, send a recorded refund (asking first when an earlier
// try got no answer), and report its installment rates. PayTR and iyzico implement it; an order keeps which one
// took it (orders.payment_method), so its refunds and queries go there after the owner switches providers.
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orderDiscounts, orderItems } from "~/db/schema";
import type { Env } from "~/env.server";
import type { PaymentProviderId } from "~/lib/payment-mode";
import type { ShopSettings } from "~/lib/shop-settings";
import type { Logger } from "~/modules/platform/logger.server";

/** Where the shopper goes after placing the order: the confirmation (simulated), PayTR's iframe, or iyzico's hosted form. */
export type PaymentStart = { kind: "confirmation" } | { kind: "iframe"; iframeUrl: string } | { kind: "redirect"; url: string };

/** The payment could not be started; the order has been failed and its stock returned. */
export class PaymentStartError extends Error {}

export interface StartContext {
  clientIp: string;
  logger: Logger;
  settings: ShopSettings;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

export type RefundSendOutcome = "completed" | "failed" | "unknown" | "not-pending";

export interface RefundSendOptions {
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  now?: Date;
}

export interface PaymentProvider {
  readonly id: PaymentProviderId;
  /** Asks the provider for the payment page of a pending order; on failure the order is failed and its stock returned (PaymentStartError). */
  start(db: Database, env: Env, orderId: string, context: StartContext): Promise<PaymentStart>;
  /** Sends a pending refund (order_refunds) once; after a lost answer it asks the provider before any new call. */
  sendRefund(db: Database, env: Env, refundId: string, logger: Logger, options?: RefundSendOptions): Promise<RefundSendOutcome>;
}

/**
 * What a provider's basket is made of: the order's lines (in a stable order) and the shipping's share of its
 * discounts. Both providers' starts read it; each builds its own basket from it.
 */
export async function readPaymentBasket(db: Database, orderId: string) {
  const lines = await db
    .select({
      id: orderItems.id,
      productName: orderItems.productName,
      optionValues: orderItems.optionValues,
      unitPriceKurus: orderItems.unitPriceKurus,
      quantity: orderItems.quantity,
      discountKurus: orderItems.discountKurus,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productName), asc(orderItems.sku), asc(orderItems.id));
  const shippingDiscounts = await db
    .select({ kurus: orderDiscounts.amountKurus })
    .from(orderDiscounts)
    .where(and(eq(orderDiscounts.orderId, orderId), eq(orderDiscounts.target, "shipping")));
  return { lines, shippingDiscountKurus: shippingDiscounts.reduce((sum, d) => sum + d.kurus, 0) };
}
