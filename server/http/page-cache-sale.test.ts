// A scheduled sale and the page cache (docs/product.md#sale-prices): a page stored during the sale is not served with
// the sale price once the sale is over (nor without it once it started), whatever the page's ttl; the warmer renders
// the page again after that instant. The clocks are injected: the catalogue cache's and the page cache's.
import type { AddressInfo } from "node:net";
import http from "node:http";
import { eq } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, expect, it } from "vitest";
import { products, productVariants } from "~/db/schema";
import { formatKurus } from "~/lib/money";
import { cachedShopProduct, catalogCache, configureCatalogCache, DEFAULT_CACHE_OPTIONS } from "~/modules/catalog/cache.server";
import { createLogger } from "~/modules/platform/logger.server";
import { insertProduct } from "../../tests/support/catalog-fixtures";
import { describeEachDatabase } from "../../tests/support/databases";
import { createPageCache, isCatalogPath } from "./page-cache";
import { startPageWarmer } from "./page-cache-warmer";

const STARTS = new Date("2027-02-13T21:00:00Z");
const ENDS = new Date("2027-02-14T20:59:00Z");
const OVER = new Date("2027-02-14T21:00:00Z");
let clock = STARTS.getTime() - 60_000;

beforeAll(() => configureCatalogCache({ now: () => clock, checkEveryMs: 60_000, ttlMs: 3_600_000 }));
afterAll(() => configureCatalogCache({ now: Date.now, ...DEFAULT_CACHE_OPTIONS }));

function get(port: number, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      })
      .on("error", reject);
  });
}

describeEachDatabase("the page cache at a sale's start and end", (getDb) => {
  let server: http.Server;
  let port = 0;
  let slug = "";
  let renders = 0;

  beforeAll(async () => {
    const db = getDb();
    const product = await insertProduct(db, { name: "Saatli Kupa", priceKurus: 20_000 });
    slug = product.slug;
    await db.update(products).set({ saleStartsAt: STARTS, saleEndsAt: ENDS }).where(eq(products.id, product.id));
    await db.update(productVariants).set({ salePriceKurus: 15_000 }).where(eq(productVariants.productId, product.id));
    const app = express();
    // Kept two days: only the sale's boundaries may end a stored page sooner.
    const pageCache = createPageCache({
      cacheable: isCatalogPath,
      version: () => catalogCache(db).currentVersion(),
      memory: true,
      ttlMs: 2 * 86_400_000,
      now: () => clock,
    });
    app.use(pageCache.middleware);
    app.get("/product/:slug", async (req, res) => {
      renders++;
      const page = await cachedShopProduct(db, req.params.slug);
      res.type("html").send(`<p>${page ? formatKurus(page.product.variants[0].priceKurus) : "yok"}</p>`);
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("serves the stored page until the boundary, then renders the new price at once", async () => {
    const price = (kurus: number) => `<p>${formatKurus(kurus)}</p>`;
    clock = STARTS.getTime() - 60_000;
    expect(await get(port, `/product/${slug}`)).toBe(price(20_000));
    clock = STARTS.getTime() - 1;
    expect(await get(port, `/product/${slug}`)).toBe(price(20_000));
    expect(renders).toBe(1);
    // The sale starts: not the stored regular price.
    clock = STARTS.getTime();
    expect(await get(port, `/product/${slug}`)).toBe(price(15_000));
    // Stored during the sale, served through its last minute.
    clock = OVER.getTime() - 1;
    expect(await get(port, `/product/${slug}`)).toBe(price(15_000));
    expect(renders).toBe(2);
    // The sale is over: the page stored with the sale price is not served, a minute after its last minute or later.
    clock = OVER.getTime() + 60_000;
    expect(await get(port, `/product/${slug}`)).toBe(price(20_000));
    expect(renders).toBe(3);
  });

  it("lets the warmer render the pages again after a boundary", async () => {
    const db = getDb();
    const later = new Date(OVER.getTime() + 3_600_000);
    await db
      .update(products)
      .set({ saleStartsAt: later, saleEndsAt: new Date(later.getTime() + 3_600_000) })
      .where(eq(products.slug, slug));
    // The owner's edit bumps the version (as every catalogue write does).
    await (await import("~/modules/catalog/cache.server")).bumpCatalogVersion(db);
    const rendered: number[] = [];
    const stored = new Set<number>();
    const warmer = startPageWarmer({
      version: () => catalogCache(db).currentVersion(),
      pages: async () => ["/"],
      isStored: async () => stored.has(await catalogCache(db).currentVersion()),
      render: async () => {
        const version = await catalogCache(db).currentVersion();
        rendered.push(version);
        stored.add(version);
        return 200;
      },
      logger: createLogger("silent"),
      keepFreshMs: 0,
      now: () => clock,
    });
    await warmer.check();
    await warmer.check();
    expect(rendered).toHaveLength(1);
    clock = later.getTime();
    await warmer.check();
    expect(rendered).toHaveLength(2);
    expect(rendered[1]).not.toBe(rendered[0]);
    warmer.stop();
  });
});
