import type { OfferHint } from "~/lib/campaigns";
import { offerHintText } from "~/lib/i18n/campaigns";
import { ShopIcon } from "./shop-icon";

/** What the live automatic offers still need ("1 ürün daha ekleyin, en ucuzu bedava"), as the server priced the cart. */
export function OfferHints({ hints, className = "" }: { hints: readonly OfferHint[]; className?: string }) {
  if (hints.length === 0) return null;
  return (
    <ul className={`space-y-2 ${className}`}>
      {hints.map((hint) => (
        <li key={hint.campaignId} className="flex items-start gap-2 rounded-lg bg-brand-50 p-3 text-sm font-semibold text-brand-700" data-testid="offer-hint">
          <ShopIcon name="gift" className="h-5 w-5 shrink-0" />
          <span>
            <span className="block">{offerHintText(hint)}</span>
            <span className="block text-xs font-normal">{hint.label}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
