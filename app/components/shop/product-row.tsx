import { Link } from "react-router";
import { homeRowsText } from "~/lib/i18n/listing-home";
import type { CardProduct } from "./cart-item-from";
import { ProductCard, useProductCardClicks } from "./product-card";
import { ShopIcon } from "./shop-icon";

/**
 * A titled row of product cards with a "Tümünü gör" link: on a phone one line that scrolls sideways and
 * snaps to the cards (CSS only), from `lg` a grid of its first four.
 */
export function ProductRow({ id, title, href, products }: { id: string; title: string; href: string; products: CardProduct[] }) {
  const headingId = `${id}-baslik`;
  const onClick = useProductCardClicks(products);
  return (
    <section aria-labelledby={headingId} className="mt-10 first:mt-0">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={headingId} className="text-xl font-extrabold tracking-tight text-gray-900 sm:text-2xl">
          {title}
        </h2>
        <Link
          to={href}
          aria-label={homeRowsText.seeAllOf(title)}
          className="inline-flex min-h-11 shrink-0 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          {homeRowsText.seeAll}
          <ShopIcon name="arrow-right" className="h-4 w-4" />
        </Link>
      </div>
      <ul onClick={onClick} className="product-row mt-3" data-testid="product-row">
        {products.map((product) => (
          <li key={product.id} className="flex">
            {/* Cards of a row as tall as the tallest. */}
            <div className="w-full [&>article]:h-full">
              <ProductCard product={product} headingLevel={3} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
