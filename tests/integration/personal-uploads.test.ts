// Buyers' photos for personalised gifts (docs/product.md#personal-photos), on PGlite and PostgreSQL: stored privately
// with a low-resolution flag, refused for a product without that photo field, deleted when never ordered.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { personalUploads } from "~/db/schema";
import { LocalFileStorage } from "~/modules/media/storage.server";
import { deleteOrphanUploads, erasePersonalUploadFiles, PersonalUploadRefused } from "~/modules/personalisation/uploads.server";
import { insertProduct } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";
import { cutOutPersonalisation, photoBytes, setPersonalisation, uploadPhoto } from "../support/personal-fixtures";

function tempStorage() {
  return new LocalFileStorage(fs.mkdtempSync(path.join(os.tmpdir(), "personal-")));
}

describeEachDatabase("personal uploads", (getDb) => {
  it("keeps three private files, flags a photo too small for its print size, erases and deletes them", async () => {
    const db = getDb();
    const storage = tempStorage();
    const product = await insertProduct(db, { name: "Karton Patron", priceKurus: 120000, stock: 5 });
    await setPersonalisation(db, product.id, cutOutPersonalisation);

    const small = await uploadPhoto(db, storage, product.id, "f1", await photoBytes(600, 800));
    expect(small.lowResolution).toBe(true);
    const sharp = await uploadPhoto(db, storage, product.id, "f1", await photoBytes(2200, 3000));
    expect(sharp.lowResolution).toBe(false);
    const [row] = await db.select().from(personalUploads).where(eq(personalUploads.id, small.id));
    for (const key of [row.originalKey, row.previewKey, row.thumbKey]) {
      expect(key.startsWith(`personal/${small.id}/`)).toBe(true);
      expect(await storage.exists(key)).toBe(true);
    }

    await expect(uploadPhoto(db, storage, product.id, "f2")).rejects.toBeInstanceOf(PersonalUploadRefused);

    expect(await erasePersonalUploadFiles(db, storage, [small.id])).toBe(1);
    expect(await storage.exists(row.originalKey)).toBe(false);
    const later = new Date(Date.now() + 25 * 3_600_000);
    expect(await deleteOrphanUploads(db, storage, later)).toBe(2);
    expect(await db.select().from(personalUploads).where(eq(personalUploads.productId, product.id))).toEqual([]);
  });
});
