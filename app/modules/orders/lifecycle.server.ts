// The only code that changes an order's status or payment status (docs/product.md#allowed-changes). It asks
// the pure table (app/lib/order-lifecycle.ts) whether a change is allowed, makes it with its stock effects
// (returned once on cancelling, taken again on re-opening), and writes a history row for each change in
// the same transaction (docs/product.md#order-history).
import { and, asc, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Database, Executor, Transaction } from "~/db/client.server";
import { type OrderEventKind, orderEvents, orderItems, orderRefunds, orders, type RefundLine } from "~/db/schema";
import {
  type OrderChangeRefusal,
  type OrderStatus,
  orderChangeRefusal,
  PAYMENT_STATUSES,
  type PaymentStatus,
  paymentAfterRefund,
  paymentStatusEdge,
  isPaid,
} from "~/lib/order-lifecycle";
import type { CarrierId } from "~/lib/shop-settings";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { cancellationMail, refundMail } from "~/modules/mail/templates.server";
import { type AuditBy, recordAdminAction } from "~/modules/audit/audit-log.server";
import { issueReturnInvoice } from "~/modules/invoices/issue.server";
import { recordOrderChange } from "./order-audit.server";
import { loadOrderForMail, type MailSettings } from "./order-mail.server";
import { releaseOrderStock, StockRefusedError, takeStock } from "./stock.server";

/** Who made a change: the shop itself, PayTR's notification, or the admin (by e-mail). */
export type Actor = "system" | "paytr" | (string & {});

export async function recordOrderEvent(
  tx: Executor,
  orderId: string,
  event: { kind: OrderEventKind; oldValue?: string | null; newValue?: string | null; note?: string | null },
  actor: Actor,
  now = new Date(),
): Promise<void> {
  await tx.insert(orderEvents).values({
    orderId,
    kind: event.kind,
    oldValue: event.oldValue ?? null,
    newValue: event.newValue ?? null,
    note: event.note ?? null,
    actor,
    createdAt: now,
  });
}

/** The payment statuses from which `to` may be reached: the WHERE of a conditional update. */
export function paymentStatusesBefore(to: PaymentStatus): PaymentStatus[] {
  return PAYMENT_STATUSES.filter((from) => paymentStatusEdge(from, to));
}

/**
 * Moves the payment of the order matching `where` to `to` (with `extra` columns) if the table allows it from
 * where it is, and records the change. Null when nothing matched: a repeat, or a change not allowed.
 */
export async function changePaymentStatus(
  tx: Executor,
  where: SQL,
  to: PaymentStatus,
  actor: Actor,
  options: PaymentChangeOptions = {},
): Promise<{ id: string; from: PaymentStatus } | null> {
  const [changed] = await changePaymentStatuses(tx, where, to, actor, options);
  return changed ?? null;
}

interface PaymentChangeOptions {
  now?: Date;
  /** More columns to set; an SQL value is computed for each order's row. */
  extra?: Partial<{ [K in keyof typeof orders.$inferInsert]: (typeof orders.$inferInsert)[K] | SQL }>;
  note?: string;
}

/**
 * changePaymentStatus for every order matching `where` at once (oldest first), in three statements: the
 * simulated provider settles its due payments as one batch. Returns the orders it changed.
 */
