// Writing a review through its signed link (docs/product.md#reviews): the line the link names, the form checked on
// the server, the photo through the personal photos' checks (content-sniffed, limits, metadata stripped by
// re-encoding) and stored public under `reviews/<reviewId>/`, and the review kept with the reviewer's initials only.
// One review per order line (a unique index): a second post, or two racing, get the same "already received" answer.
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database, Executor } from "~/db/client.server";
import { orderItems, orders, productImages, products, reviews } from "~/db/schema";
import { uploadRefusalText } from "~/lib/i18n/personal-fields";
import { reviewWriteText } from "~/lib/i18n/reviews";
import { orderLineLabel, parseOrderLineOptions } from "~/lib/order-lines";
import { REVIEW_LIMITS, isReviewRating, reviewerInitials } from "~/lib/reviews";
import type { ShopSettings } from "~/lib/shop-settings";
import { bumpCatalogVersion } from "~/modules/catalog/cache.server";
import type { FileStorage } from "~/modules/media/storage.server";
import { PhotoRefusedError, processPersonalPhoto } from "~/modules/personalisation/photos.server";
import { refreshProductRating } from "./ratings.server";

/** The order line a review link names, as its page shows it. */
export interface ReviewLine {
  orderItemId: string;
  orderId: string;
  productId: string;
  productName: string;
  /** "Renk: Siyah"; "" for a product without options. */
  variantLabel: string;
  /** The product's first image's storage key; null: none. */
  imagePath: string | null;
  /** A review was already written for this line. */
  reviewed: boolean;
}

/** The line, or null when there is none, its product was deleted or its order anonymised. */
export async function findReviewLine(db: Executor, orderItemId: string): Promise<ReviewLine | null> {
  const [row] = await db
    .select({
      orderItemId: orderItems.id,
      orderId: orderItems.orderId,
      productId: products.id,
      productName: products.name,
      optionValues: orderItems.optionValues,
      reviewId: reviews.id,
    })
    .from(orderItems)
    .innerJoin(orders, and(eq(orders.id, orderItems.orderId), isNull(orders.anonymisedAt)))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(reviews, eq(reviews.orderItemId, orderItems.id))
    .where(eq(orderItems.id, orderItemId));
  if (!row) return null;
  const [image] = await db
    .select({ path: productImages.path })
    .from(productImages)
    .where(eq(productImages.productId, row.productId))
    .orderBy(asc(productImages.position))
    .limit(1);
  return {
    orderItemId: row.orderItemId,
    orderId: row.orderId,
    productId: row.productId,
    productName: row.productName,
    variantLabel: orderLineLabel({ optionValues: parseOrderLineOptions(row.optionValues) }),
    imagePath: image?.path ?? null,
    reviewed: row.reviewId !== null,
  };
}

export type ReviewField = "rating" | "name" | "title" | "body" | "photo";
export type ReviewErrors = Partial<Record<ReviewField, string>>;

export interface ReviewInput {
  rating: 1 | 2 | 3 | 4 | 5;
  name: string;
  title: string;
  body: string;
}

/** What the form kept when refused, to show it again. */
export interface ReviewValues {
  rating: number | null;
  name: string;
  title: string;
  body: string;
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.normalize("NFC").trim() : "";
}

/** The posted form checked against REVIEW_LIMITS: the input, or a Turkish message per refused field. */
export function parseReviewForm(form: FormData): { ok: true; input: ReviewInput } | { ok: false; errors: ReviewErrors; values: ReviewValues } {
  const e = reviewWriteText.errors;
  const rawRating = text(form, "rating");
  const rating = /^[1-5]$/.test(rawRating) ? Number(rawRating) : null;
  const values: ReviewValues = { rating, name: text(form, "name"), title: text(form, "title"), body: text(form, "body").replace(/\r\n?/g, "\n") };
  const errors: ReviewErrors = {};
  if (!isReviewRating(rating)) errors.rating = e.rating;
  if (!values.name || !reviewerInitials(values.name)) errors.name = e.nameRequired;
  else if (values.name.length > REVIEW_LIMITS.nameMax) errors.name = e.nameTooLong;
  if (!values.title) errors.title = e.titleRequired;
  else if (values.title.length > REVIEW_LIMITS.titleMax) errors.title = e.titleTooLong;
  if (values.body.length < REVIEW_LIMITS.bodyMin) errors.body = e.bodyTooShort;
  else if (values.body.length > REVIEW_LIMITS.bodyMax) errors.body = e.bodyTooLong;
  if (Object.keys(errors).length > 0 || !isReviewRating(rating)) return { ok: false, errors, values };
  return { ok: true, input: { rating, name: values.name, title: values.title, body: values.body } };
}

/** The stored key of a review's photo: public, under `reviews/`, served by /media. */
export function reviewPhotoKey(reviewId: string): string {
  if (!/^[0-9a-f-]{36}$/.test(reviewId)) throw new Error(`Invalid review id: ${reviewId}`);
  return `reviews/${reviewId}/photo.webp`;
}

export type WriteReviewResult =
  | { ok: true; reviewId: string; status: "pending" | "approved" }
  | { ok: false; reason: "already-reviewed" | "not-found" }
  | { ok: false; reason: "photo"; message: string };

/**
 * Keeps the review of `line` (initials only): `approved` at once when the settings publish without approval, the
 * product's figures recounted in the same transaction and the catalogue version bumped after; otherwise `pending`.
 * A photo refused stores nothing; a line already reviewed (or reviewed meanwhile by a racing post) stores nothing.
 */
export async function writeReview(
  db: Database,
  storage: Pick<FileStorage, "put" | "delete">,
  input: { orderItemId: string; review: ReviewInput; photo: Uint8Array | null; settings: Pick<ShopSettings, "reviews">; now?: Date },
): Promise<WriteReviewResult> {
  const line = await findReviewLine(db, input.orderItemId);
  if (!line) return { ok: false, reason: "not-found" };
  if (line.reviewed) return { ok: false, reason: "already-reviewed" };
  const reviewId = crypto.randomUUID();
  let photoKey: string | null = null;
  if (input.photo) {
    try {
      const processed = await processPersonalPhoto(input.photo);
      photoKey = reviewPhotoKey(reviewId);
      // The 1200 px preview, re-encoded as WebP without any metadata: enough for a review, nothing of the camera or place.
      await storage.put(photoKey, processed.preview);
    } catch (error) {
      if (error instanceof PhotoRefusedError) return { ok: false, reason: "photo", message: uploadRefusalText[error.reason] };
      throw error;
    }
  }
  const now = input.now ?? new Date();
  const status = input.settings.reviews.publishWithoutApproval ? "approved" : "pending";
  const inserted = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(reviews)
      .values({
        id: reviewId,
        orderId: line.orderId,
        orderItemId: line.orderItemId,
        productId: line.productId,
        rating: input.review.rating,
        title: input.review.title,
        body: input.review.body,
        reviewerInitials: reviewerInitials(input.review.name),
        photoKey,
        status,
        createdAt: now,
        approvedAt: status === "approved" ? now : null,
      })
      .onConflictDoNothing({ target: reviews.orderItemId })
      .returning({ id: reviews.id });
    if (rows.length > 0 && status === "approved") await refreshProductRating(tx, line.productId);
    return rows.length > 0;
  });
  if (!inserted) {
    if (photoKey) await storage.delete(photoKey);
    return { ok: false, reason: "already-reviewed" };
  }
  if (status === "approved") await bumpCatalogVersion(db);
  return { ok: true, reviewId, status };
}
