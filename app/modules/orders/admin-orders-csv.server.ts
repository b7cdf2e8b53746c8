// The admin's orders as a CSV file for Excel (docs/product.md#admin-orders, ADR 0012), and the CSV helpers the
// KVKK export shares (modules/privacy): the Turkish of the file (columns, status words) is written here.
import { type Options as StringifyOptions, stringify } from "csv-stringify/sync";
import { formatDate, istanbulDay, SHOP_TIME_ZONE } from "~/lib/dates";
import { adminOrdersText } from "~/lib/i18n/admin-orders";
import { deliveryDateText } from "~/lib/i18n/delivery";
import { privacyText } from "~/lib/i18n/privacy";
import { isPaid } from "~/lib/order-lifecycle";
import { orderDiscountNames } from "~/lib/order-discounts";
import { orderLineName } from "~/lib/order-lines";
import { type BillingAddress, FINAL_CONSUMER_NAME, type OrderBilling } from "~/lib/billing";
import { vatText } from "~/lib/i18n/vat";
import { paymentSettingsText } from "~/lib/i18n/payment-settings";
import { PAYMENT_METHODS, type PaymentMethod } from "~/lib/payment-mode";
import type { VatRate } from "~/lib/vat";
import type { AdminOrderRow } from "./admin-orders.server";

const csvText = adminOrdersText.csv;
const csvDate = new Intl.DateTimeFormat("tr-TR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: SHOP_TIME_ZONE,
});

/** "1234,50": no thousands separator, comma decimals, as Turkish Excel reads a number. */
export function kurusToCsvAmount(kurus: number): string {
  const sign = kurus < 0 ? "-" : "";
  const abs = Math.abs(kurus);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}

/**
 * csv-stringify's settings for Excel (ADR 0012): UTF-8 with a byte-order mark (so Turkish letters show),
 * semicolon-separated (Turkish Excel's list separator, since the comma is its decimal mark), CRLF line
 * ends; a value a spreadsheet would run as a formula (starting with = + - @, tab or CR) gets a leading
 * apostrophe; a value holding the separator, a comma, a quote or a line break is quoted, quotes doubled.
 */
function csvOptions(separator: string): StringifyOptions {
  return {
    delimiter: separator,
    record_delimiter: "windows",
    // Quote a lone \n or \r too, not only the record delimiter.
    quote_record_delimiter: true,
    quoted_match: /[,;]/,
    escape_formulas: true,
  };
}

/** Rows (header first) as a CSV file for Excel (see csvOptions): the one way this shop writes CSV. */
export function excelCsv(records: string[][], { separator = ";" }: { separator?: string } = {}): string {
  return stringify(records, { ...csvOptions(separator), bom: true });
}

/** An instant as the CSV files print it: "24.11.2026 14:30", Istanbul time. */
export function csvDateTime(instant: Date | string): string {
  return csvDate.format(new Date(instant));
}

/** One CSV cell, written as ordersCsv writes it. */
export function csvCell(value: string, separator = ";"): string {
  return stringify([[value]], { ...csvOptions(separator), eof: false });
}

/** The order's lines for a CSV cell: "Kupa (Renk: Siyah) × 1, Mouse Pad × 2" (docs/product.md#options-and-variants). */
export function csvItems(row: Pick<AdminOrderRow, "items">): string {
  return row.items.map((i) => csvText.itemLine(orderLineName(i), i.quantity)).join(", ");
}

/** The lines' SKUs with their quantities, in the order of csvItems: "KUPA-SIYAH × 1, MOUSE-PAD × 2" (a line without one is left out). */
export function csvSkus(row: Pick<AdminOrderRow, "items">): string {
  return row.items.flatMap((i) => (i.sku ? [csvText.itemLine(i.sku, i.quantity)] : [])).join(", ");
}

/** The rates with a KDV column of their own (0% has no KDV: its sales are in the net amount). */
const CSV_VAT_RATES: readonly VatRate[] = [1, 10, 20];

/**
 * The columns added with KDV and billing details (docs/product.md#order-csv), after the older ones: the order's KDV,
 * one column per rate (a number an accountant can sum, rather than one text listing them), the net amount, and who
 * the invoice names.
 */
export const PAPERWORK_CSV_COLUMNS = [
  vatText.csv.vat,
  ...CSV_VAT_RATES.map(vatText.csv.vatAt),
  vatText.csv.net,
  vatText.csv.billingKind,
  vatText.csv.billingName,
  vatText.csv.billingTaxId,
  vatText.csv.billingTaxOffice,
  vatText.csv.billingAddress,
];

