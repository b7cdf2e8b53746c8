// The thank-you code's generation (docs/product.md#thank-you-notes): 18 characters of the card's alphabet, canonical
// as printed and read back, and distinct over many draws (90 random bits each).
import { describe, expect, it } from "vitest";
import { formatThanksCode, normaliseThanksCode, THANKS_CODE_ALPHABET, THANKS_CODE_LENGTH } from "~/lib/thanks";
import { newThanksCode } from "./thanks-codes.server";

describe("newThanksCode", () => {
  it("draws 18 characters of the alphabet, read back the same from the printed form", () => {
    for (let i = 0; i < 200; i++) {
      const code = newThanksCode();
      expect(code).toHaveLength(THANKS_CODE_LENGTH);
      for (const char of code) expect(THANKS_CODE_ALPHABET).toContain(char);
      expect(normaliseThanksCode(formatThanksCode(code).toUpperCase())).toBe(code);
    }
  });

  it("never repeats over many draws and uses every letter of the alphabet", () => {
    const codes = new Set<string>();
    const seen = new Set<string>();
    for (let i = 0; i < 20000; i++) {
      const code = newThanksCode();
      codes.add(code);
      for (const char of code) seen.add(char);
    }
    expect(codes.size).toBe(20000);
    expect(seen.size).toBe(THANKS_CODE_ALPHABET.length);
  });
});
