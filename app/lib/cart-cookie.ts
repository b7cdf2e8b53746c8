// The cart's ids and quantities mirrored in a cookie, so the server can render /cart and /checkout with
// their content in the first HTML and the checkout works without JavaScript. Local storage stays the source.
// The browser writes the cookie; only the server reads it (cart-cookie.server.ts, which needs Zod).
import type { CartRequest } from "./cart-request";

export const CART_COOKIE = "cart";
const MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

export function serializeCartCookie(items: CartRequest): string {
  if (items.length === 0) return `${CART_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  const value = encodeURIComponent(JSON.stringify(items.map(({ productId, quantity }) => ({ productId, quantity }))));
  return `${CART_COOKIE}=${value}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax`;
}
