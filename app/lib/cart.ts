// Cart rules (docs/product.md#cart-rules, #cart-limits) and the one shipping rule (docs/product.md#shipping). Pure: used by the browser's cart and
// by the server when it prices a cart or places an order, so both always show the same figures.
import type { AppliedDiscount, CodeOutcome, OfferHint } from "./campaigns";
import { isUuid } from "./input";
import { MAX_PERSONAL_FIELDS, MAX_PERSONAL_TEXT_LENGTH, type PersonalImageSize, personalKey, type PersonalValues } from "./personalisation";
import type { ShippingRule } from "./shop-settings";

/** A cart line as kept in the browser's local storage under the key `cart` (docs/product.md#cart-rules). Money in kuruş. */
export interface CartItem {
  productId: string;
  /** The variant bought (docs/product.md#options-and-variants); absent in carts kept before variants, read as the product's only one. */
  variantId?: string;
  /** The chosen options, "Boyut: 180 cm" (lib/variants.ts, variantLabel); "" for a product without options. */
  variantLabel?: string;
  productName: string;
  price: number;
  originalPrice: number | null;
  shippingCost: number;
  quantity: number;
  image: string | null;
  slug?: string;
  /** Stock when the line was last checked; the stepper never goes past it. */
  stock?: number;
  /** What the buyer gave for a personalised gift (docs/product.md#personalised-gifts): texts, choices, photos' upload ids. */
  personal?: PersonalValues;
  /** The personalisation as the cart shows it, from the server's pricing (labels, texts, a signed thumbnail link). */
  personalView?: PersonalLineView[];
}

/** One personalised value of a line as screens show it. */
export interface PersonalLineView {
  fieldId: string;
  label: string;
  /** The text or choice; "" for a photo. */
  text: string;
  /** A short-lived signed link to the photo's thumbnail (a photo only). */
  imageUrl?: string;
  imageSize?: PersonalImageSize;
  /** The photo is below what its print size needs. */
  lowResolution?: boolean;
}

export interface CartTotals {
  subtotal: number;
  shipping: number;
  /** The campaigns' discounts together (docs/product.md#campaigns), priced by the server only; 0 in the browser's own sums. */
  discount: number;
  total: number;
  itemCount: number;
}

export const CART_STORAGE_KEY = "cart";
export const MAX_LINE_QUANTITY = 99;

type PricedLine = Pick<CartItem, "price" | "shippingCost" | "quantity">;

/**
 * Shipping for a cart or an order, by the owner's rule (docs/product.md#shipping): nothing for an empty cart;
 * nothing when the items come to at least `rule.freeFrom`; otherwise `rule.flatFee` ("flat") or the highest
 * shipping cost among the lines ("highest"). The one function the cart, checkout, order, payment and mails use.
 */
export function shippingFor(lines: ReadonlyArray<PricedLine>, rule: ShippingRule): number {
  const counted = lines.filter((line) => line.quantity > 0);
  if (counted.length === 0) return 0;
  const subtotal = counted.reduce((sum, line) => sum + line.price * line.quantity, 0);
  if (rule.freeFrom !== null && subtotal >= rule.freeFrom) return 0;
  if (rule.kind === "flat") return rule.flatFee;
  return counted.reduce((max, line) => Math.max(max, line.shippingCost), 0);
}

export function cartTotals(lines: ReadonlyArray<PricedLine>, rule: ShippingRule): CartTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const shipping = shippingFor(lines, rule);
  return { subtotal, shipping, discount: 0, total: subtotal + shipping, itemCount: cartItemCount(lines) };
}

