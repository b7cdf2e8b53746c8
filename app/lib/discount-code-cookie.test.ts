import { describe, expect, it } from "vitest";
import { DISCOUNT_CODE_COOKIE, parseDiscountCodeCookie, readDiscountCode, serializeDiscountCodeCookie } from "./discount-code-cookie";

describe("the discount code cookie", () => {
  it("is called indirim_kodu, HttpOnly, for the whole shop, Lax, for a week, its value URI-encoded", () => {
    expect(DISCOUNT_CODE_COOKIE).toBe("indirim_kodu");
    expect(serializeDiscountCodeCookie(" Yılbaşı 2027 ")).toBe("indirim_kodu=Y%C4%B1lba%C5%9F%C4%B1%202027; Path=/; Max-Age=604800; HttpOnly; SameSite=Lax");
  });
  it("is cleared for no code", () => {
    for (const code of [null, "", "   "]) expect(serializeDiscountCodeCookie(code)).toBe("indirim_kodu=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax");
  });
  it("reads back what it wrote, among other cookies", () => {
    const value = serializeDiscountCodeCookie("SEVGİLİ20").split(";")[0];
    expect(parseDiscountCodeCookie(`cart=[]; ${value}; other=1`)).toBe("SEVGİLİ20");
    expect(parseDiscountCodeCookie(value)).toBe("SEVGİLİ20");
  });
  it("reads no code from a missing, empty, broken, too long or control-character value", () => {
    for (const header of [
      null,
      undefined,
      "",
      "cart=[]",
      "indirim_kodu=",
      "indirim_kodu=%20%20",
      "indirim_kodu=%E0%A4%A",
      `indirim_kodu=${"A".repeat(41)}`,
      "indirim_kodu=A%0AB",
      "xindirim_kodu=SEVGILI20",
    ]) {
      expect(parseDiscountCodeCookie(header), String(header)).toBeNull();
    }
    expect(parseDiscountCodeCookie(`indirim_kodu=${"A".repeat(40)}`)).toBe("A".repeat(40));
  });
  it("reads a form's code trimmed, at most 40 characters, text only", () => {
    expect(readDiscountCode("  sevgili20 ")).toBe("sevgili20");
    expect(readDiscountCode("A".repeat(41))).toBeNull();
    expect(readDiscountCode(null)).toBeNull();
    expect(readDiscountCode(20)).toBeNull();
    expect(readDiscountCode(" ")).toBeNull();
  });
});
