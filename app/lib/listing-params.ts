// The product list's URL (docs/product.md#product-list): the one parser and the one writer of /products?…
// Every link of the list (category chips, sort, filters, pages, the home page's "Tümünü gör") is written
// by `listingHref`, so a link keeps the other parameters and the same list always has the same URL.
// Parsing never fails: a missing, unknown or malformed value is read as its default.
import { parseLiraToKurus } from "./money";
import { parsePage, stripNul } from "./input";

export const LISTING_SORTS = ["recommended", "newest", "price-asc", "price-desc", "discount"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export interface ListingParams {
  /** The search term (trimmed, at most 100 characters); undefined lists without searching. */
  q?: string;
  /** A category slug; whether it exists is the loader's business. */
  category?: string;
  sort: ListingSort;
  /** The price range in kuruş, both ends included. */
  minKurus?: number;
  maxKurus?: number;
  /** Only products with stock. */
  inStock: boolean;
  page: number;
}

export const DEFAULT_LISTING: ListingParams = { sort: "recommended", inStock: false, page: 1 };
export const MAX_LISTING_PAGE = 10_000;
const MAX_QUERY_LENGTH = 100;
const MAX_SLUG_LENGTH = 200;
/** Prices are PostgreSQL integers: a bound past the largest one filters nothing and is dropped. */
const MAX_PRICE_KURUS = 2_147_483_647;

function text(value: string | null, max: number): string | undefined {
  const trimmed = stripNul(value ?? "")
    .trim()
    .slice(0, max)
    .trim();
  return trimmed || undefined;
}

function price(value: string | null): number | undefined {
  if (value == null) return undefined;
  let typed = value.slice(0, 32).trim();
  // Without a comma, "1.250" is a Turkish thousands separator (1250 lira), "149.90" an English decimal point.
  if (/^\d{1,3}(\.\d{3})+$/.test(typed)) typed = typed.replaceAll(".", "");
  const kurus = parseLiraToKurus(typed);
  return kurus !== null && kurus <= MAX_PRICE_KURUS ? kurus : undefined;
}

/** The list asked for by a URL's search parameters (the first of repeated ones). */
export function parseListingParams(search: URLSearchParams): ListingParams {
  const sort = search.get("sort");
  let minKurus = price(search.get("min"));
  let maxKurus = price(search.get("max"));
  // "200 to 100" is read as 100 to 200.
  if (minKurus !== undefined && maxKurus !== undefined && minKurus > maxKurus) [minKurus, maxKurus] = [maxKurus, minKurus];
  return {
    q: text(search.get("q"), MAX_QUERY_LENGTH),
    category: text(search.get("category"), MAX_SLUG_LENGTH),
    sort: LISTING_SORTS.includes(sort as ListingSort) ? (sort as ListingSort) : DEFAULT_LISTING.sort,
    minKurus: minKurus || undefined,
    maxKurus,
    inStock: search.get("stock") === "1",
    page: parsePage(search.get("page"), MAX_LISTING_PAGE),
  };
}

/** 14990 → "149,9"; 15000 → "150": a bound as a Turkish shopper writes it, for the URL and the form. */
export function kurusToLiraInput(kurus: number): string {
  const lira = Math.floor(kurus / 100);
  const rest = kurus % 100;
  if (rest === 0) return String(lira);
  return `${lira},${String(rest).padStart(2, "0").replace(/0$/, "")}`;
}

/** The search part ("?…", or "" for the plain list) of a list; defaults are left out. */
export function listingSearch(params: Partial<ListingParams>): string {
  const search = new URLSearchParams();
  if (params.q) search.set("q", params.q);
  if (params.category) search.set("category", params.category);
  if (params.sort && params.sort !== DEFAULT_LISTING.sort) search.set("sort", params.sort);
  if (params.minKurus) search.set("min", kurusToLiraInput(params.minKurus));
  if (params.maxKurus !== undefined) search.set("max", kurusToLiraInput(params.maxKurus));
  if (params.inStock) search.set("stock", "1");
  if (params.page && params.page > 1) search.set("page", String(params.page));
  const query = search.toString();
  return query ? `?${query}` : "";
}

/**
 * The one search part a list is known by (its canonical URL and its page-cache key): its parameters read as
 * the page reads them, defaults dropped, in `listingSearch`'s order; anything the list does not know
 * (utm_*, fbclid, gclid, a typo…) is left out. `?utm_source=x&sort=newest&page=0` → `?sort=newest`.
 */
export function canonicalListingSearch(search: URLSearchParams): string {
  return listingSearch(parseListingParams(search));
}

/** The URL of `params` changed by `changes`; a change of anything but the page goes back to page 1. */
export function listingHref(params: Partial<ListingParams>, changes: Partial<ListingParams> = {}): string {
  const next = { ...params, ...changes };
  if (!("page" in changes)) next.page = 1;
  return `/products${listingSearch(next)}`;
}

/** Whether any filter or sort beyond the category and the search term is set (the "clear" link shows then). */
export function hasListingFilters(params: ListingParams): boolean {
  return params.sort !== DEFAULT_LISTING.sort || params.minKurus !== undefined || params.maxKurus !== undefined || params.inStock;
}

/**
 * The page numbers a numbered pager shows: the first, the last, and `around` pages each side of the
 * current one, with "gap" where pages are left out (1 … 4 5 6 … 20). A gap never hides a single page.
 */
export function pageNumbers(page: number, pages: number, around = 1): (number | "gap")[] {
  const shown: (number | "gap")[] = [];
  for (let n = 1; n <= pages; n++) {
    const near = Math.abs(n - page) <= around;
    // A single page between the first/last and the window is shown rather than "…".
    const edge = n === 1 || n === pages || (n === 2 && page - around === 3) || (n === pages - 1 && page + around === pages - 2);
    if (near || edge) shown.push(n);
    else if (shown.at(-1) !== "gap") shown.push("gap");
  }
  return shown;
}

const LISTING_KEYS = ["q", "category", "sort", "min", "max", "stock", "page"];

/**
 * The same URL without the list's empty parameters (`?sort=newest&min=&max=`, what the filter form sends
 * without JavaScript), or null when it has none: the list redirects there so the address stays shareable.
 * Other parameters (e.g. utm_*) are kept as they are.
 */
export function withoutEmptyListingValues(url: URL): string | null {
  const kept = [...url.searchParams].filter(([name, value]) => !LISTING_KEYS.includes(name) || value.trim() !== "");
  if (kept.length === [...url.searchParams].length) return null;
  const search = new URLSearchParams(kept).toString();
  return `${url.pathname}${search ? `?${search}` : ""}`;
}
