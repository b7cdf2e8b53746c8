import { describe, expect, it } from "vitest";
import { compactDigits, isMersisShaped, isValidTckn, isValidVkn } from "./turkish-tax-ids";

// Vectors: python-stdnum's published examples (stdnum/tr/vkn.py, stdnum/tr/tckimlik.py and its test list of
// numbers found online), each checked against the algorithm's description.
describe("VKN (vergi kimlik numarası)", () => {
  it("accepts numbers whose check digit is right, typed with spaces too", () => {
    for (const vkn of ["4540536920", "454 053 6920", "1234567890"]) expect(isValidVkn(vkn), vkn).toBe(true);
  });

  it("refuses a wrong check digit, a wrong length and letters", () => {
    for (const vkn of ["4540536921", "4540536929", "1234567891", "454053692", "45405369200", "454053692O", ""]) expect(isValidVkn(vkn), vkn).toBe(false);
  });

  it("changing any one digit of a valid number breaks it", () => {
    for (let i = 0; i < 10; i++) {
      const digits = [..."4540536920"];
      digits[i] = String((Number(digits[i]) + 1) % 10);
      expect(isValidVkn(digits.join("")), digits.join("")).toBe(false);
    }
  });
});

describe("TCKN (T.C. kimlik numarası)", () => {
  it("accepts numbers whose two check digits are right", () => {
    for (const tckn of ["17291716060", "10000000146", "10010405214", "19594888024", "71467095762", "172 917 160 60"])
      expect(isValidTckn(tckn), tckn).toBe(true);
  });

  it("refuses a wrong 10th or 11th digit, a leading 0, a wrong length", () => {
    for (const tckn of ["17291716050", "17291716061", "07291716092", "1729171606", "172917160600", "1729171606a", ""])
      expect(isValidTckn(tckn), tckn).toBe(false);
  });
});

describe("MERSİS number", () => {
  it("is sixteen digits", () => {
    expect(isMersisShaped("0123456789000015")).toBe(true);
    expect(isMersisShaped("0123 4567 8900 0015")).toBe(true);
    expect(isMersisShaped("012345678900001")).toBe(false);
    expect(isMersisShaped("012345678900001X")).toBe(false);
  });

  it("compactDigits drops only spaces, dots and dashes", () => {
    expect(compactDigits(" 454-053.69 20 ")).toBe("4540536920");
    expect(compactDigits("45/40")).toBe("45/40");
  });
});
