import { OrderStatusBadge } from "~/components/ui/order-status-badge";
import { Table } from "~/components/ui/table";
import { adminOrdersText, formatDayMonthYear } from "~/lib/i18n/admin-orders";
import { formatKurus } from "~/lib/money";
import type { RecentOrder } from "~/modules/orders/dashboard.server";

const c = adminOrdersText.dashboard.columns;

/** The dashboard's latest orders. */
export function RecentOrdersTable({ orders }: { orders: RecentOrder[] }) {
  return (
    <Table
      framed={false}
      className="mt-3"
      testId="recent-orders"
      columns={[{ label: c.orderNumber }, { label: c.customer }, { label: c.total, align: "right" }, { label: c.status }, { label: c.date, className: "py-2" }]}
    >
      {orders.map((order) => (
        <tr key={order.id}>
          <td className="whitespace-nowrap py-2 pr-4 font-mono font-semibold">{order.orderNumber}</td>
          <td className="py-2 pr-4">{order.recipientName}</td>
          <td className="whitespace-nowrap py-2 pr-4 text-right">{formatKurus(order.totalKurus)}</td>
          <td className="py-2 pr-4">
            <OrderStatusBadge status={order.status} />
          </td>
          <td className="whitespace-nowrap py-2">{formatDayMonthYear(order.createdAt)}</td>
        </tr>
      ))}
    </Table>
  );
}
