import { useNavigate } from "react-router";
import { personalFieldsText } from "~/lib/i18n/personal-fields";
import { productText } from "~/lib/i18n/product";
import { useCart } from "./cart-context";
import { type CardProduct, cartItemFrom, LOW_STOCK_LIMIT } from "./cart-item-from";
import { DiscountBadge, Price } from "./price";
import { ProductAddedNotice, showAddedNotice } from "./product-added-notice";
import { ShopIcon } from "./shop-icon";
import { ProductImage } from "./product-image";
import { RatingLine } from "./rating-stars";

/** A card is at most ~340 CSS px wide (a quarter of a laptop, half a phone): 960 covers it at 2–3× density. */
/** Four to a row from `lg`, in the page's 72rem (1152 px) column: never wider than 270 px there. */
const CARD_IMAGE_SIZES = "(min-width: 1152px) 270px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw";
const CARD_IMAGE_WIDTHS = [320, 640, 960] as const;

function isPlainClick(event: React.MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * The clicks of a list of cards, handled once on the list rather than by router components in every card
 * (which cost each card a dozen hooks on the server): a card's link navigates within the app, as a `Link`
 * would, and its button adds to the browser's cart. Without JavaScript both are plain HTML that works alone.
 */
export function useProductCardClicks(products: CardProduct[]) {
  const navigate = useNavigate();
  const cart = useCart();
  return (event: React.MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented) return;
    const target = event.target as Element;
    const button = target.closest<HTMLButtonElement>("button[type=submit]");
    const productId = (button?.form?.elements.namedItem("productId") as HTMLInputElement | null)?.value;
    const product = products.find((p) => p.id === productId);
    if (product) {
      event.preventDefault();
      showAddedNotice(product.name, cart.add(cartItemFrom(product, 1)));
      return;
    }
    const link = target.closest<HTMLAnchorElement>("a[data-discover]");
    if (link && isPlainClick(event) && link.origin === window.location.origin) {
      event.preventDefault();
      navigate(link.pathname + link.search);
    }
  };
}

export function ProductCard({
  product,
  eager = false,
  priority = false,
  headingLevel = 2,
}: {
  product: CardProduct;
  eager?: boolean;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const soldOut = product.stock <= 0;
  const lowStock = product.stock > 0 && product.stock < LOW_STOCK_LIMIT;
  return (
    <article
      className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition hover:shadow-md"
      data-testid="product-card"
    >
      <div className="relative">
        <ProductImage
          image={product.image}
          alt={product.name}
          sizes={CARD_IMAGE_SIZES}
          widths={CARD_IMAGE_WIDTHS}
          eager={eager}
          priority={priority}
          className="w-full"
        />
        <div className="absolute left-2 top-2 flex flex-col items-start gap-1">
          {product.isNew && <span className="rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-bold text-white">{productText.newBadge}</span>}
          <DiscountBadge
            kurus={product.priceKurus}
            original={product.originalPriceKurus}
            label={productText.discountShort}
            className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white"
          />
        </div>
        {soldOut && (
          <div className="absolute inset-0 flex items-center justify-center bg-white/70">
            <span className="rounded-full bg-gray-900 px-3 py-1 text-sm font-bold text-white">{productText.outOfStock}</span>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <Heading className="text-sm font-semibold text-gray-900 sm:text-base">
          <a href={`/product/${product.slug}`} data-discover="true" className="-my-3 block py-3 after:absolute after:inset-0">
            {product.name}
          </a>
        </Heading>
        {product.rating && <RatingLine rating={product.rating} />}
        <Price kurus={product.priceKurus} original={product.originalPriceKurus} max={product.maxPriceKurus} />
        {lowStock && <p className="text-xs font-bold text-orange-700">{productText.lastItems(product.stock)}</p>}
        {soldOut ? (
          <button type="button" disabled className="sold-out-button relative z-10 mt-auto min-h-11 w-full rounded-lg px-3 text-sm">
            {productText.outOfStock}
          </button>
        ) : product.personalRequired ? (
          // Asks for a text or a photo: the shopper gives it on the product page.
          <a
            href={`/product/${product.slug}`}
            data-discover="true"
            className="buy-button relative z-10 mt-auto min-h-11 w-full rounded-lg px-3 text-sm"
            data-testid="personalise-link"
          >
            {personalFieldsText.personalise}
          </a>
        ) : product.variantCount > 1 ? (
          // Several variants: the shopper chooses one on the product page (the card's link covers the card).
          <a
            href={`/product/${product.slug}`}
            data-discover="true"
            className="buy-button relative z-10 mt-auto min-h-11 w-full rounded-lg px-3 text-sm"
            data-testid="see-options"
          >
            {productText.seeOptions}
          </a>
        ) : (
          // Without JavaScript the button posts to /cart, which adds the product to the cookie cart.
          <form method="post" action="/cart" className="relative z-10 mt-auto">
            <input type="hidden" name="intent" value="add" />
            <input type="hidden" name="productId" value={product.id} />
            <input type="hidden" name="quantity" value="1" />
            <button type="submit" className="buy-button min-h-11 w-full rounded-lg px-3 text-sm">
              <ShopIcon name="cart-plain" className="h-4 w-4" />
              {productText.addToCart}
            </button>
          </form>
        )}
      </div>
    </article>
  );
}

/** Cards are h2 under the page's h1; pass 3 when the grid sits under its own h2 (similar products). */
export function ProductGrid({ products, eagerCount = 0, headingLevel = 2 }: { products: CardProduct[]; eagerCount?: number; headingLevel?: 2 | 3 }) {
  const onClick = useProductCardClicks(products);
  return (
    <>
      <ul onClick={onClick} className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4" data-testid="product-grid">
        {products.map((product, i) => (
          <li key={product.id} className="flex">
            <div className="flex w-full">
              {/* The first card's image is the largest paint: fetched first; the other eager ones do not compete with it. */}
              <ProductCard product={product} eager={i < eagerCount} priority={i === 0 && eagerCount > 0} headingLevel={headingLevel} />
            </div>
          </li>
        ))}
      </ul>
      <ProductAddedNotice />
    </>
  );
}
