// Products in the back office (docs/product.md#admin-products, #product-form, #images).
//
// The list, the edit form's product and deleting; saving is in product-save.server.ts, the images in
// product-images.server.ts. A deleted product's images are removed from storage only after the
// transaction has committed.
import { and, asc, count, desc, eq, inArray, ne } from "drizzle-orm";
import type { Database, Executor } from "~/db/client.server";
import { categories, productCategories, productImages, products, productVariants } from "~/db/schema";
import { isUuid, pageFromSearchParams } from "~/lib/input";
import type { Personalisation } from "~/lib/personalisation";
import type { ImageRef } from "~/lib/media";
import type { DimensionUnit, ProductFormValues, WeightUnit } from "~/lib/product-form-schema";
import type { VariantFormValues } from "~/lib/variant-form";
import { uniqueSlug } from "~/lib/slug";
import type { VatRate } from "~/lib/vat";
import type { ShopContext } from "~/load-context";
import type { Logger } from "~/modules/platform/logger.server";
import { createFileStorage, type FileStorage } from "~/modules/media/storage.server";
import { type AuditBy, recordAdminAction } from "~/modules/audit/audit-log.server";
import { bumpCatalogVersion } from "./cache.server";
import { removeProductFiles } from "./product-images.server";
import { firstImageJson } from "./queries.server";

/** What the product functions work with: the database, the file storage and where cached variants live. */
export interface ProductStore {
  db: Database;
  storage: FileStorage;
  /** DATA_DIR, for the cached image variants to remove with an image. */
  dataDir: string;
  logger: Logger;
  /** Store every resized variant at upload (MEDIA_PUBLIC_URL: browsers fetch them from the bucket directly). */
  variantsAtUpload?: boolean;
}

export function productStore(context: Pick<ShopContext, "db" | "env" | "logger">): ProductStore {
  return {
    db: context.db,
    storage: createFileStorage(context.env),
    dataDir: context.env.DATA_DIR,
    logger: context.logger,
    variantsAtUpload: context.env.MEDIA_PUBLIC_URL !== undefined,
  };
}

export interface AdminProductRow {
  id: string;
  name: string;
  slug: string;
  priceKurus: number;
  /** The active variants' stock summed. */
  stock: number;
  /** Active variants: 1 for a product without options. */
  variantCount: number;
  isActive: boolean;
  isNew: boolean;
  image: ImageRef | null;
  /** Category names, by name. */
  categories: string[];
  createdAt: Date;
}

/** Rows on one page of the admin product list: the admin order list's page size. */
export const ADMIN_PRODUCTS_PAGE_SIZE = 20;
/** A page number above this is read as this (the list then shows its last page). */
const MAX_PAGE = 100_000;

/** The list page asked for by `?page=` (1 when missing or not a number). */
export function listPageFromSearchParams(params: URLSearchParams): number {
  return pageFromSearchParams(params, MAX_PAGE);
}

export interface AdminProductPage {
  rows: AdminProductRow[];
  /** Every product, active or not. */
  total: number;
  page: number;
  pages: number;
  pageSize: number;
}

/**
 * Every product, active or not, newest first (id breaks ties), one page at a time, each row with its first
 * image and category names. Page 1 is the first; a page past the end is the last.
 *
 * The page's ids come first, from products_created_id_idx alone; only those rows are then read with their
 * image, so a late page does not look up the image of every product it skips.
 */
export async function listAdminProducts(
  db: Executor,
  { page = 1, pageSize = ADMIN_PRODUCTS_PAGE_SIZE }: { page?: number; pageSize?: number } = {},
): Promise<AdminProductPage> {
  const [{ total }] = await db.select({ total: count() }).from(products);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const onPage = db
    .select({ id: products.id })
    .from(products)
    .orderBy(desc(products.createdAt), asc(products.id))
    .limit(pageSize)
    .offset((current - 1) * pageSize)
    .as("on_page");
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      priceKurus: products.priceKurus,
      stock: products.stock,
      variantCount: products.variantCount,
      isActive: products.isActive,
      isNew: products.isNew,
      createdAt: products.createdAt,
      image: firstImageJson.as("image"),
    })
    .from(products)
    .innerJoin(onPage, eq(onPage.id, products.id))
    .orderBy(desc(products.createdAt), asc(products.id));
  const links =
    rows.length === 0
      ? []
      : await db
          .select({ productId: productCategories.productId, name: categories.name })
          .from(productCategories)
          .innerJoin(categories, eq(categories.id, productCategories.categoryId))
          .where(
            inArray(
              productCategories.productId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(categories.name));
  const namesByProduct = new Map<string, string[]>();
  for (const link of links) {
    const names = namesByProduct.get(link.productId) ?? [];
    names.push(link.name);
    namesByProduct.set(link.productId, names);
  }
  return {
    rows: rows.map((row) => ({ ...row, categories: namesByProduct.get(row.id) ?? [] })),
    total,
    page: current,
    pages,
    pageSize,
  };
}

/** The product as the edit form shows it: the form's values plus its id, images and times. */
export interface AdminProductDetail extends ProductFormValues {
  options: NonNullable<ProductFormValues["options"]>;
  /** The variant table (empty for a product without options): the active variants and the inactive ones still among the options' combinations. */
  variants: VariantFormValues[];
  sku: string | null;
  /** The fields a buyer fills (docs/product.md#personalised-gifts); no fields for a product as it comes. */
  personalisation: Personalisation;
  /** The product's own KDV rate (docs/product.md#vat); null: its categories', else the shop's default. */
  vatRate: VatRate | null;
  id: string;
  images: ImageRef[];
  createdAt: Date;
  updatedAt: Date;
}

