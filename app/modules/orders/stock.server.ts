// An order's stock (docs/product.md#placing-an-order, #allowed-changes, #options-and-variants): taken with one
// conditional update per variant when the order is placed or re-opened, and given back once, to the same variants,
// whatever calls for it (failed payment, expiry, cancellation). The products' summaries follow in the same
// transaction (catalog/variant-summary.server.ts).
import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Executor, Transaction } from "~/db/client.server";
import { orderItems, orders, products, productVariants } from "~/db/schema";
import { namedOptionValues, type OrderLineOption, type ProductOption } from "~/lib/variants";
import { refreshProductSummaries } from "~/modules/catalog/variant-summary.server";
import { releaseCampaignUses } from "~/modules/campaigns/code-uses.server";
import { effectiveOriginalPriceSql, effectivePriceSql } from "~/modules/catalog/sale-price.server";

export interface StockLine {
  variantId: string;
  quantity: number;
}

/** A variant whose stock was taken, with what an order line keeps of it. */
export interface TakenStock {
  productId: string;
  variantId: string;
  name: string;
  slug: string;
  sku: string;
  optionValues: OrderLineOption[];
  priceKurus: number;
  originalPriceKurus: number | null;
  shippingCostKurus: number;
  /** The variant's own image, if it has one (else the order line takes the product's first). */
  imagePath: string | null;
  quantity: number;
}

/** Stock could not be taken: the product or variant is gone (or, when asked, inactive), or has fewer than asked. */
export class StockRefusedError extends Error {
  constructor(
    readonly reason: "unavailable" | "outOfStock",
    readonly productName?: string,
    readonly available?: number,
  ) {
    super(`stock refused: ${reason}${productName ? ` (${productName})` : ""}`);
  }
}

/** A cart line: a product and, from carts kept before products had variants, perhaps no variant. */
export interface CartStockLine {
  productId: string;
  variantId?: string;
  quantity: number;
}

/**
 * The variant each line buys: the one it names, or, for a line naming none, the product's one active variant.
 * A product sold in several variants without one named is refused as unavailable (the shopper must choose).
 */
export async function resolveVariantLines(tx: Executor, lines: readonly CartStockLine[]): Promise<(StockLine & { productId: string })[]> {
  const unnamed = [...new Set(lines.filter((line) => !line.variantId).map((line) => line.productId))];
  const only = new Map<string, string>();
  if (unnamed.length > 0) {
    const rows = await tx
      .select({ productId: productVariants.productId, id: productVariants.id, name: products.name })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(inArray(productVariants.productId, unnamed), eq(productVariants.isActive, true)));
    const count = new Map<string, number>();
    for (const row of rows) count.set(row.productId, (count.get(row.productId) ?? 0) + 1);
    for (const row of rows) if (count.get(row.productId) === 1) only.set(row.productId, row.id);
    for (const productId of unnamed) {
      if (only.has(productId)) continue;
      const [product] = await tx.select({ name: products.name }).from(products).where(eq(products.id, productId));
      throw new StockRefusedError("unavailable", product?.name);
    }
  }
  return lines.map((line) => ({ productId: line.productId, variantId: line.variantId ?? (only.get(line.productId) as string), quantity: line.quantity }));
}

/**
 * Takes the lines' quantities from stock: one conditional update per variant (never below zero) in variant id
 * order, then the products' summaries in product id order, so concurrent orders lock rows in the same order.
 * `activeOnly`: an inactive product or variant is refused too (placing; a re-opened order takes its variants
 * whatever their state). On a refusal it throws StockRefusedError, so the caller's transaction rolls back.
 */
export async function takeStock(
  tx: Transaction,
  lines: StockLine[],
  { activeOnly, now = new Date() }: { activeOnly: boolean; now?: Date },
): Promise<TakenStock[]> {
  const wanted = new Map<string, number>();
  for (const { variantId, quantity } of lines) wanted.set(variantId, (wanted.get(variantId) ?? 0) + quantity);
  const taken: TakenStock[] = [];
  for (const [variantId, quantity] of [...wanted].sort(([a], [b]) => a.localeCompare(b))) {
    const conditions: SQL[] = [eq(productVariants.id, variantId), eq(productVariants.productId, products.id), sql`${productVariants.stock} >= ${quantity}`];
    if (activeOnly) conditions.push(eq(productVariants.isActive, true), eq(products.isActive, true));
    const [row] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${quantity}` })
      .from(products)
      .where(and(...conditions))
      .returning({
        productId: products.id,
        variantId: productVariants.id,
        name: products.name,
        slug: products.slug,
        options: products.options,
        sku: productVariants.sku,
        values: productVariants.optionValues,
        // The price in force now: a scheduled sale's while it holds (docs/product.md#sale-prices).
        priceKurus: effectivePriceSql(now),
        originalPriceKurus: effectiveOriginalPriceSql(now),
        shippingCostKurus: products.shippingCostKurus,
        imagePath: productVariants.imagePath,
      });
    if (!row) throw await refusalFor(tx, variantId, activeOnly);
    const { options, values, ...line } = row;
    taken.push({ ...line, optionValues: namedOptionValues(options as ProductOption[], values), quantity });
  }
  await refreshProductSummaries(
    tx,
    taken.map((line) => line.productId),
    now,
  );
  return taken;
}

async function refusalFor(tx: Executor, variantId: string, activeOnly: boolean): Promise<StockRefusedError> {
  const [variant] = await tx
    .select({ name: products.name, stock: productVariants.stock, isActive: sql<boolean>`${productVariants.isActive} and ${products.isActive}` })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, variantId));
  if (!variant || (activeOnly && !variant.isActive)) return new StockRefusedError("unavailable", variant?.name);
  return new StockRefusedError("outOfStock", variant.name, variant.stock);
}

/**
 * Returns the order's quantities to their variants' stock, and the code uses of an order never paid
 * (docs/product.md#campaign-orders); true if this call did it, false if it was already done.
 */
export async function releaseOrderStock(tx: Executor, orderId: string, now = new Date()): Promise<boolean> {
  const released = await tx
    .update(orders)
    .set({ stockReleasedAt: now, updatedAt: now })
    .where(and(eq(orders.id, orderId), isNull(orders.stockReleasedAt)))
    .returning({ id: orders.id, paidAt: orders.paidAt });
  if (released.length === 0) return false;
  if (released[0].paidAt === null) await releaseCampaignUses(tx, orderId, now);
  const lines = await tx
    .select({ variantId: sql<string>`${orderItems.variantId}`, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), sql`${orderItems.variantId} is not null`));
  const productIds: string[] = [];
  for (const { variantId, quantity } of [...lines].sort((a, b) => a.variantId.localeCompare(b.variantId))) {
    const [row] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${quantity}` })
      .where(eq(productVariants.id, variantId))
      .returning({ productId: productVariants.productId });
    if (row) productIds.push(row.productId);
  }
  await refreshProductSummaries(tx, productIds, now);
  return true;
}
