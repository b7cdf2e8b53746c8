// Thank-you notes under KVKK (docs/product.md#thank-you-notes, docs/product.md#kvkk): anonymising an order (a request
// or the retention job) deletes its thread, messages and photo files on disk and on S3 and takes the code off the
// order; the retention job deletes the threads of expired codes and keeps the open ones; the export lists the thread.
// Other orders' threads stay. On PGlite and on PostgreSQL when TEST_DATABASE_URL is set.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { orders } from "~/db/schema";
import { parseEnv } from "~/env.server";
import { createFileStorage, LocalFileStorage } from "~/modules/media/storage.server";
import { findThanksCode } from "~/modules/thanks/thanks-codes.server";
import { startOrderJobs } from "~/modules/jobs/order-jobs.server";
import { createLogger } from "~/modules/platform/logger.server";
import { DEMO_SHOP_SETTINGS } from "~/lib/shop-settings";
import { describeEachDatabase } from "../../../tests/support/databases";
import { startS3Server, type TestS3Server } from "../../../tests/support/s3-server";
import { insertThread, orderWithThanksCode, threadRowsLeft } from "../../../tests/support/thanks-privacy-fixtures";
import { anonymiseExpiredOrders, anonymiseOrdersOfEmail, dataRequestJson, findOrdersOfEmail } from "./data-requests.server";
import { deleteExpiredThankYouNotes, eraseThankYouNotes, thankYouNotesOfOrders } from "./thank-you-notes.server";

const DAY = 86_400_000;
const YEAR = 365 * DAY;
const VALID_DAYS = 60;

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.stop();
});

function localStorage(): LocalFileStorage {
  return new LocalFileStorage(path.join(fs.mkdtempSync(path.join(os.tmpdir(), "thanks-kvkk-")), "uploads"));
}

