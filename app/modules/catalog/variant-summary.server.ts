// A product's summary of its variants (docs/product.md#options-and-variants, docs/decisions/0028): the shop's lists
// filter and sort on products' own columns, so every transaction that changes a variant's price, stock or state
// calls refreshProductSummaries before it commits.
//
// Concurrency: the product rows are locked first (in id order), and only then does a new statement read the
// variants. Two transactions changing variants of one product thus summarise one after the other, and the second
// sees the first's committed change; a summary read in the statement that waited for the lock would not.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { products, productVariants } from "~/db/schema";
import { defaultSku, type ShopVariant } from "~/lib/variants";
import { effectiveOriginalPriceSql, effectivePriceSql, saleLiveSql } from "./sale-price.server";

/**
 * Sets each product's price and original price (its cheapest variant in stock, else its cheapest), stock (the sum),
 * dearest price and variant count from its active variants. A product with none left keeps its prices, stock 0.
 * Prices are those in force at `now` (a scheduled sale's, while it holds: sale-price.server.ts). Only rows whose
 * summary changes are written; answers how many were.
 */
export async function refreshProductSummaries(tx: Executor, productIds: readonly string[], now = new Date()): Promise<number> {
  const ids = [...new Set(productIds)].sort();
  if (ids.length === 0) return 0;
  await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids)).orderBy(asc(products.id)).for("update");
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const price = effectivePriceSql(now);
  const original = effectiveOriginalPriceSql(now);
  const result = await tx.execute(sql`
    update products p set
      price_kurus = coalesce(s.price, p.price_kurus),
      original_price_kurus = case when s.count = 0 then p.original_price_kurus else s.original end,
      stock = s.stock,
      max_price_kurus = coalesce(s.max_price, p.price_kurus),
      variant_count = s.count
    from (
      select v_product.id,
        coalesce(sum(${productVariants.stock}), 0)::int as stock,
        count(${productVariants.id})::int as count,
        max(${price}) as max_price,
        (array_agg(${price} order by ${productVariants.stock} > 0 desc, ${price}, ${productVariants.position}) filter (where ${productVariants.id} is not null))[1] as price,
        (array_agg(${original} order by ${productVariants.stock} > 0 desc, ${price}, ${productVariants.position}) filter (where ${productVariants.id} is not null))[1] as original
      from (select unnest(array[${idList}]) as id) v_product
      left join ${products} on ${products.id} = v_product.id
      left join ${productVariants} on ${productVariants.productId} = v_product.id and ${productVariants.isActive}
      group by v_product.id
    ) s
    where p.id = s.id
      and (p.price_kurus, p.original_price_kurus, p.stock, p.max_price_kurus, p.variant_count) is distinct from
        (coalesce(s.price, p.price_kurus), case when s.count = 0 then p.original_price_kurus else s.original end, s.stock, coalesce(s.max_price, p.price_kurus), s.count)
    returning p.id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

export interface SingleVariantFields {
  /** Kept as it is when the variant exists and none is given; a new one without it takes defaultSku(slug). */
  sku?: string;
  slug: string;
  priceKurus: number;
  originalPriceKurus: number | null;
  /** The price during the product's scheduled sale (docs/product.md#sale-prices); not given: kept. */
  salePriceKurus?: number | null;
  stock: number;
}

/**
 * The one variant of a product sold without options: written (created or updated) and the product summarised.
 * Used where a product is made with a price and a stock (the demo catalogue, fixtures, a form without options).
 */
export async function writeSingleVariant(tx: Executor, productId: string, fields: SingleVariantFields): Promise<void> {
  const [existing] = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), sql`${productVariants.optionValues} = '[]'::jsonb`, eq(productVariants.isActive, true)))
    .limit(1);
  const { sku, slug, ...values } = fields;
  if (existing) {
    await tx
      .update(productVariants)
      .set({ ...values, ...(sku ? { sku } : {}), updatedAt: new Date() })
      .where(eq(productVariants.id, existing.id));
  } else {
    await tx.insert(productVariants).values({ productId, position: 0, optionValues: [], sku: sku ?? defaultSku(slug), ...values });
  }
  await refreshProductSummaries(tx, [productId]);
}

/** A product's active variants as the shop shows them, in the merchant's order. */
export async function readShopVariants(db: Executor, productId: string, now = new Date()): Promise<ShopVariant[]> {
  return db
    .select({
      id: productVariants.id,
      sku: productVariants.sku,
      optionValues: productVariants.optionValues,
      priceKurus: effectivePriceSql(now),
      originalPriceKurus: effectiveOriginalPriceSql(now),
      onSale: sql<boolean>`(${productVariants.salePriceKurus} is not null and ${saleLiveSql(now)})`,
      stock: productVariants.stock,
      imagePath: productVariants.imagePath,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.productId, productId), eq(productVariants.isActive, true)))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
}
