import type { OrderStatus, PaymentStatus } from "~/db/schema";
import { adminOrdersText } from "~/lib/i18n/admin-orders";

/** The statuses in the order an order moves through them (the list's filter and the dialog's select). */
export const ORDER_STATUS_CHOICES: readonly OrderStatus[] = ["pending", "processing", "shipped", "delivered", "cancelled"];

const paymentColours: Record<PaymentStatus, string> = {
  pending: "text-amber-800",
  completed: "text-emerald-800",
  failed: "text-red-700",
};

/** The payment's state as coloured text. */
export function PaymentStatusText({ status, className = "", testId }: { status: PaymentStatus; className?: string; testId?: string }) {
  return (
    <span className={`font-semibold ${paymentColours[status]} ${className}`} data-testid={testId}>
      {adminOrdersText.paymentStatus[status]}
    </span>
  );
}
