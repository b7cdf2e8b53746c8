// "Kargo ve teslimat" on /admin/settings (docs/product.md#shop-settings): the shipping rule and flat fee, the
// free-shipping threshold, the dispatch cutoff and delivery days, and the carriers (on/off, order, name,
// tracking address). One form, saved on its own; works without JavaScript (the order is a number to type).
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { settingsText } from "~/lib/i18n/admin-settings";
import { shippingSettingsText as t } from "~/lib/i18n/settings-shipping";
import type { SectionOutcome } from "~/lib/settings-sections";
import { CARRIERS_FIELD, carrierField, shippingFormValues } from "~/lib/settings-shipping-schema";
import type { ShopSettings } from "~/lib/shop-settings";

export function ShippingSection({ settings, outcome }: { settings: ShopSettings; outcome: SectionOutcome | null }) {
  const refused = outcome && !outcome.ok ? outcome : null;
  const values = refused?.values ?? shippingFormValues(settings);
  const errors = refused?.errors ?? {};
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("section") === "shipping";
  const days = (name: string, label: string) => (
    <Field label={label} error={errors[name]} id={`shipping-${name}`}>
      {(control) => <input {...control} name={name} defaultValue={values[name]} inputMode="numeric" required className={inputClass} />}
    </Field>
  );

  return (
    // Remade when the saved settings or the refused values change, so every field shows them.
    <Form method="post" key={JSON.stringify(values)} className="mt-4 space-y-6" data-testid="shipping-section">
      <input type="hidden" name="section" value="shipping" />
      <fieldset className="space-y-4" aria-describedby={errors.kind ? "shipping-kind-error" : undefined}>
        <legend className="font-semibold">{t.ruleLegend}</legend>
        <div className="space-y-2">
          <label className="flex min-h-11 items-start gap-2">
            <input type="radio" name="kind" value="highest" defaultChecked={values.kind !== "flat"} className="mt-1 h-4 w-4" />
            <span>
              <span className="font-semibold">{t.ruleHighest}</span>
              <span className="block text-xs text-gray-700">{t.ruleHighestHint}</span>
            </span>
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" name="kind" value="flat" defaultChecked={values.kind === "flat"} className="h-4 w-4" />
            <span className="font-semibold">{t.ruleFlat}</span>
          </label>
          {errors.kind && (
            <p id="shipping-kind-error" className="text-xs font-semibold text-red-700">
              {errors.kind}
            </p>
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t.flatFee} hint={t.flatFeeHint} error={errors.flatFee} id="shipping-flatFee">
            {(control) => <input {...control} name="flatFee" defaultValue={values.flatFee} inputMode="decimal" className={inputClass} />}
          </Field>
          <Field label={t.freeFrom} hint={t.freeFromHint} error={errors.freeFrom} id="shipping-freeFrom">
            {(control) => <input {...control} name="freeFrom" defaultValue={values.freeFrom} inputMode="decimal" className={inputClass} />}
          </Field>
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="font-semibold">{t.deliveryLegend}</legend>
        <p className="text-xs text-gray-700">{t.daysHint(settings.delivery.legalMaxDays)}</p>
        <Field label={t.cutoff} hint={t.cutoffHint} error={errors.cutoff} id="shipping-cutoff" className="sm:max-w-xs">
          {(control) => <input {...control} name="cutoff" defaultValue={values.cutoff} required className={inputClass} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {days("turkeyMin", t.turkeyMin)}
          {days("turkeyMax", t.turkeyMax)}
          {days("istanbulDays", t.istanbulDays)}
          {days("cyprusMin", t.cyprusMin)}
          {days("cyprusMax", t.cyprusMax)}
        </div>
      </fieldset>

      <fieldset className="space-y-3" aria-describedby="shipping-carriers-hint">
        <legend className="font-semibold">{t.carriersLegend}</legend>
        <p id="shipping-carriers-hint" className="text-xs text-gray-700">
          {t.carriersHint}
        </p>
        {errors[CARRIERS_FIELD] && (
          <p className="text-sm font-semibold text-red-700" role="alert">
            {errors[CARRIERS_FIELD]}
          </p>
        )}
        <ol className="divide-y divide-gray-200 rounded-lg border border-gray-200">
          {settings.carriers.map((carrier) => {
            const name = (part: "order" | "enabled" | "name" | "trackingUrl") => carrierField(carrier.id, part);
            const enabled = values[name("enabled")] !== undefined;
            return (
              <li key={carrier.id} className="grid gap-3 p-3 sm:grid-cols-[5rem_6rem_minmax(0,1fr)_minmax(0,2fr)] sm:items-start" data-testid="carrier-row">
                <Field label={<ColumnLabel carrier={carrier.name} column={t.columnOrder} />} error={errors[name("order")]} id={`carrier-${carrier.id}-order`}>
                  {(control) => <input {...control} name={name("order")} defaultValue={values[name("order")]} inputMode="numeric" className={inputClass} />}
                </Field>
                <div>
                  <span className="block text-sm font-semibold text-gray-900" aria-hidden="true">
                    {t.columnEnabled}
                  </span>
                  <label className="mt-1 flex min-h-11 items-center gap-2">
                    <input type="checkbox" name={name("enabled")} defaultChecked={enabled} className="h-5 w-5" />
                    <span className="sr-only">{t.carrierEnabled(carrier.name)}</span>
                    <span aria-hidden="true" className="text-sm">
                      {carrier.name}
                    </span>
                  </label>
                </div>
                <Field label={<ColumnLabel carrier={carrier.name} column={t.columnName} />} error={errors[name("name")]} id={`carrier-${carrier.id}-name`}>
                  {(control) => <input {...control} name={name("name")} defaultValue={values[name("name")]} required maxLength={60} className={inputClass} />}
                </Field>
                <Field
                  label={<ColumnLabel carrier={carrier.name} column={t.columnUrl} />}
                  error={errors[name("trackingUrl")]}
                  id={`carrier-${carrier.id}-trackingUrl`}
                >
                  {(control) => (
                    <input
                      {...control}
                      name={name("trackingUrl")}
                      defaultValue={values[name("trackingUrl")]}
                      inputMode="url"
                      placeholder="https://…{code}"
                      className={inputClass}
                    />
                  )}
                </Field>
              </li>
            );
          })}
        </ol>
      </fieldset>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={saving}>
          {settingsText.save}
        </Button>
        {outcome?.ok && (
          <p role="status" className="text-sm font-semibold text-emerald-800">
            {outcome.notice}
          </p>
        )}
      </div>
    </Form>
  );
}

/** A carrier row's label: the column's word on screen, the carrier's name too for a screen reader. */
function ColumnLabel({ carrier, column }: { carrier: string; column: string }) {
  return (
    <>
      <span className="sr-only">{carrier}: </span>
      {column}
    </>
  );
}
