// The mail outbox end to end: queued in the database, delivered over a real SMTP server (smtp-server on
// 127.0.0.1), retried when that server is down, never sent twice, and written as .eml files by default.
import { DEMO_SHOP_SETTINGS, orderSellerFrom } from "~/lib/shop-settings";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox } from "~/db/schema";
import { deliverDueMail, enqueueMail, outboxStats, retryDelayMs, startMailWorker } from "~/modules/mail/outbox.server";
import { type OrderForMail, orderConfirmationMail } from "~/modules/mail/templates.server";
import { createMailTransport, eraseMailFiles, mailFilesDir, type MailTransport } from "~/modules/mail/transport.server";
import { describeEachDatabase } from "../support/databases";
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from "../support/smtp-server";

const MAIL_FROM = "Sürpriz Hediye <siparis@shop.test>";

/** A header of a raw message, unfolded and with RFC 2047 encoded words (UTF-8, Q or B) decoded. */
function headerValue(raw: string, name: string): string | null {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  if (!line) return null;
  const value = line.slice(name.length + 1).trim();
  // Adjacent encoded words join without the whitespace between them; their bytes may split a character.
  return value.replace(/(=\?utf-8\?[qb]\?[^?]*\?=\s*)+/gi, (run) => {
    const bytes: number[] = [];
    for (const [, enc, data] of run.matchAll(/=\?utf-8\?([qb])\?([^?]*)\?=/gi)) {
      if (enc.toLowerCase() === "b") bytes.push(...Buffer.from(data, "base64"));
      else bytes.push(...qDecode(data.replace(/_/g, " ")));
    }
    const trailing = /\s+$/.exec(run)?.[0] ?? "";
    return Buffer.from(bytes).toString("utf8") + trailing;
  });
}

function qDecode(data: string): number[] {
  const bytes: number[] = [];
  for (let i = 0; i < data.length; i++) {
    if (data[i] === "=" && /^[0-9a-f]{2}$/i.test(data.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(data.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(data[i], "utf8"));
  }
  return bytes;
}

/** Quoted-printable body text decoded (soft line breaks joined), to read an .eml as a person would. */
function decodeQuotedPrintable(text: string): string {
  return Buffer.from(qDecode(text.replace(/=\r?\n/g, ""))).toString("utf8");
}

function smtpTransport(port: number): MailTransport {
  return createMailTransport({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM, DATA_DIR: os.tmpdir() });
}

const sampleOrder: OrderForMail = {
  id: "0b6f1d2e-8c8a-4b61-a0c7-7c0b9a3e5f11",
  orderNumber: "ORD-20261121-001",
  createdAt: new Date("2026-11-21T09:00:00Z"),
  subtotalKurus: 24990,
  shippingKurus: 2999,
  totalKurus: 27989,
  recipientName: "Ayşe Yılmaz",
  recipientCity: "İstanbul",
  senderEmail: "gonderen@example.com",
  anonymousMessage: "Gülümse!",
  trackingNumber: null,
  seller: orderSellerFrom(DEMO_SHOP_SETTINGS),
  carriers: DEMO_SHOP_SETTINGS.carriers,
  items: [{ productName: "Işıklı Kupa", unitPriceKurus: 24990, quantity: 1 }],
};

const later = (base: Date, ms: number) => new Date(base.getTime() + ms);

// ---------------------------------------------------------------------------------------------------------

describe("retryDelayMs", () => {
  it("doubles from 30 seconds and stops at one hour", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(8)).toBe(60 * 60_000);
    expect(retryDelayMs(1000)).toBe(60 * 60_000);
  });
});

