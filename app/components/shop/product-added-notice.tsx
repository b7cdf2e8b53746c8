// The product cards' "added to cart" notice: one announced status line with a link to the cart, shared by every
// card on the page, telling the same truth as the product page when nothing could be added (docs/product.md#product-list).
import { useEffect, useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import type { AddResult } from "~/lib/cart";
import { productAddedText } from "~/lib/i18n/product-added";
import { ShopIcon } from "./shop-icon";

/** How long the notice stays before it closes by itself, counted again once the pointer or focus leaves it (WCAG 2.2.1). */
export const ADDED_NOTICE_MS = 6000;

/** What the shopper is told when fewer pieces than asked went in; null when all did (docs/product.md#cart-limits). */
export function heldBackMessage({ added, heldBackBy }: Omit<AddResult, "items">): string | null {
  if (heldBackBy === null) return null;
  const reason = heldBackBy === "stock" ? productAddedText.stockFull : productAddedText.lineLimitFull;
  return added > 0 ? `${productAddedText.addedSome(added)} ${reason}` : reason;
}

let current: { text: string; added: boolean; id: number } | null = null;
const listeners = new Set<() => void>();
/** The one mounted notice that shows (a page may hold several product grids). */
let owner: object | null = null;

function publish(next: typeof current) {
  current = next;
  for (const listener of listeners) listener();
}

/** Shows the notice for a card's add: "… sepete eklendi." or why nothing (or less) went in. */
export function showAddedNotice(productName: string, result: Omit<AddResult, "items">) {
  publish({ text: heldBackMessage(result) ?? productAddedText.addedNamed(productName), added: result.added > 0, id: (current?.id ?? 0) + 1 });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function ProductAddedNotice() {
  const notice = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  const [isOwner, setIsOwner] = useState(false);
  useEffect(() => {
    if (owner) return;
    const me = {};
    owner = me;
    setIsOwner(true);
    return () => {
      if (owner === me) owner = null;
      current = null;
    };
  }, []);
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const reading = held.pointer || held.focus;
  useEffect(() => {
    if (!notice || reading) return;
    const timer = window.setTimeout(() => publish(null), ADDED_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice, reading]);
  if (!isOwner) return null;
  return (
    // Present (empty) from hydration on, so screen readers announce what appears in it.
    <div role="status" className="added-notice" data-testid="added-notice">
      {notice && (
        <p
          onPointerEnter={() => setHeld((h) => ({ ...h, pointer: true }))}
          onPointerLeave={() => setHeld((h) => ({ ...h, pointer: false }))}
          onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) setHeld((h) => ({ ...h, focus: false }));
          }}
        >
          <ShopIcon name={notice.added ? "check" : "cart-plain"} className="h-5 w-5 shrink-0 text-emerald-300" />
          <span>{notice.text}</span>
          <Link to="/cart" className="shrink-0 font-semibold underline">
            {productAddedText.goToCart}
          </Link>
          <button type="button" onClick={() => publish(null)} aria-label={productAddedText.closeNotice} className="-m-2 shrink-0 p-2">
            <ShopIcon name="close" className="h-4 w-4" />
          </button>
        </p>
      )}
    </div>
  );
}
