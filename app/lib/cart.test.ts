import { describe, expect, it } from "vitest";
import {
  addToCart,
  cartLineKey,
  cartLineName,
  addToCartCounted,
  applyCartFormChange,
  type CartItem,
  cartTotals,
  freeShippingProgress,
  MAX_LINE_QUANTITY,
  mergeCartLines,
  parseQuantity,
  parseStoredCart,
  removeFromCart,
  setCartQuantity,
  shippingFor,
} from "./cart";
import type { ShippingRule } from "./shop-settings";

const highest: ShippingRule = { kind: "highest", flatFee: 0, freeFrom: null };
const flat: ShippingRule = { kind: "flat", flatFee: 3990, freeFrom: null };

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
    expect(cartTotals([mug, pad], highest)).toEqual({ subtotal: 14999 + 19900, shipping: 2999, discount: 0, total: 14999 + 19900 + 2999, itemCount: 3 });
    expect(cartTotals([], highest)).toEqual({ subtotal: 0, shipping: 0, discount: 0, total: 0, itemCount: 0 });
  });
  it("shipping is the highest cost among items, free when all are free", () => {
    expect(shippingFor([pad], highest)).toBe(0);
    expect(shippingFor([pad, { ...mug, shippingCost: 4500 }, mug], highest)).toBe(4500);
  });
  it("drops malformed stored lines", () => {
    expect(parseStoredCart("not json")).toEqual([]);
    expect(parseStoredCart(JSON.stringify([mug, { productId: 1 }, { ...pad, quantity: 0 }]))).toEqual([mug]);
  });
});

const idA = "7b0c6f1e-8d3a-4c59-9a53-3f2b1d0e9c11";
const idB = "0f9e8d7c-6b5a-4a39-8b27-16a5b4c3d2e1";

describe("addToCartCounted: how many pieces really went in", () => {
  it("counts a full add", () => {
    const result = addToCartCounted([mug], { ...mug, quantity: 2 });
    expect(result).toMatchObject({ added: 2, heldBackBy: null });
    expect(result.items[0].quantity).toBe(3);
  });
  it("adds nothing when the cart already holds all the stock", () => {
    expect(addToCartCounted([{ ...pad, quantity: 3 }], { ...pad, quantity: 1 })).toMatchObject({ added: 0, heldBackBy: "stock" });
  });
  it("adds what the stock allows and says the stock held the rest back", () => {
    expect(addToCartCounted([{ ...pad, quantity: 1 }], { ...pad, quantity: 5 })).toMatchObject({ added: 2, heldBackBy: "stock" });
  });
  it("adds nothing past the line limit", () => {
    const plenty = { ...mug, stock: 500 };
    expect(addToCartCounted([{ ...plenty, quantity: MAX_LINE_QUANTITY }], { ...plenty, quantity: 1 })).toMatchObject({ added: 0, heldBackBy: "lineLimit" });
  });
});

describe("mergeCartLines", () => {
  it("adds up the quantities of the same product into its first line", () => {
    expect(
      mergeCartLines([
        { productId: idA, quantity: 1 },
        { productId: idB, quantity: 4 },
        { productId: idA, quantity: 2 },
      ]),
    ).toEqual([
      { productId: idA, quantity: 3 },
      { productId: idB, quantity: 4 },
    ]);
  });
  it("caps a line at the largest quantity a line may have", () => {
    expect(
      mergeCartLines([
        { productId: idA, quantity: 60 },
        { productId: idA, quantity: 60 },
      ]),
    ).toEqual([{ productId: idA, quantity: MAX_LINE_QUANTITY }]);
    expect(mergeCartLines([{ productId: idA, quantity: 1e23 }])).toEqual([{ productId: idA, quantity: 99 }]);
  });
  it("drops lines that come to less than one", () => {
    expect(
      mergeCartLines([
        { productId: idA, quantity: 2 },
        { productId: idA, quantity: -2 },
        { productId: idB, quantity: 1 },
      ]),
    ).toEqual([{ productId: idB, quantity: 1 }]);
    expect(mergeCartLines([])).toEqual([]);
  });
});

