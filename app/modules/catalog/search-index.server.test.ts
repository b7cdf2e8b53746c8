// The in-memory search (search-index.server.ts) gives exactly what its SQL forms give (queries.server.ts): the
// same products, fields, order and totals, for the header's search and for the product list's search filter
// with every sort, the category, price, stock and discount filters and paging, on a catalogue made to break a
// careless copy: Turkish letters in either case, names that sort differently by code point and by language,
// equal names, the term at the same position in several products, an emoji before the match, creation times
// a microsecond apart, inactive and deleted products, inactive categories, sold-out products.
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { products } from "~/db/schema";
import { LISTING_SORTS } from "~/lib/listing-params";
import { insertCategory, insertProduct } from "../../../tests/support/catalog-fixtures";
import { describeEachDatabase } from "../../../tests/support/databases";
import { type ProductFilter, listShopProducts, searchProducts } from "./queries.server";
import { listIndexedProducts, loadSearchIndex, type SearchIndex, searchInIndex, toSearchResult } from "./search-index.server";

// name, description, price, original price, stock, categories (k: kupa, y: yastık, x: inactive category)
const CATALOGUE: [string, string, number, number | null, number, string][] = [
  ["Özel Işıklı Kupa", "Işıl ışıl bir kupa, kupa kupa.", 14990, 19990, 5, "k"],
  ["ozel isikli kupa", "Küçük kupa.", 14990, null, 0, "k"],
  ["Kupa", "Kupa.", 9990, 12990, 3, "k"],
  ["Kupa", "Kupa.", 9990, 12990, 3, "kx"],
  ["kupa", "Aynı isim, küçük harf.", 9990, null, 2, ""],
  ["İnatçı Patron Kupası", "Kupa değil, kupası.", 19990, 39980, 1, "k"],
  ["Ilık Çay Kupası", "Çay için kupa.", 12990, 25980, 0, "k"],
  ["ılık çay kupası", "Çay için kupa.", 12990, 25980, 4, "k"],
  ["Çılgın Kedi Kupa", "Kedi kupa 🎁 hediye.", 24990, null, 7, "k"],
  ["🎁 Kupa", "Hediye paketli kupa.", 24990, null, 7, "k"],
  // "kupa" at the 3rd character here, at the 3rd code point but 4th UTF-16 unit above: the emoji ranks first.
  ["Ab Kupa", "Hediye.", 24990, null, 7, "k"],
  ["Zil Kupa", "Kupa kupa kupa.", 4990, 9980, 9, "ky"],
  ["Şanslı Yastık", "Yumuşak yastık; kupa ile güzel gider.", 29990, 31990, 0, "y"],
  ["Straße Kupa", "Almanca ß.", 8990, null, 1, "x"],
  ["Ελληνικό Φλιτζάνι", "Yunanca kupa.", 8990, null, 1, ""],
  ["a kupa", "Küçük a ile.", 8990, 8990, 1, "k"],
  ["Z kupa", "Büyük Z ile.", 8990, 9990, 1, "k"],
  ["Pasif Kupa", "Görünmemeli.", 100, null, 9, "k"],
  ["Silinen Kupa", "Silinir.", 100, null, 9, "k"],
];

const TERMS = ["kupa", "KUPA", "Kupası", "ozel", "ışık", "ilik", "ILIK", "cay", "kedi", "🎁 kupa", "hediye", "ka", "a ", "ß", "yastik", "xyz", "k", ""];
/** The list's matrix (every sort × filter) is run for fewer terms: each comparison is two SQL reads. */
const LIST_TERMS = ["KUPA", "ILIK", "🎁 kupa", "a ", "xyz", "k"];

const FILTERS: ProductFilter[] = [
  {},
  { categorySlug: "kupa" },
  { categorySlug: "yastik" },
  { categorySlug: "kapali" },
  { minKurus: 8990, maxKurus: 14990 },
  { inStock: true },
  { discountedOnly: true },
  { categorySlug: "kupa", inStock: true, discountedOnly: true, maxKurus: 20000 },
];

describeEachDatabase("search index", (getDb) => {
  let index: SearchIndex;

  beforeAll(async () => {
    const db = getDb();
    const kupa = await insertCategory(db, { name: "Kupalar", slug: "kupa" });
    const yastik = await insertCategory(db, { name: "Yastıklar", slug: "yastik" });
    const closed = await insertCategory(db, { name: "Kapalı", slug: "kapali", isActive: false });
    const ids: Record<string, string> = { k: kupa.id, y: yastik.id, x: closed.id };
    // Pairs share a creation millisecond, a microsecond apart: only the database's own order tells them apart.
    const base = Date.UTC(2026, 0, 1);
    for (const [i, [name, description, priceKurus, originalPriceKurus, stock, cats]] of CATALOGUE.entries()) {
      const row = await insertProduct(db, {
        name,
        description,
        priceKurus,
        originalPriceKurus,
        stock,
        isActive: !name.startsWith("Pasif"),
        categoryIds: [...cats].map((c) => ids[c]),
        createdAt: new Date(base + Math.floor(i / 2) * 1000),
        images: i % 3,
      });
      if (i % 2 === 1)
        await db
          .update(products)
          .set({ createdAt: sql`${products.createdAt} + interval '1 microsecond'` })
          .where(sql`${products.id} = ${row.id}`);
      if (name.startsWith("Silinen")) await db.delete(products).where(sql`${products.id} = ${row.id}`);
    }
    index = await loadSearchIndex(db);
  });

  it("holds the active products only", () => {
    expect(index.products).toHaveLength(CATALOGUE.length - 2);
  });

  it("answers the header's search as the SQL does", async () => {
    let found = 0;
    for (const term of TERMS) {
      for (const limit of [8, 3]) {
        const expected = (await searchProducts(getDb(), term, limit)).map(toSearchResult);
        expect(searchInIndex(index, term, limit), `${term} / ${limit}`).toEqual(expected);
        found += expected.length;
      }
    }
    expect(found).toBeGreaterThan(TERMS.length * 2);
  });

  it("answers the product list's search filter as the SQL does, with every sort, filter and page", async () => {
    let compared = 0;
    const compare = async (options: Parameters<typeof listIndexedProducts>[2]) => {
      const expected = await listShopProducts(getDb(), options);
      expect(await listIndexedProducts(getDb(), index, options), JSON.stringify(options)).toEqual(expected);
      compared += expected.products.length;
    };
    for (const query of LIST_TERMS) {
      for (const sort of LISTING_SORTS) {
        for (const filter of FILTERS) await compare({ ...filter, query, sort, offset: 0, limit: 100 });
        // A page is a slice of that order; its total stays the whole count (or the page's without countAll).
        await compare({ query, sort, offset: 2, limit: 3 });
        await compare({ query, sort, offset: 2, limit: 3, countAll: false });
      }
    }
    expect(compared).toBeGreaterThan(300);
  });

  it("shows the list's stock of the moment: orders change it without a new catalogue version", async () => {
    const db = getDb();
    await db.execute(sql`update products set stock = case when stock = 0 then 6 else stock - 1 end where stock <= 3`);
    for (const sort of LISTING_SORTS) {
      const options = { query: "kupa", sort, inStock: true, limit: 100 };
      expect(await listIndexedProducts(db, index, options), sort).toEqual(await listShopProducts(db, options));
    }
  });
});
