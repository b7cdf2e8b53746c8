// The catalogue cache (docs/decisions/0008): what the shop's catalogue pages and search read, kept in memory
// and keyed by a catalogue version that every admin write to products or categories bumps.
//
// - One cache per database handle (so two handles, e.g. two processes' worth in a test, are independent).
// - The version lives in the database when it has the `catalog_version` table, so that every process sees
//   another's admin edit; each process asks for it at most once per `checkEveryMs` (one tiny primary-key
//   read), and at once after an edit made by this process. Without the table it is kept in the process.
// - Entries also expire after `ttlMs`: orders change stock without bumping the version, and "only N left"
//   may be that much behind (stock is checked again when the order is placed, so nothing is oversold).
// - Bounded: least recently used entries go past `maxEntries` (search terms are unbounded input).
// - Concurrent misses of one key share one load.
// - What depends only on the catalogue (the categories offered, how many products a filter matches when stock
//   is not part of it) is exact for a version: `getExact` keeps it until the version changes, without ttl and
//   in every mode, CATALOG_CACHE=off included (nothing it serves can be stale).
// - Sale boundaries (docs/product.md#sale-prices): the next instant a scheduled sale or an automatic offer starts or
//   is over is known (asked again with every version); the first use at or after it refreshes the summaries of the
//   products whose sale changed and bumps the version, so nothing read before it (here or in the page cache, which
//   keys its pages by this version) is served after it. Exact to the request, in every process.
// The entries, their ttl, the bound and the shared loading are lru-cache's (ADR 0013); the version is ours.
import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Executor } from "~/db/client.server";
import { stripNul } from "~/lib/input";
import type { SearchResult } from "~/lib/search";
import { foldTurkish } from "~/lib/turkish";
import {
  type CategorySummary,
  countShopProducts,
  type FirstImageReader,
  getShopProduct,
  listShopCategories,
  listShopProducts,
  listSimilarProducts,
  type ProductDetail,
  type ProductFilter,
  type ProductListOptions,
  type ProductPage,
  type ProductMedia,
  type ProductSummary,
  productDetailFrom,
  readActiveProductRows,
  readFirstImages,
  summaryFromRow,
  withFirstImages,
} from "./queries.server";
import { readShopVariants, refreshProductSummaries } from "./variant-summary.server";
import { activeAutomaticOfferRows, nextSaleBoundary, productOffers, productsCrossingSaleBoundary } from "./sale-price.server";
import { listIndexedProducts, loadSearchIndex, type SearchIndex, searchInIndex } from "./search-index.server";
import type { ImageRef } from "~/lib/media";

export interface CatalogCacheOptions {
  /** How often (ms) to ask the database for the catalogue version. */
  checkEveryMs?: number;
  /** How long (ms) an entry is served before it is loaded again, version unchanged. */
  ttlMs?: number;
  maxEntries?: number;
  enabled?: boolean;
  now?: () => number;
}

/** The calendar's part in the version: when it next changes a page, and what to do when that instant has come. */
export interface CatalogBoundaries {
  /** The next sale or automatic offer start or end after `now`; null: none planned. */
  next(now: Date): Promise<Date | null>;
  /** Brings the catalogue up to `now` after the boundaries in (since, now] (since null: any that may have passed). */
  apply(since: Date | null, now: Date): Promise<void>;
}

/** lru-cache holds no null or undefined: every value is boxed (a product page may cache "no such product"). */
interface Boxed {
  value: unknown;
}
type Loader = () => Promise<unknown>;

/** Bumped by this process's own catalogue writes: every cache re-reads the version at its next use. */
let localEpoch = 0;
/** The version for databases without the table (older migrations): counted in this process. */
let processVersion = 0;

// A page is kept (server/http/page-cache.ts) at most 5 s from data at most 10 s old: stock shown lags orders by <= 15 s.
export const DEFAULT_CACHE_OPTIONS = { checkEveryMs: 1000, ttlMs: 10_000, maxEntries: 2000 } as const;

