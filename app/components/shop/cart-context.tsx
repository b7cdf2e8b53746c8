// The shopper's cart, kept in local storage under the key `cart` (docs/product.md#cart-rules). Every component that reads it
// re-renders on each change, in this tab and in others (the `storage` event).
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore } from "react";
import { type AddResult, addToCartCounted, CART_STORAGE_KEY, type CartItem, cartItemCount, parseStoredCart, removeFromCart, setCartQuantity } from "~/lib/cart";
import { serializeCartCookie } from "~/lib/cart-cookie";

const EMPTY: CartItem[] = [];
const listeners = new Set<() => void>();
let snapshot: { raw: string | null; items: CartItem[] } = { raw: null, items: EMPTY };

function readCart(): CartItem[] {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return snapshot.items;
  }
  if (raw !== snapshot.raw) snapshot = { raw, items: parseStoredCart(raw) };
  return snapshot.items;
}

function writeCart(items: CartItem[]) {
  document.cookie = serializeCartCookie(items, { seenPrices: true });
  try {
    if (items.length === 0) window.localStorage.removeItem(CART_STORAGE_KEY);
    else window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Storage full or disabled: the cart still works for this page view.
    snapshot = { raw: null, items };
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export interface CartApi {
  items: CartItem[];
  /** Pieces in the cart. Money totals need the shop's shipping rule: cartTotals(items, rule). */
  itemCount: number;
  /** Adds and tells how many pieces went in (0 when the line already held the stock or the limit). */
  add(item: CartItem): Omit<AddResult, "items">;
  /** Sets the quantity of the line with that key (lib/cart.ts cartLineKey: its variant, else its product). */
  setQuantity(key: string, quantity: number): void;
  /** Removes the line with that key (cartLineKey). */
  remove(key: string): void;
  replace(items: CartItem[]): void;
  clear(): void;
}

const CartContext = createContext<CartApi | null>(null);

export function CartProvider({ children }: { children: React.ReactNode }) {
  const items = useSyncExternalStore(subscribe, readCart, () => EMPTY);
  // Keep the cookie mirror in step with local storage (it may have expired, or been changed without JavaScript).
  useEffect(() => {
    document.cookie = serializeCartCookie(readCart(), { seenPrices: true });
  }, []);
  const api = useMemo<CartApi>(
    () => ({
      items,
      itemCount: cartItemCount(items),
      add: (item) => {
        const { items: next, ...result } = addToCartCounted(readCart(), item);
        writeCart(next);
        return result;
      },
      setQuantity: (key, quantity) => writeCart(setCartQuantity(readCart(), key, quantity)),
      remove: (key) => writeCart(removeFromCart(readCart(), key)),
      replace: (next) => writeCart(next),
      clear: () => writeCart([]),
    }),
    [items],
  );
  return <CartContext.Provider value={api}>{children}</CartContext.Provider>;
}

export function useCart(): CartApi {
  const cart = useContext(CartContext);
  if (!cart) throw new Error("useCart must be used inside <CartProvider>");
  return cart;
}
