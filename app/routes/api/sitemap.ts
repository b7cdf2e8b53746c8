import { escapeHtml } from "~/lib/input";
import { isDemoCompany } from "~/lib/shop-settings";
import { listActiveCategories, listSitemapProducts } from "~/modules/catalog/queries.server";
import { getShopSettings } from "~/modules/settings/shop-settings.server";
import type { Route } from "./+types/sitemap";
import { legalLinks } from "~/lib/i18n/footer";

const STATIC_PATHS = ["/", "/products", "/about", "/contact", ...legalLinks.map((l) => l.to)];

/**
 * /sitemap.xml: home, products, each active category and product, the static pages. While the shop is being set
 * up (the demo company) every page is `noindex`, so the sitemap lists none (docs/product.md#search-engines).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const origin = context.env.PUBLIC_URL;
  if (isDemoCompany(await getShopSettings(context.db))) return sitemapResponse([]);
  const [products, categories] = await Promise.all([listSitemapProducts(context.db), listActiveCategories(context.db)]);
  return sitemapResponse([
    ...STATIC_PATHS.map((path) => ({ loc: `${origin}${path}`, lastmod: undefined as string | undefined })),
    ...categories.map((c) => ({ loc: `${origin}/products?category=${encodeURIComponent(c.slug)}`, lastmod: undefined })),
    ...products.map((p) => ({ loc: `${origin}/product/${encodeURIComponent(p.slug)}`, lastmod: new Date(p.updatedAt).toISOString() })),
  ]);
}

function sitemapResponse(urls: { loc: string; lastmod: string | undefined }[]): Response {
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.map((u) => `  <url><loc>${escapeHtml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ""}</url>`).join("\n")}
</urlset>
`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600" } });
}
