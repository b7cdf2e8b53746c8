// Catalogue reads for the shop. Inactive products never leave this module (docs/product.md#inactive-and-sold-out-products).
import { and, asc, desc, eq, gt, gte, inArray, like, lte, ne, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { categories, productCategories, productImages, products } from "~/db/schema";
import { escapeLike, stripNul } from "~/lib/input";
import type { ListingSort } from "~/lib/listing-params";
import type { Personalisation } from "~/lib/personalisation";
import type { ImageRef } from "~/lib/media";
import { foldTurkish } from "~/lib/turkish";
import type { ProductOption, ShopVariant } from "~/lib/variants";
import { readShopVariants } from "./variant-summary.server";
import type { ProductOffer } from "./sale-price.server";

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
  /** The dearest active variant's price: above priceKurus, cards say "₺X'den başlayan" (docs/product.md#options-and-variants). */
  maxPriceKurus: number;
  /** How many active variants: more than one, a card links to the product page to choose instead of adding. */
  variantCount: number;
  isNew: boolean;
  /** The product asks for a text, a choice or a photo it cannot be bought without: its card links to its page ("Kişiselleştir"). */
  personalRequired?: boolean;
  /** Its approved reviews' average (one decimal) and count, shown on cards (docs/product.md#reviews); null: none yet. */
  rating: ProductRating | null;
  image: ImageRef | null;
}

export interface ProductRating {
  average: number;
  count: number;
}

export interface ProductDetail extends ProductSummary {
  /** The product's options ([] for a product sold one way) and its active variants, in the merchant's order. */
  options: ProductOption[];
  variants: ShopVariant[];
  /** The fields a buyer fills in for a personalised gift (none for most products): docs/product.md#personalised-gifts. */
  personalisation: Personalisation;
  /** The product's own brand for search engines; null: the shop's name (docs/product.md#search-engines). */
  brand: string | null;
  /** The last minute of the scheduled sale some variant is sold at now (docs/product.md#sale-prices); null: none. */
  saleEndsAt: Date | null;
  /** The public automatic offers covering the product now ("3 al 2 öde"); read by the cached product page only. */
  offers?: ProductOffer[];
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

/** A product summary's columns without its image (the list queries read first images in one go: withFirstImages). */
export const summaryColumnsWithoutImage = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  description: products.description,
  priceKurus: products.priceKurus,
  originalPriceKurus: products.originalPriceKurus,
  shippingCostKurus: products.shippingCostKurus,
  stock: products.stock,
  maxPriceKurus: products.maxPriceKurus,
  variantCount: products.variantCount,
  isNew: products.isNew,
  personalRequired: sql<boolean>`coalesce(jsonb_path_exists(${products.personalisation}, '$.fields[*] ? (@.required == true)'), false)`,
  // As averageRating (app/lib/reviews.ts) rounds: exact decimals, halves up, one decimal.
  rating: sql<ProductRating | null>`case when ${products.reviewCount} > 0 then json_build_object(
    'average', round(${products.ratingTotal}::numeric / ${products.reviewCount}, 1), 'count', ${products.reviewCount}) end`,
};

const summaryColumns = { ...summaryColumnsWithoutImage, image: firstImageJson.as("image") };

/** The first image of each of these products that has one (by product id). */
export type FirstImageReader = (productIds: string[]) => Promise<Map<string, ImageRef>>;

/**
 * One indexed read for all the ids (DISTINCT ON) instead of a correlated subquery per row (docs/benchmarks.md#where-an-uncached-pages-cpu-goes). `all`: the ids are most of the catalogue (the search index), cheaper read
 * whole than listed.
 */
export function readFirstImages(db: Executor, { all = false } = {}): FirstImageReader {
  return async (productIds) => {
    if (productIds.length === 0) return new Map();
    const images = await db
      .selectDistinctOn([productImages.productId], {
        productId: productImages.productId,
        path: productImages.path,
        width: productImages.width,
        height: productImages.height,
      })
      .from(productImages)
      .where(all ? undefined : inArray(productImages.productId, productIds))
      .orderBy(productImages.productId, asc(productImages.position));
    return new Map(images.map(({ productId, ...image }) => [productId, image]));
  };
}

