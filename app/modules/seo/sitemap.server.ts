// The sitemap at /sitemap.xml (docs/product.md#search-engines): every page the shop offers for indexing, products and
// categories with their last change, products with their images. Built once per catalogue version and served from
// memory (a product, category or settings save bumps it).
import { and, asc, eq, max, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { categories, productCategories, productImages, products } from "~/db/schema";
import { legalLinks } from "~/lib/i18n/footer";
import { absoluteImageUrl } from "~/lib/media";
import { isDemoCompany } from "~/lib/shop-settings";
import { XML_HEADER, xmlElement } from "~/lib/xml";
import { catalogCache } from "~/modules/catalog/cache.server";
import { OUTER_PRODUCT_ID } from "~/modules/catalog/queries.server";
import { getShopSettings } from "~/modules/settings/shop-settings.server";

/** The shop's pages without a product or category of their own, all indexable once the shop is open. */
export const SITEMAP_STATIC_PATHS = ["/", "/products", "/about", "/contact", "/order-lookup", ...legalLinks.map((link) => link.to)];

export interface SitemapUrl {
  loc: string;
  lastmod?: Date;
  /** Absolute image addresses. */
  images?: string[];
}

/** One `<url>`: its address, last change and images. */
export function sitemapUrlXml(url: SitemapUrl): string {
  const images = (url.images ?? []).map((image) => `<image:image>${xmlElement("image:loc", image)}</image:image>`);
  return `<url>${xmlElement("loc", url.loc)}${url.lastmod ? xmlElement("lastmod", url.lastmod.toISOString()) : ""}${images.join("")}</url>`;
}

export function sitemapXml(urls: readonly SitemapUrl[]): string {
  return `${XML_HEADER}
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
${urls.map(sitemapUrlXml).join("\n")}
</urlset>
`;
}

/**
 * Active categories with their last change: the category's own save or that of an active product in it, whichever
 * is later (its list page shows those products).
 */
async function readSitemapCategories(db: Executor): Promise<{ slug: string; lastmod: Date }[]> {
  const rows = await db
    .select({ slug: categories.slug, updatedAt: categories.updatedAt, productUpdatedAt: max(products.updatedAt) })
    .from(categories)
    .leftJoin(productCategories, eq(productCategories.categoryId, categories.id))
    .leftJoin(products, and(eq(products.id, productCategories.productId), eq(products.isActive, true)))
    .where(eq(categories.isActive, true))
    .groupBy(categories.id)
    .orderBy(asc(categories.slug));
  return rows.map((row) => {
    const productUpdatedAt = row.productUpdatedAt === null ? null : new Date(row.productUpdatedAt);
    return { slug: row.slug, lastmod: productUpdatedAt && productUpdatedAt > row.updatedAt ? productUpdatedAt : row.updatedAt };
  });
}

/** Active products with their last change and their images' storage paths, in order. */
async function readSitemapProducts(db: Executor): Promise<{ slug: string; updatedAt: Date; images: string[] }[]> {
  return db
    .select({
      slug: products.slug,
      updatedAt: products.updatedAt,
      images: sql<string[]>`coalesce((
        select json_agg(pi.path order by pi.position, pi.id) from ${productImages} pi where pi.product_id = ${OUTER_PRODUCT_ID}
      ), '[]'::json)`,
    })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.slug));
}

/** The sitemap's XML: while the shop is being set up (the demo company) every page is `noindex`, so it lists none. */
export function sitemap(db: Executor, origin: string): Promise<string> {
  return catalogCache(db).getExact(`sitemap:${origin}`, async () => {
    if (isDemoCompany(await getShopSettings(db))) return sitemapXml([]);
    const [productRows, categoryRows] = await Promise.all([readSitemapProducts(db), readSitemapCategories(db)]);
    return sitemapXml([
      ...SITEMAP_STATIC_PATHS.map((path) => ({ loc: `${origin}${path}` })),
      ...categoryRows.map((c) => ({ loc: `${origin}/products?category=${encodeURIComponent(c.slug)}`, lastmod: c.lastmod })),
      ...productRows.map((p) => ({
        loc: `${origin}/product/${encodeURIComponent(p.slug)}`,
        lastmod: new Date(p.updatedAt),
        images: p.images.map((path) => absoluteImageUrl(origin, path, 1280)),
      })),
    ]);
  });
}
