// Builders for catalogue rows in integration tests. They go through the real schema and search text.
import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { categories, productCategories, productImages, products, productVariants } from "~/db/schema";
import { slugify } from "~/lib/slug";
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
