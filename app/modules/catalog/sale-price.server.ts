// Scheduled sale prices in SQL (docs/product.md#sale-prices): the one place that says what a variant sells at, at an
// instant. Every read of a price for selling goes through it: the products' summaries the lists read
// (variant-summary.server.ts), the product page's variants, the cart's pricing and the price an order line is sold at
// (orders/stock.server.ts). Its pure twin, for the browser and tests, is lib/sale-price.ts.
//
// The lists read the products' summary columns, so those hold the prices in force: saleBoundarySummaries refreshes
// the summaries of the products whose sale started or ended, and nextSaleBoundary tells the catalogue cache
// (cache.server.ts) when that is next due; the cache and the page cache change version at that instant.
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { campaigns, products, productVariants } from "~/db/schema";
import { type DiscountRule, inScope, offerTiming } from "~/lib/campaigns";

/** True while the product's sale window holds at `now` (start ≤ now < last minute + 1 min). */
export function saleLiveSql(now: Date): SQL<boolean> {
  const at = now.toISOString();
  return sql<boolean>`(${products.saleStartsAt} is not null and ${products.saleEndsAt} is not null
    and ${products.saleStartsAt} <= ${at}::timestamptz and ${at}::timestamptz < ${products.saleEndsAt} + interval '1 minute')`;
}

/** The variant's price at `now` (its sale price while its product's sale holds). Needs products joined. */
export function effectivePriceSql(now: Date): SQL<number> {
  return sql<number>`(case when ${productVariants.salePriceKurus} is not null and ${saleLiveSql(now)}
    then ${productVariants.salePriceKurus} else ${productVariants.priceKurus} end)`;
}

/** The variant's original (struck-through) price at `now`: its regular price, or its own original if higher, during the sale. */
export function effectiveOriginalPriceSql(now: Date): SQL<number | null> {
  return sql<number | null>`(case when ${productVariants.salePriceKurus} is not null and ${saleLiveSql(now)}
    then greatest(${productVariants.priceKurus}, coalesce(${productVariants.originalPriceKurus}, 0)) else ${productVariants.originalPriceKurus} end)`;
}

/**
 * The products whose summaries a sale boundary in (since, now] changed: a sale that started or ended then
 * (since null: every product with a sale, e.g. when a process starts and a boundary may have passed while it was down).
 */
export async function productsCrossingSaleBoundary(db: Executor, since: Date | null, now: Date): Promise<string[]> {
  const at = now.toISOString();
  const from = since?.toISOString() ?? null;
  const rows = await db.execute(sql`
    select id from ${products}
    where sale_starts_at is not null and sale_ends_at is not null
      and exists (select 1 from product_variants v where v.product_id = ${products.id} and v.sale_price_kurus is not null)
      and (
        (sale_starts_at <= ${at}::timestamptz and (${from}::timestamptz is null or sale_starts_at > ${from}::timestamptz))
        or (sale_ends_at + interval '1 minute' <= ${at}::timestamptz and (${from}::timestamptz is null or sale_ends_at + interval '1 minute' > ${from}::timestamptz))
      )`);
  return (rows as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}

/**
 * The next instant after `now` at which a shop page's prices or offers change by the calendar: an active product's
 * sale starts or is over, or an active automatic campaign starts or is over. Null: none planned.
 */
export async function nextSaleBoundary(db: Executor, now: Date): Promise<Date | null> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    select min(instant) as next from (
      select sale_starts_at as instant from ${products} where is_active and sale_ends_at is not null
      union all select sale_ends_at + interval '1 minute' from ${products} where is_active and sale_starts_at is not null
      union all select starts_at from ${campaigns} where kind = 'automatic' and is_active
      union all select ends_at + interval '1 minute' from ${campaigns} where kind = 'automatic' and is_active
    ) boundaries where instant > ${at}::timestamptz`);
  const next = (result as unknown as { rows: { next: Date | string | null }[] }).rows[0]?.next;
  return next ? new Date(next) : null;
}

/** A public automatic offer as a product page shows it (docs/product.md#campaigns): never a code. */
export interface ProductOffer {
  campaignId: string;
  rule: DiscountRule;
  minBasketKurus: number;
}

/** The active automatic offers live at `now` that cover the product (all products, one of its categories, or it). */
export async function productOffers(
  db: Executor,
  product: { id: string; categoryIds: readonly string[] },
  now: Date,
  rows?: readonly AutomaticOfferRow[],
): Promise<ProductOffer[]> {
  return (rows ?? (await activeAutomaticOfferRows(db)))
    .filter((row) => offerTiming(row, now) === "live" && inScope(row.scope, { productId: product.id, categoryIds: product.categoryIds }))
    .map((row) => ({ campaignId: row.id, rule: row.rule, minBasketKurus: row.minBasketKurus }));
}

export type AutomaticOfferRow = Awaited<ReturnType<typeof activeAutomaticOfferRows>>[number];

/** The automatic offers switched on, live or not: they change only with a catalogue version (a campaign write or a boundary). */
export function activeAutomaticOfferRows(db: Executor) {
  return db
    .select({
      id: campaigns.id,
      rule: campaigns.rule,
      scope: campaigns.scope,
      minBasketKurus: campaigns.minBasketKurus,
      startsAt: campaigns.startsAt,
      endsAt: campaigns.endsAt,
    })
    .from(campaigns)
    .where(and(eq(campaigns.kind, "automatic"), eq(campaigns.isActive, true)))
    .orderBy(asc(campaigns.createdAt), asc(campaigns.id));
}
