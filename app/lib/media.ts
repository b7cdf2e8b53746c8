// Image URLs. Stored images are WebP under a key that changes with every upload, so URLs can be cached forever.
export const IMAGE_WIDTHS = [160, 320, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export interface ImageRef {
  path: string;
  width: number;
  height: number;
}

export function imageUrl(storagePath: string, width?: ImageWidth): string {
  const encoded = storagePath.split("/").map(encodeURIComponent).join("/");
  return width ? `/media/${encoded}?w=${width}` : `/media/${encoded}`;
}

export function imageSrcSet(storagePath: string, widths: readonly ImageWidth[] = IMAGE_WIDTHS): string {
  return widths.map((w) => `${imageUrl(storagePath, w)} ${w}w`).join(", ");
}
