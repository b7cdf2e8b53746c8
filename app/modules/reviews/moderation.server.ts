// The owner's side of verified reviews (docs/product.md#reviews): the queue by status, newest first; approving
// (the review is published), hiding (final: a hidden review is never shown or approved again) and the shop's
// public answer (`Mağaza yanıtı`). Each write runs in one transaction with its audit record and, when what the
// public sees changes, the product's figures (refreshProductRating); the catalogue version is bumped after the
// commit so cached pages and cards show the change. A refused change writes nothing and answers a reason code
// the route words (app/lib/i18n/admin-reviews.ts).
import { and, count, desc, eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { orderItems, orders, products, reviews } from "~/db/schema";
import { isUuid, stripNul } from "~/lib/input";
import { REVIEW_LIMITS, REVIEW_STATUSES, type ReviewStatus } from "~/lib/reviews";
import { type AuditBy, type AuditEntry, withAuditRecord } from "~/modules/audit/audit-log.server";
import { bumpCatalogVersion } from "~/modules/catalog/cache.server";
import { refreshProductRating } from "./ratings.server";

export const ADMIN_REVIEWS_PAGE_SIZE = 20;
const MAX_PAGE = 100_000;

export interface AdminReview {
  id: string;
  status: ReviewStatus;
  rating: number;
  title: string;
  body: string;
  /** `A. Y.`; null once the order was anonymised. */
  initials: string | null;
  photoKey: string | null;
  productId: string | null;
  /** The product's name now, else the name on the order line (the product was deleted). */
  productName: string;
  productExists: boolean;
  orderId: string;
  orderNumber: string;
  createdAt: Date;
  storeReply: string | null;
  storeRepliedAt: Date | null;
}

export interface AdminReviewPage {
  status: ReviewStatus;
  reviews: AdminReview[];
  /** How many reviews each status has (the filter's counts). */
  counts: Record<ReviewStatus, number>;
  page: number;
  pages: number;
}

export function isReviewStatus(value: unknown): value is ReviewStatus {
  return typeof value === "string" && (REVIEW_STATUSES as readonly string[]).includes(value);
}

/** How many reviews of each status there are. */
export async function countReviewsByStatus(db: Executor): Promise<Record<ReviewStatus, number>> {
  const rows = await db.select({ status: reviews.status, n: count() }).from(reviews).groupBy(reviews.status);
  const counts: Record<ReviewStatus, number> = { pending: 0, approved: 0, hidden: 0 };
  for (const row of rows) if (isReviewStatus(row.status)) counts[row.status] = Number(row.n);
  return counts;
}

/** Reviews waiting for the owner's decision (the menu's badge; the status index answers it). */
export async function countPendingReviews(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reviews).where(eq(reviews.status, "pending"));
  return Number(row?.n ?? 0);
}

/** One page of the reviews of a status, newest first (a page past the end is the last). */
export async function listAdminReviews(
  db: Executor,
  { status = "pending", page = 1 }: { status?: ReviewStatus; page?: number } = {},
): Promise<AdminReviewPage> {
  const counts = await countReviewsByStatus(db);
  const pages = Math.max(1, Math.ceil(counts[status] / ADMIN_REVIEWS_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), Math.min(pages, MAX_PAGE));
  const rows = await db
    .select({
      id: reviews.id,
      status: reviews.status,
      rating: reviews.rating,
      title: reviews.title,
      body: reviews.body,
      initials: reviews.reviewerInitials,
      photoKey: reviews.photoKey,
      productId: reviews.productId,
      currentName: products.name,
      lineName: orderItems.productName,
      orderId: reviews.orderId,
      orderNumber: orders.orderNumber,
      createdAt: reviews.createdAt,
      storeReply: reviews.storeReply,
      storeRepliedAt: reviews.storeRepliedAt,
    })
    .from(reviews)
    .innerJoin(orders, eq(orders.id, reviews.orderId))
    .innerJoin(orderItems, eq(orderItems.id, reviews.orderItemId))
    .leftJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.status, status))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(ADMIN_REVIEWS_PAGE_SIZE)
    .offset((current - 1) * ADMIN_REVIEWS_PAGE_SIZE);
  return {
    status,
    counts,
    page: current,
    pages,
    reviews: rows.map(({ currentName, lineName, ...row }) => ({ ...row, productName: currentName ?? lineName, productExists: currentName !== null })),
  };
}

export type ModerationRefusal = "not-found" | "hidden-is-final" | "already-approved" | "already-hidden" | "reply-empty" | "reply-too-long" | "no-reply";
export type ModerationResult = { ok: true; status: ReviewStatus } | { ok: false; reason: ModerationRefusal };

interface LockedReview {
  id: string;
  status: ReviewStatus;
  productId: string | null;
  storeReply: string | null;
  label: string;
}

