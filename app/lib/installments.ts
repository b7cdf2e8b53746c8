// Installment rates as a provider publishes them, and the table the product page shows from them
// (docs/product.md#installments). Pure: no database, no provider calls.

export interface InstallmentRate {
  /** The number of monthly payments, 2–12. */
  count: number;
  /** The interest added to the price, in percent (3.92 = the shopper pays 103.92%). */
  ratePercent: number;
}

export interface InstallmentProgramme {
  /** The card programme's familiar name: Bonus, World, Maximum … */
  name: string;
  rates: InstallmentRate[];
}

export interface InstallmentRates {
  provider: string;
  /** ISO time of the fetch. */
  fetchedAt: string;
  programmes: InstallmentProgramme[];
}

export interface InstallmentRow {
  count: number;
  /** Each month's payment, rounded to the kuruş; the last month absorbs the rounding (lastMonthKurus). */
  monthlyKurus: number;
  lastMonthKurus: number;
  totalKurus: number;
}

export interface InstallmentTableProgramme {
  name: string;
  rows: InstallmentRow[];
}

/** The order shoppers know from bank advertisements; unknown programmes follow, alphabetically. */
export const PROGRAMME_ORDER = ["Bonus", "World", "Maximum", "Axess", "CardFinans", "Paraf", "Advantage", "Combo", "BankkartCombo"] as const;

const KNOWN_NAMES: Record<string, string> = Object.fromEntries(PROGRAMME_ORDER.map((name) => [name.toLowerCase(), name]));

/** A programme name as shown: PayTR's "world" and iyzico's "World" both become "World"; garbage becomes null. */
export function programmeName(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const trimmed = raw.trim();
  if (!/^[\p{L}\p{N} ._-]{2,40}$/u.test(trimmed)) return null;
  const known = KNOWN_NAMES[trimmed.toLowerCase().replace(/[ _-]/g, "")];
  return known ?? trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

function programmeRank(name: string): number {
  const index = (PROGRAMME_ORDER as readonly string[]).indexOf(name);
  return index === -1 ? PROGRAMME_ORDER.length : index;
}

export function compareProgrammes(a: string, b: string): number {
  return programmeRank(a) - programmeRank(b) || a.localeCompare(b, "tr");
}

/** A rate is usable when it is a finite percentage between 0 and 100. */
function rateOf(raw: unknown): number | null {
  const value = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : raw;
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > 100) return null;
  return Math.round(value * 10_000) / 10_000;
}

function countOf(raw: unknown): number | null {
  const value = typeof raw === "string" ? Number(raw) : raw;
  return typeof value === "number" && Number.isInteger(value) && value >= 2 && value <= 12 ? value : null;
}

