// What shoppers see of a product's reviews (docs/product.md#reviews), on both databases: only approved reviews, in
// figures and one page at a time, newest or most helpful first; initials only, none once anonymised; helpful votes
// counted once per voter, only for approved reviews, the voter stored as a keyed hash.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { products, reviewHelpfulVotes, reviews } from "~/db/schema";
import { REVIEWS_PER_PAGE } from "~/lib/reviews";
import { bumpCatalogVersion, catalogCache } from "~/modules/catalog/cache.server";
import { getShopProduct } from "~/modules/catalog/queries.server";
import { insertProduct } from "../../../tests/support/catalog-fixtures";
import { describeEachDatabase } from "../../../tests/support/databases";
import { drizzleQuery, insertReviews } from "../../../tests/support/review-list-fixtures";
import { cachedProductReviews, helpfulVoter, readProductReviews, voteHelpful } from "./product-reviews.server";
import { refreshProductRating } from "./ratings.server";

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 12));

describeEachDatabase("a product's reviews as shoppers see them", (getDb) => {
  it("shows approved reviews only, in figures and newest first, with initials or none once anonymised", async () => {
    const db = getDb();
    const product = await insertProduct(db, { name: "Yorumlu Kupa" });
    const [older, newer] = await insertReviews(drizzleQuery(db), product.id, [
      { rating: 5, title: "Harika", createdAt: day(1), initials: "A. Y.", storeReply: "Teşekkür ederiz!" },
      { rating: 4, title: "Güzel", createdAt: day(3), initials: null, photoKey: "reviews/foto.webp" },
      { rating: 1, title: "Bekliyor", createdAt: day(4), status: "pending" },
      { rating: 1, title: "Gizlendi", createdAt: day(5), status: "hidden" },
    ]);
    await refreshProductRating(db, product.id);

    const shown = await readProductReviews(db, product.id, { sort: "newest", page: 1 });
    expect(shown.summary).toEqual({ count: 2, average: 4.5, distribution: [0, 0, 0, 1, 1] });
    expect(shown).toMatchObject({ sort: "newest", page: 1, pageCount: 1 });
    expect(shown.list.map((review) => review.title)).toEqual(["Güzel", "Harika"]);
    expect(shown.list[0]).toEqual({
      id: newer,
      rating: 4,
      title: "Güzel",
      body: "Çok güzel bir hediye oldu, teşekkürler.",
      initials: null,
      photoKey: "reviews/foto.webp",
      createdAt: day(3).toISOString(),
      storeReply: null,
      storeRepliedAt: null,
      helpfulCount: 0,
    });
    expect(shown.list[1]).toMatchObject({ id: older, initials: "A. Y.", storeReply: "Teşekkür ederiz!" });
    expect(shown.list[1].storeRepliedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    // The card's figures come from the product's row, recounted with the approval.
    expect((await getShopProduct(db, product.slug))?.rating).toEqual({ average: 4.5, count: 2 });
  });

  it("has no summary and one empty page for a product without approved reviews", async () => {
    const db = getDb();
    const product = await insertProduct(db, { name: "Yorumsuz Kupa" });
    await insertReviews(drizzleQuery(db), product.id, [{ rating: 5, status: "pending" }]);
    await refreshProductRating(db, product.id);
    expect(await readProductReviews(db, product.id, { sort: "helpful", page: 3 })).toEqual({ summary: null, list: [], sort: "helpful", page: 1, pageCount: 1 });
    expect((await getShopProduct(db, product.slug))?.rating).toBeNull();
  });

  it("pages by REVIEWS_PER_PAGE and sorts by helpfulness, then newest; a page past the end shows the last", async () => {
    const db = getDb();
    const product = await insertProduct(db, { name: "Çok Yorumlu Kupa" });
    const fixtures = Array.from({ length: 23 }, (_, i) => ({
      rating: (i % 5) + 1,
      title: `Yorum ${i + 1}`,
      createdAt: day(i + 1),
      helpfulCount: i === 2 ? 9 : i === 20 ? 9 : i === 5 ? 4 : 0,
    }));
    await insertReviews(drizzleQuery(db), product.id, fixtures);
    await refreshProductRating(db, product.id);

    const first = await readProductReviews(db, product.id, { sort: "newest", page: 1 });
    expect(first.pageCount).toBe(3);
    expect(first.list).toHaveLength(REVIEWS_PER_PAGE);
    expect(first.list[0].title).toBe("Yorum 23");
    const third = await readProductReviews(db, product.id, { sort: "newest", page: 3 });
    expect(third.list.map((review) => review.title)).toEqual(["Yorum 3", "Yorum 2", "Yorum 1"]);
    expect((await readProductReviews(db, product.id, { sort: "newest", page: 40 })).page).toBe(3);

    const helpful = await readProductReviews(db, product.id, { sort: "helpful", page: 1 });
    // Equal helpfulness: the newer first.
    expect(helpful.list.slice(0, 4).map((review) => review.title)).toEqual(["Yorum 21", "Yorum 3", "Yorum 6", "Yorum 23"]);
    const pages = await Promise.all([1, 2, 3].map((page) => readProductReviews(db, product.id, { sort: "helpful", page })));
    expect(new Set(pages.flatMap((page) => page.list.map((review) => review.id))).size).toBe(23);
    expect(helpful.summary).toEqual({ count: 23, average: 2.9, distribution: [5, 5, 5, 4, 4] });
  });

  it("counts a helpful vote once per voter, only for an approved review, and stores no address", async () => {
    const db = getDb();
    const product = await insertProduct(db, { name: "Oylanan Kupa" });
    const [approved, pending, hidden] = await insertReviews(drizzleQuery(db), product.id, [
      { rating: 5 },
      { rating: 4, status: "pending" },
      { rating: 3, status: "hidden" },
    ]);
    const voter = await helpfulVoter(db, "203.0.113.7");
    expect(voter).not.toContain("203.0.113.7");
    expect(await helpfulVoter(db, "::ffff:203.0.113.7")).toBe(voter);
    // An IPv6 client counts by its /64 network.
    expect(await helpfulVoter(db, "2001:db8:1:2::5")).toBe(await helpfulVoter(db, "2001:db8:1:2:ffff::9"));
    expect(await helpfulVoter(db, "2001:db8:1:3::5")).not.toBe(await helpfulVoter(db, "2001:db8:1:2::5"));

    expect(await voteHelpful(db, approved, voter)).toBe("counted");
    expect(await voteHelpful(db, approved, voter)).toBe("already");
    expect(await voteHelpful(db, approved, await helpfulVoter(db, "198.51.100.1"))).toBe("counted");
    expect(await voteHelpful(db, pending, voter)).toBe("not-found");
    expect(await voteHelpful(db, hidden, voter)).toBe("not-found");
    expect(await voteHelpful(db, "00000000-0000-4000-8000-000000000000", voter)).toBe("not-found");
    expect(await voteHelpful(db, "not-a-review", voter)).toBe("not-found");

    const counts = await db.select({ id: reviews.id, helpfulCount: reviews.helpfulCount }).from(reviews).where(eq(reviews.productId, product.id));
    expect(Object.fromEntries(counts.map((row) => [row.id, row.helpfulCount]))).toEqual({ [approved]: 2, [pending]: 0, [hidden]: 0 });
    const votes = await db.select().from(reviewHelpfulVotes).where(eq(reviewHelpfulVotes.reviewId, approved));
    expect(votes).toHaveLength(2);
    expect(votes.every((vote) => /^[\w-]{43}$/.test(vote.voter))).toBe(true);
  });

  it("serves the cached page until the catalogue version changes (an approval bumps it)", async () => {
    const db = getDb();
    const product = await insertProduct(db, { name: "Önbellekli Kupa" });
    await bumpCatalogVersion(db);
    const params = { sort: "newest", page: 1 } as const;
    expect((await cachedProductReviews(db, product.id, params)).summary).toBeNull();
    // Approved behind the cache's back: the cached page stays until the version changes.
    await insertReviews(drizzleQuery(db), product.id, [{ rating: 5, title: "Yeni onaylandı" }]);
    await refreshProductRating(db, product.id);
    expect((await cachedProductReviews(db, product.id, params)).summary).toBeNull();
    await bumpCatalogVersion(db);
    const fresh = await cachedProductReviews(db, product.id, params);
    expect(fresh.summary?.count).toBe(1);
    expect(fresh.list.map((review) => review.title)).toEqual(["Yeni onaylandı"]);
    expect((await db.select({ reviewCount: products.reviewCount }).from(products).where(eq(products.id, product.id)))[0].reviewCount).toBe(1);
    catalogCache(db).clear();
  });
});
