// The variants a product save writes (docs/product.md#options-and-variants), inside the product's transaction.
//
// Rows of the form with an id of the product's variants update them; the others are new. A variant no longer in
// the form is deleted, unless order lines name it: then it is deactivated, so its orders stay readable and their
// stock can still come back to it. A variant's stock the form shows unchanged is left as stored (orders may have
// taken some while the form was open). Every write ends with refreshProductSummaries, and the changes come back
// for the audit log as `variants[Renk: Siyah].priceKurus` and the like.
import { and, eq, inArray, isNotNull, notInArray, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { type AuditChanges, orderItems, productVariants } from "~/db/schema";
import type { VariantFormValues } from "~/lib/variant-form";
import { defaultSku, namedOptionValues, type ProductOption, variantLabel } from "~/lib/variants";
import { refreshProductSummaries, writeSingleVariant } from "./variant-summary.server";

/** A SKU the form asks for is another variant's (of another product, or one kept for its orders). */
export class SkuTaken extends Error {
  constructor(readonly sku: string) {
    super(`sku taken: ${sku}`);
  }
}

type StoredVariant = typeof productVariants.$inferSelect;

export interface VariantWrite {
  productId: string;
  slug: string;
  /** The product's options before this save ([] for a new product). */
  optionsBefore: ProductOption[];
  options: ProductOption[];
  /** The variant table's rows; [] for a product without options. */
  variants: VariantFormValues[];
  /** A product without options: its one variant's price, original price, stock (already resolved against stockSeen) and SKU. */
  single: { priceKurus: number; originalPriceKurus: number | null; salePriceKurus: number | null; stock: number; sku: string | null };
  /** The stored image path an image token of the form (`keep:{path}`, `new:{index}`) became; null: none kept. */
  imagePath: (token: string | null) => string | null;
}

const AUDITED_VARIANT_FIELDS = ["sku", "priceKurus", "originalPriceKurus", "salePriceKurus", "stock", "isActive", "weightValue", "imagePath"] as const;

function label(options: readonly ProductOption[], variant: Pick<StoredVariant, "optionValues" | "sku">): string {
  return variantLabel(namedOptionValues(options, variant.optionValues)) || variant.sku;
}

function optionsText(options: readonly ProductOption[]): string[] {
  return options.map((option) => `${option.name}: ${option.values.join(", ")}`);
}

/** Ids among `ids` that order lines name. */
async function variantsWithOrders(tx: Executor, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ id: orderItems.variantId })
    .from(orderItems)
    .where(and(isNotNull(orderItems.variantId), inArray(orderItems.variantId, [...ids])));
  return new Set(rows.map((row) => row.id as string));
}

/** Refuses SKUs held by a variant other than those `own` names (checked before writing, for the form's message). */
async function checkSkusFree(tx: Executor, skus: readonly string[], own: readonly string[]): Promise<void> {
  if (skus.length === 0) return;
  const conditions = [inArray(productVariants.sku, [...skus])];
  if (own.length > 0) conditions.push(notInArray(productVariants.id, [...own]));
  const [taken] = await tx
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(and(...conditions))
    .limit(1);
  if (taken) throw new SkuTaken(taken.sku);
}

/**
 * Writes the product's variants as the form has them (see the top of this file) and summarises the product.
 * Returns what changed, for the product's audit record. Throws SkuTaken when a SKU is another variant's.
 */
