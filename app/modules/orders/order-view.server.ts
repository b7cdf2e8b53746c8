// What the order confirmation page shows (docs/product.md#order-page): no more personal data than it lists.
import { asc, eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { orderItems, orders } from "~/db/schema";
import { isUuid } from "~/lib/input";


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
      carrier: orders.carrier,
      deliveredAt: orders.deliveredAt,
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
  return { ...order, items };
}

export type ConfirmationOrder = NonNullable<Awaited<ReturnType<typeof getOrderForConfirmation>>>;
