// Refunding chosen lines of a paid order (docs/product.md#refunds): the admin picks how many units of each line
// to give back and the shop pays back what was actually paid for them (lib/campaigns.ts, paidForUnits: the line's
// discount shared over its units, exact in kuruş over every partial refund). The units are kept on the refund
// (order_refunds.lines); units refunded before, or on their way back, are not refunded twice.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database, Executor } from "~/db/client.server";
import { orderItems, orderRefunds, type RefundLine } from "~/db/schema";
import { paidForUnits } from "~/lib/campaigns";
import { refundedQuantities } from "~/lib/order-discounts";
import { type Actor, type LifecycleResult, refundAndTell, type RefundOptions } from "./lifecycle.server";
import type { MailSettings } from "./order-mail.server";

/** One order line as a refund by lines needs it. */
export interface RefundableLine {
  itemId: string;
  unitPriceKurus: number;
  quantity: number;
  discountKurus: number;
  /** Units refunded or being refunded (pending or completed refunds' lines). */
  refundedQuantity: number;
}

/** The order's lines with what of them is refunded already. */
export async function refundableLines(db: Executor, orderId: string): Promise<RefundableLine[]> {
  const [items, refunds] = await Promise.all([
    db
      .select({ itemId: orderItems.id, unitPriceKurus: orderItems.unitPriceKurus, quantity: orderItems.quantity, discountKurus: orderItems.discountKurus })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.productName), asc(orderItems.sku), asc(orderItems.id)),
    db
      .select({ state: orderRefunds.state, lines: orderRefunds.lines })
      .from(orderRefunds)
      .where(and(eq(orderRefunds.orderId, orderId), inArray(orderRefunds.state, ["pending", "completed"]))),
  ]);
  const refunded = refundedQuantities(refunds);
  return items.map((item) => ({ ...item, refundedQuantity: refunded.get(item.itemId) ?? 0 }));
}

export type LinesAmount = { ok: true; amountKurus: number; lines: RefundLine[] } | { ok: false; reason: "refund-lines-invalid" | "refund-lines-too-many" };

/**
 * What refunding `asked` pays back: the units of each line at what was paid for them. Lines asked with 0 units are
 * left out; an unknown line, a line asked twice, a quantity that is not a whole number or nothing asked at all is
 * invalid; more units than are left to refund is too many.
 */
export function linesRefundAmount(lines: readonly RefundableLine[], asked: readonly RefundLine[]): LinesAmount {
  const chosen = asked.filter((line) => line.quantity !== 0);
  const seen = new Set<string>();
  let amountKurus = 0;
  for (const { itemId, quantity } of chosen) {
    const line = lines.find((l) => l.itemId === itemId);
    if (!line || seen.has(itemId) || !Number.isInteger(quantity) || quantity < 0) return { ok: false, reason: "refund-lines-invalid" };
    seen.add(itemId);
    if (quantity > line.quantity - line.refundedQuantity) return { ok: false, reason: "refund-lines-too-many" };
    amountKurus += paidForUnits(line, line.refundedQuantity, quantity);
  }
  if (chosen.length === 0) return { ok: false, reason: "refund-lines-invalid" };
  return { ok: true, amountKurus, lines: chosen.map(({ itemId, quantity }) => ({ itemId, quantity })) };
}

/**
 * The admin refunds chosen units of a paid order's lines: the amount is what was paid for them, recorded with the
 * units on the refund, through the same refund as an amount (the simulated provider at once, PayTR after the commit);
 * the sender is told. Units whose amount comes to nothing (a line that was free) are refused as too large.
 */
export function refundOrderLines(
  db: Database,
  orderId: string,
  asked: readonly RefundLine[],
  actor: Actor,
  mail: MailSettings,
  options: RefundOptions = {},
): Promise<LifecycleResult> {
  // Under the order's lock: two refunds of the same units are made one after the other, and the second sees the first.
  return refundAndTell(db, orderId, actor, mail, options, async (tx) => linesRefundAmount(await refundableLines(tx, orderId), asked));
}