export function cartItemCount(lines: ReadonlyArray<Pick<CartItem, "quantity">>): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * How far a cart is from free shipping (docs/product.md#free-shipping): null when the shop has no threshold;
 * "reached" (ships free) or the kuruş still missing.
 */
export type FreeShippingProgress = { reached: true } | { reached: false; missing: number };

export function freeShippingProgress(subtotal: number, rule: ShippingRule): FreeShippingProgress | null {
  if (rule.freeFrom === null) return null;
  return subtotal >= rule.freeFrom ? { reached: true } : { reached: false, missing: rule.freeFrom - subtotal };
}

function clampQuantity(quantity: number, stock: number | undefined): number {
  const upper = Math.min(MAX_LINE_QUANTITY, stock ?? MAX_LINE_QUANTITY);
  return Math.min(Math.floor(quantity), upper);
}

/**
 * A quantity as a visitor sent it, read strictly (docs/product.md#cart-limits): a whole decimal number,
 * either a JSON integer or a string of digits with an optional minus sign ("7", "-1", "007"). Anything
 * else is refused (null), never read leniently: "0x10" (not 16), "1e1" (not 10), true (not 1), "1.0",
 * "1.5", " 5", "+5", "". Ranges (1 to 99, the stock) are checked afterwards by the caller.
 */
export function parseQuantity(value: unknown): number | null {
  if (typeof value === "number") return Number.isInteger(value) ? value : null;
  if (typeof value !== "string" || !/^-?[0-9]+$/.test(value)) return null;
  const quantity = Number(value);
  // Hundreds of digits read as Infinity: refused rather than taken as "very many".
  return Number.isInteger(quantity) ? quantity : null;
}

/** A cart line as the browser sends it to the server: ids and a quantity, nothing to trust beyond that. */
export interface CartLineRequest {
  productId: string;
  variantId?: string;
  quantity: number;
  personal?: PersonalValues;
}

/**
 * What the browser sends of a line (to /api/cart, in the checkout's `items`): its ids, quantity and a personalised
 * gift's values, keys left out when there are none.
 */
export function cartRequestLine({ productId, variantId, quantity, personal }: CartLineRequest): CartLineRequest {
  return {
    productId,
    ...(variantId ? { variantId } : {}),
    quantity,
    ...(personal && Object.keys(personal).length > 0 ? { personal } : {}),
  };
}

/**
 * What makes two cart lines one: the variant (a line from before variants: its product) and, for a personalised gift,
 * the buyer's values: the same mug with two names is two lines.
 */
export function cartLineKey(line: Pick<CartLineRequest, "productId" | "variantId" | "personal">): string {
  const personal = personalKey(line.personal);
  return personal ? `${line.variantId ?? line.productId}~${personal}` : (line.variantId ?? line.productId);
}

/** A line's name as notices and labels say it: the product's, then its options, "Nevresim (Boyut: 180 cm)". */
export function cartLineName(line: { productName: string; variantLabel?: string }): string {
  return line.variantLabel ? `${line.productName} (${line.variantLabel})` : line.productName;
}

/**
 * One line per variant, in the order each first appears: quantities of the same variant added, capped at
 * MAX_LINE_QUANTITY, and lines that come to less than one dropped. Every cart the server reads goes through it.
 */
export function mergeCartLines(lines: readonly CartLineRequest[]): CartLineRequest[] {
  const wanted = new Map<string, CartLineRequest>();
  for (const line of lines) {
    const key = cartLineKey(line);
    const before = wanted.get(key);
    wanted.set(key, { ...line, quantity: (before?.quantity ?? 0) + line.quantity });
  }
  return [...wanted.values()].map((line) => ({ ...line, quantity: clampQuantity(line.quantity, undefined) })).filter((line) => line.quantity >= 1);
}

/** What the cart form posts without JavaScript: its buttons add to a line, set it, or remove it. */
export interface CartFormChange {
  intent: string;
  productId: string;
  /** The variant the line is (a uuid); absent for a line from before variants, which names its product only. */
  variantId?: string;
  /** As parseQuantity read it: null when the posted quantity was missing or not a whole number. */
  quantity: number | null;
  /** A personalised line's values (the cart line forms' hidden `personal`, the product form's fields): the line is these values too. */
  personal?: PersonalValues;
}

/** A cart request line for a product and perhaps a variant (no `variantId` or `personal` key at all when there is none). */
function requestLine(productId: string, variantId: string | undefined, quantity: number, personal?: PersonalValues): CartLineRequest {
  const line: CartLineRequest = variantId ? { productId, variantId, quantity } : { productId, quantity };
  return personal && personalKey(personal) ? { ...line, personal } : line;
}

/**
 * A line's personal values as a form posts them (the hidden `personal`, JSON of field id → text): undefined for
 * none, null when it is not such an object (at most MAX_PERSONAL_FIELDS short strings), so the change is refused.
 */
export function parsePersonalField(raw: unknown): PersonalValues | undefined | null {
  if (raw === null || raw === undefined || raw === "") return undefined;
  if (typeof raw !== "string" || raw.length > 8000) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) return null;
  const entries = Object.entries(data);
  if (entries.length > MAX_PERSONAL_FIELDS) return null;
  if (!entries.every(([id, value]) => /^[a-z0-9]{1,16}$/.test(id) && typeof value === "string" && value.length <= MAX_PERSONAL_TEXT_LENGTH * 4)) return null;
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * The cart after a no-JavaScript change, by the same rules as every other cart: one line per variant, whole
 * quantities from 1 to MAX_LINE_QUANTITY. A change naming no product id (or a variant id that is not a uuid),
 * or (to add or set) no whole quantity, changes nothing.
 */
export function applyCartFormChange(items: readonly CartLineRequest[], change: CartFormChange): CartLineRequest[] {
  const { intent, productId, variantId, quantity, personal } = change;
  if (!isUuid(productId) || (variantId !== undefined && !isUuid(variantId))) return [...items];
  // The personal values name the line too: removing the mug "Ayşe" leaves the mug "Mehmet".
  const key = cartLineKey({ productId, variantId, personal });
  if (intent === "remove") return items.filter((line) => cartLineKey(line) !== key);
  if (quantity === null || !Number.isInteger(quantity)) return [...items];
  if (intent === "add") return mergeCartLines([...items, requestLine(productId, variantId, quantity, personal)]);
  // "set": the line keeps its place and takes the posted quantity; a new line goes last.
  const present = items.some((line) => cartLineKey(line) === key);
  const next = present
    ? items.map((line) => (cartLineKey(line) === key ? requestLine(productId, variantId, quantity, personal) : line))
    : [...items, requestLine(productId, variantId, quantity, personal)];
  return mergeCartLines(next);
}

/** Adds a variant (a product without options: its one line); one already in the cart has its quantity raised instead. */
export function addToCart(items: readonly CartItem[], item: CartItem): CartItem[] {
  const key = cartLineKey(item);
  const existing = items.find((line) => cartLineKey(line) === key);
  if (!existing) {
    const quantity = clampQuantity(item.quantity, item.stock);
    return quantity > 0 ? [...items, { ...item, quantity }] : [...items];
  }
  return items.map((line) =>
    cartLineKey(line) === key ? { ...line, ...item, quantity: clampQuantity(line.quantity + item.quantity, item.stock ?? line.stock) } : line,
  );
}

/** What adding did: how many pieces went in, and what held the rest back (docs/product.md#cart-limits). */
export interface AddResult {
  items: CartItem[];
  /** 0 when the line already held all the stock or MAX_LINE_QUANTITY. */
  added: number;
  /** Why fewer than asked went in: the variant's stock, or the cap of MAX_LINE_QUANTITY per line. */
  heldBackBy: "stock" | "lineLimit" | null;
}

/** addToCart, telling how many pieces were really added, so the shopper is never told "added" when nothing was. */
export function addToCartCounted(items: readonly CartItem[], item: CartItem): AddResult {
  const key = cartLineKey(item);
  const before = items.find((line) => cartLineKey(line) === key)?.quantity ?? 0;
  const next = addToCart(items, item);
  const after = next.find((line) => cartLineKey(line) === key)?.quantity ?? 0;
  const added = Math.max(0, after - before);
  if (added >= item.quantity) return { items: next, added, heldBackBy: null };
  const stock = item.stock ?? items.find((line) => cartLineKey(line) === key)?.stock;
  return { items: next, added, heldBackBy: stock !== undefined && stock <= after ? "stock" : "lineLimit" };
}

/** Sets the quantity of the line with that key (cartLineKey); zero or less removes the line. */
export function setCartQuantity(items: readonly CartItem[], key: string, quantity: number): CartItem[] {
  if (!(quantity > 0)) return removeFromCart(items, key);
  return items.map((line) => (cartLineKey(line) === key ? { ...line, quantity: Math.max(1, clampQuantity(quantity, line.stock)) } : line));
}

/** Removes the line with that key (cartLineKey): one variant, never the product's other variants. */
export function removeFromCart(items: readonly CartItem[], key: string): CartItem[] {
  return items.filter((line) => cartLineKey(line) !== key);
}

/** Reads a stored cart defensively: anything malformed is dropped, never trusted. */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    if (!Array.isArray(data)) return [];
    return data.filter(
      (line): line is CartItem =>
        typeof line === "object" &&
        line !== null &&
        typeof line.productId === "string" &&
        typeof line.productName === "string" &&
        (line.variantId === undefined || typeof line.variantId === "string") &&
        Number.isInteger(line.price) &&
        Number.isInteger(line.quantity) &&
        line.quantity > 0 &&
        Number.isInteger(line.shippingCost),
    );
  } catch {
    return [];
  }
}