/** The review, locked for the rest of the transaction, with how the audit log names it (product and order number). */
async function lockReview(tx: Executor, id: string): Promise<LockedReview | null> {
  if (!isUuid(id)) return null;
  const [row] = await tx
    .select({
      id: reviews.id,
      status: reviews.status,
      productId: reviews.productId,
      storeReply: reviews.storeReply,
      productName: products.name,
      orderNumber: orders.orderNumber,
    })
    .from(reviews)
    .innerJoin(orders, eq(orders.id, reviews.orderId))
    .leftJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.id, id))
    .for("update", { of: reviews });
  if (!row) return null;
  const label = row.productName ? `${row.productName} · ${row.orderNumber}` : row.orderNumber;
  return { id: row.id, status: row.status, productId: row.productId, storeReply: row.storeReply, label };
}

type Written = ModerationResult & { entry?: AuditEntry; publicChange?: boolean };

async function moderate(db: Executor, by: AuditBy, write: (tx: Executor) => Promise<Written>): Promise<ModerationResult> {
  const result = await withAuditRecord(db, by, write, (done) => (done.ok ? (done.entry ?? null) : null));
  // After the commit, so that no reader caches the old page under the new version.
  if (result.ok && result.publicChange) await bumpCatalogVersion(db);
  return result.ok ? { ok: true, status: result.status } : { ok: false, reason: result.reason };
}

function statusEntry(review: LockedReview, action: "review.approve" | "review.hide", after: ReviewStatus): AuditEntry {
  return {
    action,
    target: { type: "review", id: review.id, label: review.label },
    changes: { reviewStatus: { before: review.status, after } },
  };
}

/** Publishes a pending review. A hidden one is refused (hiding is final); an approved one is left as it is. */
export function approveReview(db: Executor, id: string, by: AuditBy, now = new Date()): Promise<ModerationResult> {
  return moderate(db, by, async (tx) => {
    const review = await lockReview(tx, id);
    if (!review) return { ok: false, reason: "not-found" };
    if (review.status === "hidden") return { ok: false, reason: "hidden-is-final" };
    if (review.status === "approved") return { ok: false, reason: "already-approved" };
    await tx.update(reviews).set({ status: "approved", approvedAt: now }).where(eq(reviews.id, review.id));
    if (review.productId) await refreshProductRating(tx, review.productId);
    return { ok: true, status: "approved", entry: statusEntry(review, "review.approve", "approved"), publicChange: true };
  });
}

/** Hides a pending or published review for good: it is never shown again and can never be approved. */
export function hideReview(db: Executor, id: string, by: AuditBy, now = new Date()): Promise<ModerationResult> {
  return moderate(db, by, async (tx) => {
    const review = await lockReview(tx, id);
    if (!review) return { ok: false, reason: "not-found" };
    if (review.status === "hidden") return { ok: false, reason: "already-hidden" };
    await tx
      .update(reviews)
      .set({ status: "hidden", hiddenAt: now })
      .where(and(eq(reviews.id, review.id), eq(reviews.status, review.status)));
    const wasPublic = review.status === "approved";
    if (wasPublic && review.productId) await refreshProductRating(tx, review.productId);
    return { ok: true, status: "hidden", entry: statusEntry(review, "review.hide", "hidden"), publicChange: wasPublic };
  });
}

/** The reply as the owner typed it, trimmed, without NUL and with Windows line ends made plain. */
export function cleanReply(text: unknown): string {
  return stripNul(typeof text === "string" ? text : "")
    .replace(/\r\n?/g, "\n")
    .trim();
}

/**
 * Sets, changes (`reply` text) or removes (`reply` null) the shop's public answer. A hidden review takes none;
 * an empty or too long answer is refused; the same answer again changes nothing and records nothing.
 */
export function replyToReview(db: Executor, id: string, reply: string | null, by: AuditBy, now = new Date()): Promise<ModerationResult> {
  const text = reply === null ? null : cleanReply(reply);
  return moderate(db, by, async (tx) => {
    if (text === "") return { ok: false, reason: "reply-empty" };
    if (text !== null && [...text].length > REVIEW_LIMITS.replyMax) return { ok: false, reason: "reply-too-long" };
    const review = await lockReview(tx, id);
    if (!review) return { ok: false, reason: "not-found" };
    if (review.status === "hidden") return { ok: false, reason: "hidden-is-final" };
    if (text === null && review.storeReply === null) return { ok: false, reason: "no-reply" };
    if (text === review.storeReply) return { ok: true, status: review.status };
    await tx
      .update(reviews)
      .set({ storeReply: text, storeRepliedAt: text === null ? null : now })
      .where(eq(reviews.id, review.id));
    const entry: AuditEntry = {
      action: "review.reply",
      target: { type: "review", id: review.id, label: review.label },
      changes: { storeReply: { before: review.storeReply, after: text } },
    };
    return { ok: true, status: review.status, entry, publicChange: review.status === "approved" };
  });
}
