// /admin/set-password?token=…: a new admin (or one the owner sent a new link) sets the password from the
// one-time link in their mail, without a session (docs/product.md#staff-accounts). Then they sign in as usual.
import { KeyRound } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { SignInCard } from "~/components/admin/sign-in-card";
import { Banner } from "~/components/ui/banner";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { readForm } from "~/modules/platform/form-data.server";
import { adminText } from "~/lib/i18n/admin";
import { staffText } from "~/lib/i18n/admin-staff";
import { tr } from "~/lib/i18n/tr";
import { isSameOrigin } from "~/modules/auth/guard.server";
import { recordAdminAction } from "~/modules/audit/audit-log.server";
import { accountAuditEntry, checkSetPasswordLink, setPasswordWithLink } from "~/modules/auth/staff.server";
import type { Route } from "./+types/set-password";

const t = staffText.setPassword;

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = () => [{ title: `${t.title} | ${tr.shopName}` }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const link = await checkSetPasswordLink(context.db, token);
  return link.ok ? { token, email: link.email, invalid: null } : { token: null, email: null, invalid: t.invalid[link.reason] };
}

type ActionData = { error?: string; done?: boolean; linkInvalid?: boolean };

export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOrigin(request, context.env.PUBLIC_URL)) return data<ActionData>({ error: adminText.login.other }, { status: 403 });
  const form = await readForm(request);
  const input = {
    token: String(form?.get("token") ?? ""),
    password: String(form?.get("password") ?? "").slice(0, 1000),
    repeat: String(form?.get("repeat") ?? "").slice(0, 1000),
  };
  // The account sets its own password: it is the actor of the audit record.
  const result = await context.db.transaction(async (tx) => {
    const outcome = await setPasswordWithLink(tx, input);
    const entry = outcome.ok ? accountAuditEntry(outcome) : null;
    if (outcome.ok && entry) await recordAdminAction(tx, { actor: outcome.change.target, clientIp: context.clientIp, ...entry });
    return outcome;
  });
  if (!result.ok) {
    if (result.error === "link") return data<ActionData>({ error: t.invalid[result.reason], linkInvalid: true }, { status: 410 });
    return data<ActionData>({ error: staffText.errors[result.error] }, { status: 400 });
  }
  context.logger.info({ admin: result.change.target.id }, "admin password set from a link");
  return data<ActionData>({ done: true });
}

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const signInLink = (
    <p className="mt-6 text-center text-sm">
      <Link to="/admin" className="font-semibold text-brand-700 underline">
        {t.signIn}
      </Link>
    </p>
  );
  if (actionData?.done) {
    return (
      <SignInCard icon={KeyRound} title={t.title}>
        <Banner tone="success" testId="set-password-done" className="mt-4 text-sm">
          {t.done}
        </Banner>
        {signInLink}
      </SignInCard>
    );
  }
  const invalid = actionData?.linkInvalid ? actionData.error : loaderData.invalid;
  if (invalid || !loaderData.email) {
    return (
      <SignInCard icon={KeyRound} title={t.title}>
        <Banner tone="error" testId="set-password-invalid" className="mt-4 text-sm">
          {invalid}
        </Banner>
        {signInLink}
      </SignInCard>
    );
  }
  return (
    <SignInCard icon={KeyRound} title={t.title} intro={t.intro(loaderData.email)}>
      <Form method="post" className="mt-6 space-y-4">
        {actionData?.error && (
          <Banner tone="error" testId="set-password-error" className="text-sm">
            {actionData.error}
          </Banner>
        )}
        <input type="hidden" name="token" value={loaderData.token ?? ""} />
        {/* For password managers: the account the new password belongs to. */}
        <input type="email" name="username" value={loaderData.email} autoComplete="username" readOnly hidden />
        <Field label={t.password} id="new-password" hint={t.hint}>
          {(control) => <input {...control} name="password" type="password" required autoComplete="new-password" className={inputClass} />}
        </Field>
        <Field label={t.repeat} id="repeat-password">
          {(control) => <input {...control} name="repeat" type="password" required autoComplete="new-password" className={inputClass} />}
        </Field>
        <Button type="submit" busy={submitting} className="w-full justify-center">
          {submitting ? t.submitting : t.submit}
        </Button>
      </Form>
    </SignInCard>
  );
}
