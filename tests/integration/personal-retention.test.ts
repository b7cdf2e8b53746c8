// Personal data of personalised orders kept no longer than the settings say (docs/product.md#personal-data-retention),
// on PGlite and PostgreSQL: photos, proof images and texts erased N days after delivery or cancellation and not
// before, once; anonymisation erases them at once, on local disk and on S3 (the test S3 server).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { orderEvents, orderItems, orderProofs, orders, personalUploads } from "~/db/schema";
import { parseEnv } from "~/env.server";
import { DEMO_SHOP_SETTINGS } from "~/lib/shop-settings";
import { createFileStorage, type FileStorage, LocalFileStorage } from "~/modules/media/storage.server";
import { uploadProof } from "~/modules/personalisation/proofs.server";
import { eraseExpiredPersonalData } from "~/modules/personalisation/retention.server";
import { anonymiseOrders, dataRequestArchive, findOrdersById } from "~/modules/privacy/data-requests.server";
import { readTarGzEntries } from "~/modules/ops/tar.server";
import { paidOrder } from "../support/admin-fixtures";
import { insertProduct } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";
import { cutOutPersonalisation, photoBytes, setPersonalisation, uploadPhoto } from "../support/personal-fixtures";
import { startS3Server, type TestS3Server } from "../support/s3-server";

const DAY = 86_400_000;
const audit = { actor: { id: null, email: "sahip@example.com" }, clientIp: null };
const settings = { ...DEMO_SHOP_SETTINGS, personalisation: { proofApprovalDays: 3, photoRetentionDays: 30 } };

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.stop();
});

function localStorage() {
  return new LocalFileStorage(fs.mkdtempSync(path.join(os.tmpdir(), "retention-")));
}

/** A paid order with a photo and a name on its line, and a proof: every file it holds. */
async function personalOrder(db: Database, storage: FileStorage) {
  const product = await insertProduct(db, { name: `Karton Patron ${Math.random()}`, priceKurus: 120000, stock: 5 });
  await setPersonalisation(db, product.id, cutOutPersonalisation);
  const photo = await uploadPhoto(db, storage, product.id, "f1");
  const order = await paidOrder(db);
  await db.update(personalUploads).set({ orderId: order.id, claimedAt: new Date() }).where(eq(personalUploads.id, photo.id));
  await db
    .update(orderItems)
    .set({
      personalisation: [
        { fieldId: "f1", kind: "photo", label: "Fotoğraf", text: "", uploadId: photo.id },
        { fieldId: "f2", kind: "text", label: "İsim", text: "Ayşegül Hanım", uploadId: null },
      ],
    })
    .where(eq(orderItems.orderId, order.id));
  await db.update(orders).set({ proofState: "awaiting_proof" }).where(eq(orders.id, order.id));
  const proof = await uploadProof(db, storage, {
    orderId: order.id,
    bytes: await photoBytes(400, 300),
    actor: "sahip@example.com",
    audit,
    publicUrl: "http://shop.test",
    settings,
  });
  if (!proof.ok) throw new Error(proof.reason);
  const [upload] = await db.select().from(personalUploads).where(eq(personalUploads.id, photo.id));
  const [proofRow] = await db.select().from(orderProofs).where(eq(orderProofs.id, proof.proofId));
  return { order, uploadId: photo.id, files: [upload.originalKey, upload.previewKey, upload.thumbKey, proofRow.imageKey] };
}

async function filesLeft(storage: FileStorage, keys: string[]) {
  return (await Promise.all(keys.map((key) => storage.exists(key)))).filter(Boolean).length;
}

async function linesOf(db: Database, orderId: string) {
  const [line] = await db.select({ personalisation: orderItems.personalisation }).from(orderItems).where(eq(orderItems.orderId, orderId));
  return line.personalisation;
}