export class CatalogCache {
  private readonly entries: LRUCache<string, Boxed, Loader>;
  private readonly exactEntries: LRUCache<string, Boxed, Loader>;
  private version = 0;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private checkedEpoch = -1;
  private checking: Promise<number> | null = null;
  /** The next calendar boundary (ms); -Infinity: not known yet. */
  private nextBoundary = Number.NEGATIVE_INFINITY;
  private boundariesAppliedAt: Date | null = null;
  private readonly checkEveryMs: number;
  private readonly now: () => number;
  readonly enabled: boolean;
  hits = 0;
  misses = 0;

  constructor(
    private readonly readVersion: () => Promise<number>,
    options: CatalogCacheOptions = {},
    private readonly boundaries?: CatalogBoundaries,
  ) {
    this.checkEveryMs = options.checkEveryMs ?? DEFAULT_CACHE_OPTIONS.checkEveryMs;
    this.enabled = options.enabled ?? true;
    this.now = options.now ?? Date.now;
    this.entries = new LRUCache<string, Boxed, Loader>({
      max: options.maxEntries ?? DEFAULT_CACHE_OPTIONS.maxEntries,
      ttl: options.ttlMs ?? DEFAULT_CACHE_OPTIONS.ttlMs,
      // Read the clock at every use (the default caches it for 1 ms), through `now` so tests can move it.
      ttlResolution: 0,
      perf: { now: this.now },
      // fetch() gives concurrent misses of a key one load: the caller's own loader, passed as the context.
      fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
      // A version change clears the cache while loads may be under way: their callers still get the value.
      ignoreFetchAbort: true,
    });
    this.exactEntries = new LRUCache<string, Boxed, Loader>({
      max: options.maxEntries ?? DEFAULT_CACHE_OPTIONS.maxEntries,
      // A load that found nothing (undefined) is not kept.
      fetchMethod: async (_key, _stale, { context }) => {
        const value = await context();
        return value === undefined ? undefined : { value };
      },
      ignoreFetchAbort: true,
    });
  }

  /** The catalogue version, asked of the database at most once per checkEveryMs (and after a local write). */
  async currentVersion(): Promise<number> {
    const now = this.now();
    const boundaryDue = this.boundaries !== undefined && now >= this.nextBoundary;
    if (!boundaryDue && this.checkedEpoch === localEpoch && now - this.checkedAt < this.checkEveryMs) return this.version;
    if (!this.checking) {
      this.checking = this.checkVersion(boundaryDue ? new Date(now) : null).finally(() => {
        this.checking = null;
      });
    }
    return this.checking;
  }

  private async checkVersion(boundaryAt: Date | null): Promise<number> {
    if (boundaryAt && this.boundaries) {
      await this.boundaries.apply(this.boundariesAppliedAt, boundaryAt);
      this.boundariesAppliedAt = boundaryAt;
    }
    const epoch = localEpoch;
    const version = await this.readVersion();
    if (version !== this.version) {
      this.entries.clear();
      this.exactEntries.clear();
    }
    if (this.boundaries && (boundaryAt || version !== this.version)) {
      // Asked before the version is taken as current: a page read under it can only be older than the boundary.
      const next = await this.boundaries.next(new Date(this.now()));
      this.nextBoundary = next ? next.getTime() : Number.POSITIVE_INFINITY;
    }
    this.version = version;
    this.checkedAt = this.now();
    this.checkedEpoch = epoch;
    return version;
  }

