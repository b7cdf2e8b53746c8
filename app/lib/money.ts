// Money is integer kuruş from the database to this formatter (decisions §2).
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

/** Parses "34,56", "34.56", "1.234,56" or "34" into kuruş; null when it is not an amount. */
export function parseLiraToKurus(input: string): number | null {
  let text = input.trim().replace(/\s|₺|TL/gi, "");
  if (text === "") return null;
  if (text.includes(",")) text = text.replace(/\./g, "").replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number.parseFloat(text) * 100);
}
