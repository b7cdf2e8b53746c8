// The notices of what the server's re-check changed in a cart (docs/product.md#price-re-check): a summary at the
// top of the cart, and beside each line what happened to it, in the cart and at checkout.
import { cartLineKey, cartLineName } from "~/lib/cart";
import { type CartChange, removals } from "~/lib/cart-changes";
import { cartLineChangeText, cartText } from "~/lib/i18n/cart";
import { formatKurus } from "~/lib/money";

/** One change as the summary says it, with the product's name. */
function summaryText(change: CartChange): string {
  const name = cartLineName(change);
  switch (change.kind) {
    case "priceChanged":
      return cartText.priceChanged(name, formatKurus(change.from), formatKurus(change.to));
    case "shippingChanged":
      return cartText.shippingChanged(name);
    case "stockReduced":
      return cartText.stockReduced(name, change.quantity);
    case "soldOut":
      return cartText.soldOut(name);
    case "unavailable":
      return cartText.unavailable(name);
    case "personalisation":
      return cartText.personalisation(name);
  }
}

/** One change as the line it concerns says it (the name is already there). */
function lineText(change: CartChange): string {
  const t = cartLineChangeText;
  switch (change.kind) {
    case "priceChanged":
      return (change.to > change.from ? t.priceRaised : t.priceLowered)(formatKurus(change.from), formatKurus(change.to));
    case "shippingChanged":
      return t.shippingChanged;
    case "stockReduced":
      return t.stockReduced(change.from, change.quantity);
    case "soldOut":
      return t.soldOut;
    case "unavailable":
      return t.unavailable;
    case "personalisation":
      return t.personalisation;
  }
}

/** The cart page's summary of every change, above the lines. */
export function CartChangesNotice({ changes }: { changes: readonly CartChange[] }) {
  if (changes.length === 0) return null;
  return (
    <div role="status" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900" data-testid="cart-changes">
      <p className="font-semibold">{cartText.changedNotice}</p>
      <ul className="mt-1 list-disc pl-5">
        {changes.map((change) => (
          <li key={`${cartLineKey(change)}-${change.kind}`}>{summaryText(change)}</li>
        ))}
      </ul>
    </div>
  );
}

/** Under one line: what changed in it. */
export function CartLineChanges({ changes, className = "" }: { changes: readonly CartChange[]; className?: string }) {
  if (changes.length === 0) return null;
  return (
    <ul className={`rounded-md border border-amber-300 bg-amber-50 px-2 py-1 text-sm text-amber-900 ${className}`} data-testid="cart-line-changes">
      {changes.map((change) => (
        <li key={change.kind}>{lineText(change)}</li>
      ))}
    </ul>
  );
}

/** The lines that left the cart (sold out, no longer sold), where they stood, each with its reason. */
export function RemovedCartLines({ changes, className }: { changes: readonly CartChange[]; className: string }) {
  return removals(changes).map((change) => (
    <li key={cartLineKey(change)} className={className} data-testid="cart-removed-line">
      <p className="font-semibold text-gray-800">
        <span className="line-through decoration-gray-400">{cartLineName(change)}</span>
        <span className="ml-2 rounded-full bg-gray-100 px-2 py-0.5 text-xs font-bold text-gray-700">{cartLineChangeText.removedLabel}</span>
      </p>
      <CartLineChanges changes={[change]} className="mt-1" />
    </li>
  ));
}
