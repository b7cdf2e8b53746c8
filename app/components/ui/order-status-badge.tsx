import type { OrderStatus } from "~/db/schema";
import { orderStatusText } from "~/lib/i18n/order";

const statusColours: Record<OrderStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  processing: "bg-blue-100 text-blue-900",
  shipped: "bg-indigo-100 text-indigo-900",
  delivered: "bg-emerald-100 text-emerald-900",
  cancelled: "bg-gray-200 text-gray-900",
};

/** The order status with its one Turkish label (decisions §4), the same in the shop and the back office. */
export function OrderStatusBadge({ status, size = "sm", testId }: { status: OrderStatus; size?: "sm" | "md"; testId?: string }) {
  const sizing = size === "md" ? "px-3 py-1 text-sm" : "px-2.5 py-0.5 text-xs";
  return (
    <span className={`inline-flex whitespace-nowrap rounded-full font-semibold ${sizing} ${statusColours[status]}`} data-testid={testId}>
      {orderStatusText[status]}
    </span>
  );
}
