// A product's approved reviews in figures (docs/product.md#reviews): `products.review_count` and `rating_total`
// are recounted in the transaction that approves, hides or anonymises a review, so cards read them without
// touching reviews. The caller bumps the catalogue version after commit (bumpCatalogVersion) so cached pages
// and cards show the change.
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { products, reviews } from "~/db/schema";
import { averageRating, type RatingSummary } from "~/lib/reviews";

/** Recount the product's approved reviews into its row. */
export async function refreshProductRating(tx: Executor, productId: string): Promise<void> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int`, total: sql<number>`coalesce(sum(${reviews.rating}), 0)::int` })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, "approved")));
  await tx
    .update(products)
    .set({ reviewCount: row?.count ?? 0, ratingTotal: row?.total ?? 0 })
    .where(eq(products.id, productId));
}

/** The product's approved reviews in figures, with the distribution by stars; null when it has none. */
export async function readRatingSummary(db: Executor, productId: string): Promise<RatingSummary | null> {
  const rows = await db
    .select({ rating: reviews.rating, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, "approved")))
    .groupBy(reviews.rating);
  const distribution: RatingSummary["distribution"] = [0, 0, 0, 0, 0];
  for (const row of rows) distribution[row.rating - 1] = Number(row.count);
  const count = distribution.reduce((a, b) => a + b, 0);
  const total = distribution.reduce((sum, n, index) => sum + n * (index + 1), 0);
  const average = averageRating(total, count);
  return average === null ? null : { count, average, distribution };
}
