import { describe, expect, it } from "vitest";
import type { CartItem } from "./cart";
import { describeCartChanges } from "./cart-changes";

const mug: CartItem = { productId: "a", productName: "Kupa", price: 14999, originalPrice: null, shippingCost: 2999, quantity: 1, image: null, stock: 10 };
const pad: CartItem = { productId: "b", productName: "Mouse Pad", price: 9950, originalPrice: 12000, shippingCost: 0, quantity: 2, image: null, stock: 3 };

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
