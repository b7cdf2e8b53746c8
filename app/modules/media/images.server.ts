// Product images: checked by content (not by file name), cleaned of metadata, resized and stored as WebP
// (docs/product.md#images). Used by the admin upload and by the demo catalogue.
import sharp, { type Metadata } from "sharp";
import { slugify } from "~/lib/slug";

/** Largest accepted upload (docs/product.md#images). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Stored images fit within this square; smaller ones are never enlarged. */
export const MAX_IMAGE_DIMENSION = 1600;
/** Decompression-bomb guard: more pixels than this (about a 64 MP photo) is refused. */
export const MAX_IMAGE_PIXELS = 8000 * 8000;
export const STORED_WEBP_QUALITY = 86;
/** The container formats accepted, as sharp names them (AVIF is reported as "heif" with AV1 compression). */
export const ACCEPTED_IMAGE_FORMATS = ["jpeg", "png", "webp", "gif", "avif", "tiff"] as const;
export type AcceptedImageFormat = (typeof ACCEPTED_IMAGE_FORMATS)[number];

/** Why a file was refused; the admin form words it with imageRejectionText (app/lib/i18n/media.ts). */
export type ImageRejectionReason = "empty" | "too_large" | "not_an_image" | "unsupported_format" | "too_many_pixels";

/** A file refused as a product image; `reason` says why (docs/decisions/0024). */
export class ImageRejectedError extends Error {
  constructor(
    readonly reason: ImageRejectionReason,
    readonly filename: string,
    detail?: string,
  ) {
    super(`${filename}: refused as a product image (${reason})`);
    this.name = "ImageRejectedError";
    if (detail) this.cause = detail;
  }
}

export interface ProcessedImage {
  /** WebP bytes. */
  bytes: Buffer;
  width: number;
  height: number;
}

function acceptedFormat(format: string | undefined, compression: string | undefined): AcceptedImageFormat | null {
  if (format === "heif") return compression === "av1" ? "avif" : null;
  return (ACCEPTED_IMAGE_FORMATS as readonly string[]).includes(format ?? "") ? (format as AcceptedImageFormat) : null;
}

/**
 * Checks that `bytes` really is an image of an accepted format and at most MAX_IMAGE_BYTES, then
 * auto-rotates it, drops all metadata (EXIF, GPS, comments), fits it within
 * MAX_IMAGE_DIMENSION × MAX_IMAGE_DIMENSION without enlarging and encodes WebP.
 * Throws ImageRejectedError for anything refused. Animated images keep their first frame.
 */
export async function processProductImage(bytes: Uint8Array, originalFilename: string): Promise<ProcessedImage> {
  if (bytes.byteLength === 0) throw new ImageRejectedError("empty", originalFilename);
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new ImageRejectedError("too_large", originalFilename);
  const input = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  } catch (error) {
    throw new ImageRejectedError("not_an_image", originalFilename, (error as Error).message);
  }
  if (!acceptedFormat(metadata.format, metadata.compression)) {
    throw new ImageRejectedError("unsupported_format", originalFilename, String(metadata.format));
  }
  if (!metadata.width || !metadata.height) throw new ImageRejectedError("not_an_image", originalFilename, "no dimensions");
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) throw new ImageRejectedError("too_many_pixels", originalFilename);

  try {
    // sharp drops metadata unless asked to keep it; rotate() with no angle applies the EXIF orientation.
    const { data, info } = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: MAX_IMAGE_DIMENSION, height: MAX_IMAGE_DIMENSION, fit: "inside", withoutEnlargement: true })
      .webp({ quality: STORED_WEBP_QUALITY, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch (error) {
    // Truncated or corrupt data that passed the header check.
    throw new ImageRejectedError("not_an_image", originalFilename, (error as Error).message);
  }
}

const MAX_FILENAME_LENGTH = 60;

/** A file name safe for a storage key: the base name (no extension) slugified, or "gorsel". */
export function safeImageFilename(originalFilename: string): string {
  const base = (originalFilename.split(/[\\/]/).pop() ?? "").replace(/\.[^.]*$/, "");
  const slug = slugify(base).slice(0, MAX_FILENAME_LENGTH).replace(/-+$/, "");
  return slug || "gorsel";
}

let lastTimestamp = 0;

/** A timestamp in ms that never repeats within this process, so two uploads never share a key. */
function uniqueTimestamp(): number {
  lastTimestamp = Math.max(Date.now(), lastTimestamp + 1);
  return lastTimestamp;
}

/** The storage key of a new product image: `products/{productId}_{timestamp}_{safe name}.webp`. */
export function productImageKey(productId: string, filename: string): string {
  if (!/^[A-Za-z0-9-]{1,64}$/.test(productId)) throw new Error(`Invalid product id for an image key: ${productId}`);
  return `products/${productId}_${uniqueTimestamp()}_${safeImageFilename(filename)}.webp`;
}

/** The storage key of an image of the shop's settings (logo, favicon…): `settings/{slot}_{timestamp}_{safe name}.webp`. */
export function settingsImageKey(slot: string, filename: string): string {
  if (!/^[A-Za-z0-9-]{1,32}$/.test(slot)) throw new Error(`Invalid settings image slot: ${slot}`);
  return `settings/${slot}_${uniqueTimestamp()}_${safeImageFilename(filename)}.webp`;
}
