// Sending a recorded refund to PayTR (docs/product.md#paytr-refunds, docs/product.md#refunds). The attempt
// is in order_refunds before any call and its try is counted before the call; a try whose answer never came
// (a timeout) may have happened at PayTR, so before sending again the status API is asked whether PayTR lists
// the refund (by our reference_no). PayTR's answer is recorded: made, refused with its reason, or still unknown.
import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orderRefunds, orders } from "~/db/schema";
import type { Env } from "~/env.server";
import type { Logger } from "~/modules/platform/logger.server";
import { completeProviderRefund, failProviderRefund } from "~/modules/orders/lifecycle.server";
import { mailSettingsFrom } from "~/modules/orders/order-mail.server";
import type { RefundSendOptions, RefundSendOutcome } from "./payment-provider.server";
import { PaytrRequestError, paytrCredentialsFrom, paytrRefundBody, paytrRefundUrls, paytrStatusBody, postPaytrForm } from "./paytr.server";

export type { RefundSendOptions, RefundSendOutcome };

/** Whether PayTR's status answer lists a refund with this reference_no. */
function statusListsRefund(answer: Record<string, unknown>, referenceNo: string): boolean {
  const returns = answer.returns;
  return Array.isArray(returns) && returns.some((r) => typeof r === "object" && r !== null && (r as { reference_no?: unknown }).reference_no === referenceNo);
}

export async function sendPaytrRefund(db: Database, env: Env, refundId: string, logger: Logger, options: RefundSendOptions = {}): Promise<RefundSendOutcome> {
  const { fetchImpl = fetch, timeoutMs = 15_000, now = new Date() } = options;
  const [refund] = await db
    .select({
      id: orderRefunds.id,
      amountKurus: orderRefunds.amountKurus,
      referenceNo: orderRefunds.referenceNo,
      attempts: orderRefunds.attempts,
      merchantOid: orders.paymentReference,
    })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.state, "pending")));
  if (!refund) return "not-pending";
  const creds = paytrCredentialsFrom(env);
  const merchantOid = refund.merchantOid ?? "";
  const { refundUrl, statusUrl } = paytrRefundUrls(env.PAYTR_API_URL);
  const mail = mailSettingsFrom(env);

  try {
    if (refund.attempts > 0) {
      // An earlier try got no answer: PayTR may have made it. Never send twice without asking.
      const { answer } = await postPaytrForm(statusUrl, paytrStatusBody(merchantOid, creds), fetchImpl, timeoutMs);
      if (answer.status !== "success") {
        logger.warn({ refundId, answer }, "PayTR status query failed; refund left pending");
        return "unknown";
      }
      if (statusListsRefund(answer, refund.referenceNo)) {
        await completeProviderRefund(db, refund.id, mail, now);
        return "completed";
      }
    }
    // Counted before the call: if the answer is lost, the next try asks first.
    const [counted] = await db
      .update(orderRefunds)
      .set({ attempts: refund.attempts + 1, updatedAt: now })
      .where(and(eq(orderRefunds.id, refund.id), eq(orderRefunds.state, "pending"), eq(orderRefunds.attempts, refund.attempts)))
      .returning({ id: orderRefunds.id });
    if (!counted) return "not-pending";
    const { answer } = await postPaytrForm(
      refundUrl,
      paytrRefundBody({ merchantOid, amountKurus: refund.amountKurus, referenceNo: refund.referenceNo }, creds),
      fetchImpl,
      timeoutMs,
    );
    if (answer.status === "success") {
      await completeProviderRefund(db, refund.id, mail, now);
      return "completed";
    }
    const reason = [answer.err_no, answer.err_msg].filter((v) => typeof v === "string" && v).join(": ") || "PayTR refused the refund";
    await failProviderRefund(db, refund.id, reason, now);
    logger.error({ refundId, reason }, "PayTR refused a refund");
    return "failed";
  } catch (error) {
    if (!(error instanceof PaytrRequestError)) throw error;
    logger.warn({ refundId, reason: error.reason }, "PayTR refund without an answer; it stays pending and is checked before any retry");
    return "unknown";
  }
}
