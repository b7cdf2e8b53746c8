// The product feed at /feeds/products.xml (docs/product.md#product-feed): the active products and their variants,
// as Google Merchant Center and a Meta catalog read them. Built once per catalogue version (and per set of sold-out
// variants, as orders change stock without a catalogue write) and then served from memory.
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { categories, productCategories, productImages, products, productVariants } from "~/db/schema";
import { homeText } from "~/lib/i18n/pages/home";
import { type FeedProduct, type FeedShop, productFeedXml } from "~/lib/product-feed";
import { isDemoCompany, type ShopSettings } from "~/lib/shop-settings";
import { catalogCache } from "~/modules/catalog/cache.server";
import { getShopSettings } from "~/modules/settings/shop-settings.server";

/** The channel's facts from the shop's settings. */
export function feedShop(settings: ShopSettings, origin: string): FeedShop {
  return { origin, shopName: settings.shopName, description: homeText(settings).description, shipping: settings.shipping };
}

/** Active products with their active variants, images and active categories, newest first. */
export async function readFeedProducts(db: Executor): Promise<FeedProduct[]> {
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      description: products.description,
      brand: products.brand,
      shippingCostKurus: products.shippingCostKurus,
      saleStartsAt: products.saleStartsAt,
      saleEndsAt: products.saleEndsAt,
      options: products.options,
    })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(desc(products.createdAt), asc(products.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [variants, images, cats] = await Promise.all([
    db
      .select({
        productId: productVariants.productId,
        sku: productVariants.sku,
        optionValues: productVariants.optionValues,
        priceKurus: productVariants.priceKurus,
        originalPriceKurus: productVariants.originalPriceKurus,
        salePriceKurus: productVariants.salePriceKurus,
        stock: productVariants.stock,
        imagePath: productVariants.imagePath,
      })
      .from(productVariants)
      .where(and(inArray(productVariants.productId, ids), eq(productVariants.isActive, true)))
      .orderBy(asc(productVariants.position), asc(productVariants.id)),
    db
      .select({ productId: productImages.productId, path: productImages.path })
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.position), asc(productImages.id)),
    db
      .select({ productId: productCategories.productId, name: categories.name })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(and(inArray(productCategories.productId, ids), eq(categories.isActive, true)))
      .orderBy(asc(categories.name)),
  ]);
  const byProduct = <T extends { productId: string }>(list: T[]) => {
    const map = new Map<string, T[]>();
    for (const item of list) map.set(item.productId, [...(map.get(item.productId) ?? []), item]);
    return map;
  };
  const variantsOf = byProduct(variants);
  const imagesOf = byProduct(images);
  const categoriesOf = byProduct(cats);
  return rows.map((row) => ({
    ...row,
    images: (imagesOf.get(row.id) ?? []).map((image) => image.path),
    categories: (categoriesOf.get(row.id) ?? []).map((category) => category.name),
    variants: (variantsOf.get(row.id) ?? []).map(({ productId: _productId, ...variant }) => variant),
  }));
}

/**
 * Which active variants are sold out, as one short digest: orders change stock without bumping the catalogue
 * version, and a variant selling out (or coming back) must change the feed's availability.
 */
async function soldOutDigest(db: Executor): Promise<string> {
  const result = await db.execute(
    sql`select md5(coalesce(string_agg(${productVariants.id}::text, ',' order by ${productVariants.id}), '')) as digest
        from ${productVariants} where ${productVariants.isActive} and ${productVariants.stock} <= 0`,
  );
  return String((result as unknown as { rows: { digest: string }[] }).rows[0]?.digest ?? "");
}

/** The feed's XML: while the shop is being set up (the demo company) the channel lists no items. */
export async function productFeed(db: Executor, origin: string): Promise<string> {
  const cache = catalogCache(db);
  const digest = await soldOutDigest(db);
  return cache.getExact(`product-feed:${origin}:${digest}`, async () => {
    const settings = await getShopSettings(db);
    const list = isDemoCompany(settings) ? [] : await readFeedProducts(db);
    return productFeedXml(feedShop(settings, origin), list, cache.instant());
  });
}
