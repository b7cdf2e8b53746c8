// KVKK anonymisation and the mail files (docs/product.md#kvkk): without an SMTP server the shop writes every
// mail as an .eml file into DATA_DIR/outbox, and those files carry the sender's e-mail and the anonymous
// message as the outbox rows do. Anonymising an order, by the owner's request or by the retention job, deletes
// them with the rows' contents; a mail that was being written while its order was anonymised goes too. Other
// people's mail files stay.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { mailOutbox, orders } from "~/db/schema";
import { type Env, parseEnv } from "~/env.server";
import { deliverDueMail } from "~/modules/mail/outbox.server";
import { createMailTransport, type MailTransport, mailFilesDir } from "~/modules/mail/transport.server";
import { mailSettingsFrom } from "~/modules/orders/order-mail.server";
import { completePayment } from "~/modules/orders/payment-state.server";
import { placeOrder } from "~/modules/checkout/place-order.server";
import { anonymiseExpiredOrders, anonymiseOrdersOfEmail } from "~/modules/privacy/data-requests.server";
import * as dataRequestsRoute from "~/routes/admin/data-requests";
import { adminCookie, routeContext } from "../support/admin-fixtures";
import { insertProduct } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";
import { readEml } from "../support/hostile";
import { checkoutFields } from "../support/order-fixtures";

const ORIGIN = "http://shop.test";
type Args = never;

describeEachDatabase("KVKK anonymisation and the mail files", (getDb) => {
  let db: Database;
  let dataDir: string;
  let env: Env;
  let transport: MailTransport;

  beforeAll(() => {
    db = getDb();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kvkk-mail-"));
    // No SMTP_URL: mail goes to DATA_DIR/outbox.
    env = parseEnv({ DATA_DIR: dataDir, PUBLIC_URL: ORIGIN, SHOP_NOTIFY_EMAIL: "sahip@example.com" });
    transport = createMailTransport(env);
  });
  afterAll(() => {
    transport.close?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  type Person = { email: string; message: string; recipient: string };

  /** A paid order of this sender: its confirmation and the shop's new-order notice are queued. */
  async function paidOrderOf(person: Person, placedAt?: Date) {
    const product = await insertProduct(db, { name: `Kupa ${Math.random()}`, stock: 20 });
    const fields = { ...checkoutFields, senderEmail: person.email, anonymousMessage: person.message, recipientName: person.recipient };
    const placed = await placeOrder(db, { fields, items: [{ productId: product.id, quantity: 1 }], paymentMethod: "simulated" }, placedAt);
    await completePayment(db, { orderId: placed.id }, mailSettingsFrom(env));
    return placed;
  }

  /** The mail files, decoded, with what a reader finds in each: raw bytes and the decoded parts. */
  function mailFiles() {
    const dir = mailFilesDir(env);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((name) => name.endsWith(".eml"))
      .map((name) => {
        const raw = fs.readFileSync(path.join(dir, name), "utf8");
        const mail = readEml(raw);
        return { name, everything: [raw, mail.to, mail.subject, mail.text, mail.html].join("\n") };
      });
  }
  /** The mail files holding any of this person's data: the sender's e-mail, the message, the recipient's name. */
  const filesMentioning = (person: Person) =>
    mailFiles().filter((file) => [person.email, person.message, person.recipient].some((needle) => file.everything.includes(needle)));

  it("the owner's erasure request deletes the mail files holding the person's e-mail, message and recipient; others' stay", async () => {
    const cookie = await adminCookie(db);
    const person = { email: "silinecek@example.com", message: "Seni çok seviyorum, iyi ki doğdun Işıl!", recipient: "Işıl Öztürk" };
    const other = { email: "kalacak@example.com", message: "Geçmiş olsun, çabuk iyileş!", recipient: "Cemil Şahin" };
    const order = await paidOrderOf(person);
    await paidOrderOf(other);
    expect(await deliverDueMail(db, transport)).toEqual({ sent: 4, failed: 0 });
    // The confirmation to the sender and the shop's notice hold the person's data; each file is named by its row.
    const rows = await db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.dedupeKey, `%:${order.id}`));
    expect(rows.map((r) => r.toAddress).sort()).toEqual(["sahip@example.com", person.email]);
    expect(
      filesMentioning(person)
        .map((f) => f.name.replace(/^\d{8}T\d+Z-/, ""))
        .sort(),
    ).toEqual(rows.map((r) => `${r.id}.eml`).sort());
    expect(filesMentioning(other)).toHaveLength(2);

    const context = { ...routeContext(db), env };
    const form = new FormData();
    form.set("email", person.email);
    form.set("intent", "anonymise");
    const request = new Request(`${ORIGIN}/admin/data-requests`, { method: "POST", headers: { Origin: ORIGIN, Cookie: cookie }, body: form });
    const answer = (await dataRequestsRoute.action({ request, context, params: {} } as Args)) as unknown as { data: { stage: string } };
    expect(answer.data.stage).toBe("done");

    expect(filesMentioning(person)).toEqual([]);
    expect(filesMentioning(other)).toHaveLength(2);
    const [stored] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect({ senderEmail: stored.senderEmail, anonymousMessage: stored.anonymousMessage }).toEqual({ senderEmail: "", anonymousMessage: "" });
    expect(JSON.stringify(await db.select().from(mailOutbox))).not.toContain(person.email);
  });

  it("a mail written while its order is anonymised is deleted once its row is found gone", async () => {
    const person = { email: "yarida@example.com", message: "Yolda kalmasın bu mesaj, Gökçe.", recipient: "Gökçe Ağaoğlu" };
    await paidOrderOf(person);
    // The erasure request lands while the worker is sending the confirmation: it drops the rows not sent yet
    // (this one too) and finds no file of them yet; then the file is written.
    const racing: MailTransport = {
      from: transport.from,
      async send(message) {
        if (message.to === person.email) await anonymiseOrdersOfEmail(db, person.email, new Date(), mailFilesDir(env));
        await transport.send(message);
      },
      discard: (id) => transport.discard!(id),
    };
    await deliverDueMail(db, racing);
    expect(filesMentioning(person)).toEqual([]);
  });

  it("the retention job deletes the mail files of the orders it anonymises", async () => {
    const person = { email: "eski@example.com", message: "Dört yıl önceki bir sürpriz.", recipient: "Ümit Çelik" };
    const placedAt = new Date(Date.now() - 4 * 366 * 24 * 60 * 60_000);
    await paidOrderOf(person, placedAt);
    await deliverDueMail(db, transport);
    expect(filesMentioning(person)).toHaveLength(2);
    const result = await anonymiseExpiredOrders(db, { mailDir: mailFilesDir(env) });
    expect(result.orderIds).toHaveLength(1);
    expect(filesMentioning(person)).toEqual([]);
  });
});
