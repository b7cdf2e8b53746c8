// The shopper's side of options and variants over HTTP (docs/product.md#options-and-variants), on every database:
// the form without JavaScript redirects to the chosen variant's `?secim=`, an unknown combination stays with a
// note, the page and its structured data name each variant, the lists summarise them (cheapest in stock).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle, Executor } from "~/db/client.server";
import { products, productVariants } from "~/db/schema";
import { defaultSku, type ProductOption } from "~/lib/variants";
import { bumpCatalogVersion } from "~/modules/catalog/cache.server";
import { listShopProducts, listSitemapProducts } from "~/modules/catalog/queries.server";
import { refreshProductSummaries } from "~/modules/catalog/variant-summary.server";
import { insertCategory, insertProduct } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";
import { type HttpShop, startHttpShop } from "../support/http-shop";

interface VariantFixture {
  values: string[];
  priceKurus: number;
  originalPriceKurus?: number | null;
  stock: number;
  image?: number;
}

/** Gives a product options and exactly these variants, summarised, as the back office would. */
async function giveVariants(db: Executor, product: { id: string; slug: string }, options: ProductOption[], variants: VariantFixture[]) {
  await db.update(products).set({ options }).where(eq(products.id, product.id));
  await db.delete(productVariants).where(eq(productVariants.productId, product.id));
  const inserted = await db
    .insert(productVariants)
    .values(
      variants.map((variant, position) => ({
        productId: product.id,
        position,
        optionValues: variant.values,
        sku: defaultSku(product.slug, variant.values),
        priceKurus: variant.priceKurus,
        originalPriceKurus: variant.originalPriceKurus ?? null,
        stock: variant.stock,
        imagePath: variant.image === undefined ? null : `products/${product.id}_${variant.image}_test.webp`,
      })),
    )
    .returning({ id: productVariants.id, sku: productVariants.sku });
  await refreshProductSummaries(db, [product.id]);
  return inserted;
}