export async function changePaymentStatuses(
  tx: Executor,
  where: SQL,
  to: PaymentStatus,
  actor: Actor,
  { now = new Date(), extra = {}, note }: PaymentChangeOptions = {},
): Promise<{ id: string; from: PaymentStatus }[]> {
  const before = await tx
    .select({ id: orders.id, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(and(where, inArray(orders.paymentStatus, paymentStatusesBefore(to))))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .for("update");
  if (before.length === 0) return [];
  const ids = before.map((row) => row.id);
  await tx
    .update(orders)
    .set({ ...extra, paymentStatus: to, updatedAt: now })
    .where(ids.length === 1 ? eq(orders.id, ids[0]) : inArray(orders.id, ids));
  await tx.insert(orderEvents).values(
    before.map((row) => ({
      orderId: row.id,
      kind: "payment_status" as const,
      oldValue: row.paymentStatus,
      newValue: to,
      note: note ?? null,
      actor,
      createdAt: now,
    })),
  );
  return before.map((row) => ({ id: row.id, from: row.paymentStatus }));
}

/** Sets the order status and records it; the caller has checked the change with the table. */
async function writeOrderStatus(tx: Executor, orderId: string, from: OrderStatus, to: OrderStatus, actor: Actor, now: Date, extra = {}) {
  await tx
    .update(orders)
    // The delivery date is when the order became delivered; any other status clears it.
    .set({ deliveredAt: to === "delivered" ? now : null, ...extra, status: to, updatedAt: now })
    .where(eq(orders.id, orderId));
  await recordOrderEvent(tx, orderId, { kind: "order_status", oldValue: from, newValue: to }, actor, now);
}

/** A payment that failed (or expired) cancels its order and returns the stock; null if it was not pending. */
export async function failPendingPayment(tx: Executor, where: SQL, actor: Actor, { now = new Date(), note }: { now?: Date; note?: string } = {}) {
  const changed = await changePaymentStatus(tx, where, "failed", actor, { now, note });
  if (!changed) return null;
  const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, changed.id));
  if (order.status !== "cancelled") await writeOrderStatus(tx, changed.id, order.status, "cancelled", actor, now);
  await releaseOrderStock(tx, changed.id, now);
  return changed;
}

export type LifecycleFailure =
  | OrderChangeRefusal
  | "not-found"
  | "out-of-stock"
  | "refund-too-large"
  | "refund-unavailable"
  | "refund-pending"
  | "refund-lines-invalid"
  | "refund-lines-too-many";
export type LifecycleResult =
  | { ok: true; changed: boolean; refundedKurus?: number; mailQueued?: boolean; pendingRefundId?: string }
  | { ok: false; reason: LifecycleFailure; productName?: string };

export async function lockOrder(tx: Executor, id: string) {
  const [row] = await tx
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
      totalKurus: orders.totalKurus,
      refundedKurus: orders.refundedKurus,
      trackingNumber: orders.trackingNumber,
      carrier: orders.carrier,
      proofState: orders.proofState,
    })
    .from(orders)
    .where(eq(orders.id, id))
    .for("update");
  return row ?? null;
}

export type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

/**
 * Takes a re-opened order's quantities from its variants' stock again (takeStock); when one has too little, takeStock
 * throws naming it, so the caller's transaction rolls back whatever was taken.
 */
async function reserveOrderStockAgain(tx: Transaction, orderId: string): Promise<void> {
  const lines = await tx
    .select({ variantId: sql<string>`${orderItems.variantId}`, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.variantId)));
  await takeStock(tx, lines, { activeOnly: false });
  await tx.update(orders).set({ stockReleasedAt: null }).where(eq(orders.id, orderId));
}

/** What of the payment is not refunded yet nor asked back from the provider. */
async function refundableKurus(tx: Executor, order: LockedOrder): Promise<number> {
  const [pending] = await tx
    .select({ kurus: sql<number>`coalesce(sum(${orderRefunds.amountKurus}), 0)::int` })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, order.id), eq(orderRefunds.state, "pending")));
  return order.totalKurus - order.refundedKurus - Number(pending.kurus);
}

/** Books a refund the provider made (or the simulated one) on the locked order, with its history rows. */
async function bookRefund(tx: Executor, order: LockedOrder, amountKurus: number, actor: Actor, now: Date, note?: string | null): Promise<boolean> {
  const next = paymentAfterRefund(order.totalKurus, order.refundedKurus, amountKurus);
  if (!next || !isPaid(order.paymentStatus)) return false;
  const refunded = order.refundedKurus + amountKurus;
  await tx.update(orders).set({ refundedKurus: refunded, paymentStatus: next, updatedAt: now }).where(eq(orders.id, order.id));
  await recordOrderEvent(tx, order.id, { kind: "refund", oldValue: String(order.refundedKurus), newValue: String(refunded), note }, actor, now);
  await recordOrderEvent(tx, order.id, { kind: "payment_status", oldValue: order.paymentStatus, newValue: next }, actor, now);
  order.refundedKurus = refunded;
  order.paymentStatus = next;
  return true;
}

/**
 * Refunds `amountKurus` of a paid order inside the caller's transaction. The simulated provider pays back
 * at once; for PayTR and iyzico the attempt is recorded here (pending) and sent after the commit (paytr-refund.server.ts).
 * `lines`: the units it pays back (refund-lines.server.ts), kept on the refund (a simulated one as completed at once).
 */
