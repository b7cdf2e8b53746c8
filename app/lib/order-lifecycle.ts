// The one table of an order's states and the changes allowed between them (docs/product.md#allowed-changes).
// Pure, so the admin screen can offer only the changes the server will accept; the server asks the same
// functions (app/modules/orders/lifecycle.server.ts) before it writes anything.

export const ORDER_STATUSES = ["pending", "processing", "shipped", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ["pending", "completed", "failed", "partially_refunded", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Order status: pending → processing → shipped → delivered (an order may skip processing), cancelled from
 * pending, processing or shipped (a returned parcel), and a cancelled order re-opened as processing.
 */
const ORDER_CHANGES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ["processing", "shipped", "cancelled"],
  processing: ["shipped", "cancelled"],
  shipped: ["delivered", "cancelled"],
  delivered: [],
  cancelled: ["processing"],
};

/** Payment status: pending → completed | failed; completed → refunded (whole) or partially refunded, and on. */
const PAYMENT_CHANGES: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ["completed", "failed"],
  completed: ["partially_refunded", "refunded"],
  failed: [],
  partially_refunded: ["partially_refunded", "refunded"],
  refunded: [],
};

/** Payments whose money the shop holds (all of it, or what is left after a partial refund). */
export const PAID_PAYMENT_STATUSES: readonly PaymentStatus[] = ["completed", "partially_refunded"];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === "string" && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === "string" && (PAYMENT_STATUSES as readonly string[]).includes(value);
}

export function isPaid(payment: PaymentStatus): boolean {
  return PAID_PAYMENT_STATUSES.includes(payment);
}

/** Whether the order status table has the edge from → to (staying put is not a change). */
export function orderStatusEdge(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_CHANGES[from].includes(to);
}

export function paymentStatusEdge(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_CHANGES[from].includes(to);
}

export type OrderChangeRefusal = "not-allowed" | "not-paid" | "refunded" | "awaiting-proof";

/** The proof states in which an order is made: no proof needed (null), or the buyer approved it (docs/product.md#proof). */
export function proofAllowsProduction(proofState: string | null | undefined): boolean {
  return proofState === null || proofState === undefined || proofState === "approved";
}

/**
 * Whether an order may go from → to, given its payment and its proof: the table's edge, and an order goes forward
 * (processing, shipped, delivered) only while its money is held; a refunded order is not re-opened; an order
 * whose personalised lines wait for the buyer's approval of a proof is not made (nor shipped) before it.
 */
export function orderChangeRefusal(from: OrderStatus, to: OrderStatus, payment: PaymentStatus, proofState: string | null = null): OrderChangeRefusal | null {
  if (!orderStatusEdge(from, to)) return "not-allowed";
  if (to === "cancelled") return null;
  if (payment === "refunded") return "refunded";
  if (!isPaid(payment)) return "not-paid";
  if (!proofAllowsProduction(proofState)) return "awaiting-proof";
  return null;
}

/** The statuses the admin's list offers for an order: where it is now and where it may go. */
export function orderStatusChoices(from: OrderStatus, payment: PaymentStatus, proofState: string | null = null): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => to === from || orderChangeRefusal(from, to, payment, proofState) === null);
}

/** The payment status after `refundKurus` more is refunded, or null when that is more than is left. */
export function paymentAfterRefund(totalKurus: number, refundedKurus: number, refundKurus: number): PaymentStatus | null {
  if (!Number.isInteger(refundKurus) || refundKurus <= 0 || refundedKurus + refundKurus > totalKurus) return null;
  return refundedKurus + refundKurus === totalKurus ? "refunded" : "partially_refunded";
}

/** An order's status as the shopper reads it (docs/product.md#order-status): a paid order still `pending`, waiting to be prepared, is confirmed. */
export type ShopperOrderStatus = OrderStatus | "confirmed";

export function shopperOrderStatus(order: { status: OrderStatus; paymentStatus: PaymentStatus }): ShopperOrderStatus {
  return order.status === "pending" && isPaid(order.paymentStatus) ? "confirmed" : order.status;
}

/** What the shopper's order page says about the order (docs/product.md#order-page): one heading per state. */
export type ShopperOrderState =
  | "paying" // payment pending
  | "received" // paid, being prepared
  | "shipped"
  | "delivered"
  | "payment-failed"
  | "expired" // never paid in time
  | "cancelled-unpaid" // cancelled by the shop before payment
  | "cancelled-refunded"
  | "cancelled-refund-pending"; // cancelled, the money not given back yet

/**
 * The page's state from the order's statuses; `expired` and `cancelledByShop` come from its history (the
 * payment failed because its time ran out; the shop, not the provider, cancelled it).
 */
export function shopperOrderState(
  order: { status: OrderStatus; paymentStatus: PaymentStatus },
  { expired = false, cancelledByShop = false }: { expired?: boolean; cancelledByShop?: boolean } = {},
): ShopperOrderState {
  if (order.status === "cancelled") {
    if (order.paymentStatus === "refunded") return "cancelled-refunded";
    if (isPaid(order.paymentStatus)) return "cancelled-refund-pending";
    if (cancelledByShop) return "cancelled-unpaid";
    return expired ? "expired" : "payment-failed";
  }
  if (order.paymentStatus === "pending") return "paying";
  if (order.status === "delivered") return "delivered";
  if (order.status === "shipped") return "shipped";
  return "received";
}
