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

/** Why a typed amount was refused (docs/product.md#money). */
export type MoneyProblem = "empty" | "malformed" | "ambiguous" | "decimals" | "negative" | "too-large";
export type ParsedMoney = { ok: true; kurus: number } | { ok: false; problem: MoneyProblem };

/** Whole lira digits beyond this are refused: far above any amount of the shop, well within exact integers. */
const MAX_LIRA_DIGITS = 13;

/**
 * An amount of lira as a Turkish shop owner types it, in kuruş (docs/product.md#money): `34,56`, `34.56`,
 * `1.234,56`, `1234,5`, `1234`, `₺34,56`, `34,56 TL`. The comma is the decimal separator; dots group
 * thousands only when a comma follows; one dot followed by one or two digits is a decimal point. An amount
 * that reads two ways (`12,345`, `1.234`: a decimal point, or thousands?) is refused as ambiguous, never
 * guessed; so are more than two decimals, a minus sign, exponents, letters and anything else.
 */
export function parseMoney(input: string): ParsedMoney {
  let text = input.trim();
  if (text === "") return { ok: false, problem: "empty" };
  const marked = text.replace(/^₺\s*/, "");
  text = marked !== text ? marked : text.replace(/\s*(?:₺|TL)$/i, "");
  const negative = /^[-−]/.test(text);
  if (negative) text = text.replace(/^[-−]\s*/, "");
  if (text === "") return { ok: false, problem: "malformed" };
  if (!/^[0-9.,]+$/.test(text)) return { ok: false, problem: "malformed" };

  let whole: string;
  let fraction: string;
  /** One separator and three digits after it also reads as thousands (`12,345`, `1.234`). */
  let couldBeThousands = false;
  const commaParts = text.split(",");
  if (commaParts.length > 2) return { ok: false, problem: "malformed" };
  if (commaParts.length === 2) {
    [whole, fraction] = commaParts;
    if (whole.includes(".")) {
      if (!/^\d{1,3}(\.\d{3})+$/.test(whole)) return { ok: false, problem: "malformed" };
      whole = whole.replaceAll(".", "");
    } else couldBeThousands = true;
  } else {
    const dotParts = text.split(".");
    if (dotParts.length > 2) return { ok: false, problem: /^[1-9]\d{0,2}(\.\d{3})+$/.test(text) ? "ambiguous" : "malformed" };
    [whole, fraction = ""] = dotParts;
    couldBeThousands = dotParts.length === 2;
  }
  if (!/^\d+$/.test(whole) || (text.length > whole.length && !/^\d+$/.test(fraction))) return { ok: false, problem: "malformed" };
  if (couldBeThousands && fraction.length === 3 && /^[1-9]\d{0,2}$/.test(whole)) return { ok: false, problem: "ambiguous" };
  if (fraction.length > 2) return { ok: false, problem: "decimals" };
  if (whole.replace(/^0+/, "").length > MAX_LIRA_DIGITS) return { ok: false, problem: "too-large" };
  if (negative) return { ok: false, problem: "negative" };
  return { ok: true, kurus: Number(whole) * 100 + Number(fraction.padEnd(2, "0")) };
}

/** Kuruş as a money field shows it, read back identically by parseMoney: 123456 → "1234,56", 2999 → "29,99". */
export function kurusToMoneyInput(kurus: number): string {
  const sign = kurus < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(kurus));
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}
