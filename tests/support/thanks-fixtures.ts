// Builders for thank-you notes in integration tests: a delivered order with a thank-you code, its thread and the
// recipient's notes written straight into the database (the recipient's page is tested on its own), and the
// sender's answer link of a note.
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orders, thankYouMessages, thankYouThreads } from "~/db/schema";
import { newThanksCode } from "~/modules/thanks/thanks-codes.server";
import { replyLinkKey, signReplyToken } from "~/modules/thanks/reply-links.server";
import { deliveredOrder } from "./review-fixtures";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The recipient's city and phone, unlike anything the shop's own pages print (its address is in İstanbul). */
export const RECIPIENT_CITY = "Nevşehir";
export const RECIPIENT_PHONE = "05329876543";

/** A paid order delivered `deliveredDaysAgo` days ago (default 2), with a thank-you code. */
export async function orderWithThanksCode(db: Database, { deliveredDaysAgo = 2 }: { deliveredDaysAgo?: number } = {}) {
  const deliveredAt = new Date(Date.now() - deliveredDaysAgo * DAY_MS);
  const order = await deliveredOrder(db, { shippedAt: new Date(deliveredAt.getTime() - DAY_MS), deliveredAt });
  const code = newThanksCode();
  const [row] = await db
    .update(orders)
    .set({ thanksCode: code, recipientCity: RECIPIENT_CITY, recipientPhone: RECIPIENT_PHONE })
    .where(eq(orders.id, order.id))
    .returning({ orderNumber: orders.orderNumber });
  return { id: order.id, code, orderNumber: row.orderNumber };
}

export interface ThreadFixture {
  nickname?: string | null;
  note?: string;
  photoKey?: string | null;
  notedAt?: Date;
}

/** The order's thread begun by one recipient note; returns the thread's and the note's ids. */
export async function insertThreadWithNote(db: Database, orderId: string, fixture: ThreadFixture = {}) {
  const notedAt = fixture.notedAt ?? new Date();
  const [thread] = await db
    .insert(thankYouThreads)
    .values({ orderId, recipientNickname: fixture.nickname ?? null, createdAt: notedAt })
    .returning({ id: thankYouThreads.id });
  const noteId = await insertNote(db, thread.id, fixture.note ?? "Çok teşekkürler, bayıldım!", notedAt, fixture.photoKey ?? null);
  return { threadId: thread.id, noteId, notedAt };
}

/** One more recipient note on a thread. */
export async function insertNote(db: Database, threadId: string, body: string, createdAt = new Date(), photoKey: string | null = null): Promise<string> {
  const [note] = await db.insert(thankYouMessages).values({ threadId, author: "recipient", body, photoKey, createdAt }).returning({ id: thankYouMessages.id });
  return note.id;
}

/** A delivered order with a code and a thread of one note, and the sender's answer token for that note. */
export async function threadWithReplyToken(db: Database, fixture: ThreadFixture & { deliveredDaysAgo?: number } = {}) {
  const order = await orderWithThanksCode(db, fixture);
  const { threadId, noteId, notedAt } = await insertThreadWithNote(db, order.id, fixture);
  const token = signReplyToken(await replyLinkKey(db), noteId, notedAt);
  return { order, threadId, noteId, token };
}

export async function threadRow(db: Database, threadId: string) {
  const [row] = await db.select().from(thankYouThreads).where(eq(thankYouThreads.id, threadId));
  return row;
}

export function messagesOf(db: Database, threadId: string) {
  return db.select().from(thankYouMessages).where(eq(thankYouMessages.threadId, threadId));
}
