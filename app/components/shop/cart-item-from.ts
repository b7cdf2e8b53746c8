// What a product card shows and the cart line a card or the product page adds (its own module: the product
// page's purchase box and the loaders need it without the cards' code, which the product page loads later).
import type { ProductSummary } from "~/modules/catalog/queries.server";

/** What a card shows and puts in the cart: a product summary without its description. */
export type CardProduct = Omit<ProductSummary, "description">;

/** A loader's cards without the descriptions they do not show (less data in every page's HTML). */
export function cardProducts(products: ProductSummary[]): CardProduct[] {
  return products.map(({ description: _description, ...card }) => card);
}

export function cartItemFrom(product: CardProduct, quantity: number) {
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
