// Saving a product in the back office (docs/product.md#product-form, #images, #audit-log).
//
// Saving is all or nothing: every new image is checked and converted first, then written to storage,
// then one transaction writes the product row, its categories and its image rows in the chosen order.
// When anything fails, the files written by this attempt are deleted again, so there is never a
// half-saved product nor an orphan file. Images removed by an edit are deleted from storage only after
// the transaction has committed.
//
// A refusal comes back as a reason (docs/decisions/0024); the admin screen words it with
// productSaveErrorText (app/lib/i18n/admin-catalog.ts).
import { randomUUID } from "node:crypto";
import { asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { isForeignKeyViolation, isUniqueViolation } from "~/db/errors.server";
import { categories, productCategories, productImages, products } from "~/db/schema";
import { formWithoutNul, isUuid } from "~/lib/input";
import { personalFieldAuditText } from "~/lib/i18n/admin-personal";
import { assignPersonalFieldIds, type StoredPersonalisation } from "~/lib/personal-field-form";
import { NO_PERSONALISATION } from "~/lib/personalisation";
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
  type ProductFormValues,
  type WeightUnit,
  type ProductFormField,
} from "~/lib/product-form-schema";
import { type ImageRejectionReason, MAX_IMAGE_BYTES } from "~/modules/media/images.server";
import { type AuditBy, type AuditChanges, changedFields, recordAdminAction } from "~/modules/audit/audit-log.server";
import { catalogChanged, type ProductStore, uniqueProductSlug } from "./admin-products.server";
import { imageLabel, type ImageUpload, removeProductFiles, type StoredUpload, storeNewImages } from "./product-images.server";
import { productSearchText } from "./queries.server";
import { SkuTaken, writeProductVariants } from "./variant-save.server";

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

/** Why a product was not saved. */
export type ProductSaveFailure =
  | { reason: "image-required" | "too-many-images" }
  | { reason: "image-rejected"; filename: string; image: ImageRejectionReason }
  // The form's own checks (app/lib/product-form-schema.ts, shared with the browser) word what is wrong.
  | { reason: "invalid"; message: string; fieldErrors?: Partial<Record<ProductFormField, string>> }
  // A SKU of the form is another variant's (null: the database's unique index said so, not which).
  | { reason: "sku-taken"; sku: string | null }
  | { reason: "product-missing" | "category-missing" | "upload-failed" | "failed"; editing: boolean };

export type SaveProductResult = { ok: true; id: string; slug: string; created: boolean } | ({ ok: false; status: number } & ProductSaveFailure);

/** A problem the admin can fix, found inside the transaction. */
class FormProblem extends Error {
  constructor(readonly reason: "image-required" | "too-many-images") {
    super(reason);
  }
}

class ProductMissing extends Error {}

function isMissingCategory(error: unknown): boolean {
  return isForeignKeyViolation(error, "category_id");
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
  "saleStartsAt",
  "saleEndsAt",
  "vatRate",
  "categories",
  "images",
  "personalFields",
  "requiresProof",
] as const;
/** A new product's record names only what identifies and sells it. */
const AUDITED_NEW_PRODUCT_FIELDS = [
  "name",
  "slug",
  "priceKurus",
  "originalPriceKurus",
  "stock",
  "isActive",
  "isNew",
  "salePriceKurus",
  "saleStartsAt",
  "saleEndsAt",
  "vatRate",
  "categories",
  "images",
  "personalFields",
  "requiresProof",
] as const;

type AuditedProduct = Omit<ProductFormValues, "categoryIds" | "options" | "variants" | "sku" | "personalisation"> & {
  categories: string[];
  images: string[];
  /** The personal fields, one line each (personalFieldAuditText); a new product's none are left out. */
  personalFields: string[] | null;
  requiresProof: boolean | null;
};

function auditedPersonalisation(personalisation: StoredPersonalisation | null | undefined, isNew: boolean) {
  const fields = (personalisation?.fields ?? []).map(personalFieldAuditText);
  const requiresProof = personalisation?.requiresProof ?? false;
  // A new product without personalisation: nothing to say about it.
  return { personalFields: isNew && fields.length === 0 ? null : fields, requiresProof: isNew && !requiresProof ? null : requiresProof };
}

async function categoryNames(tx: Executor, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ name: categories.name })
    .from(categories)
    .where(inArray(categories.id, [...ids]));
  return rows.map((row) => row.name).sort((a, b) => a.localeCompare(b, "tr"));
}

/** What a product save changed, for the audit log: fields, category names, and the images in their order. */
function productChanges(before: AuditedProduct | null, after: AuditedProduct): AuditChanges {
  return before ? changedFields(before, after, AUDITED_PRODUCT_FIELDS) : changedFields(null, after, AUDITED_NEW_PRODUCT_FIELDS);
}
/**
 * Creates or updates a product with its categories and images, all or nothing (see the top of this file).
 * Expects values already checked by parseProductForm; checks the images (content, size, count) itself.
 */
