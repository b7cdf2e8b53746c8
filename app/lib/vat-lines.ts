// An order's KDV under its total, as the order page, the mails and the admin's order detail write it
// (docs/product.md#vat): one row per rate, "KDV %20 (matrah ₺208,33)" ₺41,67, and "Toplam KDV" under several rates. Pure.
import { vatText } from "./i18n/vat";
import { formatKurus } from "./money";
import type { VatBreakdownRow } from "./vat";

/** What an order keeps of its KDV (orders.vat_kurus, orders.vat_breakdown). */
export interface OrderVat {
  vatKurus: number;
  vatBreakdown: readonly VatBreakdownRow[];
}

export interface VatLine {
  /** "KDV %20 (matrah ₺208,33)". */
  label: string;
  /** "₺41,67". */
  value: string;
  /** The rate; null for the "Toplam KDV" row. */
  rate: number | null;
}

/** The rows under an order's total: each rate with its net amount and its KDV, then the sum when there are several rates. */
export function orderVatLines(order: Partial<OrderVat>): VatLine[] {
  const rows = order.vatBreakdown ?? [];
  const lines: VatLine[] = rows.map((row) => ({
    label: vatText.rateLineWithNet(row.rate, formatKurus(row.netKurus)),
    value: formatKurus(row.vatKurus),
    rate: row.rate,
  }));
  if (rows.length > 1) lines.push({ label: vatText.vatTotal, value: formatKurus(order.vatKurus ?? 0), rate: null });
  return lines;
}
