import { describe, expect, it } from "vitest";
import { cartLineKey, cartRequestLine } from "~/lib/cart";
import { serializeCartCookie } from "~/lib/cart-cookie";
import { parseCartCookie, parseSeenPrices } from "./cart-cookie.server";

const id = "7b0c6f1e-8d3a-4c59-9a53-3f2b1d0e9c11";

describe("cart cookie", () => {
  it("round-trips ids and quantities only", () => {
    const header = serializeCartCookie([{ productId: id, quantity: 2, price: 1 } as never]).split(";")[0];
    expect(parseCartCookie(`other=1; ${header}`)).toEqual([{ productId: id, quantity: 2 }]);
  });
  it("carries the prices the shopper saw when asked to, read apart from the cart", () => {
    const header = serializeCartCookie([{ productId: id, quantity: 2, price: 14999 }], { seenPrices: true }).split(";")[0];
    expect(parseCartCookie(header)).toEqual([{ productId: id, quantity: 2 }]);
    expect(parseSeenPrices(header)).toEqual(new Map([[id, 14999]]));
    expect(parseSeenPrices(`cart=${encodeURIComponent(JSON.stringify([{ productId: id, quantity: 1, price: "1" }]))}`)).toEqual(new Map());
    // Past the size browsers keep, the cart goes without its prices.
    const many = Array.from({ length: 50 }, (_, i) => ({ productId: `${id.slice(0, -2)}${String(i).padStart(2, "0")}`, quantity: 99, price: 9999999 }));
    expect(serializeCartCookie(many, { seenPrices: true })).not.toContain("price");
  });
  it("treats junk as an empty cart", () => {
    expect(parseCartCookie("cart=%7Bnope")).toEqual([]);
    expect(parseCartCookie(`cart=${encodeURIComponent(JSON.stringify([{ productId: id, quantity: -4 }]))}`)).toEqual([]);
    expect(parseCartCookie(null)).toEqual([]);
  });
  it("clears itself when empty", () => {
    expect(serializeCartCookie([])).toContain("Max-Age=0");
  });
});

const mug = id;
const white = "0f9e8d7c-6b5a-4a39-8b27-16a5b4c3d2e1";
const ayse = { productId: mug, variantId: white, quantity: 1, personal: { f1: "Ayşe" } };
const can = { productId: mug, variantId: white, quantity: 2, personal: { f1: "Can" } };

describe("the cart cookie with personal values", () => {
  it("carries each line's values, and the price seen per line", () => {
    const header = serializeCartCookie(
      [
        { ...ayse, price: 21500 },
        { ...can, price: 20000 },
      ],
      { seenPrices: true },
    ).split(";")[0];
    expect(parseCartCookie(header)).toEqual([ayse, can]);
    expect(parseSeenPrices(header)).toEqual(
      new Map([
        [cartLineKey(ayse), 21500],
        [cartLineKey(can), 20000],
      ]),
    );
  });

  it("fits a line with five fields in a browser's 4 KB, with room for more lines", () => {
    const five = {
      productId: mug,
      variantId: white,
      quantity: 1,
      personal: { f1: white, f2: "Doğum günün kutlu olsun Ayşe Öğretmenim!", f3: "Çağrı & Şükrü'den sevgilerle", f4: "Kırmızı", f5: mug },
      price: 1234500,
    };
    const cookie = serializeCartCookie([five], { seenPrices: true });
    expect(cookie.length).toBeLessThan(1000);
    expect(parseCartCookie(cookie.split(";")[0])).toEqual([cartRequestLine(five)]);
    // Six such lines still fit, prices included; past the limit the prices go first and the lines stay.
    expect(
      serializeCartCookie(
        Array.from({ length: 6 }, () => five),
        { seenPrices: true },
      ).length,
    ).toBeLessThan(4096);
    const many = Array.from({ length: 12 }, (_, i) => ({ ...five, personal: { ...five.personal, f2: `${five.personal.f2} ${i}` } }));
    const withoutPrices = serializeCartCookie(many, { seenPrices: true });
    expect(withoutPrices).not.toContain("price");
    expect(parseCartCookie(withoutPrices.split(";")[0])).toHaveLength(12);
  });
});
