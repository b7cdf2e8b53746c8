import { redirect } from "react-router";
import { readForm } from "~/modules/platform/form-data.server";
import { settleIyzicoCallback } from "~/modules/payments/iyzico-checkout.server";
import type { Route } from "./+types/iyzico-callback";

/**
 * iyzico's page brings the shopper back here with a `token` (a top-level POST from iyzico's site: no cookies, no
 * same-origin check). The token only names the order; its result is asked of iyzico (docs/product.md#iyzico). The
 * shopper lands on the order's page, which shows whether it was paid.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, { maxBytes: 16 * 1024 });
  const result = await settleIyzicoCallback(context.db, context.env, form?.get("token"), context.logger);
  if (result.kickMail) context.jobs.kickMail();
  // Paid: the order page empties the browser's cart (placed=1); not paid, the cart stays for another try. Without an
  // order of ours: the page that finds the shopper's last order, if their browser has it.
  const location = !result.orderId
    ? "/order-confirmation/fail"
    : result.outcome === "paid" || result.outcome === "repeat"
      ? `/order-confirmation/${result.orderId}?placed=1`
      : `/order-confirmation/${result.orderId}`;
  return redirect(location, { status: 303, headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
