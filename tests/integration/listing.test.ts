// Finding products (docs/product.md#product-list, #search-results, #home): sort, price range, in-stock,
// combined with the category and the search term, on both databases; the home page's rows; and the chips
// that leave out categories without an active product.
import { beforeAll, expect, it } from "vitest";
import { listShopCategories, listShopProducts } from "~/modules/catalog/queries.server";
import { cachedHomeRows } from "~/modules/catalog/cache.server";
import * as productsPage from "~/routes/shop/products";
import { insertCategory, insertProduct } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";

describeEachDatabase("finding products", (getDb) => {
  const t = Date.now();
  beforeAll(async () => {
    const db = getDb();
    const kupa = await insertCategory(db, { name: "Kupalar", slug: "kupalar" });
    const figur = await insertCategory(db, { name: "Figürler", slug: "figurler" });
    await insertCategory(db, { name: "Boş Raf", slug: "bos-raf" });
    const onlyInactive = await insertCategory(db, { name: "Eski Raf", slug: "eski-raf" });
    await insertCategory(db, { name: "Kapalı Raf", slug: "kapali-raf", isActive: false });
    // name, price, original, stock, category, age (minutes)
    const rows: [string, number, number | null, number, string, number][] = [
      ["Işıklı Kupa", 14990, 19990, 5, kupa.id, 1], // 25 % off
      ["Sihirli Kupa", 9990, null, 0, kupa.id, 2],
      ["Dev Kupa", 24990, 49980, 3, kupa.id, 3], // 50 % off
      ["Karton Şef", 59900, null, 2, figur.id, 4],
      ["Karton Kupa Tutan Kedi", 29900, 31900, 0, figur.id, 5], // 6 % off
    ];
    for (const [name, priceKurus, originalPriceKurus, stock, categoryId, age] of rows) {
      await insertProduct(db, { name, priceKurus, originalPriceKurus, stock, categoryIds: [categoryId], createdAt: new Date(t - age * 60_000) });
    }
    await insertProduct(db, { name: "Gizli Kupa", priceKurus: 100, isActive: false, categoryIds: [kupa.id, onlyInactive.id] });
  });

  const names = async (options: Parameters<typeof listShopProducts>[1]) =>
    (await listShopProducts(getDb(), { limit: 100, ...options })).products.map((p) => p.name);

  it("sorts by the recommended order (newest), newest, price both ways and discount", async () => {
    const newest = ["Işıklı Kupa", "Sihirli Kupa", "Dev Kupa", "Karton Şef", "Karton Kupa Tutan Kedi"];
    expect(await names({})).toEqual(newest);
    expect(await names({ sort: "recommended" })).toEqual(newest);
    expect(await names({ sort: "newest" })).toEqual(newest);
    expect(await names({ sort: "price-asc" })).toEqual(["Sihirli Kupa", "Işıklı Kupa", "Dev Kupa", "Karton Kupa Tutan Kedi", "Karton Şef"]);
    expect(await names({ sort: "price-desc" })).toEqual(["Karton Şef", "Karton Kupa Tutan Kedi", "Dev Kupa", "Işıklı Kupa", "Sihirli Kupa"]);
    // The largest share off first; products without a discount after, newest first.
    expect(await names({ sort: "discount" })).toEqual(["Dev Kupa", "Işıklı Kupa", "Karton Kupa Tutan Kedi", "Sihirli Kupa", "Karton Şef"]);
    expect(await names({ sort: "discount", discountedOnly: true })).toEqual(["Dev Kupa", "Işıklı Kupa", "Karton Kupa Tutan Kedi"]);
  });

  it("filters by price range (both ends included) and stock", async () => {
    expect(await names({ minKurus: 14990, maxKurus: 29900, sort: "price-asc" })).toEqual(["Işıklı Kupa", "Dev Kupa", "Karton Kupa Tutan Kedi"]);
    expect(await names({ maxKurus: 9990 })).toEqual(["Sihirli Kupa"]);
    expect(await names({ maxKurus: 0 })).toEqual([]);
    expect(await names({ inStock: true })).toEqual(["Işıklı Kupa", "Dev Kupa", "Karton Şef"]);
  });

  it("combines the category, the search term, the filters and the sort, and counts what matches", async () => {
    expect(await names({ categorySlug: "kupalar", inStock: true, sort: "price-desc" })).toEqual(["Dev Kupa", "Işıklı Kupa"]);
    // "kupa" is in names of both categories; the search ranks name matches by position, then by name.
    expect(await names({ query: "KUPA" })).toEqual(["Dev Kupa", "Işıklı Kupa", "Karton Kupa Tutan Kedi", "Sihirli Kupa"]);
    expect(await names({ query: "kupa", categorySlug: "figurler" })).toEqual(["Karton Kupa Tutan Kedi"]);
    expect(await names({ query: "kupa", sort: "price-asc", maxKurus: 20000 })).toEqual(["Sihirli Kupa", "Işıklı Kupa"]);
    const page = await listShopProducts(getDb(), { query: "isikli", limit: 1 });
    expect([page.total, page.products.map((p) => p.name)]).toEqual([1, ["Işıklı Kupa"]]);
    expect((await listShopProducts(getDb(), { query: "k" })).total).toBe(0);
    expect((await listShopProducts(getDb(), { query: "%_" })).total).toBe(0);
    const paged = await listShopProducts(getDb(), { sort: "price-asc", limit: 2, offset: 2 });
    expect([paged.total, paged.products.map((p) => p.name)]).toEqual([5, ["Dev Kupa", "Karton Kupa Tutan Kedi"]]);
  });

  it("offers only categories holding an active product", async () => {
    expect((await listShopCategories(getDb())).map((c) => c.slug)).toEqual(["figurler", "kupalar"]);
  });

  it("fills the home page's rows: new, discounted and one per offered category", async () => {
    const rows = await cachedHomeRows(getDb());
    expect(rows.map((row) => [row.key, row.products.map((p) => p.name)])).toEqual([
      ["new", ["Işıklı Kupa", "Sihirli Kupa", "Dev Kupa", "Karton Şef", "Karton Kupa Tutan Kedi"]],
      ["discounted", ["Dev Kupa", "Işıklı Kupa", "Karton Kupa Tutan Kedi"]],
      ["figurler", ["Karton Şef", "Karton Kupa Tutan Kedi"]],
      ["kupalar", ["Işıklı Kupa", "Sihirli Kupa", "Dev Kupa"]],
    ]);
  });

  it("the list page reads the URL, falls back on bad values and counts search results", async () => {
    type Listing = { products: { name: string }[]; total: number; page: number; pages: number; query: string | null; categories: { slug: string }[] };
    const load = async (search: string) => {
      const result = (await productsPage.loader({
        request: new Request(`http://shop.test/products?${search}`),
        context: { db: getDb(), env: {} },
        params: {},
      } as unknown as Parameters<typeof productsPage.loader>[0])) as unknown as { data: Listing };
      return result.data;
    };
    const found = await load("q=kupa&category=kupalar&sort=price-asc&min=100&max=249,90&stock=1");
    expect([found.query, found.total, found.products.map((p) => p.name)]).toEqual(["kupa", 2, ["Işıklı Kupa", "Dev Kupa"]]);
    expect(found.categories.map((c) => c.slug)).toEqual(["figurler", "kupalar"]);
    const bad = await load("sort=evil&min=abc&max=-1&stock=maybe&page=-4");
    expect([bad.total, bad.page, bad.products[0].name]).toEqual([5, 1, "Işıklı Kupa"]);
  });
});
