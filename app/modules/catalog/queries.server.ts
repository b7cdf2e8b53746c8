// Catalogue reads for the shop. Inactive products never leave this module (docs/product.md#inactive-and-sold-out-products).
import { and, asc, desc, eq, ilike, inArray, ne, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { categories, productCategories, productImages, products } from "~/db/schema";
import { escapeLike, stripNul } from "~/lib/input";
import type { ImageRef } from "~/lib/media";
import { foldTurkish } from "~/lib/turkish";

export interface CategorySummary {
  id: string;
  name: string;
  slug: string;
}

export interface ProductSummary {
  id: string;
  slug: string;
  name: string;
  description: string;
  priceKurus: number;
  originalPriceKurus: number | null;
  shippingCostKurus: number;
  stock: number;
  isNew: boolean;
  image: ImageRef | null;
}

export interface ProductDetail extends ProductSummary {
  images: ImageRef[];
  categories: CategorySummary[];
  dimensions: { width: number | null; height: number | null; depth: number | null; unit: string } | null;
  weight: { value: number; unit: string } | null;
  updatedAt: Date;
}

/** The text search looks in: name and description folded the Turkish way. */
export function productSearchText(name: string, description: string): string {
  return foldTurkish(`${name} ${description}`);
}

/**
 * Drizzle writes columns in a select list without their table, so a correlated subquery there must name
 * the outer product's id explicitly.
 */
export const OUTER_PRODUCT_ID = sql.raw(`"products"."id"`);

/** The first image of the outer product, as { path, width, height } or null. */
export const firstImageJson = sql<ImageRef | null>`(
    select json_build_object('path', pi.path, 'width', pi.width, 'height', pi.height)
    from ${productImages} pi where pi.product_id = ${OUTER_PRODUCT_ID}
    order by pi.position asc limit 1
  )`;

const summaryColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  description: products.description,
  priceKurus: products.priceKurus,
  originalPriceKurus: products.originalPriceKurus,
  shippingCostKurus: products.shippingCostKurus,
  stock: products.stock,
  isNew: products.isNew,
  image: firstImageJson.as("image"),
};

export async function listActiveCategories(db: Executor): Promise<CategorySummary[]> {
  return db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.name));
}

function inActiveCategory(categorySlug: string) {
  return sql`exists (
    select 1 from ${productCategories} pc join ${categories} c on c.id = pc.category_id
    where pc.product_id = ${products.id} and c.slug = ${categorySlug} and c.is_active
  )`;
}

export interface ProductPage {
  products: ProductSummary[];
  total: number;
}

/** Active products, newest first, optionally in one active category, one page at a time. */
export async function listShopProducts(
  db: Executor,
  { categorySlug, limit = 24, offset = 0 }: { categorySlug?: string; limit?: number; offset?: number } = {},
): Promise<ProductPage> {
  const where = categorySlug ? and(eq(products.isActive, true), inActiveCategory(categorySlug)) : eq(products.isActive, true);
  const [rows, [{ count }]] = await Promise.all([
    db.select(summaryColumns).from(products).where(where).orderBy(desc(products.createdAt), asc(products.id)).limit(limit).offset(offset),
    db.select({ count: sql<number>`count(*)::int` }).from(products).where(where),
  ]);
  return { products: rows, total: count };
}

export async function getShopProduct(db: Executor, slug: string): Promise<ProductDetail | null> {
  // A NUL cannot be in a stored slug (and PostgreSQL refuses it as a parameter).
  if (slug.includes("\u0000")) return null;
  const [row] = await db
    .select({
      ...summaryColumns,
      updatedAt: products.updatedAt,
      dimensionWidth: products.dimensionWidth,
      dimensionHeight: products.dimensionHeight,
      dimensionDepth: products.dimensionDepth,
      dimensionUnit: products.dimensionUnit,
      weightValue: products.weightValue,
      weightUnit: products.weightUnit,
    })
    .from(products)
    .where(and(eq(products.slug, slug), eq(products.isActive, true)))
    .limit(1);
  if (!row) return null;
  const [images, cats] = await Promise.all([
    db
      .select({ path: productImages.path, width: productImages.width, height: productImages.height })
      .from(productImages)
      .where(eq(productImages.productId, row.id))
      .orderBy(asc(productImages.position)),
    db
      .select({ id: categories.id, name: categories.name, slug: categories.slug })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(and(eq(productCategories.productId, row.id), eq(categories.isActive, true)))
      .orderBy(asc(categories.name)),
  ]);
  const { dimensionWidth, dimensionHeight, dimensionDepth, dimensionUnit, weightValue, weightUnit, ...summary } = row;
  const hasDimensions = dimensionWidth != null || dimensionHeight != null || dimensionDepth != null;
  return {
    ...summary,
    images,
    categories: cats,
    dimensions: hasDimensions ? { width: dimensionWidth, height: dimensionHeight, depth: dimensionDepth, unit: dimensionUnit } : null,
    weight: weightValue != null ? { value: weightValue, unit: weightUnit } : null,
  };
}

/** Other active products sharing a category with this one, newest first. */
export async function listSimilarProducts(db: Executor, product: Pick<ProductDetail, "id" | "categories">, limit = 4): Promise<ProductSummary[]> {
  const categoryIds = product.categories.map((c) => c.id);
  if (categoryIds.length === 0) return [];
  return db
    .select(summaryColumns)
    .from(products)
    .where(
      and(
        eq(products.isActive, true),
        ne(products.id, product.id),
        sql`exists (select 1 from ${productCategories} pc where pc.product_id = ${products.id} and ${inArray(sql`pc.category_id`, categoryIds)})`,
      ),
    )
    .orderBy(desc(products.createdAt))
    .limit(limit);
}

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_RESULTS = 8;

/** Active products whose name or description contains the query, Turkish-folded both ways; names first. */
export async function searchProducts(db: Executor, query: string, limit = SEARCH_MAX_RESULTS): Promise<ProductSummary[]> {
  // NUL is never in the catalogue, and PostgreSQL refuses it as a parameter: drop it.
  const folded = foldTurkish(stripNul(query));
  if (folded.length < SEARCH_MIN_LENGTH) return [];
  const pattern = `%${escapeLike(folded)}%`;
  return db
    .select(summaryColumns)
    .from(products)
    .where(and(eq(products.isActive, true), ilike(products.searchText, pattern)))
    // Earlier matches first: the search text starts with the name, so name matches rank above description ones.
    .orderBy(sql`strpos(${products.searchText}, ${folded})`, asc(products.name))
    .limit(Math.min(limit, SEARCH_MAX_RESULTS));
}

/** Slugs and dates of every active product, for the sitemap. */
export async function listSitemapProducts(db: Executor): Promise<{ slug: string; updatedAt: Date }[]> {
  return db.select({ slug: products.slug, updatedAt: products.updatedAt }).from(products).where(eq(products.isActive, true)).orderBy(asc(products.slug));
}
