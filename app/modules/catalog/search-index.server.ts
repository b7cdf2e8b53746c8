// The search index: the active products' folded search texts, held in memory once per catalogue version and
// scanned with indexOf (docs/decisions/0008; docs/benchmarks.md#search). It answers the header's
// search and the product list's search filter with exactly the products, order and totals of their SQL forms
// in queries.server.ts (`searchProducts`, `listShopProducts`); search-index.server.test.ts compares them.
//
// Why: the ranking (earliest match, then name) needs every matching row's position, so the SQL reads every
// product for a common word (~9 ms of CPU at 10,000 products); no index returns rows in `strpos` order.
//
// Exact equality rests on three things:
// - the texts are the stored `search_text` column and the term is `foldedSearchTerm`'s, as in the SQL;
// - every order that involves text or time comes from the database itself: the products are loaded in
//   `name, id` order (the array's order is the name rank, whatever the database's collation), and each
//   carries its rank in `created_at desc, id` order (timestamps have microseconds, JavaScript dates do not);
// - positions count code points as `strpos` does (indexOf counts UTF-16 units; they differ after an emoji).
// The index also holds each product's summary (a card's fields and first image): the header's search reads
// nothing from the database, the list reads only the stock of the products it shows, as stock is not part of
// the catalogue version (orders change it). For the same reason an in-stock filter reads which products are
// sold out when it is asked.
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { categories, productCategories, products } from "~/db/schema";
import type { ListingSort } from "~/lib/listing-params";
import type { SearchResult } from "~/lib/search";
import {
  foldedSearchTerm,
  type ProductListOptions,
  type ProductPage,
  type ProductSummary,
  readActiveStock,
  readFirstImages,
  SEARCH_MAX_RESULTS,
  summaryColumnsWithoutImage,
  withFirstImages,
} from "./queries.server";

interface IndexedProduct {
  /** The card's fields as `listShopProducts` reads them; `stock` as it was when the index was built. */
  summary: ProductSummary;
  searchText: string;
  /** The text holds characters outside the BMP (two UTF-16 units each): positions need counting. */
  hasAstral: boolean;
  /** Place in `created_at desc, id` order among the active products (the list's "newest" order). */
  newestRank: number;
  /** Slugs of the product's active categories. */
  categorySlugs: string[];
}

export interface SearchIndex {
  /** Active products in `name, id` order: an entry's index is its name rank. */
  products: IndexedProduct[];
}

const ASTRAL = /[\uD800-\uDFFF]/;

/** Reads the active products' summaries, search texts, ranks and categories (three reads of the whole catalogue). */
export async function loadSearchIndex(db: Executor): Promise<SearchIndex> {
  const [rows, memberships] = await Promise.all([
    db
      .select({
        ...summaryColumnsWithoutImage,
        searchText: products.searchText,
        newestRank: sql<number>`(row_number() over (order by ${desc(products.createdAt)}, ${asc(products.id)}))::int`,
      })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(asc(products.name), asc(products.id))
      .then((found) => withFirstImages(found, readFirstImages(db, { all: true }))),
    db
      .select({ productId: productCategories.productId, slug: categories.slug })
      .from(productCategories)
      .innerJoin(categories, and(eq(categories.id, productCategories.categoryId), eq(categories.isActive, true))),
  ]);
  const slugsOf = new Map<string, string[]>();
  for (const { productId, slug } of memberships) {
    const slugs = slugsOf.get(productId);
    if (slugs) slugs.push(slug);
    else slugsOf.set(productId, [slug]);
  }
  return {
    products: rows.map(({ searchText, newestRank, ...summary }) => ({
      summary,
      searchText,
      hasAstral: ASTRAL.test(searchText),
      newestRank: Number(newestRank),
      categorySlugs: slugsOf.get(summary.id) ?? [],
    })),
  };
}

/** The summaries of `matches` with their stock read now; a product made inactive or deleted since is left out. */
async function withCurrentStock(db: Executor, matches: Match[]): Promise<ProductSummary[]> {
  const stock = await readActiveStock(
    db,
    matches.map((match) => match.product.summary.id),
  );
  return matches.flatMap(({ product: { summary } }) => {
    const current = stock.get(summary.id);
    return current === undefined ? [] : [{ ...summary, stock: current }];
  });
}

interface Match {
  product: IndexedProduct;
  /** 0-based, in code points, as `strpos(...) - 1`. */
  position: number;
  nameRank: number;
}

