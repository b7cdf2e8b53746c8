import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { productText } from "~/lib/i18n/product";
import { productPageText } from "~/lib/i18n/product-page";
import { imageUrl } from "~/lib/media";
import type { ProductDetail } from "~/modules/catalog/queries.server";
import { ShopIcon } from "./shop-icon";
import { ProductImage, THUMBNAIL_WIDTHS } from "./product-image";
import { scrollToSlide, slideAt } from "./slides";

/** The full-screen view's code loads when a shopper first opens it. */
const ProductZoom = lazy(() => import("./product-zoom").then((module) => ({ default: module.ProductZoom })));

/** The `sizes` of the product page's main image; the route preloads the same candidate. */
export const MAIN_IMAGE_SIZES = "(min-width: 1152px) 560px, (min-width: 768px) 50vw, 100vw";

/**
 * The product's images in a row that swipes on touch (CSS scroll snap, no JavaScript needed), thumbnails that
 * are links to each image, and a full-screen view in a <dialog> (arrows between images, Escape closes, focus
 * goes back to the image that opened it). Without JavaScript an image links to its large file. A chosen variant's
 * image comes first (lib/variant-choice.ts, imagesForVariant): when it changes, the row goes back to the start.
 * docs/product.md#product-page
 */
export function ProductGallery({ product }: { product: Pick<ProductDetail, "name" | "images"> }) {
  const { images, name } = product;
  const total = images.length;
  const trackRef = useRef<HTMLUListElement>(null);
  const [selected, setSelected] = useState(0);
  /** The image the full-screen view opened on; null while it is closed. */
  const [zoomStart, setZoomStart] = useState<number | null>(null);
  const firstPath = images[0]?.path;
  const shownFirst = useRef(firstPath);
  useEffect(() => {
    if (shownFirst.current === firstPath) return;
    shownFirst.current = firstPath;
    setSelected(0);
    scrollToSlide(trackRef.current, 0);
  }, [firstPath]);

  if (total === 0) {
    return <ProductImage image={null} alt={productText.imageOf(name, 1)} sizes={MAIN_IMAGE_SIZES} className="w-full rounded-2xl" />;
  }

  return (
    <section aria-label={productPageText.gallery(name)}>
      <ul
        ref={trackRef}
        className="gallery-track rounded-2xl border border-gray-200"
        onScroll={(event) => setSelected(slideAt(event.currentTarget))}
        data-testid="gallery-track"
      >
        {images.map((image, i) => (
          <li key={image.path} id={`gorsel-${i + 1}`} className="gallery-slide relative">
            <a
              href={imageUrl(image.path, 1280)}
              aria-label={productPageText.enlarge(i + 1, total)}
              onClick={(event) => {
                event.preventDefault();
                setZoomStart(i);
              }}
              className="block cursor-zoom-in"
            >
              <ProductImage
                image={image}
                alt={productText.imageOf(name, i + 1)}
                sizes={MAIN_IMAGE_SIZES}
                width={960}
                eager={i === 0}
                priority={i === 0}
                className="w-full"
              />
              <span className="zoom-badge">
                <ShopIcon name="zoom" className="h-5 w-5" />
              </span>
            </a>
          </li>
        ))}
      </ul>
      {total > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto">
          {images.map((image, i) => (
            <li key={image.path} className="shrink-0">
              <a
                href={`#gorsel-${i + 1}`}
                onClick={(event) => {
                  event.preventDefault();
                  setSelected(i);
                  scrollToSlide(trackRef.current, i);
                }}
                aria-label={productPageText.showImage(i + 1)}
                aria-current={i === selected ? "true" : undefined}
                className="gallery-thumb"
              >
                <ProductImage image={image} alt="" sizes="64px" width={160} widths={THUMBNAIL_WIDTHS} className="h-full w-full" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {zoomStart !== null && (
        <Suspense>
          <ProductZoom images={images} name={name} start={zoomStart} onClose={() => setZoomStart(null)} />
        </Suspense>
      )}
    </section>
  );
}
