// Products in the back office (docs/product.md#admin-products, #product-form, #images).
//
// Saving is all or nothing: every new image is checked and converted first, then written to storage,
// then one transaction writes the product row, its categories and its image rows in the chosen order.
// When anything fails, the files written by this attempt are deleted again, so there is never a
// half-saved product nor an orphan file. Images removed by an edit, and all images of a deleted product,
// are deleted from storage only after the transaction has committed.
import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, inArray, ne } from "drizzle-orm";
import type { Database, Executor } from "~/db/client.server";
import { isForeignKeyViolation, isUniqueViolation } from "~/db/errors.server";
import { categories, productCategories, productImages, products } from "~/db/schema";
import { readFormWithin } from "~/lib/form-data.server";
import { adminCatalogText } from "~/lib/i18n/admin-catalog";
import { formWithoutNul, isUuid, pageFromSearchParams } from "~/lib/input";
import type { Logger } from "~/lib/logger.server";
import type { ImageRef } from "~/lib/media";
import {
  chosenFiles,
  type DimensionUnit,
  type ImagePlanEntry,
  imagePlan,
  keptImagePaths,
  MAX_PRODUCT_IMAGES,
  parseProductForm,
  PRODUCT_FIELDS,
  type ProductFormField,
  type ProductFormValues,
  type WeightUnit,
} from "~/lib/product-form-schema";
import { uniqueSlug } from "~/lib/slug";
import type { ShopContext } from "~/load-context";
import { ImageRejectedError, MAX_IMAGE_BYTES, type ProcessedImage, processProductImage, productImageKey } from "~/modules/media/images.server";
import { deleteMediaVariants, storeAllVariants } from "~/modules/media/variants.server";
import { createFileStorage, type FileStorage } from "~/modules/media/storage.server";
import { type AuditBy, type AuditChanges, changedFields, recordAdminAction } from "~/modules/audit/audit-log.server";
import { bumpCatalogVersion } from "./cache.server";
import { firstImageJson, productSearchText } from "./queries.server";

const t = adminCatalogText;
const v = t.productValidation;

/** Five images of at most 10 MB, plus room for the text fields and the multipart framing. */
export const MAX_PRODUCT_FORM_BYTES = MAX_PRODUCT_IMAGES * MAX_IMAGE_BYTES + 1024 * 1024;

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
  stock: number;
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
          .where(inArray(productCategories.productId, rows.map((row) => row.id)))
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
  const [images, links] = await Promise.all([
    db
      .select({ path: productImages.path, width: productImages.width, height: productImages.height })
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.position)),
    db.select({ categoryId: productCategories.categoryId }).from(productCategories).where(eq(productCategories.productId, id)),
  ]);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    priceKurus: row.priceKurus,
    originalPriceKurus: row.originalPriceKurus,
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
    categoryIds: links.map((l) => l.categoryId),
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

export interface ImageUpload {
  filename: string;
  bytes: Uint8Array;
}

export interface SaveProductInput {
  /** Set to update this product; unset to create one. */
  id?: string;
  values: ProductFormValues;
  /** The final images in order: existing ones kept by path, new ones by index into `uploads`. */
  images: ImagePlanEntry[];
  uploads: ImageUpload[];
  /** Who saves it, for the audit log (docs/product.md#audit-log); recorded in the save's transaction. */
  audit?: AuditBy;
  /**
   * The stock shown when the edit form was opened. When the form sends it back unchanged the stored stock is
   * kept: orders placed while the form was open have taken from it, and saving a price must not give it back.
   */
  stockSeen?: number | null;
}

export type SaveProductResult =
  | { ok: true; id: string; slug: string; created: boolean }
  | { ok: false; error: string; status: number; fieldErrors?: Partial<Record<ProductFormField, string>> };

/** A problem the admin can fix, shown as it is in the red banner. */
class FormProblem extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

class ProductMissing extends Error {}

function isMissingCategory(error: unknown): boolean {
  return isForeignKeyViolation(error, "category_id");
}

interface StoredUpload extends ProcessedImage {
  path: string;
}

