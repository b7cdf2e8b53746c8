// /degerlendirme/:token, writing a review from the invitation mail's link (docs/product.md#reviews): the product and
// a plain multipart form (stars as radio inputs, works without JavaScript). The link is checked on every request;
// posts are rate-limited per address before they reach this action (RATE_LIMIT_REVIEW, server/http/middleware.ts).
// The page is the link holder's own: never indexed, never cached publicly (server/http/request-guards.ts).
import { BadgeCheck, Star } from "lucide-react";
import { data, Form, isRouteErrorResponse, redirect, useNavigation } from "react-router";
import { NotFoundView } from "~/components/shop/not-found-view";
import { Banner } from "~/components/ui/banner";
import { Button } from "~/components/ui/button";
import { PhotoField } from "~/components/shop/photo-field";
import { Field, inputClass } from "~/components/ui/field";
import { uploadRefusalText } from "~/lib/i18n/personal-fields";
import { reviewWriteText as t } from "~/lib/i18n/reviews";
import { tr } from "~/lib/i18n/tr";
import { imageUrl } from "~/lib/media";
import { REVIEW_LIMITS } from "~/lib/reviews";
import { seoMeta, seoSiteFrom } from "~/lib/seo";
import { createFileStorage } from "~/modules/media/storage.server";
import { MAX_PHOTO_BYTES } from "~/modules/personalisation/photos.server";
import { readForm, RequestTooLargeError } from "~/modules/platform/form-data.server";
import { checkReviewToken, reviewLinkKey } from "~/modules/reviews/review-links.server";
import { findReviewLine, parseReviewForm, type ReviewErrors, type ReviewValues, writeReview } from "~/modules/reviews/review-writing.server";
import { getShopSettings } from "~/modules/settings/shop-settings.server";
import type { Route } from "./+types/review";

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
const STARS = [1, 2, 3, 4, 5] as const;

/** The line the link names; a forged or unknown link is a 404, an expired one a 410. */
async function lineOfLink(context: Route.LoaderArgs["context"], token: string | undefined) {
  const check = checkReviewToken(await reviewLinkKey(context.db), token);
  if (check.kind === "invalid") throw data({ reason: "not-found" }, { status: 404, headers: PRIVATE });
  if (check.kind === "expired") throw data({ reason: "expired" }, { status: 410, headers: PRIVATE });
  const line = await findReviewLine(context.db, check.orderItemId);
  if (!line) throw data({ reason: "not-found" }, { status: 404, headers: PRIVATE });
  return line;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const line = await lineOfLink(context, params.token);
  const { reviews } = await getShopSettings(context.db);
  return data(
    {
      product: { name: line.productName, variantLabel: line.variantLabel, imagePath: line.imagePath },
      reviewed: line.reviewed,
      publishedAtOnce: reviews.publishWithoutApproval,
    },
    { headers: PRIVATE },
  );
}

interface Refusal {
  errors: ReviewErrors & { form?: string };
  values: ReviewValues;
}

const EMPTY_VALUES: ReviewValues = { rating: null, name: "", title: "", body: "" };

export async function action({ request, params, context }: Route.ActionArgs) {
  const line = await lineOfLink(context, params.token);
  const self = `/degerlendirme/${params.token}`;
  if (line.reviewed) return redirect(self, { headers: PRIVATE });
  let form: FormData | null;
  try {
    form = await readForm(request, { maxBytes: MAX_PHOTO_BYTES + 64 * 1024 });
  } catch (error) {
    if (!(error instanceof RequestTooLargeError)) throw error;
    return data<Refusal>({ errors: { photo: uploadRefusalText.too_large }, values: EMPTY_VALUES }, { status: 413, headers: PRIVATE });
  }
  if (!form) return data<Refusal>({ errors: { form: t.errors.badForm }, values: EMPTY_VALUES }, { status: 400, headers: PRIVATE });
  const parsed = parseReviewForm(form);
  if (!parsed.ok) return data<Refusal>({ errors: parsed.errors, values: parsed.values }, { status: 400, headers: PRIVATE });
  const photo = form.get("photo");
  const result = await writeReview(context.db, createFileStorage(context.env), {
    orderItemId: line.orderItemId,
    review: parsed.input,
    photo: photo instanceof File && photo.size > 0 ? new Uint8Array(await photo.arrayBuffer()) : null,
    settings: await getShopSettings(context.db),
  });
  if (!result.ok && result.reason === "photo") {
    const { rating, name, title, body } = parsed.input;
    return data<Refusal>({ errors: { photo: result.message }, values: { rating, name, title, body } }, { status: 400, headers: PRIVATE });
  }
  if (!result.ok && result.reason === "not-found") throw data({ reason: "not-found" }, { status: 404, headers: PRIVATE });
  if (result.ok) context.logger.info({ requestId: context.requestId, reviewId: result.reviewId, status: result.status }, "review written");
  // Written now or by a racing post: either way the link now shows the thanks (post, redirect, get).
  return redirect(self, { headers: PRIVATE });
}

export function headers({ loaderHeaders, actionHeaders, errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);
}

