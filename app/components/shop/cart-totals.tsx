import type { CartCampaign, CartTotals } from "~/lib/cart";
import { cartDiscountText, cartText } from "~/lib/i18n/cart";
import { discountCodeText } from "~/lib/i18n/campaigns";
import { vatText } from "~/lib/i18n/vat";
import { formatKurus } from "~/lib/money";

/**
 * Subtotal, shipping (or "Ücretsiz"), each campaign's discount ("İndirim (SEVGILI20)", "Kargo indirimi (…)") and the
 * total after them, as the cart's and the checkout's summaries show them. `discounts` only as the server priced them.
 */
export function CartTotalsList({
  totals,
  discounts = [],
  testIdPrefix,
  className,
}: {
  totals: CartTotals;
  discounts?: CartCampaign["discounts"];
  testIdPrefix: "cart" | "checkout";
  className: string;
}) {
  return (
    <dl className={className}>
      <div className="flex justify-between">
        <dt>{cartText.subtotal}</dt>
        <dd data-testid={`${testIdPrefix}-subtotal`}>{formatKurus(totals.subtotal)}</dd>
      </div>
      <div className="flex justify-between">
        <dt>{cartText.shipping}</dt>
        <dd data-testid={`${testIdPrefix}-shipping`}>{totals.shipping === 0 ? cartText.free : formatKurus(totals.shipping)}</dd>
      </div>
      {discounts.map((discount) => (
        <div
          key={`${discount.campaignId}-${discount.target}`}
          className="flex justify-between gap-3 font-semibold text-emerald-800"
          data-testid={`${testIdPrefix}-discount`}
        >
          <dt className="min-w-0 break-words">
            {discount.target === "shipping" ? discountCodeText.shippingDiscountLine(discount.label) : discountCodeText.discountLine(discount.label)}
          </dt>
          <dd className="shrink-0">{cartDiscountText.minus(formatKurus(discount.amountKurus))}</dd>
        </div>
      ))}
      <div className="flex justify-between border-t border-gray-200 pt-2 text-base font-bold">
        {/* The checkout's summary says what the total includes (docs/product.md#vat). */}
        <dt>{testIdPrefix === "checkout" ? vatText.totalIncludingVat : cartText.total}</dt>
        <dd data-testid={`${testIdPrefix}-total`}>{formatKurus(totals.total)}</dd>
      </div>
    </dl>
  );
}
