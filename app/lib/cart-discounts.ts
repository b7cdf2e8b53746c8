// What the cart and the checkout show of the campaigns (docs/product.md#discount-codes): only what the server priced
// for exactly the cart on screen and the code applied. The browser's own sums (cartTotals) never hold a discount.
import { type CartCampaign, type CartItem, cartLineKey, cartTotals, type CartTotals, NO_CART_CAMPAIGN, type PricedCart } from "./cart";
import type { ShippingRule } from "./shop-settings";

type SignedLine = Pick<CartItem, "productId" | "variantId" | "personal" | "quantity">;

/** What a pricing was for: the lines (variant, personal values, quantity, in any order) and the code. */
export function pricingSignature(lines: readonly SignedLine[], code: string | null): string {
  const parts = lines.map((line) => `${cartLineKey(line)}×${line.quantity}`).sort();
  return JSON.stringify([parts, code ?? ""]);
}

/** A server's pricing with what it was for (pricingSignature of its lines and the code it was asked with). */
export interface SignedPricing {
  priced: PricedCart;
  signature: string;
}

export function signPricing(priced: PricedCart, code: string | null): SignedPricing {
  return { priced, signature: pricingSignature(priced.lines, code) };
}

export interface ShownPricing {
  totals: CartTotals;
  campaign: CartCampaign;
  /** Whether the figures are the server's for this very cart and code (false: the browser's sums, no discount). */
  fresh: boolean;
}

/**
 * The totals and campaigns to show for `items` with `code`: the first of `pricings` made for exactly these lines and
 * this code; otherwise the browser's own sums without any discount (until the server answers again).
 */
export function shownPricing(
  items: readonly CartItem[],
  rule: ShippingRule,
  code: string | null,
  pricings: readonly (SignedPricing | null | undefined)[],
): ShownPricing {
  const wanted = pricingSignature(items, code);
  const match = pricings.find((pricing) => pricing && pricing.signature === wanted);
  if (match) return { totals: match.priced.totals, campaign: match.priced.campaign, fresh: true };
  return { totals: cartTotals(items, rule), campaign: NO_CART_CAMPAIGN, fresh: false };
}

/** The discount a line received (all campaigns together), 0 for none. */
export function lineDiscountOf(campaign: CartCampaign, line: Pick<CartItem, "productId" | "variantId" | "personal">): number {
  return campaign.lineDiscounts[cartLineKey(line)] ?? 0;
}
