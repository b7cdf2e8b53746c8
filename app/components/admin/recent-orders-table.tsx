import { Link } from "react-router";
import { OrderStatusBadge } from "~/components/ui/order-status-badge";
import { Table } from "~/components/ui/table";
import { formatDate } from "~/lib/dates";
import { adminOrdersText } from "~/lib/i18n/admin-orders";
import { formatKurus } from "~/lib/money";
import type { RecentOrder } from "~/modules/orders/dashboard.server";
import { Anonymised } from "./anonymised";
import { adminOrderHref } from "./order-links";

const c = adminOrdersText.dashboard.columns;

/** The dashboard's latest orders; an order's number opens it in the order list's dialog. */
export function RecentOrdersTable({ orders }: { orders: RecentOrder[] }) {
  return (
    <Table
      framed={false}
      stacked
      className="mt-3"
      testId="recent-orders"
      columns={[{ label: c.orderNumber }, { label: c.customer }, { label: c.total, align: "right" }, { label: c.status }, { label: c.date, className: "py-2" }]}
    >
      {orders.map((order) => (
        <tr key={order.id} className="max-md:px-0!">
          <td className="whitespace-nowrap py-2 pr-4 font-mono font-semibold">
            <Link to={adminOrderHref(order)} className="text-brand-700 underline hover:text-brand-600" data-testid="recent-order-link">
              {order.orderNumber}
            </Link>
          </td>
          <td className="py-2 pr-4" data-label={c.customer}>
            {/* A recipient's name is required at checkout: an empty one was anonymised. */}
            {order.recipientName || <Anonymised />}
          </td>
          <td className="whitespace-nowrap py-2 pr-4 text-right" data-label={c.total}>
            {formatKurus(order.totalKurus)}
          </td>
          <td className="py-2 pr-4" data-label={c.status}>
            <OrderStatusBadge status={order.status} />
          </td>
          <td className="whitespace-nowrap py-2" data-label={c.date}>
            {formatDate(order.createdAt)}
          </td>
        </tr>
      ))}
    </Table>
  );
}
