// An order's stored discounts as the order page, the mails and the KVKK export show them (docs/product.md#campaign-orders).
import { asc, eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { orderDiscounts } from "~/db/schema";
import type { OrderDiscountView } from "~/lib/order-discounts";

/** The order's discounts, oldest first: label (the code or the offer's name), kind, target and amount. Nothing personal. */
export async function listOrderDiscounts(db: Executor, orderId: string): Promise<OrderDiscountView[]> {
  return db
    .select({ label: orderDiscounts.label, kind: orderDiscounts.kind, target: orderDiscounts.target, amountKurus: orderDiscounts.amountKurus })
    .from(orderDiscounts)
    .where(eq(orderDiscounts.orderId, orderId))
    .orderBy(asc(orderDiscounts.createdAt), asc(orderDiscounts.id));
}
