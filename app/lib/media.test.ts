import { afterEach, describe, expect, it } from "vitest";
import { absoluteImageUrl, configureImageBase, imageSrcSet, imageUrl, publicImageBase, variantKey } from "./media";

const KEY = "products/0b7e4a5e_1760000000000_kupa şık.webp";

afterEach(() => configureImageBase(null));

describe("image URLs", () => {
  it("point at the shop's /media route by default (relative; absolute with the shop's origin)", () => {
    expect(imageUrl(KEY)).toBe("/media/products/0b7e4a5e_1760000000000_kupa%20%C5%9F%C4%B1k.webp");
    expect(imageUrl(KEY, 320)).toBe("/media/products/0b7e4a5e_1760000000000_kupa%20%C5%9F%C4%B1k.webp?w=320");
    expect(absoluteImageUrl("https://hediye.example.com", KEY, 1280)).toBe(`https://hediye.example.com${imageUrl(KEY, 1280)}`);
  });

  it("with MEDIA_PUBLIC_URL, point at the bucket's paths under it: originals by key, variants under variants/w{width}/", () => {
    expect(publicImageBase({})).toBeNull();
    const base = publicImageBase({ MEDIA_PUBLIC_URL: "https://cdn.example.com", S3_PREFIX: "shop1/" });
    expect(base).toBe("https://cdn.example.com/shop1/");
    configureImageBase(base);
    expect(variantKey(KEY, 320)).toBe(`variants/w320/${KEY}`);
    expect(imageUrl(KEY)).toBe("https://cdn.example.com/shop1/products/0b7e4a5e_1760000000000_kupa%20%C5%9F%C4%B1k.webp");
    expect(imageUrl(KEY, 320)).toBe("https://cdn.example.com/shop1/variants/w320/products/0b7e4a5e_1760000000000_kupa%20%C5%9F%C4%B1k.webp");
    expect(absoluteImageUrl("https://hediye.example.com", KEY, 320)).toBe(imageUrl(KEY, 320));
    expect(imageSrcSet(KEY, [160, 320])).toBe(`${imageUrl(KEY, 160)} 160w, ${imageUrl(KEY, 320)} 320w`);
  });
});
