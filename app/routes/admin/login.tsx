import { Gift, LogIn } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { SignInCard } from "~/components/admin/sign-in-card";
import { Banner } from "~/components/ui/banner";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { readForm } from "~/modules/platform/form-data.server";
import { adminText } from "~/lib/i18n/admin";
import { securityText } from "~/lib/i18n/security";
import { staffText } from "~/lib/i18n/admin-staff";
import { tr } from "~/lib/i18n/tr";
import { isSameOrigin } from "~/modules/auth/guard.server";
import { destroySession, findSessionUser, readSessionToken, sessionCookie } from "~/modules/auth/session.server";
import { signIn } from "~/modules/auth/sign-in.server";
import { challengeCookie } from "~/modules/auth/two-factor.server";
import type { Route } from "./+types/login";

const t = adminText.login;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await findSessionUser(context.db, readSessionToken(request.headers.get("Cookie")));
  if (user) throw redirect("/admin/dashboard");
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: `${t.title} | ${tr.shopName}` }, { name: "robots", content: "noindex, nofollow" }];

export { loaderAndActionHeaders as headers } from "~/lib/route-headers";

export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOrigin(request, context.env.PUBLIC_URL)) return data({ error: t.other }, { status: 403 });
  const form = await readForm(request);
  if (!form) return data({ error: t.required }, { status: 400 });
  const email = String(form.get("email") ?? "").trim();
  const password = String(form.get("password") ?? "");
  if (!email || !password) return data({ error: t.required }, { status: 400 });
  try {
    const result = await signIn(context.db, {
      email: email.slice(0, 200),
      password: password.slice(0, 500),
      clientIp: context.clientIp,
      userAgent: request.headers.get("User-Agent"),
    });
    if (!result.ok && result.reason === "second-factor") {
      return redirect("/admin/two-factor", { status: 303, headers: { "Set-Cookie": challengeCookie(result.challenge, context.env.PUBLIC_URL) } });
    }
    if (!result.ok) {
      context.logger.warn({ reason: result.reason }, "admin sign-in refused");
      if (result.reason === "invalid-credential") return data({ error: t.invalidCredential }, { status: 401 });
      if (result.reason === "disabled") return data({ error: staffText.signInDisabled }, { status: 403 });
      return data({ error: securityText.signInWait(result.retryAfterSeconds) }, { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } });
    }
    // A new session id on every sign-in; a session the browser still held ends here.
    await destroySession(context.db, readSessionToken(request.headers.get("Cookie")));
    return redirect("/admin/dashboard", { status: 303, headers: { "Set-Cookie": sessionCookie(result.token, context.env.PUBLIC_URL) } });
  } catch (error) {
    context.logger.error({ err: error }, "admin sign-in failed");
    return data({ error: t.other }, { status: 500 });
  }
}

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  return (
    <SignInCard icon={Gift} title={t.title} intro={t.intro}>
      <Form method="post" className="mt-6 space-y-4">
        {actionData?.error && (
          <Banner tone="error" testId="login-error" className="text-sm">
            {actionData.error}
          </Banner>
        )}
        <Field label={t.email} id="email">
          {(control) => <input {...control} name="email" type="email" required autoComplete="username" className={inputClass} />}
        </Field>
        <Field label={t.password} id="password">
          {(control) => <input {...control} name="password" type="password" required autoComplete="current-password" className={inputClass} />}
        </Field>
        <Button type="submit" busy={submitting} className="w-full justify-center">
          {!submitting && <LogIn aria-hidden="true" className="h-5 w-5" />}
          {submitting ? t.submitting : t.submit}
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to="/" className="text-gray-700 underline hover:text-brand-700">
          {t.backHome}
        </Link>
      </p>
    </SignInCard>
  );
}
