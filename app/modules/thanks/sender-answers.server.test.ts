// The sender's answer (docs/product.md#thank-you-notes): one answer per note (also when two posts race), the told name
// only when `Kim olduğumu söyle` is ticked and never an e-mail, refused on a closed or full thread; the answer page's
// link (forged 404, expired 410, thread or code gone 410), what it shows (never the order's number or the recipient's
// details), and `Bildir` (closes, marks reported, tells the owner once without a word of the messages).
// On PGlite and on PostgreSQL when TEST_DATABASE_URL is set.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { mailOutbox, thankYouMessages, thankYouThreads } from "~/db/schema";
import { parseEnv } from "~/env.server";
import { thanksSenderText } from "~/lib/i18n/thanks-sender";
import { THANKS_LIMITS } from "~/lib/thanks";
import { action, loader } from "~/routes/shop/thanks-reply";
import { routeContext } from "../../../tests/support/admin-fixtures";
import { describeEachDatabase } from "../../../tests/support/databases";
import { RECIPIENT_FIELDS } from "../../../tests/support/review-fixtures";
import { insertNote, messagesOf, RECIPIENT_CITY, RECIPIENT_PHONE, threadRow, threadWithReplyToken } from "../../../tests/support/thanks-fixtures";
import { replyLinkKey, signReplyToken } from "./reply-links.server";
import { answerNote, findNoteOfToken, looksLikeEmail, parseAnswerForm } from "./sender-answers.server";

const DAY_MS = 24 * 60 * 60 * 1000;

function answerForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
}

const context = (db: Database) => ({ ...routeContext(db), env: parseEnv({ PUBLIC_URL: "http://shop.test", SHOP_NOTIFY_EMAIL: "sahip@shop.test" }) });
const args = (db: Database, token: string, request?: Request) =>
  ({ request: request ?? new Request(`http://shop.test/tesekkur/yanit/${token}`), params: { token }, context: context(db) }) as never;
const post = (token: string, fields: Record<string, string>) =>
  new Request(`http://shop.test/tesekkur/yanit/${token}`, { method: "POST", headers: { Origin: "http://shop.test" }, body: answerForm(fields) });

async function thrown(promise: Promise<unknown>): Promise<{ init: { status: number; headers: Record<string, string> }; data: unknown }> {
  try {
    await promise;
  } catch (error) {
    return error as never;
  }
  throw new Error("expected a thrown answer");
}

it("parses the answer form: trimmed, NFC, plain line ends; the name only when ticked, never an e-mail", () => {
  expect(parseAnswerForm(answerForm({ body: "  Rica ederim\r\nsevgiyle  ", senderName: "Gizli" }))).toEqual({
    ok: true,
    body: "Rica ederim\nsevgiyle",
    revealName: null,
  });
  expect(parseAnswerForm(answerForm({ body: "Cafe\u0301", reveal: "on", senderName: "  Ali \n Veli " }))).toEqual({
    ok: true,
    body: "Café",
    revealName: "Ali Veli",
  });
  const email = parseAnswerForm(answerForm({ body: "Selam", reveal: "on", senderName: "gonderen@example.com" }));
  expect(email).toMatchObject({ ok: false, errors: { senderName: "name-is-email" } });
  for (const name of ["ali @ example.com", "ali(at)example.com", "ali＠örnek.com"]) expect(looksLikeEmail(name)).toBe(true);
  for (const name of ["Ayşe Teyze", "@ali", "Ali & Veli"]) expect(looksLikeEmail(name)).toBe(false);
  expect(thanksSenderText.fieldErrors["name-is-email"]).toMatch(/e-posta adresiniz hiçbir zaman gösterilmez/);
  expect(parseAnswerForm(answerForm({ body: "Selam", reveal: "on", senderName: " " }))).toMatchObject({ errors: { senderName: "name-empty" } });
  expect(parseAnswerForm(answerForm({ body: "Selam", reveal: "on", senderName: "a".repeat(THANKS_LIMITS.revealNameMax + 1) }))).toMatchObject({
    errors: { senderName: "name-too-long" },
  });
  expect(parseAnswerForm(answerForm({ body: " \r\n " }))).toMatchObject({ errors: { body: "body-empty" } });
  expect(parseAnswerForm(answerForm({ body: "ş".repeat(THANKS_LIMITS.messageMax) }))).toMatchObject({ ok: true });
  expect(parseAnswerForm(answerForm({ body: "ş".repeat(THANKS_LIMITS.messageMax + 1) }))).toMatchObject({ errors: { body: "body-too-long" } });
});