describe("applyCartFormChange (the cart form without JavaScript)", () => {
  const cart = [
    { productId: idA, quantity: 2 },
    { productId: idB, quantity: 1 },
  ];
  it("adds to a line in place, or appends a new product", () => {
    expect(applyCartFormChange(cart, { intent: "add", productId: idA, quantity: 3 })).toEqual([{ productId: idA, quantity: 5 }, cart[1]]);
    expect(applyCartFormChange([cart[1]], { intent: "add", productId: idA, quantity: 1 })).toEqual([cart[1], { productId: idA, quantity: 1 }]);
  });
  it("sets a line in place, capped, and removes it at zero", () => {
    expect(applyCartFormChange(cart, { intent: "set", productId: idA, quantity: 7 })).toEqual([{ productId: idA, quantity: 7 }, cart[1]]);
    expect(applyCartFormChange(cart, { intent: "set", productId: idA, quantity: 2 ** 53 })).toEqual([{ productId: idA, quantity: MAX_LINE_QUANTITY }, cart[1]]);
    expect(applyCartFormChange(cart, { intent: "set", productId: idA, quantity: 0 })).toEqual([cart[1]]);
    expect(applyCartFormChange(cart, { intent: "add", productId: idA, quantity: -5 })).toEqual([cart[1]]);
  });
  it("removes a line", () => {
    expect(applyCartFormChange(cart, { intent: "remove", productId: idB, quantity: 0 })).toEqual([cart[0]]);
  });
  it("changes nothing for a forged id or a quantity that is not a whole number", () => {
    for (const productId of ["../../x", `${idA}' OR 1=1 --`, "", idA.replaceAll("-", "x")]) {
      expect(applyCartFormChange(cart, { intent: "add", productId, quantity: 1 })).toEqual(cart);
    }
    for (const quantity of [Number.NaN, Number.POSITIVE_INFINITY, 1.5, null]) {
      expect(applyCartFormChange(cart, { intent: "set", productId: idA, quantity })).toEqual(cart);
    }
  });
  it("removes a line whatever the quantity says (the remove button posts none)", () => {
    expect(applyCartFormChange(cart, { intent: "remove", productId: idA, quantity: null })).toEqual([cart[1]]);
  });
});

describe("parseQuantity: whole decimal numbers only", () => {
  it("reads JSON integers and strings of decimal digits", () => {
    expect(parseQuantity(7)).toBe(7);
    expect(parseQuantity(0)).toBe(0);
    expect(parseQuantity(-1)).toBe(-1);
    expect(parseQuantity("7")).toBe(7);
    expect(parseQuantity("007")).toBe(7);
    expect(parseQuantity("-1")).toBe(-1);
    expect(parseQuantity("99")).toBe(99);
    // Whole, if absurd: the caller caps or refuses it by its range.
    expect(parseQuantity("99999999999999999999999")).toBe(1e23);
  });
  it("refuses every other way of writing a number, instead of reading 16, 10 or 1", () => {
    const refused: unknown[] = [
      "0x10",
      "0o7",
      "0b1",
      "1e1",
      "1E1",
      "1.0",
      "1.5",
      ".5",
      "1.",
      " 5",
      "5 ",
      "\t5",
      "5\n",
      "+5",
      "--1",
      "1_000",
      "1,000",
      "٣",
      "５",
      "",
      "-",
      "abc",
      "NaN",
      "Infinity",
      "9".repeat(400),
      true,
      false,
      null,
      undefined,
      1.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      [5],
      { valueOf: () => 5 },
      5n,
    ];
    for (const value of refused) expect(parseQuantity(value), String(typeof value === "string" ? JSON.stringify(value) : value)).toBeNull();
  });
});

describe("shipping by the owner's rule (docs/product.md#shipping)", () => {
  // mug 149,99 + 2 × pad 99,50 = 348,99
  const subtotal = 14999 + 2 * 9950;

  it("charges the highest line's shipping or the flat fee, whatever the lines cost", () => {
    expect(cartTotals([mug, pad], highest)).toMatchObject({ shipping: 2999, total: subtotal + 2999 });
    expect(cartTotals([mug, pad], flat)).toMatchObject({ shipping: 3990, total: subtotal + 3990 });
    // A flat fee applies even when every line ships free on its own.
    expect(shippingFor([pad], flat)).toBe(3990);
    expect(shippingFor([pad], { ...flat, flatFee: 0 })).toBe(0);
  });

  it("ships free from the threshold on: reached exactly, one kuruş below, or off", () => {
    for (const rule of [highest, flat]) {
      expect(cartTotals([mug, pad], { ...rule, freeFrom: subtotal })).toMatchObject({ shipping: 0, total: subtotal });
      expect(cartTotals([mug, pad], { ...rule, freeFrom: subtotal - 1 })).toMatchObject({ shipping: 0, total: subtotal });
      expect(cartTotals([mug, pad], { ...rule, freeFrom: subtotal + 1 }).shipping).toBe(rule.kind === "flat" ? 3990 : 2999);
      expect(cartTotals([mug, pad], { ...rule, freeFrom: null }).shipping).toBe(rule.kind === "flat" ? 3990 : 2999);
    }
  });

  it("charges an empty cart nothing, by any rule", () => {
    for (const rule of [highest, flat, { ...flat, freeFrom: 50000 }, { ...highest, freeFrom: 0 }]) {
      expect(cartTotals([], rule)).toEqual({ subtotal: 0, shipping: 0, discount: 0, total: 0, itemCount: 0 });
    }
  });

  it("counts the threshold on the items' subtotal, shipping left out", () => {
    // 348,99 of items + 29,99 of shipping is over 350, but the items alone are not.
    expect(shippingFor([mug, pad], { ...highest, freeFrom: 35000 })).toBe(2999);
  });

  it("tells how far a cart is from free shipping", () => {
    expect(freeShippingProgress(subtotal, highest)).toBeNull();
    expect(freeShippingProgress(subtotal, { ...highest, freeFrom: subtotal + 1 })).toEqual({ reached: false, missing: 1 });
    expect(freeShippingProgress(subtotal, { ...highest, freeFrom: subtotal })).toEqual({ reached: true });
    expect(freeShippingProgress(0, { ...flat, freeFrom: 75000 })).toEqual({ reached: false, missing: 75000 });
  });
});

