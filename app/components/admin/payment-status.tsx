import { adminOrdersText } from "~/lib/i18n/admin-orders";
import type { PaymentStatus } from "~/lib/order-lifecycle";

const paymentColours: Record<PaymentStatus, string> = {
  pending: "text-amber-800",
  completed: "text-emerald-800",
  failed: "text-red-700",
  partially_refunded: "text-violet-800",
  refunded: "text-violet-800",
};

/** The payment's state as coloured text. */
export function PaymentStatusText({ status, className = "", testId }: { status: PaymentStatus; className?: string; testId?: string }) {
  return (
    <span className={`font-semibold ${paymentColours[status]} ${className}`} data-testid={testId}>
      {adminOrdersText.paymentStatus[status]}
    </span>
  );
}
