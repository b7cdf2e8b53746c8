// An order's stock (docs/product.md#placing-an-order, #allowed-changes): taken with one conditional update per
// product when the order is placed or re-opened, and given back once, whatever calls for it (failed payment,
// expiry, cancellation).
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Executor, Transaction } from "~/db/client.server";
import { orders, products } from "~/db/schema";

export interface StockLine {
  productId: string;
  quantity: number;
}

/** A product whose stock was taken, with what an order line keeps of it. */
export interface TakenStock {
  id: string;
  name: string;
  slug: string;
  priceKurus: number;
  originalPriceKurus: number | null;
  shippingCostKurus: number;
  quantity: number;
}

/** Stock could not be taken: the product is gone (or, when asked, inactive), or has fewer than asked. */
export class StockRefusedError extends Error {
  constructor(
    readonly reason: "unavailable" | "outOfStock",
    readonly productName?: string,
    readonly available?: number,
  ) {
    super(`stock refused: ${reason}${productName ? ` (${productName})` : ""}`);
  }
}

/**
 * Takes the lines' quantities from stock, one conditional update per product (never below zero) in product id
 * order, so concurrent orders lock rows in the same order. `activeOnly`: an inactive product is refused too
 * (placing; a re-opened order takes its products whatever their state). On a refusal it throws
 * StockRefusedError, so the caller's transaction rolls back whatever was taken.
 */
export async function takeStock(tx: Transaction, lines: StockLine[], { activeOnly }: { activeOnly: boolean }): Promise<TakenStock[]> {
  const wanted = new Map<string, number>();
  for (const { productId, quantity } of lines) wanted.set(productId, (wanted.get(productId) ?? 0) + quantity);
  const taken: TakenStock[] = [];
  for (const [productId, quantity] of [...wanted].sort(([a], [b]) => a.localeCompare(b))) {
    const conditions: SQL[] = [eq(products.id, productId), sql`${products.stock} >= ${quantity}`];
    if (activeOnly) conditions.push(eq(products.isActive, true));
    const [row] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${quantity}` })
      .where(and(...conditions))
      .returning({
        id: products.id,
        name: products.name,
        slug: products.slug,
        priceKurus: products.priceKurus,
        originalPriceKurus: products.originalPriceKurus,
        shippingCostKurus: products.shippingCostKurus,
      });
    if (!row) throw await refusalFor(tx, productId, activeOnly);
    taken.push({ ...row, quantity });
  }
  return taken;
}

async function refusalFor(tx: Executor, productId: string, activeOnly: boolean): Promise<StockRefusedError> {
  const [product] = await tx
    .select({ name: products.name, stock: products.stock, isActive: products.isActive })
    .from(products)
    .where(eq(products.id, productId));
  if (!product || (activeOnly && !product.isActive)) return new StockRefusedError("unavailable", product?.name);
  return new StockRefusedError("outOfStock", product.name, product.stock);
}

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
