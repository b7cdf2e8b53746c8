// Thank-you notes under KVKK (docs/product.md#thank-you-notes, docs/product.md#kvkk): a thread is the recipient's and
// the sender's personal data (the notes, the recipient's nickname and photo, the sender's answers and any name told),
// kept only while the card's code works. The retention job deletes the thread of an order whose code has expired
// (delivered more than the settings' days ago, or cancelled, or fully refunded); anonymising the order deletes the
// thread at once and takes the code off the order, so the card's address finds nothing. The sender's data export
// lists the thread of each order. Deleting a thread deletes its messages (the foreign keys cascade) and the photo files.
import { and, asc, eq, inArray, isNotNull, lt, or } from "drizzle-orm";
import type { Database, Executor } from "~/db/client.server";
import { orders, thankYouMessages, thankYouThreads } from "~/db/schema";
import type { ThanksAuthor, ThanksCloser } from "~/lib/thanks";
import type { FileStorage } from "~/modules/media/storage.server";

/** One message of a thread as the export gives it. */
export interface ExportedThankYouMessage {
  author: ThanksAuthor;
  body: string;
  /** Whether the recipient attached a photo (the file itself is not in the JSON). */
  photo: boolean;
  createdAt: string;
}

/** An order's thank-you conversation as the export gives it. */
export interface ExportedThankYouThread {
  recipientNickname: string | null;
  /** The name the sender chose to tell; null while anonymous. */
  senderName: string | null;
  revealedAt: string | null;
  closedAt: string | null;
  closedBy: ThanksCloser | null;
  reportedAt: string | null;
  reportedBy: ThanksAuthor | null;
  createdAt: string;
  /** Oldest first. */
  messages: ExportedThankYouMessage[];
}

