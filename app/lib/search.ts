// The answer of GET /api/search, shared by the route that sends it and the header's search box that reads it.

export interface SearchResult {
  id: string;
  slug: string;
  name: string;
  description: string;
  priceKurus: number;
  /** The dearest variant's price; above priceKurus the suggestion reads "₺X'den başlayan". */
  maxPriceKurus?: number;
  image: { path: string; width: number; height: number } | null;
}

export interface SearchResponse {
  query: string;
  results: SearchResult[];
}
