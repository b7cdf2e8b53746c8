// The owner's side of thank-you notes (docs/product.md#thank-you-notes): the conversations are the recipient's and the
// sender's private correspondence. The owner's list shows only the order number, the state, how many messages and
// when it began: never a message, a nickname or a told name. The messages are read only once a side has reported
// the thread (`Bildir`), and every reading is written to the audit log; a thread not reported is refused before
// anything is read, and the refusal writes nothing. Closing one is audited too.
import { and, count, desc, eq, inArray, isNotNull, isNull, notExists, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { adminAuditLog, orders, thankYouMessages, thankYouThreads } from "~/db/schema";
import { isUuid } from "~/lib/input";
import type { ThanksAuthor, ThanksCloser } from "~/lib/thanks";
import { type AuditBy, withAuditRecord } from "~/modules/audit/audit-log.server";
import { readThread, type Thread } from "./threads.server";

export const OWNER_THREADS_PAGE_SIZE = 30;
const MAX_PAGE = 100_000;

export const OWNER_THREAD_FILTERS = ["reported", "all"] as const;
export type OwnerThreadFilter = (typeof OWNER_THREAD_FILTERS)[number];

export function isOwnerThreadFilter(value: unknown): value is OwnerThreadFilter {
  return typeof value === "string" && (OWNER_THREAD_FILTERS as readonly string[]).includes(value);
}

/** One thread as the owner's list shows it: nothing the sides wrote. */
export interface OwnerThreadRow {
  id: string;
  orderId: string;
  orderNumber: string;
  closedAt: Date | null;
  closedBy: ThanksCloser | null;
  reportedAt: Date | null;
  reportedBy: ThanksAuthor | null;
  /** Reported and never read by anyone of the shop (no `thanks.read` in the audit log). */
  unread: boolean;
  messageCount: number;
  createdAt: Date;
}

export interface OwnerThreadPage {
  filter: OwnerThreadFilter;
  threads: OwnerThreadRow[];
  counts: Record<OwnerThreadFilter, number>;
  page: number;
  pages: number;
}

/** Whether someone of the shop has read the thread (a `thanks.read` record names it). */
const readBefore = (db: Executor) =>
  db
    .select({ one: sql`1` })
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, "thanks.read"), eq(adminAuditLog.targetId, sql`${thankYouThreads.id}::text`)));

/** Reported threads nobody has read yet: the menu's badge. */
export async function countUnreadReportedThreads(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(thankYouThreads)
    .where(and(isNotNull(thankYouThreads.reportedAt), notExists(readBefore(db))));
  return Number(row?.n ?? 0);
}

/** One page of the threads (reported ones, or all), newest first; a page past the end is the last. */
export async function listThreadsForOwner(db: Executor, filter: OwnerThreadFilter = "reported", page = 1): Promise<OwnerThreadPage> {
  const [totals] = await db.select({ all: count(), reported: count(thankYouThreads.reportedAt) }).from(thankYouThreads);
  const counts = { all: Number(totals?.all ?? 0), reported: Number(totals?.reported ?? 0) };
  const pages = Math.max(1, Math.ceil(counts[filter] / OWNER_THREADS_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), Math.min(pages, MAX_PAGE));
  const rows = await db
    .select({
      id: thankYouThreads.id,
      orderId: thankYouThreads.orderId,
      orderNumber: orders.orderNumber,
      closedAt: thankYouThreads.closedAt,
      closedBy: thankYouThreads.closedBy,
      reportedAt: thankYouThreads.reportedAt,
      reportedBy: thankYouThreads.reportedBy,
      read: sql<boolean>`exists (${readBefore(db)})`,
      createdAt: thankYouThreads.createdAt,
    })
    .from(thankYouThreads)
    .innerJoin(orders, eq(orders.id, thankYouThreads.orderId))
    .where(filter === "reported" ? isNotNull(thankYouThreads.reportedAt) : undefined)
    .orderBy(filter === "reported" ? desc(thankYouThreads.reportedAt) : desc(thankYouThreads.createdAt), desc(thankYouThreads.id))
    .limit(OWNER_THREADS_PAGE_SIZE)
    .offset((current - 1) * OWNER_THREADS_PAGE_SIZE);
  const ids = rows.map((row) => row.id);
  const messageCounts = new Map<string, number>();
  if (ids.length > 0) {
    const counted = await db
      .select({ threadId: thankYouMessages.threadId, n: count() })
      .from(thankYouMessages)
      .where(inArray(thankYouMessages.threadId, ids))
      .groupBy(thankYouMessages.threadId);
    for (const row of counted) messageCounts.set(row.threadId, Number(row.n));
  }
  return {
    filter,
    counts,
    page: current,
    pages,
    threads: rows.map(({ read, ...row }) => ({
      ...row,
      unread: row.reportedAt !== null && !(read === true || (read as unknown) === "t"),
      messageCount: messageCounts.get(row.id) ?? 0,
    })),
  };
}

