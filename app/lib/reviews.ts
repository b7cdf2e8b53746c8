// Verified reviews (docs/product.md#reviews): what a review is, its limits, and how the shop shows ratings.
// Pure: the server decides and stores (app/modules/reviews), pages and structured data read these shapes.

export const REVIEW_STATUSES = ["pending", "approved", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_INVITE_AFTER = ["delivered", "shipped"] as const;
export type ReviewInviteAfter = (typeof REVIEW_INVITE_AFTER)[number];

export const REVIEW_LIMITS = {
  titleMax: 100,
  bodyMin: 10,
  bodyMax: 2000,
  nameMax: 80,
  replyMax: 1000,
} as const;

/** Reviews on one page of a product's review list. */
export const REVIEWS_PER_PAGE = 10;
/** How many reviews the product's structured data carries. */
export const JSON_LD_REVIEW_COUNT = 5;

export const REVIEW_SORTS = ["newest", "helpful"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
/** The product page's query parameters for the review list: `?yorumlar=faydali&yorum-sayfa=2`. */
export const REVIEW_SORT_PARAM = "yorumlar";
export const REVIEW_PAGE_PARAM = "yorum-sayfa";
export const REVIEW_SORT_VALUES: Record<ReviewSort, string> = { newest: "yeni", helpful: "faydali" };

/** A product's approved reviews in figures: what cards, the page and the structured data show. */
export interface RatingSummary {
  count: number;
  /** One decimal, 1.0–5.0. */
  average: number;
  /** How many reviews gave 1, 2, 3, 4 and 5 stars, in that order. */
  distribution: [number, number, number, number, number];
}

/** An approved review as the public sees it: initials only, never the e-mail. */
export interface PublicReview {
  id: string;
  rating: number;
  title: string;
  body: string;
  /** `A. Y.`; null once the order was anonymised. */
  initials: string | null;
  /** Stored image key (app/modules/media) of the reviewer's photo; null: none or erased. */
  photoKey: string | null;
  /** ISO instant the review was written. */
  createdAt: string;
  storeReply: string | null;
  storeRepliedAt: string | null;
  helpfulCount: number;
}

/** The average of `count` ratings adding up to `total`, to one decimal; null when there are none. */
export function averageRating(total: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((total / count) * 10) / 10;
}

/** `Ayşe yılmaz` → `A. Y.`; the initials of at most the first and last word, Turkish upper case. Empty → null. */
export function reviewerInitials(name: string): string | null {
  const words = name
    .normalize("NFC")
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}]/gu, ""))
    .filter(Boolean);
  if (words.length === 0) return null;
  const picked = words.length === 1 ? words : [words[0], words[words.length - 1]];
  return picked.map((word) => `${word[0].toLocaleUpperCase("tr-TR")}.`).join(" ");
}

export function isReviewRating(value: unknown): value is 1 | 2 | 3 | 4 | 5 {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 5;
}