export async function refundLocked(
  tx: Executor,
  order: LockedOrder,
  amountKurus: number,
  actor: Actor,
  now: Date,
  note?: string,
  lines: RefundLine[] = [],
): Promise<LifecycleResult> {
  if (!isPaid(order.paymentStatus)) return { ok: false, reason: "not-paid" };
  if (!Number.isInteger(amountKurus) || amountKurus <= 0 || amountKurus > (await refundableKurus(tx, order))) return { ok: false, reason: "refund-too-large" };
  const referenceNo = `R${crypto.randomUUID().replace(/-/g, "")}`;
  if (order.paymentMethod === "simulated") {
    await bookRefund(tx, order, amountKurus, actor, now, note);
    const [made] =
      lines.length > 0
        ? await tx
            .insert(orderRefunds)
            .values({ orderId: order.id, amountKurus, referenceNo, state: "completed", lines, actor, createdAt: now, updatedAt: now })
            .returning({ id: orderRefunds.id })
        : [];
    await issueReturnInvoice(tx, { orderId: order.id, refundId: made?.id ?? null, amountKurus, lines }, now);
    return { ok: true, changed: true, refundedKurus: amountKurus };
  }
  if (order.paymentMethod !== "paytr" && order.paymentMethod !== "iyzico") return { ok: false, reason: "refund-unavailable" };
  const [attempt] = await tx
    .insert(orderRefunds)
    .values({ orderId: order.id, amountKurus, referenceNo, lines, actor, createdAt: now, updatedAt: now })
    .returning({ id: orderRefunds.id });
  return { ok: true, changed: true, refundedKurus: 0, pendingRefundId: attempt.id };
}

/** The audit log's line for the amount an admin asked to give back (booked at once, or sent to the provider). */
export function refundAsked(amountKurus: number) {
  return { refundAmountKurus: { before: null, after: amountKurus } };
}

/** The provider made the refund: book it on the order once (a repeat finds it no longer pending) and tell the sender. */
export async function completeProviderRefund(db: Database, refundId: string, mail: MailSettings, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [refund] = await tx
      .update(orderRefunds)
      .set({ state: "completed", updatedAt: now })
      .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.state, "pending")))
      .returning();
    if (!refund) return false;
    const order = await lockOrder(tx, refund.orderId);
    if (!order || !(await bookRefund(tx, order, refund.amountKurus, order.paymentMethod, now))) return false;
    await issueReturnInvoice(tx, { orderId: order.id, refundId: refund.id, amountKurus: refund.amountKurus, lines: refund.lines }, now);
    const forMail = await loadOrderForMail(tx, order.id);
    if (forMail)
      await enqueueMail(tx, {
        dedupeKey: `order-refunded:${order.id}:${refund.id}`,
        to: forMail.senderEmail,
        ...refundMail(forMail, mail.publicUrl, refund.amountKurus),
      });
    return true;
  });
}

/** The provider refused the refund: recorded with its reason, in the history too. */
export async function failProviderRefund(db: Database, refundId: string, reason: string, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [refund] = await tx
      .update(orderRefunds)
      .set({ state: "failed", reason, updatedAt: now })
      .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.state, "pending")))
      .returning();
    if (!refund) return false;
    const [order] = await tx.select({ provider: orders.paymentMethod }).from(orders).where(eq(orders.id, refund.orderId));
    await recordOrderEvent(tx, refund.orderId, { kind: "refund", oldValue: null, newValue: null, note: reason }, order?.provider ?? "system", now);
    return true;
  });
}

/**
 * The admin sets an order's status (not "shipped": that needs a tracking number, see shipOrder).
 * Cancelling fails a pending payment, returns the stock once, refunds what is left of a paid simulated
 * payment, and tells the sender. Re-opening takes the stock again or is refused naming the short product.
 * Setting the status it already has changes nothing.
 */
