// The admin product form's scheduled sale (docs/product.md#sale-prices): read as Istanbul time, refused in Turkish.
import { describe, expect, it } from "vitest";
import { salePriceText } from "./i18n/sale-price";
import { parseProductForm } from "./product-form-schema";
import { fromIstanbulLocal, istanbulLocalInput } from "./sale-form";

const CAT = "7f1c8a52-3b1e-4c55-9a0d-2f4c6b8e9a11";

function form(fields: Record<string, string | string[]> = {}): FormData {
  const base: Record<string, string | string[]> = {
    name: "Özel Kupa",
    slug: "ozel-kupa",
    description: "Güzel bir kupa",
    price: "200",
    stock: "10",
    shippingCost: "29.99",
    categories: [CAT],
    isActive: "on",
    ...fields,
  };
  const fd = new FormData();
  for (const [key, value] of Object.entries(base)) for (const item of Array.isArray(value) ? value : [value]) fd.append(key, item);
  fd.append("images", new File([new Uint8Array(10)], "a.png", { type: "image/png" }));
  return fd;
}

const variants = (salePrice: string) => ({
  "options.0.name": "Renk",
  "options.0.values": "Siyah, Beyaz",
  "variants.0.values": "Siyah",
  "variants.0.price": "100",
  "variants.0.salePrice": salePrice,
  "variants.0.stock": "3",
  "variants.0.active": "on",
  "variants.1.values": "Beyaz",
  "variants.1.price": "120",
  "variants.1.stock": "3",
  "variants.1.active": "on",
});

describe("the sale fields of the product form", () => {
  it("read the dates as Istanbul time", () => {
    expect(fromIstanbulLocal("2027-02-14T23:59")?.toISOString()).toBe("2027-02-14T20:59:00.000Z");
    expect(istanbulLocalInput(new Date("2027-02-14T20:59:00Z"))).toBe("2027-02-14T23:59");
    expect(fromIstanbulLocal("2027-02-30T10:00")).toBeUndefined();
    expect(fromIstanbulLocal("yarın")).toBeUndefined();
  });

  it("keep a sale price with its window", () => {
    const result = parseProductForm(form({ salePrice: "149,90", saleStartsAt: "2027-02-14T00:00", saleEndsAt: "2027-02-14T23:59" }));
    expect(result.ok && [result.values.salePriceKurus, result.values.saleStartsAt?.toISOString(), result.values.saleEndsAt?.toISOString()]).toEqual([
      14_990,
      "2027-02-13T21:00:00.000Z",
      "2027-02-14T20:59:00.000Z",
    ]);
    const none = parseProductForm(form());
    expect(none.ok && [none.values.salePriceKurus, none.values.saleStartsAt, none.values.saleEndsAt]).toEqual([null, null, null]);
  });

  it("refuse a sale price not below the price, a sale price without both dates, an end not after the start", () => {
    const error = (fields: Record<string, string>) => {
      const result = parseProductForm(form(fields));
      return result.ok ? null : result.error;
    };
    const dates = { saleStartsAt: "2027-02-14T00:00", saleEndsAt: "2027-02-14T23:59" };
    expect(error({ salePrice: "200", ...dates })).toBe(salePriceText.salePriceNotBelow);
    expect(error({ salePrice: "250", ...dates })).toBe("Kampanya fiyatı, fiyattan düşük olmalıdır.");
    expect(error({ salePrice: "150" })).toBe("Kampanya fiyatı için başlangıç ve bitiş tarihi gereklidir.");
    expect(error({ salePrice: "150", saleStartsAt: dates.saleStartsAt })).toBe(salePriceText.datesNeeded);
    expect(error({ salePrice: "150", saleStartsAt: dates.saleEndsAt, saleEndsAt: dates.saleStartsAt })).toBe(
      "Kampanya bitişi, başlangıcından sonra olmalıdır.",
    );
    expect(error({ salePrice: "150", saleStartsAt: "dün", saleEndsAt: dates.saleEndsAt })).toBe(salePriceText.invalidDate);
  });

  it("take each variant's sale price, refusing one not below that variant's price", () => {
    const dates = { saleStartsAt: "2027-02-14T00:00", saleEndsAt: "2027-02-14T23:59" };
    const result = parseProductForm(form({ ...variants("80"), ...dates }));
    expect(result.ok && result.values.variants?.map((variant) => variant.salePriceKurus)).toEqual([8_000, null]);
    const refused = parseProductForm(form({ ...variants("100"), ...dates }));
    expect(refused.ok ? null : refused.error).toBe(`Renk: Siyah: ${salePriceText.salePriceNotBelow}`);
    const undated = parseProductForm(form(variants("80")));
    expect(undated.ok ? null : undated.error).toBe(salePriceText.datesNeeded);
  });
});