export const meta: Route.MetaFunction = ({ data, matches, params }) =>
  seoMeta(seoSiteFrom(matches), {
    title: data ? `${t.page.title}: ${data.product.name}` : t.notFound.title,
    description: t.page.lead,
    path: `/degerlendirme/${params.token}`,
    noindex: true,
  });

function StarPicker({ value, error }: { value: number | null; error?: string }) {
  return (
    <fieldset aria-describedby={error ? "review-rating-error" : undefined}>
      <legend className="block text-sm font-semibold text-gray-900">{t.page.rating}</legend>
      {/* Each star is a radio input with its label; the chosen one and those before it light up (CSS only, no script). */}
      <div
        className="mt-1 flex gap-1 text-gray-300 [&>input:checked+label]:text-amber-500 [&>input:focus-visible+label]:ring-2 [&>input:focus-visible+label]:ring-brand-400 [&>label:has(~input:checked)]:text-amber-500"
        data-testid="review-stars"
      >
        {STARS.map((n) => (
          <StarInput key={n} n={n} checked={value === n} />
        ))}
      </div>
      {error && (
        <p id="review-rating-error" className="mt-1 text-xs font-semibold text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function StarInput({ n, checked }: { n: number; checked: boolean }) {
  return (
    <>
      <input type="radio" name="rating" value={n} id={`review-star-${n}`} required defaultChecked={checked} className="peer sr-only" />
      <label htmlFor={`review-star-${n}`} className="inline-flex h-11 w-11 cursor-pointer items-center justify-center rounded-lg hover:text-amber-400">
        <Star aria-hidden="true" className="h-8 w-8 fill-current" />
        <span className="sr-only">{t.page.stars(n)}</span>
      </label>
    </>
  );
}

function ProductHeading({ product }: { product: { name: string; variantLabel: string; imagePath: string | null } }) {
  return (
    <div className="mt-6 flex items-center gap-4 rounded-2xl border border-gray-200 p-4">
      {product.imagePath && <img src={imageUrl(product.imagePath, 160)} alt="" width={80} height={80} className="h-20 w-20 shrink-0 rounded-lg object-cover" />}
      <div>
        <p className="text-lg font-bold" data-testid="review-product">
          {product.name}
        </p>
        {product.variantLabel && <p className="text-sm text-gray-700">{product.variantLabel}</p>}
      </div>
    </div>
  );
}

export default function ReviewPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { product, reviewed, publishedAtOnce } = loaderData;
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const refusal = actionData as Refusal | undefined;
  const errors = refusal?.errors ?? {};
  const values = refusal?.values ?? EMPTY_VALUES;
  return (
    <div className="mx-auto max-w-lg px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold">{t.page.title}</h1>
      <ProductHeading product={product} />
      {reviewed ? (
        <div className="mt-6">
          <Banner tone="success" testId="review-thanks">
            {t.page.thanks}
          </Banner>
        </div>
      ) : (
        <Form
          method="post"
          encType="multipart/form-data"
          action={`/degerlendirme/${params.token}`}
          className="mt-6 space-y-5 rounded-2xl border border-gray-200 p-5"
          data-testid="review-form"
        >
          <p className="text-gray-700">{t.page.lead}</p>
          <p className="flex items-center gap-2 text-sm font-semibold text-green-800">
            <BadgeCheck aria-hidden="true" className="h-5 w-5" /> {t.page.verified}
          </p>
          {(errors.form || Object.keys(errors).length > 0) && (
            <Banner tone="error" testId="review-error">
              {errors.form ?? t.page.formError}
            </Banner>
          )}
          <StarPicker value={values.rating} error={errors.rating} />
          <Field label={t.page.name} hint={t.page.nameHint} error={errors.name} id="review-name">
            {(control) => (
              <input
                {...control}
                name="name"
                required
                maxLength={REVIEW_LIMITS.nameMax}
                defaultValue={values.name}
                autoComplete="name"
                className={inputClass}
              />
            )}
          </Field>
          <Field label={t.page.reviewTitle} error={errors.title} id="review-title">
            {(control) => <input {...control} name="title" required maxLength={REVIEW_LIMITS.titleMax} defaultValue={values.title} className={inputClass} />}
          </Field>
          <Field label={t.page.body} hint={t.page.bodyHint} error={errors.body} id="review-body">
            {(control) => (
              <textarea
                {...control}
                name="body"
                required
                minLength={REVIEW_LIMITS.bodyMin}
                maxLength={REVIEW_LIMITS.bodyMax}
                rows={6}
                defaultValue={values.body}
                className={inputClass}
              />
            )}
          </Field>
          <PhotoField label={t.page.photo} hint={t.page.photoHint} error={errors.photo} id="review-photo" />
          {!publishedAtOnce && <p className="text-sm text-gray-700">{t.page.pendingNote}</p>}
          <Button type="submit" disabled={sending} className="w-full" data-testid="review-submit">
            {sending ? t.page.submitting : t.page.submit}
          </Button>
        </Form>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 410)) {
    const text = error.status === 410 ? t.expired : t.notFound;
    return <NotFoundView title={text.title} text={text.text} backTo="/" backLabel={tr.common.backHome} />;
  }
  throw error;
}