export type OwnerThreadRefusal = "not-found" | "not-reported" | "already-closed";

async function threadLabel(tx: Executor, threadId: string) {
  if (!isUuid(threadId)) return null;
  const [row] = await tx
    .select({ id: thankYouThreads.id, reportedAt: thankYouThreads.reportedAt, closedAt: thankYouThreads.closedAt, orderNumber: orders.orderNumber })
    .from(thankYouThreads)
    .innerJoin(orders, eq(orders.id, thankYouThreads.orderId))
    .where(eq(thankYouThreads.id, threadId));
  return row ?? null;
}

export type ReadReportedResult = { ok: true; thread: Thread; orderNumber: string } | { ok: false; reason: "not-found" | "not-reported" };

/**
 * A reported thread's messages, for the owner (or staff): written to the audit log (`thanks.read`) in the same
 * transaction. A thread nobody reported is refused (`not-reported`): nothing is read and nothing is recorded.
 */
export function readReportedThread(db: Executor, threadId: string, by: AuditBy): Promise<ReadReportedResult> {
  return withAuditRecord(
    db,
    by,
    async (tx): Promise<ReadReportedResult> => {
      const found = await threadLabel(tx, threadId);
      if (!found) return { ok: false, reason: "not-found" };
      if (!found.reportedAt) return { ok: false, reason: "not-reported" };
      const thread = await readThread(tx, found.id);
      if (!thread) return { ok: false, reason: "not-found" };
      return { ok: true, thread, orderNumber: found.orderNumber };
    },
    (result) => (result.ok ? { action: "thanks.read", target: { type: "thanks_thread", id: result.thread.id, label: result.orderNumber } } : null),
  );
}

export type OwnerCloseResult = { ok: true } | { ok: false; reason: "not-found" | "already-closed" };

/** The shop ends a thread (`Kapat`): no more messages from either side; audited `thanks.close`. */
export function closeThreadAsOwner(db: Executor, threadId: string, by: AuditBy, now = new Date()): Promise<OwnerCloseResult> {
  let label = "";
  return withAuditRecord(
    db,
    by,
    async (tx): Promise<OwnerCloseResult> => {
      const found = await threadLabel(tx, threadId);
      if (!found) return { ok: false, reason: "not-found" };
      label = found.orderNumber;
      const rows = await tx
        .update(thankYouThreads)
        .set({ closedAt: now, closedBy: "owner" })
        .where(and(eq(thankYouThreads.id, found.id), isNull(thankYouThreads.closedAt)))
        .returning({ id: thankYouThreads.id });
      return rows.length > 0 ? { ok: true } : { ok: false, reason: "already-closed" };
    },
    (result) =>
      result.ok
        ? { action: "thanks.close", target: { type: "thanks_thread", id: threadId, label }, changes: { closedBy: { before: null, after: "owner" } } }
        : null,
  );
}
