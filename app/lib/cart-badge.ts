// The header's cart count in pages rendered once for every shopper (docs/product.md#caching): a catalogue
// page is rendered with an empty cart, its two marked texts (the cart link's name and the badge) carry
// `data-cart-count`, and the page cache writes each request's count from the cart cookie into them
// (server/http/page-cache.ts), so the count shows without JavaScript and no shopper sees another's.
import { tr } from "./i18n/tr";

/** The values of `data-cart-count` on the two texts that show the count. */
export const CART_COUNT_SLOT = { label: "label", badge: "badge" } as const;

/** What the badge shows: the number of items, nothing for an empty cart (the badge is then hidden). */
export function cartBadgeText(count: number): string {
  return count > 0 ? String(count) : "";
}

const SLOT_TEXT = /(data-cart-count="(label|badge)"[^>]*>)[^<]*</g;

/**
 * `html` with `count` written into the cart link's two marked texts, or null when it has none (JSON, or a
 * page without the shop's header). React escapes every `"` and `<` of text and attributes and the
 * hydration data escapes its quotes, so the pattern matches only the header's own elements.
 */
export function fillCartCount(html: string, count: number): string | null {
  let found = false;
  const filled = html.replace(SLOT_TEXT, (_match, start: string, slot: string) => {
    found = true;
    return `${start}${slot === CART_COUNT_SLOT.label ? tr.nav.cartWithCount(count) : cartBadgeText(count)}<`;
  });
  return found ? filled : null;
}
