import { useState } from "react";
import { productText } from "~/lib/i18n/product";
import type { ProductDetail } from "~/modules/catalog/queries.server";
import { ProductImage } from "./product-image";

/** The `sizes` of the product page's main image; the route preloads the same candidate. */
export const MAIN_IMAGE_SIZES = "(min-width: 768px) 50vw, 100vw";

/** The product's main image and, when it has more than one, thumbnails that choose it. */
export function ProductGallery({ product }: { product: Pick<ProductDetail, "name" | "images"> }) {
  const [selected, setSelected] = useState(0);
  const mainImage = product.images[selected] ?? product.images[0] ?? null;

  return (
    <section aria-label={productText.imageOf(product.name, selected + 1)}>
      <div className="overflow-hidden rounded-2xl border border-gray-200">
        <ProductImage image={mainImage} alt={productText.imageOf(product.name, selected + 1)} sizes={MAIN_IMAGE_SIZES} width={960} eager priority className="w-full" />
      </div>
      {product.images.length > 1 && (
        <ul className="mt-3 flex gap-2">
          {product.images.map((image, i) => (
            <li key={image.path}>
              <button
                type="button"
                onClick={() => setSelected(i)}
                aria-label={productText.imageOf(product.name, i + 1)}
                aria-pressed={i === selected}
                className={`block h-16 w-16 overflow-hidden rounded-lg border-2 ${i === selected ? "border-brand-600" : "border-transparent"}`}
              >
                <ProductImage image={image} alt="" sizes="64px" width={160} className="h-full w-full" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
