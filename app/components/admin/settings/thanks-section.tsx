// "Teşekkür notları" at /admin/settings (docs/product.md#thank-you-notes): how many days after delivery the code on
// the gift's card works; then the conversation is deleted. Checked in the browser with the server's check
// (lib/settings-thanks-schema.ts); works without JavaScript.
import { Form } from "react-router";
import { Field, inputClass } from "~/components/ui/field";
import { useHydrated } from "~/hooks/use-hydrated";
import { thanksSettingsText as t } from "~/lib/i18n/settings-thanks";
import type { SectionOutcome } from "~/lib/settings-sections";
import { checkThanksSection, readThanksForm, THANKS_FIELDS, type ThanksField, thanksFormValues } from "~/lib/settings-thanks-schema";
import type { ShopSettings } from "~/lib/shop-settings";
import { MAX_THANKS_VALID_DAYS, MIN_THANKS_VALID_DAYS } from "~/lib/thanks";
import { SectionSaveRow, useSectionCheck } from "./section-check";

export function ThanksSection({ settings, outcome }: { settings: ShopSettings; outcome: SectionOutcome | null }) {
  const { errors, values, busy, onSubmit, hasErrors } = useSectionCheck<ThanksField>({
    section: "thanks",
    outcome,
    saved: thanksFormValues(settings),
    fields: THANKS_FIELDS,
    check: (form) => checkThanksSection(readThanksForm(form)),
  });
  return (
    <Form
      method="post"
      noValidate={useHydrated()}
      onSubmit={onSubmit}
      key={JSON.stringify(values)}
      className="mt-2 space-y-6"
      data-testid="thanks-settings-form"
    >
      <input type="hidden" name="section" value="thanks" />
      <p className="max-w-2xl text-sm text-gray-700">{t.intro}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t.fields.validDays} id="thanks-validDays" hint={t.hints.validDays} error={errors.validDays}>
          {(control) => (
            <input
              {...control}
              name="validDays"
              type="number"
              inputMode="numeric"
              min={MIN_THANKS_VALID_DAYS}
              max={MAX_THANKS_VALID_DAYS}
              step={1}
              required
              defaultValue={values.validDays}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <SectionSaveRow busy={busy} outcome={outcome} hasErrors={hasErrors} saving={t.saving} />
    </Form>
  );
}