  /** The cached value of `key`, or `load()`'s (stored for the current version; a failed load is not kept). */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    // Uncached too, a read waits for a sale boundary that has come (the summaries it reads are then refreshed).
    const version = await this.currentVersion();
    if (!this.enabled) return load();
    const status: LRUCache.Status<string, Boxed, Loader> = {};
    // The version is part of the key, so a load that began before a version change is never served after it.
    const boxed = this.entries.fetch(`${version}:${key}`, { context: load, status });
    // "stale": there was an entry, but past its ttl; "inflight": another caller's load, shared.
    if (status.fetch === "miss" || status.fetch === "stale") this.misses++;
    else this.hits++;
    return ((await boxed) as Boxed).value as T;
  }

  /**
   * The value of `key` for the current catalogue version, kept until the version changes (no ttl, cached even
   * when the cache is disabled): only for values that nothing but a catalogue write can change. A load that
   * answers undefined is not kept (asked again next time).
   */
  async getExact<T>(key: string, load: () => Promise<T>): Promise<T> {
    const version = await this.currentVersion();
    return ((await this.exactEntries.fetch(`${version}:${key}`, { context: load })) as Boxed | undefined)?.value as T;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cache's clock now (prices in force are read at this instant, so tests can move it). */
  instant(): Date {
    return new Date(this.now());
  }

  clear(): void {
    this.entries.clear();
    this.exactEntries.clear();
  }
}

// ---------------------------------------------------------------------------------------------------------
// The version in the database

let tableKnown: WeakMap<object, boolean> = new WeakMap();

async function hasVersionTable(db: Executor): Promise<boolean> {
  const known = tableKnown.get(db);
  if (known !== undefined) return known;
  const result = await db.execute(sql`select to_regclass('public.catalog_version') is not null as present`);
  const present = Boolean((result as unknown as { rows: { present: boolean }[] }).rows[0]?.present);
  tableKnown.set(db, present);
  return present;
}

/** The catalogue version: from the `catalog_version` row when the table exists, else this process's count. */
export async function readCatalogVersion(db: Executor): Promise<number> {
  if (!(await hasVersionTable(db))) return processVersion;
  const result = await db.execute(sql`select version from catalog_version where id = 1`);
  const row = (result as unknown as { rows: { version: number | string }[] }).rows[0];
  return row ? Number(row.version) : 0;
}

/**
 * Call after every committed change to products, their images or categories: every process's catalogue
 * cache drops what it holds (this process at once, others within a second).
 */
export async function bumpCatalogVersion(db: Executor): Promise<void> {
  processVersion++;
  localEpoch++;
  if (await hasVersionTable(db)) {
    await db.execute(sql`
      insert into catalog_version (id, version, changed_at) values (1, 1, now())
      on conflict (id) do update set version = catalog_version.version + 1, changed_at = now()`);
  }
  // Readers that checked between the commit and this line look again.
  localEpoch++;
}

const caches = new WeakMap<object, CatalogCache>();

/**
 * CATALOG_CACHE: `on` (default), `data` (data cached, every page rendered), `off` (neither; only what is exact
 * per catalogue version, `getExact`, stays cached). A measuring switch for the bench, not a setting shops need,
 * so it is read here rather than in the shop's settings.
 */
export function catalogCacheMode(): "on" | "data" | "off" {
  const mode = process.env.CATALOG_CACHE;
  return mode === "off" || mode === "data" ? mode : "on";
}

let defaultOptions: CatalogCacheOptions = { enabled: catalogCacheMode() !== "off" };

/** Settings for caches made from now on (the server sets `enabled` from CATALOG_CACHE; tests shorten times). */
export function configureCatalogCache(options: CatalogCacheOptions): void {
  defaultOptions = { ...defaultOptions, ...options };
}

/** The catalogue cache of this database handle. */
export function catalogCache(db: Executor): CatalogCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new CatalogCache(() => readCatalogVersion(db), defaultOptions, saleBoundaries(db));
    caches.set(db, cache);
  }
  return cache;
}

/**
 * Scheduled sales and automatic offers (sale-price.server.ts): at a boundary the summaries of the products whose
 * sale started or ended are refreshed, and the version is bumped (in every process: each one applies it itself).
 */
