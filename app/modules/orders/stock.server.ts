// Reserved stock goes back to the shelf once, whatever calls for it (failed payment, expiry, cancellation).
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { orders } from "~/db/schema";

/** Returns the order's quantities to stock; true if this call did it, false if it was already done. */
export async function releaseOrderStock(tx: Executor, orderId: string, now = new Date()): Promise<boolean> {
  const released = await tx
    .update(orders)
    .set({ stockReleasedAt: now, updatedAt: now })
    .where(and(eq(orders.id, orderId), isNull(orders.stockReleasedAt)))
    .returning({ id: orders.id });
  if (released.length === 0) return false;
  await tx.execute(sql`
    update products p set stock = p.stock + oi.quantity
    from order_items oi
    where oi.order_id = ${orderId} and oi.product_id = p.id`);
  return true;
}
