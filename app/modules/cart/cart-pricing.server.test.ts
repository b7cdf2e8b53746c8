// Pricing a cart (cart-pricing.server.ts) on a real test database: what the cart page shows after its re-check.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { products } from "~/db/schema";
import { NO_CART_CAMPAIGN } from "~/lib/cart";
import { insertProduct, setProductPrice } from "../../../tests/support/catalog-fixtures";
import { describeEachDatabase } from "../../../tests/support/databases";
import { priceCart } from "./cart-pricing.server";

describeEachDatabase("pricing a cart", (getDb) => {
  it("takes names, prices and shipping from the database, whatever the browser sent", async () => {
    const db = getDb();
    const mug = await insertProduct(db, { name: "Fiyat Kupa", priceKurus: 14999, originalPriceKurus: 19999, shippingCostKurus: 2999, stock: 10 });
    const pad = await insertProduct(db, { name: "Fiyat Altlık", priceKurus: 9950, shippingCostKurus: 4999, stock: 10 });
    // What a browser might post besides ids and quantities; none of it is read.
    const posted = [
      { productId: mug.id, quantity: 2, price: 1, shippingCost: 0, productName: "Bedava" },
      { productId: pad.id, quantity: 1, price: 1, shippingCost: 0 },
    ];
    const priced = await priceCart(db, posted);
    expect(priced.removed).toEqual([]);
    expect(priced.lines.find((line) => line.productId === mug.id)).toMatchObject({
      productName: "Fiyat Kupa",
      price: 14999,
      originalPrice: 19999,
      shippingCost: 2999,
      quantity: 2,
    });
    expect(priced.lines.find((line) => line.productId === pad.id)).toMatchObject({ productName: "Fiyat Altlık", price: 9950, shippingCost: 4999, quantity: 1 });
    // Shipping is the highest among the lines, not their sum.
    expect(priced.totals).toEqual({ subtotal: 2 * 14999 + 9950, shipping: 4999, discount: 0, total: 2 * 14999 + 9950 + 4999, itemCount: 3 });
  });

  it("shows a price changed since the product was added", async () => {
    const db = getDb();
    const mug = await insertProduct(db, { name: "Zamlı Kupa", priceKurus: 10000, shippingCostKurus: 2000 });
    await db.update(products).set({ shippingCostKurus: 0 }).where(eq(products.id, mug.id));
    await setProductPrice(db, mug.id, 12500);
    const priced = await priceCart(db, [{ productId: mug.id, quantity: 1 }]);
    expect(priced.lines[0]).toMatchObject({ price: 12500, shippingCost: 0 });
    expect(priced.totals).toMatchObject({ subtotal: 12500, shipping: 0, total: 12500 });
  });

  it("removes an inactive or deleted product as unavailable, keeping the rest", async () => {
    const db = getDb();
    const kept = await insertProduct(db, { name: "Kalan Kupa", priceKurus: 5000, shippingCostKurus: 1500 });
    const hidden = await insertProduct(db, { name: "Gizli Kupa", isActive: false, stock: 5 });
    const gone = await insertProduct(db, { name: "Silinen Kupa", stock: 5 });
    await db.delete(products).where(eq(products.id, gone.id));
    const neverThere = randomUUID();
    const priced = await priceCart(db, [
      { productId: hidden.id, quantity: 1 },
      { productId: kept.id, quantity: 1 },
      { productId: gone.id, quantity: 2 },
      { productId: neverThere, quantity: 1 },
    ]);
    expect(priced.lines.map((line) => line.productName)).toEqual(["Kalan Kupa"]);
    expect(priced.removed).toEqual([
      { productId: hidden.id, reason: "unavailable" },
      { productId: gone.id, reason: "unavailable" },
      { productId: neverThere, reason: "unavailable" },
    ]);
    // The removed lines cost nothing: only the kept line and its shipping.
    expect(priced.totals).toEqual({ subtotal: 5000, shipping: 1500, discount: 0, total: 6500, itemCount: 1 });
  });

  it("removes a sold-out product as sold out", async () => {
    const db = getDb();
    const soldOut = await insertProduct(db, { name: "Tükenen Kupa", stock: 0 });
    const priced = await priceCart(db, [{ productId: soldOut.id, quantity: 1 }]);
    expect(priced.lines).toEqual([]);
    expect(priced.removed).toEqual([{ productId: soldOut.id, reason: "soldOut" }]);
    expect(priced.totals).toEqual({ subtotal: 0, shipping: 0, discount: 0, total: 0, itemCount: 0 });
  });

  it("lowers a quantity over the stock to the stock, and tells the stock", async () => {
    const db = getDb();
    const scarce = await insertProduct(db, { name: "Az Kupa", priceKurus: 3000, stock: 3 });
    const priced = await priceCart(db, [{ productId: scarce.id, quantity: 7 }]);
    expect(priced.removed).toEqual([]);
    expect(priced.lines[0]).toMatchObject({ quantity: 3, stock: 3 });
    expect(priced.totals).toMatchObject({ subtotal: 9000, itemCount: 3 });
  });

  it("merges two lines of one product into one, then caps it by the stock", async () => {
    const db = getDb();
    const mug = await insertProduct(db, { name: "Çift Kupa", priceKurus: 2500, stock: 4 });
    const pad = await insertProduct(db, { name: "Tek Altlık", priceKurus: 1000, stock: 10 });
    const merged = await priceCart(db, [
      { productId: mug.id, quantity: 1 },
      { productId: pad.id, quantity: 1 },
      { productId: mug.id, quantity: 2 },
    ]);
    expect(merged.lines.filter((line) => line.productId === mug.id)).toEqual([expect.objectContaining({ quantity: 3 })]);
    expect(merged.totals).toMatchObject({ subtotal: 3 * 2500 + 1000, itemCount: 4 });
    const capped = await priceCart(db, [
      { productId: mug.id, quantity: 3 },
      { productId: mug.id, quantity: 3 },
    ]);
    expect(capped.lines).toEqual([expect.objectContaining({ productId: mug.id, quantity: 4 })]);
  });

  it("prices an empty cart at nothing", async () => {
    expect(await priceCart(getDb(), [])).toEqual({
      lines: [],
      removed: [],
      totals: { subtotal: 0, shipping: 0, discount: 0, total: 0, itemCount: 0 },
      campaign: NO_CART_CAMPAIGN,
    });
  });
});
