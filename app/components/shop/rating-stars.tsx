import type { CSSProperties } from "react";
import { formatRating, ratingLabel } from "~/lib/i18n/rating";
import { REVIEWS_ANCHOR } from "~/lib/review-list";

/** Five stars filled to `value` (0–5, partly filled stars included); decorative: the text beside them says it. */
export function Stars({ value, className = "" }: { value: number; className?: string }) {
  return (
    <span aria-hidden="true" className={`rating-stars ${className}`} style={{ "--rating": value } as CSSProperties}>
      ★★★★★
    </span>
  );
}

/** Stars, the average and `(count)`: a card's and the product title's line (docs/product.md#reviews). */
export function RatingLine({ rating, className = "" }: { rating: { average: number; count: number }; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-1 text-sm text-gray-700 ${className}`} data-testid="rating-line">
      <Stars value={rating.average} />
      <span aria-hidden="true" className="font-semibold text-gray-900">
        {formatRating(rating.average)}
      </span>
      <span aria-hidden="true">({rating.count})</span>
      <span className="sr-only">{ratingLabel(rating.average, rating.count)}</span>
    </span>
  );
}

/** The line by the product's title, linking to its `Değerlendirmeler` section. */
export function ProductRatingLink({ rating }: { rating: { average: number; count: number } }) {
  return (
    <a href={`#${REVIEWS_ANCHOR}`} className="inline-flex min-h-11 items-center hover:underline" data-testid="product-rating">
      <RatingLine rating={rating} />
    </a>
  );
}
