import { shopperOrderStatusText } from "~/lib/i18n/order";
import type { ShopperOrderStatus } from "~/lib/order-lifecycle";
import { Badge, type BadgeColour } from "./badge";

const statusColours: Record<ShopperOrderStatus, BadgeColour> = {
  pending: "amber",
  confirmed: "green",
  processing: "blue",
  shipped: "indigo",
  delivered: "emerald",
  cancelled: "gray",
};

/**
 * The order status with its one Turkish label (docs/product.md#order-status), the same in the shop and the back
 * office; only the shopper's order page passes `confirmed` (paid, waiting to be prepared), in green.
 */
export function OrderStatusBadge({ status, size = "sm", testId }: { status: ShopperOrderStatus; size?: "sm" | "md"; testId?: string }) {
  return (
    <Badge colour={statusColours[status]} size={size} testId={testId}>
      {shopperOrderStatusText[status]}
    </Badge>
  );
}
