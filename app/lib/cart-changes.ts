// What changed in a cart when the server priced it again (the cart page's notice). Apart from lib/cart.ts,
// which every page loads with the header's cart, because only the cart page needs it.
import type { CartItem, RemovedReason } from "./cart";

export type CartChange =
  | { kind: "priceChanged"; productName: string; from: number; to: number }
  | { kind: "shippingChanged"; productName: string }
  | { kind: "stockReduced"; productName: string; quantity: number }
  | { kind: "soldOut"; productName: string }
  | { kind: "unavailable"; productName: string };

/** What changed between the cart the shopper had and the cart as the server priced it just now. */
export function describeCartChanges(
  before: readonly CartItem[],
  after: { lines: readonly CartItem[]; removed: readonly { productId: string; reason: RemovedReason }[] },
): CartChange[] {
  const changes: CartChange[] = [];
  const now = new Map(after.lines.map((line) => [line.productId, line]));
  for (const old of before) {
    const removal = after.removed.find((r) => r.productId === old.productId);
    if (removal) {
      changes.push({ kind: removal.reason, productName: old.productName });
      continue;
    }
    const line = now.get(old.productId);
    if (!line) continue;
    if (line.price !== old.price) changes.push({ kind: "priceChanged", productName: line.productName, from: old.price, to: line.price });
    if (line.shippingCost !== old.shippingCost) changes.push({ kind: "shippingChanged", productName: line.productName });
    if (line.quantity < old.quantity) changes.push({ kind: "stockReduced", productName: line.productName, quantity: line.quantity });
  }
  return changes;
}
