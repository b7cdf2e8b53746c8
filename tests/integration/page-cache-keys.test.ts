// Campaign traffic and catalogue edits over HTTP (docs/decisions/0018), on every database: a URL with
// tracking or unknown parameters is answered with the canonical page's stored bytes and names the canonical
// URL; after an admin edit the most visited pages are stored again before anyone asks. Observed through the page cache's counts, never through timing.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { products } from "~/db/schema";
import { bumpCatalogVersion } from "~/modules/catalog/cache.server";
import { insertCategory, insertProduct } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";
import { type HttpShop, startHttpShop } from "../support/http-shop";

describeEachDatabase("page cache keys and warm-up over HTTP", (getDb, kind) => {
  let shop: HttpShop;
  let renamedId: string;
  beforeAll(async () => {
    const db = getDb();
    const kupa = await insertCategory(db, { name: "Kupalar", slug: "kupalar" });
    const figur = await insertCategory(db, { name: "Figürler", slug: "figurler" });
    renamedId = (await insertProduct(db, { name: "Işıklı Kupa", priceKurus: 14990, categoryIds: [kupa.id] })).id;
    await insertProduct(db, { name: "Dev Kupa", priceKurus: 24990, categoryIds: [kupa.id] });
    await insertProduct(db, { name: "Karton Şef", priceKurus: 59900, categoryIds: [figur.id] });
    shop = await startHttpShop({ db, kind } as DatabaseHandle);
  });
  afterAll(() => shop?.close());

  const get = (path: string) => fetch(`${shop.url}${path}`, { redirect: "manual", headers: { "Accept-Encoding": "br, gzip" } });
  const canonicalLink = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1].replaceAll("&amp;", "&");

  it("answers tracking and unknown parameters with the canonical page's stored bytes and names the canonical URL", async () => {
    const plain = await get("/products");
    expect(plain.status).toBe(200);
    expect(canonicalLink(await plain.text())).toBe(`${shop.url}/products`);
    const { served, stored } = shop.pageCache.counts;

    for (const [i, path] of [
      "/products?utm_source=r4nd0m",
      "/products?fbclid=IwAR0x&utm_medium=cpc",
      "/products?gclid=abc&page=1&sort=recommended&foo=bar",
    ].entries()) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("etag"), path).toBe(plain.headers.get("etag"));
      expect(canonicalLink(await answer.text()), path).toBe(`${shop.url}/products`);
      expect(shop.pageCache.counts, path).toEqual({ served: served + i + 1, stored });
    }
  });

  it("renders a page with known parameters once, whatever their order and whatever comes with them", async () => {
    const first = await get("/products?utm_source=x&sort=price-asc&stock=0&category=kupalar");
    expect(first.status).toBe(200);
    expect(canonicalLink(await first.text())).toBe(`${shop.url}/products?category=kupalar&sort=price-asc`);
    const { served, stored } = shop.pageCache.counts;
    const again = await get("/products?sort=price-asc&msclkid=1&category=kupalar&page=1");
    expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(shop.pageCache.counts).toEqual({ served: served + 1, stored });
    expect(await shop.pageCache.isStored("/products?category=kupalar&sort=price-asc")).toBe(true);
  });

  it("names the last page as the canonical URL of a page past the end, and the home page drops every parameter", async () => {
    const past = await get("/products?page=7&sort=newest&utm_source=x");
    expect(canonicalLink(await past.text())).toBe(`${shop.url}/products?sort=newest`);
    const home = await get("/?utm_source=x&_ga=1");
    expect(canonicalLink(await home.text())).toBe(`${shop.url}/`);
    expect(await shop.pageCache.isStored("/")).toBe(true);
  });

  it("after a catalogue edit, has the most visited pages stored before the first shopper asks", async () => {
    await shop.warmer.check();
    await getDb().update(products).set({ name: "Yepyeni Kupa" }).where(eq(products.id, renamedId));
    await bumpCatalogVersion(getDb());
    const pages = ["/", "/products", "/products?category=figurler", "/products?category=kupalar"];
    for (const page of pages) expect(await shop.pageCache.isStored(page), page).toBe(false);

    const before = { ...shop.pageCache.counts };
    await shop.warmer.check();
    expect(shop.pageCache.counts.stored).toBe(before.stored + pages.length);
    for (const page of pages) expect(await shop.pageCache.isStored(page), page).toBe(true);

    const answer = await get("/products?utm_campaign=yaz");
    expect(await answer.text()).toContain("Yepyeni Kupa");
    expect(shop.pageCache.counts).toEqual({ served: before.served + 1, stored: before.stored + pages.length });
    // Nothing changed since: another round renders nothing.
    await shop.warmer.check();
    expect(shop.pageCache.counts.stored).toBe(before.stored + pages.length);
  });
});
