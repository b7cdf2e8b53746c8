// The "Değerlendirmeler" section of /admin/settings (docs/product.md#reviews): when review invitations start (after
// delivery or after shipping), how many days later, and whether reviews are published without approval; the one
// check the browser (before posting) and the server (app/modules/settings/reviews-section.server.ts) both run.
import { reviewSettingsText } from "./i18n/settings-reviews";
import { REVIEW_INVITE_AFTER } from "./reviews";
import { MAX_REVIEW_INVITE_DELAY_DAYS, type ShopSettings } from "./shop-settings";
import { z } from "./zod-jitless";

const e = reviewSettingsText.errors;

export const REVIEWS_FIELDS = ["inviteAfter", "inviteDelayDays", "publishWithoutApproval"] as const;
export type ReviewsField = (typeof REVIEWS_FIELDS)[number];

export const reviewsSchema = z.object({
  inviteAfter: z.enum(REVIEW_INVITE_AFTER, { error: e.inviteAfter }),
  inviteDelayDays: z
    .string({ error: e.inviteDelayDays })
    .trim()
    .regex(/^\d{1,2}$/, { error: e.inviteDelayDays })
    .transform(Number)
    .refine((days) => days >= 0 && days <= MAX_REVIEW_INVITE_DELAY_DAYS, { error: e.inviteDelayDays }),
  // A ticked checkbox posts "on"; an unticked one posts nothing (read as "").
  publishWithoutApproval: z.string().transform((value) => value === "on"),
});

export type ReviewsValues = ShopSettings["reviews"];

export type ReviewsCheck =
  { ok: true; values: ReviewsValues } | { ok: false; errors: Partial<Record<ReviewsField, string>>; values: Record<ReviewsField, string> };

/** The posted fields as typed (a missing field or a file reads as ""). */
export function readReviewsForm(form: FormData): Record<ReviewsField, string> {
  const typed = {} as Record<ReviewsField, string>;
  for (const field of REVIEWS_FIELDS) {
    const value = form.get(field);
    typed[field] = typeof value === "string" ? value : "";
  }
  return typed;
}

export function checkReviewsSection(typed: Record<ReviewsField, string>): ReviewsCheck {
  const parsed = reviewsSchema.safeParse(typed);
  if (parsed.success) return { ok: true, values: parsed.data };
  const errors: Partial<Record<ReviewsField, string>> = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as ReviewsField] ??= issue.message;
  return { ok: false, errors, values: typed };
}

export function applyReviewsSection(settings: ShopSettings, values: ReviewsValues): ShopSettings {
  return { ...settings, reviews: { ...values } };
}

export function reviewsFormValues(settings: ShopSettings): Record<ReviewsField, string> {
  const { inviteAfter, inviteDelayDays, publishWithoutApproval } = settings.reviews;
  return { inviteAfter, inviteDelayDays: String(inviteDelayDays), publishWithoutApproval: publishWithoutApproval ? "on" : "" };
}
