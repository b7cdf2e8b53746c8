// The payment block of an admin order (docs/product.md#payment-providers): the provider that took the payment
// (refunds go back to it), the installments the buyer chose, and, when the buyer paid more than the order total
// (installment interest), what they paid beside the total. Revenue stays the order total.
import { paymentSettingsText } from "~/lib/i18n/payment-settings";
import { formatKurus } from "~/lib/money";
import { PAYMENT_METHODS, type PaymentMethod } from "~/lib/payment-mode";
import type { AdminOrderRow } from "~/modules/orders/admin-orders.server";

const t = paymentSettingsText.order;

type PaymentFields = Pick<AdminOrderRow, "paymentMethod" | "installmentCount" | "paidKurus" | "totalKurus">;

/** The provider's name, or the stored word itself for a method this shop no longer knows. */
export function paymentMethodName(method: string): string {
  return (PAYMENT_METHODS as readonly string[]).includes(method) ? paymentSettingsText.methods[method as PaymentMethod] : method;
}

export function OrderPaymentDetails({ order }: { order: PaymentFields }) {
  const interest = order.paidKurus !== null && order.paidKurus > order.totalKurus;
  return (
    <section aria-labelledby="detail-payment" className="rounded-lg border border-gray-200 p-4" data-testid="detail-payment">
      <h3 id="detail-payment" className="font-bold text-gray-900">
        {t.title}
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-gray-600">{t.provider}</dt>
        <dd className="font-semibold" data-testid="detail-payment-provider">
          {paymentMethodName(order.paymentMethod)}
        </dd>
        <dt className="text-gray-600">{t.installments}</dt>
        <dd className="font-semibold" data-testid="detail-payment-installments">
          {paymentSettingsText.installments(order.installmentCount ?? 1)}
        </dd>
        <dt className="text-gray-600">{t.total}</dt>
        <dd className="font-semibold">
          {formatKurus(order.totalKurus)}
          {interest && (
            <span className="ml-2 font-normal text-gray-700" data-testid="detail-payment-paid">
              ({t.paid(formatKurus(order.paidKurus ?? 0))})
            </span>
          )}
        </dd>
      </dl>
      {interest && <p className="mt-2 text-xs text-gray-600">{t.paidNote}</p>}
    </section>
  );
}
