// KDV (katma değer vergisi) of a sale (docs/product.md#vat). Prices are shown and charged VAT-inclusive; the VAT is
// the part of each line's paid amount its rate makes, rounded per line to the kuruş as an invoice prints it, and an
// order's breakdown by rate is the sum of its lines (never recomputed from the sums, which could differ by a kuruş).
// Pure: the checkout, the order, the contract and the invoice all read it.

/** The rates Turkish VAT law has in use (KDV Kanunu; 1, 10 and 20 since July 2023), and 0 for an exempt sale. */
export const VAT_RATES = [0, 1, 10, 20] as const;
export type VatRate = (typeof VAT_RATES)[number];
/** A product whose product and categories name no rate: the general rate. */
export const DEFAULT_VAT_RATE: VatRate = 20;
/** Shipping sold with the goods is taxed at the general rate. */
export const SHIPPING_VAT_RATE: VatRate = 20;

export function isVatRate(value: unknown): value is VatRate {
  return typeof value === "number" && (VAT_RATES as readonly number[]).includes(value);
}

/** The VAT inside a VAT-inclusive amount: gross × rate / (100 + rate), rounded half up to the kuruş. */
export function vatOfGross(grossKurus: number, rate: VatRate): number {
  if (rate === 0 || grossKurus === 0) return 0;
  const sign = grossKurus < 0 ? -1 : 1;
  // Integer arithmetic: (2·g·r + (100 + r)) div (2·(100 + r)) rounds half up without floating point.
  const g = Math.abs(grossKurus);
  return sign * Math.floor((2 * g * rate + (100 + rate)) / (2 * (100 + rate)));
}

/** One line of an order, an invoice or a contract with its VAT: `grossKurus` is what was paid for it. */
export interface VatLine {
  rate: VatRate;
  grossKurus: number;
}

/** A rate's share of an order: the paid amount with VAT (`grossKurus`), without (`netKurus`) and the VAT. */
export interface VatBreakdownRow {
  rate: VatRate;
  netKurus: number;
  vatKurus: number;
  grossKurus: number;
}

/** The lines' VAT summed per rate (each line rounded on its own), lowest rate first; rates with nothing paid are left out. */
export function vatBreakdown(lines: readonly VatLine[]): VatBreakdownRow[] {
  return sumByRate(lines.map((line) => ({ ...line, vatKurus: vatOfGross(line.grossKurus, line.rate) })));
}

/**
 * Lines whose VAT is already known (an order's stored lines, an invoice's) summed per rate, lowest rate first; lines
 * with nothing paid are left out. The one summing vatBreakdown and an invoice's totals share.
 */
export function sumByRate(lines: readonly (VatLine & { vatKurus: number })[]): VatBreakdownRow[] {
  const byRate = new Map<VatRate, VatBreakdownRow>();
  for (const line of lines) {
    if (line.grossKurus === 0) continue;
    const row = byRate.get(line.rate) ?? { rate: line.rate, netKurus: 0, vatKurus: 0, grossKurus: 0 };
    row.vatKurus += line.vatKurus;
    row.grossKurus += line.grossKurus;
    row.netKurus = row.grossKurus - row.vatKurus;
    byRate.set(line.rate, row);
  }
  return [...byRate.values()].sort((a, b) => a.rate - b.rate);
}

/** The VAT of a whole breakdown. */
export function vatTotal(breakdown: readonly VatBreakdownRow[]): number {
  return breakdown.reduce((sum, row) => sum + row.vatKurus, 0);
}

/** A sale's VAT: each line's and the shipping's (at SHIPPING_VAT_RATE), and the breakdown of them all. */
export interface SaleVat {
  lineVatKurus: number[];
  shippingVatKurus: number;
  breakdown: VatBreakdownRow[];
  vatKurus: number;
}

/**
 * The VAT of a sale from what is paid for each line (after its discounts) and for the shipping (after a
 * free-shipping discount): the one computation the checkout's contract, the order and its invoice share.
 */
export function saleVat(lines: readonly VatLine[], shippingGrossKurus: number): SaleVat {
  const all = [...lines, { rate: SHIPPING_VAT_RATE, grossKurus: shippingGrossKurus }];
  const breakdown = vatBreakdown(all);
  return {
    lineVatKurus: lines.map((line) => vatOfGross(line.grossKurus, line.rate)),
    shippingVatKurus: vatOfGross(shippingGrossKurus, SHIPPING_VAT_RATE),
    breakdown,
    vatKurus: vatTotal(breakdown),
  };
}
