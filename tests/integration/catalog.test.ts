import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { products } from "~/db/schema";
import { priceCart } from "~/modules/cart/cart-pricing.server";
import {
  getShopProduct,
  listActiveCategories,
  listShopProducts,
  listSimilarProducts,
  listSitemapProducts,
  searchProducts,
} from "~/modules/catalog/queries.server";
import { insertCategory, insertProduct, setProductStock } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";

describeEachDatabase("catalogue queries", (getDb) => {
  const ids: Record<string, string> = {};
  const cats: Record<string, string> = {};

  beforeAll(async () => {
    const db = getDb();
    cats.kupa = (await insertCategory(db, { name: "Kupalar", slug: "kupa" })).id;
    cats.karton = (await insertCategory(db, { name: "Karton Figürler", slug: "karton" })).id;
    cats.gizli = (await insertCategory(db, { name: "Arşiv", slug: "arsiv", isActive: false })).id;
    const t = Date.now();
    ids.ozel = (
      await insertProduct(db, {
        name: "Özel Işıklı Kupa",
        description: "Karanlıkta parlayan kupa",
        categoryIds: [cats.kupa],
        images: 2,
        createdAt: new Date(t - 1000),
      })
    ).id;
    ids.kedi = (await insertProduct(db, { name: "İnatçı Kedi Kupası", categoryIds: [cats.kupa, cats.karton], createdAt: new Date(t - 2000) })).id;
    ids.figur = (await insertProduct(db, { name: "Dev Karton Şef", stock: 0, categoryIds: [cats.karton], createdAt: new Date(t - 3000) })).id;
    ids.pasif = (await insertProduct(db, { name: "Eski Işıklı Kupa", isActive: false, categoryIds: [cats.kupa], createdAt: new Date(t - 4000) })).id;
    ids.arsiv = (await insertProduct(db, { name: "Gizli Ürün", categoryIds: [cats.gizli], createdAt: new Date(t - 5000) })).id;
    for (let i = 0; i < 10; i++)
      await insertProduct(db, { name: `Seri Bardak ${i}`, description: "kupa gibi bir bardak", categoryIds: [cats.kupa], createdAt: new Date(t - 10_000 - i) });
  });

  it("lists active categories by name, never inactive ones", async () => {
    const categories = await listActiveCategories(getDb());
    expect(categories.map((c) => c.slug)).toEqual(["karton", "kupa"]);
  });

  it("lists active products newest first with their first image, paged", async () => {
    const page = await listShopProducts(getDb(), { limit: 3 });
    expect(page.total).toBe(14);
    expect(page.products.map((p) => p.name)).toEqual(["Özel Işıklı Kupa", "İnatçı Kedi Kupası", "Dev Karton Şef"]);
    expect(page.products[0].image?.path).toMatch(/_0_test\.webp$/);
    expect(page.products[1].image).toBeNull();
    const next = await listShopProducts(getDb(), { limit: 3, offset: 3 });
    expect(next.products.map((p) => p.name)).not.toContain("Özel Işıklı Kupa");
  });

  it("filters by an active category slug; a product in two categories shows in both", async () => {
    const karton = await listShopProducts(getDb(), { categorySlug: "karton" });
    expect(karton.products.map((p) => p.name)).toEqual(["İnatçı Kedi Kupası", "Dev Karton Şef"]);
    const kupa = await listShopProducts(getDb(), { categorySlug: "kupa", limit: 100 });
    expect(kupa.products.map((p) => p.name)).toContain("İnatçı Kedi Kupası");
    expect(kupa.products.map((p) => p.name)).not.toContain("Eski Işıklı Kupa");
    expect((await listShopProducts(getDb(), { categorySlug: "arsiv" })).total).toBe(0);
  });

  it("finds a product by slug with images and active categories; inactive or unknown is null", async () => {
    const db = getDb();
    const [row] = await db.select().from(products).where(eq(products.id, ids.kedi));
    const detail = await getShopProduct(db, row.slug);
    expect(detail?.name).toBe("İnatçı Kedi Kupası");
    expect(detail?.categories.map((c) => c.slug)).toEqual(["karton", "kupa"]);
    const [inactive] = await db.select().from(products).where(eq(products.id, ids.pasif));
    expect(await getShopProduct(db, inactive.slug)).toBeNull();
    expect(await getShopProduct(db, "yok-boyle-bir-urun")).toBeNull();
  });

  it("suggests similar active products sharing a category", async () => {
    const db = getDb();
    const [row] = await db.select().from(products).where(eq(products.id, ids.figur));
    const detail = await getShopProduct(db, row.slug);
    const similar = await listSimilarProducts(db, detail!);
    expect(similar.map((p) => p.name)).toEqual(["İnatçı Kedi Kupası"]);
  });

  it("searches Turkish-aware both ways, active products only, at most 8", async () => {
    const db = getDb();
    for (const query of ["ozel", "ÖZEL", "işık", "ISIK", "kupa", "Işıklı", "PARLAYAN"]) {
      const names = (await searchProducts(db, query)).map((p) => p.name);
      expect(names, query).toContain("Özel Işıklı Kupa");
      expect(names, query).not.toContain("Eski Işıklı Kupa");
    }
    expect((await searchProducts(db, "inatci")).map((p) => p.name)).toEqual(["İnatçı Kedi Kupası"]);
    expect(await searchProducts(db, "kupa")).toHaveLength(8);
    expect(await searchProducts(db, "k")).toEqual([]);
    expect(await searchProducts(db, "%_%")).toEqual([]);
    expect(await searchProducts(db, "'; drop table products; --")).toEqual([]);
  });

  it("lists active products for the sitemap", async () => {
    const slugs = (await listSitemapProducts(getDb())).map((p) => p.slug);
    expect(slugs).toHaveLength(14);
  });

  it("prices a cart from the database, ignoring what the browser believed", async () => {
    const db = getDb();
    await setProductStock(db, ids.kedi, 2);
    const priced = await priceCart(db, [
      { productId: ids.ozel, quantity: 1 },
      { productId: ids.ozel, quantity: 2 },
      { productId: ids.kedi, quantity: 5 },
      { productId: ids.figur, quantity: 1 },
      { productId: ids.pasif, quantity: 1 },
      { productId: "00000000-0000-4000-8000-000000000000", quantity: 1 },
    ]);
    // In the shopper's order, one line per variant.
    expect(priced.lines.map((l) => [l.productName, l.quantity, l.price])).toEqual([
      ["Özel Işıklı Kupa", 3, 9999],
      ["İnatçı Kedi Kupası", 2, 9999],
    ]);
    expect(priced.removed).toMatchObject([
      { productId: ids.figur, reason: "soldOut" },
      { productId: ids.pasif, reason: "unavailable" },
      { productId: "00000000-0000-4000-8000-000000000000", reason: "unavailable" },
    ]);
    expect(priced.totals).toEqual({ subtotal: 5 * 9999, shipping: 2999, discount: 0, total: 5 * 9999 + 2999, itemCount: 5 });
  });
});
