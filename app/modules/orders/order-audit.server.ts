// An admin's order change in the audit log (docs/product.md#audit-log): the order is named by its number and
// only its business fields are compared (status, payment status, tracking number, carrier, refunded amount),
// never the shopper's name, address, phone, e-mail or message, so the log holds no personal data to erase.
import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { orders } from "~/db/schema";
import type { AuditAction } from "~/lib/audit";
import { type AuditBy, type AuditChanges, changedFields, recordAdminAction } from "~/modules/audit/audit-log.server";

const AUDITED_ORDER_FIELDS = ["status", "paymentStatus", "trackingNumber", "carrier", "refundedKurus"] as const;

type OrderBusinessFields = Pick<typeof orders.$inferSelect, "orderNumber" | (typeof AUDITED_ORDER_FIELDS)[number]>;

/**
 * Records `action` on the order, comparing its business fields now with `before` (read when it was locked),
 * plus `extra` changes (a refund asked of the provider), inside the caller's transaction.
 */
export async function recordOrderChange(
  tx: Executor,
  audit: AuditBy,
  action: AuditAction,
  orderId: string,
  before: OrderBusinessFields,
  extra: AuditChanges = {},
): Promise<void> {
  const [after] = await tx
    .select({
      orderNumber: orders.orderNumber,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      trackingNumber: orders.trackingNumber,
      carrier: orders.carrier,
      refundedKurus: orders.refundedKurus,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  await recordAdminAction(tx, {
    ...audit,
    action,
    target: { type: "order", id: orderId, label: before.orderNumber },
    changes: { ...changedFields(before, after ?? before, AUDITED_ORDER_FIELDS), ...extra },
  });
}