describeEachDatabase("mail outbox", (getDb, kind) => {
  const servers: TestSmtpServer[] = [];
  const transports: MailTransport[] = [];

  async function smtp(port = 0, received: ReceivedMail[] = [], delayMs = 0) {
    const server = await startSmtpServer(port, received, delayMs);
    servers.push(server);
    return server;
  }
  function transportFor(port: number) {
    const transport = smtpTransport(port);
    transports.push(transport);
    return transport;
  }
  async function rowsFor(dedupeKey: string) {
    return getDb().select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, dedupeKey));
  }

  beforeEach(async () => {
    await getDb().delete(mailOutbox);
  });
  afterEach(async () => {
    for (const t of transports.splice(0)) t.close?.();
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });

  it("queues a mail once per dedupe key", async () => {
    const db = getDb();
    const mail = { dedupeKey: "order-confirmation:1", to: "a@example.com", subject: "Konu", html: "<p>x</p>", text: "x" };
    expect(await enqueueMail(db, mail)).toBe(true);
    expect(await enqueueMail(db, { ...mail, subject: "Başka konu" })).toBe(false);
    const rows = await rowsFor("order-confirmation:1");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subject: "Konu", attempts: 0, sentAt: null, lastError: null });
  });

  it("queues with the caller's transaction: a rolled-back order queues nothing", async () => {
    const db = getDb();
    const mail = { dedupeKey: "order-confirmation:rollback", to: "a@example.com", subject: "Konu", html: "<p>x</p>", text: "x" };
    await expect(
      db.transaction(async (tx) => {
        expect(await enqueueMail(tx, mail)).toBe(true);
        throw new Error("payment update failed");
      }),
    ).rejects.toThrow("payment update failed");
    expect(await rowsFor(mail.dedupeKey)).toHaveLength(0);
    await db.transaction(async (tx) => {
      await enqueueMail(tx, mail);
    });
    expect(await rowsFor(mail.dedupeKey)).toHaveLength(1);
  });

  it("delivers over SMTP to the right recipient with the subject, and marks the row sent", async () => {
    const db = getDb();
    const server = await smtp();
    const transport = transportFor(server.port);
    const confirmation = orderConfirmationMail(sampleOrder, "https://shop.test");
    await enqueueMail(db, { dedupeKey: `order-confirmation:${sampleOrder.id}`, to: sampleOrder.senderEmail, ...confirmation });

    const now = later(new Date(), 1000);
    expect(await deliverDueMail(db, transport, { now })).toEqual({ sent: 1, failed: 0 });

    expect(server.received).toHaveLength(1);
    const [message] = server.received;
    expect(message.rcptTo).toEqual(["gonderen@example.com"]);
    expect(message.mailFrom).toBe("siparis@shop.test");
    expect(message.subject).toBe("Siparişiniz alındı: ORD-20261121-001");
    expect(headerValue(message.raw, "from")).toBe("Sürpriz Hediye <siparis@shop.test>");
    expect(message.raw).toMatch(/Content-Type: text\/html/i);
    expect(message.raw).toMatch(/Content-Type: text\/plain/i);

    const [row] = await rowsFor(`order-confirmation:${sampleOrder.id}`);
    expect(row.sentAt).not.toBeNull();
    expect(row.attempts).toBe(0);

    // Nothing is due any more: a second run sends nothing.
    expect(await deliverDueMail(db, transport, { now: later(now, 3_600_000) })).toEqual({ sent: 0, failed: 0 });
    expect(server.received).toHaveLength(1);
  });

  it("keeps the mail while the server is down, retries later and then delivers it exactly once", async () => {
    const db = getDb();
    // Find a free port, then stop the server: connecting is refused.
    const received: ReceivedMail[] = [];
    const first = await startSmtpServer(0, received);
    const port = first.port;
    await first.close();
    const transport = transportFor(port);

    await enqueueMail(db, { dedupeKey: "down:1", to: "alici@example.com", subject: "Kargo bilgisi", html: "<p>x</p>", text: "x" });
    const t0 = later(new Date(), 1000);
    expect(await deliverDueMail(db, transport, { now: t0 })).toEqual({ sent: 0, failed: 1 });

    let [row] = await rowsFor("down:1");
    expect(row.sentAt).toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.lastError).toMatch(/ECONNREFUSED/);
    expect(row.nextAttemptAt.getTime()).toBe(t0.getTime() + 30_000);

    // Not due yet: nothing is tried, nothing counted.
    expect(await deliverDueMail(db, transport, { now: later(t0, 10_000) })).toEqual({ sent: 0, failed: 0 });

    // The server comes back on the same address.
    await smtp(port, received);
    expect(await deliverDueMail(db, transport, { now: later(t0, 10_000) })).toEqual({ sent: 0, failed: 0 });
    expect(received).toHaveLength(0);

    const t1 = later(t0, 31_000);
    expect(await deliverDueMail(db, transport, { now: t1 })).toEqual({ sent: 1, failed: 0 });
    expect(received).toHaveLength(1);
    expect(received[0].rcptTo).toEqual(["alici@example.com"]);
    expect(received[0].subject).toBe("Kargo bilgisi");

    [row] = await rowsFor("down:1");
    expect(row.sentAt).not.toBeNull();
    expect(row.attempts).toBe(1);

    // Later runs never send it again.
    expect(await deliverDueMail(db, transport, { now: later(t1, 2 * 3_600_000) })).toEqual({ sent: 0, failed: 0 });
    expect(received).toHaveLength(1);
  });

  it("stops trying after maxAttempts but keeps the row", async () => {
    const db = getDb();
    const first = await startSmtpServer();
    await first.close();
    const transport = transportFor(first.port);
    await enqueueMail(db, { dedupeKey: "give-up:1", to: "a@example.com", subject: "Konu", html: "x", text: "x" });

    const t0 = later(new Date(), 1000);
    expect(await deliverDueMail(db, transport, { now: t0, maxAttempts: 2 })).toEqual({ sent: 0, failed: 1 });
    expect(await deliverDueMail(db, transport, { now: later(t0, 31_000), maxAttempts: 2 })).toEqual({ sent: 0, failed: 1 });
    let [row] = await rowsFor("give-up:1");
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt.getTime()).toBe(t0.getTime() + 31_000 + 60_000);

    expect(await deliverDueMail(db, transport, { now: later(t0, 24 * 3_600_000), maxAttempts: 2 })).toEqual({ sent: 0, failed: 0 });
    [row] = await rowsFor("give-up:1");
    expect(row).toMatchObject({ attempts: 2, sentAt: null });
    expect(await outboxStats(db, 2)).toEqual({ pending: 0, gaveUp: 1 });
  });

  it("sends the oldest mail first and at most batchSize per call", async () => {
    const db = getDb();
    const server = await smtp();
    const transport = transportFor(server.port);
    for (let i = 0; i < 3; i++) {
      await db.insert(mailOutbox).values({
        dedupeKey: `order:${i}`,
        toAddress: `kisi${i}@example.com`,
        subject: `Posta ${i}`,
        html: "x",
        text: "x",
        createdAt: new Date(Date.now() - (3 - i) * 60_000),
        nextAttemptAt: new Date(Date.now() - 60_000),
      });
    }
    expect(await deliverDueMail(db, transport, { batchSize: 2 })).toEqual({ sent: 2, failed: 0 });
    expect(server.received.map((m) => m.subject)).toEqual(["Posta 0", "Posta 1"]);
    expect(await deliverDueMail(db, transport, { batchSize: 2 })).toEqual({ sent: 1, failed: 0 });
    expect(server.received.map((m) => m.subject)).toEqual(["Posta 0", "Posta 1", "Posta 2"]);
  });

  it("delivers queued mail into .eml files when no SMTP_URL is set", async () => {
    const db = getDb();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mail-outbox-"));
    try {
      const transport = createMailTransport({ SMTP_URL: undefined, MAIL_FROM, DATA_DIR: dataDir });
      await enqueueMail(db, { dedupeKey: "file:1", to: "dosya@example.com", subject: "Dosyaya yazılan posta", html: "<p>x</p>", text: "x" });
      expect(await deliverDueMail(db, transport, { now: later(new Date(), 1000) })).toEqual({ sent: 1, failed: 0 });
      const files = fs.readdirSync(path.join(dataDir, "outbox"));
      expect(files).toHaveLength(1);
      const raw = fs.readFileSync(path.join(dataDir, "outbox", files[0]), "utf8");
      expect(headerValue(raw, "to")).toBe("dosya@example.com");
      expect(headerValue(raw, "subject")).toBe("Dosyaya yazılan posta");
      expect((await rowsFor("file:1"))[0].sentAt).not.toBeNull();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it(`delivers each mail once when several workers run at the same time [${kind}]`, async () => {
    const db = getDb();
    const server = await smtp(0, [], 15);
    const count = 24;
    for (let i = 0; i < count; i++) {
      await enqueueMail(db, { dedupeKey: `concurrent:${i}`, to: `kisi${i}@example.com`, subject: `Eşzamanlı ${i}`, html: "x", text: "x" });
    }
    const now = later(new Date(), 1000);
    // Separate transports, as separate processes would have.
    const results = await Promise.all(Array.from({ length: 4 }, () => deliverDueMail(db, transportFor(server.port), { now, batchSize: count })));
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(count);
    expect(results.reduce((n, r) => n + r.failed, 0)).toBe(0);
    if (kind === "postgres") {
      // On a server with a connection pool the workers really overlap: more than one of them sent mail.
      expect(results.filter((r) => r.sent > 0).length).toBeGreaterThan(1);
    }
    expect(server.received).toHaveLength(count);
    expect(new Set(server.received.map((m) => m.subject)).size).toBe(count);
    const [{ unsent }] = await db
      .select({ unsent: sql<number>`count(*)`.mapWith(Number) })
      .from(mailOutbox)
      .where(sql`${mailOutbox.sentAt} is null`);
    expect(unsent).toBe(0);
  });

  it("runs as a background worker: kick() delivers soon, failures are logged and never thrown", async () => {
    const db = getDb();
    const logLines: string[] = [];
    const logger = pino(
      { level: "info" },
      new Writable({
        write(chunk, _encoding, callback) {
          logLines.push(String(chunk));
          callback();
        },
      }),
    );
    const delivered: string[] = [];
    let failNext = true;
    const transport: MailTransport = {
      from: MAIL_FROM,
      async send(message) {
        if (failNext) {
          failNext = false;
          throw new Error("SMTP bağlantısı kurulamadı");
        }
        delivered.push(message.subject);
      },
    };
    const worker = startMailWorker({ db, transport, logger, intervalMs: 60_000 });
    try {
      await enqueueMail(db, { dedupeKey: "worker:1", to: "a@example.com", subject: "Arka plan", html: "x", text: "x" });
      // Let the database clock pass the row's next_attempt_at before kicking.
      await new Promise((r) => setTimeout(r, 20));
      worker.kick();
      await expect.poll(async () => (await rowsFor("worker:1"))[0].attempts, { timeout: 10_000 }).toBe(1);
      expect(delivered).toEqual([]);
      expect(logLines.join("")).toContain("SMTP bağlantısı kurulamadı");

      // Make the retry due now, kick again (twice: coalesced), and it goes out once.
      await db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(mailOutbox.dedupeKey, "worker:1"));
      worker.kick();
      worker.kick();
      await expect.poll(async () => (await rowsFor("worker:1"))[0].sentAt, { timeout: 10_000 }).not.toBeNull();
      expect(delivered).toEqual(["Arka plan"]);
    } finally {
      await worker.stop();
    }
    worker.kick(); // harmless after stop
  });
});

