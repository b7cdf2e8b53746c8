// An order's payment arriving or failing (docs/product.md#allowed-changes, #payment-providers); whether a change is
// allowed is the lifecycle's to say (lifecycle.server.ts). Every change is a conditional update, so repeats,
// retries and several processes are harmless.
import { and, asc, eq, inArray, lte, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { Database, Executor } from "~/db/client.server";
import { orders } from "~/db/schema";
import type { Env } from "~/env.server";
import { enqueueMails } from "~/modules/mail/outbox.server";
import { issueSaleInvoices } from "~/modules/invoices/issue.server";
import { type Actor, changePaymentStatuses, failPendingPayment } from "./lifecycle.server";
import { readShopSettings } from "~/modules/settings/shop-settings.server";
import { loadOrdersForMail, type MailSettings, paidOrderMails } from "./order-mail.server";

export type PaymentOutcome = "applied" | "repeat" | "not-found";

export interface OrderRef {
  orderId?: string;
  /** The provider's reference (PayTR merchant_oid). */
  reference?: string;
}

function whereRef(ref: OrderRef) {
  if (ref.orderId) return eq(orders.id, ref.orderId);
  if (ref.reference) return eq(orders.paymentReference, ref.reference);
  throw new Error("an order id or a payment reference is required");
}

/**
 * The one way a payment becomes completed, for PayTR's notification and the simulated provider alike: every
 * pending order matching `where` is marked paid (paidAt, `transactionId`) through the lifecycle, and its
 * confirmation and new-order mails are queued (once each: their dedupe keys). Returns the orders it completed.
 */
async function completePaymentsIn(
  tx: Executor,
  where: SQL,
  mail: MailSettings,
  { transactionId, now, actor }: { transactionId: string | SQL | null; now: Date; actor: Actor },
): Promise<string[]> {
  const completed = await changePaymentStatuses(tx, where, "completed", actor, { now, extra: { paidAt: now, transactionId } });
  const ids = completed.map((order) => order.id);
  if (ids.length === 0) return ids;
  // Each order's sale invoice, numbered in this transaction (docs/product.md#invoices): only the orders this call paid.
  await issueSaleInvoices(tx, ids, now);
  const settings = await readShopSettings(tx);
  const paid = await loadOrdersForMail(tx, ids, settings);
  // An anonymised order has no address left to write to (as enqueueMail).
  await enqueueMails(
    tx,
    paid.flatMap((order) => paidOrderMails(order, mail, settings)).filter((queued) => queued.to),
  );
  return ids;
}

/** Marks a pending payment completed (paidAt set) and queues the confirmation and new-order mails. */
export async function completePayment(
  db: Database,
  ref: OrderRef,
  mail: MailSettings,
  { transactionId, now = new Date(), actor = "system" }: { transactionId?: string; now?: Date; actor?: Actor } = {},
): Promise<{ outcome: PaymentOutcome; orderId?: string }> {
  return db.transaction(async (tx) => {
    const [completed] = await completePaymentsIn(tx, whereRef(ref), mail, { transactionId: transactionId ?? null, now, actor });
    if (!completed) {
      const [existing] = await tx.select({ id: orders.id }).from(orders).where(whereRef(ref));
      return { outcome: existing ? "repeat" : "not-found", orderId: existing?.id };
    }
    return { outcome: "applied", orderId: completed };
  });
}

/** Marks a pending payment failed, cancels the order and returns its stock. */
export async function failPayment(
  db: Database,
  ref: OrderRef,
  { now = new Date(), actor = "system", note }: { now?: Date; actor?: Actor; note?: string } = {},
): Promise<{ outcome: PaymentOutcome; orderId?: string }> {
  return db.transaction(async (tx) => {
    const updated = await failPendingPayment(tx, whereRef(ref), actor, { now, note });
    if (!updated) {
      const [existing] = await tx.select({ id: orders.id }).from(orders).where(whereRef(ref));
      return { outcome: existing ? "repeat" : "not-found", orderId: existing?.id };
    }
    return { outcome: "applied", orderId: updated.id };
  });
}

export const PENDING_ORDER_TTL_MS = 30 * 60 * 1000;

export interface ExpiryWindows {
  /** How long an unpaid order holds its stock: 30 minutes. */
  ttlMs?: number;
  /** The same for a PayTR or iyzico order: PAYTR_PAYMENT_TIMEOUT_MINUTES (15 by default), the provider's payment window. */
  paytrTtlMs?: number;
}

/** The orders held for the provider's payment window (paytrTtlMs) rather than the shop's own. */
const PROVIDER_WINDOW_METHODS = ["paytr", "iyzico"];

/** The expiry windows the settings ask for. */
export function expiryWindowsFrom(env: Pick<Env, "PAYTR_PAYMENT_TIMEOUT_MINUTES">): Required<ExpiryWindows> {
  return { ttlMs: PENDING_ORDER_TTL_MS, paytrTtlMs: env.PAYTR_PAYMENT_TIMEOUT_MINUTES * 60_000 };
}

/** Pending orders past their window (30 minutes; PayTR's and iyzico's: PayTR's setting) expire: payment failed, order cancelled, stock returned. */
export async function expireStalePendingOrders(
  db: Database,
  now = new Date(),
  { ttlMs = PENDING_ORDER_TTL_MS, paytrTtlMs = ttlMs }: ExpiryWindows = {},
): Promise<number> {
  const placedBefore = (ms: number) => lte(orders.createdAt, new Date(now.getTime() - ms));
  const stale = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.paymentStatus, "pending"),
        or(
          and(inArray(orders.paymentMethod, PROVIDER_WINDOW_METHODS), placedBefore(paytrTtlMs)),
          and(notInArray(orders.paymentMethod, PROVIDER_WINDOW_METHODS), placedBefore(ttlMs)),
        ),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(200);
  let expired = 0;
  for (const { id } of stale) {
    const { outcome } = await failPayment(db, { orderId: id }, { now, note: "expired" });
    if (outcome === "applied") expired++;
  }
  return expired;
}