/** The product's fields the audit log records when they change (description clipped, docs/product.md#audit-log). */
const AUDITED_PRODUCT_FIELDS = [
  "name",
  "slug",
  "description",
  "priceKurus",
  "originalPriceKurus",
  "stock",
  "shippingCostKurus",
  "isActive",
  "isNew",
  "dimensionWidth",
  "dimensionHeight",
  "dimensionDepth",
  "dimensionUnit",
  "weightValue",
  "weightUnit",
  "categories",
  "images",
] as const;
/** A new product's record names only what identifies and sells it. */
const AUDITED_NEW_PRODUCT_FIELDS = ["name", "slug", "priceKurus", "originalPriceKurus", "stock", "isActive", "isNew", "categories", "images"] as const;

type AuditedProduct = Omit<ProductFormValues, "categoryIds"> & { categories: string[]; images: string[] };

/** "products/{id}_{time}_kupa.webp" → "kupa.webp": how the admin recognises an image in the log. */
function imageLabel(path: string): string {
  return path.replace(/^products\/[^_/]+_\d+_/, "");
}

async function categoryNames(tx: Executor, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx.select({ name: categories.name }).from(categories).where(inArray(categories.id, [...ids]));
  return rows.map((row) => row.name).sort((a, b) => a.localeCompare(b, "tr"));
}

/** What a product save changed, for the audit log: fields, category names, and the images in their order. */
function productChanges(before: AuditedProduct | null, after: AuditedProduct): AuditChanges {
  return before ? changedFields(before, after, AUDITED_PRODUCT_FIELDS) : changedFields(null, after, AUDITED_NEW_PRODUCT_FIELDS);
}

async function removeFiles(store: ProductStore, paths: readonly string[], why: string) {
  for (const path of paths) {
    try {
      await store.storage.delete(path);
      await deleteMediaVariants(store.dataDir, path, store.storage);
    } catch (error) {
      // A single image that cannot be deleted is logged; the flow goes on.
      store.logger.warn({ err: error, path, why }, "product image could not be deleted");
    }
  }
}

/**
 * Creates or updates a product with its categories and images, all or nothing (see the top of this file).
 * Expects values already checked by parseProductForm; checks the images (content, size, count) itself.
 */
