import { describe, expect, it } from "vitest";
import { salePriceText, saleEndPhrase } from "./i18n/sale-price";
import { effectiveVariantPrice, saleBoundariesAfter, saleIsLive } from "./sale-price";

const window = { saleStartsAt: new Date("2027-02-13T21:00:00Z"), saleEndsAt: new Date("2027-02-14T20:59:00Z") };
const variant = { priceKurus: 20_000, originalPriceKurus: null, salePriceKurus: 15_000 };

describe("effectiveVariantPrice", () => {
  it("is the sale price from the start through the last minute, the regular one struck through", () => {
    expect(effectiveVariantPrice(variant, window, new Date("2027-02-13T20:59:59.999Z"))).toEqual({ priceKurus: 20_000, originalPriceKurus: null });
    expect(effectiveVariantPrice(variant, window, window.saleStartsAt)).toEqual({ priceKurus: 15_000, originalPriceKurus: 20_000 });
    expect(effectiveVariantPrice(variant, window, new Date("2027-02-14T20:59:59.999Z"))).toEqual({ priceKurus: 15_000, originalPriceKurus: 20_000 });
    expect(effectiveVariantPrice(variant, window, new Date("2027-02-14T21:00:00Z"))).toEqual({ priceKurus: 20_000, originalPriceKurus: null });
  });

  it("keeps the variant's own original price when it is higher, and leaves a variant without a sale price alone", () => {
    expect(effectiveVariantPrice({ ...variant, originalPriceKurus: 25_000 }, window, window.saleStartsAt)).toEqual({
      priceKurus: 15_000,
      originalPriceKurus: 25_000,
    });
    expect(effectiveVariantPrice({ ...variant, originalPriceKurus: 18_000 }, window, window.saleStartsAt)).toEqual({
      priceKurus: 15_000,
      originalPriceKurus: 20_000,
    });
    expect(effectiveVariantPrice({ ...variant, salePriceKurus: null }, window, window.saleStartsAt)).toEqual({ priceKurus: 20_000, originalPriceKurus: null });
  });

  it("needs both dates", () => {
    expect(saleIsLive({ saleStartsAt: window.saleStartsAt, saleEndsAt: null }, window.saleStartsAt)).toBe(false);
    expect(saleIsLive({ saleStartsAt: null, saleEndsAt: window.saleEndsAt }, window.saleStartsAt)).toBe(false);
  });

  it("names the boundaries still to come", () => {
    expect(saleBoundariesAfter(window, new Date("2027-02-01T00:00:00Z"))).toEqual([window.saleStartsAt, new Date("2027-02-14T21:00:00Z")]);
    expect(saleBoundariesAfter(window, window.saleStartsAt)).toEqual([new Date("2027-02-14T21:00:00Z")]);
  });
});

describe("the sale's end on the product page", () => {
  it("reads day, month and time in Istanbul, with the right suffix", () => {
    expect(salePriceText.endsAt(window.saleEndsAt)).toBe("Kampanya 14 Şubat 23:59'da bitiyor");
    expect(saleEndPhrase(new Date("2027-05-10T11:05:00Z"))).toBe("10 Mayıs 14:05'te");
    expect(saleEndPhrase(new Date("2027-05-10T17:00:00Z"))).toBe("10 Mayıs 20:00'de");
    expect(saleEndPhrase(new Date("2027-05-10T15:00:00Z"))).toBe("10 Mayıs 18:00'de");
    expect(saleEndPhrase(new Date("2027-05-10T13:00:00Z"))).toBe("10 Mayıs 16:00'da");
    expect(saleEndPhrase(new Date("2027-05-10T21:00:00Z"))).toBe("11 Mayıs 00:00'da");
    expect(saleEndPhrase(new Date("2027-05-10T09:40:00Z"))).toBe("10 Mayıs 12:40'ta");
  });
});
