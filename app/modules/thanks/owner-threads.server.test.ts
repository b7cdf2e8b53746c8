// The owner's side of thank-you notes (docs/product.md#thank-you-notes): the list never carries a message, a nickname
// or a told name; a thread is read only once reported, each reading audited, a refusal recording nothing; the shop's
// close is audited; the page answers 403 to reading a thread nobody reported, 401 to nobody signed in.
// On PGlite and on PostgreSQL when TEST_DATABASE_URL is set.
import { desc, eq, like } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { adminAuditLog, thankYouThreads } from "~/db/schema";
import { adminThanksText } from "~/lib/i18n/admin-thanks";
import { action, loader } from "~/routes/admin/thank-you-notes";
import { adminCookie, routeContext } from "../../../tests/support/admin-fixtures";
import { describeEachDatabase } from "../../../tests/support/databases";
import { insertNote, threadRow, threadWithReplyToken } from "../../../tests/support/thanks-fixtures";
import { answerNote } from "./sender-answers.server";
import { closeThreadAsOwner, countUnreadReportedThreads, listThreadsForOwner, readReportedThread } from "./owner-threads.server";

const by = { actor: { id: null, email: "sahip@example.com" }, clientIp: "203.0.113.7" };
const thanksAudit = (db: Database) => db.select().from(adminAuditLog).where(like(adminAuditLog.action, "thanks.%")).orderBy(desc(adminAuditLog.seq));

async function conversation(db: Database) {
  const made = await threadWithReplyToken(db, { nickname: "Gizli Takma Ad", note: "Özel not metni 42" });
  await answerNote(db, { noteId: made.noteId, body: "Özel yanıt metni 43", revealName: "Söylenen Ad" });
  await insertNote(db, made.threadId, "İkinci özel not 44");
  return made;
}
const SECRETS = ["Gizli Takma Ad", "Özel not metni 42", "Özel yanıt metni 43", "Söylenen Ad", "İkinci özel not 44"];

async function report(db: Database, threadId: string) {
  await db
    .update(thankYouThreads)
    .set({ reportedAt: new Date(), reportedBy: "recipient", closedAt: new Date(), closedBy: "recipient" })
    .where(eq(thankYouThreads.id, threadId));
}

