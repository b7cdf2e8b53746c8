// The owner's review moderation (docs/product.md#reviews): approving publishes and recounts the product's figures
// and bumps the catalogue version; hiding is final; the shop's reply is set, changed and removed; every change is
// audited and every refusal changes nothing. On PGlite and on PostgreSQL when TEST_DATABASE_URL is set.
import { desc, eq, like } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { adminAuditLog, products, reviews } from "~/db/schema";
import { adminReviewsText } from "~/lib/i18n/admin-reviews";
import { REVIEW_LIMITS } from "~/lib/reviews";
import { readCatalogVersion } from "~/modules/catalog/cache.server";
import { action, loader } from "~/routes/admin/reviews";
import { adminCookie, routeContext } from "../../../tests/support/admin-fixtures";
import { insertProduct } from "../../../tests/support/catalog-fixtures";
import { describeEachDatabase } from "../../../tests/support/databases";
import { insertReview } from "../../../tests/support/review-fixtures";
import { ADMIN_REVIEWS_PAGE_SIZE, approveReview, countPendingReviews, hideReview, listAdminReviews, replyToReview } from "./moderation.server";

const by = { actor: { id: null, email: "sahip@example.com" }, clientIp: "203.0.113.7" };

async function figures(db: Database, productId: string) {
  const [row] = await db.select({ count: products.reviewCount, total: products.ratingTotal }).from(products).where(eq(products.id, productId));
  return row;
}

async function reviewRow(db: Database, id: string) {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
  return row;
}

const reviewAudit = (db: Database) => db.select().from(adminAuditLog).where(like(adminAuditLog.action, "review.%")).orderBy(desc(adminAuditLog.seq));

