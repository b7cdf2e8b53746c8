import { describe, expect, it } from "vitest";
import { addToCart, type CartItem, cartTotals, describeCartChanges, parseStoredCart, removeFromCart, setCartQuantity, shippingFor } from "./cart";

const mug: CartItem = { productId: "a", productName: "Kupa", price: 14999, originalPrice: null, shippingCost: 2999, quantity: 1, image: null, stock: 10 };
const pad: CartItem = { productId: "b", productName: "Mouse Pad", price: 9950, originalPrice: 12000, shippingCost: 0, quantity: 2, image: null, stock: 3 };

describe("cart rules", () => {
  it("raises the quantity of an item already present", () => {
    const cart = addToCart(addToCart([], mug), { ...mug, quantity: 2 });
    expect(cart).toHaveLength(1);
    expect(cart[0].quantity).toBe(3);
  });
  it("never goes past the stock", () => {
    const cart = addToCart([pad], { ...pad, quantity: 5 });
    expect(cart[0].quantity).toBe(3);
    expect(setCartQuantity(cart, "b", 10)[0].quantity).toBe(3);
  });
  it("removes a line at quantity zero or less", () => {
    expect(setCartQuantity([mug, pad], "a", 0)).toEqual([pad]);
    expect(setCartQuantity([mug, pad], "a", -3)).toEqual([pad]);
    expect(removeFromCart([mug, pad], "b")).toEqual([mug]);
  });
  it("totals: subtotal, highest shipping, item count", () => {
    expect(cartTotals([mug, pad])).toEqual({ subtotal: 14999 + 19900, shipping: 2999, total: 14999 + 19900 + 2999, itemCount: 3 });
    expect(cartTotals([])).toEqual({ subtotal: 0, shipping: 0, total: 0, itemCount: 0 });
  });
  it("shipping is the highest cost among items, free when all are free", () => {
    expect(shippingFor([pad])).toBe(0);
    expect(shippingFor([pad, { ...mug, shippingCost: 4500 }, mug])).toBe(4500);
  });
  it("drops malformed stored lines", () => {
    expect(parseStoredCart("not json")).toEqual([]);
    expect(parseStoredCart(JSON.stringify([mug, { productId: 1 }, { ...pad, quantity: 0 }]))).toEqual([mug]);
  });
});

describe("describeCartChanges", () => {
  it("reports price, shipping, stock and removals", () => {
    const before = [mug, pad, { ...mug, productId: "c", productName: "Tişört" }, { ...mug, productId: "d", productName: "Yastık" }];
    const changes = describeCartChanges(before, {
      lines: [
        { ...mug, price: 15999 },
        { ...pad, quantity: 1, shippingCost: 999 },
      ],
      removed: [
        { productId: "c", reason: "soldOut" },
        { productId: "d", reason: "unavailable" },
      ],
    });
    expect(changes).toEqual([
      { kind: "priceChanged", productName: "Kupa", from: 14999, to: 15999 },
      { kind: "shippingChanged", productName: "Mouse Pad" },
      { kind: "stockReduced", productName: "Mouse Pad", quantity: 1 },
      { kind: "soldOut", productName: "Tişört" },
      { kind: "unavailable", productName: "Yastık" },
    ]);
  });
  it("is empty when nothing changed", () => {
    expect(describeCartChanges([mug], { lines: [mug], removed: [] })).toEqual([]);
  });
});
