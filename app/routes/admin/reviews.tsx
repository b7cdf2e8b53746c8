// /admin/reviews: the owner's review queue (docs/product.md#reviews), by status (?status=pending|approved|hidden,
// ?page=), newest first, with `Onayla`, `Gizle` (final) and the shop's public answer. Plain form posts: everything
// works without JavaScript; after a change the browser is sent back to the same list (303) with a notice.
import { FilterTabs } from "~/components/admin/filter-tabs";
import { data, redirect } from "react-router";
import { AdminPagination } from "~/components/admin/pagination";
import { ReviewCard } from "~/components/admin/review-card";
import { Banner } from "~/components/ui/banner";
import { adminReviewsText } from "~/lib/i18n/admin-reviews";
import { adminText } from "~/lib/i18n/admin";
import { tr } from "~/lib/i18n/tr";
import { parsePage } from "~/lib/input";
import { REVIEW_STATUSES, type ReviewStatus } from "~/lib/reviews";
import { auditBy } from "~/modules/audit/audit-log.server";
import { requireAdminAction, requireAdminPage } from "~/modules/auth/guard.server";
import { readForm } from "~/modules/platform/form-data.server";
import {
  type AdminReviewPage,
  approveReview,
  hideReview,
  isReviewStatus,
  listAdminReviews,
  type ModerationRefusal,
  replyToReview,
} from "~/modules/reviews/moderation.server";
import type { Route } from "./+types/reviews";

const t = adminReviewsText;
const LIST_URL = "/admin/reviews";
const MAX_PAGE = 100_000;
const NOTICES = ["approved", "hidden", "replied", "replyRemoved"] as const;
type Notice = (typeof NOTICES)[number];

function listHref(status: ReviewStatus, page = 1, notice?: Notice): string {
  const params = new URLSearchParams({ status });
  if (page > 1) params.set("page", String(page));
  if (notice) params.set("done", notice);
  return `${LIST_URL}?${params}`;
}

function statusFrom(value: unknown): ReviewStatus {
  return isReviewStatus(value) ? value : "pending";
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = () => [{ title: `${t.title} | ${adminText.panel}` }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const url = new URL(request.url);
  const status = statusFrom(url.searchParams.get("status"));
  const page = parsePage(url.searchParams.get("page"), MAX_PAGE);
  const done = url.searchParams.get("done");
  const notice = NOTICES.find((n) => n === done) ?? null;
  let list: AdminReviewPage = { status, reviews: [], counts: { pending: 0, approved: 0, hidden: 0 }, page: 1, pages: 1 };
  let loadError: string | null = null;
  try {
    list = await listAdminReviews(context.db, { status, page });
  } catch (error) {
    context.logger.error({ err: error }, "admin reviews could not be loaded");
    loadError = t.loadError;
  }
  return { ...list, notice, loadError };
}

const refusalText: Record<ModerationRefusal, string> = {
  "not-found": t.errors.notFound,
  "hidden-is-final": t.errors.hiddenIsFinal,
  "already-approved": t.errors.alreadyApproved,
  "already-hidden": t.errors.alreadyHidden,
  "reply-empty": t.errors.replyEmpty,
  "reply-too-long": t.errors.replyTooLong,
  "no-reply": t.errors.noReply,
};

const refusalStatus: Record<ModerationRefusal, number> = {
  "not-found": 404,
  "hidden-is-final": 409,
  "already-approved": 409,
  "already-hidden": 409,
  "reply-empty": 400,
  "reply-too-long": 400,
  "no-reply": 409,
};

export interface ReviewActionAnswer {
  error: string;
  /** The review the refusal is about, and the answer as typed, so its form shows it again. */
  reviewId: string;
  reply: string | null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminAction(request, context);
  const form = await readForm(request);
  if (!form) return data<ReviewActionAnswer>({ error: tr.common.genericError, reviewId: "", reply: null }, { status: 400 });
  const text = (name: string) => (typeof form.get(name) === "string" ? String(form.get(name)) : "");
  const intent = text("intent");
  const id = text("id");
  const status = statusFrom(text("status"));
  const page = parsePage(text("page"), MAX_PAGE);
  const by = auditBy(admin, context);
  const refused = (error: string, httpStatus: number) =>
    data<ReviewActionAnswer>({ error, reviewId: id, reply: intent === "reply" ? text("storeReply") : null }, { status: httpStatus });

  try {
    const result =
      intent === "approve"
        ? await approveReview(context.db, id, by)
        : intent === "hide"
          ? await hideReview(context.db, id, by)
          : intent === "reply" || intent === "removeReply"
            ? await replyToReview(context.db, id, intent === "reply" ? text("storeReply") : null, by)
            : null;
    if (!result) return refused(t.errors.unknownIntent, 400);
    if (!result.ok) return refused(refusalText[result.reason], refusalStatus[result.reason]);
    context.logger.info({ by: admin.id, reviewId: id, intent }, "review moderated");
    const notice: Notice = intent === "approve" ? "approved" : intent === "hide" ? "hidden" : intent === "reply" ? "replied" : "replyRemoved";
    return redirect(listHref(status, page, notice), 303);
  } catch (error) {
    context.logger.error({ err: error, reviewId: id, intent }, "review moderation failed");
    return refused(t.errors.actionFailed, 500);
  }
}

const noticeText: Record<Notice, string> = {
  approved: t.notices.approved,
  hidden: t.notices.hidden,
  replied: t.notices.replied,
  replyRemoved: t.notices.replyRemoved,
};

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { status, reviews, counts, page, pages, notice, loadError } = loaderData;
  const answer = (actionData as ReviewActionAnswer | undefined) ?? null;
  return (
    <div className="mx-auto max-w-4xl">
      {notice && (
        <Banner tone="success" testId="admin-notice">
          {noticeText[notice]}
        </Banner>
      )}
      {answer && (
        <Banner tone="error" testId="form-error">
          {answer.error}
        </Banner>
      )}
      {loadError && (
        <Banner tone="error" testId="load-error">
          {loadError}
        </Banner>
      )}
      <h1 className="text-2xl font-extrabold">{t.title}</h1>
      <p className="mb-4 mt-1 max-w-2xl text-sm text-gray-700">{t.intro}</p>
      <FilterTabs
        label={t.filtersLabel}
        options={REVIEW_STATUSES}
        current={status}
        labels={t.statuses}
        counts={counts}
        href={listHref}
        testIdPrefix="reviews-filter"
      />
      {reviews.length === 0 && !loadError ? (
        <p className="rounded-2xl border border-dashed border-gray-300 bg-white p-10 text-center text-gray-700" data-testid="reviews-empty">
          {t.empty[status]}
        </p>
      ) : (
        <ul aria-label={t.listLabel(t.statuses[status])} className="space-y-4" data-testid="reviews-list">
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} listStatus={status} page={page} answer={answer?.reviewId === review.id ? answer : null} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4">
        <AdminPagination page={page} pages={pages} href={(n) => listHref(status, n)} />
      </div>
    </div>
  );
}
