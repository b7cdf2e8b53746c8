// One review in the owner's queue at /admin/reviews (docs/product.md#reviews): the product, stars, title and text
// (shown as text), the reviewer's initials, the photo, the order it came from and the date; then `Onayla`, `Gizle`
// behind a confirmation that says it is final, and the shop's public answer. Plain forms: no JavaScript needed.
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { inputClass, labelClass } from "~/components/ui/field";
import { formatDate, formatDateAndTime } from "~/lib/dates";
import { adminReviewsText } from "~/lib/i18n/admin-reviews";
import { imageUrl } from "~/lib/media";
import { REVIEW_LIMITS, type ReviewStatus } from "~/lib/reviews";
import type { AdminReview } from "~/modules/reviews/moderation.server";
import { adminOrderHref } from "./order-links";

const t = adminReviewsText;

const statusLook: Record<ReviewStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-green-100 text-green-900",
  hidden: "bg-gray-200 text-gray-800",
};

function Stars({ rating }: { rating: number }) {
  return (
    <span className="whitespace-nowrap text-lg leading-none text-amber-500" data-testid="review-stars">
      <span aria-hidden="true">{"★".repeat(rating)}</span>
      <span aria-hidden="true" className="text-gray-300">
        {"★".repeat(5 - rating)}
      </span>
      <span className="sr-only">{t.stars(rating)}</span>
    </span>
  );
}

/** The fields every form of the card posts: which review, and which list to come back to. */
function Target({ review, listStatus, page }: { review: AdminReview; listStatus: ReviewStatus; page: number }) {
  return (
    <>
      <input type="hidden" name="id" value={review.id} />
      <input type="hidden" name="status" value={listStatus} />
      <input type="hidden" name="page" value={String(page)} />
    </>
  );
}

export function ReviewCard({
  review,
  listStatus,
  page,
  answer,
}: {
  review: AdminReview;
  listStatus: ReviewStatus;
  page: number;
  /** The last refused change to this review: the answer as typed shows again. */
  answer: { error: string; reply: string | null } | null;
}) {
  const replyId = `review-${review.id}-reply`;
  const hidden = review.status === "hidden";
  return (
    <article className="rounded-xl border border-gray-200 bg-white p-4 sm:p-5" aria-labelledby={`review-${review.id}-title`} data-testid="review-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Stars rating={review.rating} />
          <h2 id={`review-${review.id}-title`} className="mt-1 break-words text-lg font-bold text-gray-900" data-testid="review-title">
            {review.title}
          </h2>
        </div>
        <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${statusLook[review.status]}`} data-testid="review-status">
          {t.statuses[review.status]}
        </span>
      </div>
      <div className="mt-2 flex gap-4">
        <p className="min-w-0 flex-1 whitespace-pre-line break-words text-gray-800" data-testid="review-body">
          {review.body}
        </p>
        {review.photoKey && (
          <a href={imageUrl(review.photoKey)} className="shrink-0" title={t.openPhoto} data-testid="review-photo">
            <img src={imageUrl(review.photoKey, 160)} alt={t.photo} width={80} height={80} loading="lazy" className="h-20 w-20 rounded-lg object-cover" />
          </a>
        )}
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex min-w-0 gap-1">
          <dt className="text-gray-700">{t.product}:</dt>
          <dd className="min-w-0 break-words font-semibold text-gray-900" data-testid="review-product">
            {review.productExists ? review.productName : `${review.productName} (${t.productGone})`}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-gray-700">{t.order}:</dt>
          <dd>
            <Link
              to={adminOrderHref({ id: review.orderId, orderNumber: review.orderNumber })}
              className="font-semibold text-brand-700 underline"
              data-testid="review-order"
            >
              {review.orderNumber}
            </Link>
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-gray-700">{t.reviewer}:</dt>
          <dd className="text-gray-900" data-testid="review-initials">
            {review.initials ?? t.anonymised} · <span className="text-green-800">{t.verified}</span>
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-gray-700">{t.written}:</dt>
          <dd className="text-gray-900">
            <time dateTime={new Date(review.createdAt).toISOString()}>{formatDate(review.createdAt)}</time>
          </dd>
        </div>
      </dl>

      {hidden ? (
        review.storeReply && (
          <div className="mt-3 rounded-lg bg-gray-50 p-3 text-sm">
            <p className="font-semibold text-gray-900">{t.replyLabel}</p>
            <p className="whitespace-pre-line break-words text-gray-800">{review.storeReply}</p>
          </div>
        )
      ) : (
        <>
          <div className="mt-4 flex flex-wrap items-start gap-2 border-t border-gray-100 pt-4">
            {review.status === "pending" && (
              <Form method="post">
                <Target review={review} listStatus={listStatus} page={page} />
                <Button type="submit" name="intent" value="approve" data-testid="review-approve">
                  {t.actions.approve}
                </Button>
              </Form>
            )}
            <details className="group min-w-0" data-testid="review-hide">
              <summary className="inline-flex min-h-11 cursor-pointer list-none items-center rounded-lg border border-red-300 bg-white px-4 font-semibold text-red-700 hover:bg-red-50 [&::-webkit-details-marker]:hidden">
                {t.actions.hide}
              </summary>
              <Form method="post" className="mt-2 max-w-md rounded-lg border border-red-200 bg-red-50 p-3">
                <Target review={review} listStatus={listStatus} page={page} />
                <p className="text-sm text-red-900">{t.actions.hideWarning}</p>
                <Button type="submit" name="intent" value="hide" variant="danger" className="mt-2" data-testid="review-hide-confirm">
                  {t.actions.hideConfirm}
                </Button>
              </Form>
            </details>
          </div>
          <Form method="post" className="mt-4" data-testid="review-reply-form">
            <Target review={review} listStatus={listStatus} page={page} />
            <label htmlFor={replyId} className={labelClass}>
              {t.replyLabel}
            </label>
            <textarea
              id={replyId}
              name="storeReply"
              rows={3}
              maxLength={REVIEW_LIMITS.replyMax}
              defaultValue={answer?.reply ?? review.storeReply ?? ""}
              aria-describedby={`${replyId}-hint${answer ? ` ${replyId}-error` : ""}`}
              aria-invalid={answer ? true : undefined}
              className={inputClass}
            />
            <p id={`${replyId}-hint`} className="mt-1 text-xs text-gray-700">
              {t.replyHint}
              {review.storeRepliedAt && <> {t.repliedAt(formatDateAndTime(review.storeRepliedAt))}</>}
            </p>
            {answer && (
              <p id={`${replyId}-error`} className="mt-1 text-xs font-semibold text-red-700" data-testid="review-error">
                {answer.error}
              </p>
            )}
            <div className="mt-2 flex flex-wrap gap-2">
              <Button type="submit" name="intent" value="reply" variant="secondary" data-testid="review-reply-save">
                {t.actions.saveReply}
              </Button>
              {review.storeReply && (
                <Button type="submit" name="intent" value="removeReply" variant="ghostDanger" data-testid="review-reply-remove">
                  {t.actions.removeReply}
                </Button>
              )}
            </div>
          </Form>
        </>
      )}
    </article>
  );
}
