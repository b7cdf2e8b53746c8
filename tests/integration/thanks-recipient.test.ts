// The recipient's thank-you page over HTTP (docs/product.md#thank-you-notes), on PGlite and PostgreSQL: the card's
// message and nothing else of the order; a note relayed to the sender through the outbox with the signed answer link
// and the nickname, never the sender's address or the order's details; one thread per order, also when two first
// notes race; the photo kept private without its metadata; refusals that change nothing; unknown, not yet open and
// expired codes; closing and reporting; posts limited per address (RATE_LIMIT_THANKS); the code entry page.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq, like } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { mailOutbox, orders, thankYouMessages, thankYouThreads } from "~/db/schema";
import { uploadRefusalText } from "~/lib/i18n/personal-fields";
import { thanksText } from "~/lib/i18n/thanks";
import { thanksRecipientText as t } from "~/lib/i18n/thanks-recipient";
import { THANKS_LIMITS } from "~/lib/thanks";
import { checkReplyToken, replyLinkKey } from "~/modules/thanks/reply-links.server";
import { describeEachDatabase } from "../support/databases";
import { type HttpShop, startHttpShop } from "../support/http-shop";
import { codedOrder, SECRET_DETAILS } from "../support/thanks-recipient-fixtures";

const DAY = 24 * 60 * 60 * 1000;

