import { type ImageRef, type ImageWidth, imageSrcSet, imageUrl } from "~/lib/media";
import { ShopIcon } from "./shop-icon";

/** Thumbnails up to 96 CSS px: 320 covers them at 3× density. */
export const THUMBNAIL_WIDTHS = [160, 320] as const;

/** A product image in WebP at several widths, with its size set so nothing shifts; a gift placeholder without one. */
export function ProductImage({
  image,
  alt,
  sizes,
  width = 640,
  eager = false,
  priority = false,
  widths,
  className = "",
}: {
  image: ImageRef | null;
  alt: string;
  sizes: string;
  width?: ImageWidth;
  eager?: boolean;
  /** The page's largest image: fetched first (React also preloads it from <head>). */
  priority?: boolean;
  /** The widths offered in srcset (default: every width the media route makes). */
  widths?: readonly ImageWidth[];
  className?: string;
}) {
  if (!image) {
    return (
      <span className={`flex aspect-square items-center justify-center bg-brand-50 text-brand-500 ${className}`} role="img" aria-label={alt}>
        <ShopIcon name="gift" className="h-1/3 w-1/3" />
      </span>
    );
  }
  return (
    <img
      src={imageUrl(image.path, width)}
      srcSet={imageSrcSet(image.path, widths)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
      className={`aspect-square object-cover ${className}`}
    />
  );
}
