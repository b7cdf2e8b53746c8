// The "Bildirimler" section of /admin/settings (docs/product.md#shop-settings): where new-order notices go, a button
// that sends a test mail there at once and says what the SMTP server answered, and the providers' states as the
// server's environment sets them (never a secret). One form; its two buttons are its two intents.
import { CircleCheck, CircleAlert, CircleMinus, Send } from "lucide-react";
import { Form, useNavigation, useRouteLoaderData } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { settingsText } from "~/lib/i18n/admin-settings";
import { notificationsText as t } from "~/lib/i18n/settings-notifications";
import { paymentSettingsText } from "~/lib/i18n/payment-settings";
import { NOTIFY_EMAIL_MAX_LENGTH, type ProviderStatuses } from "~/lib/settings-notifications";
import type { SectionOutcome } from "~/lib/settings-sections";
import type { ShopSettings } from "~/lib/shop-settings";

/** What the settings route's loader returns beside the settings for this section. */
export interface NotificationsLoaderData {
  providers: ProviderStatuses;
}

type Tone = "ok" | "warn" | "off";

const toneLook: Record<Tone, { Icon: typeof CircleCheck; className: string }> = {
  ok: { Icon: CircleCheck, className: "text-emerald-700" },
  warn: { Icon: CircleAlert, className: "text-amber-700" },
  off: { Icon: CircleMinus, className: "text-gray-600" },
};

function ProviderRow({ label, state, tone, testId }: { label: string; state: string; tone: Tone; testId: string }) {
  const { Icon, className } = toneLook[tone];
  return (
    <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-2">
      <dt className="font-semibold text-gray-900">{label}</dt>
      <dd className={`flex items-center gap-1.5 text-sm font-semibold ${className}`} data-testid={testId}>
        <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
        {state}
      </dd>
    </div>
  );
}

export function NotificationsSection({ settings, outcome }: { settings: ShopSettings; outcome: SectionOutcome | null }) {
  const providers = useRouteLoaderData<NotificationsLoaderData>("routes/admin/settings")?.providers;
  const navigation = useNavigation();
  const testing = navigation.state === "submitting" && navigation.formData?.get("section") === "notifications" && navigation.formData?.get("intent") === "test";
  const refused = outcome && !outcome.ok ? outcome : null;
  const value = refused ? (refused.values.newOrderEmail ?? "") : settings.notifications.newOrderEmail;
  // A save's notice is the page banner's alone; a test's outcome is also said here, beside its button.
  const testResult = !outcome
    ? null
    : outcome.ok
      ? outcome.notice === t.saved || outcome.notice === settingsText.unchanged
        ? null
        : outcome.notice
      : (outcome.errors.testMail ?? null);
  const p = t.providers;

  return (
    <div className="mt-2 space-y-6">
      <p className="text-sm text-gray-700">{t.intro}</p>
      <Form method="post" className="space-y-4" data-testid="notifications-form">
        <input type="hidden" name="section" value="notifications" />
        <Field
          label={t.newOrderEmail}
          hint={t.newOrderEmailHint(providers?.envNotifyEmail ?? null)}
          error={refused?.errors.newOrderEmail}
          id="settings-new-order-email"
        >
          {(control) => (
            <input
              {...control}
              key={value}
              name="newOrderEmail"
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={NOTIFY_EMAIL_MAX_LENGTH}
              defaultValue={value}
              className={`${inputClass} max-w-md`}
            />
          )}
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          {/* First: the button Enter presses. */}
          <Button type="submit" name="intent" value="save" data-testid="notifications-save">
            {t.save}
          </Button>
          <Button
            type="submit"
            name="intent"
            value="test"
            variant="secondary"
            busy={testing}
            aria-describedby="settings-test-hint"
            data-testid="notifications-test"
          >
            <Send aria-hidden="true" className="h-4 w-4" /> {testing ? t.testSending : t.testButton}
          </Button>
        </div>
        <p id="settings-test-hint" className="text-xs text-gray-700">
          {t.testHint}
        </p>
        {testResult && (
          <p
            role="status"
            className={`rounded-lg border p-3 text-sm font-semibold ${outcome?.ok ? "border-emerald-200 bg-emerald-50 text-emerald-900" : "border-amber-200 bg-amber-50 text-amber-900"} [overflow-wrap:anywhere]`}
            data-testid="notifications-test-result"
          >
            {testResult}
          </p>
        )}
      </Form>

      {providers && (
        <div>
          <h3 className="font-bold">{p.title}</h3>
          <p className="mt-1 text-sm text-gray-700">{p.intro}</p>
          <dl className="mt-2 divide-y divide-gray-200 rounded-lg border border-gray-200 px-3" data-testid="provider-statuses">
            <ProviderRow
              label={p.paytr}
              state={p.paytrState[providers.paytr]}
              tone={providers.paytr === "live" ? "ok" : providers.paytr === "test" ? "warn" : "off"}
              testId="provider-paytr"
            />
            <ProviderRow
              label={`${paymentSettingsText.providers.iyzico} ödeme`}
              state={paymentSettingsText.states[providers.iyzico]}
              tone={providers.iyzico === "live" ? "ok" : providers.iyzico === "test" ? "warn" : "off"}
              testId="provider-iyzico"
            />
            <ProviderRow label={p.smtp} state={p.smtpState[providers.smtp]} tone={providers.smtp === "configured" ? "ok" : "warn"} testId="provider-smtp" />
            <ProviderRow label={p.storage} state={p.storageState[providers.storage]} tone="ok" testId="provider-storage" />
          </dl>
        </div>
      )}
    </div>
  );
}