export async function saveProduct(store: ProductStore, input: SaveProductInput): Promise<SaveProductResult> {
  const editing = input.id !== undefined;
  const failure = (cause?: string) => (editing ? t.productErrors.update(cause) : cause ? `${t.productErrors.create}: ${cause}` : t.productErrors.create);
  if (editing && !isUuid(input.id)) return { ok: false, error: failure(v.productMissing), status: 404 };
  const productId = input.id ?? randomUUID();
  const { values } = input;

  // A new product has no images to keep; an unknown new-file index is a caller's mistake.
  const plan = input.images.filter((entry) => (entry.kind === "keep" ? editing : entry.index >= 0 && entry.index < input.uploads.length));
  if (plan.length === 0) return { ok: false, error: v.imageRequired, status: 400 };
  if (plan.length > MAX_PRODUCT_IMAGES) return { ok: false, error: v.tooManyImages, status: 400 };

  // 1. Check and convert every new image before anything is written.
  const processed = new Map<number, ProcessedImage>();
  for (const entry of plan) {
    if (entry.kind !== "new") continue;
    const upload = input.uploads[entry.index];
    try {
      processed.set(entry.index, await processProductImage(upload.bytes, upload.filename));
    } catch (error) {
      if (error instanceof ImageRejectedError) return { ok: false, error: v.fileMessage(upload.filename, error.message), status: 400 };
      store.logger.error({ err: error, filename: upload.filename }, "product image could not be processed");
      return { ok: false, error: failure(v.uploadFailed), status: 500 };
    }
  }

  // 2. Write them. Keys carry the product id and a never-repeating timestamp.
  const written: StoredUpload[] = [];
  const stored = new Map<number, StoredUpload>();
  try {
    for (const [index, image] of processed) {
      const path = productImageKey(productId, input.uploads[index].filename);
      const entry = { ...image, path };
      // Listed before the write: a write that fails half-way (object storage down) is cleaned up too.
      written.push(entry);
      await store.storage.put(path, image.bytes);
      if (store.variantsAtUpload) await storeAllVariants(store.storage, path, image.bytes);
      stored.set(index, entry);
    }
  } catch (error) {
    store.logger.error({ err: error, productId }, "product image could not be stored");
    await removeFiles(store, written.map((w) => w.path), "upload failed");
    return { ok: false, error: failure(v.uploadFailed), status: 500 };
  }

  // 3. One transaction; a slug taken at the same moment by someone else just moves to the next number.
  let outcome: { slug: string; removed: string[] };
  for (let attempt = 0; ; attempt++) {
    try {
      outcome = await store.db.transaction(async (tx) => {
        let final: ImageRef[];
        let removed: string[] = [];
        let lockedRow: typeof products.$inferSelect | null = null;
        let imagesBefore: string[] = [];
        if (editing) {
          // Locked, so that a concurrent edit or delete of the same product waits for this one.
          const [locked] = await tx.select().from(products).where(eq(products.id, productId)).for("update");
          if (!locked) throw new ProductMissing();
          lockedRow = locked;
          const current = await tx
            .select({ path: productImages.path, width: productImages.width, height: productImages.height })
            .from(productImages)
            .where(eq(productImages.productId, productId))
            .orderBy(asc(productImages.position));
          imagesBefore = current.map((image) => imageLabel(image.path));
          const byPath = new Map(current.map((image) => [image.path, image]));
          final = plan.flatMap((entry) => {
            if (entry.kind === "new") return [stored.get(entry.index) as StoredUpload];
            const kept = byPath.get(entry.path);
            return kept ? [kept] : [];
          });
          const finalPaths = new Set(final.map((image) => image.path));
          removed = current.filter((image) => !finalPaths.has(image.path)).map((image) => image.path);
        } else {
          final = plan.map((entry) => stored.get((entry as { index: number }).index) as StoredUpload);
        }
        if (final.length === 0) throw new FormProblem(v.imageRequired);
        if (final.length > MAX_PRODUCT_IMAGES) throw new FormProblem(v.tooManyImages);

        const slug = await uniqueProductSlug(tx, values.slug, editing ? productId : undefined);
        const row = {
          name: values.name,
          slug,
          description: values.description,
          priceKurus: values.priceKurus,
          originalPriceKurus: values.originalPriceKurus,
          stock: lockedRow && input.stockSeen === values.stock ? lockedRow.stock : values.stock,
          shippingCostKurus: values.shippingCostKurus,
          isActive: values.isActive,
          isNew: values.isNew,
          dimensionWidth: values.dimensionWidth,
          dimensionHeight: values.dimensionHeight,
          dimensionDepth: values.dimensionDepth,
          dimensionUnit: values.dimensionUnit,
          weightValue: values.weightValue,
          weightUnit: values.weightUnit,
          searchText: productSearchText(values.name, values.description),
        };
        const categoriesBefore = editing && input.audit
          ? (await tx.select({ id: productCategories.categoryId }).from(productCategories).where(eq(productCategories.productId, productId))).map((link) => link.id)
          : [];
        if (editing) {
          await tx.update(products).set({ ...row, updatedAt: new Date() }).where(eq(products.id, productId));
          await tx.delete(productCategories).where(eq(productCategories.productId, productId));
          await tx.delete(productImages).where(eq(productImages.productId, productId));
        } else {
          await tx.insert(products).values({ id: productId, ...row });
        }
        await tx.insert(productCategories).values(values.categoryIds.map((categoryId) => ({ productId, categoryId })));
        await tx
          .insert(productImages)
          .values(final.map((image, position) => ({ productId, position, path: image.path, width: image.width, height: image.height })));
        if (input.audit) {
          const { categoryIds, ...fields } = values;
          const after: AuditedProduct = { ...fields, stock: row.stock, slug, categories: await categoryNames(tx, categoryIds), images: final.map((image) => imageLabel(image.path)) };
          const before: AuditedProduct | null = lockedRow
            ? { ...lockedRow, dimensionUnit: lockedRow.dimensionUnit as DimensionUnit, weightUnit: lockedRow.weightUnit as WeightUnit, categories: await categoryNames(tx, categoriesBefore), images: imagesBefore }
            : null;
          const changes = productChanges(before, after);
          // Saving the form unchanged is not worth a record.
          if (!before || Object.keys(changes).length > 0) {
            await recordAdminAction(tx, { ...input.audit, action: editing ? "product.update" : "product.create", target: { type: "product", id: productId, label: values.name }, changes });
          }
        }
        return { slug, removed };
      });
      break;
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error, "products_slug_unique")) continue;
      await removeFiles(store, written.map((w) => w.path), "save failed");
      if (error instanceof FormProblem) return { ok: false, error: error.message, status: error.status };
      if (error instanceof ProductMissing) return { ok: false, error: failure(v.productMissing), status: 404 };
      if (isMissingCategory(error)) return { ok: false, error: failure(v.categoryMissing), status: 409 };
      store.logger.error({ err: error, productId, editing }, "product could not be saved");
      return { ok: false, error: failure(), status: 500 };
    }
  }

  // 4. Committed: the shop's catalogue cache starts over, and the images the edit dropped go from storage too.
  await catalogChanged(store);
  await removeFiles(store, outcome.removed, "removed by an edit");
  return { ok: true, id: productId, slug: outcome.slug, created: !editing };
}

