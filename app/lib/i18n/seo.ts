// Search engines and the product feed (docs/product.md#search-engines, #product-feed).
export const seoText = {
  /** robots.txt's comment line naming the product feed. */
  robotsFeed: (url: string) => `# Ürün akışı: ${url}`,
};
