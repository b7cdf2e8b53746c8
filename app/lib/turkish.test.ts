import { describe, expect, it } from "vitest";
import { foldTurkish } from "./turkish";

describe("foldTurkish", () => {
  it("folds every Turkish letter both cases", () => {
    expect(foldTurkish("ÇçĞğIıİiÖöŞşÜü")).toBe("ccggiiiioossuu");
  });
  it("makes the queries of docs/product.md#search meet 'Özel Işıklı Kupa'", () => {
    const name = foldTurkish("Özel Işıklı Kupa");
    for (const query of ["ozel", "ÖZEL", "işık", "ISIK", "kupa", "KUPA", "Özel"]) {
      expect(name).toContain(foldTurkish(query));
    }
  });
  it("collapses white space", () => {
    expect(foldTurkish("  Kupa \n  Bardak ")).toBe("kupa bardak");
  });
});
