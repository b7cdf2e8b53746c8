// An unknown address over HTTP (docs/product.md#screens-and-urls): redirected home, where this shopper, and
// only this shopper, reads 'Aradığınız sayfa bulunamadı'. The stored home page never carries the note, and
// campaign links to the home page are still answered from the page cache.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { notFoundNoticeText } from "~/lib/i18n/not-found-notice";
import { insertProduct } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";
import { type HttpShop, startHttpShop } from "../support/http-shop";

const NOTE = notFoundNoticeText;

describeEachDatabase("an unknown address", (getDb, kind) => {
  let shop: HttpShop;
  beforeAll(async () => {
    await insertProduct(getDb(), { name: "Işıklı Kupa", priceKurus: 14990 });
    shop = await startHttpShop({ db: getDb(), kind } as DatabaseHandle);
  });
  afterAll(() => shop?.close());

  const get = (path: string, cookie?: string) =>
    fetch(`${shop.url}${path}`, { redirect: "manual", headers: { "Accept-Encoding": "br, gzip", ...(cookie ? { Cookie: cookie } : {}) } });
  /** The cookie pair a Set-Cookie header asks the browser to keep. */
  const pair = (setCookie: string | null) => setCookie?.split(";")[0] ?? "";

  it("redirects home with a one-time note the home page shows and clears, without touching the stored home page", async () => {
    // The home page is stored, as for any visitor.
    const plain = await get("/");
    expect(await plain.text()).not.toContain(NOTE);
    expect(await shop.pageCache.isStored("/")).toBe(true);

    const lost = await get("/yok-boyle-sayfa");
    expect(lost.status).toBe(302);
    expect(lost.headers.get("location")).toBe("/");
    const cookie = pair(lost.headers.get("set-cookie"));
    expect(cookie).toBe("bulunamadi=1");

    const before = { ...shop.pageCache.counts };
    const landed = await get("/", `cart=; ${cookie}`);
    expect(landed.status).toBe(200);
    expect(await landed.text()).toContain(NOTE);
    expect(landed.headers.get("cache-control")).toBe("private, no-store");
    expect(landed.headers.get("set-cookie")).toMatch(/^bulunamadi=; Path=\/; Max-Age=0/);
    // Rendered for this shopper: neither answered from the stored page nor stored in its place.
    expect(shop.pageCache.counts).toEqual(before);

    // Everyone else, campaign links included, gets the stored page without the note.
    for (const path of ["/", "/?utm_source=instagram&utm_campaign=yilbasi"]) {
      const answer = await get(path);
      expect(await answer.text(), path).not.toContain(NOTE);
      expect(answer.headers.get("cache-control"), path).toMatch(/^public/);
    }
    expect(shop.pageCache.counts).toEqual({ served: before.served + 2, stored: before.stored });
  });

  it("says so after a form sent to an unknown address too, and in the home page's data for the app's own navigation", async () => {
    const posted = await fetch(`${shop.url}/yok-boyle-sayfa`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: shop.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe("/");
    const cookie = pair(posted.headers.get("set-cookie"));
    expect(cookie).toBe("bulunamadi=1");
    const data = await get("/_root.data", cookie);
    expect(data.status).toBe(200);
    expect(await data.text()).toContain(`"notice","${NOTE}"`);
    expect(data.headers.get("cache-control")).toBe("private, no-store");
    // Without the note the home page's data is the cacheable one.
    const plain = await get("/_root.data");
    expect(await plain.text()).not.toContain(NOTE);
    expect(plain.headers.get("cache-control")).toMatch(/^public/);
  });
});
