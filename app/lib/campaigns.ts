// Campaigns (docs/product.md#campaigns): the one pricing function that turns priced lines, the shipping rule, the live
// automatic offers and a discount code into discounts, per line and on shipping. Pure: the cart, the checkout, the stored
// order (and from it the PayTR basket, mails and CSV) all take their figures from it, on the server.
import type { ShippingRule } from "./shop-settings";
import { foldTurkish } from "./turkish";

export const CAMPAIGN_KINDS = ["code", "automatic"] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];

/** What a campaign takes off: a percent or an amount of the products in scope, the shipping, or the cheapest of every `buy` units. */
export type DiscountRule =
  { kind: "percent"; percent: number } | { kind: "fixed"; amountKurus: number } | { kind: "freeShipping" } | { kind: "buyXPayY"; buy: number; pay: number };

/** Which products a campaign covers. */
export type CampaignScope = { kind: "all" } | { kind: "categories"; ids: string[] } | { kind: "products"; ids: string[] };

export type DiscountTarget = "items" | "shipping";

/** One order line's part of a stored discount (order_discounts.lines). */
export interface OrderDiscountLine {
  /** order_items.id */
  itemId: string;
  amountKurus: number;
}

/** A campaign as pricing needs it. `endsAt` is the last minute: the campaign lasts through it. */
export interface Offer {
  campaignId: string;
  kind: CampaignKind;
  /** The code as the shopper typed it (a code), or the offer's name (automatic). */
  label: string;
  rule: DiscountRule;
  scope: CampaignScope;
  minBasketKurus: number;
  startsAt: Date | null;
  endsAt: Date | null;
  combinesWithAutomatic: boolean;
  /** The discount_codes row of a code. */
  codeId?: string;
}

/** A line to price: its unit price as the server priced it (sale, personalisation fee included). */
export interface PricingLine {
  /** cartLineKey of the line (the cart), or its position (an order being placed). */
  key: string;
  productId: string;
  categoryIds: readonly string[];
  unitPriceKurus: number;
  quantity: number;
  shippingCostKurus: number;
}

export interface AppliedDiscount {
  campaignId: string;
  codeId?: string;
  kind: CampaignKind;
  label: string;
  target: DiscountTarget;
  amountKurus: number;
  /** Each line's part (line key → kuruş); empty for a shipping discount. */
  lines: { key: string; amountKurus: number }[];
}

/** Why a code does not apply. The first four need the database; the rest the cart. */
export const CODE_REFUSALS = ["unknown", "usedUp", "emailUsed", "notStarted", "ended", "minimumNotMet", "notApplicable", "notCombinable", "tooLong"] as const;
export type CodeRefusal = (typeof CODE_REFUSALS)[number];

/** What an automatic offer still needs: `items` more units in its scope, or `kurus` more of them. */
export interface OfferHint {
  campaignId: string;
  label: string;
  rule: DiscountRule;
  missing: { items: number } | { kurus: number };
}

export type CodeOutcome = { code: string; applied: true; amountKurus: number } | { code: string; applied: false; refusal: CodeRefusal };

export interface CampaignPricing {
  /** The lines' prices × quantities, before any discount. */
  subtotal: number;
  /** Shipping by the shop's rule, measured on what the products cost after their discounts, before a shipping discount. */
  shipping: number;
  discounts: AppliedDiscount[];
  /** All discounts together (products and shipping). */
  discountTotal: number;
  total: number;
  /** Each line's discount in all (line key → kuruş). */
  lineDiscounts: Record<string, number>;
  code: CodeOutcome | null;
  hints: OfferHint[];
}

export const MAX_CODE_LENGTH = 40;

/** How codes are compared: Turkish-folded, without spaces ("yilbasi" = "YILBAŞI" = "Yılbaşı "). */
export function discountCodeKey(code: string): string {
  return foldTurkish(code).replace(/\s+/g, "");
}

/** A code as the shop keeps and shows it: Turkish upper case, spaces taken out. */
export function normaliseDiscountCode(code: string): string {
  return code.replace(/\s+/g, "").toLocaleUpperCase("tr-TR");
}

/** Lasts through the minute `endsAt`: the instant it is over. */
export function campaignOverAt(endsAt: Date): Date {
  return new Date(endsAt.getTime() + 60_000);
}

export type OfferTiming = "live" | "notStarted" | "ended";

