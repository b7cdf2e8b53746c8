// Image URLs. Stored images are WebP under a key that changes with every upload, so URLs can be cached forever.
// They point at the shop's /media route, or, with MEDIA_PUBLIC_URL, straight at the bucket's public address
// (a CDN): `{base}{key}` for originals and `{base}variants/w{width}/{key}` for resized variants.
export const IMAGE_WIDTHS = [160, 320, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export interface ImageRef {
  path: string;
  width: number;
  height: number;
}

/** Where a stored image's resized variant lives in object storage (and at MEDIA_PUBLIC_URL). */
export function variantKey(storagePath: string, width: ImageWidth): string {
  return `variants/w${width}/${storagePath}`;
}

/**
 * `${MEDIA_PUBLIC_URL}/${S3_PREFIX}` when images are served from a public bucket or CDN, else null (the
 * /media route). Set once per process: on the server at start-up, in the browser by the root route.
 */
let publicBase: string | null = null;

/** The public base for MEDIA_PUBLIC_URL and S3_PREFIX, or null when images are served by the shop. */
export function publicImageBase(env: { MEDIA_PUBLIC_URL?: string; S3_PREFIX?: string }): string | null {
  return env.MEDIA_PUBLIC_URL ? `${env.MEDIA_PUBLIC_URL}/${env.S3_PREFIX ?? ""}` : null;
}

export function configureImageBase(base: string | null | undefined) {
  publicBase = base || null;
}

function encodeKey(key: string): string {
  return key.split("/").map(encodeURIComponent).join("/");
}

export function imageUrl(storagePath: string, width?: ImageWidth): string {
  if (publicBase) return publicBase + encodeKey(width ? variantKey(storagePath, width) : storagePath);
  const encoded = encodeKey(storagePath);
  return width ? `/media/${encoded}?w=${width}` : `/media/${encoded}`;
}

/** imageUrl as an absolute address (JSON-LD, Open Graph): relative ones get the shop's origin. */
export function absoluteImageUrl(origin: string, storagePath: string, width?: ImageWidth): string {
  const url = imageUrl(storagePath, width);
  return url.startsWith("/") ? `${origin}${url}` : url;
}

export function imageSrcSet(storagePath: string, widths: readonly ImageWidth[] = IMAGE_WIDTHS): string {
  return widths.map((w) => `${imageUrl(storagePath, w)} ${w}w`).join(", ");
}
