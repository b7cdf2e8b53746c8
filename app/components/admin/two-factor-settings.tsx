// The two-factor section of the admin's account page: off (with the button to start), enrolment (QR code,
// the key to type by hand, the first code), on (recovery codes, turning it off), and the recovery codes
// shown once after enrolment or regeneration.
import { ShieldAlert, ShieldCheck } from "lucide-react";
import { Form, Link } from "react-router";
import { Banner } from "~/components/ui/banner";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { twoFactorText } from "~/lib/i18n/admin-security";

const t = twoFactorText.account;

interface TwoFactorSettingsProps {
  enabled: boolean;
  enabledSince: string | null;
  unusedRecoveryCodes: number;
  enrolment: { secret: string; qrSvg: string } | null;
  result?: { error?: string; notice?: string; recoveryCodes?: string[] };
}

function CodeInput({ name = "code", label = t.code, id }: { name?: string; label?: string; id: string }) {
  return (
    <Field label={label} id={id}>
      {(control) => <input {...control} name={name} required autoComplete="one-time-code" maxLength={40} className={`${inputClass} max-w-xs`} />}
    </Field>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <section aria-labelledby="recovery-codes-title" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h3 id="recovery-codes-title" className="font-bold">
        {t.recoveryTitle}
      </h3>
      <p className="mt-1 text-sm text-gray-800">{t.recoveryExplain}</p>
      <ol data-testid="recovery-codes" className="mt-3 grid grid-cols-2 gap-2 font-mono text-base">
        {codes.map((code) => (
          <li key={code} className="rounded bg-white px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ol>
    </section>
  );
}

export function TwoFactorSettings({ enabled, enabledSince, unusedRecoveryCodes, enrolment, result }: TwoFactorSettingsProps) {
  return (
    <section aria-labelledby="two-factor-title" className="mt-6 rounded-2xl border border-gray-200 bg-white p-5">
      <h2 id="two-factor-title" className="text-lg font-bold">
        {enabled ? (
          <ShieldCheck aria-hidden="true" className="mr-1.5 inline h-5 w-5 shrink-0 align-[-3px] text-green-700" />
        ) : (
          <ShieldAlert aria-hidden="true" className="mr-1.5 inline h-5 w-5 shrink-0 align-[-3px] text-amber-600" />
        )}
        {t.twoFactor}: <span data-testid="two-factor-status">{enabled && enabledSince ? t.statusOn(enabledSince) : t.statusOff}</span>
      </h2>
      <p className="mt-2 text-sm text-gray-700">{t.explain}</p>
      {result?.error && (
        <Banner tone="error" className="mt-4 text-sm">
          {result.error}
        </Banner>
      )}
      {result?.notice && (
        <Banner tone="success" className="mt-4 text-sm">
          {result.notice}
        </Banner>
      )}
      {result?.recoveryCodes && <RecoveryCodes codes={result.recoveryCodes} />}

      {!enabled && !enrolment && (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="start" />
          <Button type="submit">{t.start}</Button>
        </Form>
      )}

      {!enabled && enrolment && (
        <div className="mt-4 space-y-4">
          <p className="text-sm font-semibold">{t.scan}</p>
          <div role="img" aria-label={t.qrLabel} className="h-56 w-56 border border-gray-200" dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }} />
          <p className="text-sm">
            {t.manual}{" "}
            <code data-testid="totp-secret" className="break-all rounded bg-gray-100 px-1 font-mono">
              {enrolment.secret}
            </code>
          </p>
          <Form method="post" className="space-y-3">
            <CodeInput id="confirm-code" label={t.confirmLabel} />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" name="intent" value="confirm">
                {t.confirm}
              </Button>
              <Button type="submit" variant="subtle" name="intent" value="cancel" formNoValidate>
                {t.cancel}
              </Button>
            </div>
          </Form>
        </div>
      )}

      {enabled && (
        <div className="mt-4 space-y-6">
          <p className="text-sm" data-testid="recovery-left">
            {t.recoveryLeft(unusedRecoveryCodes)}
          </p>
          <Form method="post" className="space-y-3">
            <input type="hidden" name="intent" value="regenerate" />
            <h3 className="font-bold">{t.regenerate}</h3>
            <p className="text-sm text-gray-700">{t.regenerateHint}</p>
            <CodeInput id="regenerate-code" />
            <Button type="submit" variant="secondary">
              {t.regenerate}
            </Button>
          </Form>
          <Form method="post" className="space-y-3">
            <input type="hidden" name="intent" value="disable" />
            <h3 className="font-bold">{t.disable}</h3>
            <p className="text-sm text-gray-700">{t.disableHint}</p>
            <Field label={t.password} id="disable-password">
              {(control) => (
                <input {...control} name="password" type="password" required autoComplete="current-password" className={`${inputClass} max-w-xs`} />
              )}
            </Field>
            <CodeInput id="disable-code" label={t.codeOrRecovery} />
            <Button type="submit" variant="dangerOutline">
              {t.disable}
            </Button>
          </Form>
        </div>
      )}
    </section>
  );
}

/** On the dashboard until two-factor sign-in is on. */
export function TwoFactorReminder() {
  return (
    <Banner tone="warning" testId="two-factor-reminder" className="text-sm">
      <ShieldAlert aria-hidden="true" className="mr-1 inline h-4 w-4" /> {twoFactorText.reminder.text}{" "}
      <Link to="/admin/account" className="underline">
        {twoFactorText.reminder.link}
      </Link>
    </Banner>
  );
}