export function saleBoundaries(db: Executor): CatalogBoundaries {
  return {
    next: (now) => nextSaleBoundary(db, now),
    async apply(since, now) {
      const ids = await productsCrossingSaleBoundary(db, since, now);
      const changed = ids.length > 0 ? await db.transaction((tx) => refreshProductSummaries(tx, ids, now)) : 0;
      // At a boundary (since set) an automatic offer may have started or ended too: pages showing it change.
      if (changed > 0 || since !== null) await bumpCatalogVersion(db);
    },
  };
}

/** For tests: forget which databases have the version table. */
export function resetCatalogCacheState(): void {
  tableKnown = new WeakMap();
}

// ---------------------------------------------------------------------------------------------------------
// The cached reads of the shop's catalogue pages and search

/** The categories the shop offers as chips and home rows: active, with at least one active product. */
export function cachedShopCategories(db: Executor): Promise<CategorySummary[]> {
  return catalogCache(db).getExact("categories", () => listShopCategories(db));
}

/**
 * How many products a list's filter matches: once per catalogue version and filter, shared by its pages and
 * sorts; a filter on stock changes with every order, so it is counted each time.
 */
function cachedShopCount(db: Executor, filter: ProductFilter): Promise<number> {
  if (filter.inStock) return countShopProducts(db, filter);
  const { categorySlug, query, minKurus, maxKurus, discountedOnly } = filter;
  const key = JSON.stringify([categorySlug, query, minKurus, maxKurus, discountedOnly]);
  return catalogCache(db).getExact(`count:${key}`, () => countShopProducts(db, filter));
}

/**
 * Products' first images, exact per catalogue version (images change only with an admin edit): one map per
 * version, filled with the ids a page asks for that it does not hold yet (one read for those), so with the data
 * cache off too a list or product page does not read its cards' images again.
 */
function cachedFirstImages(db: Executor): FirstImageReader {
  return async (productIds) => {
    const known = await catalogCache(db).getExact("first-images", async () => new Map<string, ImageRef | null>());
    const missing = productIds.filter((id) => !known.has(id));
    if (missing.length > 0) {
      const read = await readFirstImages(db)(missing);
      for (const id of missing) known.set(id, read.get(id) ?? null);
    }
    const images = new Map<string, ImageRef>();
    for (const id of productIds) {
      const image = known.get(id);
      if (image) images.set(id, image);
    }
    return images;
  };
}

/** One page of the product list; the key holds every option, the search term folded (`ÖZEL` and `ozel` share it). */
export function cachedShopProducts(db: Executor, options: ProductListOptions): Promise<ProductPage> {
  const { categorySlug, query, sort, minKurus, maxKurus, inStock, discountedOnly, limit, offset } = options;
  const folded = query === undefined ? undefined : foldTurkish(stripNul(query));
  const key = JSON.stringify([categorySlug, folded, sort, minKurus, maxKurus, inStock, discountedOnly, limit, offset]);
  return catalogCache(db).get(`list:${key}`, async () => {
    // A search term's page and total come from the search index (same products, order and total).
    if (folded !== undefined) return listIndexedProducts(db, await shopSearchIndex(db), { ...options, query: folded });
    const [page, total] = await Promise.all([
      listShopProducts(db, { ...options, countAll: false }, cachedFirstImages(db)),
      options.countAll === false ? null : cachedShopCount(db, options),
    ]);
    return { products: page.products, total: total ?? page.total };
  });
}

export interface HomeRow {
  /** Which row: "new", "discounted" or a category's slug. */
  key: string;
  /** The category of a category's row. */
  category?: CategorySummary;
  products: ProductSummary[];
}

export const HOME_ROW_SIZE = 6;

/**
 * The home page's product rows (docs/product.md#home): the newest products, the discounted ones (largest
 * discount first) and one row per category the shop offers; empty rows are left out.
 */
