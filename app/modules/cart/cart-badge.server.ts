// The cart count a page's header is rendered with (docs/product.md#caching).
import { isCatalogPath } from "~/lib/catalog-paths";
import { parseCartCookie } from "./cart-cookie.server";

/** The number of items in the cart cookie of a Cookie header (0 without one, or for a malformed one). */
export function cartCookieItemCount(cookieHeader: string | null | undefined): number {
  if (!cookieHeader || !cookieHeader.includes("cart=")) return 0;
  return parseCartCookie(cookieHeader).reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * The count the server renders into this page's header: the cart cookie's, except on catalogue pages,
 * which the page cache keeps for every shopper. Those are rendered with an empty cart (null) and the page
 * cache writes each request's count in.
 */
export function cartCountToRender(request: Request): number | null {
  return isCatalogPath(new URL(request.url).pathname) ? null : cartCookieItemCount(request.headers.get("cookie"));
}
