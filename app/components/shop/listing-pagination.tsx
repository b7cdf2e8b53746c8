import { Link } from "react-router";
import { listingText } from "~/lib/i18n/listing";
import { productsText } from "~/lib/i18n/products";
import { type ListingParams, listingHref, pageNumbers } from "~/lib/listing-params";
import { ShopIcon } from "./shop-icon";

const box = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 text-sm font-semibold";
const idle = `${box} border-gray-300 bg-white text-gray-800 hover:border-brand-500`;
const current = `${box} border-brand-600 bg-brand-600 text-white`;

/** Numbered pages with previous/next, as plain links that keep every other parameter of the list. */
export function ListingPagination({ params, page, pages }: { params: ListingParams; page: number; pages: number }) {
  if (pages <= 1) return null;
  const href = (n: number) => listingHref(params, { page: n });
  return (
    <nav aria-label={listingText.pages} className="mt-8 flex flex-wrap items-center justify-between gap-2 sm:justify-center">
      {page > 1 && (
        <Link rel="prev" to={href(page - 1)} className={`${idle} gap-1`}>
          <ShopIcon name="chevron-left" className="h-4 w-4" />
          {listingText.previous}
        </Link>
      )}
      <ul className="order-first flex w-full justify-center gap-1 sm:order-none sm:w-auto">
        {pageNumbers(page, pages).map((n, i) =>
          n === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true" className="inline-flex min-h-11 items-end px-1 text-gray-700">
              …
            </li>
          ) : (
            <li key={n}>
              <Link to={href(n)} className={n === page ? current : idle} aria-current={n === page ? "page" : undefined} aria-label={listingText.page(n)}>
                {n}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pages && (
        <Link rel="next" to={href(page + 1)} className={`${idle} ml-auto gap-1 sm:ml-0`}>
          {listingText.next}
          <ShopIcon name="chevron-right" className="h-4 w-4" />
        </Link>
      )}
      <p className="w-full text-center text-sm text-gray-700">{productsText.pageOf(page, pages)}</p>
    </nav>
  );
}
