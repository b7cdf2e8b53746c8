// What the order confirmation page shows (docs/product.md#order-page): no more personal data than it lists.
import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { orderEvents, orderItems, orders } from "~/db/schema";
import { isUuid } from "~/lib/input";
import { shopperOrderState } from "~/lib/order-lifecycle";

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
      totalKurus: orders.totalKurus,
      recipientName: orders.recipientName,
      recipientAddress: orders.recipientAddress,
      recipientCity: orders.recipientCity,
      recipientPostalCode: orders.recipientPostalCode,
      anonymousMessage: orders.anonymousMessage,
      trackingNumber: orders.trackingNumber,
      refundedKurus: orders.refundedKurus,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const items = await db
    .select({
      productName: orderItems.productName,
      productSlug: orderItems.productSlug,
      unitPriceKurus: orderItems.unitPriceKurus,
      quantity: orderItems.quantity,
      imagePath: orderItems.imagePath,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productName));
  // Why a cancelled order was cancelled is in its history (never shown itself: it holds internal notes).
  const cancellations =
    order.status === "cancelled"
      ? await db
          .select({ actor: orderEvents.actor })
          .from(orderEvents)
          .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, "order_status"), eq(orderEvents.newValue, "cancelled")))
      : [];
  const failures =
    order.paymentStatus === "failed"
      ? await db
          .select({ note: orderEvents.note })
          .from(orderEvents)
          .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, "payment_status"), eq(orderEvents.newValue, "failed")))
      : [];
  const state = shopperOrderState(order, {
    expired: failures.some((f) => f.note === "expired"),
    cancelledByShop: cancellations.some((c) => c.actor !== "system" && c.actor !== "paytr"),
  });
  return { ...order, items, state };
}

export type ConfirmationOrder = NonNullable<Awaited<ReturnType<typeof getOrderForConfirmation>>>;
