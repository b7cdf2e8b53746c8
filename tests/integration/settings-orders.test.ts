// The shop's settings and its orders (docs/product.md#shop-settings), on PGlite and PostgreSQL: an order keeps the
// seller in force when it was placed (its page, its mails, a later shipment mail too, its packing slip) while a new
// order names the new one; the ship action takes only the settings' enabled carriers; new-order notices go to the
// settings' address; and the "Test e-postası gönder" button reports what a real SMTP server answered, in Turkish.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { like } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterEach, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { mailOutbox } from "~/db/schema";
import { parseEnv } from "~/env.server";
import { DEMO_SHOP_SETTINGS, type ShopSettings } from "~/lib/shop-settings";
import { placeOrder } from "~/modules/checkout/place-order.server";
import { shipOrder } from "~/modules/orders/admin-orders.server";
import { getOrderForConfirmation } from "~/modules/orders/order-view.server";
import { getPackingSlips } from "~/modules/orders/packing-slips.server";
import { completePayment } from "~/modules/orders/payment-state.server";
import { updateShopSettings } from "~/modules/settings/shop-settings.server";
import { action as ordersAction, loader as ordersLoader } from "~/routes/admin/orders";
import { action as settingsAction } from "~/routes/admin/settings";
import { adminCookie, routeContext } from "../support/admin-fixtures";
import { insertProduct } from "../support/catalog-fixtures";
import { type DatabaseKind, describeEachDatabase } from "../support/databases";
import { checkoutFields } from "../support/order-fixtures";
import { type ReceivedMail, startSmtpServer } from "../support/smtp-server";

const PUBLIC_URL = "http://shop.test";
const by = { actor: { id: null, email: "sahip@example.com" }, clientIp: "127.0.0.1" } as unknown as Parameters<typeof updateShopSettings>[1];

const KUZEY = {
  shopName: "Kuzey Hediyelik",
  companyName: "Kuzey Hediyelik Ltd. Şti.",
  address: "Atatürk Bulvarı No: 5, 06420",
  district: "Çankaya",
  province: "Ankara",
  email: "merhaba@kuzey.example",
  phone: "+90 312 555 00 11",
  taxNumber: "9876543210",
} satisfies Partial<ShopSettings>;

async function setSettings(db: Database, change: Partial<ShopSettings>) {
  await updateShopSettings(db, by, (current) => ({ ...current, ...change }));
}

/** Every mail queued with a dedupe key starting with `prefix`, as the recipient reads it. */
async function queued(db: Database, prefix: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.dedupeKey, `${prefix}%`));
}

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