export const SIMULATED_PAYMENT_DELAY_MS = 2000;

/**
 * The simulated provider: a pending simulated payment succeeds about 2 seconds after the order. The due
 * payments (at most 200) are settled together in one transaction, through the same completion as PayTR's
 * (completePaymentsIn: one conditional update, their history rows and their mails for the whole batch), so
 * settling costs a few statements a batch instead of several an order (it shares the embedded database
 * with the checkouts).
 */
export async function settleDueSimulatedPayments(db: Database, mail: MailSettings, now = new Date()): Promise<number> {
  const isDue = and(
    eq(orders.paymentMethod, "simulated"),
    eq(orders.paymentStatus, "pending"),
    lte(orders.createdAt, new Date(now.getTime() - SIMULATED_PAYMENT_DELAY_MS)),
  );
  // This runs twice a second: when nothing is due (nearly always), one indexed read and no transaction (the
  // update's planning alone took several ms of the server's one thread on the embedded database).
  const [anyDue] = await db.select({ id: orders.id }).from(orders).where(isDue).limit(1);
  if (!anyDue) return 0;
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: orders.id })
      .from(orders)
      .where(isDue)
      .orderBy(asc(orders.createdAt))
      .limit(200)
      // On PostgreSQL an order an admin is changing is left for the next round: waiting for it while this
      // batch holds the day's figures (order_daily_stats) that the admin's change needs next would deadlock.
      .for("update", { skipLocked: true });
    const settled = await completePaymentsIn(tx, inArray(orders.id, due), mail, {
      transactionId: sql`'SIM-' || ${orders.orderNumber}`,
      now,
      actor: "system",
    });
    return settled.length;
  });
}

/** Counts, for tests and the dashboard. */
export async function countOrdersByPaymentStatus(db: Executor) {
  return db
    .select({ status: orders.paymentStatus, count: sql<number>`count(*)::int` })
    .from(orders)
    .groupBy(orders.paymentStatus);
}
