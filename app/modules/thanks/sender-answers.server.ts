// The sender's answer (docs/product.md#thank-you-notes): the page of the answer link names one recipient note; the
// sender may answer it once, and may choose `Kim olduğumu söyle` with a name of their own (never the e-mail), which
// the recipient then sees on the thread. The first told name stands: a later answer cannot change or withdraw it.
// Refusals are reason codes (docs/decisions/0024); the route words them (app/lib/i18n/thanks-sender.ts).
import { and, count, eq, isNull } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { orders, thankYouMessages, thankYouThreads } from "~/db/schema";
import { isUuid, stripNul } from "~/lib/input";
import type { OrderSeller } from "~/lib/shop-settings";
import { THANKS_LIMITS, thanksCodeState, type ThanksCodeState } from "~/lib/thanks";
import { readThread, type Thread, type ThreadMessage } from "./threads.server";

export interface NoteOfToken {
  /** The recipient's note the link names. */
  note: ThreadMessage;
  thread: Thread;
  /** The sender's answer to this note; null: not answered yet. */
  answer: ThreadMessage | null;
  /** The order's code now: an expired code means the thread is gone for the sender too. */
  codeState: ThanksCodeState;
  /** The order behind the thread: the route reads its seller for the owner's notice of a report. Never shown. */
  orderId: string;
  /** The seller the order was placed with (null: an older order, the settings now), for that notice. Never shown. */
  seller: OrderSeller | null;
}

export type NoteLookup = { kind: "ok"; found: NoteOfToken } | { kind: "gone" };

/**
 * The note an answer link names, its thread and its order's code state. `gone`: no such note (deleted with its
 * thread or never), a note that is not the recipient's, an anonymised order, or a code past its days.
 */
export async function findNoteOfToken(db: Executor, noteId: string, validDays: number, now = new Date()): Promise<NoteLookup> {
  if (!isUuid(noteId)) return { kind: "gone" };
  const [row] = await db
    .select({
      threadId: thankYouMessages.threadId,
      author: thankYouMessages.author,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      deliveredAt: orders.deliveredAt,
      anonymisedAt: orders.anonymisedAt,
      thanksCode: orders.thanksCode,
      seller: orders.seller,
    })
    .from(thankYouMessages)
    .innerJoin(thankYouThreads, eq(thankYouThreads.id, thankYouMessages.threadId))
    .innerJoin(orders, eq(orders.id, thankYouThreads.orderId))
    .where(eq(thankYouMessages.id, noteId));
  if (!row || row.author !== "recipient" || row.anonymisedAt || !row.thanksCode) return { kind: "gone" };
  const codeState = thanksCodeState(row, validDays, now);
  if (codeState === "expired") return { kind: "gone" };
  const thread = await readThread(db, row.threadId);
  const note = thread?.messages.find((message) => message.id === noteId);
  if (!thread || !note) return { kind: "gone" };
  const answer = thread.messages.find((message) => message.replyToId === noteId) ?? null;
  return { kind: "ok", found: { note, thread, answer, codeState, orderId: thread.orderId, seller: row.seller } };
}

export type AnswerFieldError = "body-empty" | "body-too-long" | "name-empty" | "name-too-long" | "name-is-email";
export interface AnswerValues {
  body: string;
  reveal: boolean;
  senderName: string;
}
export type ParsedAnswer =
  | { ok: true; body: string; revealName: string | null }
  | { ok: false; errors: { body?: AnswerFieldError; senderName?: AnswerFieldError }; values: AnswerValues };

/** A posted text as kept: NUL removed, Windows and old Mac line ends made `\n`, NFC, trimmed. */
export function cleanThanksText(value: unknown): string {
  return stripNul(typeof value === "string" ? value : "")
    .replace(/\r\n?/g, "\n")
    .normalize("NFC")
    .trim();
}

/** Anything shaped like an e-mail address: the sender's name must never be one (the e-mail is never shown). */
export function looksLikeEmail(text: string): boolean {
  return /[^\s@＠]\s*(@|＠|\(at\)|\[at\])\s*[^\s@＠]/i.test(text);
}

