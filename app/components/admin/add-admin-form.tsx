// The owner's form to add an admin (/admin/staff): the e-mail, and how the password is set: a one-time link
// by mail (the default) or an initial password the owner types. Without JavaScript both choices and the
// password field are shown; CSS (`.add-admin` in app.css) hides the field while the link is chosen.
import { UserPlus } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { staffText } from "~/lib/i18n/admin-staff";

const t = staffText.add;

export function AddAdminForm({ busy, values }: { busy: boolean; values?: { email?: string; method?: string } }) {
  const byPassword = values?.method === "password";
  return (
    <section aria-labelledby="add-admin-title" className="rounded-2xl border border-gray-200 bg-white p-5">
      <h2 id="add-admin-title" className="text-lg font-bold">
        {t.title}
      </h2>
      <Form method="post" className="add-admin mt-4 space-y-4">
        <input type="hidden" name="intent" value="add" />
        <Field label={t.email} id="add-admin-email">
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              required
              maxLength={200}
              autoComplete="off"
              defaultValue={values?.email}
              className={`${inputClass} max-w-md`}
            />
          )}
        </Field>
        <fieldset>
          <legend className="text-sm font-semibold text-gray-900">{t.how}</legend>
          <div className="mt-2 space-y-2">
            <label className="flex min-h-11 items-start gap-2 text-sm">
              <input
                type="radio"
                name="method"
                value="link"
                defaultChecked={!byPassword}
                className="add-admin-link mt-1 h-4 w-4"
                aria-describedby="add-admin-link-hint"
              />
              <span>
                {t.byLink}
                <span id="add-admin-link-hint" className="block text-xs text-gray-700">
                  {t.byLinkHint}
                </span>
              </span>
            </label>
            <label className="flex min-h-11 items-start gap-2 text-sm">
              <input type="radio" name="method" value="password" defaultChecked={byPassword} className="mt-1 h-4 w-4" />
              <span>{t.byPassword}</span>
            </label>
          </div>
        </fieldset>
        <Field label={t.password} id="add-admin-password" hint={t.passwordHint} className="add-admin-password">
          {(control) => <input {...control} name="password" type="password" autoComplete="new-password" maxLength={200} className={`${inputClass} max-w-md`} />}
        </Field>
        <Button type="submit" busy={busy}>
          {!busy && <UserPlus aria-hidden="true" className="h-5 w-5" />}
          {busy ? t.submitting : t.submit}
        </Button>
      </Form>
    </section>
  );
}
