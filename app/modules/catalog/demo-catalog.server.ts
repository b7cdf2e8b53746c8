// The demo catalogue once the owner is done with it (docs/product.md#first-run): which products the demo seed
// made, and removing them in one go with their pictures and the demo categories they leave empty.
//
// The seed (demo-seed.server.ts) marks nothing, and it is not changed for this. What it does leave is a
// fingerprint no admin edit changes: demo product number i has the slug of DEMO_PRODUCTS[i]'s name and was
// created exactly i minutes before the seeding's instant (createdAt = now − i min), an instant at which the
// seeding also created the demo categories. So a product is a demo product when its slug is a demo slug AND
// its createdAt + i minutes is a seeding instant: the creation time of a demo category, or an instant shared
// by at least two such products (a later SEED_DEMO=true seeding over categories that already existed). A
// product the owner made under a demo name (after deleting the demo one) has its own creation time and is
// never taken; a demo product the owner edited (price, text, pictures) still is, unless renamed to a new slug.
//
// Removal is refused, changing nothing, once a real order holds one of them: an order paid through PayTR or
// waiting for PayTR's answer (any PayTR order but a failed one). Simulated payments move no money: the orders
// of an owner trying the shop do not block it (their lines keep their own copy of the product, as after any
// product deletion).
import { and, count, eq, inArray, ne, notExists, notInArray, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { categories, orderItems, orders, productCategories, productImages, products } from "~/db/schema";
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from "~/lib/i18n/demo-catalog";
import { slugify } from "~/lib/slug";
import { type AuditBy, recordAdminAction } from "~/modules/audit/audit-log.server";
import { catalogChanged, type ProductStore } from "./admin-products.server";
import { removeProductFiles } from "./product-images.server";

/** The seed's spacing of createdAt between demo product i and i + 1 (demo-seed.server.ts). */
const SEED_STEP_MS = 60_000;
const DEMO_INDEX_BY_SLUG = new Map(DEMO_PRODUCTS.map((product, index) => [slugify(product.name), index]));
const DEMO_PRODUCT_SLUGS = [...DEMO_INDEX_BY_SLUG.keys()];
const DEMO_CATEGORY_SLUGS = DEMO_CATEGORIES.map((category) => category.slug);

export interface DemoProductCandidate {
  id: string;
  name: string;
  slug: string;
  createdAt: Date;
}

/** The instant the seeding that made this product ran, if it is one: createdAt + its index in minutes. */
function seedingInstant(row: DemoProductCandidate): number | null {
  const index = DEMO_INDEX_BY_SLUG.get(row.slug);
  return index === undefined ? null : row.createdAt.getTime() + index * SEED_STEP_MS;
}

/** Among products with demo slugs, those the seed made (see the file's head); `categoryTimes`: the demo categories' createdAt. */
export function demoProductsAmong<T extends DemoProductCandidate>(candidates: readonly T[], categoryTimes: readonly Date[]): T[] {
  const known = new Set(categoryTimes.map((time) => time.getTime()));
  const shared = new Map<number, number>();
  for (const row of candidates) {
    const instant = seedingInstant(row);
    if (instant !== null) shared.set(instant, (shared.get(instant) ?? 0) + 1);
  }
  return candidates.filter((row) => {
    const instant = seedingInstant(row);
    return instant !== null && (known.has(instant) || (shared.get(instant) ?? 0) >= 2);
  });
}

/** The demo products still in the catalogue; `lock` locks their rows (inside a transaction). */
export async function findDemoProducts(db: Executor, { lock = false } = {}): Promise<DemoProductCandidate[]> {
  const query = db
    .select({ id: products.id, name: products.name, slug: products.slug, createdAt: products.createdAt })
    .from(products)
    .where(inArray(products.slug, DEMO_PRODUCT_SLUGS));
  const candidates = await (lock ? query.for("update") : query);
  const demoCategories = await db.select({ createdAt: categories.createdAt }).from(categories).where(inArray(categories.slug, DEMO_CATEGORY_SLUGS));
  return demoProductsAmong(
    candidates,
    demoCategories.map((c) => c.createdAt),
  );
}

/** Orders that make a product's removal a loss of a real sale: PayTR ones, paid or awaiting payment. */
async function realOrdersHolding(db: Executor, productIds: string[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(inArray(orderItems.productId, productIds), eq(orders.paymentMethod, "paytr"), ne(orders.paymentStatus, "failed")));
  return Number(row.n);
}

/** Demo categories with no product but the given ones: those a removal leaves empty. */
function demoCategoriesLeftEmpty(db: Executor, productIds: string[]) {
  const others = db
    .select({ one: sql`1` })
    .from(productCategories)
    .where(and(eq(productCategories.categoryId, categories.id), productIds.length > 0 ? notInArray(productCategories.productId, productIds) : undefined));
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(inArray(categories.slug, DEMO_CATEGORY_SLUGS), notExists(others)));
}

