// Sending a recorded refund to iyzico (docs/product.md#iyzico-refunds). iyzico refunds per payment transaction, so
// the amount is split over the order's transactions (a line refund: the lines' own first), never beyond what is left
// of a transaction. The parts are written to order_refunds.provider_parts before any call, each under its own
// conversationId, and the try is counted before the call. After a lost answer iyzico's transaction report (by the
// payment's conversationId, the order id) is asked whether a refund with that conversationId exists before sending again.
import { and, eq, ne } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orderRefunds, orders, type ProviderPayment, type ProviderRefundPart, type RefundLine } from "~/db/schema";
import type { Env } from "~/env.server";
import type { Logger } from "~/modules/platform/logger.server";
import { completeProviderRefund, failProviderRefund } from "~/modules/orders/lifecycle.server";
import { mailSettingsFrom } from "~/modules/orders/order-mail.server";
import { callIyzico, type IyzicoAnswer, iyzicoClientFrom, iyzicoPrice, IyzicoRequestError } from "./iyzico-client.server";
import type { RefundSendOptions, RefundSendOutcome } from "./payment-provider.server";

/** The address the refund is asked from (iyzico wants the requester's ip); the shop's server. */
const SERVER_IP = "127.0.0.1";

/**
 * The refund split over the payment's transactions: the refunded lines' own transactions first, then the others in
 * their stored order; each takes at most its paid price minus what was already refunded of it. Null when the
 * transactions cannot carry the amount.
 */
export function splitIyzicoRefund(
  payment: ProviderPayment,
  refundedByTransaction: ReadonlyMap<string, number>,
  amountKurus: number,
  lines: readonly RefundLine[],
): { paymentTransactionId: string; amountKurus: number }[] | null {
  const lineIds = new Set(lines.map((l) => l.itemId));
  const ordered = [...payment.transactions.filter((t) => lineIds.has(t.itemId)), ...payment.transactions.filter((t) => !lineIds.has(t.itemId))];
  const parts: { paymentTransactionId: string; amountKurus: number }[] = [];
  let left = amountKurus;
  for (const t of ordered) {
    if (left <= 0) break;
    const room = t.paidKurus - (refundedByTransaction.get(t.paymentTransactionId) ?? 0);
    const take = Math.min(room, left);
    if (take <= 0) continue;
    parts.push({ paymentTransactionId: t.paymentTransactionId, amountKurus: take });
    left -= take;
  }
  return left > 0 || amountKurus <= 0 ? null : parts;
}

/** Whether iyzico's transaction report lists a refund made under this conversationId. */
export function reportListsRefund(answer: IyzicoAnswer, conversationId: string): boolean {
  const payments = Array.isArray(answer.payments) ? (answer.payments as Record<string, unknown>[]) : [];
  return payments.some(
    (p) =>
      Array.isArray(p.itemTransactions) &&
      (p.itemTransactions as Record<string, unknown>[]).some(
        (t) => Array.isArray(t.refunds) && (t.refunds as Record<string, unknown>[]).some((r) => r.refundConversationId === conversationId),
      ),
  );
}

