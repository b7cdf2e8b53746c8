import { describe, expect, it } from "vitest";
import { discountPercent, formatKurus, kurusToDecimalString, kurusToMoneyInput, liraToKurus, parseLiraToKurus, parseMoney, parseTypedNumber } from "./money";

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

// The admin's money fields: prices, shipping cost, refund amount (docs/product.md#money).
describe("parseMoney", () => {
  const kurus = (input: string) => {
    const parsed = parseMoney(input);
    return parsed.ok ? parsed.kurus : parsed.problem;
  };

  it("reads the amount as a Turkish owner means it, in kuruş", () => {
    expect(kurus("34,56")).toBe(3456);
    expect(kurus("34.56")).toBe(3456);
    expect(kurus("1.234,56")).toBe(123456);
    expect(kurus("1.234,5")).toBe(123450);
    expect(kurus("1234,5")).toBe(123450);
    expect(kurus("1234")).toBe(123400);
    expect(kurus(" 34,56 ")).toBe(3456);
    expect(kurus("34,5")).toBe(3450);
    expect(kurus("34.5")).toBe(3450);
    expect(kurus("0,01")).toBe(1);
    expect(kurus("0")).toBe(0);
    expect(kurus("12.345.678,90")).toBe(1234567890);
  });

  it("reads one currency mark, before or after", () => {
    expect(kurus("₺34,56")).toBe(3456);
    expect(kurus("₺ 1.234,56")).toBe(123456);
    expect(kurus("34,56 TL")).toBe(3456);
    expect(kurus("34,56TL")).toBe(3456);
    expect(kurus("34,56 tl")).toBe(3456);
    expect(kurus("34,56 ₺")).toBe(3456);
    expect(kurus("₺34,56 TL")).toBe("malformed");
    expect(kurus("TL 34,56")).toBe("malformed");
  });

  it("refuses an amount that reads two ways: one separator and exactly three digits after it", () => {
    expect(kurus("12,345")).toBe("ambiguous");
    expect(kurus("1,234")).toBe("ambiguous");
    expect(kurus("1.234")).toBe("ambiguous");
    expect(kurus("999.000")).toBe("ambiguous");
    expect(kurus("1.234.567")).toBe("ambiguous");
    // Not two readings: thousands are never four digits, nor start with 0; the comma after the dot decides.
    expect(kurus("1234,567")).toBe("decimals");
    expect(kurus("0,125")).toBe("decimals");
    expect(kurus("1.234,567")).toBe("decimals");
  });

  it("refuses more than two decimals", () => {
    expect(kurus("19,999")).toBe("ambiguous");
    expect(kurus("19,9999")).toBe("decimals");
    expect(kurus("19.9999")).toBe("decimals");
    expect(kurus("0.001")).toBe("decimals");
  });

  it("refuses malformed amounts", () => {
    for (const input of [
      "abc",
      "1,234,56",
      "1.23.4",
      "12.34,5.6",
      "1,234.56",
      "1e2",
      "1E2",
      "0x10",
      "0b11",
      "+5",
      "34,",
      "34.",
      ",5",
      ".5",
      "1 234,56",
      "12,3a",
      "Infinity",
      "NaN",
      "٣٤",
      "--5",
      "-",
      "₺",
      "1.2345,00",
      "12.34,56",
    ]) {
      expect(kurus(input), input).toBe("malformed");
    }
  });

  it("refuses negative amounts", () => {
    expect(kurus("-10")).toBe("negative");
    expect(kurus("-34,56")).toBe("negative");
    expect(kurus("−5")).toBe("negative");
    expect(kurus("- 5")).toBe("negative");
  });

  it("says when nothing was typed, and refuses absurdly long amounts", () => {
    expect(kurus("")).toBe("empty");
    expect(kurus("   ")).toBe("empty");
    expect(kurus("9999999999999")).toBe(999999999999900);
    expect(kurus("99999999999999")).toBe("too-large");
    expect(kurus("0000000000000000001")).toBe(100);
  });

  it("reads back what kurusToMoneyInput shows", () => {
    expect(kurusToMoneyInput(3456)).toBe("34,56");
    expect(kurusToMoneyInput(123456)).toBe("1234,56");
    expect(kurusToMoneyInput(2999)).toBe("29,99");
    expect(kurusToMoneyInput(100)).toBe("1,00");
    expect(kurusToMoneyInput(5)).toBe("0,05");
    expect(kurusToMoneyInput(0)).toBe("0,00");
    for (const value of [0, 1, 5, 99, 100, 3456, 123456, 100_000_000]) expect(parseMoney(kurusToMoneyInput(value))).toEqual({ ok: true, kurus: value });
  });
});