/**
 * The columns added with the payment providers (docs/product.md#payment-providers), after the paperwork ones: the
 * provider that took the payment, the installments and what the buyer paid (interest included; empty when the
 * provider did not say). The revenue column stays the order total less refunds.
 */
export const PAYMENT_CSV_COLUMNS = [paymentSettingsText.csv.provider, paymentSettingsText.csv.installments, paymentSettingsText.csv.paid];

export function paymentCells(row: Pick<AdminOrderRow, "paymentMethod" | "installmentCount" | "paidKurus">): string[] {
  const method = (PAYMENT_METHODS as readonly string[]).includes(row.paymentMethod)
    ? paymentSettingsText.methods[row.paymentMethod as PaymentMethod]
    : row.paymentMethod;
  return [method, String(row.installmentCount ?? 1), row.paidKurus === null || row.paidKurus === undefined ? "" : kurusToCsvAmount(row.paidKurus)];
}

/** An order for the CSV: its billing details when the caller read them (listAdminOrdersForExport does). */
export type OrderCsvRow = AdminOrderRow & { billing?: OrderBilling | null };

function billingAddressText(address: BillingAddress | null): string {
  return address ? `${address.address}, ${address.district}/${address.province}` : "";
}

/** The billing cells: an individual who gave nothing is `Nihai Tüketici`; an anonymised order's are empty. */
function billingCells(row: OrderCsvRow): string[] {
  if (row.anonymisedAt) return ["", "", "", "", ""];
  const billing = row.billing ?? null;
  const kinds = vatText.csv.kinds;
  if (billing?.kind === "company") return [kinds.company, billing.title, billing.vkn, billing.taxOffice, billingAddressText(billing.address)];
  return [kinds.individual, billing?.name || FINAL_CONSUMER_NAME, billing?.tckn ?? "", "", billingAddressText(billing?.address ?? null)];
}

/** The order's KDV, its KDV at each rate, its net amount, then the billing cells. */
export function paperworkCells(row: OrderCsvRow): string[] {
  const breakdown = row.vatBreakdown ?? [];
  const vatAt = (rate: VatRate) => breakdown.filter((entry) => entry.rate === rate).reduce((sum, entry) => sum + entry.vatKurus, 0);
  return [
    kurusToCsvAmount(row.vatKurus ?? 0),
    ...CSV_VAT_RATES.map((rate) => kurusToCsvAmount(vatAt(rate))),
    kurusToCsvAmount(row.totalKurus - (row.vatKurus ?? 0)),
    ...billingCells(row),
  ];
}

/** The list as CSV for Excel (see csvOptions), header row first, every line ended by CRLF. */
export function ordersCsv(rows: OrderCsvRow[], { separator = ";" }: { separator?: string } = {}): string {
  const records = rows.map((row) => [
    row.orderNumber,
    csvDateTime(row.createdAt),
    row.anonymisedAt ? privacyText.anonymised : row.recipientName,
    row.recipientCity,
    // "Kupa (Renk: Siyah) × 1, Mouse Pad × 2": a product without options by its name alone, as before.
    csvItems(row),
    String(row.itemCount),
    kurusToCsvAmount(row.totalKurus),
    adminOrdersText.paymentStatus[row.paymentStatus],
    adminOrdersText.orderStatus[row.status],
    row.trackingNumber ?? "",
    kurusToCsvAmount(row.refundedKurus),
    // What the order brought in: nothing unless it was paid.
    kurusToCsvAmount(isPaid(row.paymentStatus) || row.paymentStatus === "refunded" ? row.totalKurus - row.refundedKurus : 0),
    // The day the sender asked for (docs/product.md#delivery-date), or "En kısa sürede".
    row.requestedDeliveryDate ? formatDate(row.requestedDeliveryDate) : deliveryDateText.noRequestedDate,
    csvSkus(row),
    // The discounts (docs/product.md#campaign-orders): their sum, and the codes and offers used ("SEVGILI20, 3 al 2 öde").
    kurusToCsvAmount(row.discountKurus),
    orderDiscountNames(row.discounts),
    // KDV and billing details (docs/product.md#order-csv), appended so that no older column moves.
    ...paperworkCells(row),
    ...paymentCells(row),
  ]);
  return excelCsv([[...csvText.columns, ...PAPERWORK_CSV_COLUMNS, ...PAYMENT_CSV_COLUMNS], ...records], { separator });
}

/** siparisler-YYYYMMDD.csv, dated in Istanbul. */
export function ordersCsvFilename(now = new Date()): string {
  return csvText.filename(istanbulDay(now).replace(/-/g, ""));
}
