import { describe, expect, it } from "vitest";
import { discountPercent, formatKurus, kurusToDecimalString, liraToKurus, parseLiraToKurus, parseTypedNumber } from "./money";

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
    expect(parseLiraToKurus("₺ 29,99")).toBe(2999);
    expect(parseLiraToKurus("19.999")).toBeNull();
    expect(parseLiraToKurus("")).toBeNull();
  });

  it("liraToKurus refuses amounts finer than a kuruş", () => {
    expect(liraToKurus(0.01)).toBe(1);
    expect(liraToKurus(149.99)).toBe(14999);
    expect(liraToKurus(19.999)).toBeNull();
  });
});

// The product form reads prices, stock and measures with it (lib/product-form-schema.ts).
describe("parseTypedNumber", () => {
  it("reads Turkish and English notation; empty is null, anything else NaN", () => {
    expect(parseTypedNumber("")).toBeNull();
    expect(parseTypedNumber("  ")).toBeNull();
    expect(parseTypedNumber("12")).toBe(12);
    expect(parseTypedNumber("12,5")).toBe(12.5);
    expect(parseTypedNumber("1.234,5")).toBe(1234.5);
    expect(parseTypedNumber("₺ 29,99")).toBe(29.99);
    expect(parseTypedNumber("-5")).toBe(-5);
    expect(parseTypedNumber("abc")).toBeNaN();
    expect(parseTypedNumber("1e400")).toBeNaN();
  });
});
