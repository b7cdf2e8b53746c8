// Personalised lines in the cart's pure rules: a line per personalisation, the no-JavaScript forms that name one
// by its values (docs/product.md#personalised-gifts).
import { describe, expect, it } from "vitest";
import { applyCartFormChange, parsePersonalField } from "./cart";

const mug = "7b0c6f1e-8d3a-4c59-9a53-3f2b1d0e9c11";
const white = "0f9e8d7c-6b5a-4a39-8b27-16a5b4c3d2e1";
const ayse = { productId: mug, variantId: white, quantity: 1, personal: { f1: "Ayşe" } };
const can = { productId: mug, variantId: white, quantity: 2, personal: { f1: "Can" } };

describe("applyCartFormChange with personal values", () => {
  it("adds a second name as its own line and the same name to its line", () => {
    const cart = [ayse];
    expect(applyCartFormChange(cart, { intent: "add", productId: mug, variantId: white, quantity: 2, personal: { f1: "Can" } })).toEqual([ayse, can]);
    expect(applyCartFormChange(cart, { intent: "add", productId: mug, variantId: white, quantity: 2, personal: { f1: "Ayşe" } })).toEqual([
      { ...ayse, quantity: 3 },
    ]);
    // Without values it is the plain variant's line, not Ayşe's.
    expect(applyCartFormChange(cart, { intent: "add", productId: mug, variantId: white, quantity: 1 })).toEqual([
      ayse,
      { productId: mug, variantId: white, quantity: 1 },
    ]);
  });

  it("sets and removes only the line with those values", () => {
    const cart = [ayse, can];
    expect(applyCartFormChange(cart, { intent: "set", productId: mug, variantId: white, quantity: 5, personal: { f1: "Can" } })).toEqual([
      ayse,
      { ...can, quantity: 5 },
    ]);
    expect(applyCartFormChange(cart, { intent: "remove", productId: mug, variantId: white, quantity: null, personal: { f1: "Ayşe" } })).toEqual([can]);
    // Values no line has: nothing removed.
    expect(applyCartFormChange(cart, { intent: "remove", productId: mug, variantId: white, quantity: null, personal: { f1: "Zeynep" } })).toEqual(cart);
    expect(applyCartFormChange(cart, { intent: "remove", productId: mug, variantId: white, quantity: null })).toEqual(cart);
  });
});

describe("parsePersonalField", () => {
  it("reads the hidden JSON of a line's values and refuses anything else", () => {
    expect(parsePersonalField(null)).toBeUndefined();
    expect(parsePersonalField("")).toBeUndefined();
    expect(parsePersonalField("{}")).toBeUndefined();
    expect(parsePersonalField(JSON.stringify({ f1: "Ayşe", f2: white }))).toEqual({ f1: "Ayşe", f2: white });
    for (const bad of ["{nope", "[]", '"x"', "1", JSON.stringify({ f1: 3 }), JSON.stringify({ "../x": "a" }), JSON.stringify({ f1: "x".repeat(801) })])
      expect(parsePersonalField(bad), bad).toBeNull();
    expect(parsePersonalField(JSON.stringify(Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`f${i}`, "a"]))))).toBeNull();
  });
});