/** Whether the sender allowed the recipient to answer, and the conversation if there was one. */
export interface ExportedThankYouNotes {
  /** The order carries a thank-you code (false also once the order is anonymised). */
  answersAllowed: boolean;
  thread: ExportedThankYouThread | null;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The thank-you notes of these orders, by order id (every order asked for has an entry). */
export async function thankYouNotesOfOrders(db: Executor, orderIds: readonly string[]): Promise<Map<string, ExportedThankYouNotes>> {
  const byOrder = new Map<string, ExportedThankYouNotes>();
  if (orderIds.length === 0) return byOrder;
  const ids = [...orderIds];
  const codes = await db.select({ id: orders.id, code: orders.thanksCode }).from(orders).where(inArray(orders.id, ids));
  for (const row of codes) byOrder.set(row.id, { answersAllowed: row.code !== null, thread: null });
  const threads = await db.select().from(thankYouThreads).where(inArray(thankYouThreads.orderId, ids));
  if (threads.length === 0) return byOrder;
  const messages = await db
    .select({
      threadId: thankYouMessages.threadId,
      author: thankYouMessages.author,
      body: thankYouMessages.body,
      photoKey: thankYouMessages.photoKey,
      createdAt: thankYouMessages.createdAt,
    })
    .from(thankYouMessages)
    .where(
      inArray(
        thankYouMessages.threadId,
        threads.map((thread) => thread.id),
      ),
    )
    .orderBy(asc(thankYouMessages.createdAt), asc(thankYouMessages.id));
  for (const thread of threads) {
    const entry = byOrder.get(thread.orderId) ?? { answersAllowed: false, thread: null };
    entry.thread = {
      recipientNickname: thread.recipientNickname,
      senderName: thread.senderName,
      revealedAt: iso(thread.revealedAt),
      closedAt: iso(thread.closedAt),
      closedBy: thread.closedBy,
      reportedAt: iso(thread.reportedAt),
      reportedBy: thread.reportedBy,
      createdAt: thread.createdAt.toISOString(),
      messages: messages
        .filter((message) => message.threadId === thread.id)
        .map((message) => ({ author: message.author, body: message.body, photo: message.photoKey !== null, createdAt: message.createdAt.toISOString() })),
    };
    byOrder.set(thread.orderId, entry);
  }
  return byOrder;
}

/** The photo keys of these threads' messages (read before the rows go: the keys are only in the rows). */
async function photoKeysOf(db: Executor, threadIds: readonly string[]): Promise<string[]> {
  if (threadIds.length === 0) return [];
  const rows = await db
    .select({ photoKey: thankYouMessages.photoKey })
    .from(thankYouMessages)
    .where(and(inArray(thankYouMessages.threadId, [...threadIds]), isNotNull(thankYouMessages.photoKey)));
  return rows.map((row) => row.photoKey as string);
}

/** Deletes the photo files; a file already gone (an earlier attempt) is no error. */
async function deletePhotoFiles(storage: FileStorage | null, keys: readonly string[]): Promise<void> {
  if (!storage) return;
  for (const key of keys) await storage.delete(key);
}

/**
 * Deletes the thank-you threads of these orders (their messages with them) and their photo files, and takes the
 * code off the orders, in `tx` (the anonymisation's transaction): the card's address then finds nothing. The files
 * go before the commit, as the order's other photos do; should the transaction fail after this, the rows come back
 * without their photos and anonymising again deletes them. Without a storage (some tests) no file is touched.
 * Returns how many threads were deleted.
 */
export async function eraseThankYouNotes(tx: Executor, storage: FileStorage | null, orderIds: readonly string[]): Promise<number> {
  if (orderIds.length === 0) return 0;
  const ids = [...orderIds];
  const threads = await tx.select({ id: thankYouThreads.id }).from(thankYouThreads).where(inArray(thankYouThreads.orderId, ids));
  const threadIds = threads.map((thread) => thread.id);
  const keys = await photoKeysOf(tx, threadIds);
  if (threadIds.length > 0) await tx.delete(thankYouThreads).where(inArray(thankYouThreads.id, threadIds));
  await tx
    .update(orders)
    .set({ thanksCode: null })
    .where(and(inArray(orders.id, ids), isNotNull(orders.thanksCode)));
  await deletePhotoFiles(storage, keys);
  return threadIds.length;
}

/** Threads deleted at most per run of the order jobs (every 10 s): a backlog drains over many runs. */
export const EXPIRED_THANKS_BATCH = 100;

/**
 * The retention job's round: the threads of orders whose code has expired — delivered more than `validDays` ago,
 * cancelled, fully refunded, or anonymised — deleted one bounded batch at a time, with their photo files (after
 * the commit). The code stays on the order: it simply answers "expired". Returns how many threads were deleted.
 */
export async function deleteExpiredThankYouNotes(
  db: Database,
  storage: FileStorage | null,
  validDays: number,
  now = new Date(),
  batch = EXPIRED_THANKS_BATCH,
): Promise<number> {
  const cutoff = new Date(now.getTime() - validDays * 86_400_000);
  const { deleted, keys } = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: thankYouThreads.id })
      .from(thankYouThreads)
      .innerJoin(orders, eq(orders.id, thankYouThreads.orderId))
      .where(
        or(
          and(eq(orders.status, "delivered"), lt(orders.deliveredAt, cutoff)),
          eq(orders.status, "cancelled"),
          eq(orders.paymentStatus, "refunded"),
          isNotNull(orders.anonymisedAt),
        ),
      )
      .orderBy(asc(thankYouThreads.createdAt))
      .limit(batch)
      .for("update", { of: thankYouThreads, skipLocked: true });
    const threadIds = due.map((row) => row.id);
    if (threadIds.length === 0) return { deleted: 0, keys: [] };
    const photoKeys = await photoKeysOf(tx, threadIds);
    const gone = await tx.delete(thankYouThreads).where(inArray(thankYouThreads.id, threadIds)).returning({ id: thankYouThreads.id });
    return { deleted: gone.length, keys: photoKeys };
  });
  await deletePhotoFiles(storage, keys);
  return deleted;
}
