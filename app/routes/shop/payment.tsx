import { data, redirect } from "react-router";
import { paymentText } from "~/lib/i18n/order";
import { formatKurus } from "~/lib/money";
import { pageTitle, seoSiteFrom } from "~/lib/seo";
import { getOrderForConfirmation } from "~/modules/orders/order-view.server";
import type { Route } from "./+types/payment";

/** /payment/{orderId}: PayTR's card form in its iframe, while the order awaits payment. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const order = await getOrderForConfirmation(context.db, params.orderId);
  if (!order) throw data(null, { status: 404 });
  if (order.paymentStatus !== "pending" || !order.paymentUrl) throw redirect(`/order-confirmation/${order.id}`);
  return data(
    { orderNumber: order.orderNumber, totalKurus: order.totalKurus, paymentUrl: order.paymentUrl },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(paymentText.title, seoSiteFrom(matches).shopName) },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Payment({ loaderData }: Route.ComponentProps) {
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