export function cachedHomeRows(db: Executor): Promise<HomeRow[]> {
  return catalogCache(db).get("home-rows", async () => {
    const categories = await cachedShopCategories(db);
    const pages = await Promise.all([
      listShopProducts(db, { sort: "newest", limit: HOME_ROW_SIZE, countAll: false }),
      listShopProducts(db, { sort: "discount", discountedOnly: true, limit: HOME_ROW_SIZE, countAll: false }),
      ...categories.map((category) => listShopProducts(db, { categorySlug: category.slug, sort: "newest", limit: HOME_ROW_SIZE, countAll: false })),
    ]);
    const [newest, discounted, ...byCategory] = pages;
    const rows: HomeRow[] = [
      { key: "new", products: newest.products },
      { key: "discounted", products: discounted.products },
      ...categories.map((category, i) => ({ key: category.slug, category, products: byCategory[i].products })),
    ];
    return rows.filter((row) => row.products.length > 0);
  });
}

/** What a product page shows that only a catalogue write changes: which product a slug names, its media, its similar products. */
interface ProductPageShape {
  id: string;
  media: ProductMedia;
  /** The similar products, in the order shown (listSimilarProducts). */
  similarIds: string[];
}

/** Undefined when the slug names no active product (not kept: unknown slugs are unbounded input). */
async function readProductPageShape(db: Executor, slug: string): Promise<ProductPageShape | undefined> {
  const product = await getShopProduct(db, slug);
  if (!product) return undefined;
  const similar = await listSimilarProducts(db, product, undefined, async () => new Map());
  return { id: product.id, media: { images: product.images, categories: product.categories }, similarIds: similar.map((p) => p.id) };
}

/** A product page's data: the product (null when there is no such active product) and its similar products. */
export function cachedShopProduct(db: Executor, slug: string): Promise<{ product: ProductDetail; similar: ProductSummary[] } | null> {
  return catalogCache(db).get(`product:${slug}`, async () => {
    // Which product and which similar products, their images and categories are exact per catalogue version
    // (kept with the data cache off too); the rows (price, stock) are read each time, all in one read.
    const shape = await catalogCache(db).getExact(`product-page:${slug}`, () => readProductPageShape(db, slug));
    if (!shape) return null;
    const now = catalogCache(db).instant();
    const [rows, variants, offers] = await Promise.all([
      readActiveProductRows(db, [shape.id, ...shape.similarIds]),
      readShopVariants(db, shape.id, now),
      // The offers change only with the catalogue version (a campaign write, a boundary): read once per version.
      catalogCache(db)
        .getExact("automatic-offers", () => activeAutomaticOfferRows(db))
        .then((offerRows) => productOffers(db, { id: shape.id, categoryIds: shape.media.categories.map((category) => category.id) }, now, offerRows)),
    ]);
    const row = rows.get(shape.id);
    if (!row) return null;
    const similar = shape.similarIds.flatMap((id) => {
      const similarRow = rows.get(id);
      return similarRow ? [summaryFromRow(similarRow)] : [];
    });
    return { product: { ...productDetailFrom(row, shape.media, variants), offers }, similar: await withFirstImages(similar, cachedFirstImages(db)) };
  });
}

/**
 * The active products' search texts in memory (search-index.server.ts): built once per catalogue version by the
 * first search that needs it (concurrent ones share the load), in every cache mode, as it is exact per version.
 */
export function shopSearchIndex(db: Executor): Promise<SearchIndex> {
  return catalogCache(db).getExact("search-index", () => loadSearchIndex(db));
}

/** Search answers, keyed by the folded query (so `ÖZEL` and `ozel` share one entry). */
export function cachedSearch(db: Executor, query: string): Promise<SearchResult[]> {
  return catalogCache(db).get(`search:${foldTurkish(stripNul(query))}`, async () => searchInIndex(await shopSearchIndex(db), query));
}
