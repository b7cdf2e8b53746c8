// An order's KDV in its mails (docs/product.md#vat): the total named "Toplam (KDV dahil)", then one row per rate
// ("KDV %20 (matrah ₺208,33)" ₺41,67) and, under several rates, "Toplam KDV". Both the HTML and the text part.
import { vatText } from "~/lib/i18n/vat";
import { type OrderVat, orderVatLines } from "~/lib/vat-lines";

export type { OrderVat };

/** The total's label: every order's prices include KDV. */
export const mailTotalLabel = vatText.totalIncludingVat;

/** The rows under the total as [label, value] (none for an order without a breakdown, e.g. one that cost nothing). */
export function vatRows(order: Partial<OrderVat>): [label: string, value: string][] {
  return orderVatLines(order).map((line) => [line.label, line.value]);
}

/** The rows as the items table's small grey footer rows (four columns: the label spans three). */
export function vatRowsHtml(order: Partial<OrderVat>, escape: (value: string) => string): string {
  return vatRows(order)
    .map(
      ([label, value]) =>
        `<tr><td colspan="3" align="right" style="padding:2px 8px;font-size:12px;color:#6b7280;">${escape(label)}</td>` +
        `<td align="right" style="padding:2px 8px;font-size:12px;color:#6b7280;white-space:nowrap;">${escape(value)}</td></tr>`,
    )
    .join("");
}

/** The rows as lines of the text part: "KDV %20 (matrah ₺208,33): ₺41,67". */
export function vatRowsText(order: Partial<OrderVat>): string[] {
  return vatRows(order).map(([label, value]) => `${label}: ${value}`);
}
