// A product page's reviews over HTTP (docs/product.md#reviews), on every database, through the shop's own stack with
// its page cache storing pages: the section, its sort and page links, each list page stored apart (page 2 is never
// page 1), the helpful vote as a plain form answered with a redirect back, counted once per address and rate-limited,
// and the page refreshed when a review is approved (the catalogue version).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { reviews } from "~/db/schema";
import { reviewsPageText } from "~/lib/i18n/reviews-page";
import { REVIEWS_PER_PAGE } from "~/lib/reviews";
import { bumpCatalogVersion } from "~/modules/catalog/cache.server";
import { refreshProductRating } from "~/modules/reviews/ratings.server";
import { insertProduct } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";
import { type HttpShop, startHttpShop } from "../support/http-shop";
import { drizzleQuery, insertReviews } from "../support/review-list-fixtures";

const day = (n: number) => new Date(Date.UTC(2026, 9, n, 9));
/** The titles of the reviews listed in a page's HTML, in order. */
const titles = (html: string) => [...html.matchAll(/<h3 class="[^"]*">([^<]*)<\/h3>/g)].map(([, title]) => title);
const section = (html: string) => html.slice(html.indexOf('id="degerlendirmeler"'));

describeEachDatabase("a product page's reviews over HTTP", (getDb, kind) => {
  let shop: HttpShop;
  let product: { id: string; slug: string };
  let quiet: { id: string; slug: string };
  let ids: string[];
  beforeAll(async () => {
    const db = getDb();
    product = await insertProduct(db, { name: "Yorumlu Lamba" });
    quiet = await insertProduct(db, { name: "Sessiz Lamba" });
    ids = await insertReviews(
      drizzleQuery(db),
      product.id,
      Array.from({ length: 20 }, (_, i) => ({
        rating: i < 12 ? 5 : i < 18 ? 4 : 2,
        title: `Yorum ${i + 1}`,
        body: i === 0 ? "<script>alert(1)</script> Çok güzel!" : "Hediye olarak aldım, çok beğenildi.",
        createdAt: day(i + 1),
        helpfulCount: i === 4 ? 7 : 0,
        initials: i === 1 ? null : "Z. K.",
        storeReply: i === 19 ? "Güzel sözleriniz için teşekkürler." : null,
        photoKey: i === 19 ? "reviews/lamba.webp" : null,
      })),
    );
    await refreshProductRating(db, product.id);
    await bumpCatalogVersion(db);
    shop = await startHttpShop({ db, kind } as DatabaseHandle, { RATE_LIMIT_ENABLED: "true", RATE_LIMIT_VOTE: "3" });
  });
  afterAll(() => shop?.close());

  const get = async (path: string) => {
    const answer = await fetch(`${shop.url}${path}`, { headers: { Accept: "text/html" }, redirect: "manual" });
    return { status: answer.status, html: await answer.text() };
  };

  it("shows the figures, the newest ten with their links, and the stars by the title", async () => {
    const { status, html } = await get(`/product/${product.slug}`);
    expect(status).toBe(200);
    const reviewsHtml = section(html);
    expect(reviewsHtml).toContain(`>${reviewsPageText.heading}</h2>`);
    // (12×5 + 6×4 + 2×2) / 20 = 4.4
    expect(reviewsHtml).toContain(reviewsPageText.ratingLabel(4.4, 20));
    expect(reviewsHtml).toContain(">4,4</span>");
    for (const [stars, count] of [
      [5, 12],
      [4, 6],
      [3, 0],
      [2, 2],
      [1, 0],
    ])
      expect(reviewsHtml).toContain(reviewsPageText.starsRowLabel(stars, count));
    expect(titles(reviewsHtml)).toEqual(Array.from({ length: REVIEWS_PER_PAGE }, (_, i) => `Yorum ${20 - i}`));
    expect(reviewsHtml).toContain(`>${reviewsPageText.storeReply}</p>`);
    expect(reviewsHtml).toContain("Güzel sözleriniz için teşekkürler.");
    expect(reviewsHtml).toContain(`href="/media/reviews/lamba.webp?w=1280"`);
    expect(reviewsHtml).toContain(`src="/media/reviews/lamba.webp?w=160"`);
    expect(reviewsHtml).toContain(`>${reviewsPageText.verified}</span>`);
    expect(reviewsHtml).toContain('<time dateTime="2026-10-20T09:00:00.000Z">20.10.2026</time>');
    expect(reviewsHtml).toContain(`href="/product/${product.slug}?yorumlar=faydali#degerlendirmeler"`);
    expect(reviewsHtml).toContain(`href="/product/${product.slug}?yorum-sayfa=2#degerlendirmeler"`);
    // By the title: the stars, the average and the count, linking to the section.
    expect(html.slice(0, html.indexOf('id="degerlendirmeler"'))).toMatch(/<a href="#degerlendirmeler"[^>]*data-testid="product-rating"/);
  });

  it("stores each list page apart: page 2 and the helpful sort are never page 1", async () => {
    const first = await get(`/product/${product.slug}`);
    await get(`/product/${product.slug}`);
    expect(await shop.pageCache.isStored(`/product/${product.slug}`)).toBe(true);
    const second = await get(`/product/${product.slug}?yorum-sayfa=2&utm_source=x`);
    expect(titles(section(second.html))).toEqual(Array.from({ length: REVIEWS_PER_PAGE }, (_, i) => `Yorum ${10 - i}`));
    expect(await shop.pageCache.isStored(`/product/${product.slug}?yorum-sayfa=2`)).toBe(true);
    // Served again from the store: still page 2.
    expect(titles(section((await get(`/product/${product.slug}?yorum-sayfa=2`)).html))[0]).toBe("Yorum 10");
    const helpful = await get(`/product/${product.slug}?yorumlar=faydali`);
    expect(titles(section(helpful.html))[0]).toBe("Yorum 5");
    expect(titles(section(first.html))[0]).toBe("Yorum 20");
    // The chosen sort and page are marked.
    expect(section(second.html)).toMatch(/aria-current="page" aria-label="Sayfa 2"/);
    expect(section(helpful.html)).toMatch(new RegExp(`aria-current="true">${reviewsPageText.helpful}<`));
  });

  it("shows the reviewers' words as text, and `Doğrulanmış alıcı` for an anonymised order", async () => {
    const { html } = await get(`/product/${product.slug}?yorum-sayfa=2`);
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; Çok güzel!");
    expect(section(html)).toContain(`>${reviewsPageText.anonymous}</span>`);
  });

  it("says there are none yet for a product without reviews, and shows no stars by its title", async () => {
    const { html } = await get(`/product/${quiet.slug}`);
    expect(section(html)).toContain(reviewsPageText.none);
    expect(html).not.toContain('data-testid="product-rating"');
    expect(html).not.toContain('data-testid="rating-distribution"');
  });

  it("counts a helpful vote once per address and answers with the page it was on, thanking the voter there", async () => {
    const target = ids[9];
    const vote = () =>
      fetch(`${shop.url}/product/${product.slug}?yorum-sayfa=2`, {
        method: "POST",
        body: new URLSearchParams({ review: target }),
        redirect: "manual",
        headers: { Origin: shop.url },
      });
    const answer = await vote();
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(`/product/${product.slug}?yorum-sayfa=2&oylandi=${target}#yorum-${target}`);
    const page = await get(answer.headers.get("location")!.split("#")[0]);
    expect(page.html).toContain(reviewsPageText.voted);
    expect(section(page.html)).toContain(`>${reviewsPageText.vote(1)}</span>`);
    expect((await vote()).status).toBe(302);
    const [row] = await getDb().select({ helpfulCount: reviews.helpfulCount }).from(reviews).where(eq(reviews.id, target));
    expect(row.helpfulCount).toBe(1);
    // RATE_LIMIT_VOTE=3 a window per address: the fourth post is refused.
    expect((await vote()).status).toBe(302);
    expect((await vote()).status).toBe(429);
  });

  it("shows a newly approved review once the catalogue version changes, as approving one does", async () => {
    const db = getDb();
    const before = await get(`/product/${quiet.slug}`);
    expect(section(before.html)).toContain(reviewsPageText.none);
    await insertReviews(drizzleQuery(db), quiet.id, [{ rating: 3, title: "Yeni onaylanan" }]);
    await refreshProductRating(db, quiet.id);
    await bumpCatalogVersion(db);
    const after = await get(`/product/${quiet.slug}`);
    expect(titles(section(after.html))).toEqual(["Yeni onaylanan"]);
    expect(after.html).toContain(reviewsPageText.ratingLabel(3, 1));
  });
});
