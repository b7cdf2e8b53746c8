// The "Yasal" section of /admin/settings (docs/product.md#shop-settings): the legal periods, the one check the
// browser (before posting) and the server (app/modules/settings/legal-section.server.ts) both run, and how the
// checked values change the settings. The law's limits are floors and ceilings no owner can cross.
import { settingsLegalText } from "./i18n/settings-legal";
import { LEGAL_MIN_ORDER_YEARS, LEGAL_MIN_WITHDRAWAL_DAYS, type ShopSettings } from "./shop-settings";
import { z } from "./zod-jitless";

const t = settingsLegalText;

export const LEGAL_FIELDS = [
  "withdrawalDays",
  "refundMinDays",
  "refundMaxDays",
  "supportReplyHours",
  "dataRequestDays",
  "orderYears",
  "proofApprovalDays",
  "photoRetentionDays",
] as const;
export type LegalField = (typeof LEGAL_FIELDS)[number];

/** KVKK m.13: an application is answered within 30 days at the latest. */
export const KVKK_MAX_DATA_REQUEST_DAYS = 30;
/** Mesafeli Sözleşmeler Yönetmeliği m.13: the refund within 14 days of the notice; 10 business days fit in them. */
export const MAX_REFUND_BUSINESS_DAYS = 10;
export const MAX_WITHDRAWAL_DAYS = 365;
export const MAX_SUPPORT_REPLY_HOURS = 168;
export const MAX_ORDER_YEARS = 10;
/** Personalised gifts (docs/product.md#proof, #personal-data-retention): days to answer a proof, days photos are kept after delivery. */
export const MAX_PROOF_APPROVAL_DAYS = 30;
export const MAX_PHOTO_RETENTION_DAYS = 365;

/** A whole number typed in the form ("14", " 14 "); anything else is refused with one message. */
const wholeNumber = z
  .string()
  .trim()
  .regex(/^\d{1,4}$/, t.errors.wholeNumber)
  .transform(Number);

export const LegalSectionSchema = z
  .object({
    withdrawalDays: wholeNumber.pipe(
      z
        .number()
        .min(LEGAL_MIN_WITHDRAWAL_DAYS, t.errors.withdrawalTooShort(LEGAL_MIN_WITHDRAWAL_DAYS))
        .max(MAX_WITHDRAWAL_DAYS, t.errors.withdrawalTooLong(MAX_WITHDRAWAL_DAYS)),
    ),
    refundMinDays: wholeNumber.pipe(z.number().min(1, t.errors.refundMin).max(MAX_REFUND_BUSINESS_DAYS, t.errors.refundMax(MAX_REFUND_BUSINESS_DAYS))),
    refundMaxDays: wholeNumber.pipe(z.number().min(1, t.errors.refundMin).max(MAX_REFUND_BUSINESS_DAYS, t.errors.refundMax(MAX_REFUND_BUSINESS_DAYS))),
    supportReplyHours: wholeNumber.pipe(
      z.number().min(1, t.errors.supportReplyHours(MAX_SUPPORT_REPLY_HOURS)).max(MAX_SUPPORT_REPLY_HOURS, t.errors.supportReplyHours(MAX_SUPPORT_REPLY_HOURS)),
    ),
    dataRequestDays: wholeNumber.pipe(
      z
        .number()
        .min(1, t.errors.dataRequestDays(KVKK_MAX_DATA_REQUEST_DAYS))
        .max(KVKK_MAX_DATA_REQUEST_DAYS, t.errors.dataRequestDays(KVKK_MAX_DATA_REQUEST_DAYS)),
    ),
    orderYears: wholeNumber.pipe(
      z
        .number()
        .min(LEGAL_MIN_ORDER_YEARS, t.errors.orderYearsTooShort(LEGAL_MIN_ORDER_YEARS))
        .max(MAX_ORDER_YEARS, t.errors.orderYearsTooLong(MAX_ORDER_YEARS)),
    ),
    proofApprovalDays: wholeNumber.pipe(
      z.number().min(1, t.errors.proofApprovalDays(MAX_PROOF_APPROVAL_DAYS)).max(MAX_PROOF_APPROVAL_DAYS, t.errors.proofApprovalDays(MAX_PROOF_APPROVAL_DAYS)),
    ),
    photoRetentionDays: wholeNumber.pipe(
      z
        .number()
        .min(1, t.errors.photoRetentionDays(MAX_PHOTO_RETENTION_DAYS))
        .max(MAX_PHOTO_RETENTION_DAYS, t.errors.photoRetentionDays(MAX_PHOTO_RETENTION_DAYS)),
    ),
  })
  .refine((values) => values.refundMinDays <= values.refundMaxDays, { message: t.errors.refundOrder, path: ["refundMinDays"] });

export type LegalValues = z.output<typeof LegalSectionSchema>;

export type LegalCheck = { ok: true; values: LegalValues } | { ok: false; errors: Partial<Record<LegalField, string>>; values: Record<LegalField, string> };

/** The posted fields as typed (a missing field or a file reads as ""). */
export function readLegalForm(form: FormData): Record<LegalField, string> {
  const typed = {} as Record<LegalField, string>;
  for (const field of LEGAL_FIELDS) {
    const value = form.get(field);
    typed[field] = typeof value === "string" ? value : "";
  }
  return typed;
}

export function checkLegalSection(typed: Record<LegalField, string>): LegalCheck {
  const parsed = LegalSectionSchema.safeParse(typed);
  if (parsed.success) return { ok: true, values: parsed.data };
  const errors: Partial<Record<LegalField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as LegalField | undefined;
    if (field !== undefined) errors[field] ??= issue.message;
  }
  return { ok: false, errors, values: typed };
}

export function applyLegalSection(settings: ShopSettings, values: LegalValues): ShopSettings {
  return {
    ...settings,
    withdrawalDays: values.withdrawalDays,
    refundBusinessDays: { min: values.refundMinDays, max: values.refundMaxDays },
    supportReplyHours: values.supportReplyHours,
    dataRequestDays: values.dataRequestDays,
    dataRetention: { ...settings.dataRetention, orderYears: values.orderYears },
    personalisation: { proofApprovalDays: values.proofApprovalDays, photoRetentionDays: values.photoRetentionDays },
  };
}

export function legalFormValues(settings: ShopSettings): Record<LegalField, string> {
  return {
    withdrawalDays: String(settings.withdrawalDays),
    refundMinDays: String(settings.refundBusinessDays.min),
    refundMaxDays: String(settings.refundBusinessDays.max),
    supportReplyHours: String(settings.supportReplyHours),
    dataRequestDays: String(settings.dataRequestDays),
    orderYears: String(settings.dataRetention.orderYears),
    proofApprovalDays: String(settings.personalisation.proofApprovalDays),
    photoRetentionDays: String(settings.personalisation.photoRetentionDays),
  };
}