export async function changeOrderStatus(
  db: Database,
  orderId: string,
  to: OrderStatus,
  actor: Actor,
  mail: MailSettings,
  { now = new Date(), audit }: { now?: Date; audit?: AuditBy } = {},
): Promise<LifecycleResult> {
  try {
    return await db.transaction(async (tx): Promise<LifecycleResult> => {
      const order = await lockOrder(tx, orderId);
      if (!order) return { ok: false, reason: "not-found" };
      const before = { ...order };
      if (order.status === to) return { ok: true, changed: false };
      const refusal = orderChangeRefusal(order.status, to, order.paymentStatus, order.proofState);
      if (refusal) return { ok: false, reason: refusal };

      if (to !== "cancelled") {
        if (order.status === "cancelled") {
          // Money on its way back to the sender: the order is not re-opened until PayTR has answered.
          if ((await refundableKurus(tx, order)) < order.totalKurus - order.refundedKurus) return { ok: false, reason: "refund-pending" };
          await reserveOrderStockAgain(tx, orderId);
        }
        await writeOrderStatus(tx, orderId, order.status, to, actor, now);
        if (audit) await recordOrderChange(tx, audit, "order.status", orderId, before);
        return { ok: true, changed: true };
      }

      await writeOrderStatus(tx, orderId, order.status, "cancelled", actor, now);
      if (order.paymentStatus === "pending") await changePaymentStatus(tx, eq(orders.id, orderId), "failed", actor, { now });
      await releaseOrderStock(tx, orderId, now);
      const rest = order.totalKurus - order.refundedKurus;
      const refund = isPaid(order.paymentStatus) && rest > 0 ? await refundLocked(tx, order, rest, actor, now) : null;
      const refundedKurus = refund?.ok ? (refund.refundedKurus ?? 0) : 0;
      const pendingRefundId = refund?.ok ? refund.pendingRefundId : undefined;
      if (audit) await recordOrderChange(tx, audit, "order.cancel", orderId, before, pendingRefundId ? refundAsked(rest) : {});
      const forMail = await loadOrderForMail(tx, orderId);
      const mailQueued = forMail
        ? await enqueueMail(tx, {
            dedupeKey: `order-cancelled:${orderId}:${now.getTime()}`,
            to: forMail.senderEmail,
            ...cancellationMail(forMail, mail.publicUrl, refundedKurus),
          })
        : false;
      return { ok: true, changed: true, refundedKurus, mailQueued, pendingRefundId };
    });
  } catch (error) {
    if (error instanceof StockRefusedError) return { ok: false, reason: "out-of-stock", productName: error.productName ?? "?" };
    throw error;
  }
}

/** The admin refunds part (or the rest) of a paid order's payment, and the sender is told. */
export function refundOrder(
  db: Database,
  orderId: string,
  amountKurus: number,
  actor: Actor,
  mail: MailSettings,
  options: RefundOptions = {},
): Promise<LifecycleResult> {
  return refundAndTell(db, orderId, actor, mail, options, async () => ({ ok: true, amountKurus }));
}

export interface RefundOptions {
  now?: Date;
  note?: string;
  audit?: AuditBy;
}

/** What a refund pays back, decided under the order's lock (an amount, or chosen lines' units: refund-lines.server.ts). */
export type RefundAmount = { ok: true; amountKurus: number; lines?: RefundLine[] } | { ok: false; reason: LifecycleFailure };

/** One refund of a locked order, audited, and the sender told once it is made (PayTR's: when it answers). */
export async function refundAndTell(
  db: Database,
  orderId: string,
  actor: Actor,
  mail: MailSettings,
  { now = new Date(), note, audit }: RefundOptions,
  amountOf: (tx: Transaction) => Promise<RefundAmount>,
): Promise<LifecycleResult> {
  return db.transaction(async (tx): Promise<LifecycleResult> => {
    const order = await lockOrder(tx, orderId);
    if (!order) return { ok: false, reason: "not-found" };
    const before = { ...order };
    const amount = await amountOf(tx);
    if (!amount.ok) return { ok: false, reason: amount.reason };
    const result = await refundLocked(tx, order, amount.amountKurus, actor, now, note, amount.lines);
    if (result.ok && audit) await recordOrderChange(tx, audit, "order.refund", orderId, before, refundAsked(amount.amountKurus));
    if (!result.ok || result.pendingRefundId) return result;
    const forMail = await loadOrderForMail(tx, orderId);
    const mailQueued = forMail
      ? await enqueueMail(tx, {
          dedupeKey: `order-refunded:${orderId}:${order.refundedKurus}`,
          to: forMail.senderEmail,
          ...refundMail(forMail, mail.publicUrl, amount.amountKurus),
        })
      : false;
    return { ...result, mailQueued };
  });
}

