// Money is integer kuruş from the database to this formatter (docs/product.md#money).
const tryFormatter = new Intl.NumberFormat("tr-TR", {
  style: "currency",
  currency: "TRY",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 123450 → "₺1.234,50" */
export function formatKurus(kurus: number): string {
  return tryFormatter.format(kurus / 100);
}

/** Percent off, rounded; null when there is no real discount. */
export function discountPercent(priceKurus: number, originalPriceKurus: number | null | undefined): number | null {
  if (originalPriceKurus == null || originalPriceKurus <= priceKurus || originalPriceKurus <= 0) return null;
  return Math.round(((originalPriceKurus - priceKurus) / originalPriceKurus) * 100);
}

/** 3456 → "34.56": the TL decimal string PayTR's basket wants. */
export function kurusToDecimalString(kurus: number): string {
  return (kurus / 100).toFixed(2);
}

/**
 * A number as a person types it: "12,5", "12.5", "1.234,56", " ₺ 12 " or "29,99 TL". Null when empty;
 * NaN when it is not a finite number.
 */
export function parseTypedNumber(input: string): number | null {
  let text = input.trim().replace(/\s|₺|TL/gi, "");
  if (text === "") return null;
  if (text.includes(",")) text = text.replace(/\./g, "").replace(",", ".");
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) return Number.NaN;
  const value = Number(text);
  return Number.isFinite(value) ? value : Number.NaN;
}

/** Lira to kuruş: 29.99 → 2999; null when the amount is finer than a kuruş (19.999). */
export function liraToKurus(lira: number): number | null {
  const kurus = Math.round(lira * 100);
  return Math.abs(lira * 100 - kurus) < 1e-6 ? kurus : null;
}

/** Parses "34,56", "34.56", "1.234,56" or "34" into kuruş; null when it is not a non-negative amount in kuruş. */
export function parseLiraToKurus(input: string): number | null {
  const lira = parseTypedNumber(input);
  if (lira === null || Number.isNaN(lira) || lira < 0) return null;
  return liraToKurus(lira);
}