/** Puts each product's first image on its row, read for the whole page at once. */
export async function withFirstImages<T extends { id: string }>(rows: T[], firstImages: FirstImageReader): Promise<(T & { image: ImageRef | null })[]> {
  if (rows.length === 0) return [];
  const firstImage = await firstImages(rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, image: firstImage.get(row.id) ?? null }));
}

export async function listActiveCategories(db: Executor): Promise<CategorySummary[]> {
  return db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.name));
}

/** The categories the shop offers (chips, home rows): active ones holding at least one active product. */
export async function listShopCategories(db: Executor): Promise<CategorySummary[]> {
  return db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(
      and(
        eq(categories.isActive, true),
        sql`exists (
          select 1 from ${productCategories} pc join ${products} p on p.id = pc.product_id
          where pc.category_id = ${categories.id} and p.is_active
        )`,
      ),
    )
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

/** Which products a list shows. */
export interface ProductFilter {
  categorySlug?: string;
  /** A search term: only products whose name or description contains it (Turkish-folded). */
  query?: string;
  /** Price bounds in kuruş, both included. */
  minKurus?: number;
  maxKurus?: number;
  inStock?: boolean;
  /** Only products sold below their original price (the home page's row). */
  discountedOnly?: boolean;
}

export interface ProductListOptions extends ProductFilter {
  sort?: ListingSort;
  /** Count every match (`total`); off for rows that only show their first few (total is then the rows'). */
  countAll?: boolean;
  limit?: number;
  offset?: number;
}

/** The share of the original price taken off, 0 without a real discount (as `discountPercent`). */
const discountShare = sql`case when ${products.originalPriceKurus} > ${products.priceKurus}
  then (${products.originalPriceKurus} - ${products.priceKurus})::float8 / ${products.originalPriceKurus} else 0 end`;

function listOrder(sort: ListingSort, folded: string | undefined) {
  const newest = [desc(products.createdAt), asc(products.id)];
  switch (sort) {
    case "newest":
      return newest;
    case "price-asc":
      return [asc(products.priceKurus), ...newest];
    case "price-desc":
      return [desc(products.priceKurus), ...newest];
    case "discount":
      return [desc(discountShare), ...newest];
    case "recommended":
      // A search ranks as the header's dropdown does (earlier matches, i.e. name matches, first).
      return folded ? [sql`strpos(${products.searchText}, ${folded})`, asc(products.name), asc(products.id)] : newest;
  }
}

/**
 * Active products, one page at a time, filtered and sorted as the product list's URL asks
 * (docs/product.md#product-list); without options the newest first.
 */
/** The filter's condition with its folded term, or null when the term is too short to match anything. */
function filterCondition({ categorySlug, query, minKurus, maxKurus, inStock, discountedOnly }: ProductFilter) {
  const folded = query === undefined ? undefined : foldedSearchTerm(query);
  // A term shorter than the search's minimum matches nothing, as in the header's dropdown.
  if (folded === null) return null;
  const where = and(
    eq(products.isActive, true),
    categorySlug ? inActiveCategory(categorySlug) : undefined,
    folded ? searchTextContains(folded) : undefined,
    minKurus !== undefined ? gte(products.priceKurus, minKurus) : undefined,
    maxKurus !== undefined ? lte(products.priceKurus, maxKurus) : undefined,
    inStock ? gt(products.stock, 0) : undefined,
    discountedOnly ? gt(products.originalPriceKurus, products.priceKurus) : undefined,
  );
  return { where, folded };
}

/** How many active products the filter matches (the product list's total). */
export async function countShopProducts(db: Executor, filter: ProductFilter): Promise<number> {
  const condition = filterCondition(filter);
  if (!condition) return 0;
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(condition.where);
  return count;
}

export async function listShopProducts(db: Executor, options: ProductListOptions = {}, firstImages = readFirstImages(db)): Promise<ProductPage> {
  const { sort = "recommended", countAll = true, limit = 24, offset = 0 } = options;
  const condition = filterCondition(options);
  if (!condition) return { products: [], total: 0 };
  const { where, folded } = condition;
  const [rows, counted] = await Promise.all([
    db
      .select(summaryColumnsWithoutImage)
      .from(products)
      .where(where)
      .orderBy(...listOrder(sort, folded))
      .limit(limit)
      .offset(offset)
      .then((page) => withFirstImages(page, firstImages)),
    countAll ? countShopProducts(db, options) : null,
  ]);
  return { products: rows, total: counted ?? rows.length };
}

/** A product's images (in order) and its active categories: what only an admin edit changes. */
export interface ProductMedia {
  images: ImageRef[];
  categories: CategorySummary[];
}

export async function readProductMedia(db: Executor, productId: string): Promise<ProductMedia> {
  const [images, cats] = await Promise.all([
    db
      .select({ path: productImages.path, width: productImages.width, height: productImages.height })
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.position)),
    db
      .select({ id: categories.id, name: categories.name, slug: categories.slug })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(and(eq(productCategories.productId, productId), eq(categories.isActive, true)))
      .orderBy(asc(categories.name)),
  ]);
  return { images, categories: cats };
}