describe("cart lines per variant (docs/product.md#options-and-variants)", () => {
  const black: CartItem = { ...mug, productId: "p", variantId: "v1", variantLabel: "Renk: Siyah", stock: 5 };
  const white: CartItem = { ...mug, productId: "p", variantId: "v2", variantLabel: "Renk: Beyaz", price: 15999, stock: 2 };

  it("merges the same variant and keeps another variant of the same product as its own line", () => {
    const cart = addToCart(addToCart(addToCart([], black), white), { ...black, quantity: 2 });
    expect(cart.map((l) => [cartLineKey(l), l.variantLabel, l.quantity])).toEqual([
      ["v1", "Renk: Siyah", 3],
      ["v2", "Renk: Beyaz", 1],
    ]);
    // Each line is capped by its own variant's stock.
    expect(addToCartCounted(cart, { ...white, quantity: 5 })).toMatchObject({ added: 1, heldBackBy: "stock" });
    expect(addToCartCounted(cart, { ...black, quantity: 1 })).toMatchObject({ added: 1, heldBackBy: null });
  });

  it("sets and removes one variant's line, never its sibling's", () => {
    const cart = [black, white];
    expect(setCartQuantity(cart, "v2", 9).map((l) => l.quantity)).toEqual([1, 2]);
    expect(setCartQuantity(cart, "v1", 0)).toEqual([white]);
    expect(removeFromCart(cart, "v2")).toEqual([black]);
    // The product's id is no line's key once the lines name their variants.
    expect(removeFromCart(cart, "p")).toEqual(cart);
  });

  it("keeps a line from before variants (no variant id) working by its product id", () => {
    const legacy: CartItem = { ...mug, productId: "p-old" };
    expect(cartLineKey(legacy)).toBe("p-old");
    expect(addToCart([legacy], { ...legacy, quantity: 2 })[0].quantity).toBe(3);
    expect(setCartQuantity([legacy], "p-old", 4)[0].quantity).toBe(4);
    expect(removeFromCart([legacy, black], "p-old")).toEqual([black]);
    expect(parseStoredCart(JSON.stringify([legacy, black]))).toEqual([legacy, black]);
    expect(parseStoredCart(JSON.stringify([{ ...black, variantId: 7 }]))).toEqual([]);
  });

  it("names a line with its options", () => {
    expect(cartLineName(black)).toBe("Kupa (Renk: Siyah)");
    expect(cartLineName(mug)).toBe("Kupa");
    expect(cartLineName({ productName: "Kupa", variantLabel: "" })).toBe("Kupa");
  });

  it("merges server lines by variant, and the no-JavaScript form adds, sets and removes by variant", () => {
    const v1 = "11111111-1111-4111-8111-111111111111";
    const v2 = "22222222-2222-4222-8222-222222222222";
    expect(
      mergeCartLines([
        { productId: idA, variantId: v1, quantity: 1 },
        { productId: idA, variantId: v2, quantity: 2 },
        { productId: idA, variantId: v1, quantity: 3 },
      ]),
    ).toEqual([
      { productId: idA, variantId: v1, quantity: 4 },
      { productId: idA, variantId: v2, quantity: 2 },
    ]);
    const cart = [{ productId: idA, variantId: v1, quantity: 2 }];
    const added = applyCartFormChange(cart, { intent: "add", productId: idA, variantId: v2, quantity: 1 });
    expect(added).toEqual([cart[0], { productId: idA, variantId: v2, quantity: 1 }]);
    expect(applyCartFormChange(added, { intent: "add", productId: idA, variantId: v1, quantity: 1 })[0].quantity).toBe(3);
    expect(applyCartFormChange(added, { intent: "set", productId: idA, variantId: v2, quantity: 5 })).toEqual([
      cart[0],
      { productId: idA, variantId: v2, quantity: 5 },
    ]);
    expect(applyCartFormChange(added, { intent: "remove", productId: idA, variantId: v1, quantity: null })).toEqual([
      { productId: idA, variantId: v2, quantity: 1 },
    ]);
    // A variant id that is not a uuid changes nothing.
    expect(applyCartFormChange(added, { intent: "add", productId: idA, variantId: "x", quantity: 1 })).toEqual(added);
    // A form without a variant id changes the line from before variants, not a variant's.
    const mixed = [{ productId: idA, quantity: 1 }, ...added];
    expect(applyCartFormChange(mixed, { intent: "remove", productId: idA, quantity: null })).toEqual(added);
  });
});
