// The product page's `Değerlendirmeler` section (docs/product.md#reviews): the average, the stars, the count and the
// distribution by stars, then one page of approved reviews with their sort and page links and a `Faydalı (n)` button.
// All of it plain HTML: the links are addresses of their own (`?yorumlar=faydali&yorum-sayfa=2#degerlendirmeler`),
// the button a tiny POST form answered with a redirect back, so it works without JavaScript; the page loads this
// code only when the section comes near the screen (components/shop/near-viewport.tsx). The reviewers' words are
// shown as text.
import { formatDate } from "~/lib/dates";
import { listingText } from "~/lib/i18n/listing";
import { formatRating } from "~/lib/i18n/rating";
import { reviewsPageText } from "~/lib/i18n/reviews-page";
import { pageNumbers } from "~/lib/listing-params";
import { imageSrcSet, imageUrl } from "~/lib/media";
import { REVIEWS_ANCHOR, type ReviewListParams, reviewListHref } from "~/lib/review-list";
import { type PublicReview, type RatingSummary, REVIEW_SORTS, type ReviewSort } from "~/lib/reviews";
import { Stars } from "./rating-stars";

/** What the loader gives the section (app/modules/reviews/product-reviews.server.ts ProductReviews). */
export interface ProductReviewsData {
  summary: RatingSummary | null;
  list: PublicReview[];
  sort: ReviewSort;
  page: number;
  pageCount: number;
}

const SORT_LABELS: Record<ReviewSort, string> = { newest: reviewsPageText.newest, helpful: reviewsPageText.helpful };
const box = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 text-sm font-semibold";
const idle = `${box} border-gray-300 bg-white text-gray-800 hover:border-brand-500`;
const chosen = `${box} border-brand-600 bg-brand-600 text-white`;

export function ProductReviews({ slug, reviews, voted }: { slug: string; reviews: ProductReviewsData; voted: string | null }) {
  const { summary, list, sort, page, pageCount } = reviews;
  const href = (params: ReviewListParams) => reviewListHref(slug, params);
  // The vote posts to this very list page, so its answer comes back to it.
  const here = href({ sort, page }).split("#")[0];
  return (
    <section id={REVIEWS_ANCHOR} aria-labelledby="reviews-heading" className="mt-12 scroll-mt-24" data-testid="product-reviews">
      <h2 id="reviews-heading" className="mb-4 text-xl font-bold">
        {reviewsPageText.heading}
      </h2>
      {summary ? (
        <div className="grid gap-8 md:grid-cols-[16rem_1fr]">
          <RatingSummaryBox summary={summary} />
          <div className="min-w-0">
            <nav aria-label={reviewsPageText.sort} className="mb-4 flex flex-wrap gap-2">
              {REVIEW_SORTS.map((name) => (
                <a key={name} href={href({ sort: name, page: 1 })} className={name === sort ? chosen : idle} aria-current={name === sort ? "true" : undefined}>
                  {SORT_LABELS[name]}
                </a>
              ))}
            </nav>
            <ol className="divide-y divide-gray-200 border-y border-gray-200">
              {list.map((review) => (
                <li key={review.id}>
                  <ReviewItem review={review} action={here} voted={review.id === voted} />
                </li>
              ))}
            </ol>
            <ReviewPages sort={sort} page={page} pageCount={pageCount} href={href} />
          </div>
        </div>
      ) : (
        <p className="text-gray-700">{reviewsPageText.none}</p>
      )}
    </section>
  );
}

