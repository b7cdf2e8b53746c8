import { useEffect } from "react";
import { data, isRouteErrorResponse, Link, useSearchParams } from "react-router";
import { AwaitFinalState } from "~/components/shop/await-final-state";
import { useCart } from "~/components/shop/cart-context";
import { NotFoundView } from "~/components/shop/not-found-view";
import type { RefreshWithoutScriptHandle } from "~/components/shop/noscript-refresh";
import { LIVE_STATES, OrderFacts, OrderHeading, OrderItems, OrderSupport } from "~/components/shop/order-details";
import { confirmationText } from "~/lib/i18n/order";
import { tr } from "~/lib/i18n/tr";
import { seoMeta, seoSiteFrom } from "~/lib/seo";
import { privacyText } from "~/lib/i18n/privacy";
import { getOrderForConfirmation } from "~/modules/orders/order-view.server";
import { thanksCardText } from "~/lib/i18n/thanks-card";
import { OrderProof } from "~/components/shop/order-proof";
import { readForm } from "~/modules/platform/form-data.server";
import { orderPageProof, orderPageProofAction } from "~/modules/personalisation/proof-routes.server";
import type { Route } from "./+types/order-confirmation";

const t = confirmationText;

export async function loader({ params, context }: Route.LoaderArgs) {
  const order = await getOrderForConfirmation(context.db, params.orderId);
  if (!order) throw data({ notFound: true }, { status: 404, headers: { "X-Robots-Tag": "noindex" } });
  const proof = await orderPageProof(context.db, order);
  return data({ order, proof }, { headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } });
}

/** The holder of the order's link answers its proof (docs/product.md#proof): a plain form post, with or without JavaScript. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request, { maxBytes: 64 * 1024 });
  if (!form) return data({ proofError: t.notFoundTitle }, { status: 400 });
  return orderPageProofAction(context, params.orderId, form);
}

export const meta: Route.MetaFunction = ({ data, matches, params }) =>
  seoMeta(seoSiteFrom(matches), {
    title: data ? `${t.orderNumber}: ${data.order.orderNumber}` : t.notFoundTitle,
    description: t.pendingText,
    path: `/order-confirmation/${params.orderId}`,
    noindex: true,
  });

/** While the payment is pending, how often to look again: often while the simulated provider settles, less often for PayTR. */
function refreshSeconds(order: { paymentStatus: string; paymentMethod: string }): number | null {
  if (order.paymentStatus !== "pending") return null;
  return order.paymentMethod === "simulated" ? 3 : 10;
}

// Without JavaScript the page reloads itself (root's <NoscriptRefresh>) until the payment is settled.
export const handle: RefreshWithoutScriptHandle = {
  refreshWithoutScript: (data) => {
    const order = (data as { order?: { paymentStatus: string; paymentMethod: string } } | undefined)?.order;
    return order ? refreshSeconds(order) : null;
  },
};

export default function OrderConfirmation({ loaderData, actionData }: Route.ComponentProps) {
  const { order, proof } = loaderData;
  const cart = useCart();
  const [searchParams, setSearchParams] = useSearchParams();
  const processing = order.paymentStatus === "pending" && order.paymentMethod === "simulated";

  // Arriving from checkout: the order exists now, so the cart can go.
  useEffect(() => {
    if (searchParams.get("placed") === "1") {
      cart.clear();
      setSearchParams({}, { replace: true, preventScrollReset: true });
    }
  }, [searchParams, setSearchParams, cart]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <AwaitFinalState final={refreshSeconds(order) === null} firstDelayMs={processing ? 1000 : 5000} />
      <OrderHeading order={order} />

      <OrderFacts order={order} />

      <OrderItems order={order} />

      {proof && <OrderProof orderId={order.id} proof={proof} error={actionData?.proofError ?? null} />}

      {order.anonymisedAt ? (
        <p className="mt-6 rounded-2xl border border-gray-200 p-5 text-gray-800" data-testid="order-anonymised">
          {privacyText.shopperAnonymised}
        </p>
      ) : (
        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          <section className="rounded-2xl border border-gray-200 p-5" aria-labelledby="address-heading">
            <h2 id="address-heading" className="text-lg font-bold">
              {t.deliveryAddress}
            </h2>
            <address className="mt-2 whitespace-pre-line not-italic text-gray-800">
              {order.recipientName}
              {"\n"}
              {order.recipientAddress}
              {"\n"}
              {order.recipientPostalCode} {order.recipientCity}
            </address>
          </section>
          <section className="rounded-2xl border border-gray-200 p-5" aria-labelledby="message-heading">
            <h2 id="message-heading" className="text-lg font-bold">
              {t.message}
            </h2>
            <blockquote className="mt-2 whitespace-pre-line rounded-lg bg-brand-50 p-3 italic text-gray-900" data-testid="order-message">
              {order.anonymousMessage}
            </blockquote>
            {order.thanksAllowed && (
              <p className="mt-2 text-sm text-gray-700" data-testid="order-thanks">
                {thanksCardText.confirmation}
              </p>
            )}
          </section>
        </div>
      )}

      {LIVE_STATES.includes(order.state) && (
        <section className="mt-6 rounded-2xl border border-gray-200 p-5" aria-labelledby="next-heading">
          <h2 id="next-heading" className="text-lg font-bold">
            {t.nextSteps}
          </h2>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-gray-800">
            {t.nextStepsList.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      )}

      {/* The seller the order was placed with, not whoever the settings name now. */}
      <OrderSupport email={order.seller.email} seller={order.seller} />

      <p className="mt-8 text-center">
        <Link to="/products" className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700">
          {t.continueShopping}
        </Link>
      </p>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundView title={t.notFoundTitle} text={t.notFoundText} backTo="/" backLabel={tr.common.backHome} />;
  }
  throw error;
}
