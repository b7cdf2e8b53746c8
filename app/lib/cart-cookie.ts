// The cart's ids and quantities mirrored in a cookie, so the server can render /cart and /checkout with
// their content in the first HTML and the checkout works without JavaScript. Local storage stays the source.
// The browser writes the cookie; only the server reads it (app/modules/cart/cart-cookie.server.ts, which needs Zod).
import type { CartRequest } from "./cart-request";

export const CART_COOKIE = "cart";
const MAX_AGE_SECONDS = 60 * 60 * 24 * 30;
/** Browsers drop cookies past 4 KB: beyond this the seen prices are left out (the cart itself stays). */
const MAX_VALUE_WITH_PRICES = 3800;

/**
 * The cookie's value: URI-encoded JSON, leaving as they are the JSON brackets and colons a cookie value may hold
 * (fewer bytes for a personalised line; the server's decodeURIComponent reads both).
 */
function encodeValue(json: unknown): string {
  return encodeURIComponent(JSON.stringify(json)).replace(/%(7B|7D|5B|5D|3A)/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * With `seenPrices`, each line also carries the unit price the shopper last saw (kuruş), so that the server can
 * tell a shopper without JavaScript that a price changed (docs/product.md#price-re-check). Never used for pricing.
 * A personalised line carries its values (`personal`): the server renders and orders it from them without JavaScript.
 */
export function serializeCartCookie(items: readonly (CartRequest[number] & { price?: number })[], options: { seenPrices?: boolean } = {}): string {
  if (items.length === 0) return `${CART_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  // The variant id only when the line names one: a product without options keeps the cookie as it was.
  const plain = items.map(({ productId, variantId, quantity, personal }) => ({
    productId,
    ...(variantId ? { variantId } : {}),
    quantity,
    ...(personal && Object.keys(personal).length > 0 ? { personal } : {}),
  }));
  let value = encodeValue(plain);
  if (options.seenPrices) {
    const withPrices = encodeValue(plain.map((line, index) => (Number.isSafeInteger(items[index].price) ? { ...line, price: items[index].price } : line)));
    if (withPrices.length <= MAX_VALUE_WITH_PRICES) value = withPrices;
  }
  return `${CART_COOKIE}=${value}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax`;
}
