// An order's discounts in its mails (docs/product.md#campaign-orders): one row per discount under the subtotal and
// shipping ("İndirim (SEVGILI20)" −₺…, "Kargo indirimi (…)" −₺…); an order without discounts gets none.
import { cartDiscountText } from "~/lib/i18n/cart";
import { formatKurus } from "~/lib/money";
import { orderDiscountLabel, type OrderDiscountView } from "~/lib/order-discounts";

/** Each discount as [label, "−₺…"], in the order they were given. */
export function discountRows(order: { discounts?: readonly OrderDiscountView[] }): [label: string, value: string][] {
  return (order.discounts ?? []).map((discount) => [orderDiscountLabel(discount), cartDiscountText.minus(formatKurus(discount.amountKurus))]);
}

/** For a mail about a refund or a cancellation of a discounted order: its discounts and the total paid after them. */
export function discountFacts(order: { discounts?: readonly OrderDiscountView[]; totalKurus: number }, totalLabel: string): [string, string][] {
  const rows = discountRows(order);
  return rows.length > 0 ? [...rows, [totalLabel, formatKurus(order.totalKurus)]] : [];
}
