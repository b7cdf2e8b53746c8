// The cart line a product card or the product page adds (its own module: the product page's purchase box
// needs it without the cards' code, which that page loads later).
import type { ProductSummary } from "~/modules/catalog/queries.server";

export function cartItemFrom(product: ProductSummary, quantity: number) {
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
