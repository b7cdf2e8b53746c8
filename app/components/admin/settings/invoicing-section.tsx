// "Fatura" at /admin/settings (docs/product.md#invoices): the series of sale invoices and of return documents, the
// default KDV rate and the e-Arşiv integrator. Checked in the browser with the server's check
// (lib/settings-invoicing-schema.ts). The integrator's secrets are the environment's, never entered here.
import { Form } from "react-router";
import { Field, inputClass } from "~/components/ui/field";
import { useHydrated } from "~/hooks/use-hydrated";
import { invoicesText } from "~/lib/i18n/invoices";
import type { SectionOutcome } from "~/lib/settings-sections";
import { checkInvoicingSection, INVOICING_FIELDS, type InvoicingField, invoicingFormValues, readInvoicingForm } from "~/lib/settings-invoicing-schema";
import { INVOICE_PROVIDER_IDS, type ShopSettings } from "~/lib/shop-settings";
import { VAT_RATES } from "~/lib/vat";
import { SectionSaveRow, useSectionCheck } from "./section-check";

const t = invoicesText.settings;

export function InvoicingSection({ settings, outcome }: { settings: ShopSettings; outcome: SectionOutcome | null }) {
  const { errors, values, busy, onSubmit, hasErrors } = useSectionCheck<InvoicingField>({
    section: "invoicing",
    outcome,
    saved: invoicingFormValues(settings),
    fields: INVOICING_FIELDS,
    check: (form) => checkInvoicingSection(readInvoicingForm(form)),
  });
  const series = (name: "series" | "returnSeries") => (
    <Field label={t.fields[name]} id={`invoicing-${name}`} hint={t.hints[name]} error={errors[name]}>
      {(control) => (
        <input
          {...control}
          name={name}
          required
          minLength={3}
          maxLength={3}
          pattern="[A-Za-z]{3}"
          autoCapitalize="characters"
          autoComplete="off"
          defaultValue={values[name]}
          className={`${inputClass} font-mono uppercase`}
        />
      )}
    </Field>
  );
  return (
    <Form method="post" noValidate={useHydrated()} onSubmit={onSubmit} key={JSON.stringify(values)} className="mt-2 space-y-6" data-testid="invoicing-form">
      <input type="hidden" name="section" value="invoicing" />
      <p className="max-w-2xl text-sm text-gray-700">{t.intro}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {series("series")}
        {series("returnSeries")}
        <Field label={t.fields.defaultVatRate} id="invoicing-defaultVatRate" hint={t.hints.defaultVatRate} error={errors.defaultVatRate}>
          {(control) => (
            <select {...control} name="defaultVatRate" required defaultValue={values.defaultVatRate} className={`${inputClass} bg-white`}>
              {VAT_RATES.map((rate) => (
                <option key={rate} value={String(rate)}>
                  {t.rate(rate)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t.fields.provider} id="invoicing-provider" hint={t.hints.provider} error={errors.provider}>
          {(control) => (
            <select {...control} name="provider" required defaultValue={values.provider} className={`${inputClass} bg-white`}>
              {INVOICE_PROVIDER_IDS.map((id) => (
                <option key={id} value={id}>
                  {t.providers[id]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <SectionSaveRow busy={busy} outcome={outcome} hasErrors={hasErrors} saving={t.saving} />
    </Form>
  );
}
