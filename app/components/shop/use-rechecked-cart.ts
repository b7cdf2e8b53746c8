import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { CartItem, PricedCart } from "~/lib/cart";
import { type CartChange, describeCartChanges } from "~/lib/cart-changes";
import { useCart } from "./cart-context";

/**
 * The cart lives in the browser; when the cart page opens, the server prices it again from the database
 * (current prices, shipping, stock, via /api/cart) and the stored cart is updated, with the changes listed
 * for a notice. `serverLines` is the cart the server read from the cookie for the first HTML.
 */
export function useRecheckedCart(serverLines: CartItem[]) {
  const cart = useCart();
  const fetcher = useFetcher<PricedCart>();
  const [hydrated, setHydrated] = useState(false);
  const [changes, setChanges] = useState<CartChange[]>([]);
  const sent = useRef<typeof cart.items | null>(null);

  useEffect(() => {
    // A cart filled without JavaScript exists only in the cookie: adopt it.
    if (cart.items.length === 0 && serverLines.length > 0) cart.replace(serverLines);
    setHydrated(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!hydrated || sent.current || cart.items.length === 0) return;
    sent.current = cart.items;
    fetcher.submit(
      { items: cart.items.map(({ productId, quantity }) => ({ productId, quantity })) },
      { method: "post", action: "/api/cart", encType: "application/json" },
    );
  }, [hydrated, cart.items, fetcher]);

  useEffect(() => {
    const priced = fetcher.data;
    if (!priced || !sent.current || !("lines" in priced)) return;
    setChanges(describeCartChanges(sent.current, priced));
    cart.replace(priced.lines);
    // Only once per page view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data]);

  const checking = hydrated && cart.items.length > 0 && !fetcher.data;
  return { cart, changes, checking, hydrated };
}
