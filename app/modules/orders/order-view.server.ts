// What the order confirmation page shows (docs/product.md#order-page): no more personal data than it lists.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { orderEvents, orderItems, orders } from "~/db/schema";
import { isUuid } from "~/lib/input";
import { parseOrderLineOptions } from "~/lib/order-lines";
import { shopperOrderState, shopperOrderStatus } from "~/lib/order-lifecycle";
import { orderSellerFrom } from "~/lib/shop-settings";
import { listOrderDiscounts } from "./order-discounts.server";
import { personalLineViews } from "./personal-lines.server";
import { readShopSettings } from "~/modules/settings/shop-settings.server";

/** Who ends an order without the shop deciding it: the system (expiry) and the payment providers. */
const PROVIDER_ACTORS: readonly string[] = ["system", "paytr", "iyzico"];

/** Whether the order has its stored contract texts (docs/product.md#order-contract): orders placed before they were kept have none. */
export const HAS_CONTRACT = sql<boolean>`exists (select 1 from order_documents d where d.order_id = "orders"."id")`;

export async function getOrderForConfirmation(db: Executor, orderId: string) {
  if (!isUuid(orderId)) return null;
  const [order] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
      paymentUrl: orders.paymentUrl,
      subtotalKurus: orders.subtotalKurus,
      shippingKurus: orders.shippingKurus,
      discountKurus: orders.discountKurus,
      totalKurus: orders.totalKurus,
      // The KDV in the total, by rate (docs/product.md#vat).
      vatKurus: orders.vatKurus,
      vatBreakdown: orders.vatBreakdown,
      recipientName: orders.recipientName,
      recipientAddress: orders.recipientAddress,
      recipientCity: orders.recipientCity,
      recipientPostalCode: orders.recipientPostalCode,
      anonymousMessage: orders.anonymousMessage,
      trackingNumber: orders.trackingNumber,
      refundedKurus: orders.refundedKurus,
      carrier: orders.carrier,
      deliveredAt: orders.deliveredAt,
      requestedDeliveryDate: orders.requestedDeliveryDate,
      createdAt: orders.createdAt,
      anonymisedAt: orders.anonymisedAt,
      seller: orders.seller,
      proofState: orders.proofState,
      hasContract: HAS_CONTRACT,
      // Whether the recipient may thank the sender (docs/product.md#thank-you-notes): never the code itself.
      thanksAllowed: sql<boolean>`(${orders.thanksCode} is not null)`,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const lines = await db
    .select({
      productName: orderItems.productName,
      productSlug: orderItems.productSlug,
      // The options as ordered (docs/product.md#options-and-variants): the page shows them under the name.
      optionValues: orderItems.optionValues,
      sku: orderItems.sku,
      unitPriceKurus: orderItems.unitPriceKurus,
      quantity: orderItems.quantity,
      discountKurus: orderItems.discountKurus,
      imagePath: orderItems.imagePath,
      personalisation: orderItems.personalisation,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productName), asc(orderItems.sku), asc(orderItems.id));
  // The discounts as the shopper got them (docs/product.md#campaign-orders): read only for an order that has any.
  const discounts = order.discountKurus > 0 ? await listOrderDiscounts(db, orderId) : [];
  // The buyer's texts and photos (signed thumbnails, short-lived): the holder of the order's link sees their own gift.
  const personal = await personalLineViews(db, lines);
  const items = lines.map(({ personalisation: _, ...line }, i) => ({ ...line, optionValues: parseOrderLineOptions(line.optionValues), personal: personal[i] }));
  // Why a cancelled order was cancelled is in its history (never shown itself: it holds internal notes).
  const endings =
    order.status === "cancelled"
      ? await db
          .select({ kind: orderEvents.kind, newValue: orderEvents.newValue, actor: orderEvents.actor, note: orderEvents.note })
          .from(orderEvents)
          .where(and(eq(orderEvents.orderId, orderId), inArray(orderEvents.newValue, ["cancelled", "failed"])))
      : [];
  const state = shopperOrderState(order, {
    expired: endings.some((e) => e.kind === "payment_status" && e.newValue === "failed" && e.note === "expired"),
    cancelledByShop: endings.some((e) => e.kind === "order_status" && !PROVIDER_ACTORS.includes(e.actor)),
  });
  // The seller the order was placed with (an older order without one: the settings now); tracking by the settings'
  // carriers. Read only when needed, with one plain select: the page is polled while a payment is pending.
  const settings = !order.seller || order.trackingNumber ? await readShopSettings(db) : null;
  const carriers = (settings?.carriers ?? []).map(({ id, name, trackingUrl }) => ({ id, name, trackingUrl, enabled: true }));
  const seller = order.seller ?? orderSellerFrom(settings ?? (await readShopSettings(db)));
  return { ...order, discounts, seller, carriers, items, state, shopperStatus: shopperOrderStatus(order) };
}

export type ConfirmationOrder = NonNullable<Awaited<ReturnType<typeof getOrderForConfirmation>>>;
