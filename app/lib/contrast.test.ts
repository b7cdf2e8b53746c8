import { describe, expect, it } from "vitest";
import { brandColorProperties, DEFAULT_BRAND_COLOR } from "./brand-color";
import { DEMO_SHOP_SETTINGS } from "./shop-settings";
import { contrastRatio, normalizeHexColor, parseHexColor, relativeLuminance, whiteTextContrast, whiteTextPassesAA } from "./contrast";

const rgb = (hex: string) => parseHexColor(hex)!;
const round2 = (n: number) => Math.round(n * 100) / 100;

describe("WCAG contrast", () => {
  it("gives the luminance of black, white and the primaries", () => {
    expect(relativeLuminance(rgb("#000000"))).toBe(0);
    expect(relativeLuminance(rgb("#ffffff"))).toBeCloseTo(1, 10);
    expect(relativeLuminance(rgb("#ff0000"))).toBeCloseTo(0.2126, 4);
    expect(relativeLuminance(rgb("#00ff00"))).toBeCloseTo(0.7152, 4);
    expect(relativeLuminance(rgb("#0000ff"))).toBeCloseTo(0.0722, 4);
  });

  it("answers the known ratios, whichever colour comes first", () => {
    expect(contrastRatio(rgb("#ffffff"), rgb("#000000"))).toBeCloseTo(21, 10);
    expect(contrastRatio(rgb("#000000"), rgb("#ffffff"))).toBeCloseTo(21, 10);
    expect(contrastRatio(rgb("#777777"), rgb("#777777"))).toBe(1);
    expect(round2(contrastRatio(rgb("#ffffff"), rgb("#777777")))).toBe(4.48);
    expect(round2(contrastRatio(rgb("#ffffff"), rgb("#767676")))).toBe(4.54);
    expect(round2(contrastRatio(rgb("#ffffff"), rgb("#0000ff")))).toBe(8.59);
    expect(round2(contrastRatio(rgb("#ffffff"), rgb("#ff0000")))).toBe(4);
    expect(round2(contrastRatio(rgb("#ffffff"), rgb("#008000")))).toBe(5.14);
  });

  it("passes white text on AA colours and fails it on the rest", () => {
    for (const pass of ["#767676", "#000000", "#0000ff", "#008000", "#be185d", "#c0134f", "#1d4ed8"]) expect(whiteTextPassesAA(pass), pass).toBe(true);
    for (const fail of ["#777777", "#ffd700", "#ff0000", "#ffffff", "#f472b6", "#22c55e"]) expect(whiteTextPassesAA(fail), fail).toBe(false);
    expect(whiteTextPassesAA("kırmızı")).toBe(false);
    expect(whiteTextContrast("#ffd700")).toBeLessThan(1.5);
  });

  it("reads hex colours in their usual spellings", () => {
    expect(normalizeHexColor("#C0134F")).toBe("#c0134f");
    expect(normalizeHexColor(" c0134f ")).toBe("#c0134f");
    expect(normalizeHexColor("#c14")).toBe("#cc1144");
    for (const bad of ["", "#12345", "#ggg000", "red", "#1234567", "rgb(0,0,0)"]) expect(normalizeHexColor(bad), bad).toBeNull();
  });
});

describe("brandColorProperties", () => {
  it("keeps the stylesheet's palette for the default colour", () => {
    expect(DEFAULT_BRAND_COLOR).toBe(DEMO_SHOP_SETTINGS.appearance.brandColor);
    expect(brandColorProperties(DEFAULT_BRAND_COLOR)).toBeNull();
    expect(brandColorProperties(DEFAULT_BRAND_COLOR.toUpperCase())).toBeNull();
    expect(brandColorProperties("nope")).toBeNull();
  });

  it("makes the brand shades from the colour: darker 700 still carries white text, pale tints for backgrounds", () => {
    const shades = brandColorProperties("#1D4ED8")!;
    expect(shades["--color-brand-600"]).toBe("#1d4ed8");
    for (const key of ["--color-brand-600", "--color-brand-700"]) expect(whiteTextPassesAA(shades[key]), key).toBe(true);
    expect(relativeLuminance(rgb(shades["--color-brand-700"]))).toBeLessThan(relativeLuminance(rgb("#1d4ed8")));
    expect(relativeLuminance(rgb(shades["--color-brand-50"]))).toBeGreaterThan(0.85);
    expect(relativeLuminance(rgb(shades["--color-brand-100"]))).toBeGreaterThan(0.7);
    // The closing banner's pale text on the dark shade still reads.
    expect(contrastRatio(rgb(shades["--color-brand-50"]), rgb(shades["--color-brand-700"]))).toBeGreaterThanOrEqual(4.5);
  });
});
