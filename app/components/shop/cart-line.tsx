import { Form, Link } from "react-router";
import { type CartItem, cartLineKey, cartLineName, MAX_LINE_QUANTITY } from "~/lib/cart";
import type { CartChange } from "~/lib/cart-changes";
import { cartDiscountText, cartText } from "~/lib/i18n/cart";
import { quantityText } from "~/lib/i18n/quantity";
import { formatKurus } from "~/lib/money";
import { CartLineChanges } from "./cart-changes";
import { PersonalLine } from "./personal-line";
import { useCart } from "./cart-context";
import { DiscountBadge, Price } from "./price";
import { ProductImage, THUMBNAIL_WIDTHS } from "./product-image";
import { QuantityStepper } from "./quantity-stepper";
import { ShopIcon } from "./shop-icon";

/**
 * One line of the cart page. Its remove button and quantity stepper post to /cart without JavaScript;
 * with it they change the stored cart.
 */
export function CartLine({
  line,
  changes,
  discountKurus = 0,
}: {
  line: CartItem;
  changes: readonly CartChange[];
  /** The campaigns' discount on this line, as the server priced it. */ discountKurus?: number;
}) {
  const cart = useCart();
  const productPath = line.slug ? `/product/${line.slug}` : null;
  const key = cartLineKey(line);
  // A personalised line is told apart from the same variant's other lines by its texts ("Kupa (İsim: Ayşe)").
  const name = personalLineName(line);
  // Posted with the line's forms, so that without JavaScript /cart changes this variant's line only (and this personalisation).
  const personal = line.personal && Object.keys(line.personal).length > 0 ? line.personal : null;
  const variantField = (
    <>
      {line.variantId ? <input type="hidden" name="variantId" value={line.variantId} /> : null}
      {personal ? <input type="hidden" name="personal" value={JSON.stringify(personal)} /> : null}
    </>
  );
  return (
    <li className="flex gap-4 p-4" data-testid="cart-line" data-product-id={line.productId} data-variant-id={line.variantId}>
      <Link to={productPath ?? "/products"} className="shrink-0">
        <ProductImage
          image={line.image ? { path: line.image, width: 160, height: 160 } : null}
          alt={line.productName}
          sizes="96px"
          width={160}
          widths={THUMBNAIL_WIDTHS}
          className="h-20 w-20 rounded-lg sm:h-24 sm:w-24"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <h2 className="font-semibold">
            {productPath ? (
              <Link to={productPath} className="hover:text-brand-700">
                {line.productName}
              </Link>
            ) : (
              line.productName
            )}
            {line.variantLabel ? (
              <span className="block text-sm font-normal text-gray-700" data-testid="cart-line-variant">
                {line.variantLabel}
              </span>
            ) : null}
          </h2>
          <Form method="post" action="/cart">
            <input type="hidden" name="productId" value={line.productId} />
            {variantField}
            <button
              type="submit"
              name="intent"
              value="remove"
              onClick={(event) => {
                event.preventDefault();
                cart.remove(key);
              }}
              aria-label={cartText.removeItem(name)}
              className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 hover:text-brand-700"
            >
              <ShopIcon name="trash" className="h-5 w-5" />
            </button>
          </Form>
        </div>
        <p className="text-sm text-gray-700">
          {cartText.unitPrice}: <Price kurus={line.price} original={line.originalPrice} />
          <DiscountBadge
            kurus={line.price}
            original={line.originalPrice}
            label={cartText.discount}
            className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold text-brand-700"
          />
        </p>
        <PersonalLine view={line.personalView} />
        <CartLineChanges changes={changes} />
        <Form method="post" action="/cart" className="flex flex-wrap items-center justify-between gap-3">
          <input type="hidden" name="productId" value={line.productId} />
          {variantField}
          <QuantityStepper
            id={`qty-${line.variantLabel && line.variantId ? line.variantId : line.productId}${personal ? `-${shortHash(key)}` : ""}`}
            submitName="quantity"
            value={line.quantity}
            min={0}
            max={line.stock ?? MAX_LINE_QUANTITY}
            onChange={(n) => cart.setQuantity(key, n)}
            label={`${quantityText.quantity}: ${name}`}
          />
          <span className="text-right">
            <strong className="block text-lg" data-testid="cart-line-total">
              {formatKurus(line.price * line.quantity)}
            </strong>
            {discountKurus > 0 && (
              <span className="block text-sm font-semibold text-emerald-800" data-testid="cart-line-discount">
                {cartDiscountText.lineDiscount(formatKurus(discountKurus))}
              </span>
            )}
          </span>
        </Form>
      </div>
    </li>
  );
}

/** The line's name, with a personalised line's texts after it: two lines of one mug are "Kupa (İsim: Ayşe)" and "Kupa (İsim: Can)". */
function personalLineName(line: CartItem): string {
  const texts = (line.personalView ?? []).filter((value) => value.text !== "").map((value) => `${value.label}: ${value.text}`);
  const name = cartLineName(line);
  return texts.length > 0 ? `${name} (${texts.join(", ")})` : name;
}

/** A short, stable name for a key, for element ids (two lines of one variant need two ids). */
function shortHash(text: string): string {
  let hash = 5381;
  for (let index = 0; index < text.length; index++) hash = ((hash * 33) ^ text.charCodeAt(index)) >>> 0;
  return hash.toString(36);
}
