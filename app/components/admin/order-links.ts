// The address that opens one order's dialog in /admin/orders: the list searched for its number (so the order
// is on the first page) and `order` naming the one to open.
export const ORDER_TO_OPEN_PARAM = "order";

export function adminOrderHref(order: { id: string; orderNumber: string }): string {
  return `/admin/orders?${new URLSearchParams({ q: order.orderNumber, [ORDER_TO_OPEN_PARAM]: order.id })}`;
}
