// What changed in a cart when the server priced it again (docs/product.md#price-re-check): the cart page's
// and the checkout's notices, line by line. Apart from lib/cart.ts, which every page loads with the header's
// cart, because only the cart and the checkout need it.
import { type CartItem, cartLineKey, type RemovedReason } from "./cart";
import { personalKey, type PersonalValues } from "./personalisation";

/** Which line a change concerns: its product, and its variant when the line names one (cartLineKey). */
interface ChangedLine {
  productId: string;
  variantId?: string;
  productName: string;
  /** The line's options ("Boyut: 180 cm"), told after the name; absent or "" for a product without options. */
  variantLabel?: string;
  /** A personalised line's values: they tell its line from the same variant's other lines (cartLineKey). */
  personal?: PersonalValues;
}

export type CartChange = ChangedLine &
  (
    | { kind: "priceChanged"; from: number; to: number }
    | { kind: "shippingChanged" }
    | { kind: "stockReduced"; quantity: number; from: number }
    | { kind: "soldOut" }
    | { kind: "unavailable" }
    | { kind: "personalisation" }
  );

/**
 * A line as the shopper last saw it. From local storage every field is there; from the cookie (no JavaScript)
 * only the ids, the quantity and perhaps the seen price, so a removed product's name comes from `names`.
 */
export type SeenCartLine = Pick<CartItem, "productId" | "quantity"> &
  Partial<Pick<CartItem, "variantId" | "variantLabel" | "productName" | "price" | "shippingCost" | "personal">>;

/** The line's ids and its label, without keys left undefined (the changes compare equal to plain objects). */
function changedLine(line: { productId: string; variantId?: string; variantLabel?: string; personal?: PersonalValues }, productName: string): ChangedLine {
  return {
    productId: line.productId,
    ...(line.variantId ? { variantId: line.variantId } : {}),
    productName,
    ...(line.variantLabel ? { variantLabel: line.variantLabel } : {}),
    ...(line.personal && Object.keys(line.personal).length > 0 ? { personal: line.personal } : {}),
  };
}

/**
 * What changed between the cart the shopper had and the cart as the server priced it just now, line by line
 * (cartLineKey). A line from before variants (no variant id) is the priced line of its product's one variant.
 */
export function describeCartChanges(
  before: readonly SeenCartLine[],
  after: { lines: readonly CartItem[]; removed: readonly { productId: string; variantId?: string; personal?: PersonalValues; reason: RemovedReason }[] },
  names: ReadonlyMap<string, string> = new Map(),
  unnamed = "",
): CartChange[] {
  const changes: CartChange[] = [];
  const now = new Map(after.lines.map((line) => [cartLineKey(line), line]));
  for (const old of before) {
    const key = cartLineKey(old);
    const removal = after.removed.find((r) => cartLineKey(r) === key);
    if (removal) {
      changes.push({ kind: removal.reason, ...changedLine(old, old.productName ?? names.get(old.productId) ?? unnamed) });
      continue;
    }
    const line =
      now.get(key) ??
      (old.variantId ? undefined : after.lines.find((l) => l.productId === old.productId && personalKey(l.personal) === personalKey(old.personal)));
    if (!line) continue;
    const changed = changedLine(line, line.productName);
    if (old.price !== undefined && line.price !== old.price) changes.push({ kind: "priceChanged", ...changed, from: old.price, to: line.price });
    if (old.shippingCost !== undefined && line.shippingCost !== old.shippingCost) changes.push({ kind: "shippingChanged", ...changed });
    if (line.quantity < old.quantity) changes.push({ kind: "stockReduced", ...changed, quantity: line.quantity, from: old.quantity });
  }
  return changes;
}

/** The changes that concern one line (by its cartLineKey), and the removals (which no longer have a line of their own). */
export function changesOfLine(changes: readonly CartChange[], key: string): CartChange[] {
  return changes.filter((change) => cartLineKey(change) === key);
}

export function removals(changes: readonly CartChange[]): CartChange[] {
  return changes.filter((change) => change.kind === "soldOut" || change.kind === "unavailable" || change.kind === "personalisation");
}