/** A product page's columns of the product row (its images and categories are read apart: ProductMedia). */
const detailColumns = {
  ...summaryColumnsWithoutImage,
  updatedAt: products.updatedAt,
  options: products.options,
  personalisation: products.personalisation,
  brand: products.brand,
  dimensionWidth: products.dimensionWidth,
  dimensionHeight: products.dimensionHeight,
  dimensionDepth: products.dimensionDepth,
  dimensionUnit: products.dimensionUnit,
  weightValue: products.weightValue,
  weightUnit: products.weightUnit,
  saleEndsAt: products.saleEndsAt,
};

/** A product's row as a product page reads it. */
export interface ProductRow extends Omit<ProductSummary, "image"> {
  updatedAt: Date;
  options: ProductOption[];
  personalisation: Personalisation;
  brand: string | null;
  dimensionWidth: number | null;
  dimensionHeight: number | null;
  dimensionDepth: number | null;
  dimensionUnit: string;
  weightValue: number | null;
  weightUnit: string;
  saleEndsAt: Date | null;
}

/** The product page's product from its row, its media and its active variants (read each time: their stock changes with orders). */
export function productDetailFrom(row: ProductRow, { images, categories: cats }: ProductMedia, variants: ShopVariant[]): ProductDetail {
  const { dimensionWidth, dimensionHeight, dimensionDepth, dimensionUnit, weightValue, weightUnit, ...summary } = row;
  const hasDimensions = dimensionWidth != null || dimensionHeight != null || dimensionDepth != null;
  return {
    ...summary,
    variants,
    saleEndsAt: variants.some((variant) => variant.onSale) ? summary.saleEndsAt : null,
    image: images[0] ?? null,
    images,
    categories: cats,
    dimensions: hasDimensions ? { width: dimensionWidth, height: dimensionHeight, depth: dimensionDepth, unit: dimensionUnit } : null,
    weight: weightValue != null ? { value: weightValue, unit: weightUnit } : null,
  };
}

/** A list card's summary (without its image) from a product row. */
export function summaryFromRow({
  id,
  slug,
  name,
  description,
  priceKurus,
  originalPriceKurus,
  shippingCostKurus,
  stock,
  maxPriceKurus,
  variantCount,
  isNew,
  personalRequired,
  rating,
}: ProductRow): Omit<ProductSummary, "image"> {
  return {
    id,
    slug,
    name,
    description,
    priceKurus,
    originalPriceKurus,
    shippingCostKurus,
    stock,
    maxPriceKurus,
    variantCount,
    isNew,
    personalRequired,
    rating,
  };
}