export function offerTiming(offer: Pick<Offer, "startsAt" | "endsAt">, now: Date): OfferTiming {
  if (offer.startsAt && now < offer.startsAt) return "notStarted";
  if (offer.endsAt && now >= campaignOverAt(offer.endsAt)) return "ended";
  return "live";
}

export function inScope(scope: CampaignScope, line: Pick<PricingLine, "productId" | "categoryIds">): boolean {
  if (scope.kind === "all") return true;
  if (scope.kind === "products") return scope.ids.includes(line.productId);
  return line.categoryIds.some((id) => scope.ids.includes(id));
}

/**
 * Splits `amount` over `weights` in proportion, in whole kuruş that add up to it exactly: each part rounded down,
 * the kuruş left given to the largest remainders (the earlier line on a tie). Never more than a line's weight.
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total <= 0 || amount <= 0) return weights.map(() => 0);
  const capped = Math.min(amount, total);
  const exact = weights.map((w) => (capped * w) / total);
  const parts = exact.map((x) => Math.floor(x));
  let left = capped - parts.reduce((sum, p) => sum + p, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    if (parts[i] < weights[i]) {
      parts[i] += 1;
      left -= 1;
    }
  }
  return parts;
}

/** `amount` over `n` units in whole kuruş: the first units take the kuruş left over. */
function splitEvenly(amount: number, n: number): number[] {
  const each = Math.floor(amount / n);
  return Array.from({ length: n }, (_, i) => each + (i < amount - each * n ? 1 : 0));
}

interface Evaluated {
  discount: AppliedDiscount | null;
  refusal?: "minimumNotMet" | "notApplicable";
  hint?: OfferHint["missing"];
}

/**
 * One offer on the lines as they stand (`remaining`: what each line still costs after the discounts applied before it).
 * The minimum basket is measured on the products in scope, before any discount.
 */
function evaluate(offer: Offer, lines: readonly PricingLine[], remaining: readonly number[], shippingOf: (itemsDiscount: number) => number): Evaluated {
  const eligible = lines.map((line) => inScope(offer.scope, line));
  const eligibleSubtotal = lines.reduce((sum, line, i) => sum + (eligible[i] ? line.unitPriceKurus * line.quantity : 0), 0);
  const eligibleUnits = lines.reduce((sum, line, i) => sum + (eligible[i] ? line.quantity : 0), 0);
  if (eligibleUnits === 0) return { discount: null, refusal: "notApplicable" };
  if (eligibleSubtotal < offer.minBasketKurus) return { discount: null, refusal: "minimumNotMet", hint: { kurus: offer.minBasketKurus - eligibleSubtotal } };
  const base = { campaignId: offer.campaignId, ...(offer.codeId ? { codeId: offer.codeId } : {}), kind: offer.kind, label: offer.label };
  const weights = remaining.map((r, i) => (eligible[i] ? r : 0));
  const room = weights.reduce((sum, w) => sum + w, 0);
  const rule = offer.rule;
  let parts: number[];
  if (rule.kind === "freeShipping") {
    const shipping = shippingOf(lines.reduce((sum, line, i) => sum + line.unitPriceKurus * line.quantity - remaining[i], 0));
    return { discount: shipping > 0 ? { ...base, target: "shipping", amountKurus: shipping, lines: [] } : null };
  } else if (rule.kind === "percent") {
    parts = allocate(Math.round((room * rule.percent) / 100), weights);
  } else if (rule.kind === "fixed") {
    parts = allocate(rule.amountKurus, weights);
  } else {
    const free = freeUnits(lines, eligible, remaining, rule.buy, rule.pay);
    parts = free.parts;
    if (eligibleUnits % rule.buy !== 0) {
      const hint = { items: rule.buy - (eligibleUnits % rule.buy) };
      const amount = parts.reduce((sum, p) => sum + p, 0);
      if (amount === 0) return { discount: null, refusal: "minimumNotMet", hint };
      return { discount: discountOf(base, lines, parts), hint };
    }
  }
  return { discount: discountOf(base, lines, parts) };
}

function discountOf(base: Omit<AppliedDiscount, "target" | "amountKurus" | "lines">, lines: readonly PricingLine[], parts: number[]): AppliedDiscount | null {
  const amountKurus = parts.reduce((sum, p) => sum + p, 0);
  if (amountKurus <= 0) return null;
  return { ...base, target: "items", amountKurus, lines: lines.map((line, i) => ({ key: line.key, amountKurus: parts[i] })).filter((l) => l.amountKurus > 0) };
}

