import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orderDiscounts, orderItems, orders } from "~/db/schema";

export interface GivenDiscount {
  label: string;
  kind?: "code" | "automatic";
  target?: "items" | "shipping";
  /** For "items": each line's part, in the order's line order (product name, SKU, id); 0 for none. */
  lines?: number[];
  /** For "shipping": how much of the shipping. */
  amountKurus?: number;
}

/**
 * Gives a placed order discounts as placing does (docs/product.md#campaign-orders): order_discounts rows, each
 * line's discount_kurus, and the order's discount_kurus and total in one statement (orders_totals holds).
 */
export async function giveOrderDiscounts(db: Database, orderId: string, discounts: GivenDiscount[]) {
  const items = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productName), asc(orderItems.sku), asc(orderItems.id));
  const perLine = items.map(() => 0);
  let total = 0;
  for (const d of discounts) {
    const target = d.target ?? "items";
    const lines = target === "items" ? (d.lines ?? []).map((amountKurus, i) => ({ itemId: items[i].id, amountKurus })).filter((l) => l.amountKurus > 0) : [];
    const amountKurus = target === "items" ? lines.reduce((sum, l) => sum + l.amountKurus, 0) : (d.amountKurus ?? 0);
    (d.lines ?? []).forEach((a, i) => (perLine[i] += target === "items" ? a : 0));
    total += amountKurus;
    await db.insert(orderDiscounts).values({ orderId, kind: d.kind ?? "code", label: d.label, target, amountKurus, lines });
  }
  for (const [i, item] of items.entries()) await db.update(orderItems).set({ discountKurus: perLine[i] }).where(eq(orderItems.id, item.id));
  await db
    .update(orders)
    .set({ discountKurus: total, totalKurus: sql`${orders.subtotalKurus} + ${orders.shippingKurus} - ${total}` })
    .where(eq(orders.id, orderId));
  return items.map((item) => item.id);
}
