// Resized WebP variants of stored product images (one per IMAGE_WIDTHS width), made once from the original
// and cached in DATA_DIR/cache/media. The HTTP route that serves them is server/http/media-route.ts.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_WIDTHS, type ImageWidth } from "~/lib/media";
import { type FileStorage, resolveInside, writeFileAtomic } from "./storage.server";

export const VARIANT_WEBP_QUALITY = 78;

export function mediaCacheDir(dataDir: string): string {
  return path.join(path.resolve(dataDir), "cache", "media");
}

function variantPath(cacheDir: string, key: string, width: ImageWidth): string {
  return resolveInside(cacheDir, `w${width}/${key}`);
}

/** Removes the cached variants of a stored image (call it when the image is deleted). */
export async function deleteMediaVariants(dataDir: string, key: string): Promise<void> {
  const cacheDir = mediaCacheDir(dataDir);
  await Promise.all(IMAGE_WIDTHS.map((w) => fs.promises.rm(variantPath(cacheDir, key, w), { force: true })));
}

/**
 * The variant's bytes for a stored image, made and cached on first use (null when the original is gone).
 * Concurrent requests for the same variant share the work.
 */
export function createVariantSource({ dataDir, storage }: { dataDir: string; storage: FileStorage }) {
  const cacheDir = mediaCacheDir(dataDir);
  /** Variants being made right now. */
  const inFlight = new Map<string, Promise<Buffer>>();

  async function makeVariant(key: string, width: ImageWidth, target: string): Promise<Buffer | null> {
    const original = await storage.read(key);
    if (!original) return null;
    const bytes = await sharp(original)
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: VARIANT_WEBP_QUALITY, effort: 4 })
      .toBuffer();
    // Atomic: a concurrent reader (or another process) sees the old state or the whole new file.
    await writeFileAtomic(target, bytes);
    return bytes;
  }

  return async function variantBytes(key: string, width: ImageWidth): Promise<Buffer | null> {
    const target = variantPath(cacheDir, key, width);
    try {
      return await fs.promises.readFile(target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
    let job = inFlight.get(target);
    if (!job) {
      job = makeVariant(key, width, target).then((bytes) => {
        if (!bytes) throw Object.assign(new Error("original vanished"), { code: "ENOENT" });
        return bytes;
      });
      inFlight.set(target, job);
      job.then(
        () => inFlight.delete(target),
        () => inFlight.delete(target),
      );
    }
    try {
      return await job;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  };
}
