// Prices a cart from the database: current names, prices, shipping and stock, shipping by the owner's rule in force
// (docs/product.md#price-re-check, #shipping).
// The cart page uses it to re-check the stored cart; checkout uses the same figures to place the order.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { productImages, products } from "~/db/schema";
import { type CartItem, cartTotals, mergeCartLines, type PricedCart } from "~/lib/cart";
import type { CartRequest } from "~/lib/cart-request";
import { OUTER_PRODUCT_ID } from "~/modules/catalog/queries.server";
import { getShopSettings } from "~/modules/settings/shop-settings.server";

export async function priceCart(db: Executor, request: CartRequest): Promise<PricedCart> {
  const wanted = mergeCartLines(request);
  const ids = wanted.map((line) => line.productId);
  const rows = ids.length
    ? await db
        .select({
          id: products.id,
          slug: products.slug,
          name: products.name,
          priceKurus: products.priceKurus,
          originalPriceKurus: products.originalPriceKurus,
          shippingCostKurus: products.shippingCostKurus,
          stock: products.stock,
          image: sql<string | null>`(select pi.path from ${productImages} pi where pi.product_id = ${OUTER_PRODUCT_ID} order by pi.position asc limit 1)`,
        })
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.isActive, true)))
        .orderBy(asc(products.name))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const lines: Required<CartItem>[] = [];
  const removed: PricedCart["removed"] = [];
  for (const { productId, quantity } of wanted) {
    const row = byId.get(productId);
    if (!row) {
      removed.push({ productId, reason: "unavailable" });
      continue;
    }
    if (row.stock <= 0) {
      removed.push({ productId, reason: "soldOut" });
      continue;
    }
    lines.push({
      productId,
      productName: row.name,
      slug: row.slug,
      price: row.priceKurus,
      originalPrice: row.originalPriceKurus,
      shippingCost: row.shippingCostKurus,
      quantity: Math.min(quantity, row.stock),
      image: row.image,
      stock: row.stock,
    });
  }
  const { shipping } = await getShopSettings(db);
  return { lines, removed, totals: cartTotals(lines, shipping) };
}
