import { describe, expect, it } from "vitest";
import { serializeCartCookie } from "./cart-cookie";
import { parseCartCookie } from "./cart-cookie.server";

const id = "7b0c6f1e-8d3a-4c59-9a53-3f2b1d0e9c11";

describe("cart cookie", () => {
  it("round-trips ids and quantities only", () => {
    const header = serializeCartCookie([{ productId: id, quantity: 2, price: 1 } as never]).split(";")[0];
    expect(parseCartCookie(`other=1; ${header}`)).toEqual([{ productId: id, quantity: 2 }]);
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