/**
 * "3 al 2 öde": the eligible units from dearest to cheapest, in groups of `buy`; the `buy − pay` cheapest of each full
 * group are free (at what they still cost). A unit's price is its line's remaining amount over its quantity.
 */
function freeUnits(lines: readonly PricingLine[], eligible: readonly boolean[], remaining: readonly number[], buy: number, pay: number) {
  const units: { line: number; price: number }[] = [];
  lines.forEach((line, i) => {
    if (!eligible[i]) return;
    const each = splitEvenly(remaining[i], line.quantity);
    for (const price of each) units.push({ line: i, price });
  });
  units.sort((a, b) => b.price - a.price || a.line - b.line);
  const parts = lines.map(() => 0);
  const groups = Math.floor(units.length / buy);
  for (let g = 0; g < groups; g++) {
    const group = units.slice(g * buy, (g + 1) * buy);
    for (const unit of group.slice(pay)) parts[unit.line] += unit.price;
  }
  return { parts };
}

export interface PriceWithOffersInput {
  /** The live automatic offers (any order: the best for the shopper applies). */
  automatic: readonly Offer[];
  /** The code the shopper gave, as typed; null for none. */
  codeText: string | null;
  /** The code's campaign, when the database found one that may still be used; else why not ("unknown", "usedUp", "emailUsed"). */
  code: Offer | { refusal: CodeRefusal } | null;
}

/**
 * Prices the lines with the campaigns (docs/product.md#campaign-rules):
 * - of the automatic offers that apply, the one that takes off most applies (one automatic offer per order);
 * - a code applies after it when the code combines with automatic offers, on what the lines still cost;
 *   otherwise the code or the automatic offer, whichever takes off more (the code is then refused as "notCombinable");
 * - shipping follows the shop's rule on the products' price after their discounts; a free-shipping code takes it off.
 */
export function priceWithOffers(lines: readonly PricingLine[], rule: ShippingRule, input: PriceWithOffersInput, now: Date): CampaignPricing {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPriceKurus * line.quantity, 0);
  const full = lines.map((line) => line.unitPriceKurus * line.quantity);
  const shippingOf = (itemsDiscount: number) => shippingForLines(lines, rule, itemsDiscount);
  const hints: OfferHint[] = [];

  let bestAutomatic: AppliedDiscount | null = null;
  for (const offer of input.automatic) {
    if (offer.kind !== "automatic" || offerTiming(offer, now) !== "live") continue;
    const result = evaluate(offer, lines, full, shippingOf);
    if (result.hint) hints.push({ campaignId: offer.campaignId, label: offer.label, rule: offer.rule, missing: result.hint });
    if (result.discount && (!bestAutomatic || result.discount.amountKurus > bestAutomatic.amountKurus)) bestAutomatic = result.discount;
  }

  let applied: AppliedDiscount[] = bestAutomatic ? [bestAutomatic] : [];
  let code: CodeOutcome | null = null;
  const codeText = input.codeText?.trim() ? input.codeText.trim() : null;
  if (codeText !== null) {
    const found = input.code;
    if (codeText.length > MAX_CODE_LENGTH) code = { code: codeText.slice(0, MAX_CODE_LENGTH), applied: false, refusal: "tooLong" };
    else if (!found) code = { code: codeText, applied: false, refusal: "unknown" };
    else if ("refusal" in found) code = { code: codeText, applied: false, refusal: found.refusal };
    else {
      const timing = offerTiming(found, now);
      if (timing !== "live") code = { code: codeText, applied: false, refusal: timing };
      else {
        const combines = found.combinesWithAutomatic || !bestAutomatic;
        const base = combines ? afterDiscounts(full, lines, applied) : full;
        const result = evaluate(found, lines, base, (itemsDiscount) => shippingOf(itemsDiscount + (combines ? sumItems(applied) : 0)));
        if (!result.discount) code = { code: codeText, applied: false, refusal: result.refusal ?? "notApplicable" };
        else if (combines) {
          applied = [...applied, result.discount];
          code = { code: codeText, applied: true, amountKurus: result.discount.amountKurus };
        } else if (bestAutomatic && bestAutomatic.amountKurus >= result.discount.amountKurus) {
          code = { code: codeText, applied: false, refusal: "notCombinable" };
        } else {
          applied = [result.discount];
          code = { code: codeText, applied: true, amountKurus: result.discount.amountKurus };
        }
      }
    }
  }

  // A free-shipping discount was measured when it was evaluated; shipping itself follows the products' discounts.
  const itemsDiscount = sumItems(applied);
  const shipping = shippingOf(itemsDiscount);
  applied = applied.map((d) => (d.target === "shipping" ? { ...d, amountKurus: Math.min(d.amountKurus, shipping) } : d)).filter((d) => d.amountKurus > 0);
  const lineDiscounts: Record<string, number> = {};
  for (const d of applied) for (const l of d.lines) lineDiscounts[l.key] = (lineDiscounts[l.key] ?? 0) + l.amountKurus;
  const discountTotal = applied.reduce((sum, d) => sum + d.amountKurus, 0);
  if (code?.applied) {
    const mine = applied.find((d) => d.kind === "code");
    code = mine ? { ...code, amountKurus: mine.amountKurus } : { code: code.code, applied: false, refusal: "notApplicable" };
  }
  return { subtotal, shipping, discounts: applied, discountTotal, total: subtotal + shipping - discountTotal, lineDiscounts, code, hints };
}