describeEachDatabase("settings and orders", (getDb, kind: DatabaseKind) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    // Each test starts from the demo company.
    await updateShopSettings(getDb(), by, () => structuredClone(DEMO_SHOP_SETTINGS));
  });

  const mail = { publicUrl: PUBLIC_URL };

  async function order(db: Database) {
    const mug = await insertProduct(db, { name: `Işıklı Kupa ${Math.random()}`, stock: 20 });
    return placeOrder(db, { fields: checkoutFields, items: [{ productId: mug.id, quantity: 1 }], paymentMethod: "simulated" });
  }

  it(`an order keeps the seller in force when placed: its page, mails and packing slip; a new order names the new one [${kind}]`, async () => {
    const db = getDb();
    const before = await order(db);
    await setSettings(db, KUZEY);

    // Paid and shipped after the change: its mails still name the seller it was placed with.
    await completePayment(db, { orderId: before.id }, mail);
    expect((await shipOrder(db, before.id, "YK1", mail, { carrier: "yurtici" })).ok).toBe(true);
    const oldMails = [...(await queued(db, `order-confirmation:${before.id}`)), ...(await queued(db, `order-shipped:${before.id}`))];
    expect(oldMails).toHaveLength(2);
    for (const m of oldMails) {
      expect(m.text).toContain(`${DEMO_SHOP_SETTINGS.companyName} · Caferağa Mah. Moda Cad. No: 12, 34710 Kadıköy / İstanbul`);
      expect(m.text).toContain(DEMO_SHOP_SETTINGS.email);
      expect(m.html).toContain(DEMO_SHOP_SETTINGS.shopName);
      expect(m.text).not.toContain(KUZEY.companyName);
    }
    const oldPage = await getOrderForConfirmation(db, before.id);
    expect(oldPage?.seller).toMatchObject({ companyName: DEMO_SHOP_SETTINGS.companyName, email: DEMO_SHOP_SETTINGS.email });
    const [oldSlip] = await getPackingSlips(db, [before.id]);
    expect(oldSlip.seller).toMatchObject({ companyName: DEMO_SHOP_SETTINGS.companyName, province: "İstanbul" });

    const after = await order(db);
    await completePayment(db, { orderId: after.id }, mail);
    const [newMail] = await queued(db, `order-confirmation:${after.id}`);
    expect(newMail.text).toContain(`${KUZEY.companyName} · Atatürk Bulvarı No: 5, 06420 Çankaya / Ankara`);
    expect(newMail.text).toContain(KUZEY.email);
    expect(newMail.text).not.toContain(DEMO_SHOP_SETTINGS.companyName);
    expect((await getOrderForConfirmation(db, after.id))?.seller).toMatchObject({ companyName: KUZEY.companyName, email: KUZEY.email });
    expect((await getPackingSlips(db, [after.id]))[0].seller).toMatchObject({ companyName: KUZEY.companyName, phone: KUZEY.phone });
  });

  it(`the ship action takes only an enabled carrier of the settings, and its tracking link is the settings' [${kind}]`, async () => {
    const db = getDb();
    await setSettings(db, {
      carriers: [
        { id: "kuzey", name: "Kuzey Kargo", enabled: true, trackingUrl: "https://takip.kuzey.example/?no={code}" },
        { id: "aras", name: "Aras Kargo", enabled: false, trackingUrl: "https://kargotakip.araskargo.com.tr/mainpage.aspx?code={code}" },
        { id: "yurtici", name: "Yurtiçi Kargo", enabled: true, trackingUrl: null },
      ],
    });
    const placed = await order(db);
    await completePayment(db, { orderId: placed.id }, mail);

    const cookie = await adminCookie(db);
    const post = (fields: Record<string, string>) =>
      ordersAction({
        request: new Request(`${PUBLIC_URL}/admin/orders`, { method: "POST", body: form(fields), headers: { Cookie: cookie, Origin: PUBLIC_URL } }),
        context: routeContext(db),
        params: {},
      } as Parameters<typeof ordersAction>[0]) as unknown as Promise<{ data: { ok: boolean; error: string | null } }>;

    // The form offers the enabled ones, in the settings' order.
    const page = (await ordersLoader({
      request: new Request(`${PUBLIC_URL}/admin/orders`, { headers: { Cookie: cookie } }),
      context: routeContext(db),
      params: {},
    } as Parameters<typeof ordersLoader>[0])) as unknown as { data: { shipCarriers: { id: string }[] } };
    expect(page.data.shipCarriers.map((c) => c.id)).toEqual(["kuzey", "yurtici"]);

    for (const carrier of ["aras", "ptt"]) {
      const refused = await post({ intent: "ship", orderId: placed.id, trackingNumber: "T1", carrier });
      expect(refused.data).toEqual({ ok: false, error: expect.stringContaining("Bu kargo firması mağaza ayarlarında kullanımda değil") });
    }
    expect((await getOrderForConfirmation(db, placed.id))?.status).not.toBe("shipped");

    expect((await post({ intent: "ship", orderId: placed.id, trackingNumber: "KZ 7", carrier: "kuzey" })).data).toEqual({ ok: true, error: null });
    const shipped = await getOrderForConfirmation(db, placed.id);
    expect(shipped).toMatchObject({ status: "shipped", carrier: "kuzey" });
    const [shipmentMail] = await queued(db, `order-shipped:${placed.id}`);
    expect(shipmentMail.text).toContain("Kuzey Kargo");
    expect(shipmentMail.text).toContain("https://takip.kuzey.example/?no=KZ%207");
  });

  it(`new-order notices go to the settings' address, else to SHOP_NOTIFY_EMAIL [${kind}]`, async () => {
    const db = getDb();
    const withEnv = { publicUrl: PUBLIC_URL, shopNotifyEmail: "sunucu@example.com" };
    const first = await order(db);
    await completePayment(db, { orderId: first.id }, withEnv);
    expect((await queued(db, `new-order-notice:${first.id}`)).map((m) => m.toAddress)).toEqual(["sunucu@example.com"]);

    await setSettings(db, { notifications: { newOrderEmail: "siparis@kuzey.example" } });
    const second = await order(db);
    await completePayment(db, { orderId: second.id }, withEnv);
    expect((await queued(db, `new-order-notice:${second.id}`)).map((m) => m.toAddress)).toEqual(["siparis@kuzey.example"]);
  });

  // ---------------------------------------------------------------------------------------------------------
  // The notifications section

  async function postSettings(db: Database, fields: Record<string, string>, envVars: Record<string, string> = {}) {
    const cookie = await adminCookie(db);
    const env = parseEnv({ PUBLIC_URL, LOG_LEVEL: "silent", ...envVars });
    const answer = (await settingsAction({
      request: new Request(`${PUBLIC_URL}/admin/settings`, {
        method: "POST",
        body: form({ section: "notifications", ...fields }),
        headers: { Cookie: cookie, Origin: PUBLIC_URL },
      }),
      context: { ...routeContext(db), env },
      params: {},
    } as Parameters<typeof settingsAction>[0])) as unknown as { data: Record<string, unknown> & { ok: boolean } };
    return answer.data;
  }

  it(`saves the notice address, refusing one that is not an address and changing nothing [${kind}]`, async () => {
    const db = getDb();
    const refused = await postSettings(db, { intent: "save", newOrderEmail: "siparis@" });
    expect(refused).toMatchObject({ ok: false, errors: { newOrderEmail: expect.stringContaining("Geçerli bir e-posta adresi") } });
    const saved = await postSettings(db, { intent: "save", newOrderEmail: " siparis@kuzey.example " });
    expect(saved).toMatchObject({ ok: true, notice: "Bildirim adresi kaydedildi." });
    const first = await order(db);
    await completePayment(db, { orderId: first.id }, mail);
    expect((await queued(db, `new-order-notice:${first.id}`)).map((m) => m.toAddress)).toEqual(["siparis@kuzey.example"]);
  });

  it(`the test mail reaches a real SMTP server, and the server's refusal or a closed port is told in Turkish [${kind}]`, async () => {
    const db = getDb();
    await setSettings(db, KUZEY);
    const received: ReceivedMail[] = [];
    const server = await startSmtpServer(0, received);
    cleanups.push(() => server.close());

    const sent = await postSettings(db, { intent: "test", newOrderEmail: "siparis@kuzey.example" }, { SMTP_URL: `smtp://127.0.0.1:${server.port}` });
    expect(sent).toEqual({
      section: "notifications",
      ok: true,
      notice: "Test e-postası gönderildi: SMTP sunucusu siparis@kuzey.example adresine iletmek üzere kabul etti.",
    });
    expect(received).toHaveLength(1);
    expect(received[0].rcptTo).toEqual(["siparis@kuzey.example"]);
    expect(received[0].subject).toBe("Test e-postası: Kuzey Hediyelik");
    // A test writes nothing.
    expect((await postSettings(db, { intent: "save", newOrderEmail: "" })).notice).toBe("Değişiklik yok: ayarlar aynı kaldı.");

    // A server that refuses the recipient: its reply is shown.
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error("5.1.1 Mailbox does not exist"), { responseCode: 550 }));
      },
    });
    await new Promise<void>((resolve) => refusing.listen(0, "127.0.0.1", () => resolve()));
    cleanups.push(() => new Promise<void>((resolve) => refusing.close(() => resolve())));
    const refusingPort = (refusing.server.address() as { port: number }).port;
    const refused = await postSettings(db, { intent: "test", newOrderEmail: "yok@kuzey.example" }, { SMTP_URL: `smtp://127.0.0.1:${refusingPort}` });
    expect(refused).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^SMTP sunucusu test e-postasını reddetti\. Sunucunun yanıtı: “550 5\.1\.1 Mailbox does not exist”$/),
    });

    // A port nobody listens on.
    const probe = await startSmtpServer(0, []);
    await probe.close();
    const closed = await postSettings(
      db,
      { intent: "test", newOrderEmail: "siparis@kuzey.example" },
      { SMTP_URL: `smtp://kullanici:gizli-parola@127.0.0.1:${probe.port}` },
    );
    expect(closed).toMatchObject({
      ok: false,
      message: `SMTP sunucusuna bağlanılamadı: 127.0.0.1:${probe.port} bağlantıyı reddetti. SMTP_URL'deki adresi ve portu kontrol edin.`,
      errors: { testMail: expect.stringContaining("bağlantıyı reddetti") },
    });
    expect(JSON.stringify(closed)).not.toContain("gizli-parola");
  });

  it(`without SMTP the test mail is written to the mail files, and the page says so [${kind}]`, async () => {
    const db = getDb();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "test-mail-"));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const answer = await postSettings(db, { intent: "test", newOrderEmail: "" }, { DATA_DIR: dataDir, SHOP_NOTIFY_EMAIL: "sunucu@example.com" });
    expect(answer).toMatchObject({ ok: false, message: expect.stringContaining("SMTP ayarlanmamış: e-postalar gönderilmiyor") });
    const files = fs.readdirSync(path.join(dataDir, "outbox"));
    expect(files).toHaveLength(1);
    expect(fs.readFileSync(path.join(dataDir, "outbox", files[0]), "utf8")).toContain("To: sunucu@example.com");
    // Sent at once, never queued.
    expect(await db.select().from(mailOutbox).where(like(mailOutbox.subject, "Test e-postası%"))).toEqual([]);
  });
});
