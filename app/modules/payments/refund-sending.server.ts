// Sending a recorded refund to the provider that took the order's payment (docs/product.md#refunds): by the order's
// payment_method, never by the provider chosen now, so an old PayTR order refunds through PayTR after a switch to iyzico.
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orderRefunds, orders } from "~/db/schema";
import type { Env } from "~/env.server";
import type { Logger } from "~/modules/platform/logger.server";
import { sendIyzicoRefund } from "./iyzico-refund.server";
import type { PaymentProvider, RefundSendOptions, RefundSendOutcome } from "./payment-provider.server";
import { sendPaytrRefund } from "./paytr-refund.server";

const SENDERS: Record<"paytr" | "iyzico", PaymentProvider["sendRefund"]> = { paytr: sendPaytrRefund, iyzico: sendIyzicoRefund };

export async function sendRefund(db: Database, env: Env, refundId: string, logger: Logger, options: RefundSendOptions = {}): Promise<RefundSendOutcome> {
  const [row] = await db
    .select({ method: orders.paymentMethod, state: orderRefunds.state })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(eq(orderRefunds.id, refundId));
  if (!row || row.state !== "pending" || (row.method !== "paytr" && row.method !== "iyzico")) return "not-pending";
  return SENDERS[row.method](db, env, refundId, logger, options);
}

/** Every refund still pending (sent without an answer, or never sent): checked and sent again, one at a time, each to its order's provider. */
export async function retryPendingRefunds(db: Database, env: Env, logger: Logger, options: RefundSendOptions = {}): Promise<number> {
  const pending = await db.select({ id: orderRefunds.id }).from(orderRefunds).where(eq(orderRefunds.state, "pending")).limit(50);
  let settled = 0;
  for (const { id } of pending) {
    try {
      const outcome = await sendRefund(db, env, id, logger, options);
      if (outcome === "completed" || outcome === "failed") settled++;
    } catch (error) {
      logger.error({ refundId: id, err: error }, "refund could not be sent; it stays pending");
    }
  }
  return settled;
}
