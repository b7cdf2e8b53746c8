// Builders for thank-you conversations in privacy tests: an order that carries a thank-you code, made delivered (or
// cancelled, or refunded) at a given moment, and a thread written straight into the database — a recipient's note
// with an optional photo stored under its private key, and optionally the sender's answer with a told name.
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orders, thankYouMessages, thankYouThreads } from "~/db/schema";
import type { FileStorage } from "~/modules/media/storage.server";
import { placeOrder } from "~/modules/checkout/place-order.server";
import { completePayment } from "~/modules/orders/payment-state.server";
import { newThanksCode } from "~/modules/thanks/thanks-codes.server";
import { thanksPhotoKey } from "~/modules/thanks/threads.server";
import { insertProduct } from "./catalog-fixtures";
import { checkoutFields } from "./order-fixtures";
import { markShippedAndDelivered } from "./review-fixtures";

export interface ThanksOrderFixture {
  senderEmail?: string;
  /** Shipped, and delivered at this moment. */
  deliveredAt?: Date;
  /** Cancelled after payment, or fully refunded. */
  ended?: "cancelled" | "refunded";
}

/** A paid order with a thank-you code; returns its id and code. */
export async function orderWithThanksCode(db: Database, fixture: ThanksOrderFixture = {}): Promise<{ id: string; code: string }> {
  const product = await insertProduct(db, { name: `Teşekkür Kupası ${Math.random()}`, stock: 20 });
  const placed = await placeOrder(db, {
    fields: { ...checkoutFields, senderEmail: fixture.senderEmail ?? checkoutFields.senderEmail },
    items: [{ productId: product.id, quantity: 1 }],
    paymentMethod: "simulated",
  });
  await completePayment(db, { orderId: placed.id }, { publicUrl: "https://shop.test" });
  if (fixture.deliveredAt) {
    await markShippedAndDelivered(db, placed.id, { shippedAt: new Date(fixture.deliveredAt.getTime() - 86_400_000), deliveredAt: fixture.deliveredAt });
  }
  const code = newThanksCode();
  await db
    .update(orders)
    .set({
      thanksCode: code,
      ...(fixture.ended === "cancelled" ? { status: "cancelled" as const } : {}),
      ...(fixture.ended === "refunded" ? { paymentStatus: "refunded" as const } : {}),
    })
    .where(eq(orders.id, placed.id));
  return { id: placed.id, code };
}

export interface ThreadFixture {
  nickname?: string | null;
  /** Store a photo with the note (in `storage`). */
  photo?: boolean;
  /** The sender's answer to the note. */
  answer?: string;
  /** The name the sender told with the answer. */
  senderName?: string;
  reported?: boolean;
}

/** A thread on the order: one recipient note (with a photo file if asked) and optionally the sender's answer. */
export async function insertThread(db: Database, storage: FileStorage | null, orderId: string, fixture: ThreadFixture = {}) {
  const now = new Date();
  const [thread] = await db
    .insert(thankYouThreads)
    .values({
      orderId,
      recipientNickname: fixture.nickname === undefined ? "Minik Kuş" : fixture.nickname,
      senderName: fixture.senderName ?? null,
      revealedAt: fixture.senderName ? now : null,
      ...(fixture.reported ? { reportedAt: now, reportedBy: "recipient" as const, closedAt: now, closedBy: "recipient" as const } : {}),
    })
    .returning();
  const noteId = crypto.randomUUID();
  const photoKey = fixture.photo ? thanksPhotoKey(thread.id, noteId) : null;
  if (photoKey && storage) await storage.put(photoKey, new Uint8Array([82, 73, 70, 70]));
  await db.insert(thankYouMessages).values({
    id: noteId,
    threadId: thread.id,
    author: "recipient",
    body: "Çok teşekkürler, bayıldım!",
    photoKey,
    createdAt: new Date(now.getTime() - 60_000),
  });
  let answerId: string | null = null;
  if (fixture.answer) {
    const [answer] = await db
      .insert(thankYouMessages)
      .values({ threadId: thread.id, author: "sender", body: fixture.answer, replyToId: noteId, createdAt: now })
      .returning({ id: thankYouMessages.id });
    answerId = answer.id;
  }
  return { threadId: thread.id, noteId, answerId, photoKey };
}

/** The rows left of a thread: the thread itself (0 or 1) and its messages. */
export async function threadRowsLeft(db: Database, threadId: string): Promise<{ threads: number; messages: number }> {
  const threads = await db.select({ id: thankYouThreads.id }).from(thankYouThreads).where(eq(thankYouThreads.id, threadId));
  const messages = await db.select({ id: thankYouMessages.id }).from(thankYouMessages).where(eq(thankYouMessages.threadId, threadId));
  return { threads: threads.length, messages: messages.length };
}
