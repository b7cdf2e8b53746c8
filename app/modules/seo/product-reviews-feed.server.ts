// The product reviews feed at /feeds/product-reviews.xml (docs/product.md#product-feed): every approved review of an
// active product. Built once per catalogue version (approving or hiding a review bumps it) and served from memory.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { products, productVariants, reviews } from "~/db/schema";
import { type FeedReview, productReviewsFeedXml } from "~/lib/product-reviews-feed";
import { isDemoCompany } from "~/lib/shop-settings";
import { catalogCache } from "~/modules/catalog/cache.server";
import { getShopSettings } from "~/modules/settings/shop-settings.server";

async function readFeedReviews(db: Executor, shopName: string): Promise<FeedReview[]> {
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      title: reviews.title,
      body: reviews.body,
      reviewerInitials: reviews.reviewerInitials,
      photoKey: reviews.photoKey,
      createdAt: reviews.createdAt,
      productId: products.id,
      slug: products.slug,
      name: products.name,
      brand: products.brand,
      options: products.options,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(and(eq(reviews.status, "approved"), eq(products.isActive, true)))
    .orderBy(asc(reviews.createdAt), asc(reviews.id));
  const grouped = [...new Set(rows.filter((row) => row.options.length > 0).map((row) => row.productId))];
  const skus = new Map<string, string[]>();
  if (grouped.length > 0) {
    const variants = await db
      .select({ productId: productVariants.productId, sku: productVariants.sku })
      .from(productVariants)
      .where(and(inArray(productVariants.productId, grouped), eq(productVariants.isActive, true)))
      .orderBy(asc(productVariants.position), asc(productVariants.id));
    for (const variant of variants) skus.set(variant.productId, [...(skus.get(variant.productId) ?? []), variant.sku]);
  }
  return rows.map((row) => ({
    id: row.id,
    rating: row.rating,
    title: row.title,
    body: row.body,
    reviewerInitials: row.reviewerInitials,
    photoKey: row.photoKey,
    createdAt: row.createdAt,
    // The product feed's ids: the product's own for a product sold one way, its variants' SKUs otherwise.
    product: { slug: row.slug, name: row.name, brand: row.brand?.trim() || shopName, skus: skus.get(row.productId) ?? [row.productId] },
  }));
}

/** The reviews feed's XML: while the shop is being set up (the demo company) it lists no review. */
export function productReviewsFeed(db: Executor, origin: string): Promise<string> {
  return catalogCache(db).getExact(`product-reviews-feed:${origin}`, async () => {
    const settings = await getShopSettings(db);
    const list = isDemoCompany(settings) ? [] : await readFeedReviews(db, settings.shopName);
    return productReviewsFeedXml(settings.shopName, origin, list);
  });
}
