import { data, Link } from "react-router";
import { ProductGrid } from "~/components/shop/product-card";
import { productsText } from "~/lib/i18n/products";
import { parsePage } from "~/lib/input";
import { publicOriginFrom, seoMeta } from "~/lib/seo";
import { cachedActiveCategories, cachedSearch, cachedShopProducts } from "~/modules/catalog/cache.server";
import type { Route } from "./+types/products";

export const PAGE_SIZE = 24;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const categorySlug = url.searchParams.get("category") || undefined;
  const query = url.searchParams.get("q")?.trim().slice(0, 100) || undefined;
  const asked = parsePage(url.searchParams.get("page"), 10_000);
  const categories = await cachedActiveCategories(context.db);
  const category = categorySlug ? categories.find((c) => c.slug === categorySlug) : undefined;
  if (query) {
    // Without JavaScript the header search submits here and lists its matches.
    const products = await cachedSearch(context.db, query);
    return data({ categories, category: null, query, products, total: products.length, page: 1, pages: 1 });
  }
  // An unknown or inactive category lists nothing rather than everything.
  const list = (page: number) =>
    categorySlug && !category
      ? { products: [], total: 0 }
      : cachedShopProducts(context.db, { categorySlug: category?.slug, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  let page = asked;
  let { products, total } = await list(page);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // A page past the end (?page=99999) shows the last page rather than an empty one.
  if (page > pages) {
    page = pages;
    ({ products, total } = await list(page));
  }
  return data({ categories, category: category ?? null, query: null, products, total, page, pages });
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const origin = publicOriginFrom(matches);
  const params = new URLSearchParams();
  if (data?.category) params.set("category", data.category.slug);
  if (data && data.page > 1) params.set("page", String(data.page));
  const search = params.toString();
  return seoMeta(origin, {
    title: data?.category ? `${data.category.name} – ${productsText.title}` : productsText.title,
    description: productsText.metaDescription,
    path: `/products${search ? `?${search}` : ""}`,
    noindex: Boolean(data?.query),
  });
};

function pageHref(categorySlug: string | undefined, page: number) {
  const params = new URLSearchParams();
  if (categorySlug) params.set("category", categorySlug);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return `/products${search ? `?${search}` : ""}`;
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { categories, category, query, products, total, page, pages } = loaderData;
  const chip = (active: boolean) =>
    `inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${active ? "border-brand-600 bg-brand-600 text-white" : "border-gray-300 bg-white text-gray-800 hover:border-brand-500"}`;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-extrabold sm:text-3xl">{category ? category.name : productsText.title}</h1>
      <nav aria-label={productsText.categoryFilter} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link to="/products" className={chip(!category && !query)} aria-current={!category && !query ? "page" : undefined}>
              {productsText.all}
            </Link>
          </li>
          {categories.map((c) => (
            <li key={c.id}>
              <Link to={`/products?category=${encodeURIComponent(c.slug)}`} className={chip(category?.id === c.id)} aria-current={category?.id === c.id ? "page" : undefined}>
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-4 text-sm text-gray-700" aria-live="polite">
        {productsText.count(total)}
      </p>
      <div className="mt-4">
        {products.length === 0 ? (
          <p className="rounded-2xl bg-gray-50 p-10 text-center text-gray-700">{productsText.empty}</p>
        ) : (
          <ProductGrid products={products} eagerCount={4} />
        )}
      </div>
      {pages > 1 && (
        <nav aria-label={productsText.pageOf(page, pages)} className="mt-8 flex items-center justify-center gap-4">
          {page > 1 ? (
            <Link rel="prev" to={pageHref(category?.slug, page - 1)} className="rounded-lg border border-gray-300 px-4 py-2 font-semibold">
              {productsText.previous}
            </Link>
          ) : null}
          <span className="text-sm text-gray-700">{productsText.pageOf(page, pages)}</span>
          {page < pages ? (
            <Link rel="next" to={pageHref(category?.slug, page + 1)} className="rounded-lg border border-gray-300 px-4 py-2 font-semibold">
              {productsText.next}
            </Link>
          ) : null}
        </nav>
      )}
    </div>
  );
}
