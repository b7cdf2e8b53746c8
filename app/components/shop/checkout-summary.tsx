import { Loader2, Lock } from "lucide-react";
import { type CartItem, cartTotals } from "~/lib/cart";
import { checkoutText as t } from "~/lib/i18n/checkout";
import { formatKurus } from "~/lib/money";
import { CartTotalsList } from "./cart-totals";

/** The checkout's order summary: each line with its total, the totals, and the button that places the order. */
export function CheckoutSummary({ lines, submitting }: { lines: CartItem[]; submitting: boolean }) {
  const totals = cartTotals(lines);
  return (
    <aside aria-labelledby="checkout-summary" className="h-fit rounded-2xl border border-gray-200 p-5">
      <h2 id="checkout-summary" className="text-lg font-bold">{t.summary}</h2>
      <ul className="mt-3 divide-y divide-gray-100 text-sm">
        {lines.map((line) => (
          <li key={line.productId} className="flex justify-between gap-3 py-2">
            <span>
              {line.productName} <span className="text-gray-700">× {line.quantity}</span>
            </span>
            <span className="font-semibold">{formatKurus(line.price * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <CartTotalsList totals={totals} testIdPrefix="checkout" className="mt-3 space-y-2 border-t border-gray-200 pt-3 text-sm" />
      <button
        type="submit"
        disabled={submitting}
        className="mt-5 flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-brand-600 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-80"
      >
        {submitting ? <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" /> : <Lock aria-hidden="true" className="h-5 w-5" />}
        {submitting ? t.placing : t.placeOrder}
      </button>
      <p className="mt-3 text-center text-xs text-gray-700">{t.securePayment}</p>
    </aside>
  );
}
