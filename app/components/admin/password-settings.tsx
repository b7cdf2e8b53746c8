// "Change my password" on the admin's account page (docs/product.md#my-account): the current password, the new
// one twice. The server checks everything; other sessions of the admin end, this one stays.
import { KeyRound } from "lucide-react";
import { Form } from "react-router";
import { Banner } from "~/components/ui/banner";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { staffText } from "~/lib/i18n/admin-staff";

const t = staffText.password;

export function PasswordSettings({ email, result, busy }: { email: string; result?: { error?: string; notice?: string }; busy: boolean }) {
  return (
    <section aria-labelledby="password-title" className="mt-6 rounded-2xl border border-gray-200 bg-white p-5">
      <h2 id="password-title" className="flex items-center gap-1.5 text-lg font-bold">
        <KeyRound aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" /> {t.title}
      </h2>
      <Form method="post" className="mt-4 space-y-4">
        {result?.error && (
          <Banner tone="error" testId="password-error">
            {result.error}
          </Banner>
        )}
        {result?.notice && (
          <Banner tone="success" testId="password-notice">
            {result.notice}
          </Banner>
        )}
        <input type="hidden" name="intent" value="change-password" />
        <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
        <Field label={t.current} id="current-password">
          {(control) => <input {...control} name="current" type="password" required autoComplete="current-password" className={`${inputClass} max-w-md`} />}
        </Field>
        <Field label={t.next} id="next-password" hint={t.hint}>
          {(control) => <input {...control} name="next" type="password" required autoComplete="new-password" className={`${inputClass} max-w-md`} />}
        </Field>
        <Field label={t.repeat} id="repeat-next-password">
          {(control) => <input {...control} name="repeat" type="password" required autoComplete="new-password" className={`${inputClass} max-w-md`} />}
        </Field>
        <Button type="submit" busy={busy}>
          {t.submit}
        </Button>
      </Form>
    </section>
  );
}
