// Refunding chosen lines of a paid order (docs/product.md#refunds): per line, how many of the units not yet refunded
// to give back, each choice naming what it pays back (what was paid for those units, discounts taken off), and the
// sum. The choices are a plain form: without JavaScript the amounts are in the options and the form posts as it is.
import { useState } from "react";
import type { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { paidForUnits } from "~/lib/campaigns";
import { adminOrdersText } from "~/lib/i18n/admin-orders";
import { formatKurus } from "~/lib/money";
import { orderLineName } from "~/lib/order-lines";
import { refundedQuantities } from "~/lib/order-discounts";
import type { AdminOrderRow } from "~/modules/orders/admin-orders.server";
import type { ProviderRefund } from "~/modules/orders/lifecycle.server";

const r = adminOrdersText.detail.refund;
/** admin-orders.server.ts, REFUND_QUANTITY_FIELD: the field of a line is this and its order_items.id. */
const FIELD = "refundQuantity-";

export function RefundLinesForm({
  order,
  refunds,
  fetcher,
  onSubmit,
}: {
  order: AdminOrderRow;
  refunds: ProviderRefund[];
  fetcher: ReturnType<typeof useFetcher<{ ok: boolean; error: string | null }>>;
  onSubmit(): void;
}) {
  const refunded = refundedQuantities(refunds);
  const [chosen, setChosen] = useState<Record<string, number>>({});
  const lines = order.items.map((item) => {
    const already = Math.min(refunded.get(item.id) ?? 0, item.quantity);
    return { item, already, left: item.quantity - already };
  });
  if (lines.every((line) => line.left === 0)) return null;
  const total = lines.reduce((sum, { item, already }) => sum + paidForUnits(item, already, chosen[item.id] ?? 0), 0);
  return (
    <fetcher.Form method="post" onSubmit={onSubmit} className="space-y-3 border-t border-gray-200 pt-4" data-testid="refund-lines-form">
      <input type="hidden" name="intent" value="refundLines" />
      <input type="hidden" name="orderId" value={order.id} />
      <div>
        <h4 className="font-semibold">{r.linesTitle}</h4>
        <p className="mt-1 text-xs text-gray-700">{r.linesHelp}</p>
      </div>
      <ul className="space-y-2">
        {lines.map(({ item, already, left }) => {
          const id = `refund-line-${item.id}`;
          return (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2" data-testid="refund-line">
              <label htmlFor={id} className="min-w-0 flex-1 break-words">
                <span className="block">{orderLineName(item)}</span>
                <span className="block text-xs text-gray-700">{left === 0 ? r.lineAllRefunded : r.lineLeft(left, item.quantity)}</span>
              </label>
              <select
                id={id}
                name={`${FIELD}${item.id}`}
                value={chosen[item.id] ?? 0}
                onChange={(event) => setChosen({ ...chosen, [item.id]: Number(event.currentTarget.value) })}
                disabled={left === 0}
                aria-label={r.lineQuantity(orderLineName(item))}
                className="block min-h-11 rounded-lg border border-gray-300 bg-white px-3 disabled:bg-gray-100"
                data-testid="refund-line-quantity"
              >
                <option value={0}>{r.lineNone}</option>
                {Array.from({ length: left }, (_, i) => i + 1).map((quantity) => (
                  <option key={quantity} value={quantity}>
                    {r.lineOption(quantity, formatKurus(paidForUnits(item, already, quantity)))}
                  </option>
                ))}
              </select>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold" aria-live="polite" data-testid="refund-lines-total">
          {r.linesTotal(formatKurus(total))}
        </p>
        <Button type="submit" variant="secondary" disabled={fetcher.state !== "idle"} data-testid="refund-lines-submit">
          {r.linesSubmit}
        </Button>
      </div>
    </fetcher.Form>
  );
}
