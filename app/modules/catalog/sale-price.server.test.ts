// Scheduled sale prices (docs/product.md#sale-prices) at injected instants: before, during and after the sale, the
// lists, search, home, product page, cart and the price an order line is sold at all agree, and switch at the exact minute.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { campaigns, products, productVariants } from "~/db/schema";
import { offerRuleText } from "~/lib/i18n/campaigns";
import { effectiveVariantPrice } from "~/lib/sale-price";
import { priceCart } from "~/modules/cart/cart-pricing.server";
import { takeStock } from "~/modules/orders/stock.server";
import { insertProduct, onlyVariantId } from "../../../tests/support/catalog-fixtures";
import { describeEachDatabase } from "../../../tests/support/databases";
import { insertProductWithOptions, uniqueSku } from "../../../tests/support/variant-order-fixtures";
import {
  cachedHomeRows,
  cachedSearch,
  cachedShopProduct,
  cachedShopProducts,
  bumpCatalogVersion,
  configureCatalogCache,
  DEFAULT_CACHE_OPTIONS,
} from "./cache.server";
import { nextSaleBoundary } from "./sale-price.server";
import { readShopVariants } from "./variant-summary.server";

// 14 February 00:00 to 23:59 Istanbul time (UTC+3): over at 21:00 UTC.
const STARTS = new Date("2027-02-13T21:00:00Z");
const ENDS = new Date("2027-02-14T20:59:00Z");
const OVER = new Date("2027-02-14T21:00:00Z");
let clock = new Date("2027-02-10T12:00:00Z").getTime();

beforeAll(() => configureCatalogCache({ now: () => clock, checkEveryMs: 60_000, ttlMs: 3_600_000 }));
afterAll(() => configureCatalogCache({ now: Date.now, ...DEFAULT_CACHE_OPTIONS }));

