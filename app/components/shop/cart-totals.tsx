import type { CartTotals } from "~/lib/cart";
import { cartText } from "~/lib/i18n/cart";
import { formatKurus } from "~/lib/money";

/** Subtotal, shipping (or "Ücretsiz") and total, as the cart's and the checkout's summaries show them. */
export function CartTotalsList({ totals, testIdPrefix, className }: { totals: CartTotals; testIdPrefix: "cart" | "checkout"; className: string }) {
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
      <div className="flex justify-between border-t border-gray-200 pt-2 text-base font-bold">
        <dt>{cartText.total}</dt>
        <dd data-testid={`${testIdPrefix}-total`}>{formatKurus(totals.total)}</dd>
      </div>
    </dl>
  );
}