export async function writeProductVariants(tx: Executor, input: VariantWrite): Promise<AuditChanges> {
  const { productId, options } = input;
  const changes: AuditChanges = {};
  const existing = await tx.select().from(productVariants).where(eq(productVariants.productId, productId)).for("update");
  const byId = new Map(existing.map((variant) => [variant.id, variant]));
  const kept = new Set(input.variants.flatMap((row) => (row.id && byId.has(row.id) ? [row.id] : [])));
  // Without options the one variant with no values stays (it is the product's); everything else goes.
  const single =
    options.length === 0 ? (existing.find((v) => v.optionValues.length === 0 && v.isActive) ?? existing.find((v) => v.optionValues.length === 0)) : undefined;
  if (single) kept.add(single.id);

  const leaving = existing.filter((variant) => !kept.has(variant.id));
  const ordered = await variantsWithOrders(
    tx,
    leaving.map((variant) => variant.id),
  );
  const toDelete = leaving.filter((variant) => !ordered.has(variant.id));
  if (toDelete.length > 0) {
    await tx.delete(productVariants).where(
      inArray(
        productVariants.id,
        toDelete.map((variant) => variant.id),
      ),
    );
  }
  for (const variant of toDelete) changes[`variants[${label(input.optionsBefore, variant)}]`] = { before: variant.sku, after: null };
  const toDeactivate = leaving.filter((variant) => ordered.has(variant.id) && variant.isActive);
  if (toDeactivate.length > 0) {
    await tx
      .update(productVariants)
      .set({ isActive: false, updatedAt: new Date() })
      .where(
        inArray(
          productVariants.id,
          toDeactivate.map((variant) => variant.id),
        ),
      );
  }
  for (const variant of toDeactivate) changes[`variants[${label(input.optionsBefore, variant)}].isActive`] = { before: true, after: false };

  if (JSON.stringify(input.optionsBefore) !== JSON.stringify(options)) {
    changes.options = { before: optionsText(input.optionsBefore), after: optionsText(options) };
  }

  if (options.length === 0) {
    const { sku, ...fields } = input.single;
    if (sku && sku !== single?.sku) await checkSkusFree(tx, [sku], single ? [single.id] : []);
    // The one variant may have been kept inactive for its orders while the product had options: it sells again.
    if (single && !single.isActive) await tx.update(productVariants).set({ isActive: true }).where(eq(productVariants.id, single.id));
    await writeSingleVariant(tx, productId, { slug: input.slug, ...fields, ...(sku ? { sku } : {}) });
    if (single && sku && sku !== single.sku) changes.sku = { before: single.sku, after: sku };
    if (single && single.salePriceKurus !== fields.salePriceKurus) changes.salePriceKurus = { before: single.salePriceKurus, after: fields.salePriceKurus };
    return changes;
  }

  const rows = input.variants.map((row, position) => {
    const stored = row.id ? byId.get(row.id) : undefined;
    return {
      stored,
      values: {
        position,
        optionValues: row.optionValues,
        sku: row.sku ?? defaultSku(input.slug, row.optionValues),
        priceKurus: row.priceKurus,
        originalPriceKurus: row.originalPriceKurus,
        salePriceKurus: row.salePriceKurus,
        // Unchanged in the form: what orders have left of it since the form was opened.
        stock: stored && row.stockSeen === row.stock ? stored.stock : row.stock,
        isActive: row.isActive,
        weightValue: row.weightValue,
        imagePath: input.imagePath(row.image),
      },
    };
  });
  const ownIds = rows.flatMap((row) => (row.stored ? [row.stored.id] : []));
  await checkSkusFree(
    tx,
    rows.filter((row) => row.values.sku !== row.stored?.sku).map((row) => row.values.sku),
    ownIds,
  );
  // SKUs moving between the product's own variants: each first takes a placeholder, so no moment holds one twice.
  const renamed = rows.filter((row) => row.stored && row.stored.sku !== row.values.sku);
  if (renamed.length > 1) {
    await tx
      .update(productVariants)
      .set({ sku: sql`'~' || ${productVariants.id}::text` })
      .where(
        inArray(
          productVariants.id,
          renamed.map((row) => (row.stored as StoredVariant).id),
        ),
      );
  }
  const inserts = [];
  for (const { stored, values } of rows) {
    const name = variantLabel(namedOptionValues(options, values.optionValues));
    if (!stored) {
      inserts.push({ productId, ...values });
      changes[`variants[${name}]`] = { before: null, after: values.sku };
      continue;
    }
    await tx
      .update(productVariants)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(productVariants.id, stored.id));
    for (const field of AUDITED_VARIANT_FIELDS) {
      if (JSON.stringify(stored[field]) !== JSON.stringify(values[field]))
        changes[`variants[${name}].${field}`] = { before: stored[field], after: values[field] };
    }
  }
  if (inserts.length > 0) await tx.insert(productVariants).values(inserts);
  await refreshProductSummaries(tx, [productId]);
  return changes;
}
