import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { type CartItem, cartLineKey, cartRequestLine, type PricedCart } from "~/lib/cart";
import { type CartChange, describeCartChanges } from "~/lib/cart-changes";
import { useCart } from "./cart-context";

/** The server's changes (told from the cookie) and the browser's (told from local storage), each told once. */
function mergeChanges(fromServer: readonly CartChange[], fromBrowser: readonly CartChange[]): CartChange[] {
  const key = (change: CartChange) => `${cartLineKey(change)} ${change.kind}`;
  const browserKeys = new Set(fromBrowser.map(key));
  return [...fromServer.filter((change) => !browserKeys.has(key(change))), ...fromBrowser];
}

/**
 * The cart lives in the browser; when the cart or checkout page opens, the server prices it again from the
 * database (current prices, shipping, stock, via /api/cart) and the stored cart is updated, with the changes
 * listed for the notices (docs/product.md#price-re-check). `serverLines` and `serverChanges` are the cart the
 * server read from the cookie for the first HTML and what it found changed; they stand until the re-check answers.
 */
export function useRecheckedCart(serverLines: CartItem[], serverChanges: readonly CartChange[] = []) {
  const cart = useCart();
  const fetcher = useFetcher<PricedCart>();
  const [hydrated, setHydrated] = useState(false);
  const [changes, setChanges] = useState<CartChange[]>([...serverChanges]);
  // The changes the page's first HTML told: the loaders' revalidation after the re-check reads a cookie the
  // browser has since marked as seen, and may land before the re-check's answer is handled.
  const [firstServerChanges] = useState(serverChanges);
  const sent = useRef<typeof cart.items | null>(null);
  // Once per page view: the cart and the loader's lines change afterwards (revalidation), and are not adopted again.
  const adopted = useRef(false);
  const handled = useRef<unknown>(null);

  useEffect(() => {
    if (adopted.current) return;
    adopted.current = true;
    // A cart filled without JavaScript exists only in the cookie: adopt it.
    if (cart.items.length === 0 && serverLines.length > 0) cart.replace(serverLines);
    setHydrated(true);
  }, [cart, serverLines]);

  useEffect(() => {
    if (!hydrated || sent.current || cart.items.length === 0) return;
    sent.current = cart.items;
    fetcher.submit({ items: cart.items.map((line) => ({ ...cartRequestLine(line) })) }, { method: "post", action: "/api/cart", encType: "application/json" });
  }, [hydrated, cart.items, fetcher]);

  useEffect(() => {
    const priced = fetcher.data;
    if (!priced || !sent.current || !("lines" in priced) || handled.current === priced) return;
    // Once per answer: the cart it fills changes afterwards and is not replaced again.
    handled.current = priced;
    setChanges(mergeChanges(firstServerChanges, describeCartChanges(sent.current, priced)));
    cart.replace(priced.lines);
  }, [fetcher.data, firstServerChanges, cart]);

  const checking = hydrated && cart.items.length > 0 && !fetcher.data;
  return { cart, changes, checking, hydrated };
}
