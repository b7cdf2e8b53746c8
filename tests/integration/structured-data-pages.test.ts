// The structured data the shop's pages carry as served (docs/product.md#search-engines), on every database: the
// product page's Product and BreadcrumbList, a category list's BreadcrumbList and the home page's Organization
// pass Google's rules with no errors. While the shop is being set up (the demo company) the pages are noindex but
// carry their structured data all the same.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { products } from "~/db/schema";
import { bumpCatalogVersion } from "~/modules/catalog/cache.server";
import { refreshProductRating } from "~/modules/reviews/ratings.server";
import { insertCategory, insertProduct } from "../support/catalog-fixtures";
import { insertReview } from "../support/review-fixtures";
import { describeEachDatabase } from "../support/databases";
import { type HttpShop, startHttpShop } from "../support/http-shop";
import { validateStructuredData } from "../support/structured-data";

describeEachDatabase("structured data on the shop's pages", (getDb, kind) => {
  let shop: HttpShop;
  let mug: { id: string; slug: string };
  beforeAll(async () => {
    const db = getDb();
    const category = await insertCategory(db, { name: "Kupalar", slug: "kupalar" });
    mug = await insertProduct(db, { name: "İsimli Kupa", images: 2, shippingCostKurus: 3499, categoryIds: [category.id] });
    await db.update(products).set({ brand: "Porselen Atölyesi" }).where(eq(products.id, mug.id));
    await bumpCatalogVersion(db);
    shop = await startHttpShop({ db, kind } as DatabaseHandle);
  });
  afterAll(() => shop?.close());

  /** The page as served, its structured data validated; the warnings printed. */
  async function served(path: string) {
    const response = await fetch(`${shop.url}${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const check = await validateStructuredData(html);
    if (check.warnings.length) console.info(`${path} uyarıları:\n${check.warnings.join("\n")}`);
    expect(check.errors).toEqual([]);
    return { html, jsonLd: check.jsonLd };
  }

  it("a product page: the product with its brand, shipping and return terms, and its breadcrumb", async () => {
    const { html, jsonLd } = await served(`/product/${mug.slug}`);
    // Still being set up: left out of the index, its structured data there all the same.
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(jsonLd.Product).toHaveLength(1);
    expect(jsonLd.Product[0]).toMatchObject({
      name: "İsimli Kupa",
      brand: { "@type": "Brand", name: "Porselen Atölyesi" },
      offers: {
        price: "99.99",
        shippingDetails: { shippingRate: { value: "34.99", currency: "TRY" }, shippingDestination: { addressCountry: "TR" } },
        hasMerchantReturnPolicy: { returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow", merchantReturnDays: 14 },
      },
    });
    expect(jsonLd.BreadcrumbList[0]).toMatchObject({
      itemListElement: [
        { position: 1, name: "Ana Sayfa", item: `${shop.url}/` },
        { position: 2, name: "Ürünler", item: `${shop.url}/products` },
        { position: 3, name: "Kupalar", item: `${shop.url}/products?category=kupalar` },
        { position: 4, name: "İsimli Kupa", item: `${shop.url}/product/${mug.slug}` },
      ],
    });
  });

  it("a product with approved reviews: its rating and the reviews as the page shows them, still valid", async () => {
    const db = getDb();
    const reviewed = await insertProduct(db, { name: "Yorumlu Magnet", images: 1 });
    await insertReview(db, reviewed.id, { status: "approved", rating: 5, title: "Harika", initials: "A. Y." });
    await insertReview(db, reviewed.id, { status: "approved", rating: 4, title: "Güzel", initials: null });
    await insertReview(db, reviewed.id, { status: "pending", rating: 1, title: "Bekleyen" });
    await refreshProductRating(db, reviewed.id);
    await bumpCatalogVersion(db);
    const { jsonLd } = await served(`/product/${reviewed.slug}`);
    expect(jsonLd.Product[0]).toMatchObject({ aggregateRating: { ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 } });
    const shown = jsonLd.Product[0].review as { name: string; author: { name: string }; reviewRating: { ratingValue: number } }[];
    expect(shown.map((review) => [review.name, review.author.name, review.reviewRating.ratingValue]).sort()).toEqual([
      ["Güzel", "Doğrulanmış alıcı", 4],
      ["Harika", "A. Y.", 5],
    ]);
  });

  it("a category list carries its breadcrumb; the whole list none", async () => {
    const { jsonLd } = await served("/products?category=kupalar");
    expect(jsonLd.BreadcrumbList[0]).toMatchObject({ itemListElement: [{ name: "Ana Sayfa" }, { name: "Ürünler" }, { name: "Kupalar" }] });
    expect((await served("/products")).jsonLd).toEqual({});
  });

  it("the home page: the owner's company with its contact, address and return terms", async () => {
    const { html, jsonLd } = await served("/");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(jsonLd.Organization).toHaveLength(1);
    expect(jsonLd.Organization[0]).toMatchObject({
      name: "Sürpriz Hediye E-Ticaret Ltd. Şti.",
      url: `${shop.url}/`,
      email: "destek@surprizhediye.com.tr",
      address: { "@type": "PostalAddress", addressLocality: "Kadıköy", addressRegion: "İstanbul", addressCountry: "TR" },
      contactPoint: { contactType: "customer service" },
      hasMerchantReturnPolicy: { merchantReturnLink: `${shop.url}/refund-policy` },
    });
  });
});
