import { describe, expect, it } from "vitest";
import { CartApiRequestSchema, CartRequestSchema } from "./cart-request";

const productId = "3f2b9c1e-7a4d-4e8f-9b6a-2c1d0e9f8a7b";
const parse = (quantity: unknown) => CartRequestSchema.safeParse([{ productId, quantity }]);

describe("CartRequestSchema quantities", () => {
  it("takes whole numbers from 1 to 99, as JSON numbers or digit strings", () => {
    for (const [quantity, read] of [
      [1, 1],
      [99, 99],
      ["5", 5],
      ["05", 5],
    ] as const) {
      expect(parse(quantity)).toEqual({ success: true, data: [{ productId, quantity: read }] });
    }
  });
  it("refuses 0x10, 1e1, true, 1.0 and padded text rather than reading 16, 10 or 1; and anything outside 1–99", () => {
    for (const quantity of ["0x10", "1e1", true, "1.0", " 5", "5 ", "", null, undefined, 0, -1, 100, "100", 1.5]) {
      expect(parse(quantity).success, JSON.stringify(quantity)).toBe(false);
    }
  });
});

describe("CartApiRequestSchema", () => {
  const items = [{ productId, quantity: 2 }];
  it("takes the lines, with the shopper's code or not (trimmed; empty is none), never a bare list", () => {
    expect(CartApiRequestSchema.safeParse(items).success).toBe(false);
    expect(CartApiRequestSchema.parse({ items })).toEqual({ items, code: null });
    expect(CartApiRequestSchema.parse({ items, code: " sevgili20 " })).toEqual({ items, code: "sevgili20" });
    expect(CartApiRequestSchema.parse({ items, code: "  " })).toEqual({ items, code: null });
    expect(CartApiRequestSchema.parse({ items, code: null })).toEqual({ items, code: null });
  });
  it("refuses a code that is not text or absurdly long, and lines that are not a cart", () => {
    for (const body of [{ items, code: 20 }, { items, code: "A".repeat(201) }, { code: "X" }, { items: "x" }, null, "x"]) {
      expect(CartApiRequestSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
});
