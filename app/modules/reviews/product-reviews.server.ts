// What shoppers see of a product's reviews (docs/product.md#reviews): its approved reviews in figures and one page of
// them, newest or most helpful first, with initials only (none once the order was anonymised); pending and hidden
// reviews never. Read through the catalogue cache, keyed by the catalogue version that approving, hiding or
// anonymising a review bumps: a page is cached with the product page and refreshed when a review changes; helpful
// votes, which bump nothing, show within the cache's lifetime.
import { createHmac } from "node:crypto";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { reviewHelpfulVotes, reviews } from "~/db/schema";
import { addressKey } from "~/lib/client-address";
import { isUuid } from "~/lib/input";
import type { ReviewListParams } from "~/lib/review-list";
import { type PublicReview, type RatingSummary, REVIEWS_PER_PAGE, type ReviewSort } from "~/lib/reviews";
import { catalogCache } from "~/modules/catalog/cache.server";
import { appSecretKey } from "~/modules/platform/app-secrets.server";
import { readRatingSummary } from "./ratings.server";

/** A product page's reviews: what the page shows and the structured data reads (the summary, the first few reviews). */
export interface ProductReviews {
  summary: RatingSummary | null;
  list: PublicReview[];
  sort: ReviewSort;
  /** The page shown: the one asked for, or the last one when that is past the end. */
  page: number;
  /** At least 1. */
  pageCount: number;
}

function reviewOrder(sort: ReviewSort) {
  const newest = [desc(reviews.createdAt), asc(reviews.id)];
  return sort === "helpful" ? [desc(reviews.helpfulCount), ...newest] : newest;
}

const approvedOf = (productId: string) => and(eq(reviews.productId, productId), eq(reviews.status, "approved"));

/** The product's approved reviews in figures and the page `params` asks for (read now, uncached). */
export async function readProductReviews(db: Executor, productId: string, params: ReviewListParams): Promise<ProductReviews> {
  const summary = await readRatingSummary(db, productId);
  const count = summary?.count ?? 0;
  const pageCount = Math.max(1, Math.ceil(count / REVIEWS_PER_PAGE));
  const page = Math.min(params.page, pageCount);
  if (count === 0) return { summary, list: [], sort: params.sort, page, pageCount };
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      title: reviews.title,
      body: reviews.body,
      initials: reviews.reviewerInitials,
      photoKey: reviews.photoKey,
      createdAt: reviews.createdAt,
      storeReply: reviews.storeReply,
      storeRepliedAt: reviews.storeRepliedAt,
      helpfulCount: reviews.helpfulCount,
    })
    .from(reviews)
    .where(approvedOf(productId))
    .orderBy(...reviewOrder(params.sort))
    .limit(REVIEWS_PER_PAGE)
    .offset((page - 1) * REVIEWS_PER_PAGE);
  const list = rows.map((row) => ({
    ...row,
    createdAt: new Date(row.createdAt).toISOString(),
    storeRepliedAt: row.storeRepliedAt ? new Date(row.storeRepliedAt).toISOString() : null,
  }));
  return { summary, list, sort: params.sort, page, pageCount };
}

/** The same through the catalogue cache: one entry per product, sort and page, dropped when the catalogue version changes. */
export function cachedProductReviews(db: Executor, productId: string, params: ReviewListParams): Promise<ProductReviews> {
  return catalogCache(db).get(`reviews:${productId}:${params.sort}:${params.page}`, () => readProductReviews(db, productId, params));
}

const VOTER_SECRET = "review-helpful-voter";

/**
 * Who votes, as stored: a keyed hash of the client's address (an IPv6 client by its /64 network), never the address.
 * The key is the shop's own (app_secrets), so the hash cannot be reversed by trying every address.
 */
export async function helpfulVoter(db: Executor, clientAddress: string): Promise<string> {
  const key = await appSecretKey(db, VOTER_SECRET);
  return createHmac("sha256", key).update(addressKey(clientAddress)).digest("base64url");
}

export type HelpfulVote = "counted" | "already" | "not-found";

/**
 * One voter finds an approved review helpful: counted once per voter (a second vote changes nothing); a pending,
 * hidden or unknown review takes no vote. The vote and the count are written in one transaction.
 */
export async function voteHelpful(db: Executor, reviewId: string, voter: string): Promise<HelpfulVote> {
  if (!isUuid(reviewId)) return "not-found";
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), eq(reviews.status, "approved")))
      .for("update");
    if (!review) return "not-found";
    const inserted = await tx.insert(reviewHelpfulVotes).values({ reviewId, voter }).onConflictDoNothing().returning({ reviewId: reviewHelpfulVotes.reviewId });
    if (inserted.length === 0) return "already";
    await tx
      .update(reviews)
      .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
      .where(eq(reviews.id, reviewId));
    return "counted";
  });
}
