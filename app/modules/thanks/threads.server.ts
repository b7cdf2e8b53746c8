// A thank-you conversation (docs/product.md#thank-you-notes): reading one for a page, and ending it. Either side may
// close it; the owner may close any; `Bildir` (report) closes it too and tells the owner, who may then, and only
// then, read it (app/modules/thanks/owner-threads.server.ts). Closed threads stay readable to both sides until the
// code expires and the retention job deletes them.
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { thankYouMessages, thankYouThreads } from "~/db/schema";
import { escapeHtml } from "~/lib/input";
import { mailTexts } from "~/lib/i18n/mail";
import { thanksText as t } from "~/lib/i18n/thanks";
import type { OrderSeller } from "~/lib/shop-settings";
import type { ThanksAuthor, ThanksCloser } from "~/lib/thanks";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { button, escapeMultiline, htmlDocument, oneLine, paragraph, textDocument } from "~/modules/mail/templates.server";
import { privateMediaSigningKey, signPrivateLink } from "~/modules/personalisation/signed-links.server";

export type ThreadRow = typeof thankYouThreads.$inferSelect;

export interface ThreadMessage {
  id: string;
  author: ThanksAuthor;
  body: string;
  /** A private storage key (`personal/thanks/…`); pages show it through photoLinks. */
  photoKey: string | null;
  /** For a sender's answer: the note it answers. */
  replyToId: string | null;
  createdAt: Date;
}

export interface Thread {
  id: string;
  orderId: string;
  recipientNickname: string | null;
  /** The sender's told name; null while anonymous. */
  senderName: string | null;
  closedAt: Date | null;
  closedBy: ThanksCloser | null;
  reportedAt: Date | null;
  reportedBy: ThanksAuthor | null;
  createdAt: Date;
  /** Oldest first. */
  messages: ThreadMessage[];
}

async function messagesOf(db: Executor, threadId: string): Promise<ThreadMessage[]> {
  return db
    .select({
      id: thankYouMessages.id,
      author: thankYouMessages.author,
      body: thankYouMessages.body,
      photoKey: thankYouMessages.photoKey,
      replyToId: thankYouMessages.replyToId,
      createdAt: thankYouMessages.createdAt,
    })
    .from(thankYouMessages)
    .where(eq(thankYouMessages.threadId, threadId))
    .orderBy(asc(thankYouMessages.createdAt), asc(thankYouMessages.id));
}

function threadOf(row: ThreadRow, messages: ThreadMessage[]): Thread {
  return {
    id: row.id,
    orderId: row.orderId,
    recipientNickname: row.recipientNickname,
    senderName: row.senderName,
    closedAt: row.closedAt,
    closedBy: row.closedBy,
    reportedAt: row.reportedAt,
    reportedBy: row.reportedBy,
    createdAt: row.createdAt,
    messages,
  };
}

/** The order's thread with its messages; null: the recipient has not written yet. */
export async function readThreadOfOrder(db: Executor, orderId: string): Promise<Thread | null> {
  const [row] = await db.select().from(thankYouThreads).where(eq(thankYouThreads.orderId, orderId));
  return row ? threadOf(row, await messagesOf(db, row.id)) : null;
}

/** The thread by its id with its messages; null: none (deleted, or never). */
export async function readThread(db: Executor, threadId: string): Promise<Thread | null> {
  const [row] = await db.select().from(thankYouThreads).where(eq(thankYouThreads.id, threadId));
  return row ? threadOf(row, await messagesOf(db, row.id)) : null;
}

/** Short-lived signed links to the thread's photos, by message id (docs/product.md#personal-photos). */
export async function photoLinks(db: Executor, messages: readonly ThreadMessage[], now = new Date()): Promise<Record<string, string>> {
  const withPhoto = messages.filter((message) => message.photoKey);
  if (withPhoto.length === 0) return {};
  const key = await privateMediaSigningKey(db);
  return Object.fromEntries(withPhoto.map((message) => [message.id, signPrivateLink(key, message.photoKey as string, { now })]));
}

/** Ends the thread: no more messages from either side. False when it was closed already (nothing changes then). */
export async function closeThread(db: Executor, threadId: string, by: ThanksCloser, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(thankYouThreads)
    .set({ closedAt: now, closedBy: by })
    .where(and(eq(thankYouThreads.id, threadId), isNull(thankYouThreads.closedAt)))
    .returning({ id: thankYouThreads.id });
  return rows.length > 0;
}

export interface ReportNotice {
  seller: OrderSeller;
  publicUrl: string;
  /** The owner's notice address (the settings' new-order address, else SHOP_NOTIFY_EMAIL); empty: no mail. */
  notifyTo: string;
}

/** The owner's list of reported threads. */
export function adminThanksUrl(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/admin/thank-you-notes`;
}

/**
 * `Bildir`: the thread is marked reported by `by` and closed (if still open), and the owner is told by mail, in one
 * transaction. A second report changes nothing and sends nothing. The mail carries no message and no name.
 */
export async function reportThread(db: Executor, threadId: string, by: ThanksAuthor, notice: ReportNotice, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(thankYouThreads)
      .set({ reportedAt: now, reportedBy: by })
      .where(and(eq(thankYouThreads.id, threadId), isNull(thankYouThreads.reportedAt)))
      .returning({ id: thankYouThreads.id });
    if (rows.length === 0) return false;
    await tx
      .update(thankYouThreads)
      .set({ closedAt: now, closedBy: by })
      .where(and(eq(thankYouThreads.id, threadId), isNull(thankYouThreads.closedAt)));
    if (notice.notifyTo) {
      const m = t.reportMail;
      const subject = oneLine(m.subject(notice.seller.shopName));
      const link = adminThanksUrl(notice.publicUrl);
      await enqueueMail(tx, {
        dedupeKey: `thanks-report:${threadId}`,
        to: notice.notifyTo,
        subject,
        html: htmlDocument(
          notice.seller,
          subject,
          m.heading,
          [paragraph(escapeHtml(m.intro)), button(link, m.button), paragraph(escapeMultiline(mailTexts.signature(notice.seller.shopName)))].join("\n"),
        ),
        text: textDocument(notice.seller, [m.intro, "", `${m.button}: ${link}`, "", mailTexts.signature(notice.seller.shopName)]),
      });
    }
    return true;
  });
}

/** The private storage key of a recipient's photo (the 1200 px preview, re-encoded without metadata). */
export function thanksPhotoKey(threadId: string, messageId: string): string {
  if (!/^[0-9a-f-]{36}$/.test(threadId) || !/^[0-9a-f-]{36}$/.test(messageId)) throw new Error("Invalid thank-you photo key");
  return `personal/thanks/${threadId}/${messageId}.webp`;
}
