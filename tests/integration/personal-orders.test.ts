// Personalised lines from the order on (docs/product.md#personalised-gifts), on PGlite and PostgreSQL: the order keeps
// the values and charges the fee, claims the photos once, waits for a proof, and refuses photos it may not use.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { orderItems, orders, personalUploads } from "~/db/schema";
import { OrderRefusedError, placeOrder } from "~/modules/checkout/place-order.server";
import { LocalFileStorage } from "~/modules/media/storage.server";
import { personalLineViews } from "~/modules/orders/personal-lines.server";
import { erasePersonalUploadFiles } from "~/modules/personalisation/uploads.server";
import { createFileStorage } from "~/modules/media/storage.server";
import { getAdminOrder } from "~/modules/orders/admin-orders.server";
import { getPackingSlips } from "~/modules/orders/packing-slips.server";
import { loader as originalLoader } from "~/routes/admin/personal-original";
import { loader as printSheetLoader } from "~/routes/admin/print-sheet";
import { mailOutbox } from "~/db/schema";
import { deliverDueMail } from "~/modules/mail/outbox.server";
import { createFileTransport, createSmtpTransport } from "~/modules/mail/transport.server";
import { completePayment } from "~/modules/orders/payment-state.server";
import { adminCookie, routeContext } from "../support/admin-fixtures";
import { type ReceivedMail, startSmtpServer } from "../support/smtp-server";
import { insertProduct } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";
import { checkoutFields, stockOf } from "../support/order-fixtures";
import { cutOutPersonalisation, setPersonalisation, uploadPhoto } from "../support/personal-fixtures";

function tempStorage() {
  return new LocalFileStorage(fs.mkdtempSync(path.join(os.tmpdir(), "personal-orders-")));
}

const mugPersonalisation = {
  requiresProof: false,
  fields: [{ id: "f1", kind: "text" as const, label: "İsim", help: "", required: true, feeKurus: 1000, maxLength: 20 }],
};