describeEachDatabase("the owner's thank-you threads", (getDb) => {
  it("lists threads by order number, state, message count and date, never a message, nickname or told name", async () => {
    const db = getDb();
    const open = await conversation(db);
    const reported = await conversation(db);
    await report(db, reported.threadId);

    const all = await listThreadsForOwner(db, "all");
    expect(all.counts.all).toBeGreaterThanOrEqual(2);
    const row = all.threads.find((t) => t.id === open.threadId);
    expect(row).toMatchObject({
      orderNumber: open.order.orderNumber,
      orderId: open.order.id,
      messageCount: 3,
      closedAt: null,
      reportedAt: null,
      unread: false,
    });
    const onlyReported = await listThreadsForOwner(db, "reported");
    expect(onlyReported.threads.map((t) => t.id)).toContain(reported.threadId);
    expect(onlyReported.threads.map((t) => t.id)).not.toContain(open.threadId);
    expect(onlyReported.threads.find((t) => t.id === reported.threadId)).toMatchObject({ reportedBy: "recipient", unread: true });
    const json = JSON.stringify([all, onlyReported]);
    for (const secret of SECRETS) expect(json).not.toContain(secret);
  });

  it("reads a thread only once reported, with an audit record; a refusal reads and records nothing", async () => {
    const db = getDb();
    const made = await conversation(db);
    const audited = (await thanksAudit(db)).length;
    expect(await readReportedThread(db, made.threadId, by)).toEqual({ ok: false, reason: "not-reported" });
    expect(await readReportedThread(db, "00000000-0000-4000-8000-000000000000", by)).toEqual({ ok: false, reason: "not-found" });
    expect(await readReportedThread(db, "kötü", by)).toEqual({ ok: false, reason: "not-found" });
    expect(await thanksAudit(db)).toHaveLength(audited);

    await report(db, made.threadId);
    const unread = await countUnreadReportedThreads(db);
    const read = await readReportedThread(db, made.threadId, by);
    expect(read.ok && read.thread.messages.map((m) => m.body)).toEqual(["Özel not metni 42", "Özel yanıt metni 43", "İkinci özel not 44"]);
    const [entry] = await thanksAudit(db);
    expect(entry).toMatchObject({
      action: "thanks.read",
      actorEmail: "sahip@example.com",
      clientIp: "203.0.113.7",
      targetType: "thanks_thread",
      targetId: made.threadId,
      targetLabel: made.order.orderNumber,
    });
    expect(JSON.stringify(entry)).not.toContain("Özel");
    expect(await countUnreadReportedThreads(db)).toBe(unread - 1);
    expect((await listThreadsForOwner(db, "reported")).threads.find((t) => t.id === made.threadId)?.unread).toBe(false);
  });

  it("the shop's close is audited; closing a closed thread is refused and records nothing", async () => {
    const db = getDb();
    const made = await conversation(db);
    expect(await closeThreadAsOwner(db, made.threadId, by)).toEqual({ ok: true });
    expect(await threadRow(db, made.threadId)).toMatchObject({ closedBy: "owner", reportedAt: null });
    const [entry] = await thanksAudit(db);
    expect(entry).toMatchObject({ action: "thanks.close", targetId: made.threadId, targetLabel: made.order.orderNumber });
    const audited = (await thanksAudit(db)).length;
    expect(await closeThreadAsOwner(db, made.threadId, by)).toEqual({ ok: false, reason: "already-closed" });
    expect(await thanksAudit(db)).toHaveLength(audited);
    expect(await answerNote(db, { noteId: made.noteId, body: "x", revealName: null })).toMatchObject({ ok: false });
  });

  it("the page: 403 for reading a thread nobody reported, the messages of a reported one, close by form post; 401 and 403 for strangers", async () => {
    const db = getDb();
    const cookie = await adminCookie(db);
    const made = await conversation(db);
    const url = "http://shop.test/admin/thank-you-notes";
    const args = (request: Request) => ({ request, params: {}, context: routeContext(db) }) as never;
    const post = (fields: Record<string, string>, headers: Record<string, string> = { Origin: "http://shop.test", Cookie: cookie }) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(fields)) body.set(k, v);
      return new Request(url, { method: "POST", headers, body });
    };
    const answerOf = async (promise: Promise<unknown>) => {
      try {
        return await promise;
      } catch (thrown) {
        return thrown;
      }
    };

    const page = await loader(args(new Request(`${url}?filter=all`, { headers: { Cookie: cookie } })));
    expect(page.threads.map((t) => t.id)).toContain(made.threadId);
    for (const secret of SECRETS) expect(JSON.stringify(page)).not.toContain(secret);

    const audited = (await thanksAudit(db)).length;
    const refused = (await action(args(post({ intent: "read", threadId: made.threadId })))) as { data: unknown; init: { status: number } };
    expect(refused.init.status).toBe(403);
    expect(refused.data).toEqual({ kind: "error", error: adminThanksText.errors["not-reported"], threadId: made.threadId });
    for (const secret of SECRETS) expect(JSON.stringify(refused)).not.toContain(secret);
    expect(await thanksAudit(db)).toHaveLength(audited);

    await report(db, made.threadId);
    const read = (await action(args(post({ intent: "read", threadId: made.threadId })))) as { data: { kind: string; messages: { body: string }[] } };
    expect(read.data.kind).toBe("read");
    expect(read.data.messages.map((m) => m.body)).toContain("Özel yanıt metni 43");
    expect(await thanksAudit(db)).toHaveLength(audited + 1);

    const other = await conversation(db);
    const closed = (await action(args(post({ intent: "close", threadId: other.threadId, filter: "all", page: "1" })))) as Response;
    expect(closed.status).toBe(303);
    expect(closed.headers.get("Location")).toBe("/admin/thank-you-notes?filter=all&done=closed");
    expect((await threadRow(db, other.threadId)).closedBy).toBe("owner");

    const forged = (await answerOf(
      action(args(post({ intent: "read", threadId: made.threadId }, { Origin: "https://evil.test", Cookie: cookie }))),
    )) as Response;
    expect(forged.status).toBe(403);
    const anonymous = (await answerOf(action(args(post({ intent: "read", threadId: made.threadId }, { Origin: "http://shop.test" }))))) as Response;
    expect(anonymous.status).toBe(401);
    const signedOut = (await answerOf(loader(args(new Request(url))))) as Response;
    expect(signedOut.headers.get("Location")).toBe("/admin");
    expect(await thanksAudit(db)).toHaveLength(audited + 2);
  });
});
