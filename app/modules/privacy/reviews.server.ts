// A person's reviews under KVKK (docs/product.md#kvkk, docs/product.md#reviews): the data export lists the reviews
// written from their orders, and anonymising an order (a request, or the retention job) erases what of the review
// points at the person: the reviewer's initials and the photo (its stored file, its resized copies and its key).
// The stars, the title and the text stay: written for publication about a product, they name no one, and the
// product's figures stay true.
import { and, eq, inArray, isNotNull, or } from "drizzle-orm";
import fs from "node:fs";
import path from "node:path";
import type { Executor } from "~/db/client.server";
import { orderItems, products, reviews } from "~/db/schema";
import { IMAGE_WIDTHS, variantKey } from "~/lib/media";
import type { ReviewStatus } from "~/lib/reviews";
import { type FileStorage, LocalFileStorage } from "~/modules/media/storage.server";
import { mediaCacheDir } from "~/modules/media/variants.server";
import { refreshProductRating } from "~/modules/reviews/ratings.server";

/** A review as the person's export gives it. */
export interface ExportedReview {
  product: string;
  rating: number;
  title: string;
  body: string;
  status: ReviewStatus;
  /** The initials shown with it; null once anonymised. */
  reviewerInitials: string | null;
  /** Whether a photo of theirs is stored with it. */
  photo: boolean;
  createdAt: string;
  storeReply: string | null;
  storeRepliedAt: string | null;
}

/** The reviews written from these orders, by order id, oldest first. */
export async function reviewsOfOrders(db: Executor, orderIds: readonly string[]): Promise<Map<string, ExportedReview[]>> {
  const byOrder = new Map<string, ExportedReview[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      orderId: reviews.orderId,
      currentName: products.name,
      lineName: orderItems.productName,
      rating: reviews.rating,
      title: reviews.title,
      body: reviews.body,
      status: reviews.status,
      reviewerInitials: reviews.reviewerInitials,
      photoKey: reviews.photoKey,
      createdAt: reviews.createdAt,
      storeReply: reviews.storeReply,
      storeRepliedAt: reviews.storeRepliedAt,
    })
    .from(reviews)
    .innerJoin(orderItems, eq(orderItems.id, reviews.orderItemId))
    .leftJoin(products, eq(products.id, reviews.productId))
    .where(inArray(reviews.orderId, [...orderIds]))
    .orderBy(reviews.createdAt, reviews.id);
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push({
      product: row.currentName ?? row.lineName,
      rating: row.rating,
      title: row.title,
      body: row.body,
      status: row.status,
      reviewerInitials: row.reviewerInitials,
      photo: row.photoKey !== null,
      createdAt: row.createdAt.toISOString(),
      storeReply: row.storeReply,
      storeRepliedAt: row.storeRepliedAt ? row.storeRepliedAt.toISOString() : null,
    });
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

/**
 * Deletes a review photo's file and its resized copies: in the bucket (object storage) and in this server's
 * cache of resized images (local disk). The media route serves nothing of a key whose original is gone.
 */
async function deleteReviewPhoto(storage: FileStorage, key: string): Promise<void> {
  await storage.delete(key);
  if (storage.sharedByServers) await Promise.all(IMAGE_WIDTHS.map((width) => storage.delete(variantKey(key, width))));
  if (storage instanceof LocalFileStorage) {
    // The local storage is DATA_DIR/uploads; the resized copies are cached under DATA_DIR/cache/media.
    const cache = mediaCacheDir(path.dirname(storage.root));
    await Promise.all(IMAGE_WIDTHS.map((width) => fs.promises.rm(path.join(cache, `w${width}`, ...key.split("/")), { force: true })));
  }
}

/**
 * Erases the reviewer's initials and photo from the reviews of these orders, in `tx`; the stars, title and text
 * stay. Without a storage (some tests) the keys are cleared and no file is touched. Returns how many reviews
 * changed; the caller bumps the catalogue version after the commit when some did (the product page shows them).
 */
export async function eraseReviewPersonalData(tx: Executor, storage: FileStorage | null, orderIds: readonly string[]): Promise<number> {
  if (orderIds.length === 0) return 0;
  const rows = await tx
    .select({ id: reviews.id, productId: reviews.productId, status: reviews.status, photoKey: reviews.photoKey })
    .from(reviews)
    .where(and(inArray(reviews.orderId, [...orderIds]), or(isNotNull(reviews.reviewerInitials), isNotNull(reviews.photoKey))))
    .for("update");
  if (rows.length === 0) return 0;
  await tx
    .update(reviews)
    .set({ reviewerInitials: null, photoKey: null })
    .where(
      inArray(
        reviews.id,
        rows.map((row) => row.id),
      ),
    );
  // The files before the commit, as the order's other photos are: should the transaction fail after this, the
  // rows still hold the keys and anonymising again finds them.
  if (storage) for (const row of rows) if (row.photoKey) await deleteReviewPhoto(storage, row.photoKey);
  // The figures do not move (the stars stay); recounted all the same, in the transaction that changed the reviews.
  const productIds = new Set(rows.filter((row) => row.status === "approved" && row.productId).map((row) => row.productId as string));
  for (const productId of productIds) await refreshProductRating(tx, productId);
  return rows.length;
}
