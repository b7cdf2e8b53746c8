// The one address each catalogue page is known by (docs/decisions/0018): the page cache's key, the URL
// React Router renders, and the page's canonical link. Parameters a page does not read (utm_*, fbclid,
// gclid, msclkid, _ga, a typo…) are left out, the ones it reads are written the way it reads them, so a
// campaign's random click ids neither make new renders nor new stored pages.
import type { IncomingMessage } from "node:http";
import { canonicalListingSearch, withoutEmptyListingValues } from "~/lib/listing-params";
import { isUuid } from "~/lib/input";
import { parseReviewListParams, REVIEW_VOTED_PARAM, reviewListSearch } from "~/lib/review-list";
import { MAX_OPTIONS, optionParam, VARIANT_PARAM } from "~/lib/variants";

/** React Router's own parameters of a data request (`/products.data?_routes=…`), kept after the page's. */
const DATA_REQUEST_PARAMS = ["_routes", "index"];
const MAX_SEARCH_TERM = 100;
/** A SKU or an option value is short; a longer parameter is cut, as it names nothing the shop sells. */
const MAX_VARIANT_PARAM = 200;
const PERSONAL_ERROR_PARAM = "hata";
const PERSONAL_ERROR = /^[A-Za-z0-9_-]{1,40}\.[a-z_-]{1,40}$/;
const MAX_PERSONAL_ERRORS = 5;

/**
 * A product page reads the chosen variant (`?secim=<sku>`) or, from the form without JavaScript, the chosen
 * option values (`?secenek1=…`, which the page redirects to `?secim=`); docs/product.md#options-and-variants.
 */
function productSearch(search: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (let i = 0; i < MAX_OPTIONS; i++) {
    const value = search.get(optionParam(i));
    if (value !== null) kept.set(optionParam(i), value.slice(0, MAX_VARIANT_PARAM));
  }
  const sku = search.get(VARIANT_PARAM);
  if (kept.size === 0 && sku) kept.set(VARIANT_PARAM, sku.slice(0, MAX_VARIANT_PARAM));
  // What the cart refused of a personalised gift's form without JavaScript (docs/product.md#personalised-gifts):
  // `?hata=<fieldId>.<reason>`, a few short codes the page words under its fields.
  for (const refusal of search.getAll(PERSONAL_ERROR_PARAM).slice(0, MAX_PERSONAL_ERRORS)) {
    if (PERSONAL_ERROR.test(refusal)) kept.append(PERSONAL_ERROR_PARAM, refusal);
  }
  // The review list's sort and page (docs/product.md#reviews): each list page is its own address, in canonical form.
  for (const [name, value] of reviewListSearch(parseReviewListParams(search))) kept.append(name, value);
  // The review a shopper has just found helpful (the vote's answer without JavaScript): the page thanks them there.
  const voted = search.get(REVIEW_VOTED_PARAM);
  if (isUuid(voted)) kept.set(REVIEW_VOTED_PARAM, voted.toLowerCase());
  const query = kept.toString();
  return query ? `?${query}` : "";
}

/** The search part (`?…` or "") of a page's known parameters, by the page's path without `.data`. */
function pageSearch(page: string, isData: boolean, search: URLSearchParams): string | null {
  if (page === "/products") return canonicalListingSearch(search);
  if (page === "/api/search") {
    // As the search route reads it (app/routes/api/search.ts).
    const q = (search.get("q") ?? "").slice(0, MAX_SEARCH_TERM);
    return q ? `?${new URLSearchParams({ q })}` : "";
  }
  if (/^\/product\/[^/]+$/.test(page)) return productSearch(search);
  if (page === "/" || (page === "/_root" && isData)) return "";
  return null;
}

/**
 * The canonical form of a catalogue URL (path and query), or null for a URL that is not a catalogue page
 * or must reach its page as it was sent: the list's empty filter fields (`?min=&max=`, the form without
 * JavaScript) are redirected by the page itself to a clean address that keeps the other parameters.
 */
export function canonicalCatalogUrl(url: string): string | null {
  const queryAt = url.indexOf("?");
  if (queryAt < 0) return null;
  const path = url.slice(0, queryAt);
  const isData = path.endsWith(".data");
  const search = new URLSearchParams(url.slice(queryAt + 1));
  const page = isData ? path.slice(0, -".data".length) : path;
  if (page === "/products" && withoutEmptyListingValues(new URL(`http://shop${url}`)) !== null) return null;
  let canonical = pageSearch(page, isData, search);
  if (canonical === null) return null;
  if (isData) {
    const kept = new URLSearchParams();
    for (const name of DATA_REQUEST_PARAMS) for (const value of search.getAll(name)) kept.append(name, value);
    const data = kept.toString();
    if (data) canonical += `${canonical ? "&" : "?"}${data}`;
  }
  return path + canonical;
}

/** The URL each rewritten request was sent with (for the request log; the app only sees the canonical one). */
const sentUrls = new WeakMap<IncomingMessage, string>();

/**
 * Rewrites a GET or HEAD of a catalogue page to its canonical URL before anything else sees it, so the
 * stored page, the render and the ETag are the canonical page's. The shopper's address bar keeps what
 * they opened (their campaign parameters included); the page's canonical link names the canonical URL.
 */
export function canonicaliseCatalogRequest(req: IncomingMessage): void {
  if ((req.method !== "GET" && req.method !== "HEAD") || !req.url) return;
  const canonical = canonicalCatalogUrl(req.url);
  if (canonical === null || canonical === req.url) return;
  sentUrls.set(req, req.url);
  req.url = canonical;
}

/** The URL as the client sent it (before canonicalisation). */
export function sentUrl(req: IncomingMessage): string | undefined {
  return sentUrls.get(req) ?? req.url;
}
