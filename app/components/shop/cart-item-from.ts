// What a product card shows and the cart line a card or the product page adds (its own module: the product
// page's purchase box and the loaders need it without the cards' code, which the product page loads later).
import type { CartItem } from "~/lib/cart";
import type { PersonalValues } from "~/lib/personalisation";
import { namedOptionValues, type ProductOption, type ShopVariant, variantLabel } from "~/lib/variants";
import type { ProductSummary } from "~/modules/catalog/queries.server";

/** Fewer than this many left: "Son n adet!" (per variant on the product page). */
export const LOW_STOCK_LIMIT = 5;

/** What a card shows and puts in the cart: a product summary without its description. */
export type CardProduct = Omit<ProductSummary, "description">;

/** A loader's cards without the descriptions they do not show (less data in every page's HTML). */
export function cardProducts(products: ProductSummary[]): CardProduct[] {
  return products.map(({ description: _description, ...card }) => card);
}

/**
 * The cart line of a product (its only variant), or of the chosen variant of a product with options; for a
 * personalised gift with the buyer's values, its unit price with their fees (the server prices it again).
 */
export function cartItemFrom(
  product: CardProduct,
  quantity: number,
  chosen?: { variant: ShopVariant; options: ProductOption[] },
  personal?: { values: PersonalValues; feeKurus: number },
): CartItem {
  if (personal && Object.keys(personal.values).length > 0) {
    const line = cartItemFrom(product, quantity, chosen);
    return {
      ...line,
      price: line.price + personal.feeKurus,
      originalPrice: line.originalPrice != null ? line.originalPrice + personal.feeKurus : null,
      personal: personal.values,
    };
  }
  if (chosen) {
    const { variant, options } = chosen;
    return {
      ...cartItemFrom(product, quantity),
      variantId: variant.id,
      variantLabel: variantLabel(namedOptionValues(options, variant.optionValues)),
      price: variant.priceKurus,
      originalPrice: variant.originalPriceKurus,
      image: variant.imagePath ?? product.image?.path ?? null,
      stock: variant.stock,
    };
  }
  return {
    productId: product.id,
    productName: product.name,
    slug: product.slug,
    price: product.priceKurus,
    originalPrice: product.originalPriceKurus,
    shippingCost: product.shippingCostKurus,
    quantity,
    image: product.image?.path ?? null,
    stock: product.stock,
  };
}