describeEachDatabase("the sender's answer", (getDb) => {
  it("stores one answer per note: a second answer and two racing answers leave exactly one", async () => {
    const db = getDb();
    const { noteId, threadId } = await threadWithReplyToken(db);
    expect(await answerNote(db, { noteId, body: "Rica ederim!", revealName: null })).toMatchObject({ ok: true, revealed: false });
    expect(await answerNote(db, { noteId, body: "Bir daha", revealName: null })).toEqual({ ok: false, reason: "already-answered" });

    const second = await insertNote(db, threadId, "Bir şey daha: kupa harika.");
    const raced = await Promise.all([
      answerNote(db, { noteId: second, body: "Birinci", revealName: null }),
      answerNote(db, { noteId: second, body: "İkinci", revealName: null }),
    ]);
    expect(raced.filter((r) => r.ok)).toHaveLength(1);
    expect(raced.find((r) => !r.ok)).toEqual({ ok: false, reason: "already-answered" });
    const answers = (await messagesOf(db, threadId)).filter((m) => m.author === "sender");
    expect(answers.map((m) => m.replyToId).sort()).toEqual([noteId, second].sort());
    expect(await answerNote(db, { noteId: answers[0].id, body: "Cevaba cevap", revealName: null })).toEqual({ ok: false, reason: "not-found" });
  });

  it("tells the name only when ticked; the first told name stands and a later answer cannot withdraw it", async () => {
    const db = getDb();
    const { noteId, threadId } = await threadWithReplyToken(db);
    await answerNote(db, { noteId, body: "Gizli kalayım", revealName: null });
    expect(await threadRow(db, threadId)).toMatchObject({ senderName: null, revealedAt: null });

    const second = await insertNote(db, threadId, "Kim olduğunu merak ediyorum!");
    expect(await answerNote(db, { noteId: second, body: "Benim!", revealName: "Deniz Abla" })).toMatchObject({ ok: true, revealed: true });
    expect(await threadRow(db, threadId)).toMatchObject({ senderName: "Deniz Abla", revealedAt: expect.any(Date) });

    const third = await insertNote(db, threadId, "Çok sevindim");
    expect(await answerNote(db, { noteId: third, body: "Ben de", revealName: "Başka Ad" })).toMatchObject({ ok: true, revealed: false });
    const fourth = await insertNote(db, threadId, "Görüşürüz");
    expect(await answerNote(db, { noteId: fourth, body: "Görüşürüz", revealName: null })).toMatchObject({ ok: true });
    expect((await threadRow(db, threadId)).senderName).toBe("Deniz Abla");
  });

  it("refuses answers on a closed or full thread", async () => {
    const db = getDb();
    const closed = await threadWithReplyToken(db);
    await db.update(thankYouThreads).set({ closedAt: new Date(), closedBy: "recipient" }).where(eq(thankYouThreads.id, closed.threadId));
    expect(await answerNote(db, { noteId: closed.noteId, body: "Geç kaldım", revealName: "Ad" })).toEqual({ ok: false, reason: "closed" });
    expect((await threadRow(db, closed.threadId)).senderName).toBeNull();

    const full = await threadWithReplyToken(db);
    for (let i = 1; i < THANKS_LIMITS.threadMessagesMax; i++) await insertNote(db, full.threadId, `Not ${i}`);
    expect(await answerNote(db, { noteId: full.noteId, body: "Sığmaz", revealName: null })).toEqual({ ok: false, reason: "full" });
  });

  it("the link: forged 404, expired 410, an expired code or a deleted thread 410", async () => {
    const db = getDb();
    const fresh = await threadWithReplyToken(db);
    const forged = `${fresh.token.slice(0, -2)}${fresh.token.endsWith("AA") ? "BB" : "AA"}`;
    expect((await thrown(loader(args(db, forged)))).init.status).toBe(404);
    expect((await thrown(loader(args(db, "bozuk")))).init.status).toBe(404);
    expect((await thrown(action(args(db, forged, post(forged, { intent: "answer", body: "x" }))))).init.status).toBe(404);

    const old = signReplyToken(await replyLinkKey(db), fresh.noteId, new Date(Date.now() - 31 * DAY_MS));
    const expired = await thrown(loader(args(db, old)));
    expect(expired.init.status).toBe(410);
    expect(expired.data).toEqual({ reason: "expired" });

    const pastCode = await threadWithReplyToken(db, { deliveredDaysAgo: 61 });
    expect(await findNoteOfToken(db, pastCode.noteId, 60)).toEqual({ kind: "gone" });
    const gone = await thrown(loader(args(db, pastCode.token)));
    expect(gone.init.status).toBe(410);
    expect(gone.data).toEqual({ reason: "gone" });
    expect(gone.init.headers).toMatchObject({ "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" });

    const deleted = await threadWithReplyToken(db);
    await db.delete(thankYouThreads).where(eq(thankYouThreads.id, deleted.threadId));
    expect((await thrown(loader(args(db, deleted.token)))).init.status).toBe(410);
  });

  it("the page shows the note and thread, never the order's number or the recipient's or sender's details; answers post, redirect, get", async () => {
    const db = getDb();
    const { token, order, threadId } = await threadWithReplyToken(db, { nickname: "Minik Ayı", note: "<b>Teşekkürler</b> canım" });
    const page = (await loader(args(db, token))) as { data: Record<string, unknown>; init: { headers: Record<string, string> } };
    expect(page.init.headers).toMatchObject({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "same-origin" });
    expect(page.data).toMatchObject({ nickname: "Minik Ayı", answer: null, closedBy: null, senderName: null });
    const json = JSON.stringify(page.data);
    expect(json).toContain("<b>Teşekkürler</b> canım");
    for (const secret of [
      order.orderNumber,
      order.id,
      RECIPIENT_FIELDS.recipientName,
      RECIPIENT_FIELDS.recipientAddress,
      RECIPIENT_CITY,
      RECIPIENT_PHONE,
      RECIPIENT_FIELDS.recipientPostalCode,
      RECIPIENT_FIELDS.senderEmail,
      threadId,
    ])
      expect(json).not.toContain(secret);

    const refused = (await action(args(db, token, post(token, { intent: "answer", body: "Selam", reveal: "on", senderName: "ben@example.com" })))) as {
      init: { status: number };
      data: { errors: { senderName: string } };
    };
    expect(refused.init.status).toBe(400);
    expect(refused.data.errors.senderName).toBe("name-is-email");
    expect((await threadRow(db, threadId)).senderName).toBeNull();

    const sent = (await action(args(db, token, post(token, { intent: "answer", body: "Rica ederim", reveal: "on", senderName: "Deniz" })))) as Response;
    expect(sent.status).toBe(303);
    expect(sent.headers.get("Location")).toBe(`/tesekkur/yanit/${token}?durum=answered`);
    expect((await threadRow(db, threadId)).senderName).toBe("Deniz");
    const again = (await action(args(db, token, post(token, { intent: "answer", body: "Tekrar" })))) as Response;
    expect(again.status).toBe(303);
    expect((await messagesOf(db, threadId)).filter((m) => m.author === "sender")).toHaveLength(1);
    const after = (await loader(args(db, token))) as { data: { answer: { body: string } | null; senderName: string } };
    expect(after.data).toMatchObject({ answer: { body: "Rica ederim" }, senderName: "Deniz" });
  });

  it("`Bildir` closes and marks the thread reported and queues the owner's notice once, without any message; closing is the sender's", async () => {
    const db = getDb();
    const { token, threadId, noteId } = await threadWithReplyToken(db, { note: "Gizli içerik 123", nickname: "Takma Ad" });
    const unknown = (await action(args(db, token, post(token, { intent: "report", messageId: "00000000-0000-4000-8000-000000000000" })))) as {
      init: { status: number };
    };
    expect(unknown.init.status).toBe(400);
    const reported = (await action(args(db, token, post(token, { intent: "report", messageId: noteId })))) as Response;
    expect(reported.headers.get("Location")).toBe(`/tesekkur/yanit/${token}?durum=reported`);
    expect(await threadRow(db, threadId)).toMatchObject({ reportedBy: "sender", closedBy: "sender", reportedAt: expect.any(Date), closedAt: expect.any(Date) });
    await action(args(db, token, post(token, { intent: "report", messageId: noteId })));
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `thanks-report:${threadId}`));
    expect(mails).toHaveLength(1);
    expect(mails[0].toAddress).toBe("sahip@shop.test");
    for (const secret of ["Gizli içerik 123", "Takma Ad"]) expect(`${mails[0].subject}${mails[0].html}${mails[0].text}`).not.toContain(secret);
    expect(await answerNote(db, { noteId, body: "Kapalıya yanıt", revealName: null })).toEqual({ ok: false, reason: "closed" });
    const page = (await loader(args(db, token))) as { data: { closedBy: string; reported: boolean } };
    expect(page.data).toMatchObject({ closedBy: "sender", reported: true });

    const other = await threadWithReplyToken(db);
    const closed = (await action(args(db, other.token, post(other.token, { intent: "close" })))) as Response;
    expect(closed.headers.get("Location")).toBe(`/tesekkur/yanit/${other.token}?durum=closed`);
    expect(await threadRow(db, other.threadId)).toMatchObject({ closedBy: "sender", reportedAt: null });
    const [{ n }] = await db.select({ n: thankYouMessages.id }).from(thankYouMessages).where(eq(thankYouMessages.threadId, other.threadId));
    expect(n).toBe(other.noteId);
  });
});
