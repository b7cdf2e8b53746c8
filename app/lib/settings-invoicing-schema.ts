// The "Fatura" section of /admin/settings (docs/product.md#invoices): the GİB series of sale invoices and of return
// documents, the default KDV rate and the e-Arşiv integrator; the one check the browser (before posting) and the
// server (app/modules/settings/invoicing-section.server.ts) both run, and how the checked values change the settings.
import { invoicesText } from "./i18n/invoices";
import { INVOICE_SERIES_PATTERN } from "./invoice";
import { INVOICE_PROVIDER_IDS, type InvoiceProviderId, type ShopSettings } from "./shop-settings";
import { isVatRate, type VatRate } from "./vat";

const e = invoicesText.settings.errors;

export const INVOICING_FIELDS = ["series", "returnSeries", "defaultVatRate", "provider"] as const;
export type InvoicingField = (typeof INVOICING_FIELDS)[number];

export interface InvoicingValues {
  series: string;
  returnSeries: string;
  defaultVatRate: VatRate;
  provider: InvoiceProviderId;
}

export type InvoicingCheck =
  { ok: true; values: InvoicingValues } | { ok: false; errors: Partial<Record<InvoicingField, string>>; values: Record<InvoicingField, string> };

/** The posted fields as typed (a missing field or a file reads as ""). */
export function readInvoicingForm(form: FormData): Record<InvoicingField, string> {
  const typed = {} as Record<InvoicingField, string>;
  for (const field of INVOICING_FIELDS) {
    const value = form.get(field);
    typed[field] = typeof value === "string" ? value : "";
  }
  return typed;
}

/** A series as typed, " shd " → "SHD" (Latin letters only: "ş" stays and is refused). */
function series(value: string): string {
  return value.trim().replace(/[a-z]/g, (c) => c.toUpperCase());
}

/**
 * Checks the section. `configured`: the integrators whose environment variables are set; when given, choosing
 * another is refused (none is always allowed).
 */
export function checkInvoicingSection(typed: Record<InvoicingField, string>, configured?: readonly InvoiceProviderId[]): InvoicingCheck {
  const errors: Partial<Record<InvoicingField, string>> = {};
  const sale = series(typed.series);
  const back = series(typed.returnSeries);
  if (!INVOICE_SERIES_PATTERN.test(sale)) errors.series = e.series;
  if (!INVOICE_SERIES_PATTERN.test(back)) errors.returnSeries = e.series;
  else if (back === sale) errors.returnSeries = e.sameSeries;
  const rate = /^\d{1,2}$/.test(typed.defaultVatRate.trim()) ? Number(typed.defaultVatRate.trim()) : NaN;
  if (!isVatRate(rate)) errors.defaultVatRate = e.rate;
  const provider = typed.provider as InvoiceProviderId;
  if (!(INVOICE_PROVIDER_IDS as readonly string[]).includes(provider)) errors.provider = e.provider;
  else if (provider !== "none" && configured && !configured.includes(provider)) errors.provider = e.providerNotConfigured;
  if (Object.keys(errors).length > 0) return { ok: false, errors, values: typed };
  return { ok: true, values: { series: sale, returnSeries: back, defaultVatRate: rate as VatRate, provider } };
}

export function applyInvoicingSection(settings: ShopSettings, values: InvoicingValues): ShopSettings {
  return { ...settings, invoicing: { ...values } };
}

export function invoicingFormValues(settings: ShopSettings): Record<InvoicingField, string> {
  const { series: sale, returnSeries, defaultVatRate, provider } = settings.invoicing;
  return { series: sale, returnSeries, defaultVatRate: String(defaultVatRate), provider };
}
