// A product's rating in words (docs/product.md#reviews): what cards and the product title's line need, apart from the
// review section's texts (reviews-page.ts) so that they carry only these few bytes.

const ratingFormat = new Intl.NumberFormat("tr-TR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 4.7 → "4,7"; 5 → "5,0". */
export function formatRating(average: number): string {
  return ratingFormat.format(average);
}

/** What the stars, the average and the count say to a screen reader. */
export function ratingLabel(average: number, count: number): string {
  return `5 üzerinden ${formatRating(average)} puan, ${count} değerlendirme`;
}
