// Builders for personalised gifts in integration tests: a product with fields, a real photo stored through the real pipeline.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { Executor } from "~/db/client.server";
import { products } from "~/db/schema";
import type { Personalisation } from "~/lib/personalisation";
import type { FileStorage } from "~/modules/media/storage.server";
import { createPersonalUpload } from "~/modules/personalisation/uploads.server";

/** A cut-out's fields: a required photo printed at 50 × 180 cm and an optional name of up to 20 characters (fee ₺25). */
export const cutOutPersonalisation: Personalisation = {
  requiresProof: true,
  fields: [
    { id: "f1", kind: "photo", label: "Yüz fotoğrafı", help: "Önden, net bir fotoğraf", required: true, feeKurus: 0, printWidthCm: 50, printHeightCm: 180 },
    { id: "f2", kind: "text", label: "İsim", help: "", required: false, feeKurus: 2500, maxLength: 20 },
  ],
};

export async function setPersonalisation(db: Executor, productId: string, personalisation: Personalisation): Promise<void> {
  await db.update(products).set({ personalisation }).where(eq(products.id, productId));
}

/** A JPEG of the given size, a plain colour (optionally with an EXIF orientation). */
export function photoBytes(width = 3000, height = 4000, options: { orientation?: number } = {}): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: "#d9a066" } }).jpeg({ quality: 70 });
  return (options.orientation ? image.withMetadata({ orientation: options.orientation }) : image).toBuffer();
}

/** Uploads a photo for the product's photo field as a shopper would. */
export async function uploadPhoto(db: Executor, storage: FileStorage, productId: string, fieldId = "f1", bytes?: Buffer, address = "203.0.113.7") {
  return createPersonalUpload(db, storage, { productId, fieldId, bytes: bytes ?? (await photoBytes(600, 800)), uploaderAddress: address });
}
