// The admin order detail's KDV (docs/product.md#vat): rows of the items table's footer under the grand total,
// each rate with its net amount (matrah) and its KDV, and "Toplam KDV" under several rates.
import { vatText } from "~/lib/i18n/vat";
import { type OrderVat, orderVatLines } from "~/lib/vat-lines";

export function OrderVatFootRows({ order }: { order: Partial<OrderVat> }) {
  const lines = orderVatLines(order);
  if (lines.length === 0) return null;
  return (
    <>
      <tr>
        <th scope="row" colSpan={4} className="pt-2 text-right text-xs font-semibold uppercase tracking-wide text-gray-600">
          {vatText.breakdown}
        </th>
      </tr>
      {lines.map((line) => (
        <tr key={line.label} data-testid="detail-vat-line" data-rate={line.rate ?? "total"}>
          <th scope="row" colSpan={3} className="py-0.5 pr-3 text-right text-xs font-normal text-gray-700">
            {line.label}
          </th>
          <td className="whitespace-nowrap py-0.5 text-right text-xs text-gray-700">{line.value}</td>
        </tr>
      ))}
    </>
  );
}
