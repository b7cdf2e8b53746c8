// /order-lookup, "Siparişim nerede?" (docs/product.md#order-lookup): the order number and the sender's e-mail
// lead to the order page. A plain form post, so it works without JavaScript; POSTs are rate-limited per
// address before they reach this action (RATE_LIMIT_LOOKUP, server/http/middleware.ts).
import { Search } from "lucide-react";
import { data, Form, redirect, useNavigation } from "react-router";
import { useShopFacts } from "~/components/shop/shell-data";
import { Banner } from "~/components/ui/banner";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { readForm } from "~/modules/platform/form-data.server";
import { orderLookupText as t } from "~/lib/i18n/order-lookup";
import { seoMeta, seoSiteFrom } from "~/lib/seo";
import { LOOKUP_EMAIL_MAX_LENGTH, LOOKUP_ORDER_NUMBER_MAX_LENGTH, parseOrderLookup } from "~/lib/order-lookup";
import { findOrderIdByNumberAndEmail } from "~/modules/orders/order-lookup.server";
import type { Route } from "./+types/order-lookup";

export const meta: Route.MetaFunction = ({ matches }) => seoMeta(seoSiteFrom(matches), { title: t.title, description: t.description, path: "/order-lookup" });

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const input = form ? parseOrderLookup(form) : null;
  const noStore = { "Cache-Control": "private, no-store" };
  if (!input) return data({ error: t.required, orderNumber: "", email: "" }, { status: 400, headers: noStore });
  const orderId = await findOrderIdByNumberAndEmail(context.db, input);
  if (orderId) return redirect(`/order-confirmation/${orderId}`, { headers: noStore });
  context.logger.info({ requestId: context.requestId }, "order lookup found no order");
  // One answer for every wrong pair, whichever half is wrong.
  return data({ error: t.notFound, orderNumber: input.orderNumber, email: input.email }, { status: 404, headers: noStore });
}

export default function OrderLookup({ actionData }: Route.ComponentProps) {
  const shop = useShopFacts();
  const navigation = useNavigation();
  const searching = navigation.state === "submitting" && navigation.formAction === "/order-lookup";
  return (
    <div className="mx-auto max-w-lg px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold">{t.title}</h1>
      <p className="mt-2 text-gray-700">{t.lead}</p>
      <Form method="post" action="/order-lookup" className="mt-6 space-y-4 rounded-2xl border border-gray-200 p-5" data-testid="order-lookup-form">
        {actionData?.error && (
          <Banner tone="error" testId="order-lookup-error">
            {actionData.error}
          </Banner>
        )}
        <Field label={t.orderNumber} hint={t.orderNumberHelp} id="lookup-order-number">
          {(control) => (
            <input
              {...control}
              name="orderNumber"
              required
              maxLength={LOOKUP_ORDER_NUMBER_MAX_LENGTH}
              defaultValue={actionData?.orderNumber ?? ""}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className={`${inputClass} font-mono`}
            />
          )}
        </Field>
        <Field label={t.email} id="lookup-email">
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              required
              maxLength={LOOKUP_EMAIL_MAX_LENGTH}
              defaultValue={actionData?.email ?? ""}
              autoComplete="email"
              className={inputClass}
            />
          )}
        </Field>
        <Button type="submit" disabled={searching} className="w-full" data-testid="order-lookup-submit">
          <Search aria-hidden="true" className="h-4 w-4" /> {searching ? t.submitting : t.submit}
        </Button>
      </Form>
      <p className="mt-6 text-sm text-gray-700">
        {t.contactHint}{" "}
        <a href={`mailto:${shop.email}`} className="font-semibold text-brand-700 underline">
          {shop.email}
        </a>
      </p>
    </div>
  );
}
