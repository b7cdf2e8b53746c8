// The month's invoices as a CSV file for the accountant (docs/product.md#invoices): one row per invoice with its
// number, date, kind, the sale a return corrects, the buyer, and the net, KDV and gross of each rate and in all.
// Written for Excel as the order CSV is (ADR 0012): UTF-8 with a byte-order mark, semicolons, CRLF, comma decimals,
// formulas defused.
import { stringify } from "csv-stringify/sync";
import { SHOP_TIME_ZONE } from "~/lib/dates";
import { invoicesText } from "~/lib/i18n/invoices";
import { VAT_RATES } from "~/lib/vat";
import type { InvoiceMonth, MonthInvoice } from "./admin-invoices.server";

const t = invoicesText;
const csvDay = new Intl.DateTimeFormat("tr-TR", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: SHOP_TIME_ZONE });

/** "1234,50": no thousands separator, comma decimals, as Turkish Excel reads a number. */
function amount(kurus: number): string {
  const sign = kurus < 0 ? "-" : "";
  const abs = Math.abs(kurus);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}

/** The month's invoices as CSV, header row first. */
export function invoicesCsv(rows: readonly MonthInvoice[]): string {
  const header = [...t.csvFile.columns, ...VAT_RATES.flatMap((rate) => t.csvFile.rateColumns(rate)), ...t.csvFile.totals];
  const records = rows.map((row) => [
    row.number,
    csvDay.format(row.issuedAt),
    t.kind[row.kind],
    row.relatedNumber ?? "",
    row.orderNumber,
    row.buyer.name,
    row.buyer.taxNumber,
    row.buyer.taxOffice,
    ...VAT_RATES.flatMap((rate) => {
      const r = row.vatBreakdown.find((b) => b.rate === rate);
      return r ? [amount(r.netKurus), amount(r.vatKurus), amount(r.grossKurus)] : ["0,00", "0,00", "0,00"];
    }),
    amount(row.netKurus),
    amount(row.vatKurus),
    amount(row.grossKurus),
    t.providerState[row.providerState],
  ]);
  return stringify([header, ...records], {
    delimiter: ";",
    record_delimiter: "windows",
    quote_record_delimiter: true,
    quoted_match: /[,;]/,
    escape_formulas: true,
    bom: true,
  });
}

export function invoicesCsvFilename(month: InvoiceMonth): string {
  return t.csvFile.filename(month.key);
}
