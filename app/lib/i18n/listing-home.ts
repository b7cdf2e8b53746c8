// Texts of the home page's product rows (docs/product.md#home); apart from ./listing.ts so that the home
// page's JavaScript carries only these.

export const homeRowsText = {
  newest: "Yeni gelenler",
  discounted: "İndirimdekiler",
  seeAll: "Tümünü gör",
  seeAllOf: (row: string) => `${row}: tümünü gör`,
} as const;
