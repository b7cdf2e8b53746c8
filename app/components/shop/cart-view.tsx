import { Link } from "react-router";
import { type CartItem, cartLineKey, type PricedCart } from "~/lib/cart";
import { lineDiscountOf, shownPricing } from "~/lib/cart-discounts";
import type { ShippingRule } from "~/lib/shop-settings";
import { type CartChange, changesOfLine } from "~/lib/cart-changes";
import { cartText } from "~/lib/i18n/cart";
import { CartChangesNotice, RemovedCartLines } from "./cart-changes";
import { CartLine } from "./cart-line";
import { CartTotalsList } from "./cart-totals";
import { DiscountCodeForm } from "./discount-code-form";
import { OfferHints } from "./offer-hints";
import { FreeShippingProgressLine } from "./free-shipping-progress";
import { useRecheckedCart } from "./use-rechecked-cart";
import { ShopIcon } from "./shop-icon";

/**
 * The cart page's content: its lines, a notice of what the server's re-check changed, and the summary with the
 * discount code and the campaigns (docs/product.md#discount-codes), only ever as the server priced this very cart.
 */
export function CartView({
  serverLines,
  serverChanges = [],
  shippingRule,
  serverPriced,
  code = null,
  codeError,
}: {
  serverLines: CartItem[];
  serverChanges?: readonly CartChange[];
  /** The shop's shipping rule (the shop layout's data): the same rule the server prices with. */
  shippingRule: ShippingRule;
  /** The cart as the page's loader priced it (with the code): its totals and campaigns until the browser's cart differs. */
  serverPriced?: PricedCart;
  /** The discount code the shopper applied (the cookie), null for none. */
  code?: string | null;
  /** The action's refusal of a typed code (too long), without JavaScript. */
  codeError?: string;
}) {
  const { cart, changes, checking, hydrated, pricings } = useRecheckedCart(serverLines, serverChanges, { code, serverPriced });
  // Before hydration (and without JavaScript) the server's view of the cart is shown.
  const items = hydrated ? cart.items : serverLines;
  const { totals, campaign } = shownPricing(items, shippingRule, code, pricings);
  const itemsDiscount = campaign.discounts.filter((discount) => discount.target === "items").reduce((sum, discount) => sum + discount.amountKurus, 0);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-extrabold sm:text-3xl">{cartText.title}</h1>
      <CartChangesNotice changes={changes} />
      {items.length === 0 ? (
        <div className="mt-8 rounded-2xl bg-gray-50 p-10 text-center">
          <ShopIcon name="cart" className="mx-auto h-12 w-12 text-brand-500" />
          <h2 className="mt-3 text-xl font-bold">{cartText.empty}</h2>
          <p className="mt-1 text-gray-700">{cartText.emptyText}</p>
          <Link to="/products" className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700">
            {cartText.continueShopping}
          </Link>
        </div>
      ) : (
        <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_20rem]">
          <ul className="h-fit divide-y divide-gray-200 rounded-2xl border border-gray-200" aria-busy={checking}>
            {items.map((line) => (
              <CartLine
                key={cartLineKey(line)}
                line={line}
                changes={changesOfLine(changes, cartLineKey(line))}
                discountKurus={lineDiscountOf(campaign, line)}
              />
            ))}
            <RemovedCartLines changes={changes} className="p-4" />
          </ul>
          <aside aria-labelledby="cart-summary" className="h-fit rounded-2xl border border-gray-200 p-5">
            <h2 id="cart-summary" className="text-lg font-bold">
              {cartText.summary}
            </h2>
            <CartTotalsList totals={totals} discounts={campaign.discounts} testIdPrefix="cart" className="mt-4 space-y-2 text-sm" />
            {/* Shipping is measured on what the products cost after their discounts. */}
            <FreeShippingProgressLine
              subtotal={totals.subtotal - itemsDiscount}
              shipping={totals.shipping}
              rule={shippingRule}
              testId="cart-free-shipping"
              className="mt-3"
            />
            <OfferHints hints={campaign.hints} className="mt-3" />
            <div className="mt-4">
              <DiscountCodeForm code={code} outcome={campaign.code} minBasketKurus={campaign.codeMinBasketKurus} error={codeError} idPrefix="cart" />
            </div>
            {checking && (
              <p className="mt-3 flex items-center gap-2 text-xs text-gray-700" role="status">
                <ShopIcon name="spinner" className="h-4 w-4 animate-spin" /> {cartText.checking}
              </p>
            )}
            <Link to="/checkout" className="mt-5 flex min-h-12 items-center justify-center rounded-xl bg-brand-600 font-semibold text-white hover:bg-brand-700">
              {cartText.checkout}
            </Link>
            <button type="button" onClick={() => cart.clear()} className="mt-3 w-full text-sm text-gray-700 underline hover:text-brand-700">
              {cartText.clear}
            </button>
          </aside>
        </div>
      )}
    </div>
  );
}
