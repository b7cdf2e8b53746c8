import { describe, expect, it } from "vitest";
import { serializeCartCookie } from "~/lib/cart-cookie";
import { parseCartCookie, parseSeenPrices } from "./cart-cookie.server";

const id = "7b0c6f1e-8d3a-4c59-9a53-3f2b1d0e9c11";

describe("cart cookie", () => {
  it("round-trips ids and quantities only", () => {
    const header = serializeCartCookie([{ productId: id, quantity: 2, price: 1 } as never]).split(";")[0];
    expect(parseCartCookie(`other=1; ${header}`)).toEqual([{ productId: id, quantity: 2 }]);
  });
  it("carries the prices the shopper saw when asked to, read apart from the cart", () => {
    const header = serializeCartCookie([{ productId: id, quantity: 2, price: 14999 }], { seenPrices: true }).split(";")[0];
    expect(parseCartCookie(header)).toEqual([{ productId: id, quantity: 2 }]);
    expect(parseSeenPrices(header)).toEqual(new Map([[id, 14999]]));
    expect(parseSeenPrices(`cart=${encodeURIComponent(JSON.stringify([{ productId: id, quantity: 1, price: "1" }]))}`)).toEqual(new Map());
    // Past the size browsers keep, the cart goes without its prices.
    const many = Array.from({ length: 50 }, (_, i) => ({ productId: `${id.slice(0, -2)}${String(i).padStart(2, "0")}`, quantity: 99, price: 9999999 }));
    expect(serializeCartCookie(many, { seenPrices: true })).not.toContain("price");
  });
  it("treats junk as an empty cart", () => {
    expect(parseCartCookie("cart=%7Bnope")).toEqual([]);
    expect(parseCartCookie(`cart=${encodeURIComponent(JSON.stringify([{ productId: id, quantity: -4 }]))}`)).toEqual([]);
    expect(parseCartCookie(null)).toEqual([]);
  });
  it("clears itself when empty", () => {
    expect(serializeCartCookie([])).toContain("Max-Age=0");
  });
});
