import { data, redirect, useLocation } from "react-router";
import { ListingChips } from "~/components/shop/listing-chips";
import { ListingFilters } from "~/components/shop/listing-filters";
import { ListingPagination } from "~/components/shop/listing-pagination";
import { cardProducts } from "~/components/shop/cart-item-from";
import { ProductGrid } from "~/components/shop/product-card";
import { listingText } from "~/lib/i18n/listing";
import { productsText } from "~/lib/i18n/products";
import { hasListingFilters, listingSearch, parseListingParams, withoutEmptyListingValues } from "~/lib/listing-params";
import { seoMeta, seoSiteFrom } from "~/lib/seo";
import { breadcrumbJsonLd, categoryBreadcrumb } from "~/lib/site-json-ld";
import { cachedShopCategories, cachedShopProducts } from "~/modules/catalog/cache.server";
import type { Route } from "./+types/products";

export const PAGE_SIZE = 24;

/** /products: the list, search results (`?q=`), sort, filters and pages, all from the URL (docs/product.md#product-list). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The filter form without JavaScript sends its empty fields too: the same list at its clean address.
  const clean = withoutEmptyListingValues(url);
  if (clean) throw redirect(clean);
  const params = parseListingParams(url.searchParams);
  const categories = await cachedShopCategories(context.db);
  const category = params.category ? (categories.find((c) => c.slug === params.category) ?? null) : null;
  // An unknown or inactive category lists nothing rather than everything.
  const list = (page: number) =>
    params.category && !category
      ? { products: [], total: 0 }
      : cachedShopProducts(context.db, {
          categorySlug: category?.slug,
          query: params.q,
          sort: params.sort,
          minKurus: params.minKurus,
          maxKurus: params.maxKurus,
          inStock: params.inStock,
          limit: PAGE_SIZE,
          offset: (page - 1) * PAGE_SIZE,
        });
  let page = params.page;
  let { products, total } = await list(page);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // A page past the end (?page=99999) shows the last page rather than an empty one.
  if (page > pages) {
    page = pages;
    ({ products, total } = await list(page));
  }
  // A category's list carries its breadcrumb as structured data (docs/product.md#search-engines), built here on the server.
  const breadcrumb = category ? breadcrumbJsonLd(categoryBreadcrumb(context.env.PUBLIC_URL ?? "", category)) : null;
  return data({ params: { ...params, page }, categories, category, query: params.q ?? null, products: cardProducts(products), total, page, pages, breadcrumb });
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const tags = seoMeta(seoSiteFrom(matches), {
    title: data?.query ? listingText.searchTitle(data.query) : data?.category ? `${data.category.name} – ${productsText.title}` : productsText.title,
    description: productsText.metaDescription,
    // The page itself, as the list writes its links (parameters it does not know, e.g. utm_*, left out).
    path: `/products${data ? listingSearch(data.params) : ""}`,
    noindex: Boolean(data?.query),
  });
  return data?.breadcrumb ? [...tags, { "script:ld+json": data.breadcrumb }] : tags;
};

export default function Products({ loaderData }: Route.ComponentProps) {
  const { params, categories, category, query, products, total, page, pages } = loaderData;
  // The filter form starts again from the URL after every navigation (its fields are uncontrolled).
  const { search } = useLocation();
  const filtered = hasListingFilters(params) || Boolean(query);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-extrabold sm:text-3xl">{query ? listingText.searchTitle(query) : category ? category.name : productsText.title}</h1>
      <ListingChips params={params} categories={categories} current={category} />
      <ListingFilters key={search} params={params} />
      <p className="mt-4 text-sm font-semibold text-gray-800" aria-live="polite">
        {query ? listingText.searchCount(query, total) : productsText.count(total)}
      </p>
      <div className="mt-4">
        {products.length === 0 ? (
          <p className="rounded-2xl bg-gray-50 p-10 text-center text-gray-700">{filtered ? listingText.noMatch : productsText.empty}</p>
        ) : (
          <ProductGrid products={products} eagerCount={4} />
        )}
      </div>
      <ListingPagination params={params} page={page} pages={pages} />
    </div>
  );
}
