// The cookie notice (docs/product.md#cookie-notice): its cookie, the first script that hides the notice once it was
// closed, and where its form without JavaScript returns to. Apart from the inventory (app/lib/cookies.ts) because
// the root and the shop layout load it on every page.

/** The cookie that remembers the cookie notice was closed (`Tamam`); its value is always "1". */
export const COOKIE_NOTICE_COOKIE = "cerez_bildirimi";
/** One year, in seconds. */
export const COOKIE_NOTICE_MAX_AGE = 60 * 60 * 24 * 365;
/** The notice's element id: the form without JavaScript returns to `#cerez-bildirimi`, which the stylesheet hides (:target). */
export const COOKIE_NOTICE_ID = "cerez-bildirimi";

/** The Set-Cookie value (or `document.cookie` assignment) that remembers the notice was closed. Not HttpOnly: the page's first script reads it. */
export function cookieNoticeCookie(secure: boolean): string {
  return `${COOKIE_NOTICE_COOKIE}=1; Path=/; Max-Age=${COOKIE_NOTICE_MAX_AGE}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Whether a Cookie header (or `document.cookie`) says the notice was closed. */
export function cookieNoticeClosed(cookieHeader: string | null | undefined): boolean {
  return new RegExp(`(?:^|;\\s*)${COOKIE_NOTICE_COOKIE}=1(?:;|$)`).test(cookieHeader ?? "");
}

/**
 * The class the document's first script puts on <html> when the notice was closed, before the page is painted: the
 * stylesheet then hides the notice (app/app.css). Every page's HTML carries the notice, so that cached pages stay one
 * for every visitor (docs/decisions/0032-cookie-notice-without-personal-pages.md).
 */
export const COOKIE_NOTICE_CLOSED_CLASS = "cerez-kapali";

/** The inline script (run in <head>, before the body is painted) that marks <html> when the notice was closed. */
export const cookieNoticeScript = `if(/(?:^|;\\s*)${COOKIE_NOTICE_COOKIE}=1(?:;|$)/.test(document.cookie))document.documentElement.classList.add("${COOKIE_NOTICE_CLOSED_CLASS}")`;

/**
 * Where the notice's form without JavaScript sends the visitor back: the page it was on, when `value` is a path of
 * this site (`/…`, not `//host` nor `/\host`, no control characters), else the home page. Only path and query are kept.
 */
export function cookieNoticeReturnPath(value: unknown): string {
  if (
    typeof value !== "string" ||
    value.length > 2000 ||
    !value.startsWith("/") ||
    /^\/[/\\]/.test(value) ||
    [...value].some((char) => char < " " || char === "\u007f" || char === "\\")
  ) {
    return "/";
  }
  try {
    const base = "http://shop.invalid";
    const url = new URL(value, base);
    if (url.origin !== base) return "/";
    return `${url.pathname}${url.search}`;
  } catch {
    return "/";
  }
}