function RatingSummaryBox({ summary }: { summary: RatingSummary }) {
  return (
    <div>
      <p className="flex items-baseline gap-2">
        <span className="text-4xl font-extrabold text-gray-900" aria-hidden="true">
          {formatRating(summary.average)}
        </span>
        <Stars value={summary.average} className="text-2xl" />
        <span className="sr-only">{reviewsPageText.ratingLabel(summary.average, summary.count)}</span>
      </p>
      <p className="mt-1 text-sm text-gray-700" aria-hidden="true">
        {reviewsPageText.count(summary.count)}
      </p>
      <ul aria-label={reviewsPageText.distribution} className="mt-4 space-y-1.5" data-testid="rating-distribution">
        {[5, 4, 3, 2, 1].map((stars) => {
          const count = summary.distribution[stars - 1];
          return (
            <li key={stars} className="grid grid-cols-[4.5rem_1fr_2.5rem] items-center gap-2 text-sm text-gray-700">
              <span className="sr-only">{reviewsPageText.starsRowLabel(stars, count)}</span>
              <span aria-hidden="true">{reviewsPageText.starsRow(stars)}</span>
              <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-gray-200">
                <span className="block h-full rounded-full bg-amber-600" style={{ width: `${(count / summary.count) * 100}%` }} />
              </span>
              <span aria-hidden="true" className="text-right tabular-nums">
                {count}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ReviewItem({ review, action, voted }: { review: PublicReview; action: string; voted: boolean }) {
  return (
    <article id={`yorum-${review.id}`} className="scroll-mt-24 py-4" data-testid="review">
      <p className="flex items-center gap-2">
        <Stars value={review.rating} />
        <span className="sr-only">{reviewsPageText.reviewRating(review.rating)}</span>
      </p>
      <h3 className="mt-1 font-semibold break-words text-gray-900">{review.title}</h3>
      <p className="mt-1 break-words whitespace-pre-line text-gray-800">{review.body}</p>
      {review.photoKey && (
        <a href={imageUrl(review.photoKey, 1280)} className="mt-2 inline-block" aria-label={reviewsPageText.photoLink}>
          <img
            src={imageUrl(review.photoKey, 160)}
            srcSet={imageSrcSet(review.photoKey, [160, 320])}
            sizes="96px"
            width={96}
            height={96}
            alt={reviewsPageText.photo}
            loading="lazy"
            className="h-24 w-24 rounded-lg object-cover"
          />
        </a>
      )}
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-700">
        <span className="font-semibold text-gray-900">{review.initials ?? reviewsPageText.anonymous}</span>
        <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-bold text-emerald-800">{reviewsPageText.verified}</span>
        <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
      </p>
      {review.storeReply && (
        <div className="mt-3 rounded-lg bg-gray-50 p-3 text-sm" data-testid="store-reply">
          <p className="font-semibold text-gray-900">{reviewsPageText.storeReply}</p>
          <p className="mt-1 break-words whitespace-pre-line text-gray-800">{review.storeReply}</p>
        </div>
      )}
      {voted ? (
        <p className="mt-3 flex flex-wrap items-center gap-x-3 text-sm" role="status">
          <span className="font-semibold text-gray-900">{reviewsPageText.vote(review.helpfulCount)}</span>
          <span className="font-semibold text-emerald-800">{reviewsPageText.voted}</span>
        </p>
      ) : (
        <form method="post" action={action} className="mt-3">
          <input type="hidden" name="review" value={review.id} />
          <button type="submit" className={idle} aria-label={reviewsPageText.voteLabel(review.helpfulCount)}>
            {reviewsPageText.vote(review.helpfulCount)}
          </button>
        </form>
      )}
    </article>
  );
}

function ReviewPages({ sort, page, pageCount, href }: { sort: ReviewSort; page: number; pageCount: number; href: (params: ReviewListParams) => string }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={reviewsPageText.pages} className="mt-4 flex flex-wrap items-center gap-2">
      {page > 1 && (
        <a rel="prev" href={href({ sort, page: page - 1 })} className={idle}>
          {listingText.previous}
        </a>
      )}
      <ul className="flex flex-wrap gap-1">
        {pageNumbers(page, pageCount).map((n, i) =>
          n === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true" className="inline-flex min-h-11 items-end px-1 text-gray-700">
              …
            </li>
          ) : (
            <li key={n}>
              <a
                href={href({ sort, page: n })}
                className={n === page ? chosen : idle}
                aria-current={n === page ? "page" : undefined}
                aria-label={listingText.page(n)}
              >
                {n}
              </a>
            </li>
          ),
        )}
      </ul>
      {page < pageCount && (
        <a rel="next" href={href({ sort, page: page + 1 })} className={idle}>
          {listingText.next}
        </a>
      )}
    </nav>
  );
}
