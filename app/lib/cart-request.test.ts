import { describe, expect, it } from "vitest";
import { CartRequestSchema } from "./cart-request";

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