export async function sendIyzicoRefund(db: Database, env: Env, refundId: string, logger: Logger, options: RefundSendOptions = {}): Promise<RefundSendOutcome> {
  const { timeoutMs = 15_000, now = new Date() } = options;
  const [refund] = await db
    .select({
      id: orderRefunds.id,
      orderId: orderRefunds.orderId,
      amountKurus: orderRefunds.amountKurus,
      referenceNo: orderRefunds.referenceNo,
      attempts: orderRefunds.attempts,
      lines: orderRefunds.lines,
      parts: orderRefunds.providerParts,
      payment: orders.providerPayment,
    })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.state, "pending")));
  if (!refund) return "not-pending";
  const mail = mailSettingsFrom(env);
  const client = iyzicoClientFrom(env);

  let parts: ProviderRefundPart[] = refund.parts;
  if (parts.length === 0) {
    if (!refund.payment) {
      await failProviderRefund(db, refund.id, "iyzico payment references missing", now);
      return "failed";
    }
    // What iyzico made or may still make of the other refunds: a refused refund's earlier parts were made too.
    const others = await db
      .select({ state: orderRefunds.state, parts: orderRefunds.providerParts })
      .from(orderRefunds)
      .where(and(eq(orderRefunds.orderId, refund.orderId), ne(orderRefunds.id, refund.id)));
    const refunded = new Map<string, number>();
    for (const p of others.flatMap((o) => o.parts.filter((p) => p.state === "completed" || (p.state === "pending" && o.state !== "failed"))))
      refunded.set(p.paymentTransactionId, (refunded.get(p.paymentTransactionId) ?? 0) + p.amountKurus);
    const split = splitIyzicoRefund(refund.payment, refunded, refund.amountKurus, refund.lines);
    if (!split) {
      await failProviderRefund(db, refund.id, "more than the iyzico transactions have left", now);
      return "failed";
    }
    parts = split.map((p, n) => ({ ...p, conversationId: `${refund.referenceNo}-${n + 1}`, state: "pending" }));
  }

  const save = async (attempts: number) =>
    db
      .update(orderRefunds)
      .set({ providerParts: parts, attempts, updatedAt: now })
      .where(and(eq(orderRefunds.id, refund.id), eq(orderRefunds.state, "pending"), eq(orderRefunds.attempts, refund.attempts)))
      .returning({ id: orderRefunds.id });

  try {
    if (refund.attempts > 0 && parts.some((p) => p.state === "pending")) {
      // An earlier try got no answer: iyzico may have made it. Never send twice without asking.
      const report = await callIyzico(
        client,
        { resource: "reportingTransactionDetails", method: "retrieve" },
        { locale: "tr", conversationId: refund.referenceNo, paymentConversationId: refund.orderId },
        timeoutMs,
      );
      if (report.status !== "success") {
        logger.warn({ refundId, errorCode: report.errorCode }, "iyzico report query failed; refund left pending");
        return "unknown";
      }
      parts = parts.map((p) => (p.state === "pending" && reportListsRefund(report, p.conversationId) ? { ...p, state: "completed" } : p));
    }
    // Parts recorded and the try counted before any call: if an answer is lost, the next try asks first.
    const [counted] = await save(refund.attempts + 1);
    if (!counted) return "not-pending";
    const attempts = refund.attempts + 1;
    let refusal: string | null = null;
    try {
      for (const [n, part] of parts.entries()) {
        if (part.state !== "pending" || refusal) continue;
        const answer = await callIyzico(
          client,
          { resource: "refund", method: "create" },
          {
            locale: "tr",
            conversationId: part.conversationId,
            paymentTransactionId: part.paymentTransactionId,
            price: iyzicoPrice(part.amountKurus),
            currency: "TRY",
            ip: SERVER_IP,
          },
          timeoutMs,
        );
        const made = answer.status === "success";
        parts = parts.map((p, i) => (i === n ? { ...p, state: made ? "completed" : "failed" } : p));
        if (!made) refusal = typeof answer.errorMessage === "string" && answer.errorMessage ? answer.errorMessage : "iyzico refused the refund";
      }
    } finally {
      await db
        .update(orderRefunds)
        .set({ providerParts: parts, updatedAt: now })
        .where(and(eq(orderRefunds.id, refund.id), eq(orderRefunds.state, "pending"), eq(orderRefunds.attempts, attempts)));
    }
    if (refusal) {
      await failProviderRefund(db, refund.id, refusal, now);
      logger.error({ refundId, reason: refusal }, "iyzico refused a refund");
      return "failed";
    }
    await completeProviderRefund(db, refund.id, mail, now);
    return "completed";
  } catch (error) {
    if (!(error instanceof IyzicoRequestError)) throw error;
    logger.warn({ refundId, reason: error.reason }, "iyzico refund without an answer; it stays pending and is checked before any retry");
    return "unknown";
  }
}
