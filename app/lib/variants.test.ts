import { describe, expect, it } from "vitest";
import {
  defaultSku,
  initialVariant,
  isColourOption,
  isSizeOption,
  namedOptionValues,
  optionCombinations,
  priceRange,
  swatchColour,
  valueAvailability,
  variantLabel,
  variantWithValues,
} from "./variants";

const options = [
  { name: "Boyut", values: ["90 cm", "180 cm"] },
  { name: "Renk", values: ["Beyaz", "Siyah"] },
];
const variant = (optionValues: string[], priceKurus: number, stock: number) => ({
  id: optionValues.join("/"),
  sku: optionValues.join("-"),
  optionValues,
  priceKurus,
  stock,
});

describe("variants", () => {
  it("every combination, the first option varying slowest; none for no options but the one empty combination", () => {
    expect(optionCombinations(options)).toEqual([
      ["90 cm", "Beyaz"],
      ["90 cm", "Siyah"],
      ["180 cm", "Beyaz"],
      ["180 cm", "Siyah"],
    ]);
    expect(optionCombinations([])).toEqual([[]]);
  });

  it("labels a variant by its named values, and a product without options by nothing", () => {
    expect(variantLabel(namedOptionValues(options, ["180 cm", "Siyah"]))).toBe("Boyut: 180 cm, Renk: Siyah");
    expect(variantLabel([])).toBe("");
  });

  it("makes the default SKU from the slug and values in plain Latin capitals", () => {
    expect(defaultSku("kedi-isikli-kupa")).toBe("KEDI-ISIKLI-KUPA");
    expect(defaultSku("kupa", ["Kırmızı Kulplu"])).toBe("KUPA-KIRMIZI-KULPLU");
    expect(defaultSku("karton", ["180 cm", "Çiçekli"])).toBe("KARTON-180-CM-CICEKLI");
  });

  it("starts on the variant the URL names, else the cheapest in stock, else the cheapest", () => {
    const variants = [variant(["90 cm", "Beyaz"], 5000, 0), variant(["180 cm", "Beyaz"], 9000, 3), variant(["180 cm", "Siyah"], 8000, 2)];
    expect(initialVariant(variants, "90 cm-Beyaz")?.priceKurus).toBe(5000);
    expect(initialVariant(variants, "YOK")?.priceKurus).toBe(8000);
    expect(initialVariant(variants, null)?.priceKurus).toBe(8000);
    expect(initialVariant([variant(["90 cm", "Beyaz"], 5000, 0), variant(["90 cm", "Siyah"], 4000, 0)], null)?.priceKurus).toBe(4000);
  });

  it("tells whether a value leads to a variant in stock, a sold-out one or none", () => {
    const variants = [variant(["90 cm", "Beyaz"], 5000, 2), variant(["180 cm", "Beyaz"], 9000, 0)];
    expect(valueAvailability(variants, ["90 cm", "Beyaz"], 0, "180 cm")).toBe("soldOut");
    expect(valueAvailability(variants, ["90 cm", "Beyaz"], 1, "Siyah")).toBe("missing");
    expect(valueAvailability(variants, ["180 cm", "Beyaz"], 0, "90 cm")).toBe("available");
    expect(variantWithValues(variants, ["180 cm", "Beyaz"])?.priceKurus).toBe(9000);
  });

  it("gives the price range, colour options and their swatches", () => {
    expect(priceRange([{ priceKurus: 900 }, { priceKurus: 500 }])).toEqual({ min: 500, max: 900 });
    expect(priceRange([])).toBeNull();
    expect(isColourOption("Renk")).toBe(true);
    expect(isColourOption("Kulp rengi")).toBe(true);
    expect(isColourOption("Boyut")).toBe(false);
    for (const name of ["Boyut", "Beden", "Ölçü", "Size"]) expect(isSizeOption(name), name).toBe(true);
    expect(isSizeOption("Renk")).toBe(false);
    expect(swatchColour("SİYAH")).toBe("#111111");
    expect(swatchColour("Kırmızı")).toBe("#d62828");
    expect(swatchColour("Gökkuşağı")).toBeNull();
  });
});
