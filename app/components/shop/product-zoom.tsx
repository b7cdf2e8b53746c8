import { useEffect, useRef, useState } from "react";
import { productPageText } from "~/lib/i18n/product-page";
import { type ImageRef, imageSrcSet, imageUrl } from "~/lib/media";
import { ShopIcon } from "./shop-icon";
import { scrollToSlide, slideAt } from "./slides";

/**
 * The product gallery's full-screen view: a modal <dialog> with the large images in a row that swipes, the
 * arrow keys and buttons between them, a counter read out as "Görsel 2 / 5", Escape or the close button to
 * leave (the browser returns focus to the image that opened it). Rendered only while open.
 */
export function ProductZoom({ images, name, start, onClose }: { images: ImageRef[]; name: string; start: number; onClose(): void }) {
  const total = images.length;
  const trackRef = useRef<HTMLUListElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [index, setIndex] = useState(start);

  useEffect(() => {
    dialogRef.current?.showModal();
    scrollToSlide(trackRef.current, start);
    closeRef.current?.focus();
  }, [start]);

  const go = (step: number) => {
    const next = Math.min(total - 1, Math.max(0, index + step));
    setIndex(next);
    scrollToSlide(trackRef.current, next);
  };

  return (
    <dialog
      ref={dialogRef}
      aria-label={productPageText.gallery(name)}
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
          event.preventDefault();
          go(event.key === "ArrowRight" ? 1 : -1);
        }
      }}
      className="zoom-dialog"
      data-testid="zoom-dialog"
    >
      <div className="flex items-center gap-2 p-2">
        <p className="flex-1 px-2 font-semibold" aria-live="polite" data-testid="zoom-counter">
          {productPageText.slide(index + 1, total)}
        </p>
        {/* Magnifying is CSS (app.css): the checked box doubles the images' width. */}
        <label className="zoom-button px-3">
          <input type="checkbox" className="zoom-magnify sr-only" />
          <ShopIcon name="zoom" className="h-5 w-5" />
          {productPageText.zoomIn}
        </label>
        <button ref={closeRef} type="button" aria-label={productPageText.closeZoom} onClick={() => dialogRef.current?.close()} className="zoom-button w-11">
          <ShopIcon name="close" className="h-6 w-6" />
        </button>
      </div>
      <ul ref={trackRef} tabIndex={0} className="gallery-track min-h-0 flex-1" onScroll={(event) => setIndex(slideAt(event.currentTarget))}>
        {images.map((image, i) => (
          <li key={image.path} className="gallery-slide zoom-slide">
            <img
              src={imageUrl(image.path, 1280)}
              srcSet={imageSrcSet(image.path)}
              sizes="100vw"
              width={image.width}
              height={image.height}
              alt={`${name} – ${productPageText.slide(i + 1, total)}`}
            />
          </li>
        ))}
      </ul>
      {total > 1 && (
        <div className="flex justify-center gap-4 p-3">
          <button type="button" onClick={() => go(-1)} disabled={index === 0} aria-label={productPageText.previousImage} className="zoom-button w-11">
            <ShopIcon name="chevron-left" className="h-6 w-6" />
          </button>
          <button type="button" onClick={() => go(1)} disabled={index === total - 1} aria-label={productPageText.nextImage} className="zoom-button w-11">
            <ShopIcon name="chevron-right" className="h-6 w-6" />
          </button>
        </div>
      )}
    </dialog>
  );
}
