import { describe, expect, it } from "vitest";
import { slugify, uniqueSlug } from "./slug";

describe("slugify", () => {
  it("maps Turkish letters and trims", () => {
    expect(slugify("Özel Işıklı Kupa")).toBe("ozel-isikli-kupa");
    expect(slugify("  Çılgın Şöför Ğ Ü İ!! ")).toBe("cilgin-sofor-g-u-i");
    expect(slugify("--Mouse Pad (XL)--")).toBe("mouse-pad-xl");
    expect(slugify("Diğer")).toBe("diger");
  });
});

describe("uniqueSlug", () => {
  it("adds -2, -3 on a clash", async () => {
    const taken = new Set(["kupa", "kupa-2"]);
    expect(await uniqueSlug("kupa", async (s) => taken.has(s))).toBe("kupa-3");
    expect(await uniqueSlug("mug", async (s) => taken.has(s))).toBe("mug");
  });
});
