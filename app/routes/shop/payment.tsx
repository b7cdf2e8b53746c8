import { data, redirect } from "react-router";
import { paymentText } from "~/lib/i18n/order";
import { formatKurus } from "~/lib/money";
import { pageTitle, seoSiteFrom } from "~/lib/seo";
import { liveCheckoutText } from "~/lib/i18n/setup-checklist";
import { getOrderForConfirmation } from "~/modules/orders/order-view.server";
import { liveCheckoutRefusal } from "~/modules/payments/live-checkout.server";
import { getShopSettings } from "~/modules/settings/shop-settings.server";
import type { Route } from "./+types/payment";

/** /payment/{orderId}: PayTR's card form in its iframe (iyzico's form: a redirect to it), while the order awaits payment. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const order = await getOrderForConfirmation(context.db, params.orderId);
  if (!order) throw data(null, { status: 404 });
  if (order.paymentStatus !== "pending" || !order.paymentUrl) throw redirect(`/order-confirmation/${order.id}`);
  // iyzico's form is its own page, not framed: back to it while its token lasts.
  if (order.paymentMethod === "iyzico") throw redirect(order.paymentUrl, 303);
  // No real money to the demo's company (docs/product.md#first-run): PayTR's form is not shown while it is in force.
  const refused = liveCheckoutRefusal(await getShopSettings(context.db), context.env) !== null;
  return data(
    { orderNumber: order.orderNumber, totalKurus: order.totalKurus, paymentUrl: refused ? null : order.paymentUrl },
    { status: refused ? 503 : 200, headers: { "Cache-Control": "private, no-store" } },
  );
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(paymentText.title, seoSiteFrom(matches).shopName) },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Payment({ loaderData }: Route.ComponentProps) {
  if (loaderData.paymentUrl === null) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="text-2xl font-extrabold">{paymentText.title}</h1>
        <p role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 font-semibold text-amber-900" data-testid="live-payment-refused">
          {liveCheckoutText.payment}
        </p>
      </div>
    );
  }
  const resizer = `${new URL(loaderData.paymentUrl).origin}/js/iframeResizer.min.js`;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-extrabold">{paymentText.title}</h1>
      <p className="mt-2 text-gray-700">
        {paymentText.intro(loaderData.orderNumber)} <strong>{formatKurus(loaderData.totalKurus)}</strong>
      </p>
      <script src={resizer} async />
      <iframe
        id="paytriframe"
        title={paymentText.frameTitle}
        src={loaderData.paymentUrl}
        className="mt-6 h-[720px] w-full rounded-2xl border border-gray-200"
        allow="payment"
      />
    </div>
  );
}
