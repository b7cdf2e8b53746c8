// An unknown address sends the shopper home (docs/product.md#screens-and-urls) with a one-time note, so the
// home page can say why they are there. A short-lived cookie rather than a query string: the home page's
// address stays the one the page cache stores and serves (server/http/page-cache-key.ts drops every
// parameter of `/`), and a request carrying a cookie other than the cart's is neither answered from the
// page cache nor stored in it (server/http/page-cache.ts), so the note never reaches another visitor.

export const NOT_FOUND_COOKIE = "bulunamadi";

/** Set by the redirect: the next page (the home page) shows the note; a minute is enough to follow a redirect. */
export function notFoundNoticeCookie(publicUrl: string): string {
  const secure = publicUrl.startsWith("https://") ? "; Secure" : "";
  return `${NOT_FOUND_COOKIE}=1; Path=/; Max-Age=60; HttpOnly; SameSite=Lax${secure}`;
}

/** Whether the request carries the note; the page that shows it clears it with `clearNotFoundNotice`. */
export function hasNotFoundNotice(cookieHeader: string | null): boolean {
  return /(?:^|;\s*)bulunamadi=1(?:;|$)/.test(cookieHeader ?? "");
}

export const clearNotFoundNotice = `${NOT_FOUND_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;