/** One product with everything the edit form shows, or null. */
export async function getAdminProduct(db: Executor, id: string): Promise<AdminProductDetail | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  if (!row) return null;
  const [images, links, variantRows] = await Promise.all([
    db
      .select({ path: productImages.path, width: productImages.width, height: productImages.height })
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.position)),
    db.select({ categoryId: productCategories.categoryId }).from(productCategories).where(eq(productCategories.productId, id)),
    db.select().from(productVariants).where(eq(productVariants.productId, id)).orderBy(asc(productVariants.position), asc(productVariants.id)),
  ]);
  const options = row.options ?? [];
  // A variant left inactive by an earlier set of options (kept for its orders) is not a row of today's table.
  const fits = (values: string[]) => values.length === options.length && values.every((value, index) => options[index].values.includes(value));
  const variants: VariantFormValues[] =
    options.length === 0
      ? []
      : variantRows
          .filter((variant) => variant.isActive || fits(variant.optionValues))
          .map((variant) => ({
            id: variant.id,
            optionValues: variant.optionValues,
            priceKurus: variant.priceKurus,
            originalPriceKurus: variant.originalPriceKurus,
            salePriceKurus: variant.salePriceKurus,
            stock: variant.stock,
            stockSeen: variant.stock,
            sku: variant.sku,
            weightValue: variant.weightValue,
            image: variant.imagePath ? `keep:${variant.imagePath}` : null,
            isActive: variant.isActive,
          }));
  const single = options.length === 0 ? (variantRows.find((variant) => variant.isActive && variant.optionValues.length === 0) ?? null) : null;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    // A product without options: its one variant's own prices (the row's summary holds a sale price while one runs).
    priceKurus: single?.priceKurus ?? row.priceKurus,
    originalPriceKurus: single ? single.originalPriceKurus : row.originalPriceKurus,
    salePriceKurus: single?.salePriceKurus ?? null,
    saleStartsAt: row.saleStartsAt,
    saleEndsAt: row.saleEndsAt,
    stock: row.stock,
    shippingCostKurus: row.shippingCostKurus,
    isActive: row.isActive,
    isNew: row.isNew,
    dimensionWidth: row.dimensionWidth,
    dimensionHeight: row.dimensionHeight,
    dimensionDepth: row.dimensionDepth,
    dimensionUnit: row.dimensionUnit as DimensionUnit,
    weightValue: row.weightValue,
    weightUnit: row.weightUnit as WeightUnit,
    vatRate: row.vatRate,
    categoryIds: links.map((l) => l.categoryId),
    options,
    variants,
    sku: single?.sku ?? null,
    personalisation: { fields: row.personalisation?.fields ?? [], requiresProof: row.personalisation?.requiresProof ?? false },
    images,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The first free slug for `base` (base-2, base-3, …), not counting the product itself. */
export async function uniqueProductSlug(db: Executor, base: string, exceptId?: string): Promise<string> {
  return uniqueSlug(base, async (slug) => {
    const where = exceptId ? and(eq(products.slug, slug), ne(products.id, exceptId)) : eq(products.slug, slug);
    const [row] = await db.select({ id: products.id }).from(products).where(where).limit(1);
    return row !== undefined;
  });
}

/** A refused delete's reason (docs/decisions/0024); the screen shows adminCatalogText.productErrors.delete. */
export type DeleteProductResult = { ok: true } | { ok: false; reason: "not-found" | "failed"; status: number };

/** After a committed change: every process's catalogue cache drops what it holds (docs/decisions/0008). */
export async function catalogChanged(store: ProductStore): Promise<void> {
  try {
    await bumpCatalogVersion(store.db);
  } catch (error) {
    // The change is saved; shoppers may see the old version until the cache's entries expire (15 s).
    store.logger.warn({ err: error }, "catalogue cache version could not be bumped");
  }
}

/** Deletes the product's rows (order items keep their copy; their product_id becomes null), then its files. */
export async function deleteProduct(store: ProductStore, id: string, audit?: AuditBy): Promise<DeleteProductResult> {
  if (!isUuid(id)) return { ok: false, reason: "not-found", status: 404 };
  let paths: string[] | null;
  try {
    paths = await store.db.transaction(async (tx) => {
      const [locked] = await tx.select({ id: products.id, name: products.name }).from(products).where(eq(products.id, id)).for("update");
      if (!locked) return null;
      const images = await tx.select({ path: productImages.path }).from(productImages).where(eq(productImages.productId, id));
      await tx.delete(products).where(eq(products.id, id));
      if (audit) await recordAdminAction(tx, { ...audit, action: "product.delete", target: { type: "product", id, label: locked.name } });
      return images.map((image) => image.path);
    });
  } catch (error) {
    store.logger.error({ err: error, productId: id }, "product could not be deleted");
    return { ok: false, reason: "failed", status: 500 };
  }
  if (paths === null) return { ok: false, reason: "not-found", status: 404 };
  await catalogChanged(store);
  await removeProductFiles(store, paths, "product deleted");
  return { ok: true };
}
