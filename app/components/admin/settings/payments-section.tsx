// "Ödeme" at /admin/settings (docs/product.md#payment-providers): the provider taking new orders' payments (the
// environment's PAYMENT_PROVIDER, or a provider whose secrets are set) and the highest installment count. A provider
// without its secrets is shown but cannot be chosen; the server refuses it too. Checked in the browser with the
// server's check (lib/settings-payments-schema.ts). The secrets are the environment's, never entered here.
import { useRouteLoaderData } from "react-router";
import { Form } from "react-router";
import { Field, inputClass } from "~/components/ui/field";
import { useHydrated } from "~/hooks/use-hydrated";
import { paymentSettingsText as t } from "~/lib/i18n/payment-settings";
import { PAYMENT_PROVIDER_IDS, type PaymentProviderId } from "~/lib/payment-mode";
import type { ProviderStatuses } from "~/lib/settings-notifications";
import {
  checkPaymentsSection,
  INSTALLMENT_CHOICES,
  PAYMENTS_FIELDS,
  type PaymentsField,
  paymentsFormValues,
  readPaymentsForm,
} from "~/lib/settings-payments-schema";
import type { SectionOutcome } from "~/lib/settings-sections";
import type { ShopSettings } from "~/lib/shop-settings";
import { SectionSaveRow, useSectionCheck } from "./section-check";

const stateLook = { live: "text-emerald-700", test: "text-amber-700", missing: "text-gray-600" } as const;

export function PaymentsSection({ settings, outcome }: { settings: ShopSettings; outcome: SectionOutcome | null }) {
  const providers = useRouteLoaderData<{ providers: ProviderStatuses }>("routes/admin/settings")?.providers;
  const configured = providers ? PAYMENT_PROVIDER_IDS.filter((id) => providers[id] !== "missing") : undefined;
  const { errors, values, busy, onSubmit, hasErrors } = useSectionCheck<PaymentsField>({
    section: "payments",
    outcome,
    saved: paymentsFormValues(settings),
    fields: PAYMENTS_FIELDS,
    check: (form) => checkPaymentsSection(readPaymentsForm(form), configured),
  });
  const option = (id: "default" | PaymentProviderId) => {
    const missing = id !== "default" && providers?.[id] === "missing";
    const label = id === "default" ? t.defaultChoice(providers?.paymentDefault ?? "simulated") : t.providers[id];
    return (
      <label
        key={id}
        className={`flex min-h-11 items-start gap-3 rounded-lg border p-3 ${missing ? "border-gray-200 bg-gray-50 text-gray-600" : "border-gray-200 hover:border-brand-300"}`}
        data-testid={`payments-provider-${id}`}
      >
        <input
          type="radio"
          name="provider"
          value={id}
          defaultChecked={values.provider === id}
          disabled={missing}
          aria-describedby={id === "default" ? undefined : `payments-provider-${id}-state`}
          className="mt-1 h-4 w-4"
        />
        <span className="min-w-0">
          <span className="block font-semibold">{label}</span>
          {id !== "default" && providers && (
            <span id={`payments-provider-${id}-state`} className={`block text-sm font-semibold ${stateLook[providers[id]]}`}>
              {missing ? t.notConfigured(id) : t.states[providers[id]]}
            </span>
          )}
        </span>
      </label>
    );
  };
  return (
    <Form method="post" noValidate={useHydrated()} onSubmit={onSubmit} key={JSON.stringify(values)} className="mt-2 space-y-6" data-testid="payments-form">
      <input type="hidden" name="section" value="payments" />
      <p className="max-w-2xl text-sm text-gray-700">{t.intro}</p>
      <fieldset aria-describedby={errors.provider ? "payments-provider-error" : undefined}>
        <legend className="mb-2 text-sm font-semibold text-gray-900">{t.fields.provider}</legend>
        <div className="grid gap-2 sm:grid-cols-3">{(["default", ...PAYMENT_PROVIDER_IDS] as const).map(option)}</div>
        {errors.provider && (
          <p id="payments-provider-error" className="mt-1 text-sm font-semibold text-red-700" data-testid="payments-provider-error">
            {errors.provider}
          </p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t.fields.maxInstallments} id="payments-maxInstallments" hint={t.hints.maxInstallments} error={errors.maxInstallments}>
          {(control) => (
            <select {...control} name="maxInstallments" required defaultValue={values.maxInstallments} className={`${inputClass} bg-white`}>
              {INSTALLMENT_CHOICES.map((count) => (
                <option key={count} value={String(count)}>
                  {t.installments(count)}
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
