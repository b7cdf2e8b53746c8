import type { OrderStatus } from "~/db/schema";
import { orderStatusText } from "~/lib/i18n/order";
import { Badge, type BadgeColour } from "./badge";

const statusColours: Record<OrderStatus, BadgeColour> = {
  pending: "amber",
  processing: "blue",
  shipped: "indigo",
  delivered: "emerald",
  cancelled: "gray",
};

/** The order status with its one Turkish label (docs/product.md#order-status), the same in the shop and the back office. */
export function OrderStatusBadge({ status, size = "sm", testId }: { status: OrderStatus; size?: "sm" | "md"; testId?: string }) {
  return (
    <Badge colour={statusColours[status]} size={size} testId={testId}>
      {orderStatusText[status]}
    </Badge>
  );
}
