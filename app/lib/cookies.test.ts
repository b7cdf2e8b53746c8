import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { COOKIE_NOTICE_COOKIE, cookieNoticeClosed, cookieNoticeCookie, cookieNoticeReturnPath, cookieNoticeScript } from "./cookie-notice";
import { COOKIES, PUBLIC_PAGE_COOKIES } from "./cookies";
import { cookieDurationText, cookiePurposes } from "./i18n/cookies";

const repo = path.resolve(__dirname, "../..");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * The cookie names the code sets: `…_COOKIE = "name"` constants, createCookie("name"), and any literal Set-Cookie
 * text (`"name=…; Path=…"`). A new cookie must be named one of these ways (and listed in app/lib/cookies.ts).
 */
function cookieNamesInCode(): Map<string, string> {
  const found = new Map<string, string>();
  const patterns = [
    /\b[A-Z][A-Z0-9_]*_COOKIE\s*=\s*["'`]([^"'`$]+)["'`]/g,
    /\bcreateCookie\(\s*["'`]([^"'`$]+)["'`]/g,
    /["'`]([A-Za-z0-9_.-]+)=[^"'`\n]*;\s*(?:Path|Max-Age|Expires)=/g,
  ];
  for (const file of [...sourceFiles(path.join(repo, "app")), ...sourceFiles(path.join(repo, "server"))]) {
    const text = fs.readFileSync(file, "utf8");
    for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.set(match[1], path.relative(repo, file));
  }
  return found;
}

describe("the cookie inventory (app/lib/cookies.ts)", () => {
  it("lists every cookie the code names, and none the code does not", () => {
    const inCode = cookieNamesInCode();
    const listed = new Set(COOKIES.map((cookie) => cookie.name));
    const unlisted = [...inCode].filter(([name]) => !listed.has(name)).map(([name, file]) => `${name} (${file})`);
    expect(unlisted, "cookies set by the code but missing from app/lib/cookies.ts").toEqual([]);
    expect(
      [...listed].filter((name) => !inCode.has(name)),
      "listed cookies the code no longer names",
    ).toEqual([]);
  });

  it("finds the cookies it knows of today (the scan itself works)", () => {
    expect([...cookieNamesInCode().keys()].sort()).toEqual([
      "admin_2fa",
      "admin_session",
      "bulunamadi",
      "cart",
      "cerez_bildirimi",
      "indirim_kodu",
      "last_order",
    ]);
  });

  it("has one entry per name, a Turkish purpose and a lifetime for each", () => {
    expect(new Set(COOKIES.map((cookie) => cookie.name)).size).toBe(COOKIES.length);
    for (const cookie of COOKIES) {
      expect(cookiePurposes[cookie.name], cookie.name).toMatch(/\S{10}/);
      expect(cookie.maxAgeSeconds, cookie.name).toBeGreaterThan(0);
    }
    expect(Object.keys(cookiePurposes).sort()).toEqual(COOKIES.map((cookie) => cookie.name).sort());
  });

  it("lets the page cache ignore only the cookies catalogue pages never read", () => {
    expect([...PUBLIC_PAGE_COOKIES].sort()).toEqual(["cart", "cerez_bildirimi", "indirim_kodu"]);
  });

  it("says lifetimes in Turkish", () => {
    expect(COOKIES.map((cookie) => `${cookie.name}: ${cookieDurationText(cookie.maxAgeSeconds)}`)).toEqual([
      "cart: 30 gün",
      "indirim_kodu: 7 gün",
      "last_order: 1 gün",
      "bulunamadi: 1 dakika",
      "cerez_bildirimi: 1 yıl",
      "admin_session: 7 gün",
      "admin_2fa: 5 dakika",
    ]);
  });
});

describe("the cookie notice's cookie", () => {
  it("is kept a year on the whole site, readable by the page's first script, Secure on https", () => {
    expect(cookieNoticeCookie(false)).toBe("cerez_bildirimi=1; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(cookieNoticeCookie(true)).toBe("cerez_bildirimi=1; Path=/; Max-Age=31536000; SameSite=Lax; Secure");
    expect(COOKIES.find((cookie) => cookie.name === COOKIE_NOTICE_COOKIE)).toMatchObject({ httpOnly: false, maxAgeSeconds: 31536000, path: "/" });
  });

  it("is told apart from other cookies and other values", () => {
    expect(cookieNoticeClosed("cerez_bildirimi=1")).toBe(true);
    expect(cookieNoticeClosed("cart=%5B%5D; cerez_bildirimi=1; indirim_kodu=X")).toBe(true);
    expect(cookieNoticeClosed("cerez_bildirimi=0")).toBe(false);
    expect(cookieNoticeClosed("cerez_bildirimi=12")).toBe(false);
    expect(cookieNoticeClosed("eski_cerez_bildirimi=1")).toBe(false);
    expect(cookieNoticeClosed(null)).toBe(false);
  });

  it("the first script marks <html> exactly when the cookie says so", () => {
    for (const [cookie, closed] of [
      ["cerez_bildirimi=1", true],
      ["cart=x; cerez_bildirimi=1", true],
      ["cerez_bildirimi=0", false],
      ["", false],
    ] as const) {
      const classes = new Set<string>();
      new Function("document", cookieNoticeScript)({ cookie, documentElement: { classList: { add: (name: string) => classes.add(name) } } });
      expect(classes.has("cerez-kapali"), cookie).toBe(closed);
    }
  });
});

describe("cookieNoticeReturnPath", () => {
  it("keeps a path of this site with its query", () => {
    expect(cookieNoticeReturnPath("/")).toBe("/");
    expect(cookieNoticeReturnPath("/product/ozel-isikli-kupa?secim=KUPA-K")).toBe("/product/ozel-isikli-kupa?secim=KUPA-K");
    expect(cookieNoticeReturnPath("/products?category=kupa&sort=price-asc")).toBe("/products?category=kupa&sort=price-asc");
    expect(cookieNoticeReturnPath("/cookie-policy#x")).toBe("/cookie-policy");
  });

  it("sends anything else home: other sites, schemes, odd slashes, control characters, no text", () => {
    for (const value of [
      "https://evil.test/",
      "//evil.test/x",
      "/\\evil.test",
      "\\\\evil.test",
      "/\t/evil.test",
      "javascript:alert(1)",
      "evil.test",
      "",
      "/a\nb",
      `/${"a".repeat(2001)}`,
      null,
      42,
    ]) {
      expect(cookieNoticeReturnPath(value), String(value)).toBe("/");
    }
  });
});