describeEachDatabase("personalised orders", (getDb) => {
  it("keeps the values and the fee, claims the photo, waits for a proof, and a resubmitted form claims nothing twice", async () => {
    const db = getDb();
    const storage = tempStorage();
    const cutOut = await insertProduct(db, { name: "Karton Patron", priceKurus: 120000, shippingCostKurus: 0, stock: 5 });
    await setPersonalisation(db, cutOut.id, cutOutPersonalisation);
    const photo = await uploadPhoto(db, storage, cutOut.id);
    const items = [{ productId: cutOut.id, quantity: 1, personal: { f1: photo.id, f2: "  Ahmet   Bey " } }];

    const placed = await placeOrder(db, { fields: checkoutFields, items, paymentMethod: "simulated", submissionKey: "form-1" });
    expect(placed.totalKurus).toBe(122500);
    const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, placed.id));
    expect(line.unitPriceKurus).toBe(122500);
    expect(line.personalisation).toEqual([
      { fieldId: "f1", kind: "photo", label: "Yüz fotoğrafı", text: "", uploadId: photo.id },
      { fieldId: "f2", kind: "text", label: "İsim", text: "Ahmet Bey", uploadId: null },
    ]);
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.id));
    expect(order.proofState).toBe("awaiting_proof");
    const [upload] = await db.select().from(personalUploads).where(eq(personalUploads.id, photo.id));
    expect(upload.orderId).toBe(placed.id);
    const claimedAt = upload.claimedAt;
    expect(claimedAt).not.toBeNull();

    const again = await placeOrder(db, { fields: checkoutFields, items, paymentMethod: "simulated", submissionKey: "form-1" }, new Date(Date.now() + 60_000));
    expect(again).toMatchObject({ id: placed.id, created: false });
    const [still] = await db.select().from(personalUploads).where(eq(personalUploads.id, photo.id));
    expect(still.claimedAt).toEqual(claimedAt);
    expect(await stockOf(db, cutOut.id)).toBe(4);

    // The order's page sees a signed thumbnail; once erased, it says so and links nothing.
    const [views] = await personalLineViews(db, [line]);
    expect(views[0].thumbUrl).toMatch(new RegExp(`^/private-media/personal/${photo.id}/thumb\\.webp\\?e=\\d+&s=`));
    expect(views[1]).toMatchObject({ label: "İsim", text: "Ahmet Bey", thumbUrl: null });
    const [admin] = await personalLineViews(db, [line], { admin: true });
    expect(admin[0]).toMatchObject({
      originalUrl: `/admin/personal-original?upload=${photo.id}`,
      lowResolution: true,
      print: { printWidthCm: 50, printHeightCm: 180 },
    });
    await erasePersonalUploadFiles(db, storage, [photo.id]);
    const [erased] = await personalLineViews(db, [line], { admin: true });
    expect(erased[0]).toMatchObject({ erased: true, thumbUrl: null });
    expect(erased[0].originalUrl).toBeUndefined();
  });

  it("refuses a photo another order claimed, one that does not exist, or one made for another product", async () => {
    const db = getDb();
    const storage = tempStorage();
    const cutOut = await insertProduct(db, { name: "Karton Müdür", priceKurus: 100000, stock: 5 });
    const other = await insertProduct(db, { name: "Karton Şef", priceKurus: 100000, stock: 5 });
    await setPersonalisation(db, cutOut.id, cutOutPersonalisation);
    await setPersonalisation(db, other.id, cutOutPersonalisation);
    const photo = await uploadPhoto(db, storage, cutOut.id);
    await placeOrder(db, { fields: checkoutFields, items: [{ productId: cutOut.id, quantity: 1, personal: { f1: photo.id } }], paymentMethod: "simulated" });

    const refusals = [
      { productId: cutOut.id, quantity: 1, personal: { f1: photo.id } },
      { productId: cutOut.id, quantity: 1, personal: { f1: crypto.randomUUID() } },
      { productId: other.id, quantity: 1, personal: { f1: (await uploadPhoto(db, storage, cutOut.id)).id } },
      { productId: cutOut.id, quantity: 1 },
    ];
    for (const item of refusals) {
      const refused = await placeOrder(db, { fields: checkoutFields, items: [item], paymentMethod: "simulated" }).catch((error) => error);
      expect(refused).toBeInstanceOf(OrderRefusedError);
      expect(refused).toMatchObject({ reason: "personalisation" });
    }
    expect(await stockOf(db, cutOut.id)).toBe(4);
    expect(await stockOf(db, other.id)).toBe(5);
  });

  it("takes one variant's stock for two lines with different names, each line its own", async () => {
    const db = getDb();
    const mug = await insertProduct(db, { name: "İsimli Kupa", priceKurus: 20000, stock: 3 });
    await setPersonalisation(db, mug.id, mugPersonalisation);
    const items = [
      { productId: mug.id, quantity: 1, personal: { f1: "Ayşe" } },
      { productId: mug.id, quantity: 2, personal: { f1: "Mehmet" } },
    ];
    const placed = await placeOrder(db, { fields: checkoutFields, items, paymentMethod: "simulated" });
    const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, placed.id));
    expect(lines.map((l) => [l.quantity, l.unitPriceKurus, l.personalisation[0].text]).sort()).toEqual([
      [1, 21000, "Ayşe"],
      [2, 21000, "Mehmet"],
    ]);
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.id));
    expect(order.proofState).toBeNull();
    expect(order.subtotalKurus).toBe(63000);
    expect(await stockOf(db, mug.id)).toBe(0);
    const more = await placeOrder(db, {
      fields: checkoutFields,
      items: [{ productId: mug.id, quantity: 1, personal: { f1: "Can" } }],
      paymentMethod: "simulated",
    }).catch((error) => error);
    expect(more).toMatchObject({ reason: "outOfStock" });
  });

  it("gives the admin the original as a download, the print sheet and the slip's thumbnail; nobody without a session", async () => {
    const db = getDb();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "personal-admin-"));
    const storage = createFileStorage({ DATA_DIR: dataDir });
    const context = { ...routeContext(db), env: { ...routeContext(db).env, DATA_DIR: dataDir } };
    const cutOut = await insertProduct(db, { name: "Karton Patron", priceKurus: 120000, stock: 5 });
    await setPersonalisation(db, cutOut.id, cutOutPersonalisation);
    const photo = await uploadPhoto(db, storage, cutOut.id);
    const unordered = await uploadPhoto(db, storage, cutOut.id);
    const placed = await placeOrder(db, {
      fields: checkoutFields,
      items: [{ productId: cutOut.id, quantity: 1, personal: { f1: photo.id, f2: "Patron" } }],
      paymentMethod: "simulated",
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- route args are built by hand here
    const call = (loader: any, url: string, cookie?: string) =>
      Promise.resolve()
        .then(() => loader({ request: new Request(url, { headers: cookie ? { Cookie: cookie } : {} }), context, params: {} }))
        .catch((thrown: unknown) => thrown);

    const anonymous = (await call(originalLoader, `http://shop.test/admin/personal-original?upload=${photo.id}`)) as Response;
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe("/admin");
    const cookie = await adminCookie(db);
    const download = (await call(originalLoader, `http://shop.test/admin/personal-original?upload=${photo.id}`, cookie)) as Response;
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Disposition")).toMatch(new RegExp(`^attachment; filename="${placed.orderNumber}-f1-`));
    expect(download.headers.get("Cache-Control")).toBe("private, no-store");
    const [upload] = await db.select().from(personalUploads).where(eq(personalUploads.id, photo.id));
    expect(Buffer.from(await download.arrayBuffer()).equals((await storage.read(upload.originalKey)) as Buffer)).toBe(true);
    expect(((await call(originalLoader, `http://shop.test/admin/personal-original?upload=${unordered.id}`, cookie)) as Response).status).toBe(404);

    const anonymousSheet = (await call(printSheetLoader, `http://shop.test/admin/print-sheet?id=${placed.id}`)) as Response;
    expect(anonymousSheet.status).toBe(302);
    const sheet = await call(printSheetLoader, `http://shop.test/admin/print-sheet?id=${placed.id}`, cookie);
    expect(sheet.data.sheet.orderNumber).toBe(placed.orderNumber);
    expect(sheet.data.sheet.lines[0].personal[0]).toMatchObject({
      previewUrl: expect.stringContaining("/preview.webp?"),
      print: { printWidthCm: 50, printHeightCm: 180 },
    });

    const admin = await getAdminOrder(db, placed.id);
    expect(admin?.items[0].personal?.[0]).toMatchObject({ originalUrl: `/admin/personal-original?upload=${photo.id}`, lowResolution: true });
    const [slip] = await getPackingSlips(db, [placed.id]);
    expect(slip.items[0].personal?.map((v) => [v.label, v.text, Boolean(v.thumbUrl), v.originalUrl])).toEqual([
      ["Yüz fotoğrafı", "", true, undefined],
      ["İsim", "Patron", false, undefined],
    ]);
  });

  it("mails the buyer and the shop the texts and an inline thumbnail, never the original, by file and by SMTP", async () => {
    const db = getDb();
    const storage = tempStorage();
    const cutOut = await insertProduct(db, { name: "Karton Patron", priceKurus: 120000, stock: 5 });
    await setPersonalisation(db, cutOut.id, cutOutPersonalisation);
    const photo = await uploadPhoto(db, storage, cutOut.id);
    const placed = await placeOrder(db, {
      fields: checkoutFields,
      items: [{ productId: cutOut.id, quantity: 1, personal: { f1: photo.id, f2: "Patron <Bey>" } }],
      paymentMethod: "simulated",
    });
    await db.delete(mailOutbox);
    await completePayment(db, { orderId: placed.id }, { publicUrl: "http://shop.test", shopNotifyEmail: "dukkan@example.com" });
    const [upload] = await db.select().from(personalUploads).where(eq(personalUploads.id, photo.id));
    const rows = await db.select().from(mailOutbox);
    expect(rows.length).toBe(2);
    for (const row of rows) {
      const thumbnail = { cid: `personal-${photo.id}@hediye`, filename: expect.stringMatching(/\.webp$/), storageKey: upload.thumbKey };
      // The buyer's confirmation also carries the order's contract (docs/product.md#order-contract); the shop's notice does not.
      const contract = { kind: "orderContract", orderId: placed.id, filename: expect.stringMatching(/^Siparis-.*-sozlesme\.pdf$/) };
      expect(row.attachments).toEqual(row.toAddress === "dukkan@example.com" ? [thumbnail] : [thumbnail, contract]);
      expect(row.html).toContain(`src="cid:personal-${photo.id}@hediye"`);
      expect(row.html).toContain("Patron &lt;Bey&gt;");
      expect(row.html).not.toContain(upload.originalKey);
    }

    // File transport: the .eml holds the thumbnail inline under its Content-ID.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "personal-mail-"));
    const files = createFileTransport(dir, "Hediye <magaza@example.com>");
    expect(await deliverDueMail(db, files, { storage })).toMatchObject({ sent: 2, failed: 0 });
    const emls = fs.readdirSync(dir).map((name) => fs.readFileSync(path.join(dir, name), "utf8"));
    expect(emls).toHaveLength(2);
    const original = (await storage.read(upload.originalKey)) as Buffer;
    for (const eml of emls) {
      expect(eml).toContain(`Content-ID: <personal-${photo.id}@hediye>`);
      expect(eml).toMatch(/Content-Type: image\/jpeg/);
      expect(eml).toMatch(/Content-Disposition: inline/);
      expect(eml).not.toContain(original.toString("base64").slice(0, 76));
    }

    // SMTP: the same, through a real server; once the photo is erased the mail goes without it.
    const received: ReceivedMail[] = [];
    const server = await startSmtpServer(0, received);
    const smtp = createSmtpTransport(`smtp://127.0.0.1:${server.port}`, "Hediye <magaza@example.com>");
    try {
      await db.update(mailOutbox).set({ sentAt: null, nextAttemptAt: new Date(0) });
      expect(await deliverDueMail(db, smtp, { storage })).toMatchObject({ sent: 2, failed: 0 });
      expect(received.map((mail) => mail.raw.includes(`Content-ID: <personal-${photo.id}@hediye>`))).toEqual([true, true]);
      await erasePersonalUploadFiles(db, storage, [photo.id]);
      await db.update(mailOutbox).set({ sentAt: null, nextAttemptAt: new Date(0) });
      expect(await deliverDueMail(db, smtp, { storage })).toMatchObject({ sent: 2, failed: 0 });
      expect(received.slice(2).map((mail) => mail.raw.includes("Content-ID:"))).toEqual([false, false]);
    } finally {
      smtp.close();
      await server.close();
    }
  });
});