/** The answer form: `body`, and `reveal` = "on" with `senderName` when `Kim olduğumu söyle` is ticked. */
export function parseAnswerForm(form: FormData): ParsedAnswer {
  const body = cleanThanksText(form.get("body"));
  const reveal = form.get("reveal") === "on";
  // One line: a name is shown on one line, so line ends and runs of spaces become one space.
  const senderName = cleanThanksText(form.get("senderName")).replace(/\s+/g, " ");
  const errors: { body?: AnswerFieldError; senderName?: AnswerFieldError } = {};
  if (body === "") errors.body = "body-empty";
  else if ([...body].length > THANKS_LIMITS.messageMax) errors.body = "body-too-long";
  if (reveal) {
    if (senderName === "") errors.senderName = "name-empty";
    else if ([...senderName].length > THANKS_LIMITS.revealNameMax) errors.senderName = "name-too-long";
    else if (looksLikeEmail(senderName)) errors.senderName = "name-is-email";
  }
  if (errors.body || errors.senderName) return { ok: false, errors, values: { body, reveal, senderName } };
  return { ok: true, body, revealName: reveal ? senderName : null };
}

export type AnswerRefusal = "not-found" | "already-answered" | "closed" | "full";
export type AnswerResult = { ok: true; messageId: string; revealed: boolean } | { ok: false; reason: AnswerRefusal };

/**
 * Stores the sender's one answer to the note `noteId`, and the told name when `revealName` is given (only if none
 * was told before), in one transaction. Refused: no such note, already answered (also a racing second post: the
 * unique reply_to_id decides, without an error), a closed thread, a full one.
 */
export async function answerNote(
  db: Executor,
  { noteId, body, revealName, now = new Date() }: { noteId: string; body: string; revealName: string | null; now?: Date },
): Promise<AnswerResult> {
  if (!isUuid(noteId)) return { ok: false, reason: "not-found" };
  return db.transaction(async (tx): Promise<AnswerResult> => {
    const [note] = await tx
      .select({ threadId: thankYouMessages.threadId, author: thankYouMessages.author })
      .from(thankYouMessages)
      .where(eq(thankYouMessages.id, noteId));
    if (!note || note.author !== "recipient") return { ok: false, reason: "not-found" };
    // The thread's row, locked: a close, a report or another answer of the same thread waits for this one.
    const [thread] = await tx
      .select({ id: thankYouThreads.id, closedAt: thankYouThreads.closedAt })
      .from(thankYouThreads)
      .where(eq(thankYouThreads.id, note.threadId))
      .for("update");
    if (!thread) return { ok: false, reason: "not-found" };
    const [answered] = await tx.select({ id: thankYouMessages.id }).from(thankYouMessages).where(eq(thankYouMessages.replyToId, noteId));
    if (answered) return { ok: false, reason: "already-answered" };
    if (thread.closedAt) return { ok: false, reason: "closed" };
    const [{ n }] = await tx.select({ n: count() }).from(thankYouMessages).where(eq(thankYouMessages.threadId, thread.id));
    if (Number(n) >= THANKS_LIMITS.threadMessagesMax) return { ok: false, reason: "full" };
    const [stored] = await tx
      .insert(thankYouMessages)
      .values({ threadId: thread.id, author: "sender", body, replyToId: noteId, createdAt: now })
      .onConflictDoNothing({ target: thankYouMessages.replyToId })
      .returning({ id: thankYouMessages.id });
    if (!stored) return { ok: false, reason: "already-answered" };
    let revealed = false;
    if (revealName) {
      const rows = await tx
        .update(thankYouThreads)
        .set({ senderName: revealName, revealedAt: now })
        .where(and(eq(thankYouThreads.id, thread.id), isNull(thankYouThreads.senderName)))
        .returning({ id: thankYouThreads.id });
      revealed = rows.length > 0;
    }
    return { ok: true, messageId: stored.id, revealed };
  });
}
