// The discount code the shopper applied (docs/product.md#discount-codes), kept in its own cookie so that the cart and
// the checkout price with it also without JavaScript. HttpOnly: only the server reads and writes it (the cart page's
// action, the checkout's); the pages hand the code to the browser's re-check themselves.
import { MAX_CODE_LENGTH } from "./campaigns";

export const DISCOUNT_CODE_COOKIE = "indirim_kodu";
const MAX_AGE_SECONDS = 60 * 60 * 24 * 7;

/** The Set-Cookie value that keeps `code` for a week, or (null, or nothing but spaces) clears the cookie. */
export function serializeDiscountCodeCookie(code: string | null): string {
  const text = code?.trim() ?? "";
  if (!text) return `${DISCOUNT_CODE_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;
  return `${DISCOUNT_CODE_COOKIE}=${encodeURIComponent(text)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax`;
}

/**
 * A code as a shopper gave it (the cookie's value decoded, or a form's field): trimmed, at most MAX_CODE_LENGTH
 * characters of printable text; anything else (none, empty, too long, control characters) is no code.
 */
export function readDiscountCode(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (!text || text.length > MAX_CODE_LENGTH || [...text].some((char) => char < " " || char === "\u007f")) return null;
  return text;
}

/** The code the Cookie header carries, or null (none, not URI-encoded, or not a code by readDiscountCode). */
export function parseDiscountCodeCookie(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const at = part.indexOf("=");
    if (at < 0 || part.slice(0, at).trim() !== DISCOUNT_CODE_COOKIE) continue;
    try {
      return readDiscountCode(decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      return null;
    }
  }
  return null;
}
