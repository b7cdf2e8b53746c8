// Builders for catalogue rows in integration tests. They go through the real schema and search text.
import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { categories, productCategories, productImages, products, productVariants } from "~/db/schema";
import { slugify } from "~/lib/slug";
import { defaultSku, type ProductOption } from "~/lib/variants";
import { productSearchText } from "~/modules/catalog/queries.server";
import { refreshProductSummaries, writeSingleVariant } from "~/modules/catalog/variant-summary.server";

let counter = 0;

/** The id of a product's one variant (a product made without options). */
export async function onlyVariantId(db: Executor, productId: string): Promise<string> {
  const rows = await db.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.productId, productId));
  if (rows.length !== 1) throw new Error(`expected one variant, found ${rows.length}`);
  return rows[0].id;
}

/** Sets a product's stock as the admin would: on its one variant, the product's summary following. */
export async function setProductStock(db: Executor, productId: string, stock: number): Promise<void> {
  await db.update(productVariants).set({ stock }).where(eq(productVariants.productId, productId));
  await refreshProductSummaries(db, [productId]);
}

/** Sets a product's price (and original price) on its one variant, the product's summary following. */
export async function setProductPrice(db: Executor, productId: string, priceKurus: number, originalPriceKurus: number | null = null): Promise<void> {
  await db.update(productVariants).set({ priceKurus, originalPriceKurus }).where(eq(productVariants.productId, productId));
  await refreshProductSummaries(db, [productId]);
}

export async function insertCategory(db: Executor, fields: { name: string; slug?: string; isActive?: boolean }) {
  const [row] = await db
    .insert(categories)
    .values({ name: fields.name, slug: fields.slug ?? slugify(fields.name), isActive: fields.isActive ?? true })
    .returning();
  return row;
}

export interface ProductFixture {
  name: string;
  description?: string;
  priceKurus?: number;
  originalPriceKurus?: number | null;
  stock?: number;
  isActive?: boolean;
  isNew?: boolean;
  shippingCostKurus?: number;
  categoryIds?: string[];
  images?: number;
  createdAt?: Date;
}

export async function insertProduct(db: Executor, fields: ProductFixture) {
  counter += 1;
  const description = fields.description ?? `${fields.name} açıklaması`;
  const [row] = await db
    .insert(products)
    .values({
      name: fields.name,
      slug: `${slugify(fields.name)}-${counter}`,
      description,
      priceKurus: fields.priceKurus ?? 9999,
      originalPriceKurus: fields.originalPriceKurus ?? null,
      stock: fields.stock ?? 10,
      isActive: fields.isActive ?? true,
      isNew: fields.isNew ?? false,
      shippingCostKurus: fields.shippingCostKurus ?? 2999,
      searchText: productSearchText(fields.name, description),
      createdAt: fields.createdAt ?? new Date(Date.now() + counter),
    })
    .returning();
  await writeSingleVariant(db, row.id, { slug: row.slug, priceKurus: row.priceKurus, originalPriceKurus: row.originalPriceKurus, stock: row.stock });
  if (fields.categoryIds?.length) {
    await db.insert(productCategories).values(fields.categoryIds.map((categoryId) => ({ productId: row.id, categoryId })));
  }
  for (let position = 0; position < (fields.images ?? 0); position++) {
    await db.insert(productImages).values({ productId: row.id, position, path: `products/${row.id}_${position}_test.webp`, width: 800, height: 800 });
  }
  return row;
}

export interface VariantFixture {
  /** One value per option, in the options' order. */
  values: string[];
  priceKurus: number;
  originalPriceKurus?: number | null;
  stock: number;
  sku?: string;
  isActive?: boolean;
}

/**
 * A product with options and one variant per given combination (in the given order), its summary refreshed.
 * Returns the product row (after the summary) and its variants in the given order.
 */
export async function insertProductWithVariants(
  db: Executor,
  fields: Omit<ProductFixture, "priceKurus" | "originalPriceKurus" | "stock"> & { options: ProductOption[]; variants: VariantFixture[] },
) {
  const { options, variants, ...productFields } = fields;
  const first = variants[0];
  if (!first) throw new Error("a product with options needs at least one variant");
  const product = await insertProduct(db, { ...productFields, priceKurus: first.priceKurus, stock: 0 });
  await db.delete(productVariants).where(eq(productVariants.productId, product.id));
  await db.update(products).set({ options }).where(eq(products.id, product.id));
  const rows = [];
  for (const [position, variant] of variants.entries()) {
    const [row] = await db
      .insert(productVariants)
      .values({
        productId: product.id,
        position,
        optionValues: variant.values,
        sku: variant.sku ?? defaultSku(product.slug, variant.values),
        priceKurus: variant.priceKurus,
        originalPriceKurus: variant.originalPriceKurus ?? null,
        stock: variant.stock,
        isActive: variant.isActive ?? true,
      })
      .returning();
    rows.push(row);
  }
  await refreshProductSummaries(db, [product.id]);
  const [summarised] = await db.select().from(products).where(eq(products.id, product.id));
  return { product: summarised, variants: rows };
}
