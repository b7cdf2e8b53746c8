// From a paid order to the mails in real inboxes (docs/product.md#mail), on PGlite and PostgreSQL: the order is
// placed and paid, the mail server (smtp-server on 127.0.0.1) is down at first, so the order stands and the
// mail waits in the outbox; once the server is up and the retry is due, the sender gets the confirmation
// and the shop owner the new-order notice, each exactly once.
import { eq, like } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";
import { mailOutbox, orders } from "~/db/schema";
import { parseEnv } from "~/env.server";
import { deliverDueMail } from "~/modules/mail/outbox.server";
import { createMailTransport, type MailTransport } from "~/modules/mail/transport.server";
import { mailSettingsFrom } from "~/modules/orders/order-mail.server";
import { settleDueSimulatedPayments } from "~/modules/orders/payment-state.server";
import { placeOrder } from "~/modules/checkout/place-order.server";
import { insertProduct } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";
import { readEml } from "../support/hostile";
import { checkoutFields } from "../support/order-fixtures";
import { type ReceivedMail, startSmtpServer } from "../support/smtp-server";

const SHOP_NOTIFY_EMAIL = "sahip@example.com";
const PUBLIC_URL = "https://shop.test";

const later = (base: Date, ms: number) => new Date(base.getTime() + ms);

// ---------------------------------------------------------------------------------------------------------

