import { describe, expect, it } from "vitest";
import { comesFromOwnPages } from "./same-origin";

const own = ["https://shop.example"];
const post = (origin: string | null, fetchSite: string | null) => comesFromOwnPages({ method: "POST", origin, fetchSite }, own);

describe("comesFromOwnPages", () => {
  it("lets reads through whatever they carry", () => {
    expect(comesFromOwnPages({ method: "GET", origin: "https://evil.example", fetchSite: "cross-site" }, own)).toBe(true);
    expect(comesFromOwnPages({ method: "HEAD", origin: null, fetchSite: "cross-site" }, own)).toBe(true);
  });

  it("decides a POST by Origin when there is one", () => {
    expect(post("https://shop.example", "same-origin")).toBe(true);
    expect(post("https://shop.example", null)).toBe(true);
    expect(post("https://evil.example", "same-origin")).toBe(false);
    expect(post("http://shop.example", null)).toBe(false);
    expect(post("null", null)).toBe(false);
  });

  it("without Origin, by Sec-Fetch-Site: only same-origin and none; a client sending neither is not a browser", () => {
    expect(post(null, "same-origin")).toBe(true);
    expect(post(null, "none")).toBe(true);
    expect(post(null, "cross-site")).toBe(false);
    expect(post(null, "same-site")).toBe(false);
    expect(post(null, null)).toBe(true);
  });
});
