// Resized WebP variants of stored product images (one per IMAGE_WIDTHS width), made once from the original.
// They are cached in DATA_DIR/cache/media on each server; with object storage they are also stored in the
// bucket under `variants/w{width}/{key}` (lib/media variantKey), so that every server reads the one made
// first and a public bucket or CDN can serve them (MEDIA_PUBLIC_URL). The HTTP route is server/http/media-route.ts.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_WIDTHS, type ImageWidth, variantKey } from "~/lib/media";
import { type FileStorage, resolveInside, writeFileAtomic } from "./storage.server";

export const VARIANT_WEBP_QUALITY = 78;

export function mediaCacheDir(dataDir: string): string {
  return path.join(path.resolve(dataDir), "cache", "media");
}

function cachedVariantPath(dataDir: string, key: string, width: ImageWidth): string {
  return resolveInside(mediaCacheDir(dataDir), `w${width}/${key}`);
}

/** The variant of an original image's bytes. */
export function resizeToVariant(original: Uint8Array, width: ImageWidth): Promise<Buffer> {
  return sharp(original).resize({ width, withoutEnlargement: true }).webp({ quality: VARIANT_WEBP_QUALITY, effort: 4 }).toBuffer();
}

/**
 * Makes every variant of an original and stores it in the bucket next to it (object storage only; on the
 * local disk they are made on first request). For MEDIA_PUBLIC_URL: the CDN asks the bucket, not the shop.
 * On failure, deleteMediaVariants removes whatever was written.
 */
export async function storeAllVariants(storage: FileStorage, key: string, original: Uint8Array): Promise<void> {
  if (!storage.sharedByServers) return;
  for (const width of IMAGE_WIDTHS) await storage.put(variantKey(key, width), await resizeToVariant(original, width));
}

/** Removes a stored image's variants: from this server's cache and, with object storage, from the bucket. */
export async function deleteMediaVariants(dataDir: string, key: string, storage?: FileStorage): Promise<void> {
  await Promise.all(IMAGE_WIDTHS.map((w) => fs.promises.rm(cachedVariantPath(dataDir, key, w), { force: true })));
  if (storage?.sharedByServers) await Promise.all(IMAGE_WIDTHS.map((w) => storage.delete(variantKey(key, w))));
}

/**
 * The variant's bytes for a stored image (null when the original is gone): from this server's cache, else
 * from the bucket (object storage), else made from the original and kept in both. Concurrent requests for
 * the same variant share the work.
 */
export function createVariantSource({ dataDir, storage }: { dataDir: string; storage: FileStorage }) {
  /** Variants being fetched or made right now. */
  const inFlight = new Map<string, Promise<Buffer | null>>();

  async function fetchOrMake(key: string, width: ImageWidth, cached: string): Promise<Buffer | null> {
    let bytes = storage.sharedByServers ? await storage.read(variantKey(key, width)) : null;
    if (!bytes) {
      const original = await storage.read(key);
      if (!original) return null;
      bytes = await resizeToVariant(original, width);
      if (storage.sharedByServers) await storage.put(variantKey(key, width), bytes);
    }
    // Atomic: a concurrent reader (or another process) sees the old state or the whole new file.
    await writeFileAtomic(cached, bytes);
    return bytes;
  }

  return async function variantBytes(key: string, width: ImageWidth): Promise<Buffer | null> {
    const cached = cachedVariantPath(dataDir, key, width);
    try {
      return await fs.promises.readFile(cached);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
    let job = inFlight.get(cached);
    if (!job) {
      job = fetchOrMake(key, width, cached);
      inFlight.set(cached, job);
      job.then(
        () => inFlight.delete(cached),
        () => inFlight.delete(cached),
      );
    }
    return job;
  };
}
