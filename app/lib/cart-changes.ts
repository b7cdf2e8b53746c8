// What changed in a cart when the server priced it again (docs/product.md#price-re-check): the cart page's
// and the checkout's notices, line by line. Apart from lib/cart.ts, which every page loads with the header's
// cart, because only the cart and the checkout need it.
import type { CartItem, RemovedReason } from "./cart";

export type CartChange =
  | { kind: "priceChanged"; productId: string; productName: string; from: number; to: number }
  | { kind: "shippingChanged"; productId: string; productName: string }
  | { kind: "stockReduced"; productId: string; productName: string; quantity: number; from: number }
  | { kind: "soldOut"; productId: string; productName: string }
  | { kind: "unavailable"; productId: string; productName: string };

/**
 * A line as the shopper last saw it. From local storage every field is there; from the cookie (no JavaScript)
 * only the id, the quantity and perhaps the seen price, so a removed product's name comes from `names`.
 */
export type SeenCartLine = Pick<CartItem, "productId" | "quantity"> & Partial<Pick<CartItem, "productName" | "price" | "shippingCost">>;

/** What changed between the cart the shopper had and the cart as the server priced it just now. */
export function describeCartChanges(
  before: readonly SeenCartLine[],
  after: { lines: readonly CartItem[]; removed: readonly { productId: string; reason: RemovedReason }[] },
  names: ReadonlyMap<string, string> = new Map(),
  unnamed = "",
): CartChange[] {
  const changes: CartChange[] = [];
  const now = new Map(after.lines.map((line) => [line.productId, line]));
  for (const old of before) {
    const { productId } = old;
    const removal = after.removed.find((r) => r.productId === productId);
    if (removal) {
      changes.push({ kind: removal.reason, productId, productName: old.productName ?? names.get(productId) ?? unnamed });
      continue;
    }
    const line = now.get(productId);
    if (!line) continue;
    const productName = line.productName;
    if (old.price !== undefined && line.price !== old.price) changes.push({ kind: "priceChanged", productId, productName, from: old.price, to: line.price });
    if (old.shippingCost !== undefined && line.shippingCost !== old.shippingCost) changes.push({ kind: "shippingChanged", productId, productName });
    if (line.quantity < old.quantity) changes.push({ kind: "stockReduced", productId, productName, quantity: line.quantity, from: old.quantity });
  }
  return changes;
}

/** The changes that concern one line, and the removals (which no longer have a line of their own). */
export function changesOfLine(changes: readonly CartChange[], productId: string): CartChange[] {
  return changes.filter((change) => change.productId === productId);
}

export function removals(changes: readonly CartChange[]): CartChange[] {
  return changes.filter((change) => change.kind === "soldOut" || change.kind === "unavailable");
}
