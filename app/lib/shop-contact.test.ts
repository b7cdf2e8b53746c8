import { describe, expect, it } from "vitest";
import { socialLinks, whatsappHref } from "./shop-contact";

const none = { whatsapp: "", instagram: "", facebook: "", x: "", tiktok: "", youtube: "" };

describe("socialLinks", () => {
  it("lists only the pages that are set, in the footer's order", () => {
    expect(socialLinks({ ...none, youtube: "https://youtube.com/@s", instagram: " https://instagram.com/s " })).toEqual([
      { network: "instagram", name: "Instagram", url: "https://instagram.com/s" },
      { network: "youtube", name: "YouTube", url: "https://youtube.com/@s" },
    ]);
    expect(socialLinks(none)).toEqual([]);
  });
});

describe("whatsappHref", () => {
  const message = encodeURIComponent("Merhaba, Deneme Dükkânı mağazanızdaki bir hediye hakkında bilgi almak istiyorum.");

  it("links to wa.me with the number's digits and the Turkish message naming the shop", () => {
    expect(whatsappHref("+90 532 555 01 23", "Deneme Dükkânı")).toBe(`https://wa.me/905325550123?text=${message}`);
  });

  it("reads a Turkish number written with 0 or 00", () => {
    expect(whatsappHref("0532 555 01 23", "Deneme Dükkânı")).toBe(`https://wa.me/905325550123?text=${message}`);
    expect(whatsappHref("00 90 (532) 555-01-23", "Deneme Dükkânı")).toBe(`https://wa.me/905325550123?text=${message}`);
  });

  it("is null without a number", () => {
    expect(whatsappHref("", "Deneme Dükkânı")).toBeNull();
    expect(whatsappHref("  ", "Deneme Dükkânı")).toBeNull();
  });
});
