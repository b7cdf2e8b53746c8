// The recipient's note (docs/product.md#thank-you-notes): whoever holds the card's code writes to the anonymous
// sender. The first note opens the order's one thread; each note is kept with its photo (the personal photos'
// checks, re-encoded without metadata, private under `personal/thanks/`) and relayed to the sender by the outbox in
// the same transaction. The sender's address is read here and never leaves the server.
import { and, count, eq, gte } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orders, thankYouMessages, thankYouThreads } from "~/db/schema";
import { thanksRecipientText } from "~/lib/i18n/thanks-recipient";
import type { OrderSeller } from "~/lib/shop-settings";
import { THANKS_LIMITS } from "~/lib/thanks";
import { enqueueMail } from "~/modules/mail/outbox.server";
import type { FileStorage } from "~/modules/media/storage.server";
import { type PhotoRefusal, PhotoRefusedError, processPersonalPhoto } from "~/modules/personalisation/photos.server";
import { relayMail } from "./relay-mail.server";
import { replyLinkKey, replyLinkUrl, signReplyToken } from "./reply-links.server";
import type { ThanksCodeOrder } from "./thanks-codes.server";
import { thanksPhotoKey } from "./threads.server";

const DAY_MS = 24 * 60 * 60 * 1000;

export type NoteField = "body" | "nickname" | "photo";
export type NoteErrors = Partial<Record<NoteField, string>>;

export interface NoteInput {
  body: string;
  /** null: none given. */
  nickname: string | null;
}

/** What the form kept when refused, to show it again. */
export interface NoteValues {
  body: string;
  nickname: string;
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.normalize("NFC").replace(/\r\n?/g, "\n").trim() : "";
}

/** The posted note checked against THANKS_LIMITS: the input, or a Turkish message per refused field. */
export function parseNoteForm(form: FormData): { ok: true; input: NoteInput } | { ok: false; errors: NoteErrors; values: NoteValues } {
  const e = thanksRecipientText.errors;
  const values: NoteValues = { body: text(form, "body"), nickname: text(form, "nickname").replace(/\s+/g, " ") };
  const errors: NoteErrors = {};
  if (!values.body) errors.body = e.bodyRequired;
  else if (values.body.length > THANKS_LIMITS.messageMax) errors.body = e.bodyTooLong;
  if (values.nickname.length > THANKS_LIMITS.nicknameMax) errors.nickname = e.nicknameTooLong;
  if (Object.keys(errors).length > 0) return { ok: false, errors, values };
  return { ok: true, input: { body: values.body, nickname: values.nickname || null } };
}

export type SendNoteResult =
  | { ok: true; threadId: string; messageId: string }
  | { ok: false; reason: "not-open" | "closed" | "daily-limit" | "thread-full" }
  | { ok: false; reason: "photo"; refusal: PhotoRefusal };

export interface SendNoteInput {
  code: Pick<ThanksCodeOrder, "orderId" | "state">;
  body: string;
  nickname: string | null;
  photo: Uint8Array | null;
  mail: {
    /** The shop's public address (PUBLIC_URL): the answer link's base. */
    publicUrl: string;
    /** The settings' seller, for an order placed before it kept its own. */
    seller: OrderSeller;
  };
  now?: Date;
}

type Refusal = "closed" | "daily-limit" | "thread-full";

/** Why the thread takes no note now, or null. */
async function refusalOf(db: Pick<Database, "select">, threadId: string, closed: boolean, now: Date): Promise<Refusal | null> {
  if (closed) return "closed";
  const [all] = await db.select({ n: count() }).from(thankYouMessages).where(eq(thankYouMessages.threadId, threadId));
  if (all.n >= THANKS_LIMITS.threadMessagesMax) return "thread-full";
  const [recent] = await db
    .select({ n: count() })
    .from(thankYouMessages)
    .where(
      and(eq(thankYouMessages.threadId, threadId), eq(thankYouMessages.author, "recipient"), gte(thankYouMessages.createdAt, new Date(now.getTime() - DAY_MS))),
    );
  return recent.n >= THANKS_LIMITS.notesPerDay ? "daily-limit" : null;
}

/**
 * Keeps the recipient's note on an open code and queues its relay mail (`thanks-note:<messageId>`) in the same
 * transaction, which holds the thread's row: notes on one code are counted one after the other. The first note
 * opens the thread (one per order, also when two race). Refused: a code not open, a closed thread, a full one, or
 * the code's notes of the last 24 hours at THANKS_LIMITS.notesPerDay; a refused photo stores nothing.
 */
export async function sendRecipientNote(db: Database, storage: Pick<FileStorage, "put" | "delete">, input: SendNoteInput): Promise<SendNoteResult> {
  if (input.code.state !== "open") return { ok: false, reason: "not-open" };
  const now = input.now ?? new Date();
  const orderId = input.code.orderId;
  // Refuse early (before reading a photo) when the thread already takes nothing; checked again under the lock.
  const [existing] = await db
    .select({ id: thankYouThreads.id, closedAt: thankYouThreads.closedAt })
    .from(thankYouThreads)
    .where(eq(thankYouThreads.orderId, orderId));
  if (existing) {
    const refusal = await refusalOf(db, existing.id, existing.closedAt !== null, now);
    if (refusal) return { ok: false, reason: refusal };
  }
  let preview: Uint8Array | null = null;
  if (input.photo) {
    try {
      // The 1200 px preview, re-encoded as WebP without any metadata: nothing of the camera or the place.
      preview = (await processPersonalPhoto(input.photo)).preview;
    } catch (error) {
      if (error instanceof PhotoRefusedError) return { ok: false, reason: "photo", refusal: error.reason };
      throw error;
    }
  }
  const key = await replyLinkKey(db);
  const messageId = crypto.randomUUID();
  let storedKey: string | null = null;
  try {
    return await db.transaction(async (tx): Promise<SendNoteResult> => {
      await tx.insert(thankYouThreads).values({ orderId, createdAt: now }).onConflictDoNothing({ target: thankYouThreads.orderId });
      const [thread] = await tx.select().from(thankYouThreads).where(eq(thankYouThreads.orderId, orderId)).for("update");
      const refusal = await refusalOf(tx, thread.id, thread.closedAt !== null, now);
      if (refusal) return { ok: false, reason: refusal };
      const [order] = await tx.select({ senderEmail: orders.senderEmail, seller: orders.seller }).from(orders).where(eq(orders.id, orderId));
      if (!order) return { ok: false, reason: "not-open" };
      let photoKey: string | null = null;
      if (preview) {
        photoKey = thanksPhotoKey(thread.id, messageId);
        await storage.put(photoKey, preview);
        storedKey = photoKey;
      }
      await tx.insert(thankYouMessages).values({ id: messageId, threadId: thread.id, author: "recipient", body: input.body, photoKey, createdAt: now });
      if (input.nickname !== null) await tx.update(thankYouThreads).set({ recipientNickname: input.nickname }).where(eq(thankYouThreads.id, thread.id));
      const nickname = input.nickname ?? thread.recipientNickname;
      const mail = relayMail(order.seller ?? input.mail.seller, {
        body: input.body,
        nickname,
        hasPhoto: photoKey !== null,
        replyLink: replyLinkUrl(input.mail.publicUrl, signReplyToken(key, messageId, now)),
      });
      await enqueueMail(tx, { dedupeKey: `thanks-note:${messageId}`, to: order.senderEmail, ...mail });
      return { ok: true, threadId: thread.id, messageId };
    });
  } catch (error) {
    if (storedKey) await storage.delete(storedKey).catch(() => undefined);
    throw error;
  }
}
