// An order's discounts, written with the order (docs/product.md#campaign-orders), and the code uses they hold. A use is
// taken by one conditional update of the code's and the campaign's counters inside the order's transaction, so that
// concurrent checkouts never take more uses than there are (on the embedded database and on PostgreSQL with several
// servers alike); an order that is never paid gives its uses back when it expires, fails or is cancelled.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { campaigns, discountCodes, orderDiscounts } from "~/db/schema";
import type { AppliedDiscount } from "~/lib/campaigns";
import { usesByEmail } from "./offers.server";

export type UseRefusal = "usedUp" | "emailUsed";

/**
 * Records the order's discounts (`itemIds`: pricing line key → order_items.id) and takes a use of each code, in the
 * caller's transaction. A code used up meanwhile, or used by this e-mail as often as allowed, is refused: the caller
 * rolls the order back.
 */
export async function recordOrderDiscounts(
  tx: Executor,
  order: { id: string; senderEmail: string },
  discounts: readonly AppliedDiscount[],
  itemIds: ReadonlyMap<string, string>,
  now: Date,
): Promise<{ ok: true } | { ok: false; refusal: UseRefusal }> {
  for (const discount of discounts) {
    if (discount.kind !== "code" || !discount.codeId) continue;
    const code = await tx
      .update(discountCodes)
      .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
      .where(and(eq(discountCodes.id, discount.codeId), sql`(${discountCodes.maxUses} IS NULL OR ${discountCodes.usedCount} < ${discountCodes.maxUses})`))
      .returning({ id: discountCodes.id });
    if (code.length === 0) return { ok: false, refusal: "usedUp" };
    // The campaign's row is the lock every use of the campaign waits on: the per-e-mail count below sees every use committed before it.
    const [campaign] = await tx
      .update(campaigns)
      .set({ usedCount: sql`${campaigns.usedCount} + 1` })
      .where(and(eq(campaigns.id, discount.campaignId), sql`(${campaigns.totalUses} IS NULL OR ${campaigns.usedCount} < ${campaigns.totalUses})`))
      .returning({ usesPerEmail: campaigns.usesPerEmail });
    if (!campaign) return { ok: false, refusal: "usedUp" };
    if (campaign.usesPerEmail !== null && (await usesByEmail(tx, discount.campaignId, order.senderEmail)) >= campaign.usesPerEmail) {
      return { ok: false, refusal: "emailUsed" };
    }
  }
  if (discounts.length > 0) {
    await tx.insert(orderDiscounts).values(
      discounts.map((discount) => ({
        orderId: order.id,
        campaignId: discount.campaignId,
        codeId: discount.codeId ?? null,
        kind: discount.kind,
        label: discount.label,
        target: discount.target,
        amountKurus: discount.amountKurus,
        lines: discount.lines.map((line) => ({ itemId: itemIds.get(line.key) ?? line.key, amountKurus: line.amountKurus })),
        createdAt: now,
      })),
    );
  }
  return { ok: true };
}

/**
 * Gives back the code uses of an order that was never paid (it expired, its payment failed, or it was cancelled before
 * payment): its discounts are marked released and the counters go down, once. A paid order keeps its uses.
 */
export async function releaseCampaignUses(tx: Executor, orderId: string, now: Date): Promise<number> {
  const released = await tx
    .update(orderDiscounts)
    .set({ releasedAt: now })
    .where(and(eq(orderDiscounts.orderId, orderId), isNull(orderDiscounts.releasedAt)))
    .returning({ campaignId: orderDiscounts.campaignId, codeId: orderDiscounts.codeId, kind: orderDiscounts.kind });
  for (const use of released) {
    if (use.kind !== "code") continue;
    if (use.codeId)
      await tx
        .update(discountCodes)
        .set({ usedCount: sql`greatest(${discountCodes.usedCount} - 1, 0)` })
        .where(eq(discountCodes.id, use.codeId));
    if (use.campaignId)
      await tx
        .update(campaigns)
        .set({ usedCount: sql`greatest(${campaigns.usedCount} - 1, 0)` })
        .where(eq(campaigns.id, use.campaignId));
  }
  return released.length;
}
