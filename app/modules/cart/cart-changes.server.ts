// The cookie cart priced again for the first HTML of /cart and /checkout, with what changed since the shopper
// last saw it (docs/product.md#price-re-check): this is how a shopper without JavaScript learns of it.
import { inArray } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { products } from "~/db/schema";
import { priceCart } from "./cart-pricing.server";
import { cartLineKey, mergeCartLines, type PricedCart } from "~/lib/cart";
import { type CartChange, describeCartChanges } from "~/lib/cart-changes";
import { serializeCartCookie } from "~/lib/cart-cookie";
import { parseDiscountCodeCookie } from "~/lib/discount-code-cookie";
import { parseCartCookie, parseSeenPrices } from "./cart-cookie.server";
import type { CartRequest } from "~/lib/cart-request";
import { cartText } from "~/lib/i18n/cart";

export interface RecheckedCookieCart {
  /** Priced with the campaigns and the shopper's discount code (the `indirim_kodu` cookie): a personal view. */
  priced: PricedCart;
  /** The code the cookie holds, as the shopper typed it; null for none. */
  code: string | null;
  changes: CartChange[];
  /** The cookie as priced now, so the same change is told once. */
  setCookie: string;
}

export async function recheckCookieCart(db: Executor, cookieHeader: string | null): Promise<RecheckedCookieCart> {
  const seen = parseSeenPrices(cookieHeader);
  const before = mergeCartLines(parseCartCookie(cookieHeader)).map((line) => ({ ...line, price: seen.get(cartLineKey(line)) }));
  const code = parseDiscountCodeCookie(cookieHeader);
  const priced = await priceCart(db, before, { code });
  const removedIds = priced.removed.map((r) => r.productId);
  // A deactivated product still has its name; a deleted one is told as "Bir ürün".
  const names = removedIds.length
    ? new Map(
        (await db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, removedIds))).map((row) => [row.id, row.name]),
      )
    : new Map<string, string>();
  const changes = describeCartChanges(before, priced, names, cartText.unnamedProduct);
  return { priced, code, changes, setCookie: serializeCartCookie(priced.lines, { seenPrices: true }) };
}

/**
 * The cookie cart after a change without JavaScript, each line with the price the shopper saw: the one the
 * cookie already held, or today's for a product just added (it is what the product page showed).
 */
export async function withSeenPrices(db: Executor, cookieHeader: string | null, lines: CartRequest): Promise<(CartRequest[number] & { price?: number })[]> {
  const seen = parseSeenPrices(cookieHeader);
  const unseen = lines.filter((line) => !seen.has(cartLineKey(line)));
  // Today's prices by line (variant and personal values), and by product for a line from before variants (its product's one variant).
  const current = new Map<string, number>();
  for (const line of unseen.length ? (await priceCart(db, unseen)).lines : []) {
    current.set(cartLineKey(line), line.price);
    const byProduct = cartLineKey({ productId: line.productId, personal: line.personal });
    if (!current.has(byProduct)) current.set(byProduct, line.price);
  }
  return lines.map((line) => ({ ...line, price: seen.get(cartLineKey(line)) ?? current.get(cartLineKey(line)) }));
}