/** The rows of the active products among `ids`, as they are now (price, stock), by id: one read for a whole page. */
export async function readActiveProductRows(db: Executor, ids: string[]): Promise<Map<string, ProductRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(detailColumns)
    .from(products)
    .where(and(eq(products.isActive, true), inArray(products.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function getShopProduct(
  db: Executor,
  slug: string,
  media: (productId: string) => Promise<ProductMedia> = (id) => readProductMedia(db, id),
): Promise<ProductDetail | null> {
  // A NUL cannot be in a stored slug (and PostgreSQL refuses it as a parameter).
  if (slug.includes("\u0000")) return null;
  const [row] = await db
    .select(detailColumns)
    .from(products)
    .where(and(eq(products.slug, slug), eq(products.isActive, true)))
    .limit(1);
  if (!row) return null;
  const [productMedia, variants] = await Promise.all([media(row.id), readShopVariants(db, row.id)]);
  return productDetailFrom(row, productMedia, variants);
}

/** Other active products sharing a category with this one, newest first. */
export async function listSimilarProducts(
  db: Executor,
  product: Pick<ProductDetail, "id" | "categories">,
  limit = 4,
  firstImages = readFirstImages(db),
): Promise<ProductSummary[]> {
  const categoryIds = product.categories.map((c) => c.id);
  if (categoryIds.length === 0) return [];
  const rows = await db
    .select(summaryColumnsWithoutImage)
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
  return withFirstImages(rows, firstImages);
}

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_RESULTS = 8;

/**
 * The folded search text contains the folded term. Both sides are already lower case (foldTurkish), so a
 * plain LIKE finds what ILIKE found, at a fraction of the cost per row (ILIKE lower-cases every row's text
 * again); the trigram index (products_search_trgm_idx) serves both.
 */
export function searchTextContains(folded: string) {
  return like(products.searchText, `%${escapeLike(folded)}%`);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The term a search looks for: folded as the search text is, or null when shorter than the minimum.
 * NUL is never in the catalogue, and PostgreSQL refuses it as a parameter: it is dropped. A lone UTF-16
 * surrogate becomes U+FFFD, as the database drivers encode it, so the in-memory search (search-index.server.ts)
 * looks for the same characters as the SQL one.
 */
export function foldedSearchTerm(query: string): string | null {
  const folded = foldTurkish(stripNul(query)).replace(LONE_SURROGATE, "\uFFFD");
  return folded.length < SEARCH_MIN_LENGTH ? null : folded;
}

/**
 * Active products whose name or description contains the query, Turkish-folded both ways; names first.
 * The SQL form, and the reference of the in-memory search the shop uses (search-index.server.ts).
 */
export async function searchProducts(db: Executor, query: string, limit = SEARCH_MAX_RESULTS): Promise<ProductSummary[]> {
  const folded = foldedSearchTerm(query);
  if (folded === null) return [];
  return (
    db
      .select(summaryColumns)
      .from(products)
      .where(and(eq(products.isActive, true), searchTextContains(folded)))
      // Earlier matches first: the search text starts with the name, so name matches rank above description ones.
      .orderBy(sql`strpos(${products.searchText}, ${folded})`, asc(products.name), asc(products.id))
      .limit(Math.min(limit, SEARCH_MAX_RESULTS))
  );
}

/** The stock of the active products among `ids` (stock changes with orders, without a new catalogue version). */
export async function readActiveStock(db: Executor, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(and(eq(products.isActive, true), inArray(products.id, ids)));
  return new Map(rows.map((row) => [row.id, row.stock]));
}

/** Slugs and dates of every active product, for the sitemap. */
export async function listSitemapProducts(db: Executor): Promise<{ slug: string; updatedAt: Date }[]> {
  return db.select({ slug: products.slug, updatedAt: products.updatedAt }).from(products).where(eq(products.isActive, true)).orderBy(asc(products.slug));
}