describeEachDatabase("personal data retention", (getDb) => {
  it("erases the photos, the proof and the texts 30 days after delivery, not before, and once", async () => {
    const db = getDb();
    const storage = localStorage();
    const { order, uploadId, files } = await personalOrder(db, storage);
    const deliveredAt = new Date("2026-04-01T10:00:00Z");
    await db.update(orders).set({ status: "delivered", deliveredAt }).where(eq(orders.id, order.id));

    expect(await eraseExpiredPersonalData(db, storage, 30, new Date(deliveredAt.getTime() + 29 * DAY))).toEqual([]);
    expect(await filesLeft(storage, files)).toBe(4);
    expect((await linesOf(db, order.id))[1].text).toBe("Ayşegül Hanım");

    const later = new Date(deliveredAt.getTime() + 31 * DAY);
    expect(await eraseExpiredPersonalData(db, storage, 30, later)).toEqual([order.id]);
    expect(await filesLeft(storage, files)).toBe(0);
    const lines = await linesOf(db, order.id);
    expect(lines.map((l) => [l.text, l.erasedAt])).toEqual([
      ["", later.toISOString()],
      ["", later.toISOString()],
    ]);
    const [upload] = await db.select().from(personalUploads).where(eq(personalUploads.id, uploadId));
    expect(upload.erasedAt).toEqual(later);
    expect(await eraseExpiredPersonalData(db, storage, 30, new Date(later.getTime() + DAY))).toEqual([]);
  });

  it("erases a cancelled order's the same number of days after it was cancelled", async () => {
    const db = getDb();
    const storage = localStorage();
    const { order, files } = await personalOrder(db, storage);
    const cancelledAt = new Date("2026-05-10T08:00:00Z");
    await db
      .update(orders)
      .set({ status: "cancelled", updatedAt: new Date("2026-05-20T08:00:00Z") })
      .where(eq(orders.id, order.id));
    await db
      .insert(orderEvents)
      .values({ orderId: order.id, kind: "order_status", oldValue: "pending", newValue: "cancelled", actor: "system", createdAt: cancelledAt });

    expect(await eraseExpiredPersonalData(db, storage, 10, new Date(cancelledAt.getTime() + 9 * DAY))).toEqual([]);
    expect(await filesLeft(storage, files)).toBe(4);
    expect(await eraseExpiredPersonalData(db, storage, 10, new Date(cancelledAt.getTime() + 11 * DAY))).toEqual([order.id]);
    expect(await filesLeft(storage, files)).toBe(0);
  });

  it("anonymisation erases the files on disk and on S3, and the texts", async () => {
    const db = getDb();
    for (const storage of [localStorage(), createFileStorage(parseEnv({ ...s3.env, S3_PREFIX: `retention-${Math.random()}` }))]) {
      const { order, files } = await personalOrder(db, storage);
      expect(await filesLeft(storage, files)).toBe(4);
      await anonymiseOrders(db, [order.id], new Date(), null, storage);
      expect(await filesLeft(storage, files)).toBe(0);
      expect((await linesOf(db, order.id)).every((l) => l.text === "" && l.erasedAt)).toBe(true);
    }
  });

  it("the KVKK export bundles the JSON with the person's photos as files", async () => {
    const db = getDb();
    const storage = localStorage();
    const { order, uploadId, files } = await personalOrder(db, storage);
    const rows = await findOrdersById(db, [order.id]);
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "kvkk-"));
    const file = path.join(folder, "export.tar.gz");
    fs.writeFileSync(file, await dataRequestArchive(db, storage, "alici@example.com", rows, "Dükkan"));
    const entries = await readTarGzEntries(file);
    expect(JSON.parse(entries.get("veri-talebi.json")!.toString()).orders).toHaveLength(1);
    const photo = [...entries.keys()].find((name) => name.startsWith(`fotograflar/${order.orderNumber}/f1-${uploadId}.`));
    expect(photo).toBeDefined();
    expect(entries.get(photo!)!.equals((await storage.read(files[0]))!)).toBe(true);
  });
});