/** Programmes cleaned up: garbage dropped, counts unique and sorted, programmes merged by name, in the familiar order. */
function tidy(programmes: { name: unknown; rates: { count: unknown; ratePercent: unknown }[] }[]): InstallmentProgramme[] {
  const byName = new Map<string, Map<number, number>>();
  for (const programme of programmes) {
    const name = programmeName(programme.name);
    if (!name) continue;
    const rates = byName.get(name) ?? new Map<number, number>();
    for (const rate of programme.rates) {
      const count = countOf(rate.count);
      const percent = rateOf(rate.ratePercent);
      if (count !== null && percent !== null && !rates.has(count)) rates.set(count, percent);
    }
    if (rates.size > 0) byName.set(name, rates);
  }
  return [...byName.entries()]
    .sort(([a], [b]) => compareProgrammes(a, b))
    .map(([name, rates]) => ({ name, rates: [...rates.entries()].sort(([a], [b]) => a - b).map(([count, ratePercent]) => ({ count, ratePercent })) }));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * PayTR's installment rates answer (POST /odeme/taksit-oranlari): { status: "success", max_inst_non_bus, oranlar:
 * { world: { taksit_2: 3.92, … }, bonus: {…} } }. Anything else (a failure, a shape we do not know) gives null; odd
 * entries are dropped. Counts above max_inst_non_bus (the store's own maximum) are dropped too. Never throws.
 */
export function paytrRatesFromAnswer(answer: unknown, fetchedAt: Date): InstallmentRates | null {
  if (!isRecord(answer) || answer.status !== "success" || !isRecord(answer.oranlar)) return null;
  const max = Number(answer.max_inst_non_bus);
  const storeMax = Number.isInteger(max) && max >= 2 && max <= 12 ? max : 12;
  const programmes = Object.entries(answer.oranlar).map(([name, rates]) => ({
    name,
    rates: isRecord(rates)
      ? Object.entries(rates).map(([key, ratePercent]) => {
          const match = /^taksit_(\d{1,2})$/.exec(key);
          const count = match ? Number(match[1]) : null;
          return { count: count !== null && count <= storeMax ? count : null, ratePercent };
        })
      : [],
  }));
  const tidied = tidy(programmes);
  return tidied.length > 0 ? { provider: "paytr", fetchedAt: fetchedAt.toISOString(), programmes: tidied } : null;
}

/**
 * iyzico's installment answer for a reference price: installmentDetails[] per card family with installmentPrices
 * [{ installmentNumber, totalPrice }]; rate = totalPrice / price − 1. Null when nothing usable. Never throws.
 */
export function iyzicoRatesFromAnswer(answer: unknown, referencePrice: number, fetchedAt: Date): InstallmentRates | null {
  if (!isRecord(answer) || answer.status !== "success" || !Array.isArray(answer.installmentDetails) || !(referencePrice > 0)) return null;
  const programmes = answer.installmentDetails.filter(isRecord).map((detail) => ({
    name: detail.cardFamilyName,
    rates: (Array.isArray(detail.installmentPrices) ? detail.installmentPrices : []).filter(isRecord).map((price) => {
      const total = Number(price.totalPrice);
      return {
        count: price.installmentNumber,
        ratePercent: Number.isFinite(total) && total >= referencePrice ? Math.round((total / referencePrice - 1) * 1_000_000) / 10_000 : null,
      };
    }),
  }));
  const tidied = tidy(programmes);
  return tidied.length > 0 ? { provider: "iyzico", fetchedAt: fetchedAt.toISOString(), programmes: tidied } : null;
}

/** A cached value read back from the database: the same checks, so a bad row shows no table rather than a wrong one. */
export function installmentRatesFromStored(value: unknown): InstallmentRates | null {
  if (!isRecord(value) || typeof value.provider !== "string" || typeof value.fetchedAt !== "string" || !Array.isArray(value.programmes)) return null;
  if (Number.isNaN(Date.parse(value.fetchedAt))) return null;
  const programmes = tidy(
    value.programmes.filter(isRecord).map((p) => ({
      name: p.name,
      rates: (Array.isArray(p.rates) ? p.rates : []).filter(isRecord).map((r) => ({ count: r.count, ratePercent: r.ratePercent })),
    })),
  );
  return programmes.length > 0 ? { provider: value.provider, fetchedAt: value.fetchedAt, programmes } : null;
}

/** One installment plan: total = price × (1 + rate/100) rounded to the kuruş; months rounded down, the last one takes the rest. */
export function installmentRow(priceKurus: number, count: number, ratePercent: number): InstallmentRow {
  const totalKurus = Math.round((priceKurus * (100 + ratePercent)) / 100);
  const monthlyKurus = Math.floor(totalKurus / count);
  return { count, monthlyKurus, lastMonthKurus: totalKurus - monthlyKurus * (count - 1), totalKurus };
}

/**
 * The product page's table: per programme, the rows for counts 2..maxInstallments the programme offers. Programmes
 * with no such count are left out; an empty array means no table.
 */
export function installmentTable(rates: InstallmentRates | null, priceKurus: number, maxInstallments: number): InstallmentTableProgramme[] {
  if (!rates || !Number.isSafeInteger(priceKurus) || priceKurus <= 0 || maxInstallments < 2) return [];
  return rates.programmes
    .map((programme) => ({
      name: programme.name,
      rows: programme.rates
        .filter((rate) => rate.count >= 2 && rate.count <= maxInstallments)
        .map((rate) => installmentRow(priceKurus, rate.count, rate.ratePercent)),
    }))
    .filter((programme) => programme.rows.length > 0);
}
