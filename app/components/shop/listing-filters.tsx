import type { FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { listingText } from "~/lib/i18n/listing";
import { hasListingFilters, kurusToLiraInput, LISTING_SORTS, type ListingParams, listingHref, parseListingParams } from "~/lib/listing-params";
import { ShopIcon } from "./shop-icon";

const field = "min-h-11 rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900";

/** The list's parameters as the form holds them, written the one way the list's links are. */
function hrefOf(form: HTMLFormElement): string {
  const entries = [...new FormData(form)].map(([name, value]) => [name, String(value)]);
  return listingHref(parseListingParams(new URLSearchParams(entries)));
}

/**
 * Sort, price range and "only in stock" as a plain GET form: without JavaScript the button submits it to
 * /products; with JavaScript a choice applies at once (the prices when submitted) and the URL stays clean.
 */
export function ListingFilters({ params }: { params: ListingParams }) {
  const navigate = useNavigate();
  const apply = (form: HTMLFormElement) => navigate(hrefOf(form), { preventScrollReset: true });
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    // Typing a price applies on Enter or with the button, not at every key.
    if (event.target instanceof HTMLInputElement && event.target.type === "text") return;
    apply(event.currentTarget);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  return (
    <form
      method="get"
      action="/products"
      onChange={onChange}
      onSubmit={onSubmit}
      aria-label={listingText.filters}
      className="mt-4 flex flex-wrap items-end gap-3 rounded-2xl border border-gray-200 bg-gray-50 p-3"
    >
      {params.q && <input type="hidden" name="q" value={params.q} />}
      {params.category && <input type="hidden" name="category" value={params.category} />}
      <div className="flex w-full flex-col gap-1 sm:w-auto">
        <label htmlFor="listing-sort" className="text-sm font-semibold text-gray-800">
          {listingText.sort}
        </label>
        <select id="listing-sort" name="sort" defaultValue={params.sort} className={field}>
          {LISTING_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {listingText.sorts[sort]}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="flex w-full flex-col gap-1 sm:w-auto">
        <legend className="mb-1 text-sm font-semibold text-gray-800">{listingText.priceRange}</legend>
        <div className="flex items-center gap-2">
          <label className="flex-1">
            <span className="sr-only">{listingText.minPrice}</span>
            <input
              name="min"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder={listingText.minPrice}
              defaultValue={params.minKurus ? kurusToLiraInput(params.minKurus) : ""}
              className={`${field} w-full sm:w-24`}
            />
          </label>
          <span aria-hidden="true">–</span>
          <label className="flex-1">
            <span className="sr-only">{listingText.maxPrice}</span>
            <input
              name="max"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder={listingText.maxPrice}
              defaultValue={params.maxKurus !== undefined ? kurusToLiraInput(params.maxKurus) : ""}
              className={`${field} w-full sm:w-24`}
            />
          </label>
        </div>
      </fieldset>
      <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-gray-800">
        <input type="checkbox" name="stock" value="1" defaultChecked={params.inStock} className="h-5 w-5 accent-brand-600" />
        {listingText.inStock}
      </label>
      <button
        type="submit"
        className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
      >
        <ShopIcon name="sliders-horizontal" className="h-4 w-4" />
        {listingText.apply}
      </button>
      {hasListingFilters(params) && (
        <Link
          to={listingHref({ q: params.q, category: params.category })}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
        >
          {listingText.clear}
        </Link>
      )}
    </form>
  );
}