export async function saveProduct(store: ProductStore, input: SaveProductInput): Promise<SaveProductResult> {
  const editing = input.id !== undefined;
  const failure = (reason: "product-missing" | "category-missing" | "upload-failed" | "failed", status: number): SaveProductResult => ({
    ok: false,
    reason,
    editing,
    status,
  });
  if (editing && !isUuid(input.id)) return failure("product-missing", 404);
  const productId = input.id ?? randomUUID();
  const { values } = input;

  // A new product has no images to keep; an unknown new-file index is a caller's mistake.
  const plan = input.images.filter((entry) => (entry.kind === "keep" ? editing : entry.index >= 0 && entry.index < input.uploads.length));
  if (plan.length === 0) return { ok: false, reason: "image-required", status: 400 };
  if (plan.length > MAX_PRODUCT_IMAGES) return { ok: false, reason: "too-many-images", status: 400 };

  // 1. and 2. Check and convert every new image before anything is written, then write them.
  const images = await storeNewImages(store, productId, plan, input.uploads);
  if (!images.ok) return images.reason === "image-rejected" ? { ...images, status: 400 } : failure("upload-failed", 500);
  const { written, stored } = images;

  // 3. One transaction; a slug taken at the same moment by someone else just moves to the next number.
  let outcome: { slug: string; removed: string[] };
  for (let attempt = 0; ; attempt++) {
    try {
      outcome = await store.db.transaction(async (tx) => {
        let final: ImageRef[];
        // What each image token of the form (`keep:{path}`, `new:{index}`) became: a variant's image is one of these.
        const tokenPaths = new Map<string, string>();
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
          for (const entry of plan) if (entry.kind === "keep" && byPath.has(entry.path)) tokenPaths.set(`keep:${entry.path}`, entry.path);
          const finalPaths = new Set(final.map((image) => image.path));
          removed = current.filter((image) => !finalPaths.has(image.path)).map((image) => image.path);
        } else {
          final = plan.map((entry) => stored.get((entry as { index: number }).index) as StoredUpload);
        }
        for (const entry of plan) if (entry.kind === "new") tokenPaths.set(`new:${entry.index}`, (stored.get(entry.index) as StoredUpload).path);
        if (final.length === 0) throw new FormProblem("image-required");
        if (final.length > MAX_PRODUCT_IMAGES) throw new FormProblem("too-many-images");

        const slug = await uniqueProductSlug(tx, values.slug, editing ? productId : undefined);
        const variantRows = values.variants ?? [];
        // Fields keep their ids across edits (cart lines and orders name them); new ones get new ids.
        const personalisation = values.personalisation
          ? assignPersonalFieldIds(lockedRow?.personalisation as StoredPersonalisation | undefined, values.personalisation)
          : ((lockedRow?.personalisation as StoredPersonalisation | undefined) ?? NO_PERSONALISATION);
        const row = {
          options: values.options ?? [],
          name: values.name,
          slug,
          description: values.description,
          priceKurus: values.priceKurus,
          originalPriceKurus: values.originalPriceKurus,
          // With variants the stock is theirs (summarised below); without, the stock field's, kept when shown unchanged.
          stock: lockedRow && (variantRows.length > 0 || input.stockSeen === values.stock) ? lockedRow.stock : values.stock,
          shippingCostKurus: values.shippingCostKurus,
          isActive: values.isActive,
          isNew: values.isNew,
          dimensionWidth: values.dimensionWidth,
          dimensionHeight: values.dimensionHeight,
          dimensionDepth: values.dimensionDepth,
          dimensionUnit: values.dimensionUnit,
          weightValue: values.weightValue,
          weightUnit: values.weightUnit,
          saleStartsAt: values.saleStartsAt ?? null,
          saleEndsAt: values.saleEndsAt ?? null,
          // The product's own KDV rate (docs/product.md#vat); a caller that does not name one keeps it.
          vatRate: values.vatRate === undefined ? (lockedRow?.vatRate ?? null) : values.vatRate,
          searchText: productSearchText(values.name, values.description),
          personalisation,
        };
        const categoriesBefore =
          editing && input.audit
            ? (await tx.select({ id: productCategories.categoryId }).from(productCategories).where(eq(productCategories.productId, productId))).map(
                (link) => link.id,
              )
            : [];
        if (editing) {
          await tx
            .update(products)
            .set({ ...row, updatedAt: new Date() })
            .where(eq(products.id, productId));
          await tx.delete(productCategories).where(eq(productCategories.productId, productId));
          await tx.delete(productImages).where(eq(productImages.productId, productId));
        } else {
          await tx.insert(products).values({ id: productId, ...row });
        }
        await tx.insert(productCategories).values(values.categoryIds.map((categoryId) => ({ productId, categoryId })));
        await tx
          .insert(productImages)
          .values(final.map((image, position) => ({ productId, position, path: image.path, width: image.width, height: image.height })));
        const variantChanges = await writeProductVariants(tx, {
          productId,
          slug,
          optionsBefore: lockedRow?.options ?? [],
          options: row.options,
          variants: variantRows,
          single: {
            priceKurus: row.priceKurus,
            originalPriceKurus: row.originalPriceKurus,
            salePriceKurus: values.salePriceKurus ?? null,
            stock: row.stock,
            sku: values.sku ?? null,
          },
          imagePath: (token) => (token ? (tokenPaths.get(token) ?? null) : null),
        });
        // The product's price and stock are now its variants' summary.
        const [summary] = await tx
          .select({ priceKurus: products.priceKurus, originalPriceKurus: products.originalPriceKurus, stock: products.stock })
          .from(products)
          .where(eq(products.id, productId));
        if (input.audit) {
          const { categoryIds, options: _options, variants: _variants, sku: _sku, personalisation: _personal, ...fields } = values;
          const after: AuditedProduct = {
            ...fields,
            ...summary,
            slug,
            vatRate: row.vatRate,
            categories: await categoryNames(tx, categoryIds),
            images: final.map((image) => imageLabel(image.path)),
            ...auditedPersonalisation(personalisation, !lockedRow),
          };
          const before: AuditedProduct | null = lockedRow
            ? {
                ...lockedRow,
                dimensionUnit: lockedRow.dimensionUnit as DimensionUnit,
                weightUnit: lockedRow.weightUnit as WeightUnit,
                categories: await categoryNames(tx, categoriesBefore),
                images: imagesBefore,
                ...auditedPersonalisation(lockedRow.personalisation as StoredPersonalisation, false),
              }
            : null;
          const changes = { ...productChanges(before, after), ...variantChanges };
          // Saving the form unchanged is not worth a record.
          if (!before || Object.keys(changes).length > 0) {
            await recordAdminAction(tx, {
              ...input.audit,
              action: editing ? "product.update" : "product.create",
              target: { type: "product", id: productId, label: values.name },
              changes,
            });
          }
        }
        return { slug, removed };
      });
      break;
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error, "products_slug_unique")) continue;
      await removeProductFiles(
        store,
        written.map((w) => w.path),
        "save failed",
      );
      if (error instanceof FormProblem) return { ok: false, reason: error.reason, status: 400 };
      if (error instanceof ProductMissing) return failure("product-missing", 404);
      if (isMissingCategory(error)) return failure("category-missing", 409);
      if (error instanceof SkuTaken) return { ok: false, reason: "sku-taken", sku: error.sku, status: 409 };
      if (isUniqueViolation(error, "product_variants_sku_unique")) return { ok: false, reason: "sku-taken", sku: null, status: 409 };
      store.logger.error({ err: error, productId, editing }, "product could not be saved");
      return failure("failed", 500);
    }
  }

  // 4. Committed: the shop's catalogue cache starts over, and the images the edit dropped go from storage too.
  await catalogChanged(store);
  await removeProductFiles(store, outcome.removed, "removed by an edit");
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
    if (!isUuid(id)) return { ok: false, reason: "product-missing", editing, status: 404 };
    try {
      const [exists] = await store.db.select({ id: products.id }).from(products).where(eq(products.id, id)).limit(1);
      if (!exists) return { ok: false, reason: "product-missing", editing, status: 404 };
      const rows = await store.db.select({ path: productImages.path }).from(productImages).where(eq(productImages.productId, id));
      current = new Set(rows.map((r) => r.path));
    } catch (error) {
      store.logger.error({ err: error, productId: id }, "product could not be read for an update");
      return { ok: false, reason: "failed", editing, status: 500 };
    }
  }
  // Only the product's own images can be kept: a stale or forged path is dropped before counting.
  const kept = keptImagePaths(form).filter((path) => current.has(path));
  const files = chosenFiles(form);
  const order = form.getAll(PRODUCT_FIELDS.imageOrder).filter((x): x is string => typeof x === "string");
  const plan = imagePlan(kept, files.length, order);
  const parsed = parseProductForm(form, { imageCount: plan.length });
  if (!parsed.ok) return { ok: false, reason: "invalid", message: parsed.error, fieldErrors: parsed.fieldErrors, status: 400 };

  const uploads: ImageUpload[] = [];
  for (const file of files) {
    // Refused without reading: processProductImage would refuse it too.
    if (file.size > MAX_IMAGE_BYTES) return { ok: false, reason: "image-rejected", filename: file.name, image: "too_large", status: 400 };
    uploads.push({ filename: file.name, bytes: new Uint8Array(await file.arrayBuffer()) });
  }
  const stockSeen = Number.parseInt(String(form.get(PRODUCT_FIELDS.stockSeen) ?? ""), 10);
  return saveProduct(store, { id, values: parsed.values, images: plan, uploads, audit, stockSeen: Number.isInteger(stockSeen) ? stockSeen : null });
}
