// The order page's KDV under the total (docs/product.md#vat, #order-page): each rate with its net amount and KDV,
// rows of the totals' list (<div><dt><dd>, as its other rows). The total's own label already says "KDV dahil".
import { type OrderVat, orderVatLines } from "~/lib/vat-lines";

export function OrderVatRows({ order }: { order: Partial<OrderVat> }) {
  return orderVatLines(order).map((line) => (
    <div key={line.label} className="flex justify-between gap-3 text-xs text-gray-700" data-testid="order-vat-line" data-rate={line.rate ?? "total"}>
      <dt className="min-w-0 break-words">{line.label}</dt>
      <dd className="shrink-0">{line.value}</dd>
    </div>
  ));
}