describeEachDatabase("thank-you notes under KVKK", (getDb) => {
  it("the export lists whether answers were allowed and the thread: messages, nickname, told name, reported state", async () => {
    const db = getDb();
    const email = `tesekkur-${Math.random()}@example.com`;
    const now = new Date();
    const withThread = await orderWithThanksCode(db, { senderEmail: email, deliveredAt: new Date(now.getTime() - 2 * DAY) });
    const thread = await insertThread(db, localStorage(), withThread.id, { photo: true, answer: "Rica ederim!", senderName: "Ayşe", reported: true });
    const withoutThread = await orderWithThanksCode(db, { senderEmail: email });
    const notAllowed = await orderWithThanksCode(db, { senderEmail: email });
    await db.update(orders).set({ thanksCode: null }).where(eq(orders.id, notAllowed.id));

    const rows = await findOrdersOfEmail(db, email);
    const document = JSON.parse(dataRequestJson(email, rows, "Dükkan"));
    const byId = new Map(rows.map((row, i) => [row.id, document.orders[i]]));
    expect(byId.get(withThread.id).thankYouNotes).toEqual({
      answersAllowed: true,
      thread: {
        recipientNickname: "Minik Kuş",
        senderName: "Ayşe",
        revealedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        closedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        closedBy: "recipient",
        reportedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        reportedBy: "recipient",
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        messages: [
          { author: "recipient", body: "Çok teşekkürler, bayıldım!", photo: true, createdAt: expect.stringMatching(/^\d{4}-/) },
          { author: "sender", body: "Rica ederim!", photo: false, createdAt: expect.stringMatching(/^\d{4}-/) },
        ],
      },
    });
    expect(byId.get(withoutThread.id).thankYouNotes).toEqual({ answersAllowed: true, thread: null });
    expect(byId.get(notAllowed.id).thankYouNotes).toEqual({ answersAllowed: false, thread: null });
    // The photo's private key is no part of the export.
    expect(JSON.stringify(document)).not.toContain(thread.photoKey);
  });

  it("a KVKK request deletes the thread, its messages and photo on disk and on S3, and the code finds nothing; others stay", async () => {
    const db = getDb();
    const bucket = createFileStorage(parseEnv({ ...s3.env, S3_PREFIX: `thanks-${Math.random()}` }));
    for (const storage of [localStorage(), bucket]) {
      const email = `silinecek-${Math.random()}@example.com`;
      const delivered = new Date(Date.now() - 3 * DAY);
      const order = await orderWithThanksCode(db, { senderEmail: email, deliveredAt: delivered });
      const thread = await insertThread(db, storage, order.id, { photo: true, answer: "Ben de çok sevindim.", senderName: "Ayşe" });
      const other = await orderWithThanksCode(db, { deliveredAt: delivered });
      const otherThread = await insertThread(db, storage, other.id, { photo: true });
      expect(await storage.exists(thread.photoKey as string)).toBe(true);
      expect(await findThanksCode(db, order.code, VALID_DAYS)).toMatchObject({ orderId: order.id, state: "open" });

      const result = await anonymiseOrdersOfEmail(db, email, new Date(), null, storage);
      expect(result.thankYouNotes).toBe(1);
      expect(await threadRowsLeft(db, thread.threadId)).toEqual({ threads: 0, messages: 0 });
      expect(await storage.exists(thread.photoKey as string)).toBe(false);
      const [row] = await db.select({ thanksCode: orders.thanksCode }).from(orders).where(eq(orders.id, order.id));
      expect(row.thanksCode).toBeNull();
      expect(await findThanksCode(db, order.code, VALID_DAYS)).toBeNull();

      expect(await threadRowsLeft(db, otherThread.threadId)).toEqual({ threads: 1, messages: 1 });
      expect(await storage.exists(otherThread.photoKey as string)).toBe(true);
      expect(await findThanksCode(db, other.code, VALID_DAYS)).toMatchObject({ orderId: other.id });
      // The export after the erasure: nothing left of it.
      expect((await thankYouNotesOfOrders(db, [order.id])).get(order.id)).toEqual({ answersAllowed: false, thread: null });
    }
  });

  it("erasing tolerates a photo file already gone and erasing twice", async () => {
    const db = getDb();
    const storage = localStorage();
    const order = await orderWithThanksCode(db, { deliveredAt: new Date() });
    const thread = await insertThread(db, storage, order.id, { photo: true });
    await storage.delete(thread.photoKey as string);
    expect(await db.transaction((tx) => eraseThankYouNotes(tx, storage, [order.id]))).toBe(1);
    expect(await db.transaction((tx) => eraseThankYouNotes(tx, storage, [order.id]))).toBe(0);
    expect(await threadRowsLeft(db, thread.threadId)).toEqual({ threads: 0, messages: 0 });
  });

  it("the retention job's anonymisation of old orders deletes their threads", async () => {
    const db = getDb();
    const now = new Date();
    const order = await orderWithThanksCode(db, { deliveredAt: new Date(now.getTime() - 20 * YEAR + 5 * DAY) });
    await db
      .update(orders)
      .set({ createdAt: new Date(now.getTime() - 20 * YEAR) })
      .where(eq(orders.id, order.id));
    const thread = await insertThread(db, null, order.id);
    const result = await anonymiseExpiredOrders(db, { now, orderYears: 10, batchSize: 1000 });
    expect(result.orderIds).toContain(order.id);
    expect(result.thankYouNotes).toBeGreaterThanOrEqual(1);
    expect(await threadRowsLeft(db, thread.threadId)).toEqual({ threads: 0, messages: 0 });
    expect(await findThanksCode(db, order.code, VALID_DAYS, now)).toBeNull();
  });

  it("the retention step deletes threads of expired, cancelled and refunded orders, keeps the open ones and the codes", async () => {
    const db = getDb();
    const storage = localStorage();
    const now = new Date();
    const expired = await orderWithThanksCode(db, { deliveredAt: new Date(now.getTime() - (VALID_DAYS + 1) * DAY) });
    const open = await orderWithThanksCode(db, { deliveredAt: new Date(now.getTime() - (VALID_DAYS - 1) * DAY) });
    const shipped = await orderWithThanksCode(db);
    const cancelled = await orderWithThanksCode(db, { ended: "cancelled" });
    const refunded = await orderWithThanksCode(db, { deliveredAt: new Date(now.getTime() - DAY), ended: "refunded" });
    const threads = {
      expired: await insertThread(db, storage, expired.id, { photo: true, answer: "Sağ ol!" }),
      open: await insertThread(db, storage, open.id, { photo: true }),
      shipped: await insertThread(db, storage, shipped.id),
      cancelled: await insertThread(db, storage, cancelled.id),
      refunded: await insertThread(db, storage, refunded.id),
    };

    // In batches: one at a time until nothing is due (other tests' old threads may be due too).
    let deleted = 0;
    for (let round = 0; round < 50; round++) {
      const count = await deleteExpiredThankYouNotes(db, storage, VALID_DAYS, now, 1);
      expect(count).toBeLessThanOrEqual(1);
      if (count === 0) break;
      deleted += count;
    }
    expect(deleted).toBeGreaterThanOrEqual(3);
    for (const gone of [threads.expired, threads.cancelled, threads.refunded])
      expect(await threadRowsLeft(db, gone.threadId)).toEqual({ threads: 0, messages: 0 });
    expect(await storage.exists(threads.expired.photoKey as string)).toBe(false);
    expect(await threadRowsLeft(db, threads.open.threadId)).toEqual({ threads: 1, messages: 1 });
    expect(await threadRowsLeft(db, threads.shipped.threadId)).toEqual({ threads: 1, messages: 1 });
    expect(await storage.exists(threads.open.photoKey as string)).toBe(true);

    // The code stays on the order: it answers "expired", not "no such code".
    expect(await findThanksCode(db, expired.code, VALID_DAYS, now)).toMatchObject({ orderId: expired.id, state: "expired" });
    expect(await findThanksCode(db, open.code, VALID_DAYS, now)).toMatchObject({ state: "open" });
    expect(await deleteExpiredThankYouNotes(db, storage, VALID_DAYS, now)).toBe(0);
  });

  it("the order jobs' maintenance round deletes a thread whose code expired the settings' days after delivery", async () => {
    const db = getDb();
    const days = DEMO_SHOP_SETTINGS.thanks.validDays;
    const expired = await orderWithThanksCode(db, { deliveredAt: new Date(Date.now() - (days + 1) * DAY) });
    const open = await orderWithThanksCode(db, { deliveredAt: new Date(Date.now() - (days - 1) * DAY) });
    const gone = await insertThread(db, null, expired.id);
    const kept = await insertThread(db, null, open.id);
    const env = parseEnv({ NODE_ENV: "test", PUBLIC_URL: "http://shop.test", LOG_LEVEL: "silent" });
    const jobs = startOrderJobs({ db, env, logger: createLogger("silent"), onPaid() {}, settleEveryMs: 60_000, expireEveryMs: 20 });
    try {
      while ((await threadRowsLeft(db, gone.threadId)).threads > 0) await new Promise((r) => setTimeout(r, 20));
    } finally {
      await jobs.stop();
    }
    expect(await threadRowsLeft(db, kept.threadId)).toEqual({ threads: 1, messages: 1 });
  });
});
