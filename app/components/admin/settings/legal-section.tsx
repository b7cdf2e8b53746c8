// "Yasal" at /admin/settings (docs/product.md#shop-settings): the withdrawal period, the refund days, the
// support reply time, the KVKK reply time and how long order data are kept. Checked in the browser with the
// server's check (lib/settings-legal-schema.ts): the law's floors (14 days, 3 years) and ceilings (30 days).
import { Form } from "react-router";
import { Field, inputClass } from "~/components/ui/field";
import { useHydrated } from "~/hooks/use-hydrated";
import { settingsLegalText } from "~/lib/i18n/settings-legal";
import {
  checkLegalSection,
  KVKK_MAX_DATA_REQUEST_DAYS,
  LEGAL_FIELDS,
  type LegalField,
  legalFormValues,
  MAX_ORDER_YEARS,
  MAX_PHOTO_RETENTION_DAYS,
  MAX_PROOF_APPROVAL_DAYS,
  MAX_REFUND_BUSINESS_DAYS,
  MAX_SUPPORT_REPLY_HOURS,
  MAX_WITHDRAWAL_DAYS,
  readLegalForm,
} from "~/lib/settings-legal-schema";
import type { SectionOutcome } from "~/lib/settings-sections";
import { LEGAL_MIN_ORDER_YEARS, LEGAL_MIN_WITHDRAWAL_DAYS, type ShopSettings } from "~/lib/shop-settings";
import { SectionSaveRow, useSectionCheck } from "./section-check";

const t = settingsLegalText;

const LIMITS: Record<LegalField, { min: number; max: number }> = {
  withdrawalDays: { min: LEGAL_MIN_WITHDRAWAL_DAYS, max: MAX_WITHDRAWAL_DAYS },
  refundMinDays: { min: 1, max: MAX_REFUND_BUSINESS_DAYS },
  refundMaxDays: { min: 1, max: MAX_REFUND_BUSINESS_DAYS },
  supportReplyHours: { min: 1, max: MAX_SUPPORT_REPLY_HOURS },
  dataRequestDays: { min: 1, max: KVKK_MAX_DATA_REQUEST_DAYS },
  orderYears: { min: LEGAL_MIN_ORDER_YEARS, max: MAX_ORDER_YEARS },
  proofApprovalDays: { min: 1, max: MAX_PROOF_APPROVAL_DAYS },
  photoRetentionDays: { min: 1, max: MAX_PHOTO_RETENTION_DAYS },
};

export function LegalSection({ settings, outcome }: { settings: ShopSettings; outcome: SectionOutcome | null }) {
  const { errors, values, busy, onSubmit, hasErrors } = useSectionCheck<LegalField>({
    section: "legal",
    outcome,
    saved: legalFormValues(settings),
    fields: LEGAL_FIELDS,
    check: (form) => checkLegalSection(readLegalForm(form)),
  });
  const number = (name: LegalField, hint?: string) => (
    <Field label={t.fields[name]} id={`legal-${name}`} hint={hint} error={errors[name]}>
      {(control) => (
        <input
          {...control}
          name={name}
          type="number"
          inputMode="numeric"
          required
          min={LIMITS[name].min}
          max={LIMITS[name].max}
          step={1}
          defaultValue={values[name]}
          className={inputClass}
        />
      )}
    </Field>
  );
  return (
    <Form method="post" noValidate={useHydrated()} onSubmit={onSubmit} key={JSON.stringify(values)} className="mt-2 space-y-6" data-testid="legal-form">
      <input type="hidden" name="section" value="legal" />
      <p className="max-w-2xl text-sm text-gray-700">{t.intro}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {number("withdrawalDays", t.hints.withdrawalDays(LEGAL_MIN_WITHDRAWAL_DAYS))}
        {number("supportReplyHours", t.hints.supportReplyHours)}
      </div>
      <fieldset className="min-w-0">
        <legend className="text-base font-bold text-gray-900">{t.refundLegend}</legend>
        <p className="mt-1 text-sm text-gray-700">{t.hints.refund}</p>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {number("refundMinDays")}
          {number("refundMaxDays")}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {number("dataRequestDays", t.hints.dataRequestDays)}
        {number("orderYears", t.hints.orderYears(LEGAL_MIN_ORDER_YEARS))}
      </div>
      <fieldset className="min-w-0">
        <legend className="text-base font-bold text-gray-900">{t.personalLegend}</legend>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {number("proofApprovalDays", t.hints.proofApprovalDays)}
          {number("photoRetentionDays", t.hints.photoRetentionDays)}
        </div>
      </fieldset>
      <SectionSaveRow busy={busy} outcome={outcome} hasErrors={hasErrors} saving={t.saving} />
    </Form>
  );
}