function sumItems(discounts: readonly AppliedDiscount[]): number {
  return discounts.filter((d) => d.target === "items").reduce((sum, d) => sum + d.amountKurus, 0);
}

function afterDiscounts(full: readonly number[], lines: readonly PricingLine[], discounts: readonly AppliedDiscount[]): number[] {
  return full.map((amount, i) => amount - discounts.reduce((sum, d) => sum + (d.lines.find((l) => l.key === lines[i].key)?.amountKurus ?? 0), 0));
}

/** The shop's shipping rule (lib/cart.ts, shippingFor) with the products' discounts taken off the amount free shipping is measured on. */
function shippingForLines(lines: readonly PricingLine[], rule: ShippingRule, itemsDiscount: number): number {
  const counted = lines.filter((line) => line.quantity > 0);
  if (counted.length === 0) return 0;
  const subtotal = counted.reduce((sum, line) => sum + line.unitPriceKurus * line.quantity, 0) - itemsDiscount;
  if (rule.freeFrom !== null && subtotal >= rule.freeFrom) return 0;
  if (rule.kind === "flat") return rule.flatFee;
  return counted.reduce((max, line) => Math.max(max, line.shippingCostKurus), 0);
}

/**
 * What refunding `quantity` more units of an order line pays back, when `alreadyRefunded` of its `lineQuantity` units
 * were refunded before (docs/product.md#refunds): the line's paid amount (price × quantity less its discount) shared
 * over its units so that refunding every unit, in any steps, gives back exactly what was paid for the line.
 */
export function paidForUnits(line: { unitPriceKurus: number; quantity: number; discountKurus: number }, alreadyRefunded: number, quantity: number): number {
  const paid = line.unitPriceKurus * line.quantity - line.discountKurus;
  const upTo = (n: number) => (n >= line.quantity ? paid : Math.floor((paid * n) / line.quantity));
  const from = Math.max(0, Math.min(alreadyRefunded, line.quantity));
  const to = Math.max(from, Math.min(alreadyRefunded + quantity, line.quantity));
  return upTo(to) - upTo(from);
}

/**
 * The lines of a payment provider's basket (PayTR's user_basket) for an order with discounts: each line at what was
 * paid for it, split in two when the paid amount does not divide by the quantity (n − 1 units at the rounded-down
 * price, one at the rest), and shipping less its discount; they add up to the order's total.
 */
export function paidBasketLines<T extends { name: string; unitPriceKurus: number; quantity: number; discountKurus: number }>(
  lines: readonly T[],
  shipping: { kurus: number; discountKurus: number; name: string },
): { name: string; unitPriceKurus: number; quantity: number }[] {
  const basket: { name: string; unitPriceKurus: number; quantity: number }[] = [];
  for (const line of lines) {
    const paid = line.unitPriceKurus * line.quantity - line.discountKurus;
    const unit = Math.floor(paid / line.quantity);
    const rest = paid - unit * line.quantity;
    if (rest === 0) basket.push({ name: line.name, unitPriceKurus: unit, quantity: line.quantity });
    else {
      if (line.quantity > 1) basket.push({ name: line.name, unitPriceKurus: unit, quantity: line.quantity - 1 });
      basket.push({ name: line.name, unitPriceKurus: unit + rest, quantity: 1 });
    }
  }
  const shippingPaid = shipping.kurus - shipping.discountKurus;
  if (shippingPaid > 0) basket.push({ name: shipping.name, unitPriceKurus: shippingPaid, quantity: 1 });
  return basket.filter((line) => line.unitPriceKurus > 0);
}
