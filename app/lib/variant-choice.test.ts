import { describe, expect, it } from "vitest";
import { chooseValue, imagesForVariant, pageChoice, submittedValues } from "./variant-choice";
import type { ProductOption, ShopVariant } from "./variants";

const options: ProductOption[] = [
  { name: "Boyut", values: ["90 cm", "180 cm"] },
  { name: "Renk", values: ["Beyaz", "Siyah"] },
];

function variant(sku: string, optionValues: string[], priceKurus: number, stock: number, imagePath: string | null = null): ShopVariant {
  return { id: sku.toLowerCase(), sku, optionValues, priceKurus, originalPriceKurus: null, stock, imagePath };
}

// 180 cm Beyaz is not sold; 90 cm Siyah is sold out.
const variants = [
  variant("K-90-BEYAZ", ["90 cm", "Beyaz"], 50000, 2),
  variant("K-90-SIYAH", ["90 cm", "Siyah"], 52000, 0),
  variant("K-180-SIYAH", ["180 cm", "Siyah"], 90000, 5, "products/siyah.webp"),
];

describe("the product page's choice of a variant", () => {
  it("reads the no-JavaScript form's values only when it sent some", () => {
    expect(submittedValues(options, new URLSearchParams("secim=X"))).toBeNull();
    expect(submittedValues([], new URLSearchParams("secenek1=Beyaz"))).toBeNull();
    expect(submittedValues(options, new URLSearchParams("secenek2=Siyah"))).toEqual(["", "Siyah"]);
  });

  it("redirects a sold combination to its SKU, keeps an unknown one with a note, else shows ?secim= or the cheapest in stock", () => {
    expect(pageChoice(options, variants, new URLSearchParams("secenek1=180+cm&secenek2=Siyah"), null)).toEqual({ kind: "redirect", sku: "K-180-SIYAH" });
    expect(pageChoice(options, variants, new URLSearchParams("secenek1=180+cm&secenek2=Beyaz"), null)).toEqual({
      kind: "show",
      values: ["180 cm", "Beyaz"],
      unknown: true,
    });
    expect(pageChoice(options, variants, new URLSearchParams(), "K-90-SIYAH")).toEqual({ kind: "show", values: ["90 cm", "Siyah"], unknown: false });
    expect(pageChoice(options, variants, new URLSearchParams(), "YOK")).toEqual({ kind: "show", values: ["90 cm", "Beyaz"], unknown: false });
    expect(pageChoice([], [variant("TEK", [], 100, 1)], new URLSearchParams(), null)).toEqual({ kind: "show", values: [], unknown: false });
  });

  it("a click keeps the other values when that combination is sold, else lands on one with the clicked value, in stock first", () => {
    expect(chooseValue(variants, ["90 cm", "Beyaz"], 1, "Siyah")?.sku).toBe("K-90-SIYAH");
    // 180 cm Beyaz is not sold: 180 cm Siyah.
    expect(chooseValue(variants, ["90 cm", "Beyaz"], 0, "180 cm")?.sku).toBe("K-180-SIYAH");
    // Beyaz only at 90 cm.
    expect(chooseValue(variants, ["180 cm", "Siyah"], 1, "Beyaz")?.sku).toBe("K-90-BEYAZ");
    expect(chooseValue(variants, ["90 cm", "Beyaz"], 1, "Mor")).toBeUndefined();
  });

  it("puts the chosen variant's image first, the others in their order", () => {
    const images = [{ path: "products/a.webp" }, { path: "products/siyah.webp" }, { path: "products/c.webp" }];
    expect(imagesForVariant(images, "products/siyah.webp").map((i) => i.path)).toEqual(["products/siyah.webp", "products/a.webp", "products/c.webp"]);
    expect(imagesForVariant(images, null)).toEqual(images);
    expect(imagesForVariant(images, "products/gone.webp")).toEqual(images);
  });
});