describe("file transport (no SMTP_URL)", () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("writes each mail as a readable .eml file into DATA_DIR/outbox", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mail-outbox-"));
    dirs.push(dataDir);
    const transport = createMailTransport({ SMTP_URL: undefined, MAIL_FROM, DATA_DIR: dataDir });
    expect(transport.kind).toBe("file");
    const confirmation = orderConfirmationMail(sampleOrder, "https://shop.test");
    await transport.send({ from: MAIL_FROM, to: sampleOrder.senderEmail, ...confirmation });
    await transport.send({ from: MAIL_FROM, to: "ikinci@example.com", subject: "İkinci", html: "<p>2</p>", text: "2" });

    const outbox = path.join(dataDir, "outbox");
    const files = fs.readdirSync(outbox);
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^\d{8}T\d{9}Z-[0-9a-f]{12}\.eml$/);

    const raws = files.map((f) => fs.readFileSync(path.join(outbox, f), "utf8"));
    const raw = raws.find((r) => headerValue(r, "to") === "gonderen@example.com");
    expect(raw).toBeDefined();
    expect(headerValue(raw!, "subject")).toBe("Siparişiniz alındı: ORD-20261121-001");
    expect(headerValue(raw!, "from")).toBe("Sürpriz Hediye <siparis@shop.test>");
    expect(raw).toMatch(/^MIME-Version: 1\.0$/m);
    expect(raw).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
    expect(raw).toMatch(/Content-Type: text\/html; charset=utf-8/i);
    const body = decodeQuotedPrintable(raw!);
    expect(body).toContain("Işıklı Kupa — 1 × ₺249,90 = ₺249,90");
    expect(body).toContain("https://shop.test/order-confirmation/0b6f1d2e-8c8a-4b61-a0c7-7c0b9a3e5f11");
  });

  it("names the file of an outbox row's mail after the row; erasing the row's files leaves the others", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mail-outbox-"));
    dirs.push(dataDir);
    const transport = createMailTransport({ SMTP_URL: undefined, MAIL_FROM, DATA_DIR: dataDir });
    const [kept, erased] = ["6f0c1c3e-1d2b-4c3a-9e8f-0a1b2c3d4e5f", "0b6f1d2e-8c8a-4b61-a0c7-7c0b9a3e5f11"];
    await transport.send({ id: kept, from: MAIL_FROM, to: "kalan@example.com", subject: "Kalan", html: "x", text: "x" });
    await transport.send({ id: erased, from: MAIL_FROM, to: "silinen@example.com", subject: "Silinen", html: "x", text: "x" });
    const outbox = mailFilesDir({ DATA_DIR: dataDir });
    expect(
      fs
        .readdirSync(outbox)
        .map((f) => f.replace(/^\d{8}T\d{9}Z-/, ""))
        .sort(),
    ).toEqual([`${erased}.eml`, `${kept}.eml`].sort());
    expect(await eraseMailFiles(outbox, [erased])).toBe(1);
    expect(fs.readdirSync(outbox).map((f) => headerValue(fs.readFileSync(path.join(outbox, f), "utf8"), "to"))).toEqual(["kalan@example.com"]);
    expect(await eraseMailFiles(path.join(dataDir, "nowhere"), [kept])).toBe(0);
  });

  it("writes mails sent at the same time to distinct files and leaves no temporary files", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mail-outbox-"));
    dirs.push(dataDir);
    const transport = createMailTransport({ SMTP_URL: undefined, MAIL_FROM, DATA_DIR: dataDir });
    await Promise.all(
      Array.from({ length: 5 }, (_, i) => transport.send({ from: MAIL_FROM, to: `k${i}@example.com`, subject: `S${i}`, html: "x", text: "x" })),
    );
    const files = fs.readdirSync(path.join(dataDir, "outbox"));
    expect(files.filter((f) => f.endsWith(".eml"))).toHaveLength(5);
    expect(files.filter((f) => !f.endsWith(".eml"))).toEqual([]);
  });
});
