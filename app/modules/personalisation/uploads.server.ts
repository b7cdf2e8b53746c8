// Buyers' photos for personalised gifts (docs/product.md#personal-photos): stored privately under `personal/{id}/`,
// claimed by the order that uses them, deleted when never ordered (24 hours) and erased after the retention period.
import { createHmac } from "node:crypto";
import { and, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { personalUploads, products } from "~/db/schema";
import { isLowResolution, type PersonalImageSize } from "~/lib/personalisation";
import type { FileStorage } from "~/modules/media/storage.server";
import { type PhotoRefusal, PhotoRefusedError, processPersonalPhoto } from "./photos.server";
import { personalUploadKeys, privateMediaSigningKey, signPrivateLink } from "./signed-links.server";

export type PersonalUploadRow = typeof personalUploads.$inferSelect;

/** Uploads that reach no order are deleted this long after they were made. */
export const ORPHAN_UPLOAD_HOURS = 24;
/** One address may upload this many photos in an hour (a shopper tries a few; a script filling the disk is stopped). */
export const UPLOADS_PER_ADDRESS_PER_HOUR = 30;

export type UploadRefusal = PhotoRefusal | "not-a-photo-field" | "upload-limit";

export class PersonalUploadRefused extends Error {
  constructor(readonly reason: UploadRefusal) {
    super(`personal upload refused (${reason})`);
    this.name = "PersonalUploadRefused";
  }
}

/** A keyed hash of the uploader's address: enough to count their uploads, useless to learn the address from. */
export function uploaderKey(address: string): string {
  return createHmac("sha256", "personal-upload-address").update(address).digest("base64url").slice(0, 22);
}

export interface NewPersonalUpload {
  productId: string;
  fieldId: string;
  bytes: Uint8Array;
  uploaderAddress: string;
}

export interface CreatedUpload extends Pick<PersonalUploadRow, "id" | "originalKey" | "previewKey" | "thumbKey" | "erasedAt"> {
  width: number;
  height: number;
  lowResolution: boolean;
}

/**
 * Checks that the product has that photo field and the address is within its limit, processes the photo
 * (photos.server.ts) and stores its three files, then the row. Throws PersonalUploadRefused with the reason.
 */
export async function createPersonalUpload(db: Executor, storage: FileStorage, input: NewPersonalUpload, now = new Date()): Promise<CreatedUpload> {
  const [product] = await db
    .select({ personalisation: products.personalisation })
    .from(products)
    .where(and(eq(products.id, input.productId), eq(products.isActive, true)));
  const field = product?.personalisation.fields.find((candidate) => candidate.id === input.fieldId);
  if (!field || field.kind !== "photo") throw new PersonalUploadRefused("not-a-photo-field");
  const key = uploaderKey(input.uploaderAddress);
  const [{ recent }] = await db
    .select({ recent: sql<number>`count(*)::int` })
    .from(personalUploads)
    .where(and(eq(personalUploads.uploaderKey, key), gte(personalUploads.createdAt, new Date(now.getTime() - 3_600_000))));
  if (recent >= UPLOADS_PER_ADDRESS_PER_HOUR) throw new PersonalUploadRefused("upload-limit");

  let photo;
  try {
    photo = await processPersonalPhoto(input.bytes);
  } catch (error) {
    if (error instanceof PhotoRefusedError) throw new PersonalUploadRefused(error.reason);
    throw error;
  }
  const id = crypto.randomUUID();
  const keys = personalUploadKeys(id, photo.original.extension);
  await Promise.all([storage.put(keys.original, photo.original.bytes), storage.put(keys.preview, photo.preview), storage.put(keys.thumb, photo.thumb)]);
  const lowResolution = isLowResolution(field, photo.width, photo.height);
  await db.insert(personalUploads).values({
    id,
    productId: input.productId,
    fieldId: input.fieldId,
    originalKey: keys.original,
    previewKey: keys.preview,
    thumbKey: keys.thumb,
    width: photo.width,
    height: photo.height,
    bytes: photo.original.bytes.byteLength + photo.preview.byteLength + photo.thumb.byteLength,
    lowResolution,
    uploaderKey: key,
    createdAt: now,
  });
  return {
    id,
    originalKey: keys.original,
    previewKey: keys.preview,
    thumbKey: keys.thumb,
    erasedAt: null,
    width: photo.width,
    height: photo.height,
    lowResolution,
  };
}

export function findPersonalUploads(db: Executor, ids: readonly string[]): Promise<PersonalUploadRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(personalUploads)
    .where(inArray(personalUploads.id, [...ids]));
}

