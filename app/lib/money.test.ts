import { describe, expect, it } from "vitest";
import { discountPercent, formatKurus, kurusToDecimalString, parseLiraToKurus } from "./money";

describe("formatKurus", () => {
  it("formats Turkish lira with two decimals", () => {
    expect(formatKurus(123450)).toBe("₺1.234,50");
    expect(formatKurus(2999)).toBe("₺29,99");
    expect(formatKurus(0)).toBe("₺0,00");
    expect(formatKurus(100)).toBe("₺1,00");
  });
});

describe("discountPercent", () => {
  it("rounds (original − price) / original", () => {
    expect(discountPercent(7499, 9999)).toBe(25);
    expect(discountPercent(100, 300)).toBe(67);
  });
  it("is null without a real discount", () => {
    expect(discountPercent(100, null)).toBeNull();
    expect(discountPercent(100, 100)).toBeNull();
    expect(discountPercent(200, 100)).toBeNull();
  });
});

describe("lira strings", () => {
  it("converts both ways", () => {
    expect(kurusToDecimalString(1800)).toBe("18.00");
    expect(parseLiraToKurus("34,56")).toBe(3456);
    expect(parseLiraToKurus("1.234,5")).toBe(123450);
    expect(parseLiraToKurus("29.99")).toBe(2999);
    expect(parseLiraToKurus("abc")).toBeNull();
    expect(parseLiraToKurus("-5")).toBeNull();
  });
});
