import { Link } from "react-router";
import { productsText } from "~/lib/i18n/products";
import { type ListingParams, listingHref } from "~/lib/listing-params";
import type { CategorySummary } from "~/modules/catalog/queries.server";

const chip = (active: boolean) =>
  `inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${active ? "border-brand-600 bg-brand-600 text-white" : "border-gray-300 bg-white text-gray-800 hover:border-brand-500"}`;

/** `Tümü` and one chip per category the shop offers; each keeps the search, sort and filters. */
export function ListingChips({ params, categories, current }: { params: ListingParams; categories: CategorySummary[]; current: CategorySummary | null }) {
  return (
    <nav aria-label={productsText.categoryFilter} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link to={listingHref(params, { category: undefined })} className={chip(!current)} aria-current={!current ? "page" : undefined}>
            {productsText.all}
          </Link>
        </li>
        {categories.map((c) => (
          <li key={c.id}>
            <Link
              to={listingHref(params, { category: c.slug })}
              className={chip(current?.id === c.id)}
              aria-current={current?.id === c.id ? "page" : undefined}
            >
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
