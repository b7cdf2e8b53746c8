// Reading the cart cookie that the browser writes (cart-cookie.ts), for loaders and actions.
// A plain reader, not React Router's createCookie: its parse expects base64 JSON (and is async), while the
// browser writes URI-encoded JSON (docs/decisions/0003-cart-cookie-mirror.md).
import { cartLineKey } from "~/lib/cart";
import { CART_COOKIE } from "~/lib/cart-cookie";
import { type CartRequest, CartRequestSchema } from "~/lib/cart-request";
import type { PersonalValues } from "~/lib/personalisation";

/** The cart cookie's JSON, or undefined when there is none or it is not JSON. */
function cartCookieJson(cookieHeader: string | null): unknown {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== CART_COOKIE) continue;
    try {
      return JSON.parse(decodeURIComponent(rest.join("=")));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Reads the cart from a Cookie header; anything malformed counts as an empty cart. */
export function parseCartCookie(cookieHeader: string | null): CartRequest {
  const parsed = CartRequestSchema.safeParse(cartCookieJson(cookieHeader));
  return parsed.success ? parsed.data : [];
}

/** A line's personal values as the cookie holds them: undefined for none, null when they are not field id → text. */
function personalValuesOf(personal: unknown): PersonalValues | undefined | null {
  if (personal === undefined) return undefined;
  if (typeof personal !== "object" || personal === null || Array.isArray(personal)) return null;
  const entries = Object.entries(personal);
  return entries.every(([, value]) => typeof value === "string") ? (Object.fromEntries(entries) as PersonalValues) : null;
}

/** The unit prices the shopper last saw, by line (cartLineKey: the variant, else the product, and a personalised line's values; only to tell what changed, never to price). */
export function parseSeenPrices(cookieHeader: string | null): Map<string, number> {
  const seen = new Map<string, number>();
  const json = cartCookieJson(cookieHeader);
  if (!Array.isArray(json)) return seen;
  for (const line of json as unknown[]) {
    if (!line || typeof line !== "object") continue;
    const { productId, variantId, price, personal } = line as { productId?: unknown; variantId?: unknown; price?: unknown; personal?: unknown };
    if (typeof productId !== "string" || (variantId !== undefined && typeof variantId !== "string")) continue;
    const values = personalValuesOf(personal);
    if (values === null) continue;
    if (typeof price === "number" && Number.isSafeInteger(price) && price >= 0) seen.set(cartLineKey({ productId, variantId, personal: values }), price);
  }
  return seen;
}