describeEachDatabase("the recipient's thank-you page", (getDb, kind) => {
  let shop: HttpShop;
  let limited: HttpShop;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "thanks-recipient-"));
    shop = await startHttpShop({ db: getDb(), kind } as DatabaseHandle, { DATA_DIR: dataDir });
    limited = await startHttpShop({ db: getDb(), kind } as DatabaseHandle, { DATA_DIR: dataDir, RATE_LIMIT_ENABLED: "true", RATE_LIMIT_THANKS: "2" });
  });
  afterAll(async () => {
    await shop?.close();
    await limited?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function post(link: string, fields: Record<string, string>, photo?: { bytes: Uint8Array; name: string; type: string }, base = shop.url) {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    body.set(
      "photo",
      photo ? new File([new Uint8Array(photo.bytes)], photo.name, { type: photo.type }) : new File([], "", { type: "application/octet-stream" }),
    );
    return fetch(`${base}${link}`, { method: "POST", body, headers: { Origin: base }, redirect: "manual" });
  }

  const NOTE = { intent: "note", body: "Çok teşekkürler!\nKupayı her sabah kullanıyorum.", nickname: "Kupa Sever" };

  async function threadOf(orderId: string) {
    const db = getDb();
    const threads = await db.select().from(thankYouThreads).where(eq(thankYouThreads.orderId, orderId));
    const messages = threads[0] ? await db.select().from(thankYouMessages).where(eq(thankYouMessages.threadId, threads[0].id)) : [];
    return { threads, messages };
  }

  async function relayMails() {
    return getDb().select().from(mailOutbox).where(like(mailOutbox.dedupeKey, "thanks-note:%"));
  }

  function expectNoSecrets(text: string, secrets: string[]) {
    for (const secret of secrets) expect(text, secret).not.toContain(secret);
  }

  it(`shows the card's message privately, never indexed, without a referrer to other sites, and nothing else of the order [${kind}]`, async () => {
    const order = await codedOrder(getDb());
    const page = await fetch(`${shop.url}${order.path}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.headers.get("x-robots-tag")).toContain("noindex");
    expect(page.headers.get("referrer-policy")).toBe("same-origin");
    const html = await page.text();
    expect(html).toContain('data-testid="thanks-card-message"');
    expect(html).toContain(SECRET_DETAILS.cardMessage.replace("!", ""));
    expect(html).toContain('name="robots" content="noindex, nofollow"');
    for (const text of [t.page.submit, 'accept="image/*"', 'name="nickname"', `En çok ${THANKS_LIMITS.messageMax} karakter`]) expect(html).toContain(text);
    expectNoSecrets(html, order.secrets);
    expect(html).not.toContain(order.id);
    expect(shop.pageCache.size).toBe(0);
    // A code typed in capitals and without hyphens goes to its printed form.
    const typed = await fetch(`${shop.url}/tesekkur/${order.code.toUpperCase()}`, { redirect: "manual" });
    expect([typed.status, typed.headers.get("location")]).toEqual([302, order.path]);
  });

  it(`a note opens the thread, is relayed to the sender with the nickname and the signed link and nothing else, and the page thanks [${kind}]`, async () => {
    const db = getDb();
    const order = await codedOrder(db);
    const answer = await post(order.path, NOTE);
    expect([answer.status, answer.headers.get("location")]).toEqual([302, `${order.path}?durum=gonderildi`]);
    const { threads, messages } = await threadOf(order.id);
    expect(threads).toHaveLength(1);
    expect(threads[0].recipientNickname).toBe(NOTE.nickname);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ author: "recipient", body: NOTE.body, photoKey: null, replyToId: null });

    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `thanks-note:${messages[0].id}`));
    expect(mail.toAddress).toBe(SECRET_DETAILS.senderEmail);
    expect(mail.subject).toContain("Hediyene bir teşekkür notu geldi");
    expect(mail.html).toContain("Çok teşekkürler!<br>Kupayı her sabah kullanıyorum.");
    expect(mail.text).toContain("Kupayı her sabah kullanıyorum.");
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain(NOTE.nickname);
      expect(body).toContain("Yanıtla");
      expect(body).toContain("Kim olduğumu söyle");
      expectNoSecrets(body, order.secrets);
      expect(body).not.toContain(SECRET_DETAILS.cardMessage);
    }
    const link = /Yanıtla: (\S+)/.exec(mail.text)?.[1] ?? "";
    expect(link.startsWith(`${shop.url}/tesekkur/yanit/`)).toBe(true);
    expect(mail.html).toContain(link);
    const check = checkReplyToken(await replyLinkKey(db), link.split("/").pop());
    expect(check).toEqual({ kind: "ok", id: messages[0].id });

    const html = await (await fetch(`${shop.url}${order.path}?durum=gonderildi`)).text();
    expect(html).toContain('data-testid="thanks-sent"');
    expect(html).toContain('data-testid="thanks-thread"');
    expect(html).toContain('data-author="recipient"');
    expect(html).toContain(NOTE.nickname);
    expectNoSecrets(html, order.secrets);

    // A second note without a nickname keeps the one given; the mail names it.
    expect((await post(order.path, { intent: "note", body: "Bir de şunu söylemek istedim." })).status).toBe(302);
    const after = await threadOf(order.id);
    expect(after.messages).toHaveLength(2);
    expect(after.threads[0].recipientNickname).toBe(NOTE.nickname);
    const second = after.messages.find((m) => m.body.startsWith("Bir de"));
    const [secondMail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `thanks-note:${second?.id}`));
    expect(secondMail.text).toContain(NOTE.nickname);
  });

  it(`without a nickname the sender reads "Hediyeyi alan"; the sender's answer and a told name show on the page [${kind}]`, async () => {
    const db = getDb();
    const order = await codedOrder(db);
    expect((await post(order.path, { intent: "note", body: "Teşekkürler" })).status).toBe(302);
    const { threads, messages } = await threadOf(order.id);
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `thanks-note:${messages[0].id}`));
    expect(mail.text).toContain("Hediyeyi alan yazdı:");
    await db
      .insert(thankYouMessages)
      .values({ threadId: threads[0].id, author: "sender", body: "Rica ederim, iyi günlerde kullan!", replyToId: messages[0].id });
    let html = await (await fetch(`${shop.url}${order.path}`)).text();
    expect(html).toContain('data-author="sender"');
    expect(html).toContain(thanksText.author.sender(null));
    expect(html).not.toContain('data-testid="thanks-revealed-name"');
    await db.update(thankYouThreads).set({ senderName: "Teyzen Aylin", revealedAt: new Date() }).where(eq(thankYouThreads.id, threads[0].id));
    html = await (await fetch(`${shop.url}${order.path}`)).text();
    expect(html).toContain('data-testid="thanks-revealed-name"');
    expect(html).toContain("Teyzen Aylin");
    expectNoSecrets(html, order.secrets);
  });

  it(`two first notes racing open one thread and keep both notes [${kind}]`, async () => {
    const order = await codedOrder(getDb());
    const answers = await Promise.all([post(order.path, NOTE), post(order.path, { ...NOTE, body: "İkinci not" })]);
    expect(answers.map((a) => a.status)).toEqual([302, 302]);
    const { threads, messages } = await threadOf(order.id);
    expect(threads).toHaveLength(1);
    expect(messages).toHaveLength(2);
    expect(await relayMails()).toEqual(expect.arrayContaining(messages.map((m) => expect.objectContaining({ dedupeKey: `thanks-note:${m.id}` }))));
  });

  it(`the photo is stored private under personal/thanks/ without EXIF; a non-image is refused and stores nothing [${kind}]`, async () => {
    const db = getDb();
    const order = await codedOrder(db);
    const refused = await post(order.path, NOTE, {
      bytes: new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"),
      name: "a.jpg",
      type: "image/jpeg",
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(uploadRefusalText.not_an_image);
    expect((await threadOf(order.id)).messages).toHaveLength(0);
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#3366aa" } })
      .jpeg()
      .withExif({
        IFD0: { Make: "Telefon" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "41/1 0/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "29/1 0/1 0/1" },
      })
      .toBuffer();
    expect((await post(order.path, NOTE, { bytes: photo, name: "foto.jpg", type: "image/jpeg" })).status).toBe(302);
    const { threads, messages } = await threadOf(order.id);
    expect(messages[0].photoKey).toBe(`personal/thanks/${threads[0].id}/${messages[0].id}.webp`);
    expect(readdirSync(path.join(dataDir, "uploads", "personal", "thanks", threads[0].id))).toEqual([`${messages[0].id}.webp`]);
    const stored = readFileSync(path.join(dataDir, "uploads", messages[0].photoKey as string));
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.exif, meta.xmp]).toEqual(["webp", undefined, undefined]);
    expect(stored.toString("latin1")).not.toContain("Telefon");
    // Not public; only through the page's signed link.
    expect((await fetch(`${shop.url}/media/${messages[0].photoKey}`)).status).not.toBe(200);
    const html = await (await fetch(`${shop.url}${order.path}`)).text();
    const src = /src="(\/private-media\/personal\/thanks\/[^"]+)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
    expect(src).toBeDefined();
    const served = await fetch(`${shop.url}${src}`);
    expect([served.status, served.headers.get("content-type")]).toEqual([200, "image/webp"]);
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `thanks-note:${messages[0].id}`));
    expect(mail.text).toContain("Fotoğrafı yanıt sayfasında görebilirsin");
    expect(mail.html).not.toContain("private-media");
  });

  it(`refusals change nothing: empty, too long, a long nickname, a closed thread, the code's daily limit, a full thread [${kind}]`, async () => {
    const db = getDb();
    const order = await codedOrder(db);
    const cases: [Record<string, string>, string][] = [
      [{ intent: "note", body: "   \n  " }, t.errors.bodyRequired],
      [{ intent: "note", body: "ç".repeat(THANKS_LIMITS.messageMax + 1) }, t.errors.bodyTooLong],
      [{ ...NOTE, nickname: "n".repeat(THANKS_LIMITS.nicknameMax + 1) }, t.errors.nicknameTooLong],
    ];
    for (const [fields, message] of cases) {
      const answer = await post(order.path, fields);
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain(message);
    }
    expect((await threadOf(order.id)).threads).toHaveLength(0);
    const mailsBefore = (await relayMails()).length;

    // The code's daily limit: notesPerDay within 24 hours.
    for (let i = 0; i < THANKS_LIMITS.notesPerDay; i++) expect((await post(order.path, { ...NOTE, body: `Not ${i}` })).status).toBe(302);
    const limitedAnswer = await post(order.path, NOTE);
    expect(limitedAnswer.status).toBe(429);
    expect(await limitedAnswer.text()).toContain(t.page.refused["daily-limit"]);
    expect((await threadOf(order.id)).messages).toHaveLength(THANKS_LIMITS.notesPerDay);
    expect(await relayMails()).toHaveLength(mailsBefore + THANKS_LIMITS.notesPerDay);
    // Notes older than 24 hours no longer count.
    const { threads } = await threadOf(order.id);
    await db
      .update(thankYouMessages)
      .set({ createdAt: new Date(Date.now() - DAY - 60_000) })
      .where(eq(thankYouMessages.threadId, threads[0].id));
    expect((await post(order.path, NOTE)).status).toBe(302);

    // A full thread.
    const full = await codedOrder(db);
    expect((await post(full.path, NOTE)).status).toBe(302);
    const fullThread = (await threadOf(full.id)).threads[0];
    const old = new Date(Date.now() - 2 * DAY);
    await db.insert(thankYouMessages).values(
      Array.from({ length: THANKS_LIMITS.threadMessagesMax - 1 }, (_, i) => ({
        threadId: fullThread.id,
        author: "recipient" as const,
        body: `Eski ${i}`,
        createdAt: old,
      })),
    );
    const fullAnswer = await post(full.path, NOTE);
    expect(fullAnswer.status).toBe(409);
    expect((await threadOf(full.id)).messages).toHaveLength(THANKS_LIMITS.threadMessagesMax);
    const fullPage = await (await fetch(`${shop.url}${full.path}`)).text();
    expect(fullPage).toContain('data-testid="thanks-closed"');
    expect(fullPage).not.toContain('data-testid="thanks-note-form"');

    // A closed thread: readable, no form; a post is refused.
    const closed = await codedOrder(db);
    expect((await post(closed.path, NOTE)).status).toBe(302);
    await db.update(thankYouThreads).set({ closedAt: new Date(), closedBy: "sender" }).where(eq(thankYouThreads.orderId, closed.id));
    const mails = (await relayMails()).length;
    const closedAnswer = await post(closed.path, { ...NOTE, body: "Yine ben" });
    expect(closedAnswer.status).toBe(409);
    expect((await threadOf(closed.id)).messages).toHaveLength(1);
    expect(await relayMails()).toHaveLength(mails);
    const closedPage = await (await fetch(`${shop.url}${closed.path}`)).text();
    expect(closedPage).toContain(thanksText.closed.sender);
    expect(closedPage).toContain(NOTE.nickname);
    expect(closedPage).not.toContain('data-testid="thanks-note-form"');
  });

  it(`unknown and withdrawn codes are the same 404, a code not yet open shows no card, an expired one is a 410 without the thread [${kind}]`, async () => {
    const db = getDb();
    const withdrawn = await codedOrder(db);
    await db.update(orders).set({ thanksCode: null }).where(eq(orders.id, withdrawn.id));
    for (const link of [withdrawn.path, "/tesekkur/abc123-def456-ghj789", "/tesekkur/yok", `/tesekkur/${"a".repeat(300)}`]) {
      const page = await fetch(`${shop.url}${link}`);
      expect(page.status, link).toBe(404);
      expect(page.headers.get("cache-control")).toBe("private, no-store");
      expect(await page.text()).toContain(t.notFound.title);
      expect((await post(link, NOTE)).status).toBe(404);
    }
    const notYet = await codedOrder(db, {}, { status: "processing", deliveredAt: null });
    const waiting = await fetch(`${shop.url}${notYet.path}`);
    expect(waiting.status).toBe(200);
    const waitingHtml = await waiting.text();
    expect(waitingHtml).toContain(t.notYet.title);
    expect(waitingHtml).not.toContain(SECRET_DETAILS.cardMessage.slice(0, 20));
    expect(waitingHtml).not.toContain('data-testid="thanks-note-form"');
    expect((await post(notYet.path, NOTE)).status).toBe(302);
    expect((await threadOf(notYet.id)).threads).toHaveLength(0);

    const expired = await codedOrder(db, { shippedAt: new Date(Date.now() - 70 * DAY), deliveredAt: new Date(Date.now() - 61 * DAY) });
    await db.insert(thankYouThreads).values({ orderId: expired.id, recipientNickname: "Eski Takma Ad" });
    const gone = await fetch(`${shop.url}${expired.path}`);
    expect(gone.status).toBe(410);
    const goneHtml = await gone.text();
    expect(goneHtml).toContain(t.expired.title);
    expect(goneHtml).not.toContain("Eski Takma Ad");
    expect(goneHtml).not.toContain(SECRET_DETAILS.cardMessage.slice(0, 20));
    expect((await post(expired.path, NOTE)).status).toBe(410);
    const [{ n }] = await db
      .select({ n: count() })
      .from(thankYouMessages)
      .innerJoin(thankYouThreads, eq(thankYouThreads.id, thankYouMessages.threadId))
      .where(eq(thankYouThreads.orderId, expired.id));
    expect(n).toBe(0);
  });

  it(`the recipient closes the thread, or reports a message: closed, the owner told, the form gone [${kind}]`, async () => {
    const db = getDb();
    const order = await codedOrder(db);
    expect((await post(order.path, NOTE)).status).toBe(302);
    const html = await (await fetch(`${shop.url}${order.path}`)).text();
    expect(html).toContain(thanksText.close);
    expect(html).toContain(thanksText.report);
    const closedAnswer = await post(order.path, { intent: "close" });
    expect([closedAnswer.status, closedAnswer.headers.get("location")]).toEqual([302, `${order.path}?durum=kapatildi`]);
    expect((await threadOf(order.id)).threads[0]).toMatchObject({ closedBy: "recipient", reportedAt: null });
    const closedHtml = await (await fetch(`${shop.url}${order.path}`)).text();
    expect(closedHtml).toContain('data-testid="thanks-closed"');
    expect(closedHtml).toContain(thanksText.closed.recipient);

    const reported = await codedOrder(db);
    expect((await post(reported.path, NOTE)).status).toBe(302);
    const { threads, messages } = await threadOf(reported.id);
    expect((await post(reported.path, { intent: "report", messageId: "00000000-0000-4000-8000-000000000000" })).status).toBe(302);
    expect((await threadOf(reported.id)).threads[0].reportedAt).toBeNull();
    expect((await post(reported.path, { intent: "report", messageId: messages[0].id })).headers.get("location")).toBe(`${reported.path}?durum=bildirildi`);
    expect((await threadOf(reported.id)).threads[0]).toMatchObject({ closedBy: "recipient", reportedBy: "recipient" });
    const reportedHtml = await (await fetch(`${shop.url}${reported.path}`)).text();
    expect(reportedHtml).toContain(thanksText.reported);
    expect(reportedHtml).toContain(NOTE.body.split("\n")[0]);
    expect(reportedHtml).not.toContain('data-testid="thanks-note-form"');
    const [notice] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `thanks-report:${threads[0].id}`));
    if (notice) expect(notice.html).not.toContain(NOTE.body.split("\n")[0]);
  });

  it(`the entry page sends a code on to its page and answers anything else in Turkish [${kind}]`, async () => {
    const order = await codedOrder(getDb());
    const page = await fetch(`${shop.url}/tesekkur`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    for (const text of [t.entry.field, 'name="kod"', t.entry.title]) expect(html).toContain(text);
    const typed = order.code
      .replace(/(.{6})/g, "$1 ")
      .toUpperCase()
      .trim();
    const go = await fetch(`${shop.url}/tesekkur?kod=${encodeURIComponent(typed)}`, { redirect: "manual" });
    expect([go.status, go.headers.get("location")]).toEqual([302, order.path]);
    const wrong = await fetch(`${shop.url}/tesekkur?kod=${encodeURIComponent("merhaba")}`);
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(t.entry.notACode);
  });

  it(`posts past RATE_LIMIT_THANKS get 429 per address; reading the page is not counted [${kind}]`, async () => {
    const order = await codedOrder(getDb());
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(order.path, { intent: "note", body: "" }, undefined, limited.url)).status);
    expect(statuses).toEqual([400, 400, 429, 429]);
    expect((await fetch(`${limited.url}${order.path}`)).status).toBe(200);
  });
});
