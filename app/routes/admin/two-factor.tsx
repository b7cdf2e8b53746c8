// The second step of signing in to an account with two-factor sign-in (docs/product.md#two-factor-sign-in):
// a code from the authenticator app, or one of the recovery codes. Works as plain form posts.
import { ShieldCheck } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { SignInCard } from "~/components/admin/sign-in-card";
import { Banner } from "~/components/ui/banner";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { readForm } from "~/modules/platform/form-data.server";
import { adminText } from "~/lib/i18n/admin";
import { twoFactorText } from "~/lib/i18n/admin-security";
import { tr } from "~/lib/i18n/tr";
import { isSameOrigin } from "~/modules/auth/guard.server";
import { destroySession, readSessionToken, sessionCookie } from "~/modules/auth/session.server";
import { clearedChallengeCookie, completeSecondStep, findChallenge, readChallengeToken } from "~/modules/auth/two-factor.server";
import type { Route } from "./+types/two-factor";

const t = twoFactorText.step;

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const challenge = await findChallenge(context.db, readChallengeToken(request.headers.get("Cookie")));
  if (!challenge) throw redirect("/admin");
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: `${t.title} | ${tr.shopName}` }, { name: "robots", content: "noindex, nofollow" }];

export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOrigin(request, context.env.PUBLIC_URL)) return data({ error: adminText.login.other, expired: false }, { status: 403 });
  const form = await readForm(request);
  const code = String(form?.get("code") ?? "");
  const recoveryCode = String(form?.get("recoveryCode") ?? "");
  const token = readChallengeToken(request.headers.get("Cookie"));
  const result = await completeSecondStep(context.db, token, {
    ...(recoveryCode ? { recoveryCode } : { code }),
    clientIp: context.clientIp,
    userAgent: request.headers.get("User-Agent"),
  });
  if (result.ok) {
    // As at the password step: a new session id, and a session the browser still held ends here.
    await destroySession(context.db, readSessionToken(request.headers.get("Cookie")));
    const headers = new Headers();
    headers.append("Set-Cookie", sessionCookie(result.sessionToken, context.env.PUBLIC_URL));
    headers.append("Set-Cookie", clearedChallengeCookie(context.env.PUBLIC_URL));
    return redirect("/admin/dashboard", { status: 303, headers });
  }
  context.logger.warn({ reason: result.reason, recovery: !!recoveryCode }, "admin second sign-in step refused");
  if (result.reason === "expired") {
    return data({ error: t.expired, expired: true }, { status: 401, headers: { "Set-Cookie": clearedChallengeCookie(context.env.PUBLIC_URL) } });
  }
  return data({ error: t.wrongCode(result.attemptsLeft), expired: false }, { status: 401 });
}

export default function TwoFactorStep({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  return (
    <SignInCard icon={ShieldCheck} title={t.title} intro={t.intro}>
      {actionData?.error && (
        <Banner tone="error" testId="two-factor-error" className="mt-6 text-sm">
          {actionData.error}
        </Banner>
      )}
      {actionData?.expired ? (
        <p className="mt-6 text-center">
          <Link to="/admin" className="font-semibold text-brand-700 underline">
            {t.backToLogin}
          </Link>
        </p>
      ) : (
        <>
          <Form method="post" className="mt-6 space-y-4">
            <Field label={t.code} id="code" hint={t.codeHint}>
              {(control) => (
                <input
                  {...control}
                  name="code"
                  required
                  inputMode="numeric"
                  pattern="[0-9 ]{6,7}"
                  maxLength={7}
                  autoComplete="one-time-code"
                  autoFocus
                  className={`${inputClass} text-center text-xl tracking-[0.3em]`}
                />
              )}
            </Field>
            <Button type="submit" busy={submitting} className="w-full justify-center">
              {submitting ? t.submitting : t.submit}
            </Button>
          </Form>
          <details className="mt-6 text-sm">
            <summary className="cursor-pointer font-semibold text-brand-700 underline">{t.useRecovery}</summary>
            <Form method="post" className="mt-4 space-y-4">
              <Field label={t.recoveryCode} id="recoveryCode" hint={t.recoveryHint}>
                {(control) => <input {...control} name="recoveryCode" required autoComplete="off" maxLength={40} className={`${inputClass} uppercase`} />}
              </Field>
              <Button type="submit" variant="secondary" className="w-full justify-center">
                {t.recoverySubmit}
              </Button>
            </Form>
          </details>
        </>
      )}
    </SignInCard>
  );
}
