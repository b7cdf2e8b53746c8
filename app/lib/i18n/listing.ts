// Texts of finding products: the list's sort and filters, search results, numbered pages
// (docs/product.md#product-list, #search-results). The home page's rows: ./listing-home.ts.
import type { ListingSort } from "../listing-params";

export const listingText = {
  filters: "Sıralama ve filtreler",
  sort: "Sırala",
  sorts: {
    recommended: "Önerilen",
    newest: "En Yeni",
    "price-asc": "Fiyat: Artan",
    "price-desc": "Fiyat: Azalan",
    discount: "İndirim Oranı",
  } satisfies Record<ListingSort, string>,
  priceRange: "Fiyat aralığı (₺)",
  minPrice: "En az",
  maxPrice: "En çok",
  pricePlaceholderMin: "0",
  pricePlaceholderMax: "1000",
  inStock: "Yalnızca stokta olanlar",
  apply: "Uygula",
  clear: "Filtreleri temizle",
  searchTitle: (q: string) => `“${q}” için arama sonuçları`,
  searchCount: (q: string, n: number) => `“${q}” için ${n} ürün`,
  noMatch: "Bu seçimlere uyan ürün yok.",
  pages: "Sayfalar",
  page: (n: number) => `Sayfa ${n}`,
  previous: "Önceki sayfa",
  next: "Sonraki sayfa",
} as const;
