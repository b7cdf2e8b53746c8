// docs/product.md#price-re-check, on PGlite and PostgreSQL: the cookie cart (a shopper without JavaScript)
// priced again for /cart and /checkout, telling line by line what changed since the shopper last saw it.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products, productVariants } from "~/db/schema";
import { refreshProductSummaries } from "~/modules/catalog/variant-summary.server";
import { recheckCookieCart, withSeenPrices } from "~/modules/cart/cart-changes.server";
import { serializeCartCookie } from "~/lib/cart-cookie";
import { parseCartCookie, parseSeenPrices } from "~/modules/cart/cart-cookie.server";
import { insertProduct, insertProductWithVariants, onlyVariantId, setProductPrice, setProductStock } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";

const cookieOf = (setCookie: string) => setCookie.split(";")[0];

describeEachDatabase("the cookie cart's changes", (getDb) => {
  it("tells a raised and a lowered price, a stock cut, a sold-out and a deactivated product, once", async () => {
    const db = getDb();
    const raised = await insertProduct(db, { name: "Pahalanan Kupa", priceKurus: 10000, stock: 10 });
    const lowered = await insertProduct(db, { name: "Ucuzlayan Yastık", priceKurus: 20000, stock: 10 });
    const cut = await insertProduct(db, { name: "Azalan Defter", priceKurus: 5000, stock: 10 });
    const gone = await insertProduct(db, { name: "Biten Kalem", priceKurus: 1000, stock: 10 });
    const off = await insertProduct(db, { name: "Kaldırılan Çanta", priceKurus: 3000, stock: 10 });
    const lines = [raised, lowered, cut, gone, off].map((p) => ({ productId: p.id, quantity: 3 }));
    // What the cart form writes without JavaScript: the prices of the moment.
    const start = cookieOf(serializeCartCookie(await withSeenPrices(db, null, lines), { seenPrices: true }));
    expect(parseSeenPrices(start).get(raised.id)).toBe(10000);

    await setProductPrice(db, raised.id, 12000);
    await setProductPrice(db, lowered.id, 15000);
    await setProductStock(db, cut.id, 2);
    await setProductStock(db, gone.id, 0);
    await db.update(products).set({ isActive: false }).where(eq(products.id, off.id));

    const first = await recheckCookieCart(db, start);
    expect(first.changes).toEqual([
      { kind: "priceChanged", productId: raised.id, variantId: await onlyVariantId(db, raised.id), productName: "Pahalanan Kupa", from: 10000, to: 12000 },
      { kind: "priceChanged", productId: lowered.id, variantId: await onlyVariantId(db, lowered.id), productName: "Ucuzlayan Yastık", from: 20000, to: 15000 },
      { kind: "stockReduced", productId: cut.id, variantId: await onlyVariantId(db, cut.id), productName: "Azalan Defter", quantity: 2, from: 3 },
      { kind: "soldOut", productId: gone.id, productName: "Biten Kalem" },
      { kind: "unavailable", productId: off.id, productName: "Kaldırılan Çanta" },
    ]);
    expect(first.priced.lines.map((l) => [l.productName, l.price, l.quantity])).toEqual([
      ["Pahalanan Kupa", 12000, 3],
      ["Ucuzlayan Yastık", 15000, 3],
      ["Azalan Defter", 5000, 2],
    ]);
    // The cookie written back holds the cart as priced now: the next view tells nothing again.
    const next = cookieOf(first.setCookie);
    expect(parseCartCookie(next)).toHaveLength(3);
    expect((await recheckCookieCart(db, next)).changes).toEqual([]);
  });

  it("names a deleted product 'Bir ürün' and tells nothing of prices a cookie without them never saw", async () => {
    const db = getDb();
    const kept = await insertProduct(db, { name: "Kalan Kupa", priceKurus: 10000, stock: 10 });
    const missing = "00000000-0000-4000-8000-000000000000";
    const cookie = cookieOf(
      serializeCartCookie([
        { productId: kept.id, quantity: 1 },
        { productId: missing, quantity: 1 },
      ]),
    );
    const { changes } = await recheckCookieCart(db, cookie);
    expect(changes).toEqual([{ kind: "unavailable", productId: missing, productName: "Bir ürün" }]);
  });

  it("tells the changes of each variant's line, with its options, and keeps the seen prices per variant", async () => {
    const db = getDb();
    const { product, variants } = await insertProductWithVariants(db, {
      name: "Renkli Kupa",
      options: [{ name: "Renk", values: ["Siyah", "Beyaz"] }],
      variants: [
        { values: ["Siyah"], priceKurus: 10000, stock: 10 },
        { values: ["Beyaz"], priceKurus: 11000, stock: 10 },
      ],
    });
    const [black, white] = variants;
    const lines = [
      { productId: product.id, variantId: black.id, quantity: 2 },
      { productId: product.id, variantId: white.id, quantity: 3 },
    ];
    const start = cookieOf(serializeCartCookie(await withSeenPrices(db, null, lines), { seenPrices: true }));
    expect(parseCartCookie(start)).toEqual(lines);
    expect([...parseSeenPrices(start)]).toEqual([
      [black.id, 10000],
      [white.id, 11000],
    ]);
    await db.update(productVariants).set({ priceKurus: 12500 }).where(eq(productVariants.id, white.id));
    await refreshProductSummaries(db, [product.id]);
    const first = await recheckCookieCart(db, start);
    expect(first.changes).toEqual([
      { kind: "priceChanged", productId: product.id, variantId: white.id, productName: "Renkli Kupa", variantLabel: "Renk: Beyaz", from: 11000, to: 12500 },
    ]);
    expect(first.priced.lines.map((l) => [l.variantLabel, l.price, l.quantity])).toEqual([
      ["Renk: Siyah", 10000, 2],
      ["Renk: Beyaz", 12500, 3],
    ]);
    expect((await recheckCookieCart(db, cookieOf(first.setCookie))).changes).toEqual([]);
  });
});

describe("withSeenPrices", () => {
  it("keeps the prices the cookie already held", async () => {
    const cookie = cookieOf(serializeCartCookie([{ productId: "a", quantity: 1, price: 5 }] as never, { seenPrices: true }));
    const db = {} as never;
    expect(await withSeenPrices(db, cookie, [{ productId: "a", quantity: 2 }])).toEqual([{ productId: "a", quantity: 2, price: 5 }]);
  });
});