export interface DemoCatalogSummary {
  products: number;
  images: number;
  /** Demo categories the removal deletes (left empty by it). */
  categories: number;
  /** A real order holds one of the products: the removal would be refused. */
  blocked: boolean;
}

/** What removing the demo catalogue would delete now (the confirm step shows it). */
export async function demoCatalogSummary(db: Executor): Promise<DemoCatalogSummary> {
  const ids = (await findDemoProducts(db)).map((p) => p.id);
  if (ids.length === 0) return { products: 0, images: 0, categories: 0, blocked: false };
  const [[images], emptied, real] = await Promise.all([
    db.select({ n: count() }).from(productImages).where(inArray(productImages.productId, ids)),
    demoCategoriesLeftEmpty(db, ids),
    realOrdersHolding(db, ids),
  ]);
  return { products: ids.length, images: Number(images.n), categories: emptied.length, blocked: real > 0 };
}

export type DemoRemovalRefusal = "nothing-to-remove" | "real-orders" | "failed";
export type RemoveDemoCatalogResult = { ok: true; products: number; images: number; categories: number } | { ok: false; reason: DemoRemovalRefusal };

/**
 * Deletes the demo products (their category links and image rows go with them), then the demo categories left
 * empty, each with its audit entry, in one transaction; then bumps the catalogue version and deletes the
 * pictures' files and cached variants. Refused, changing nothing, when a real order holds a demo product.
 */
export async function removeDemoCatalog(store: ProductStore, by: AuditBy): Promise<RemoveDemoCatalogResult> {
  let outcome: RemoveDemoCatalogResult;
  let paths: string[] = [];
  try {
    outcome = await store.db.transaction(async (tx) => {
      // Locked: an order being placed for one of them waits for this, or this for it.
      const demo = await findDemoProducts(tx, { lock: true });
      if (demo.length === 0) return { ok: false, reason: "nothing-to-remove" } as const;
      const ids = demo.map((p) => p.id);
      if ((await realOrdersHolding(tx, ids)) > 0) return { ok: false, reason: "real-orders" } as const;
      const images = await tx.select({ path: productImages.path }).from(productImages).where(inArray(productImages.productId, ids));
      const emptied = await demoCategoriesLeftEmpty(tx, ids);
      await tx.delete(products).where(inArray(products.id, ids));
      if (emptied.length > 0)
        await tx.delete(categories).where(
          inArray(
            categories.id,
            emptied.map((c) => c.id),
          ),
        );
      for (const product of demo) {
        await recordAdminAction(tx, { ...by, action: "product.delete", target: { type: "product", id: product.id, label: product.name } });
      }
      for (const category of emptied) {
        await recordAdminAction(tx, { ...by, action: "category.delete", target: { type: "category", id: category.id, label: category.name } });
      }
      paths = images.map((image) => image.path);
      return { ok: true, products: demo.length, images: paths.length, categories: emptied.length } as const;
    });
  } catch (error) {
    store.logger.error({ err: error }, "demo catalogue could not be removed");
    return { ok: false, reason: "failed" };
  }
  if (!outcome.ok) return outcome;
  await catalogChanged(store);
  await removeProductFiles(store, paths, "demo catalogue removed");
  store.logger.info({ products: outcome.products, images: outcome.images, categories: outcome.categories }, "demo catalogue removed");
  return outcome;
}
