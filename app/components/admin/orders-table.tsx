// The order list of /admin/orders: one row an order, newest first; "Detay" opens the order's dialog, "Fiş" its
// packing slip; the checkboxes belong to the packing-slip form of the page (`selectForm`, by the form attribute).
// An order whose proof is not approved yet shows the proof's state under its status (docs/product.md#proof).
import { Eye, Printer } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { OrderStatusBadge } from "~/components/ui/order-status-badge";
import { Table } from "~/components/ui/table";
import { formatDate } from "~/lib/dates";
import { adminOrdersText } from "~/lib/i18n/admin-orders";
import { deliveryDateText } from "~/lib/i18n/delivery";
import { packingText } from "~/lib/i18n/packing";
import { formatKurus } from "~/lib/money";
import { orderLineName } from "~/lib/order-lines";
import type { ProofState } from "~/lib/personalisation";
import type { AdminOrderRow } from "~/modules/orders/admin-orders.server";
import { Anonymised } from "./anonymised";
import { ProofBadge } from "./order-proof";
import { PaymentStatusText } from "./payment-status";

const t = adminOrdersText.orders;

/** A row of the list; `proof` (null or absent: the order needs none) comes from the page's loader. */
export type OrdersTableRow = AdminOrderRow & { proof?: { state: ProofState } | null };

export function OrdersTable<Row extends OrdersTableRow>({ rows, onOpen, selectForm }: { rows: Row[]; onOpen(order: Row): void; selectForm?: string }) {
  const c = t.columns;
  return (
    <Table
      stacked
      testId="orders-table"
      columns={[
        { label: c.orderNumber },
        { label: c.recipient },
        { label: c.items },
        { label: c.total, align: "right" },
        { label: c.status },
        { label: c.date },
        { label: c.actions, visuallyHidden: true },
      ]}
    >
      {rows.map((order) => {
        const names = order.items.map(orderLineName).join(", ");
        return (
          <tr key={order.id} className="align-top hover:bg-gray-50" data-testid="order-row">
            <td className="px-4 py-3">
              {selectForm && (
                <input
                  type="checkbox"
                  name="ids"
                  value={order.id}
                  form={selectForm}
                  aria-label={packingText.selectRow(order.orderNumber)}
                  className="mr-2 h-5 w-5 align-middle accent-brand-600"
                  data-testid="order-select"
                />
              )}
              <span className="whitespace-nowrap font-mono font-semibold text-gray-900">{order.orderNumber}</span>
              {order.trackingNumber && (
                <span className="mt-1 block whitespace-nowrap text-xs text-gray-700">
                  {t.tracking}: <span className="font-mono">{order.trackingNumber}</span>
                </span>
              )}
            </td>
            <td className="px-4 py-3" data-label={c.recipient}>
              {order.anonymisedAt ? (
                <Anonymised className="block" />
              ) : (
                <>
                  <span className="block font-semibold text-gray-900">{order.recipientName}</span>
                  <span className="block text-xs text-gray-700">{order.recipientCity}</span>
                </>
              )}
              {order.requestedDeliveryDate && (
                <span className="block whitespace-nowrap text-xs font-semibold text-brand-700" data-testid="order-delivery-date">
                  {deliveryDateText.listDate(formatDate(order.requestedDeliveryDate))}
                </span>
              )}
            </td>
            <td className="max-w-xs px-4 py-3" data-label={c.items}>
              <span className="block font-semibold text-gray-900">{t.itemCount(order.itemCount)}</span>
              <span className="block truncate text-xs text-gray-700" title={names}>
                {names}
              </span>
            </td>
            <td className="px-4 py-3 text-right" data-label={c.total}>
              <span className="block whitespace-nowrap font-semibold text-gray-900">{formatKurus(order.totalKurus)}</span>
              <PaymentStatusText status={order.paymentStatus} className="block text-xs" testId="payment-status" />
            </td>
            <td className="px-4 py-3" data-label={c.status}>
              <OrderStatusBadge status={order.status} testId="order-status" />
              {order.proof && order.proof.state !== "approved" && (
                <span className="mt-1 block">
                  <ProofBadge state={order.proof.state} />
                </span>
              )}
            </td>
            <td className="whitespace-nowrap px-4 py-3 text-gray-800" data-label={c.date}>
              {formatDate(order.createdAt)}
            </td>
            <td className="space-x-2 px-4 py-3 text-right md:whitespace-nowrap">
              <Link to={`/admin/packing-slips?ids=${order.id}`} className={buttonClass({ variant: "ghost", size: "sm" })} data-testid="order-packing-slip">
                <Printer aria-hidden="true" className="h-4 w-4" /> {packingText.rowLink}
                <span className="sr-only">{packingText.rowLinkOf(order.orderNumber)}</span>
              </Link>
              <Button variant="secondary" size="sm" onClick={() => onOpen(order)}>
                <Eye aria-hidden="true" className="h-4 w-4" /> {t.detail}
                <span className="sr-only">{t.detailOf(order.orderNumber)}</span>
              </Button>
            </td>
          </tr>
        );
      })}
    </Table>
  );
}
