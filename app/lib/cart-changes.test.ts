import { describe, expect, it } from "vitest";
import type { CartItem } from "./cart";
import { changesOfLine, describeCartChanges, removals } from "./cart-changes";

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
      { kind: "priceChanged", productId: "a", productName: "Kupa", from: 14999, to: 15999 },
      { kind: "shippingChanged", productId: "b", productName: "Mouse Pad" },
      { kind: "stockReduced", productId: "b", productName: "Mouse Pad", quantity: 1, from: 2 },
      { kind: "soldOut", productId: "c", productName: "Tişört" },
      { kind: "unavailable", productId: "d", productName: "Yastık" },
    ]);
    expect(changesOfLine(changes, "b").map((change) => change.kind)).toEqual(["shippingChanged", "stockReduced"]);
    expect(removals(changes).map((change) => change.productId)).toEqual(["c", "d"]);
  });
  it("from the cookie (no JavaScript): compares only what the cookie kept, and names a removed product from the database", () => {
    const changes = describeCartChanges(
      [
        { productId: "a", quantity: 3, price: 12999 },
        { productId: "b", quantity: 2 },
        { productId: "c", quantity: 1 },
        { productId: "d", quantity: 1 },
      ],
      {
        lines: [{ ...mug, quantity: 2 }, pad],
        removed: [
          { productId: "c", reason: "unavailable" },
          { productId: "d", reason: "soldOut" },
        ],
      },
      new Map([["c", "Eski Kupa"]]),
      "Bir ürün",
    );
    expect(changes).toEqual([
      { kind: "priceChanged", productId: "a", productName: "Kupa", from: 12999, to: 14999 },
      { kind: "stockReduced", productId: "a", productName: "Kupa", quantity: 2, from: 3 },
      { kind: "unavailable", productId: "c", productName: "Eski Kupa" },
      { kind: "soldOut", productId: "d", productName: "Bir ürün" },
    ]);
  });
  it("is empty when nothing changed", () => {
    expect(describeCartChanges([mug], { lines: [mug], removed: [] })).toEqual([]);
  });
});
