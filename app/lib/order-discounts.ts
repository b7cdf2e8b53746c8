// An order's stored discounts as every place that shows the order's money reads them (docs/product.md#campaign-orders):
// the order page, the admin's order, the mails and the CSV. Pure: the rows come from order_discounts.
import type { CampaignKind, DiscountTarget } from "./campaigns";
import { discountCodeText } from "./i18n/campaigns";

/** One discount of an order as it is shown: the code or offer's name, what it was on, how much. */
export interface OrderDiscountView {
  label: string;
  kind: CampaignKind;
  target: DiscountTarget;
  amountKurus: number;
}

/** The discounts as a JSON aggregate gives them (a string on some drivers); anything unreadable is left out. */
export function parseOrderDiscounts(raw: unknown): OrderDiscountView[] {
  const list: unknown = typeof raw === "string" ? JSON.parse(raw) : raw;
  if (!Array.isArray(list)) return [];
  return list.flatMap((d: Record<string, unknown>) =>
    d && typeof d.label === "string" && Number(d.amountKurus) > 0
      ? [
          {
            label: d.label,
            kind: d.kind === "automatic" ? "automatic" : "code",
            target: d.target === "shipping" ? "shipping" : "items",
            amountKurus: Number(d.amountKurus),
          } satisfies OrderDiscountView,
        ]
      : [],
  );
}

/** "İndirim (SEVGILI20)" or "Kargo indirimi (KARGOBEDAVA)". */
export function orderDiscountLabel(discount: Pick<OrderDiscountView, "label" | "target">): string {
  return discount.target === "shipping" ? discountCodeText.shippingDiscountLine(discount.label) : discountCodeText.discountLine(discount.label);
}

/** The codes and offers an order used, as one cell: "SEVGILI20, 3 al 2 öde". */
export function orderDiscountNames(discounts: readonly Pick<OrderDiscountView, "label">[]): string {
  return [...new Set(discounts.map((d) => d.label))].join(", ");
}

/** What was paid for an order line: its price × quantity less its discounts. */
export function paidLineKurus(line: { unitPriceKurus: number; quantity: number; discountKurus?: number }): number {
  return line.unitPriceKurus * line.quantity - (line.discountKurus ?? 0);
}

/** Units of each order line (order_items.id) refunded or on their way back (docs/product.md#refunds): failed refunds do not count. */
export function refundedQuantities(refunds: readonly { state: string; lines: readonly { itemId: string; quantity: number }[] }[]): Map<string, number> {
  const refunded = new Map<string, number>();
  for (const refund of refunds) {
    if (refund.state === "failed") continue;
    for (const line of refund.lines) refunded.set(line.itemId, (refunded.get(line.itemId) ?? 0) + line.quantity);
  }
  return refunded;
}
