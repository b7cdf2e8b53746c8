// /tesekkur, where the recipient types the code printed on the gift's card (docs/product.md#thank-you-notes): a
// plain GET form (field `kod`) that works without JavaScript; a code is sent on, 302, to its own page
// `/tesekkur/<code>` in its printed form; anything else is answered here in Turkish. Never indexed, never cached.
import { Gift } from "lucide-react";
import { data, Form, redirect } from "react-router";
import { Banner } from "~/components/ui/banner";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { thanksRecipientText } from "~/lib/i18n/thanks-recipient";
import { seoMeta, seoSiteFrom } from "~/lib/seo";
import { formatThanksCode, normaliseThanksCode, THANKS_PATH } from "~/lib/thanks";
import type { Route } from "./+types/thanks-entry";

const t = thanksRecipientText.entry;
const THANKS_PRIVATE_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
};

export function loader({ request }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get("kod");
  if (raw === null) return data({ typed: "", error: false }, { headers: THANKS_PRIVATE_HEADERS });
  const code = normaliseThanksCode(raw);
  if (code) throw redirect(`${THANKS_PATH}/${formatThanksCode(code)}`, { status: 302, headers: THANKS_PRIVATE_HEADERS });
  return data({ typed: raw.slice(0, 64), error: true }, { status: 400, headers: THANKS_PRIVATE_HEADERS });
}

export function headers({ loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? loaderHeaders;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(seoSiteFrom(matches), { title: t.title, description: t.lead, path: THANKS_PATH, noindex: true });

export default function ThanksEntryPage({ loaderData }: Route.ComponentProps) {
  const { typed, error } = loaderData;
  return (
    <div className="mx-auto max-w-lg px-4 py-8 sm:py-14">
      <Gift aria-hidden="true" className="h-12 w-12 text-brand-600" />
      <h1 className="mt-3 text-3xl font-extrabold">{t.title}</h1>
      <p className="mt-3 text-lg text-gray-800">{t.lead}</p>
      <ol className="mt-5 list-decimal space-y-2 pl-5 text-gray-700">
        {t.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <Form method="get" action={THANKS_PATH} className="mt-6 space-y-4 rounded-2xl border border-gray-200 p-5" data-testid="thanks-entry-form">
        {error && (
          <Banner tone="error" testId="thanks-entry-error">
            {t.notACode}
          </Banner>
        )}
        <Field label={t.field} hint={t.fieldHint} invalid={error} id="thanks-code">
          {(control) => (
            <input
              {...control}
              name="kod"
              required
              maxLength={64}
              defaultValue={typed}
              autoComplete="off"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              className={`${inputClass} font-mono text-lg tracking-wider`}
            />
          )}
        </Field>
        <Button type="submit" className="w-full">
          {t.submit}
        </Button>
      </Form>
      <p className="mt-5 text-sm text-gray-700">{t.secret}</p>
    </div>
  );
}
