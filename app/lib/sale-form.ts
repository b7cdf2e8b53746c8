// The admin product form's scheduled sale (docs/product.md#sale-prices): a sale price per variant (one beside the price
// for a product without options) and the product's start and last minute, typed as Istanbul time (datetime-local).
import { salePriceText } from "./i18n/sale-price";
import { moneyProblemText } from "./i18n/money";
import { SHOP_TIME_ZONE } from "./dates";
import { parseMoney } from "./money";

export const SALE_FIELDS = { salePrice: "salePrice", saleStartsAt: "saleStartsAt", saleEndsAt: "saleEndsAt" } as const;

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;
const parts = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: SHOP_TIME_ZONE,
});

/** An instant as a datetime-local value in Istanbul time: "2027-02-14T23:59". */
export function istanbulLocalInput(instant: Date | null | undefined): string {
  if (!instant) return "";
  const p = Object.fromEntries(parts.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** A datetime-local value read as Istanbul time; null when empty, undefined when unreadable. */
export function fromIstanbulLocal(value: string): Date | null | undefined {
  const trimmed = value.trim();
  if (trimmed === "") return null;
  const match = LOCAL.exec(trimmed);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(asUtc) || new Date(asUtc).getUTCDate() !== day || hour > 23 || minute > 59) return undefined;
  // The zone's offset at that moment (Istanbul: +03:00), found by reading the guess back.
  const [y, mo, d, h, mi] = (istanbulLocalInput(new Date(asUtc)).match(/\d+/g) ?? []).map(Number);
  const offset = Date.UTC(y, mo - 1, d, h, mi) - asUtc;
  return new Date(asUtc - offset);
}

/** A sale price typed in lira: empty (or 0) means none; it must be below `priceKurus`. */
export function checkSalePrice(raw: string, priceKurus: number): { ok: true; kurus: number | null } | { ok: false; error: string } {
  const parsed = parseMoney(raw);
  if (!parsed.ok)
    return parsed.problem === "empty" ? { ok: true, kurus: null } : { ok: false, error: `${salePriceText.salePrice}: ${moneyProblemText[parsed.problem]}` };
  if (parsed.kurus === 0 && raw.trim() === "") return { ok: true, kurus: null };
  if (parsed.kurus >= priceKurus) return { ok: false, error: salePriceText.salePriceNotBelow };
  return { ok: true, kurus: parsed.kurus };
}

export type SaleWindowCheck = { ok: true; saleStartsAt: Date | null; saleEndsAt: Date | null } | { ok: false; error: string };

/** The product's sale dates: both or none (both needed when a sale price is given), the end after the start. */
export function checkSaleWindow(startsRaw: string, endsRaw: string, hasSalePrice: boolean): SaleWindowCheck {
  const starts = fromIstanbulLocal(startsRaw);
  const ends = fromIstanbulLocal(endsRaw);
  if (starts === undefined || ends === undefined) return { ok: false, error: salePriceText.invalidDate };
  if ((hasSalePrice && (!starts || !ends)) || (starts === null) !== (ends === null)) return { ok: false, error: salePriceText.datesNeeded };
  if (starts && ends && ends <= starts) return { ok: false, error: salePriceText.endBeforeStart };
  return { ok: true, saleStartsAt: starts, saleEndsAt: ends };
}