/**
 * The whole posted product form (create when `id` is empty, otherwise update): checked with the shared
 * schema, images counted against the product's real ones, then saved with saveProduct.
 */
export async function submitProductForm(store: ProductStore, posted: FormData, audit?: AuditBy): Promise<SaveProductResult> {
  const form = formWithoutNul(posted);
  const rawId = form.get(PRODUCT_FIELDS.id);
  const id = typeof rawId === "string" && rawId.trim() !== "" ? rawId.trim() : undefined;
  const editing = id !== undefined;
  let current = new Set<string>();
  if (editing) {
    if (!isUuid(id)) return { ok: false, error: t.productErrors.update(v.productMissing), status: 404 };
    try {
      const [exists] = await store.db.select({ id: products.id }).from(products).where(eq(products.id, id)).limit(1);
      if (!exists) return { ok: false, error: t.productErrors.update(v.productMissing), status: 404 };
      const rows = await store.db.select({ path: productImages.path }).from(productImages).where(eq(productImages.productId, id));
      current = new Set(rows.map((r) => r.path));
    } catch (error) {
      store.logger.error({ err: error, productId: id }, "product could not be read for an update");
      return { ok: false, error: t.productErrors.update(), status: 500 };
    }
  }
  // Only the product's own images can be kept: a stale or forged path is dropped before counting.
  const kept = keptImagePaths(form).filter((path) => current.has(path));
  const files = chosenFiles(form);
  const order = form.getAll(PRODUCT_FIELDS.imageOrder).filter((x): x is string => typeof x === "string");
  const plan = imagePlan(kept, files.length, order);
  const parsed = parseProductForm(form, { imageCount: plan.length });
  if (!parsed.ok) return { ok: false, error: parsed.error, status: 400, fieldErrors: parsed.fieldErrors };

  const uploads: ImageUpload[] = [];
  for (const file of files) {
    // Refused without reading: processProductImage would refuse it too.
    if (file.size > MAX_IMAGE_BYTES) return { ok: false, error: v.fileMessage(file.name, v.imageTooLarge), status: 400 };
    uploads.push({ filename: file.name, bytes: new Uint8Array(await file.arrayBuffer()) });
  }
  const stockSeen = Number.parseInt(String(form.get(PRODUCT_FIELDS.stockSeen) ?? ""), 10);
  return saveProduct(store, { id, values: parsed.values, images: plan, uploads, audit, stockSeen: Number.isInteger(stockSeen) ? stockSeen : null });
}

export type DeleteProductResult = { ok: true } | { ok: false; error: string; status: number };

/** After a committed change: every process's catalogue cache drops what it holds (docs/decisions/0008). */
async function catalogChanged(store: ProductStore): Promise<void> {
  try {
    await bumpCatalogVersion(store.db);
  } catch (error) {
    // The change is saved; shoppers may see the old version until the cache's entries expire (15 s).
    store.logger.warn({ err: error }, "catalogue cache version could not be bumped");
  }
}

/** Deletes the product's rows (order items keep their copy; their product_id becomes null), then its files. */
export async function deleteProduct(store: ProductStore, id: string, audit?: AuditBy): Promise<DeleteProductResult> {
  if (!isUuid(id)) return { ok: false, error: t.productErrors.delete, status: 404 };
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
    return { ok: false, error: t.productErrors.delete, status: 500 };
  }
  if (paths === null) return { ok: false, error: t.productErrors.delete, status: 404 };
  await catalogChanged(store);
  await removeFiles(store, paths, "product deleted");
  return { ok: true };
}

export { RequestTooLargeError } from "~/lib/form-data.server";

/** The posted product form, refusing (RequestTooLargeError, with the screen's message) a body above `maxBytes`. */
export function readLimitedFormData(request: Request, maxBytes = MAX_PRODUCT_FORM_BYTES): Promise<FormData> {
  return readFormWithin(request, { maxBytes, tooLargeMessage: v.requestTooLarge });
}
