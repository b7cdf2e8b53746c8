// The header's cart count in pages rendered once for every shopper (docs/product.md#caching): a catalogue
// page is rendered with an empty cart, the cart link (its name) and its badge carry `data-cart-count`, and
// the page cache writes each request's count from the cart cookie into them (server/http/page-cache.ts), so
// the count shows without JavaScript and no shopper sees another's.
import { tr } from "./i18n/tr";

/** The values of `data-cart-count`: on the cart link (its aria-label names the count) and on its badge. */
export const CART_COUNT_SLOT = { link: "link", badge: "badge" } as const;

/** What the badge shows: the number of items, nothing for an empty cart (the badge is then hidden). */
export function cartBadgeText(count: number): string {
  return count > 0 ? String(count) : "";
}

const LINK_TAG = new RegExp(`<a\\b[^>]*\\bdata-cart-count="${CART_COUNT_SLOT.link}"[^>]*>`);
const BADGE_TEXT = new RegExp(`(data-cart-count="${CART_COUNT_SLOT.badge}"[^>]*>)[^<]*<`);

/**
 * `html` with `count` written into the cart link's name and badge, or null when it has no cart link (JSON,
 * or a page without the shop's header). React escapes every `"` and `<` of text and attributes and the
 * hydration data escapes its quotes, so the patterns match only the header's own elements.
 */
export function fillCartCount(html: string, count: number): string | null {
  const link = LINK_TAG.exec(html);
  if (!link) return null;
  const label = tr.nav.cartWithCount(count).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  const filledLink = link[0].replace(/\baria-label="[^"]*"/, () => `aria-label="${label}"`);
  const withLink = html.slice(0, link.index) + filledLink + html.slice(link.index + link[0].length);
  return withLink.replace(BADGE_TEXT, (_match, start: string) => `${start}${cartBadgeText(count)}<`);
}
