// PayTR's notification (PayTR iFrame API step 2; docs/product.md#paytr): verify the hash first, act on the first notification only,
// answer repeats "OK" again, and reply with the plain text "OK". Anyone can post here: a notification with a
// bad hash leaves only a short record (when, from where, why), at most REJECTED_NOTIFICATIONS_KEPT of them and
// none older than REJECTED_NOTIFICATION_MAX_AGE_DAYS, and past REJECTIONS_PER_ADDRESS a minute an address's
// further ones are only counted (docs/operations.md#security).
import { and, desc, eq, isNull, lt, notInArray, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orders, paymentEvents } from "~/db/schema";
import type { Env } from "~/env.server";
import { stripNul } from "~/lib/input";
import type { Logger } from "~/modules/platform/logger.server";
import { mailSettingsFrom } from "~/modules/orders/order-mail.server";
import { completePayment, failPayment } from "~/modules/orders/payment-state.server";
import { PAYTR_CONFIG_MISSING, PaytrConfigError, paytrCredentialsFrom, verifyPaytrNotification } from "./paytr.server";

/** At most this many rejected notifications are kept (the newest), and none older than REJECTED_NOTIFICATION_MAX_AGE_DAYS. */
export const REJECTED_NOTIFICATIONS_KEPT = 200;
export const REJECTED_NOTIFICATION_MAX_AGE_DAYS = 30;
/** Rejected notifications recorded per client address and minute; past it they are answered 429 and only counted. */
export const REJECTIONS_PER_ADDRESS = 20;
const REJECTION_WINDOW_MS = 60_000;

export interface NotificationReply {
  status: number;
  body: string;
  kickMail: boolean;
  retryAfterSeconds?: number;
}

export async function handlePaytrNotification(
  db: Database,
  env: Env,
  body: Record<string, string>,
  logger: Logger,
  options: { clientIp?: string } = {},
): Promise<NotificationReply> {
  let creds;
  try {
    creds = paytrCredentialsFrom(env);
  } catch (error) {
    if (error instanceof PaytrConfigError) logger.error(PAYTR_CONFIG_MISSING);
    return { status: 503, body: "PAYTR NOT CONFIGURED", kickMail: false };
  }
  const reference = stripNul(String(body.merchant_oid ?? "")).slice(0, 64);
  const status = stripNul(String(body.status ?? "")).slice(0, 16);
  /** A verified notification is kept whole (its hash proved it is PayTR's). */
  const record = (outcome: string) =>
    db.insert(paymentEvents).values({ provider: "paytr", reference, status, verified: true, outcome, payload: JSON.stringify(body).slice(0, 4000) });

  const verification = verifyPaytrNotification(body, creds);
  if (!verification.ok) {
    const clientIp = options.clientIp ?? "unknown";
    const seen = rejectionCounter(db).count(clientIp, Date.now());
    if (seen > REJECTIONS_PER_ADDRESS) {
      if (seen === REJECTIONS_PER_ADDRESS + 1)
        logger.warn({ clientIp }, "PayTR notifications with a bad hash: limit reached, further ones from this address are only counted");
      return { status: 429, body: "PAYTR notification failed: too many bad notifications", kickMail: false, retryAfterSeconds: 60 };
    }
    logger.warn({ reason: verification.reason, merchantOid: reference, clientIp }, "PayTR notification rejected");
    await recordRejection(db, { reference, status, reason: verification.reason, clientIp });
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
    await record("unknown-order");
    return { status: 200, body: "OK", kickMail: false };
  }
  if (n.status === "success") {
    // total_amount can exceed the order total with instalments; payment_amount is what the order asked.
    // Only total_amount is signed, so it must never be below the order total, whatever payment_amount says.
    const charged = n.paymentAmountKurus ?? n.totalAmountKurus;
    if (charged !== order.totalKurus || n.totalAmountKurus < order.totalKurus) {
      logger.error({ merchantOid: n.merchantOid, charged, expected: order.totalKurus }, "PayTR amount does not match the order");
      await record("amount-mismatch");
      return { status: 200, body: "OK", kickMail: false };
    }
    const { outcome } = await completePayment(db, { orderId: order.id }, mailSettingsFrom(env), { transactionId: n.merchantOid, actor: "paytr" });
    if (outcome === "applied" || order.paymentStatus === "completed") {
      // What the buyer paid (interest included) and the installment count they chose (docs/product.md#installments).
      // installment_count is not signed by PayTR's hash, total_amount is; both are only stored, never acted on, and
      // only once: a repeat or a late notification leaves them as the first one set them.
      await db
        .update(orders)
        .set({ paidKurus: n.totalAmountKurus, installmentCount: n.installmentCount ?? null })
        .where(and(eq(orders.id, order.id), isNull(orders.paidKurus)));
    }
    if (outcome !== "applied" && order.paymentStatus === "failed") {
      // The shopper was charged for an order that had already been cancelled (and its stock returned):
      // someone must refund or re-open it by hand.
      logger.error({ merchantOid: n.merchantOid, orderNumber: order.orderNumber }, "PayTR payment succeeded for a cancelled order: refund or re-open it");
      await record("paid-after-cancel");
      return { status: 200, body: "OK", kickMail: false };
    }
    await record(outcome === "applied" ? "applied" : "repeat");
    return { status: 200, body: "OK", kickMail: outcome === "applied" };
  }
  const { outcome } = await failPayment(db, { orderId: order.id }, { actor: "paytr", note: n.failedReasonMsg });
  logger.info({ merchantOid: n.merchantOid, reason: n.failedReasonMsg, outcome }, "PayTR payment failed");
  await record(outcome === "applied" ? "applied" : "repeat");
  return { status: 200, body: "OK", kickMail: false };
}

