// Reading the cart cookie that the browser writes (cart-cookie.ts), for loaders and actions.
import { CART_COOKIE } from "./cart-cookie";
import { type CartRequest, CartRequestSchema } from "./cart-request";

/** Reads the cart from a Cookie header; anything malformed counts as an empty cart. */
export function parseCartCookie(cookieHeader: string | null): CartRequest {
  if (!cookieHeader) return [];
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== CART_COOKIE) continue;
    try {
      const parsed = CartRequestSchema.safeParse(JSON.parse(decodeURIComponent(rest.join("="))));
      return parsed.success ? parsed.data : [];
    } catch {
      return [];
    }
  }
  return [];
}
