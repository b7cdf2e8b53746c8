/**
 * The shop's catalogue pages: home, product list, product pages, search, and their client-navigation data.
 * The page cache stores these (server/http/page-cache.ts), and their HTML is rendered with an empty cart
 * whose count the cache fills in per request (app/modules/cart/cart-badge.server.ts).
 */
export function isCatalogPath(path: string): boolean {
  return /^\/(_root\.data|products(\.data)?|product\/[^/]+(\.data)?|api\/search)?$/.test(path);
}
