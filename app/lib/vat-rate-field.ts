// The KDV rate select of the admin's product and category forms (docs/product.md#vat): empty for "no rate of its
// own" (null), else one of VAT_RATES. Shared by the browser and the server; anything else is refused. Pure.
import { isVatRate, VAT_RATES, type VatRate } from "./vat";

/** The forms' field name. */
export const VAT_RATE_FIELD = "vatRate";

/** The select's choices after the empty one, lowest first. */
export const VAT_RATE_CHOICES: readonly VatRate[] = VAT_RATES;

/** A stored rate as the select's value: "" for none. */
export function vatRateInput(rate: VatRate | null | undefined): string {
  return rate == null ? "" : String(rate);
}

/** The posted value: "" is null (no rate of its own), "0", "1", "10" or "20" the rate; anything else undefined (refused). */
export function parseVatRateInput(raw: string): VatRate | null | undefined {
  const text = raw.trim();
  if (text === "") return null;
  if (!/^\d{1,2}$/.test(text)) return undefined;
  const rate = Number(text);
  return isVatRate(rate) ? rate : undefined;
}
