import { describe, expect, it } from "vitest";
import { clearNotFoundNotice, hasNotFoundNotice, notFoundNoticeCookie } from "./not-found-notice.server";

describe("the unknown address note", () => {
  it("is a short-lived cookie for the whole site, secure behind https", () => {
    expect(notFoundNoticeCookie("http://localhost:3000")).toBe("bulunamadi=1; Path=/; Max-Age=60; HttpOnly; SameSite=Lax");
    expect(notFoundNoticeCookie("https://shop.example.com")).toMatch(/; Secure$/);
    expect(clearNotFoundNotice).toMatch(/^bulunamadi=; Path=\/; Max-Age=0;/);
  });

  it("is read only as its own cookie with its value", () => {
    expect(hasNotFoundNotice("cart=abc; bulunamadi=1")).toBe(true);
    expect(hasNotFoundNotice("bulunamadi=1")).toBe(true);
    expect(hasNotFoundNotice("xbulunamadi=1")).toBe(false);
    expect(hasNotFoundNotice("bulunamadi=")).toBe(false);
    expect(hasNotFoundNotice(null)).toBe(false);
  });
});