describeEachDatabase("review moderation", (getDb) => {
  it("approving publishes the review, recounts the product and bumps the catalogue version; approving again is refused", async () => {
    const db = getDb();
    const product = await insertProduct(db, { name: "Işıklı Kupa", stock: 50 });
    const first = await insertReview(db, product.id, { rating: 4 });
    const second = await insertReview(db, product.id, { rating: 2 });
    const version = await readCatalogVersion(db);

    expect(await approveReview(db, first.id, by)).toEqual({ ok: true, status: "approved" });
    expect(await figures(db, product.id)).toEqual({ count: 1, total: 4 });
    expect(await readCatalogVersion(db)).toBeGreaterThan(version);
    expect((await reviewRow(db, first.id)).approvedAt).toBeInstanceOf(Date);
    expect(await approveReview(db, second.id, by)).toMatchObject({ ok: true });
    expect(await figures(db, product.id)).toEqual({ count: 2, total: 6 });

    const [entry] = await reviewAudit(db);
    expect(entry).toMatchObject({
      action: "review.approve",
      actorEmail: "sahip@example.com",
      clientIp: "203.0.113.7",
      targetType: "review",
      targetId: second.id,
      targetLabel: `Işıklı Kupa · ${second.orderNumber}`,
      changes: { reviewStatus: { before: "pending", after: "approved" } },
    });

    const audited = (await reviewAudit(db)).length;
    const before = await readCatalogVersion(db);
    expect(await approveReview(db, first.id, by)).toEqual({ ok: false, reason: "already-approved" });
    expect(await approveReview(db, "not-a-uuid", by)).toEqual({ ok: false, reason: "not-found" });
    expect(await approveReview(db, "00000000-0000-4000-8000-000000000000", by)).toEqual({ ok: false, reason: "not-found" });
    expect(await reviewAudit(db)).toHaveLength(audited);
    expect(await readCatalogVersion(db)).toBe(before);
  });

  it("hiding is final: a hidden review leaves the figures, is never approved again and takes no reply", async () => {
    const db = getDb();
    const product = await insertProduct(db, { name: "Ahşap Çerçeve", stock: 50 });
    const shown = await insertReview(db, product.id, { rating: 5, status: "approved" });
    const waiting = await insertReview(db, product.id, { rating: 1 });
    expect(await approveReview(db, waiting.id, by)).toMatchObject({ ok: true });
    expect(await figures(db, product.id)).toEqual({ count: 2, total: 6 });

    const version = await readCatalogVersion(db);
    expect(await hideReview(db, waiting.id, by)).toEqual({ ok: true, status: "hidden" });
    expect(await readCatalogVersion(db)).toBeGreaterThan(version);
    // The first review was written straight in as approved; the recount counts every approved review.
    expect(await figures(db, product.id)).toEqual({ count: 1, total: 5 });
    expect(await reviewRow(db, waiting.id)).toMatchObject({ status: "hidden", hiddenAt: expect.any(Date) });
    const [entry] = await reviewAudit(db);
    expect(entry).toMatchObject({ action: "review.hide", targetId: waiting.id, changes: { reviewStatus: { before: "approved", after: "hidden" } } });

    const audited = (await reviewAudit(db)).length;
    expect(await approveReview(db, waiting.id, by)).toEqual({ ok: false, reason: "hidden-is-final" });
    expect(await hideReview(db, waiting.id, by)).toEqual({ ok: false, reason: "already-hidden" });
    expect(await replyToReview(db, waiting.id, "Teşekkürler", by)).toEqual({ ok: false, reason: "hidden-is-final" });
    expect(await reviewRow(db, waiting.id)).toMatchObject({ status: "hidden", storeReply: null });
    expect(await figures(db, product.id)).toEqual({ count: 1, total: 5 });
    expect(await reviewAudit(db)).toHaveLength(audited);
    expect(shown.id).toBeTruthy();
  });

  it("sets, changes and removes the shop's reply, audited; refuses an empty or too long one", async () => {
    const db = getDb();
    const product = await insertProduct(db, { name: "Magnet", stock: 50 });
    const review = await insertReview(db, product.id, { status: "approved" });

    expect(await replyToReview(db, review.id, "  Güzel sözleriniz için teşekkürler!\r\nYine bekleriz.  ", by)).toMatchObject({ ok: true });
    expect(await reviewRow(db, review.id)).toMatchObject({
      storeReply: "Güzel sözleriniz için teşekkürler!\nYine bekleriz.",
      storeRepliedAt: expect.any(Date),
    });
    let [entry] = await reviewAudit(db);
    expect(entry).toMatchObject({
      action: "review.reply",
      changes: { storeReply: { before: null, after: "Güzel sözleriniz için teşekkürler!\nYine bekleriz." } },
    });

    const audited = (await reviewAudit(db)).length;
    expect(await replyToReview(db, review.id, "   ", by)).toEqual({ ok: false, reason: "reply-empty" });
    expect(await replyToReview(db, review.id, "a".repeat(REVIEW_LIMITS.replyMax + 1), by)).toEqual({ ok: false, reason: "reply-too-long" });
    // The same answer again changes nothing and records nothing.
    expect(await replyToReview(db, review.id, "Güzel sözleriniz için teşekkürler!\nYine bekleriz.", by)).toMatchObject({ ok: true });
    expect(await reviewAudit(db)).toHaveLength(audited);

    expect(await replyToReview(db, review.id, "Teşekkür ederiz.", by)).toMatchObject({ ok: true });
    expect(await replyToReview(db, review.id, null, by)).toMatchObject({ ok: true });
    expect(await reviewRow(db, review.id)).toMatchObject({ storeReply: null, storeRepliedAt: null });
    [entry] = await reviewAudit(db);
    expect(entry).toMatchObject({ action: "review.reply", changes: { storeReply: { before: "Teşekkür ederiz.", after: null } } });
    expect(await replyToReview(db, review.id, null, by)).toEqual({ ok: false, reason: "no-reply" });
  });

  it("lists one status newest first, 20 a page, with the product, order and counts", async () => {
    const db = getDb();
    const product = await insertProduct(db, { name: "Sayfalı Kupa", stock: 100 });
    const start = Date.now() - 60 * 60 * 1000;
    const made: Awaited<ReturnType<typeof insertReview>>[] = [];
    for (let n = 0; n < ADMIN_REVIEWS_PAGE_SIZE + 1; n++)
      made.push(await insertReview(db, product.id, { title: `Yorum ${n}`, createdAt: new Date(start + n * 1000) }));
    const counts = (await listAdminReviews(db)).counts;
    expect(counts.pending).toBeGreaterThanOrEqual(ADMIN_REVIEWS_PAGE_SIZE + 1);
    expect(await countPendingReviews(db)).toBe(counts.pending);

    const first = await listAdminReviews(db, { status: "pending" });
    expect(first.reviews).toHaveLength(ADMIN_REVIEWS_PAGE_SIZE);
    const mine = first.reviews.filter((r) => r.productId === product.id);
    expect(mine[0]).toMatchObject({ title: `Yorum ${ADMIN_REVIEWS_PAGE_SIZE}`, productName: "Sayfalı Kupa", productExists: true, initials: "A. Y." });
    expect(mine[0].orderNumber).toBe(made[ADMIN_REVIEWS_PAGE_SIZE].orderNumber);
    const times = first.reviews.map((r) => new Date(r.createdAt).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await listAdminReviews(db, { status: "pending", page: 999 })).page).toBe(first.pages);

    await db.delete(products).where(eq(products.id, product.id));
    const gone = (await listAdminReviews(db)).reviews.find((r) => r.id === made[ADMIN_REVIEWS_PAGE_SIZE].id);
    expect(gone).toMatchObject({ productName: "Sayfalı Kupa", productExists: false, productId: null });
  });

  it("the page lists and moderates through plain form posts, for a signed-in admin from the shop's own pages only", async () => {
    const db = getDb();
    const cookie = await adminCookie(db);
    const product = await insertProduct(db, { name: "Rota Kupası", stock: 50 });
    const review = await insertReview(db, product.id, { title: "Sayfadan onay", body: "<script>alert(1)</script> yazı olarak kalır" });
    const url = "http://shop.test/admin/reviews";
    const args = (request: Request) => ({ request, params: {}, context: routeContext(db) }) as never;
    const post = (fields: Record<string, string>, headers: Record<string, string> = { Origin: "http://shop.test", Cookie: cookie }) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(fields)) body.set(k, v);
      return new Request(url, { method: "POST", headers, body });
    };
    const answerOf = async (promise: Promise<unknown>) => {
      try {
        return await promise;
      } catch (thrown) {
        return thrown;
      }
    };

    const page = await loader(args(new Request(`${url}?status=pending`, { headers: { Cookie: cookie } })));
    expect(page.reviews.find((r) => r.id === review.id)).toMatchObject({ title: "Sayfadan onay", body: "<script>alert(1)</script> yazı olarak kalır" });

    const approved = (await action(args(post({ intent: "approve", id: review.id, status: "pending", page: "1" })))) as Response;
    expect(approved.status).toBe(303);
    expect(approved.headers.get("Location")).toBe("/admin/reviews?status=pending&done=approved");
    expect((await reviewRow(db, review.id)).status).toBe("approved");

    const refused = (await action(args(post({ intent: "approve", id: review.id, status: "approved" })))) as { data: unknown; init: { status: number } };
    expect(refused.init.status).toBe(409);
    expect(refused.data).toEqual({ error: adminReviewsText.errors.alreadyApproved, reviewId: review.id, reply: null });

    const tooLong = (await action(args(post({ intent: "reply", id: review.id, storeReply: "x".repeat(REVIEW_LIMITS.replyMax + 1) })))) as {
      data: { error: string; reply: string };
      init: { status: number };
    };
    expect(tooLong.init.status).toBe(400);
    expect(tooLong.data.error).toBe(adminReviewsText.errors.replyTooLong);
    expect(tooLong.data.reply).toHaveLength(REVIEW_LIMITS.replyMax + 1);

    const hidden = (await action(args(post({ intent: "hide", id: review.id, status: "approved", page: "2" })))) as Response;
    expect(hidden.headers.get("Location")).toBe("/admin/reviews?status=approved&page=2&done=hidden");
    expect((await reviewRow(db, review.id)).status).toBe("hidden");

    const forged = (await answerOf(action(args(post({ intent: "approve", id: review.id }, { Origin: "https://evil.test", Cookie: cookie }))))) as Response;
    expect(forged.status).toBe(403);
    const anonymous = (await answerOf(action(args(post({ intent: "approve", id: review.id }, { Origin: "http://shop.test" }))))) as Response;
    expect(anonymous.status).toBe(401);
    const signedOut = (await answerOf(loader(args(new Request(url))))) as Response;
    expect(signedOut.headers.get("Location")).toBe("/admin");
  });
});
