// An admin's order action carried out (docs/product.md#admin-orders), with the provider refund it records sent at
// once (docs/product.md#paytr-refunds). It lives with the payments because it sends one: payments build on
// orders, never the other way round.
import type { Database } from "~/db/client.server";
import type { Env } from "~/env.server";
import type { Logger } from "~/modules/platform/logger.server";
import { parseMoney } from "~/lib/money";
import type { AuditBy } from "~/modules/audit/audit-log.server";
import {
  type AdminOrderResult,
  noteOrder,
  type OrderAction,
  refundOrderLinesPayment,
  refundOrderPayment,
  setOrderStatus,
  shipOrder,
} from "~/modules/orders/admin-orders.server";
import type { Actor } from "~/modules/orders/lifecycle.server";
import { mailSettingsFrom } from "~/modules/orders/order-mail.server";
import { sendRefund } from "./refund-sending.server";

/**
 * Carries out an admin's order action (status, shipment, refund, note) as `actor`. A provider refund (PayTR, iyzico) it records is
 * sent at once; without an answer it stays pending and the job loop asks the provider again.
 */
export async function applyOrderAction(
  { db, env, logger }: { db: Database; env: Env; logger: Logger },
  action: OrderAction,
  actor: Actor,
  audit?: AuditBy,
): Promise<AdminOrderResult> {
  const mail = mailSettingsFrom(env);
  const by = { actor, audit };
  let result: AdminOrderResult;
  if (action.intent === "ship") result = await shipOrder(db, action.orderId, action.trackingNumber, mail, { ...by, carrier: action.carrier });
  else if (action.intent === "status") result = await setOrderStatus(db, action.orderId, action.status, mail, by);
  else if (action.intent === "refund") {
    // The amount as typed (docs/product.md#money): unreadable, zero or negative is refused before the order is touched.
    const amount = parseMoney(action.amount);
    if (amount.ok && amount.kurus > 0) result = await refundOrderPayment(db, action.orderId, amount.kurus, mail, by);
    else if (!amount.ok && amount.problem === "too-large") result = { ok: false, reason: "refund-too-large" };
    else result = { ok: false, reason: amount.ok || amount.problem === "negative" ? "refund-amount-not-positive" : "refund-amount-malformed" };
  } else if (action.intent === "refundLines") result = await refundOrderLinesPayment(db, action.orderId, action.lines, mail, by);
  else result = await noteOrder(db, action.orderId, action.note, by);
  if (result.ok && result.pendingRefundId) await sendRefund(db, env, result.pendingRefundId, logger);
  return result;
}
