// Prices a cart from the database: current names, prices, shipping and stock of each line's variant, shipping by the
// owner's rule in force (docs/product.md#price-re-check, #shipping, #options-and-variants).
// The cart page uses it to re-check the stored cart; checkout uses the same figures to place the order.
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { productImages, products, productVariants } from "~/db/schema";
import { cartLineKey, type PricedCartLine, cartTotals, mergeCartLines, type PricedCart } from "~/lib/cart";
import type { CartRequest } from "~/lib/cart-request";
import { namedOptionValues, variantLabel } from "~/lib/variants";
import { getShopSettings } from "~/modules/settings/shop-settings.server";

export async function priceCart(db: Executor, request: CartRequest): Promise<PricedCart> {
  const wanted = mergeCartLines(request);
  const variantIds = wanted.flatMap((line) => (line.variantId ? [line.variantId] : []));
  const unnamedProducts = wanted.flatMap((line) => (line.variantId ? [] : [line.productId]));
  const rows =
    wanted.length > 0
      ? await db
          .select({
            productId: products.id,
            variantId: productVariants.id,
            slug: products.slug,
            name: products.name,
            options: products.options,
            optionValues: productVariants.optionValues,
            priceKurus: productVariants.priceKurus,
            originalPriceKurus: productVariants.originalPriceKurus,
            shippingCostKurus: products.shippingCostKurus,
            stock: productVariants.stock,
            image: sql<
              string | null
            >`coalesce(${productVariants.imagePath}, (select pi.path from ${productImages} pi where pi.product_id = ${products.id} order by pi.position asc limit 1))`,
          })
          .from(productVariants)
          .innerJoin(products, eq(products.id, productVariants.productId))
          .where(
            and(
              eq(products.isActive, true),
              eq(productVariants.isActive, true),
              or(
                variantIds.length > 0 ? inArray(productVariants.id, variantIds) : sql`false`,
                unnamedProducts.length > 0 ? inArray(productVariants.productId, unnamedProducts) : sql`false`,
              ),
            ),
          )
      : [];
  const byVariant = new Map(rows.map((row) => [row.variantId, row]));
  // A line from before variants names its product only: it buys the product's one variant, if it has just one.
  const onlyVariant = new Map<string, (typeof rows)[number] | null>();
  for (const row of rows) {
    if (!unnamedProducts.includes(row.productId)) continue;
    onlyVariant.set(row.productId, onlyVariant.has(row.productId) ? null : row);
  }
  const lines: PricedCartLine[] = [];
  const removed: PricedCart["removed"] = [];
  for (const line of wanted) {
    const row = line.variantId ? byVariant.get(line.variantId) : onlyVariant.get(line.productId);
    if (!row || (line.variantId && row.productId !== line.productId)) {
      removed.push({ productId: line.productId, variantId: line.variantId, reason: "unavailable" });
      continue;
    }
    if (row.stock <= 0) {
      removed.push({ productId: line.productId, variantId: line.variantId, reason: "soldOut" });
      continue;
    }
    lines.push({
      productId: row.productId,
      variantId: row.variantId,
      variantLabel: variantLabel(namedOptionValues(row.options, row.optionValues)),
      productName: row.name,
      slug: row.slug,
      price: row.priceKurus,
      originalPrice: row.originalPriceKurus,
      shippingCost: row.shippingCostKurus,
      quantity: Math.min(line.quantity, row.stock),
      image: row.image,
      stock: row.stock,
    });
  }
  // Two lines that turned out to be one variant (one named it, one from before variants) are one line.
  const merged = new Map<string, PricedCartLine>();
  for (const line of lines) {
    const key = cartLineKey(line);
    const before = merged.get(key);
    merged.set(key, before ? { ...before, quantity: Math.min(before.quantity + line.quantity, line.stock) } : line);
  }
  const priced = [...merged.values()];
  const { shipping } = await getShopSettings(db);
  return { lines: priced, removed, totals: cartTotals(priced, shipping) };
}