/** Why the server took a line out: sold out, no longer sold, or its personalisation no longer holds (the product's fields changed, a photo is gone). */
export type RemovedReason = "soldOut" | "unavailable" | "personalisation";

/** A cart as the server priced it just now (modules/cart/cart-pricing.server.ts), as /api/cart answers it. */
/** A line as the server priced it: everything known, the personalisation only on a personalised gift. */
export type PricedCartLine = Required<Omit<CartItem, "personal" | "personalView">> & Pick<CartItem, "personal" | "personalView">;

/** The campaigns as the server applied them to a cart (docs/product.md#campaigns): personal, never in a shared cache. */
export interface CartCampaign {
  discounts: Pick<AppliedDiscount, "campaignId" | "kind" | "label" | "target" | "amountKurus">[];
  /** Each line's discount (cartLineKey → kuruş). */
  lineDiscounts: Record<string, number>;
  /** The code the shopper gave and whether it applies; null when none was given. */
  code: CodeOutcome | null;
  /** The code's minimum basket, for the refusal "minimumNotMet". */
  codeMinBasketKurus?: number;
  /** What the live automatic offers still need ("1 ürün daha ekleyin, en ucuzu bedava"). */
  hints: OfferHint[];
}

export const NO_CART_CAMPAIGN: CartCampaign = { discounts: [], lineDiscounts: {}, code: null, hints: [] };

export interface PricedCart {
  lines: PricedCartLine[];
  /** Lines taken out, with the values they had (a personalised line is known by them too: cartLineKey). */
  removed: { productId: string; variantId?: string; personal?: PersonalValues; reason: RemovedReason }[];
  /** totals.total is after the discounts. */
  totals: CartTotals;
  campaign: CartCampaign;
}
