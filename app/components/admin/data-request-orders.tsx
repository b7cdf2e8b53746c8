// The KVKK data-request page's list of one person's orders and its downloads (docs/product.md#kvkk).
import { Braces, FileArchive, FileSpreadsheet } from "lucide-react";
import { Button } from "~/components/ui/button";
import { OrderStatusBadge } from "~/components/ui/order-status-badge";
import { Table } from "~/components/ui/table";
import { formatDate } from "~/lib/dates";
import { privacyText } from "~/lib/i18n/privacy";
import type { OrderStatus } from "~/lib/order-lifecycle";
import { formatKurus } from "~/lib/money";

const t = privacyText;

/** What the page lists of an order: no personal data, only what identifies the order. */
export interface DataRequestOrder {
  id: string;
  orderNumber: string;
  createdAt: Date | string;
  totalKurus: number;
  status: OrderStatus;
  anonymised: boolean;
}

export function DataRequestOrders({ orders }: { orders: DataRequestOrder[] }) {
  const c = t.columns;
  return (
    <Table
      stacked
      testId="data-request-orders"
      columns={[{ label: c.orderNumber }, { label: c.date }, { label: c.total, align: "right" }, { label: c.status }, { label: c.personalData }]}
    >
      {orders.map((order) => (
        <tr key={order.id} data-testid="data-request-order">
          <td className="whitespace-nowrap px-4 py-3 font-mono font-semibold text-gray-900">{order.orderNumber}</td>
          <td className="whitespace-nowrap px-4 py-3 text-gray-800" data-label={c.date}>
            {formatDate(order.createdAt)}
          </td>
          <td className="whitespace-nowrap px-4 py-3 text-right font-semibold text-gray-900" data-label={c.total}>
            {formatKurus(order.totalKurus)}
          </td>
          <td className="px-4 py-3" data-label={c.status}>
            <OrderStatusBadge status={order.status} />
          </td>
          <td className="px-4 py-3" data-label={c.personalData} data-testid="data-request-personal">
            {order.anonymised ? <span className="font-semibold text-gray-700">{t.anonymised}</span> : t.kept}
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** The downloads: plain forms posted to the resource route, so the browser saves the answer as a file. */
export function DataRequestDownloads({ email }: { email: string }) {
  return (
    <form method="post" action="/admin/data-requests/export" className="flex flex-wrap gap-2">
      <input type="hidden" name="email" value={email} />
      <Button type="submit" name="format" value="json" variant="secondary" size="sm" data-testid="data-request-json">
        <Braces aria-hidden="true" className="h-4 w-4" /> {t.downloadJson}
      </Button>
      <Button type="submit" name="format" value="csv" variant="secondary" size="sm" data-testid="data-request-csv">
        <FileSpreadsheet aria-hidden="true" className="h-4 w-4" /> {t.downloadCsv}
      </Button>
      <Button type="submit" name="format" value="tar" variant="secondary" size="sm" data-testid="data-request-archive">
        <FileArchive aria-hidden="true" className="h-4 w-4" /> {t.downloadArchive}
      </Button>
    </form>
  );
}
