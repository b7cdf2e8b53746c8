import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { type CartItem, cartLineKey, cartRequestLine, type PricedCart } from "~/lib/cart";
import { type CartChange, describeCartChanges } from "~/lib/cart-changes";
import { pricingSignature, type SignedPricing, signPricing } from "~/lib/cart-discounts";
import { useCart } from "./cart-context";

/** How long the cart waits after a change (a few taps on the stepper) before asking the server again. */
const RECHECK_DELAY_MS = 250;

/** The server's changes (told from the cookie) and the browser's (told from local storage), each told once. */
function mergeChanges(fromServer: readonly CartChange[], fromBrowser: readonly CartChange[]): CartChange[] {
  const key = (change: CartChange) => `${cartLineKey(change)} ${change.kind}`;
  const browserKeys = new Set(fromBrowser.map(key));
  return [...fromServer.filter((change) => !browserKeys.has(key(change))), ...fromBrowser];
}

/**
 * The cart lives in the browser; when the cart page opens, the server prices it again from the database (current
 * prices, shipping, stock, the campaigns and the shopper's discount `code`, via /api/cart) and the stored cart is
 * updated, with the changes listed for the notices (docs/product.md#price-re-check). `serverLines` and `serverChanges`
 * are the cart the server read from the cookie for the first HTML and what it found changed; they stand until the
 * re-check answers. Each later change of the cart (a quantity, a line removed) or of the code asks the server again,
 * so that a discount shown is always the one the server gives this cart: `pricings` are the server's answers, the
 * page's own (`serverPriced`) included, to pick from with shownPricing (lib/cart-discounts.ts).
 */
export function useRecheckedCart(
  serverLines: CartItem[],
  serverChanges: readonly CartChange[] = [],
  options: { code?: string | null; serverPriced?: PricedCart } = {},
) {
  const code = options.code ?? null;
  const cart = useCart();
  const fetcher = useFetcher<PricedCart>();
  const [hydrated, setHydrated] = useState(false);
  const [changes, setChanges] = useState<CartChange[]>([...serverChanges]);
  // The changes the page's first HTML told: the loaders' revalidation after the re-check reads a cookie the
  // browser has since marked as seen, and may land before the re-check's answer is handled.
  const [firstServerChanges] = useState(serverChanges);
  const sent = useRef<{ items: typeof cart.items; code: string | null; signature: string } | null>(null);
  const [answer, setAnswer] = useState<SignedPricing | null>(null);
  // Once per page view: the cart and the loader's lines change afterwards (revalidation), and are not adopted again.
  const adopted = useRef(false);
  const handled = useRef<unknown>(null);
  // Whether the first re-check has answered (it replaces the stored cart); and what was last sent.
  const [answered, setAnswered] = useState(false);
  const [sentSignature, setSentSignature] = useState<string | null>(null);

  useEffect(() => {
    if (adopted.current) return;
    adopted.current = true;
    // A cart filled without JavaScript exists only in the cookie: adopt it.
    if (cart.items.length === 0 && serverLines.length > 0) cart.replace(serverLines);
    setHydrated(true);
  }, [cart, serverLines]);

  const wanted = pricingSignature(cart.items, code);
  const serverPricing = options.serverPriced ? signPricing(options.serverPriced, code) : null;
  useEffect(() => {
    if (!hydrated || cart.items.length === 0 || sentSignature === wanted) return;
    // The first re-check goes at once; later, an answer may already price this cart (the server changed the cart to what
    // it priced), or the page's own pricing may (a code just applied: the loader priced the cookie's cart).
    if (sentSignature !== null && (answer?.signature === wanted || serverPricing?.signature === wanted)) return;
    const items = cart.items;
    const submit = () => {
      sent.current = { items, code, signature: wanted };
      setSentSignature(wanted);
      fetcher.submit(
        { items: items.map((line) => ({ ...cartRequestLine(line) })), code },
        { method: "post", action: "/api/cart", encType: "application/json" },
      );
    };
    if (sentSignature === null) return submit();
    const timer = setTimeout(submit, RECHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hydrated, cart.items, code, wanted, sentSignature, answer?.signature, serverPricing?.signature, fetcher]);

  useEffect(() => {
    const priced = fetcher.data;
    if (!priced || !sent.current || !("lines" in priced) || handled.current === priced || fetcher.state !== "idle") return;
    handled.current = priced;
    setAnswer(signPricing(priced, sent.current.code));
    // The first answer fills the stored cart and tells what changed; later ones only price the cart as the shopper changed it.
    if (answered) return;
    setAnswered(true);
    setChanges(mergeChanges(firstServerChanges, describeCartChanges(sent.current.items, priced)));
    cart.replace(priced.lines);
  }, [fetcher.data, fetcher.state, answered, firstServerChanges, cart]);

  // Waiting for the first answer, for an answer on its way, or for a change to be sent that no answer prices yet.
  const unpriced = sentSignature !== wanted && answer?.signature !== wanted && serverPricing?.signature !== wanted;
  const checking = hydrated && cart.items.length > 0 && (!answered || fetcher.state !== "idle" || unpriced);
  const pricings = hydrated ? [answer, serverPricing] : [serverPricing];
  return { cart, changes, checking, hydrated, pricings };
}
