import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { productText } from "~/lib/i18n/product";
import { productPageText } from "~/lib/i18n/product-page";
import { personalFieldsText } from "~/lib/i18n/personal-fields";
import { formatKurus } from "~/lib/money";
import { imageUrl } from "~/lib/media";
import { personalFeeKurus } from "~/lib/personalisation";
import { variantPickerText } from "~/lib/i18n/variant-picker";
import type { ShopVariant } from "~/lib/variants";
import type { ProductDetail } from "~/modules/catalog/queries.server";
import { useCart } from "./cart-context";
import { heldBackMessage } from "./product-added-notice";
import { cartItemFrom } from "./cart-item-from";
import { ShopIcon } from "./shop-icon";
import { QuantityStepper } from "./quantity-stepper";
import { PersonalFields, type PersonalState } from "./personal-fields";

/** How long "Sepete Eklendi" stays on the button after a product is added. */
export const ADDED_CONFIRMATION_MS = 2000;

/**
 * The product page's quantity, line total, "Sepete Ekle" and "Hemen Satın Al", and on phones a bar with
 * "Sepete Ekle" that stays at the bottom once these buttons have scrolled away. Without JavaScript the form
 * posts the typed quantity to /cart, which adds the product to the cookie cart. For a product with options
 * `variant` is the chosen one: its price, stock and id (posted as `variantId`) are the line's; `missing`: the
 * chosen values name no variant, nothing can be bought.
 */
export function ProductPurchase({
  product,
  variant,
  missing = false,
  personal,
}: {
  product: ProductDetail;
  variant?: ShopVariant;
  missing?: boolean;
  /** A personalised gift's fields and values (kept by the product page across a change of variant). */
  personal: PersonalState;
}) {
  const cart = useCart();
  const navigate = useNavigate();
  const [quantity, setQuantity] = useState(1);
  const [confirmed, setConfirmed] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const buttonsRef = useRef<HTMLDivElement>(null);
  const stickyVisible = useScrolledPast(buttonsRef);
  const stock = variant ? variant.stock : product.stock;
  const priceKurus = variant ? variant.priceKurus : product.priceKurus;
  const soldOut = missing || stock <= 0;
  const personalised = product.personalisation.fields.length > 0;
  const hasPhotoField = product.personalisation.fields.some((field) => field.kind === "photo");
  const feeKurus = personalFeeKurus(product.personalisation, personal.values);
  const unitKurus = priceKurus + feeKurus;
  /** The line to add, or null when a personal field is missing or wrong (its message is then under it). */
  const line = (n: number) => {
    const chosen = variant ? { variant, options: product.options } : undefined;
    if (!personalised) return cartItemFrom(product, n, chosen);
    const values = personal.check();
    return values ? cartItemFrom(product, n, chosen, { values, feeKurus: personalFeeKurus(product.personalisation, values) }) : null;
  };

  useEffect(() => {
    if (!confirmed) return;
    const timer = window.setTimeout(() => setConfirmed(false), ADDED_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [confirmed]);

  const add = (event: React.MouseEvent) => {
    event.preventDefault();
    const item = line(quantity);
    if (!item) {
      setNotice(null);
      return;
    }
    const result = cart.add(item);
    setConfirmed(result.added > 0);
    setNotice(heldBackMessage(result));
  };
  const addLabel = confirmed ? productText.addedToCart : productText.addToCart;

  if (soldOut) {
    return (
      <div className="mt-6" data-testid="product-buy-form">
        <button type="button" disabled className="sold-out-button min-h-12 rounded-xl px-6">
          {missing ? variantPickerText.unavailable : productText.outOfStock}
        </button>
      </div>
    );
  }

  return (
    <form method="post" action="/cart" encType={hasPhotoField ? "multipart/form-data" : undefined} className="mt-6" data-testid="product-buy-form">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={product.id} />
      {variant && <input type="hidden" name="variantId" value={variant.id} />}
      {personalised && <PersonalFields state={personal} imageSrc={product.images[0] ? imageUrl(product.images[0].path, 640) : null} />}
      <div className="flex flex-wrap items-center gap-4">
        <QuantityStepper
          id="product-quantity"
          inputName="quantity"
          value={quantity}
          max={stock}
          onChange={(n) => {
            setQuantity(Math.max(1, Math.min(stock, n)));
            setNotice(null);
          }}
        />
        <p className="text-sm text-gray-700">
          {productText.lineTotal}:{" "}
          <strong className="text-gray-900" data-testid="line-total">
            {formatKurus(unitKurus * quantity)}
          </strong>
          {feeKurus > 0 && <span className="ml-1 text-xs text-gray-600">({personalFieldsText.feesIncluded(feeKurus * quantity)})</span>}
        </p>
      </div>
      <div ref={buttonsRef} className="mt-4 flex flex-wrap gap-3">
        <button type="submit" onClick={add} className="buy-button min-h-12 px-6">
          <ShopIcon name={confirmed ? "check" : "cart-plain"} className="h-5 w-5" />
          <span aria-live="polite">{addLabel}</span>
        </button>
        <button
          type="submit"
          onClick={(event) => {
            event.preventDefault();
            const item = line(quantity);
            if (!item) return;
            cart.add(item);
            navigate("/cart");
          }}
          className="buy-now-button"
        >
          {productText.buyNow}
        </button>
      </div>
      <p role="status" className="mt-2 text-sm font-semibold text-orange-800" data-testid="add-notice">
        {notice}
      </p>
      <section aria-label={productPageText.stickyBar} className={stickyVisible ? "sticky-buy-bar" : "hidden"} data-testid="sticky-buy-bar">
        <div className="mx-auto flex max-w-6xl items-center gap-3">
          <p className={`min-w-0 flex-1 ${notice ? "text-xs text-orange-800" : "text-lg font-bold text-brand-700"}`}>
            {notice ?? formatKurus(unitKurus * quantity)}
          </p>
          <button type="submit" onClick={add} className="buy-button min-h-12 shrink-0 px-4">
            <ShopIcon name={confirmed ? "check" : "cart-plain"} className="h-5 w-5" />
            {addLabel}
          </button>
        </div>
      </section>
    </form>
  );
}

/**
 * True once the element has scrolled up out of view, until it comes back. The observer's area reaches far
 * below the screen, so the element leaves it only upwards, and a jump past it (a link, the End key) counts
 * too. Without IntersectionObserver or JavaScript it stays false.
 */
function useScrolledPast(ref: React.RefObject<HTMLElement | null>) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const target = ref.current;
    if (!target || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setPast(!entry.isIntersecting), { rootMargin: "0px 0px 99999px 0px" });
    observer.observe(target);
    return () => observer.disconnect();
  }, [ref]);
  return past;
}
