// An invoice as the shop records it (docs/product.md#invoices): the GİB number format, the parties and the lines.
// Pure: the invoice module, its PDF and the accountant's export share it.
import type { BillingAddress } from "./billing";
import type { VatBreakdownRow, VatRate } from "./vat";

export const INVOICE_KINDS = ["sale", "return"] as const;
/** "sale": the invoice of a paid order; "return": the document of a refund or cancellation after it, linked to it. */
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const INVOICE_PROVIDER_STATES = ["not_sent", "pending", "sent", "failed"] as const;
/**
 * Where sending the invoice to the e-Arşiv integrator stands: "not_sent" when no integrator is configured (the
 * export is the record), "pending" while it is due or retried, "sent" once the integrator issued it, "failed"
 * when it refused or the tries ran out (shown to the admin, who may send it again).
 */
export type InvoiceProviderState = (typeof INVOICE_PROVIDER_STATES)[number];

/** The seller as printed on the invoice (from the order's seller, i.e. the settings when it was placed). */
export interface InvoiceSeller {
  name: string;
  taxOffice: string;
  taxNumber: string;
  mersisNumber: string;
  address: string;
  email: string;
  phone: string;
  website: string;
}

/** The buyer: a company by VKN, or a person by TCKN (11111111111 for `Nihai Tüketici`). */
export interface InvoiceBuyer {
  kind: "individual" | "company";
  name: string;
  /** VKN for a company, TCKN for a person. */
  taxNumber: string;
  /** The tax office, for a company; "" for a person. */
  taxOffice: string;
  address: BillingAddress | null;
  email: string;
}

/** A line of an invoice: the goods (or the shipping) with its VAT; amounts in kuruş, `grossKurus` VAT included. */
export interface InvoiceLine {
  name: string;
  quantity: number;
  vatRate: VatRate;
  /** Unit price with VAT before the line's discount. */
  unitGrossKurus: number;
  discountKurus: number;
  grossKurus: number;
  netKurus: number;
  vatKurus: number;
}

export interface InvoiceTotals {
  grossKurus: number;
  netKurus: number;
  vatKurus: number;
  breakdown: VatBreakdownRow[];
}

/** Three capital Latin letters, as the GİB format wants the series. */
export const INVOICE_SERIES_PATTERN = /^[A-Z]{3}$/;

/** The GİB invoice number: series (3 letters) + year (4 digits) + sequence (9 digits), "SHD2026000000001". */
export function invoiceNumber(series: string, year: number, sequence: number): string {
  if (!INVOICE_SERIES_PATTERN.test(series)) throw new Error(`invoice series must be three capital letters: ${series}`);
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 999_999_999) throw new Error(`invoice sequence out of range: ${sequence}`);
  return `${series}${String(year).padStart(4, "0")}${String(sequence).padStart(9, "0")}`;
}
