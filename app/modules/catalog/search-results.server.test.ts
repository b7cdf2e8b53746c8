// Search (docs/product.md#search) finds with LIKE on the folded text what it found with ILIKE: on a varied
// catalogue (Turkish capitals and dotless i, combining marks, LIKE's own characters, other alphabets, the
// term in the name or only in the description, inactive products), every term gives the same products in
// the same order as the query it replaced, kept below as the reference.
import { and, asc, eq, ilike, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { products } from "~/db/schema";
import { escapeLike, stripNul } from "~/lib/input";
import { foldTurkish } from "~/lib/turkish";
import { insertProduct } from "../../../tests/support/catalog-fixtures";
import { describeEachDatabase } from "../../../tests/support/databases";
import { SEARCH_MAX_RESULTS, SEARCH_MIN_LENGTH, searchProducts } from "./queries.server";

const NAMES = [
  ["ÖZEL IŞIKLI KUPA", "Işıl ışıl bir kupa."],
  ["özel ışıklı kupa mini", "Küçük kupa, İSTANBUL'dan."],
  ["İnatçı Patron Kupası", "Kupa değil, kupası."],
  ["Şanslı Yastık", "Yumuşak yastık; kupa ile güzel gider."],
  ["Çılgın Kedi Poster", "Ünlü kedi 100% pamuklu kağıda basılı."],
  ["Kediler_ve_Köpekler", "Alt_çizgili isim, yüzde % işareti ve ters \\ bölü."],
  ["Cafe\u0301 Kupası", "Birleşik aksanlı e\u0301 harfi."],
  ["Straße Tişört", "Almanca ß ve ÄÖÜ harfleri."],
  ["Ελληνικό Φλιτζάνι", "Yunanca ΣΟΦΊΑ yazısı."],
  ["Emoji Kupa 🎁", "Hediye 🎁 paketli."],
  ["Kayınvalide Magnet", "Buzdolabı için KAYINVALİDE magneti."],
  ["Dede Anahtarlık", "Sadece açıklamada geçen kelime: hazine."],
  ["Pasif Kupa", "Görünmemeli."],
];

const TERMS = [
  "kupa",
  "KUPA",
  "Kupası",
  "ozel",
  "ÖZEL",
  "isik",
  "IŞIK",
  "ışık",
  "İstanbul",
  "istanbul",
  "ISTANBUL",
  "sansli",
  "ŞANSLI",
  "yastik",
  "kedi",
  "Kedİ",
  "100%",
  "%",
  "_",
  "r_v",
  "\\",
  "ters \\",
  "cafe",
  "café",
  "Cafe\u0301",
  "strasse",
  "straße",
  "ÄÖÜ",
  "aou",
  "ελληνικό",
  "ΕΛΛΗΝΙΚΌ",
  "σοφία",
  "🎁",
  "hediye 🎁",
  "kayinvalide",
  "KAYINVALİDE",
  "hazine",
  "ka",
  "a ",
  "  kupa  ",
  "görünmemeli",
  "xyz",
];

describeEachDatabase("search results", (getDb) => {
  beforeAll(async () => {
    for (const [i, [name, description]] of NAMES.entries()) {
      await insertProduct(getDb(), { name, description, stock: i, isActive: !name.startsWith("Pasif") });
    }
  });

  /** The search as it was: ILIKE on the folded text, earlier matches first, then names. */
  async function referenceSearch(query: string) {
    const folded = foldTurkish(stripNul(query));
    if (folded.length < SEARCH_MIN_LENGTH) return [];
    const rows = await getDb()
      .select({ name: products.name })
      .from(products)
      .where(and(eq(products.isActive, true), ilike(products.searchText, `%${escapeLike(folded)}%`)))
      .orderBy(sql`strpos(${products.searchText}, ${folded})`, asc(products.name))
      .limit(SEARCH_MAX_RESULTS);
    return rows.map((r) => r.name);
  }

  it("finds the same products in the same order as the ILIKE search it replaced", async () => {
    let found = 0;
    for (const term of TERMS) {
      const names = (await searchProducts(getDb(), term)).map((p) => p.name);
      expect(names, term).toEqual(await referenceSearch(term));
      found += names.length;
    }
    expect(found).toBeGreaterThan(TERMS.length);
  });
});
