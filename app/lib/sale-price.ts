// Scheduled sale prices (docs/product.md#sale-prices): while a product's sale window holds (its start ≤ now < the
// minute after its last minute), a variant with a sale price sells at it, its regular price (or its own original price,
// if higher) shown struck through. Pure: the SQL twin is modules/catalog/sale-price.server.ts, and both must agree.
import { campaignOverAt } from "./campaigns";

export interface SaleWindow {
  saleStartsAt: Date | null;
  /** The last minute of the sale: it lasts through it. */
  saleEndsAt: Date | null;
}

export interface SaleVariantPrice {
  priceKurus: number;
  originalPriceKurus: number | null;
  salePriceKurus: number | null;
}

/** Whether the window holds at `now` (both ends are needed). */
export function saleIsLive(window: SaleWindow, now: Date): boolean {
  if (!window.saleStartsAt || !window.saleEndsAt) return false;
  return window.saleStartsAt <= now && now < campaignOverAt(window.saleEndsAt);
}

/** A variant's price and original price as sold at `now`. */
export function effectiveVariantPrice(variant: SaleVariantPrice, window: SaleWindow, now: Date): { priceKurus: number; originalPriceKurus: number | null } {
  if (variant.salePriceKurus === null || !saleIsLive(window, now)) return { priceKurus: variant.priceKurus, originalPriceKurus: variant.originalPriceKurus };
  return { priceKurus: variant.salePriceKurus, originalPriceKurus: Math.max(variant.priceKurus, variant.originalPriceKurus ?? 0) };
}

/** The instants after `now` at which the window starts or is over (what a cache must not be kept past). */
export function saleBoundariesAfter(window: SaleWindow, now: Date): Date[] {
  if (!window.saleStartsAt || !window.saleEndsAt) return [];
  return [window.saleStartsAt, campaignOverAt(window.saleEndsAt)].filter((instant) => instant > now);
}
