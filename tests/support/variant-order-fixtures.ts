// An order with a line of a product with options (docs/product.md#options-and-variants), placed through the real
// checkout: a mug in two colours (its variants written directly, its summary refreshed as the admin's save does)
// and a mouse pad without options, so a test sees both kinds of line side by side.
import type { Database, Executor } from "~/db/client.server";
import { products, productVariants } from "~/db/schema";
import type { ProductOption } from "~/lib/variants";
import { slugify } from "~/lib/slug";
import { placeOrder } from "~/modules/checkout/place-order.server";
import { refreshProductSummaries } from "~/modules/catalog/variant-summary.server";
import { productSearchText } from "~/modules/catalog/queries.server";
import { insertProduct } from "./catalog-fixtures";
import { checkoutFields } from "./order-fixtures";

let counter = 0;

export interface VariantFixture {
  values: string[];
  sku: string;
  priceKurus: number;
  stock?: number;
}

/** A product with these options and variants, its price and stock summarised from them. */
export async function insertProductWithOptions(db: Executor, fields: { name: string; options: ProductOption[]; variants: VariantFixture[] }) {
  counter += 1;
  const description = `${fields.name} açıklaması`;
  const cheapest = Math.min(...fields.variants.map((v) => v.priceKurus));
  const [product] = await db
    .insert(products)
    .values({
      name: fields.name,
      slug: `${slugify(fields.name)}-v${counter}`,
      description,
      priceKurus: cheapest,
      stock: 0,
      shippingCostKurus: 2999,
      options: fields.options,
      searchText: productSearchText(fields.name, description),
    })
    .returning();
  const variants = await db
    .insert(productVariants)
    .values(
      fields.variants.map((variant, position) => ({
        productId: product.id,
        position,
        optionValues: variant.values,
        sku: variant.sku,
        priceKurus: variant.priceKurus,
        stock: variant.stock ?? 10,
      })),
    )
    .returning();
  await refreshProductSummaries(db, [product.id]);
  return { product, variants };
}

/** Unique per call, so suites that share a database never clash on the unique SKU. */
export function uniqueSku(base: string): string {
  counter += 1;
  return `${base}-${counter}`;
}

/**
 * A placed (simulated, pending) order of one black mug ("Renk: Siyah", SKU `KUPA-SIYAH-n`) and two mouse pads
 * without options. `fields`: checkout fields to override.
 */
export async function placeVariantOrder(db: Database, fields: Partial<typeof checkoutFields> = {}) {
  const blackSku = uniqueSku("KUPA-SIYAH");
  const { product: mug, variants } = await insertProductWithOptions(db, {
    name: "Renkli Kupa",
    options: [{ name: "Renk", values: ["Beyaz", "Siyah"] }],
    variants: [
      { values: ["Beyaz"], sku: uniqueSku("KUPA-BEYAZ"), priceKurus: 14999 },
      { values: ["Siyah"], sku: blackSku, priceKurus: 17999 },
    ],
  });
  const black = variants.find((v) => v.sku === blackSku)!;
  const pad = await insertProduct(db, { name: "Mouse Pad", priceKurus: 9950, stock: 20 });
  const order = await placeOrder(db, {
    fields: { ...checkoutFields, ...fields },
    items: [
      { productId: mug.id, variantId: black.id, quantity: 1 },
      { productId: pad.id, quantity: 2 },
    ],
    paymentMethod: "simulated",
  });
  return { order, mug, black, blackSku, pad };
}