function matchPosition(product: IndexedProduct, term: string): number {
  const at = product.searchText.indexOf(term);
  if (at <= 0 || !product.hasAstral) return at;
  let position = 0;
  for (let i = 0; i < at; i++) {
    const unit = product.searchText.charCodeAt(i);
    // The second half of a surrogate pair is not a code point of its own.
    if (unit < 0xdc00 || unit > 0xdfff) position++;
  }
  return position;
}

/** What the header's search shows of a product (all of it catalogue data, exact for the version). */
export function toSearchResult({ id, slug, name, description, priceKurus, maxPriceKurus, image }: ProductSummary): SearchResult {
  return { id, slug, name, description, priceKurus, maxPriceKurus, image };
}

/**
 * The header's search: the first matches by (earliest position, name), as `searchProducts` orders them. It
 * shows no stock, so it reads nothing from the database.
 */
export function searchInIndex(index: SearchIndex, query: string, limit = SEARCH_MAX_RESULTS): SearchResult[] {
  const term = foldedSearchTerm(query);
  const size = Math.min(limit, SEARCH_MAX_RESULTS);
  if (term === null || size <= 0) return [];
  // The best `size` matches so far, best first. Products come in name order, so a later one with the same
  // position ranks below: it goes in only before strictly later positions.
  const best: { product: IndexedProduct; position: number }[] = [];
  for (const product of index.products) {
    const position = matchPosition(product, term);
    if (position < 0) continue;
    if (best.length === size && position >= best[size - 1].position) continue;
    let at = best.length;
    while (at > 0 && best[at - 1].position > position) at--;
    best.splice(at, 0, { product, position });
    if (best.length > size) best.pop();
  }
  return best.map((match) => toSearchResult(match.product.summary));
}

/** The share of the original price taken off, as the SQL's `discountShare` computes it (float8 division). */
function discountShare({ priceKurus, originalPriceKurus }: ProductSummary): number {
  return originalPriceKurus !== null && originalPriceKurus > priceKurus ? (originalPriceKurus - priceKurus) / originalPriceKurus : 0;
}

/** The list's orders of `listOrder` in queries.server.ts, for matches of a search term. */
function compareMatches(sort: ListingSort): (a: Match, b: Match) => number {
  const newest = (a: Match, b: Match) => a.product.newestRank - b.product.newestRank;
  switch (sort) {
    case "newest":
      return newest;
    case "price-asc":
      return (a, b) => a.product.summary.priceKurus - b.product.summary.priceKurus || newest(a, b);
    case "price-desc":
      return (a, b) => b.product.summary.priceKurus - a.product.summary.priceKurus || newest(a, b);
    case "discount":
      return (a, b) => discountShare(b.product.summary) - discountShare(a.product.summary) || newest(a, b);
    case "recommended":
      return (a, b) => a.position - b.position || a.nameRank - b.nameRank;
  }
}

/** Ids of the active products that are sold out, read now (stock is not part of the catalogue version). */
async function soldOutIds(db: Executor): Promise<Set<string>> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.isActive, true), sql`not (${products.stock} > 0)`));
  return new Set(rows.map((row) => row.id));
}

/**
 * One page of the product list for a search term (`options.query` set), with the same products, order and
 * total as `listShopProducts`.
 */
export async function listIndexedProducts(db: Executor, index: SearchIndex, options: ProductListOptions & { query: string }): Promise<ProductPage> {
  const { sort = "recommended", countAll = true, limit = 24, offset = 0, categorySlug, minKurus, maxKurus, inStock, discountedOnly } = options;
  const term = foldedSearchTerm(options.query);
  if (term === null) return { products: [], total: 0 };
  const soldOut = inStock ? await soldOutIds(db) : null;
  const matches: Match[] = [];
  for (let nameRank = 0; nameRank < index.products.length; nameRank++) {
    const product = index.products[nameRank];
    const { id, priceKurus, originalPriceKurus } = product.summary;
    if (categorySlug && !product.categorySlugs.includes(categorySlug)) continue;
    if (minKurus !== undefined && priceKurus < minKurus) continue;
    if (maxKurus !== undefined && priceKurus > maxKurus) continue;
    if (discountedOnly && !(originalPriceKurus !== null && originalPriceKurus > priceKurus)) continue;
    if (soldOut?.has(id)) continue;
    const position = matchPosition(product, term);
    if (position >= 0) matches.push({ product, position, nameRank });
  }
  matches.sort(compareMatches(sort));
  const page = await withCurrentStock(db, matches.slice(offset, offset + limit));
  return { products: page, total: countAll ? matches.length : page.length };
}
