import { lazy, Suspense } from "react";
import { type CartCampaign, type CartItem, cartLineKey, type CartTotals } from "~/lib/cart";
import { lineDiscountOf } from "~/lib/cart-discounts";
import { type CartChange, changesOfLine } from "~/lib/cart-changes";
import { cartDiscountText, cartLineChangeText } from "~/lib/i18n/cart";
import { checkoutText as t } from "~/lib/i18n/checkout";
import { formatKurus } from "~/lib/money";
import { CartTotalsList } from "./cart-totals";
import { PersonalLine } from "./personal-line";
import { ShopIcon } from "./shop-icon";

// What the server's re-check changed is rare at checkout: the server renders it with the page, the browser
// loads its code after the page's first JavaScript.
const CartLineChanges = import.meta.env.SSR
  ? (await import("./cart-changes")).CartLineChanges
  : lazy(() => import("./cart-changes").then((module) => ({ default: module.CartLineChanges })));
const RemovedCartLines = import.meta.env.SSR
  ? (await import("./cart-changes")).RemovedCartLines
  : lazy(() => import("./cart-changes").then((module) => ({ default: module.RemovedCartLines })));

/**
 * The checkout's order summary: each line with its total, its discount and what changed in it, the totals with the
 * campaigns' discounts, the discount code (`discountCode`), the consent box (`children`) and the button that places the order.
 */
export function CheckoutSummary({
  lines,
  changes,
  submitting,
  totals,
  campaign,
  discountCode,
  children,
}: {
  lines: CartItem[];
  changes: readonly CartChange[];
  submitting: boolean;
  /** As shownPricing gave them: the server's for these lines and code, else the browser's sums without discounts. */
  totals: CartTotals;
  campaign: CartCampaign;
  discountCode?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <aside aria-labelledby="checkout-summary" className="h-fit rounded-2xl border border-gray-200 p-5 lg:sticky lg:top-24">
      <h2 id="checkout-summary" className="text-lg font-bold">
        {t.summary}
      </h2>
      {changes.length > 0 && (
        <p role="status" className="mt-2 text-sm font-semibold text-amber-900" data-testid="checkout-changes">
          {cartLineChangeText.checkoutNotice}
        </p>
      )}
      <ul className="mt-3 divide-y divide-gray-100 text-sm">
        {lines.map((line) => {
          const lineChanges = changesOfLine(changes, cartLineKey(line));
          return (
            <li key={cartLineKey(line)} className="py-2" data-testid="checkout-line">
              <div className="flex justify-between gap-3">
                <span>
                  {line.productName} <span className="text-gray-700">× {line.quantity}</span>
                  {line.variantLabel ? (
                    <span className="block text-xs text-gray-700" data-testid="checkout-line-variant">
                      {line.variantLabel}
                    </span>
                  ) : null}
                </span>
                <span className="shrink-0 text-right font-semibold">
                  {formatKurus(line.price * line.quantity)}
                  {lineDiscountOf(campaign, line) > 0 && (
                    <span className="block text-xs text-emerald-800" data-testid="checkout-line-discount">
                      {cartDiscountText.lineDiscount(formatKurus(lineDiscountOf(campaign, line)))}
                    </span>
                  )}
                </span>
              </div>
              <PersonalLine view={line.personalView} compact />
              {lineChanges.length > 0 && (
                <Suspense>
                  <CartLineChanges changes={lineChanges} className="mt-1" />
                </Suspense>
              )}
            </li>
          );
        })}
        {changes.length > 0 && (
          <Suspense>
            <RemovedCartLines changes={changes} className="py-2" />
          </Suspense>
        )}
      </ul>
      <CartTotalsList totals={totals} discounts={campaign.discounts} testIdPrefix="checkout" className="mt-3 space-y-2 border-t border-gray-200 pt-3 text-sm" />
      {discountCode && <div className="mt-4">{discountCode}</div>}
      <div className="mt-4 border-t border-gray-200 pt-4">{children}</div>
      <button
        type="submit"
        disabled={submitting}
        className="mt-5 flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-brand-600 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-80"
      >
        {submitting ? <ShopIcon name="spinner" className="h-5 w-5 animate-spin" /> : <ShopIcon name="lock" className="h-5 w-5" />}
        {submitting ? t.placing : t.placeOrder}
      </button>
      <p className="mt-3 text-center text-xs text-gray-700">{t.securePayment}</p>
    </aside>
  );
}