export function storageKeyOf(upload: Pick<PersonalUploadRow, "originalKey" | "previewKey" | "thumbKey">, size: PersonalImageSize): string {
  return size === "original" ? upload.originalKey : size === "preview" ? upload.previewKey : upload.thumbKey;
}

/** Signed links to the uploads' files of one size, by upload id (erased uploads have none). */
export async function signedUploadLinks(
  db: Executor,
  uploads: readonly Pick<PersonalUploadRow, "id" | "originalKey" | "previewKey" | "thumbKey" | "erasedAt">[],
  size: PersonalImageSize,
  options: { now?: Date; seconds?: number } = {},
): Promise<Map<string, string>> {
  const links = new Map<string, string>();
  const live = uploads.filter((upload) => !upload.erasedAt);
  if (live.length === 0) return links;
  const key = await privateMediaSigningKey(db);
  for (const upload of live) links.set(upload.id, signPrivateLink(key, storageKeyOf(upload, size), options));
  return links;
}

async function deleteFiles(storage: FileStorage, upload: Pick<PersonalUploadRow, "originalKey" | "previewKey" | "thumbKey">): Promise<void> {
  await Promise.all([storage.delete(upload.originalKey), storage.delete(upload.previewKey), storage.delete(upload.thumbKey)]);
}

/** Deletes the uploads' files and marks them erased (the rows stay, so the orders can say so). Returns how many were erased. */
export async function erasePersonalUploadFiles(db: Executor, storage: FileStorage, ids: readonly string[], now = new Date()): Promise<number> {
  const rows = (await findPersonalUploads(db, ids)).filter((row) => !row.erasedAt);
  for (const row of rows) await deleteFiles(storage, row);
  if (rows.length > 0)
    await db
      .update(personalUploads)
      .set({ erasedAt: now })
      .where(
        inArray(
          personalUploads.id,
          rows.map((row) => row.id),
        ),
      );
  return rows.length;
}

/** Deletes uploads no order claimed within ORPHAN_UPLOAD_HOURS: their files and rows. Returns how many. */
export async function deleteOrphanUploads(db: Executor, storage: FileStorage, now = new Date(), batch = 200): Promise<number> {
  const cutoff = new Date(now.getTime() - ORPHAN_UPLOAD_HOURS * 3_600_000);
  const rows = await db
    .select()
    .from(personalUploads)
    .where(and(isNull(personalUploads.orderId), lt(personalUploads.createdAt, cutoff)))
    .limit(batch);
  for (const row of rows) {
    await deleteFiles(storage, row);
    await db.delete(personalUploads).where(and(eq(personalUploads.id, row.id), isNull(personalUploads.orderId)));
  }
  return rows.length;
}

/** Buyers' photos still kept (not erased): how many and their bytes, for the dashboard's alarm. */
export async function personalUploadTotals(db: Executor): Promise<{ uploads: number; bytes: number }> {
  const [row] = await db
    .select({ uploads: sql<number>`count(*)::int`, bytes: sql<string>`coalesce(sum(${personalUploads.bytes}), 0)::text` })
    .from(personalUploads)
    .where(isNull(personalUploads.erasedAt));
  return { uploads: row.uploads, bytes: Number(row.bytes) };
}
