// PayTR's notification (PayTR iFrame API step 2; docs/product.md#paytr): verify the hash first, act on the first notification only,
// answer repeats "OK" again, and reply with the plain text "OK".
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orders, paymentEvents } from "~/db/schema";
import type { Env } from "~/env.server";
import { stripNul } from "~/lib/input";
import type { Logger } from "~/lib/logger.server";
import { completePayment, failPayment, mailSettingsFrom } from "~/modules/orders/payment-state.server";
import { PAYTR_CONFIG_MISSING, PaytrConfigError, paytrCredentialsFrom, verifyPaytrNotification } from "./paytr.server";

export interface NotificationReply {
  status: number;
  body: string;
  kickMail: boolean;
}

export async function handlePaytrNotification(db: Database, env: Env, body: Record<string, string>, logger: Logger): Promise<NotificationReply> {
  let creds;
  try {
    creds = paytrCredentialsFrom(env);
  } catch (error) {
    if (error instanceof PaytrConfigError) logger.error(PAYTR_CONFIG_MISSING);
    return { status: 503, body: "PAYTR NOT CONFIGURED", kickMail: false };
  }
  const record = (outcome: string, verified: boolean) =>
    db.insert(paymentEvents).values({
      provider: "paytr",
      // Anyone can post here: NUL (which PostgreSQL cannot store) is dropped before the record is written.
      reference: stripNul(String(body.merchant_oid ?? "")).slice(0, 64),
      status: stripNul(String(body.status ?? "")).slice(0, 16),
      verified,
      outcome,
      payload: JSON.stringify(body).slice(0, 4000),
    });

  const verification = verifyPaytrNotification(body, creds);
  if (!verification.ok) {
    logger.warn({ reason: verification.reason, merchantOid: body.merchant_oid }, "PayTR notification rejected");
    await record("rejected", false);
    return { status: 400, body: "PAYTR notification failed: bad hash", kickMail: false };
  }
  const n = verification.notification;
  const [order] = await db
    .select({ id: orders.id, totalKurus: orders.totalKurus, paymentStatus: orders.paymentStatus, orderNumber: orders.orderNumber })
    .from(orders)
    .where(eq(orders.paymentReference, n.merchantOid));
  if (!order) {
    // Not ours (or long gone): acknowledge so PayTR stops retrying, and keep the record.
    logger.warn({ merchantOid: n.merchantOid }, "PayTR notification for an unknown order");
    await record("unknown-order", true);
    return { status: 200, body: "OK", kickMail: false };
  }
  if (n.status === "success") {
    // total_amount can exceed the order total with instalments; payment_amount is what the order asked.
    // Only total_amount is signed, so it must never be below the order total, whatever payment_amount says.
    const charged = n.paymentAmountKurus ?? n.totalAmountKurus;
    if (charged !== order.totalKurus || n.totalAmountKurus < order.totalKurus) {
      logger.error({ merchantOid: n.merchantOid, charged, expected: order.totalKurus }, "PayTR amount does not match the order");
      await record("amount-mismatch", true);
      return { status: 200, body: "OK", kickMail: false };
    }
    const { outcome } = await completePayment(db, { orderId: order.id }, mailSettingsFrom(env), { transactionId: n.merchantOid, actor: "paytr" });
    if (outcome !== "applied" && order.paymentStatus === "failed") {
      // The shopper was charged for an order that had already been cancelled (and its stock returned):
      // someone must refund or re-open it by hand.
      logger.error({ merchantOid: n.merchantOid, orderNumber: order.orderNumber }, "PayTR payment succeeded for a cancelled order: refund or re-open it");
      await record("paid-after-cancel", true);
      return { status: 200, body: "OK", kickMail: false };
    }
    await record(outcome === "applied" ? "applied" : "repeat", true);
    return { status: 200, body: "OK", kickMail: outcome === "applied" };
  }
  const { outcome } = await failPayment(db, { orderId: order.id }, { actor: "paytr", note: n.failedReasonMsg });
  logger.info({ merchantOid: n.merchantOid, reason: n.failedReasonMsg, outcome }, "PayTR payment failed");
  await record(outcome === "applied" ? "applied" : "repeat", true);
  return { status: 200, body: "OK", kickMail: false };
}