/** Whether the order may be shipped now (or, when already shipped, get a new tracking number). */
export function shipRefusal(order: LockedOrder): OrderChangeRefusal | null {
  return order.status === "shipped" ? null : orderChangeRefusal(order.status, "shipped", order.paymentStatus, order.proofState);
}

/** Ships a locked order with a tracking number, recording the status and tracking changes. */
export async function writeShipment(
  tx: Executor,
  order: LockedOrder,
  trackingNumber: string,
  carrier: CarrierId | null,
  actor: Actor,
  now: Date,
): Promise<boolean> {
  const statusChanges = order.status !== "shipped";
  const trackingChanges = order.trackingNumber !== trackingNumber;
  if (!statusChanges && !trackingChanges && order.carrier === carrier) return false;
  await tx.update(orders).set({ status: "shipped", trackingNumber, carrier, deliveredAt: null, updatedAt: now }).where(eq(orders.id, order.id));
  if (statusChanges) await recordOrderEvent(tx, order.id, { kind: "order_status", oldValue: order.status, newValue: "shipped" }, actor, now);
  if (trackingChanges) await recordOrderEvent(tx, order.id, { kind: "tracking_number", oldValue: order.trackingNumber, newValue: trackingNumber }, actor, now);
  return true;
}

export const ORDER_NOTE_MAX_LENGTH = 2000;

/** An internal note on the order (admin only, never shown to the shopper). False for an unknown order. */
export async function addOrderNote(db: Database, orderId: string, note: string, actor: Actor, now = new Date(), audit?: AuditBy): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select({ id: orders.id, orderNumber: orders.orderNumber }).from(orders).where(eq(orders.id, orderId));
    if (!order) return false;
    await recordOrderEvent(tx, orderId, { kind: "note", note }, actor, now);
    // The note itself stays in the order's history: it may name the shopper.
    if (audit) await recordAdminAction(tx, { ...audit, action: "order.note", target: { type: "order", id: orderId, label: order.orderNumber } });
    return true;
  });
}

export interface OrderEvent {
  id: string;
  kind: OrderEventKind;
  oldValue: string | null;
  newValue: string | null;
  actor: string;
  note: string | null;
  createdAt: Date;
}

export interface ProviderRefund {
  id: string;
  amountKurus: number;
  state: "pending" | "completed" | "failed";
  reason: string | null;
  /** The units it pays back when lines were refunded; [] for an amount. */
  lines: RefundLine[];
  createdAt: Date;
}

/** Rows grouped by their order, in the rows' order, without the order id. */
function groupByOrder<Row extends { orderId: string }>(rows: Row[]): Map<string, Omit<Row, "orderId">[]> {
  const byOrder = new Map<string, Omit<Row, "orderId">[]>();
  for (const { orderId, ...rest } of rows) {
    const list = byOrder.get(orderId) ?? [];
    list.push(rest);
    byOrder.set(orderId, list);
  }
  return byOrder;
}

/** The provider refunds of each of the orders, oldest first. */
export async function listOrderRefunds(db: Executor, orderIds: string[]): Promise<Map<string, ProviderRefund[]>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      orderId: orderRefunds.orderId,
      id: orderRefunds.id,
      amountKurus: orderRefunds.amountKurus,
      state: orderRefunds.state,
      reason: orderRefunds.reason,
      lines: orderRefunds.lines,
      createdAt: orderRefunds.createdAt,
    })
    .from(orderRefunds)
    .where(inArray(orderRefunds.orderId, orderIds))
    .orderBy(orderRefunds.createdAt);
  return groupByOrder(rows);
}

/** The history of each of the orders, oldest first. */
export async function listOrderEvents(db: Executor, orderIds: string[]): Promise<Map<string, OrderEvent[]>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      orderId: orderEvents.orderId,
      id: orderEvents.id,
      kind: orderEvents.kind,
      oldValue: orderEvents.oldValue,
      newValue: orderEvents.newValue,
      actor: orderEvents.actor,
      note: orderEvents.note,
      createdAt: orderEvents.createdAt,
    })
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, orderIds))
    // In the order they were written: changes to one order are written under its row lock, so `seq` follows
    // them exactly, while `createdAt` is the time each request began and two concurrent ones can swap.
    .orderBy(orderEvents.seq);
  return groupByOrder(rows);
}