describeEachDatabase("order mail", (getDb) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("a paid order stands while the mail server is down; once it is up the sender and the shop owner each get their mail once", async () => {
    const db = getDb();
    // A port nobody listens on: start a server to learn a free port, then stop it.
    const received: ReceivedMail[] = [];
    const probe = await startSmtpServer(0, received);
    const port = probe.port;
    await probe.close();

    const env = parseEnv({
      NODE_ENV: "test",
      PUBLIC_URL,
      SHOP_NOTIFY_EMAIL,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: "Sürpriz Hediye <siparis@shop.test>",
      LOG_LEVEL: "silent",
    });
    const transport: MailTransport = createMailTransport(env);
    cleanups.push(() => transport.close?.());

    // Two mugs at ₺149,99 plus ₺29,99 shipping: ₺329,97.
    const mug = await insertProduct(db, { name: "Özel Işıklı Kupa", priceKurus: 14999, shippingCostKurus: 2999, stock: 5 });
    const placed = await placeOrder(db, { fields: checkoutFields, items: [{ productId: mug.id, quantity: 2 }], paymentMethod: "simulated" });
    const [created] = await db.select().from(orders).where(eq(orders.id, placed.id));

    // The simulated payment settles about 2 seconds after the order.
    const paidAt = later(created.createdAt, 2500);
    expect(await settleDueSimulatedPayments(db, mailSettingsFrom(env), paidAt)).toBeGreaterThanOrEqual(1);
    const outboxRows = () =>
      db
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.dedupeKey, `%:${placed.id}`));
    expect((await outboxRows()).map((m) => m.toAddress).sort()).toEqual([checkoutFields.senderEmail, SHOP_NOTIFY_EMAIL].sort());

    // The mail server is down: both mails fail, stay queued, and the order is untouched.
    const t0 = later(new Date(), 1000);
    expect(await deliverDueMail(db, transport, { now: t0 })).toEqual({ sent: 0, failed: 2 });
    for (const row of await outboxRows()) {
      expect(row.sentAt).toBeNull();
      expect(row.attempts).toBe(1);
      expect(row.lastError).toMatch(/ECONNREFUSED/);
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(t0.getTime());
    }
    const [afterFailure] = await db.select().from(orders).where(eq(orders.id, placed.id));
    expect(afterFailure.paymentStatus).toBe("completed");
    expect(afterFailure.status).not.toBe("cancelled");
    expect(afterFailure.paidAt?.getTime()).toBe(paidAt.getTime());
    expect(afterFailure.stockReleasedAt).toBeNull();

    // The server comes back on the same address; before the retry is due nothing is sent.
    const smtp = await startSmtpServer(port, received);
    cleanups.push(() => smtp.close());
    expect(await deliverDueMail(db, transport, { now: later(t0, 5_000) })).toEqual({ sent: 0, failed: 0 });
    expect(received).toHaveLength(0);

    // Past the retry time: both go out.
    const t1 = later(t0, 31_000);
    expect(await deliverDueMail(db, transport, { now: t1 })).toEqual({ sent: 2, failed: 0 });
    for (const row of await outboxRows()) expect(row.sentAt).not.toBeNull();

    const toSender = received.filter((m) => m.rcptTo.includes(checkoutFields.senderEmail));
    const toOwner = received.filter((m) => m.rcptTo.includes(SHOP_NOTIFY_EMAIL));
    expect(toSender).toHaveLength(1);
    expect(toOwner).toHaveLength(1);
    expect(received).toHaveLength(2);

    const confirmation = readEml(toSender[0].raw);
    expect(confirmation.subject).toBe(`Siparişiniz alındı: ${placed.orderNumber}`);
    for (const body of [confirmation.text, confirmation.html]) {
      expect(body).toContain(placed.orderNumber);
      expect(body).toContain("₺329,97");
      expect(body).toContain(`${PUBLIC_URL}/order-confirmation/${placed.id}`);
      expect(body).toContain("Özel Işıklı Kupa");
    }
    expect(confirmation.text).toContain("Özel Işıklı Kupa — 2 × ₺149,99 = ₺299,98");
    expect(confirmation.html).toContain(`href="${PUBLIC_URL}/order-confirmation/${placed.id}"`);
    // Only the sender and the shop owner were written to (never the gift's recipient).
    expect(received.flatMap((m) => m.rcptTo).sort()).toEqual([checkoutFields.senderEmail, SHOP_NOTIFY_EMAIL].sort());

    const notice = readEml(toOwner[0].raw);
    expect(notice.subject).toBe(`Yeni sipariş: ${placed.orderNumber} (₺329,97)`);
    expect(notice.text).toContain(placed.orderNumber);
    expect(notice.text).toContain(checkoutFields.recipientName);
    expect(notice.text).toContain(`${PUBLIC_URL}/admin/orders`);

    // Nothing goes out twice: later runs, and settling or paying again, send nothing more.
    expect(await settleDueSimulatedPayments(db, mailSettingsFrom(env), later(t1, 1000))).toBe(0);
    expect(await deliverDueMail(db, transport, { now: later(t1, 24 * 3_600_000) })).toEqual({ sent: 0, failed: 0 });
    expect(received).toHaveLength(2);
    expect(await outboxRows()).toHaveLength(2);
  });

  it("without SHOP_NOTIFY_EMAIL only the sender is written to", async () => {
    const db = getDb();
    const received: ReceivedMail[] = [];
    const smtp = await startSmtpServer(0, received);
    cleanups.push(() => smtp.close());
    const env = parseEnv({ NODE_ENV: "test", PUBLIC_URL, SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, LOG_LEVEL: "silent" });
    const transport = createMailTransport(env);
    cleanups.push(() => transport.close());

    const mug = await insertProduct(db, { name: "Tek Kupa", priceKurus: 9990, shippingCostKurus: 0, stock: 5 });
    const placed = await placeOrder(db, { fields: checkoutFields, items: [{ productId: mug.id, quantity: 1 }], paymentMethod: "simulated" });
    const [created] = await db.select().from(orders).where(eq(orders.id, placed.id));
    await settleDueSimulatedPayments(db, mailSettingsFrom(env), later(created.createdAt, 2500));

    // Other tests' mail may be queued too: deliver everything due and look at this order's recipients.
    await deliverDueMail(db, transport, { now: later(new Date(), 1000), batchSize: 100 });
    const forOrder = received.filter((m) => readEml(m.raw).text.includes(placed.orderNumber));
    expect(forOrder.map((m) => m.rcptTo)).toEqual([[checkoutFields.senderEmail]]);
    const confirmation = readEml(forOrder[0].raw);
    expect(confirmation.text).toContain("₺99,90");
    expect(confirmation.text).toContain("Ücretsiz");
  });
});
