// Product images in the back office (docs/product.md#images): the new files of a save checked and converted
// before anything is written, then written to storage (with every variant where browsers fetch them from the
// bucket), and files removed again with their cached variants.
import { type ImagePlanEntry, MAX_PRODUCT_IMAGES } from "~/lib/product-form-schema";
import { readFormWithin } from "~/modules/platform/form-data.server";
import {
  ImageRejectedError,
  type ImageRejectionReason,
  MAX_IMAGE_BYTES,
  type ProcessedImage,
  processProductImage,
  productImageKey,
} from "~/modules/media/images.server";
import { deleteMediaVariants, storeAllVariants } from "~/modules/media/variants.server";
import type { ProductStore } from "./admin-products.server";

/** Five images of at most 10 MB, plus room for the text fields and the multipart framing. */
export const MAX_PRODUCT_FORM_BYTES = MAX_PRODUCT_IMAGES * MAX_IMAGE_BYTES + 1024 * 1024;

export interface ImageUpload {
  filename: string;
  bytes: Uint8Array;
}

export interface StoredUpload extends ProcessedImage {
  path: string;
}

/** "products/{id}_{time}_kupa.webp" → "kupa.webp": how the admin recognises an image in the log. */
export function imageLabel(path: string): string {
  return path.replace(/^products\/[^_/]+_\d+_/, "");
}

/** Deletes the files and their cached variants; one that cannot be deleted is logged and the rest go on. */
export async function removeProductFiles(store: ProductStore, paths: readonly string[], why: string) {
  for (const path of paths) {
    try {
      await store.storage.delete(path);
      await deleteMediaVariants(store.dataDir, path, store.storage);
    } catch (error) {
      // A single image that cannot be deleted is logged; the flow goes on.
      store.logger.warn({ err: error, path, why }, "product image could not be deleted");
    }
  }
}

export type StoreImagesResult =
  | { ok: true; written: StoredUpload[]; stored: Map<number, StoredUpload> }
  | { ok: false; reason: "image-rejected"; filename: string; image: ImageRejectionReason }
  | { ok: false; reason: "upload-failed" };

/**
 * The plan's new images, checked and converted first (nothing is written while one is refused), then written
 * to storage under keys that carry the product id. A write that fails removes what this call wrote.
 */
export async function storeNewImages(store: ProductStore, productId: string, plan: ImagePlanEntry[], uploads: ImageUpload[]): Promise<StoreImagesResult> {
  // Check and convert every new image before anything is written.
  const processed = new Map<number, ProcessedImage>();
  for (const entry of plan) {
    if (entry.kind !== "new") continue;
    const upload = uploads[entry.index];
    try {
      processed.set(entry.index, await processProductImage(upload.bytes, upload.filename));
    } catch (error) {
      if (error instanceof ImageRejectedError) return { ok: false, reason: "image-rejected", filename: upload.filename, image: error.reason };
      store.logger.error({ err: error, filename: upload.filename }, "product image could not be processed");
      return { ok: false, reason: "upload-failed" };
    }
  }

  // Write them. Keys carry the product id and a never-repeating timestamp.
  const written: StoredUpload[] = [];
  const stored = new Map<number, StoredUpload>();
  try {
    for (const [index, image] of processed) {
      const path = productImageKey(productId, uploads[index].filename);
      const entry = { ...image, path };
      // Listed before the write: a write that fails half-way (object storage down) is cleaned up too.
      written.push(entry);
      await store.storage.put(path, image.bytes);
      if (store.variantsAtUpload) await storeAllVariants(store.storage, path, image.bytes);
      stored.set(index, entry);
    }
  } catch (error) {
    store.logger.error({ err: error, productId }, "product image could not be stored");
    await removeProductFiles(
      store,
      written.map((w) => w.path),
      "upload failed",
    );
    return { ok: false, reason: "upload-failed" };
  }
  return { ok: true, written, stored };
}

export { RequestTooLargeError } from "~/modules/platform/form-data.server";

/** The posted product form, refusing (RequestTooLargeError) a body above `maxBytes`. */
export function readLimitedFormData(request: Request, maxBytes = MAX_PRODUCT_FORM_BYTES): Promise<FormData> {
  return readFormWithin(request, { maxBytes });
}