describeEachDatabase("scheduled sale prices", (getDb) => {
  let productId = "";
  let slug = "";
  let name = "";

  beforeAll(async () => {
    const db = getDb();
    name = `Sevgili Kupası ${uniqueSku("x")}`;
    const product = await insertProduct(db, { name, priceKurus: 20_000, stock: 5 });
    productId = product.id;
    slug = product.slug;
    await db.update(products).set({ saleStartsAt: STARTS, saleEndsAt: ENDS }).where(eq(products.id, productId));
    await db.update(productVariants).set({ salePriceKurus: 15_000 }).where(eq(productVariants.productId, productId));
  });

  async function shown() {
    const db = getDb();
    const list = await cachedShopProducts(db, { query: name.slice(0, 20), sort: "price-asc" });
    const all = await cachedShopProducts(db, { sort: "newest", limit: 100 });
    const home = await cachedHomeRows(db);
    const page = await cachedShopProduct(db, slug);
    const search = await cachedSearch(db, name);
    const card = all.products.find((p) => p.id === productId);
    return {
      search: list.products.find((p) => p.id === productId)?.priceKurus,
      list: card && [card.priceKurus, card.originalPriceKurus],
      discountedRow: home.find((row) => row.key === "discounted")?.products.some((p) => p.id === productId) ?? false,
      page: page && [page.product.variants[0].priceKurus, page.product.variants[0].originalPriceKurus, page.product.saleEndsAt?.toISOString() ?? null],
      dropdown: search.find((p) => p.id === productId)?.priceKurus,
    };
  }

  it("shows the regular price before, the sale price during (the end told) and the regular price from the minute after the end", async () => {
    clock = STARTS.getTime() - 1;
    expect(await shown()).toEqual({ search: 20_000, list: [20_000, null], discountedRow: false, page: [20_000, null, null], dropdown: 20_000 });
    // The exact instant of the start: the cached pages above are not served any more.
    clock = STARTS.getTime();
    expect(await shown()).toEqual({
      search: 15_000,
      list: [15_000, 20_000],
      discountedRow: true,
      page: [15_000, 20_000, ENDS.toISOString()],
      dropdown: 15_000,
    });
    // Through the last minute.
    clock = OVER.getTime() - 1;
    expect((await shown()).list).toEqual([15_000, 20_000]);
    clock = OVER.getTime();
    expect(await shown()).toEqual({ search: 20_000, list: [20_000, null], discountedRow: false, page: [20_000, null, null], dropdown: 20_000 });
  });

  it("shows the public automatic offers covering the product while they run, never a code", async () => {
    const db = getDb();
    const offerEnds = new Date(OVER.getTime() + 86_400_000);
    await db.insert(campaigns).values([
      {
        name: "Kupalarda 3 al 2 öde",
        kind: "automatic",
        rule: { kind: "buyXPayY", buy: 3, pay: 2 },
        scope: { kind: "products", ids: [productId] },
        endsAt: offerEnds,
      },
      { name: "Başka ürün", kind: "automatic", rule: { kind: "percent", percent: 10 }, scope: { kind: "products", ids: [crypto.randomUUID()] } },
      { name: "Kod", kind: "code", rule: { kind: "percent", percent: 20 }, scope: { kind: "all" } },
    ]);
    await bumpCatalogVersion(db);
    const offers = async () => (await cachedShopProduct(db, slug))?.product.offers?.map((offer) => offerRuleText(offer.rule, offer.minBasketKurus));
    clock = OVER.getTime();
    expect(await offers()).toEqual(["3 al 2 öde"]);
    // The offer's end is a boundary too: the cached page does not show it a minute after its last minute.
    expect((await nextSaleBoundary(db, OVER))?.toISOString()).toBe(new Date(offerEnds.getTime() + 60_000).toISOString());
    clock = offerEnds.getTime() + 60_000;
    expect(await offers()).toEqual([]);
    await db.delete(campaigns);
    await bumpCatalogVersion(db);
  });

  it("knows the next boundary: the start, then the minute after the end, then none", async () => {
    const db = getDb();
    const next = async (at: Date) => (await nextSaleBoundary(db, at))?.toISOString() ?? null;
    expect(await next(new Date(STARTS.getTime() - 1))).toBe(STARTS.toISOString());
    expect(await next(STARTS)).toBe(OVER.toISOString());
    expect(await next(OVER)).toBeNull();
  });

  it("sells at the sale price in the cart and the order line while the sale holds, at the regular price otherwise", async () => {
    const db = getDb();
    const variantId = await onlyVariantId(db, productId);
    const lineAt = async (now: Date) => {
      let line: { priceKurus: number; originalPriceKurus: number | null } | undefined;
      await db
        .transaction(async (tx) => {
          [line] = await takeStock(tx, [{ variantId, quantity: 1 }], { activeOnly: true, now });
          throw new Error("rolled back");
        })
        .catch(() => undefined);
      return line && [line.priceKurus, line.originalPriceKurus];
    };
    expect(await lineAt(new Date(STARTS.getTime() - 60_000))).toEqual([20_000, null]);
    expect(await lineAt(STARTS)).toEqual([15_000, 20_000]);
    expect(await lineAt(ENDS)).toEqual([15_000, 20_000]);
    expect(await lineAt(OVER)).toEqual([20_000, null]);

    // The cart prices at the real clock: a sale around now, then one that is over.
    const now = Date.now();
    const cartPrice = async () => {
      const cart = await priceCart(db, [{ productId, variantId, quantity: 2 }]);
      return [cart.lines[0].price, cart.lines[0].originalPrice, cart.totals.subtotal];
    };
    await db
      .update(products)
      .set({ saleStartsAt: new Date(now - 3_600_000), saleEndsAt: new Date(now + 3_600_000) })
      .where(eq(products.id, productId));
    expect(await cartPrice()).toEqual([15_000, 20_000, 30_000]);
    await db
      .update(products)
      .set({ saleStartsAt: new Date(now - 7_200_000), saleEndsAt: new Date(now - 3_600_000) })
      .where(eq(products.id, productId));
    expect(await cartPrice()).toEqual([20_000, null, 40_000]);
    await db.update(products).set({ saleStartsAt: STARTS, saleEndsAt: ENDS }).where(eq(products.id, productId));
  });

  it("prices each variant of a product with options by its own sale price, the summary taking the cheapest", async () => {
    const db = getDb();
    const { product, variants } = await insertProductWithOptions(db, {
      name: "Kalp Yastık",
      options: [{ name: "Boy", values: ["Küçük", "Büyük"] }],
      variants: [
        { values: ["Küçük"], sku: uniqueSku("KY-K"), priceKurus: 30_000 },
        { values: ["Büyük"], sku: uniqueSku("KY-B"), priceKurus: 50_000 },
      ],
    });
    await db.update(products).set({ saleStartsAt: STARTS, saleEndsAt: ENDS }).where(eq(products.id, product.id));
    // Only the big one is on sale, below the small one's price; its own original price (higher) stays the struck one.
    await db.update(productVariants).set({ salePriceKurus: 25_000, originalPriceKurus: 60_000 }).where(eq(productVariants.id, variants[1].id));
    const during = await readShopVariants(db, product.id, STARTS);
    expect(during.map((v) => [v.priceKurus, v.originalPriceKurus, v.onSale])).toEqual([
      [30_000, null, false],
      [25_000, 60_000, true],
    ]);
    const after = await readShopVariants(db, product.id, OVER);
    expect(after.map((v) => [v.priceKurus, v.originalPriceKurus, v.onSale])).toEqual([
      [30_000, null, false],
      [50_000, 60_000, false],
    ]);
    // The SQL and the pure twin agree.
    for (const at of [STARTS, OVER]) {
      const sql = await readShopVariants(db, product.id, at);
      expect(sql.map((v) => ({ priceKurus: v.priceKurus, originalPriceKurus: v.originalPriceKurus }))).toEqual([
        effectiveVariantPrice({ priceKurus: 30_000, originalPriceKurus: null, salePriceKurus: null }, { saleStartsAt: STARTS, saleEndsAt: ENDS }, at),
        effectiveVariantPrice({ priceKurus: 50_000, originalPriceKurus: 60_000, salePriceKurus: 25_000 }, { saleStartsAt: STARTS, saleEndsAt: ENDS }, at),
      ]);
    }
  });
});
