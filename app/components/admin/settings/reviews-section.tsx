// "Değerlendirmeler" at /admin/settings (docs/product.md#reviews): when the sender is invited to review (after delivery
// or after shipping, and how many days later) and whether reviews are published without the owner's approval.
// Checked in the browser with the server's check (lib/settings-reviews-schema.ts); works without JavaScript.
import { Form } from "react-router";
import { Field, inputClass } from "~/components/ui/field";
import { useHydrated } from "~/hooks/use-hydrated";
import { reviewSettingsText as t } from "~/lib/i18n/settings-reviews";
import { REVIEW_INVITE_AFTER } from "~/lib/reviews";
import type { SectionOutcome } from "~/lib/settings-sections";
import { checkReviewsSection, readReviewsForm, REVIEWS_FIELDS, type ReviewsField, reviewsFormValues } from "~/lib/settings-reviews-schema";
import { MAX_REVIEW_INVITE_DELAY_DAYS, type ShopSettings } from "~/lib/shop-settings";
import { SectionSaveRow, useSectionCheck } from "./section-check";

export function ReviewsSection({ settings, outcome }: { settings: ShopSettings; outcome: SectionOutcome | null }) {
  const { errors, values, busy, onSubmit, hasErrors } = useSectionCheck<ReviewsField>({
    section: "reviews",
    outcome,
    saved: reviewsFormValues(settings),
    fields: REVIEWS_FIELDS,
    check: (form) => checkReviewsSection(readReviewsForm(form)),
  });
  return (
    <Form method="post" noValidate={useHydrated()} onSubmit={onSubmit} key={JSON.stringify(values)} className="mt-2 space-y-6" data-testid="reviews-form">
      <input type="hidden" name="section" value="reviews" />
      <p className="max-w-2xl text-sm text-gray-700">{t.intro}</p>
      <fieldset aria-describedby={errors.inviteAfter ? "reviews-inviteAfter-error" : undefined}>
        <legend className="mb-2 text-sm font-semibold text-gray-900">{t.fields.inviteAfter}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {REVIEW_INVITE_AFTER.map((choice) => (
            <label key={choice} className="flex min-h-11 items-center gap-3 rounded-lg border border-gray-200 p-3 hover:border-brand-300">
              <input type="radio" name="inviteAfter" value={choice} defaultChecked={values.inviteAfter === choice} className="h-4 w-4" />
              <span className="font-semibold">{t.inviteAfter[choice]}</span>
            </label>
          ))}
        </div>
        {errors.inviteAfter && (
          <p id="reviews-inviteAfter-error" className="mt-1 text-sm font-semibold text-red-700" data-testid="reviews-inviteAfter-error">
            {errors.inviteAfter}
          </p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t.fields.inviteDelayDays} id="reviews-inviteDelayDays" hint={t.hints.inviteDelayDays} error={errors.inviteDelayDays}>
          {(control) => (
            <input
              {...control}
              name="inviteDelayDays"
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_REVIEW_INVITE_DELAY_DAYS}
              step={1}
              required
              defaultValue={values.inviteDelayDays}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <div>
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            name="publishWithoutApproval"
            defaultChecked={values.publishWithoutApproval === "on"}
            aria-describedby="reviews-publishWithoutApproval-hint"
            className="h-5 w-5"
          />
          <span className="font-semibold">{t.fields.publishWithoutApproval}</span>
        </label>
        <p id="reviews-publishWithoutApproval-hint" className="text-xs text-gray-700">
          {t.hints.publishWithoutApproval}
        </p>
      </div>
      <SectionSaveRow busy={busy} outcome={outcome} hasErrors={hasErrors} saving={t.saving} />
    </Form>
  );
}
