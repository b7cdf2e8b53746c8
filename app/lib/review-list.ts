// The product page's review list in its URL (docs/product.md#reviews): `?yorumlar=faydali&yorum-sayfa=2`, the one
// parser and the one writer, shared by the page, its sort and page links, and the page cache's key
// (server/http/page-cache-key.ts), so each list page is its own address. Parsing never fails: a missing,
// unknown or malformed value is read as its default (newest first, page 1).
import { REVIEW_PAGE_PARAM, REVIEW_SORT_PARAM, REVIEW_SORT_VALUES, REVIEW_SORTS, type ReviewSort } from "./reviews";

/** Past this page nothing is listed (a product with 5,000 approved reviews): also bounds the page cache's keys. */
export const MAX_REVIEW_PAGE = 500;

export interface ReviewListParams {
  sort: ReviewSort;
  page: number;
}

export const DEFAULT_REVIEW_LIST: ReviewListParams = { sort: "newest", page: 1 };

/** The review list a URL's search parameters ask for. */
export function parseReviewListParams(search: URLSearchParams): ReviewListParams {
  const sortValue = search.get(REVIEW_SORT_PARAM);
  const sort = REVIEW_SORTS.find((name) => REVIEW_SORT_VALUES[name] === sortValue) ?? DEFAULT_REVIEW_LIST.sort;
  const pageValue = search.get(REVIEW_PAGE_PARAM) ?? "";
  const page = /^\d{1,4}$/.test(pageValue) ? Math.min(MAX_REVIEW_PAGE, Math.max(1, Number(pageValue))) : 1;
  return { sort, page };
}

/** The parameters of a review list in their canonical form: the defaults left out, the sort before the page. */
export function reviewListSearch({ sort, page }: ReviewListParams): [string, string][] {
  const entries: [string, string][] = [];
  if (sort !== DEFAULT_REVIEW_LIST.sort) entries.push([REVIEW_SORT_PARAM, REVIEW_SORT_VALUES[sort]]);
  if (page > 1) entries.push([REVIEW_PAGE_PARAM, String(page)]);
  return entries;
}

/** The review a shopper has just found helpful, in the address the vote answers with (`?oylandi=<id>`): thanked there. */
export const REVIEW_VOTED_PARAM = "oylandi";

/** The section's id on the product page: links to the list (and the rating by the title) end with `#degerlendirmeler`. */
export const REVIEWS_ANCHOR = "degerlendirmeler";

/** The link of a review list page of `productSlug`, at the section (`/product/kupa?yorumlar=faydali&yorum-sayfa=2#degerlendirmeler`). */
export function reviewListHref(productSlug: string, params: ReviewListParams): string {
  const query = new URLSearchParams(reviewListSearch(params)).toString();
  return `/product/${productSlug}${query ? `?${query}` : ""}#${REVIEWS_ANCHOR}`;
}