/** The short record of a rejected notification, then the oldest ones past the bounds go. */
async function recordRejection(db: Database, rejection: { reference: string; status: string; reason: string; clientIp: string }) {
  await db.insert(paymentEvents).values({
    provider: "paytr",
    reference: rejection.reference,
    status: rejection.status,
    verified: false,
    outcome: "rejected",
    payload: JSON.stringify({ reason: rejection.reason, clientIp: rejection.clientIp.slice(0, 64) }),
  });
  const newest = db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(eq(paymentEvents.outcome, "rejected"))
    .orderBy(desc(paymentEvents.receivedAt))
    .limit(REJECTED_NOTIFICATIONS_KEPT);
  const tooOld = new Date(Date.now() - REJECTED_NOTIFICATION_MAX_AGE_DAYS * 24 * 60 * 60 * 1000);
  await db
    .delete(paymentEvents)
    .where(and(eq(paymentEvents.outcome, "rejected"), or(lt(paymentEvents.receivedAt, tooOld), notInArray(paymentEvents.id, newest))));
}

/** Rejections per client address in fixed one-minute windows, per database (each shop, each test its own). */
function rejectionCounter(db: Database) {
  let counter = rejectionCounters.get(db);
  if (!counter) {
    const windows = new Map<string, { startedAt: number; count: number }>();
    counter = {
      count(address: string, now: number): number {
        const current = windows.get(address);
        if (current && now - current.startedAt < REJECTION_WINDOW_MS) return ++current.count;
        // A flood from ever new addresses cannot grow this past a bound: old windows go first.
        if (windows.size >= 10_000) {
          for (const [key, window] of windows) if (now - window.startedAt >= REJECTION_WINDOW_MS) windows.delete(key);
          if (windows.size >= 10_000) windows.clear();
        }
        windows.set(address, { startedAt: now, count: 1 });
        return 1;
      },
    };
    rejectionCounters.set(db, counter);
  }
  return counter;
}
const rejectionCounters = new WeakMap<Database, { count(address: string, now: number): number }>();
