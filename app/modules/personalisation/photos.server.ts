// A buyer's photo for a personalised gift (docs/product.md#personal-photos): checked by its content, turned upright,
// stripped of every metadata (EXIF, GPS, comments), kept at full resolution for printing, with a preview and a thumbnail.
// Re-encoding is the point: whatever rode along in the file (a script, a ZIP, a second image) does not survive it.
import sharp, { type Metadata, type Sharp } from "sharp";

export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;
/** Decompression-bomb guard: a photo of more than 50 megapixels is refused before it is decoded. */
export const MAX_PHOTO_PIXELS = 50_000_000;
export const PREVIEW_DIMENSION = 1200;
export const THUMB_DIMENSION = 320;

export type PhotoRefusal = "empty" | "too_large" | "not_an_image" | "unsupported_format" | "too_many_pixels";

export class PhotoRefusedError extends Error {
  constructor(
    readonly reason: PhotoRefusal,
    detail?: string,
  ) {
    super(`photo refused (${reason})${detail ? `: ${detail}` : ""}`);
    this.name = "PhotoRefusedError";
  }
}

export interface ProcessedPhoto {
  original: { bytes: Buffer; extension: "jpg" | "png" | "webp" };
  preview: Buffer;
  thumb: Buffer;
  /** Upright, in pixels. */
  width: number;
  height: number;
}

/** Whether the bytes start like an HEIC/HEIF file (an `ftyp` box naming a HEVC brand): decoded by heic-decode, which sharp's build lacks. */
export function looksLikeHeic(bytes: Uint8Array): boolean {
  if (bytes.byteLength < 12) return false;
  const box = Buffer.from(bytes.buffer, bytes.byteOffset, 12);
  if (box.toString("latin1", 4, 8) !== "ftyp") return false;
  return ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"].includes(box.toString("latin1", 8, 12));
}

async function decodeHeic(bytes: Uint8Array): Promise<Sharp> {
  const { default: decode } = await import("heic-decode");
  let image: { width: number; height: number; data: Uint8ClampedArray };
  try {
    image = await decode({ buffer: bytes });
  } catch (error) {
    throw new PhotoRefusedError("not_an_image", (error as Error).message);
  }
  if (image.width * image.height > MAX_PHOTO_PIXELS) throw new PhotoRefusedError("too_many_pixels");
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: 4 },
  });
}

const ORIGINAL_FORMAT: Record<string, ProcessedPhoto["original"]["extension"]> = { jpeg: "jpg", png: "png", webp: "webp" };

/**
 * Checks and processes a photo: JPEG, PNG, WebP or HEIC only (SVG, GIF, PDF, anything else refused), at most
 * MAX_PHOTO_BYTES and MAX_PHOTO_PIXELS. Throws PhotoRefusedError with the reason.
 */
export function processPersonalPhoto(bytes: Uint8Array): Promise<ProcessedPhoto> {
  // One photo at a time per process: a 50 MP photo needs about 850 MB while it is decoded, and two at once could
  // exhaust a small server's memory. Each waits for the one before, whatever its outcome.
  const next = photoQueue.then(() => processOnePhoto(bytes));
  photoQueue = next.then(
    () => undefined,
    () => undefined,
  );
  return next;
}

let photoQueue: Promise<void> = Promise.resolve();

async function processOnePhoto(bytes: Uint8Array): Promise<ProcessedPhoto> {
  if (bytes.byteLength === 0) throw new PhotoRefusedError("empty");
  if (bytes.byteLength > MAX_PHOTO_BYTES) throw new PhotoRefusedError("too_large");
  const input = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

  let source: Sharp;
  let extension: ProcessedPhoto["original"]["extension"];
  if (looksLikeHeic(input)) {
    source = await decodeHeic(input);
    extension = "jpg";
  } else {
    let metadata: Metadata;
    try {
      metadata = await sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS }).metadata();
    } catch (error) {
      const message = (error as Error).message;
      throw new PhotoRefusedError(/pixel limit/i.test(message) ? "too_many_pixels" : "not_an_image", message);
    }
    const format = ORIGINAL_FORMAT[metadata.format ?? ""];
    if (!format) throw new PhotoRefusedError("unsupported_format", String(metadata.format));
    if (!metadata.width || !metadata.height) throw new PhotoRefusedError("not_an_image", "no dimensions");
    if (metadata.width * metadata.height > MAX_PHOTO_PIXELS) throw new PhotoRefusedError("too_many_pixels");
    source = sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: "error" });
    extension = format;
  }

  try {
    // rotate() with no angle applies the EXIF orientation; sharp writes no metadata unless asked to keep it.
    // Decoded once, upright, to raw pixels; each size is encoded from those (no second lossy step).
    const upright = await source.rotate().raw().toBuffer({ resolveWithObject: true });
    const { width, height, channels } = upright.info;
    const raw = () => sharp(upright.data, { raw: { width, height, channels } });
    const encoded =
      extension === "png"
        ? raw().png({ compressionLevel: 9 })
        : extension === "webp"
          ? raw().webp({ quality: 95 })
          : raw().jpeg({ quality: 95, chromaSubsampling: "4:4:4", mozjpeg: true });
    const [original, preview, thumb] = await Promise.all([
      encoded.toBuffer(),
      raw().resize({ width: PREVIEW_DIMENSION, height: PREVIEW_DIMENSION, fit: "inside", withoutEnlargement: true }).webp({ quality: 82 }).toBuffer(),
      raw().resize({ width: THUMB_DIMENSION, height: THUMB_DIMENSION, fit: "inside", withoutEnlargement: true }).webp({ quality: 78 }).toBuffer(),
    ]);
    return { original: { bytes: original, extension }, preview, thumb, width, height };
  } catch (error) {
    if (error instanceof PhotoRefusedError) throw error;
    throw new PhotoRefusedError("not_an_image", (error as Error).message);
  }
}