describeEachDatabase("product page with variants", (getDb, kind) => {
  let shop: HttpShop;
  let mug: { id: string; slug: string };
  let single: { id: string; slug: string };
  let variantIds: Map<string, string>;
  beforeAll(async () => {
    const db = getDb();
    const category = await insertCategory(db, { name: "Kupalar", slug: "kupalar" });
    mug = await insertProduct(db, { name: "Renkli Kupa", images: 2, categoryIds: [category.id] });
    single = await insertProduct(db, { name: "Tek Kupa", priceKurus: 15000, categoryIds: [category.id] });
    const rows = await giveVariants(
      db,
      mug,
      [{ name: "Renk", values: ["Beyaz", "Siyah", "Mor"] }],
      [
        { values: ["Beyaz"], priceKurus: 10000, stock: 0 },
        { values: ["Siyah"], priceKurus: 20000, originalPriceKurus: 25000, stock: 3, image: 1 },
        { values: ["Mor"], priceKurus: 30000, stock: 7 },
      ],
    );
    variantIds = new Map(rows.map((row) => [row.sku, row.id]));
    await bumpCatalogVersion(db);
    shop = await startHttpShop({ db, kind } as DatabaseHandle);
  });
  afterAll(() => shop?.close());

  const get = (path: string) => fetch(`${shop.url}${path}`, { redirect: "manual" });
  const jsonLd = (html: string) => JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? "null");
  const siyah = () => defaultSku(mug.slug, ["Siyah"]);

  it("summarises the variants on the product: cheapest in stock, the sum, the dearest, the count", async () => {
    const [row] = await getDb().select().from(products).where(eq(products.id, mug.id));
    expect(row).toMatchObject({ priceKurus: 20000, originalPriceKurus: 25000, stock: 10, maxPriceKurus: 30000, variantCount: 3 });
  });

  it("lists, filters and sorts a product with variants by its cheapest variant in stock", async () => {
    const db = getDb();
    const names = async (options: Parameters<typeof listShopProducts>[1]) => (await listShopProducts(db, options)).products.map((p) => p.name);
    // 200,00 (Siyah), not the sold-out Beyaz's 100,00.
    expect(await names({ sort: "price-asc" })).toEqual(["Tek Kupa", "Renkli Kupa"]);
    expect(await names({ maxKurus: 15000 })).toEqual(["Tek Kupa"]);
    expect(await names({ minKurus: 19000, maxKurus: 21000 })).toEqual(["Renkli Kupa"]);
    expect(await names({ inStock: true, sort: "price-asc" })).toEqual(["Tek Kupa", "Renkli Kupa"]);
    const [card] = (await listShopProducts(db, { minKurus: 19000 })).products;
    expect(card).toMatchObject({ priceKurus: 20000, maxPriceKurus: 30000, variantCount: 3 });
  });

  it("the form without JavaScript redirects to the chosen variant's ?secim=", async () => {
    const answer = await get(`/product/${mug.slug}?secenek1=Siyah`);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(`/product/${mug.slug}?secim=${encodeURIComponent(siyah())}`);
  });

  it("an unknown combination stays on the product with a note, nothing to buy", async () => {
    const answer = await get(`/product/${mug.slug}?secenek1=Turuncu`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain("Bu seçenek birleşimi satılmıyor");
    expect(html).not.toContain('name="variantId"');
  });

  it("?secim= shows that variant: its price, stock, image first, and posts its id; the canonical URL stays the product's", async () => {
    const answer = await get(`/product/${mug.slug}?secim=${encodeURIComponent(siyah())}&utm_source=x`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain(`<link rel="canonical" href="${shop.url}/product/${mug.slug}"/>`);
    expect(html).toContain(`name="variantId" value="${variantIds.get(siyah())}"`);
    expect(html).toMatch(/data-testid="price"[^>]*>₺200,00</);
    expect(html).toContain("Stokta (3 adet)");
    expect(html).toContain("Son 3 adet!");
    // The chosen radio is Siyah; Beyaz is marked sold out, not hidden.
    expect(html).toMatch(/name="secenek1" checked="" value="Siyah"/);
    expect(html).toContain("(tükendi)");
    // The gallery opens on Siyah's image.
    const firstSlide = /id="gorsel-1"[\s\S]*?<img[^>]*src="([^"]*)"/.exec(html)?.[1];
    expect(firstSlide).toContain(`${mug.id}_1_test`);
  });

  it("without ?secim= the page shows the cheapest variant in stock", async () => {
    const html = await (await get(`/product/${mug.slug}`)).text();
    expect(html).toContain(`name="variantId" value="${variantIds.get(siyah())}"`);
  });

  it("describes a product with variants as a ProductGroup with each variant's own offer", async () => {
    const data = jsonLd(await (await get(`/product/${mug.slug}`)).text());
    expect(data).toMatchObject({
      "@type": "ProductGroup",
      name: "Renkli Kupa",
      productGroupID: mug.id,
      url: `${shop.url}/product/${mug.slug}`,
      variesBy: ["https://schema.org/color"],
    });
    expect(data.hasVariant).toHaveLength(3);
    expect(data.hasVariant[1]).toMatchObject({
      "@type": "Product",
      sku: siyah(),
      name: "Renkli Kupa – Renk: Siyah",
      color: "Siyah",
      offers: {
        "@type": "Offer",
        url: `${shop.url}/product/${mug.slug}?secim=${encodeURIComponent(siyah())}`,
        price: "200.00",
        priceCurrency: "TRY",
        availability: "https://schema.org/InStock",
      },
    });
    expect(data.hasVariant[1].image).toContain(`${mug.id}_1_test`);
    expect(data.hasVariant[0].offers.availability).toBe("https://schema.org/OutOfStock");
    expect(data.offers).toBeUndefined();
  });

  it("a product without options keeps its Product and its page as before", async () => {
    const html = await (await get(`/product/${single.slug}`)).text();
    expect(jsonLd(html)).toMatchObject({ "@type": "Product", sku: single.id, offers: { price: "150.00" } });
    expect(html).not.toContain('data-testid="option-picker"');
    expect(html).not.toContain('name="variantId"');
  });

  it("a card says ₺X'den başlayan and leads to the product page to choose", async () => {
    const html = await (await get("/products?category=kupalar")).text();
    expect(html).toContain("₺200,00&#x27;den başlayan");
    expect(html).toContain("Seçenekleri gör");
    expect(html).not.toContain(`name="productId" value="${mug.id}"`);
    expect(html).toContain(`name="productId" value="${single.id}"`);
  });

  it("the sitemap lists a product with variants once", async () => {
    const slugs = (await listSitemapProducts(getDb())).map((p) => p.slug);
    expect(slugs.filter((slug) => slug === mug.slug)).toHaveLength(1);
  });
});
