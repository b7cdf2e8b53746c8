import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import { CheckoutForm } from "~/components/shop/checkout-form";
import { useShopFacts } from "~/components/shop/shell-data";
import { serializeCartCookie } from "~/lib/cart-cookie";
import type { PricedCart } from "~/lib/cart";
import { serializeDiscountCodeCookie } from "~/lib/discount-code-cookie";
import { codeRefusalMessage } from "~/lib/i18n/campaigns";
import { cartDiscountText } from "~/lib/i18n/cart";
import { priceCart } from "~/modules/cart/cart-pricing.server";
import { recheckCookieCart } from "~/modules/cart/cart-changes.server";
import type { CheckoutFormResult } from "~/lib/checkout-fields";
import { parseCheckoutForm } from "~/modules/checkout/checkout-form.server";
import { addressKey } from "~/lib/client-address";
import { asSoonAsPossibleEstimate, type DeliveryDateResult, deliveryDateOptions } from "~/modules/checkout/delivery-date-field.server";
import { TURKEY_PROVINCES } from "~/modules/address/turkey-districts.server";
import { readForm } from "~/modules/platform/form-data.server";
import { checkoutRefusalText, checkoutText } from "~/lib/i18n/checkout";
import { deliveryDateText } from "~/lib/i18n/delivery";
import { tr } from "~/lib/i18n/tr";
import { seoMeta } from "~/lib/seo";
import { activePaymentMethod } from "~/lib/payment-mode";
import { isDemoCompany, orderSellerFrom } from "~/lib/shop-settings";
import { contractText } from "~/lib/i18n/contract";
import { contractTermsForCart, contractTermsHash } from "~/modules/documents/order-documents.server";
import { OrderRefusedError, placeOrder } from "~/modules/checkout/place-order.server";
import { lastOrderCookie } from "~/modules/orders/last-order-cookie.server";
import { PaymentStartError, startPayment } from "~/modules/payments/start-payment.server";
import { liveCheckoutRefusal } from "~/modules/payments/live-checkout.server";
import { getShopSettings } from "~/modules/settings/shop-settings.server";
import { Banner } from "~/components/ui/banner";
import { liveCheckoutText } from "~/lib/i18n/setup-checklist";
import type { Route } from "./+types/checkout";

const t = checkoutText;
const refused = checkoutRefusalText;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { priced, code, changes, setCookie } = await recheckCookieCart(context.db, request.headers.get("Cookie"));
  // An emptied cart goes back to the cart page, which tells what left it.
  if (priced.lines.length === 0) throw redirect("/cart");
  // The page's tags come with its data (as on the product page), so that seo.ts is not part of its JavaScript.
  const settings = await getShopSettings(context.db);
  const site = { origin: context.env.PUBLIC_URL, shopName: settings.shopName, settingUp: isDemoCompany(settings) };
  const meta = seoMeta(site, { title: t.title, description: t.recipientHelp, path: "/checkout", noindex: true });
  // One instant for the days offered and the estimate, so that a cutoff passing between them cannot split them.
  const now = new Date();
  return data(
    {
      lines: priced.lines,
      changes,
      // The totals and campaigns with the shopper's discount code: personal, never kept by a shared cache.
      priced,
      code,
      provinces: TURKEY_PROVINCES,
      submissionKey: randomUUID(),
      deliveryDates: deliveryDateOptions(settings, now),
      deliveryEstimate: asSoonAsPossibleEstimate(settings, now),
      deliveryMaxDays: settings.delivery.legalMaxDays,
      // No shop takes real money with the demo's company (docs/product.md#first-run): said before the form is filled.
      paymentRefused: liveCheckoutRefusal(settings, context.env) ? liveCheckoutText.checkout : null,
      meta,
      contract: await checkoutContract(context, priced),
    },
    { headers: { "Set-Cookie": setCookie, "Cache-Control": PRIVATE_PAGE_CACHE_CONTROL } },
  );
}

/** The contract's order part filled for this cart, and its hash, which comes back with the form (docs/product.md#order-contract). */
async function checkoutContract(context: Route.LoaderArgs["context"], priced: PricedCart) {
  const settings = await getShopSettings(context.db);
  const terms = await contractTermsForCart(context.db, priced, {
    seller: orderSellerFrom(settings),
    shop: settings,
    defaultVatRate: settings.invoicing.defaultVatRate,
    paymentMethod: activePaymentMethod(context.env, settings.payments.provider),
  });
  return { terms, hash: contractTermsHash(terms) };
}

/** A page showing a discount code's effect is the shopper's own (docs/product.md#discount-codes). */
const PRIVATE_PAGE_CACHE_CONTROL = "private, no-store";

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Set-Cookie") ? actionHeaders : loaderHeaders;
}

export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

type ActionResult = CheckoutFormResult &
  DeliveryDateResult & {
    /**
     * The discount code stopped applying and was taken off (its cookie cleared), or the contract's terms changed;
     * `repriced`: the cart as it is priced now, `contract`: its texts and hash, to be read and agreed again (a refused
     * answer does not reload the page's data).
     */
    codeRemoved?: true;
    repriced?: PricedCart;
    contract?: Awaited<ReturnType<typeof checkoutContract>>;
  };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (!form) return data<ActionResult>({ formError: tr.common.genericError }, { status: 400 });
  const parsed = parseCheckoutForm(form);
  if (!parsed.ok) {
    const formError = parsed.emptyCart || parsed.invalidCart ? t.emptyCart : t.fixErrors;
    return data<ActionResult>({ errors: parsed.errors, formError, billingTyped: parsed.billingTyped }, { status: 400 });
  }
  const { acceptTerms: _accepted, ...fields } = parsed.fields;
  // Refused before the order exists: nothing is reserved, nothing is charged.
  const settings = await getShopSettings(context.db);
  if (liveCheckoutRefusal(settings, context.env)) {
    context.logger.warn("live payment refused: the shop settings still hold the demo company");
    return data<ActionResult>({ formError: liveCheckoutText.checkout }, { status: 503 });
  }
  let order: Awaited<ReturnType<typeof placeOrder>>;
  try {
    order = await placeOrder(context.db, {
      fields,
      billing: parsed.billing,
      items: parsed.items,
      submissionKey: parsed.submissionKey,
      paymentMethod: activePaymentMethod(context.env, settings.payments.provider),
      unpaidLimit: { address: addressKey(context.clientIp), max: context.env.MAX_UNPAID_ORDERS_PER_ADDRESS },
      requestedDeliveryDate: parsed.requestedDeliveryDate,
      discountCode: parsed.discountCode,
      thanksAllowed: parsed.thanksAllowed,
      // A form without the field never showed the filled texts (a script's post): nothing to compare, the order's texts are stored all the same.
      contractTermsHash: form.has("contractTermsHash") ? String(form.get("contractTermsHash")) : undefined,
    });
  } catch (error) {
    if (error instanceof OrderRefusedError && error.reason === "discountCode") {
      // Told before payment, the order not placed: why, and that the code is off; the page shows the total without it.
      const formError = `${codeRefusalMessage(error.codeRefusal ?? "unknown", error.minBasketKurus)} ${cartDiscountText.codeRemoved}`;
      const repriced = await priceCart(context.db, parsed.items);
      const contract = await checkoutContract(context, repriced);
      return data<ActionResult>(
        { formError, codeRemoved: true, repriced, contract },
        { status: 409, headers: { "Set-Cookie": serializeDiscountCodeCookie(null) } },
      );
    }
    if (error instanceof OrderRefusedError) {
      // The texts as they are now, shown to be read and agreed again, with the summary priced the same way.
      if (error.reason === "contractChanged") {
        const repriced = await priceCart(context.db, parsed.items, { code: parsed.discountCode ?? null });
        return data<ActionResult>({ formError: contractText.contractChanged, repriced, contract: await checkoutContract(context, repriced) }, { status: 409 });
      }
      if (error.reason === "deliveryDate")
        return data<ActionResult>({ formError: t.fixErrors, deliveryDateError: deliveryDateText.dateNotAllowed }, { status: 400 });
      if (error.reason === "tooManyUnpaid") {
        return data<ActionResult>({ formError: refused.tooManyUnpaid(context.env.MAX_UNPAID_ORDERS_PER_ADDRESS) }, { status: 429 });
      }
      const formError =
        error.reason === "outOfStock"
          ? refused.outOfStock(error.productName ?? "", error.available ?? 0)
          : error.reason === "emptyCart"
            ? t.emptyCart
            : error.reason === "personalisation"
              ? refused.personalisation(error.productName ?? "")
              : refused.unavailable;
      return data<ActionResult>({ formError }, { status: 409 });
    }
    context.logger.error({ err: error }, "placing an order failed");
    return data<ActionResult>({ formError: refused.orderFailed }, { status: 500 });
  }
  context.logger.info({ orderNumber: order.orderNumber, created: order.created }, "order placed");

  const headers = new Headers();
  headers.append("Set-Cookie", serializeCartCookie([]));
  // The code went with this order; the next cart starts without it.
  headers.append("Set-Cookie", serializeDiscountCodeCookie(null));
  headers.append("Set-Cookie", await lastOrderCookie(order.id, context.env.PUBLIC_URL));
  if (!order.created) return redirect(`/order-confirmation/${order.id}`, { status: 303, headers });
  try {
    const start = await startPayment(context.db, context.env, order.id, { clientIp: context.clientIp, logger: context.logger });
    if (start.kind === "iframe") return redirect(`/payment/${order.id}`, { status: 303, headers });
    // iyzico's hosted form, on iyzico's site.
    if (start.kind === "redirect") return redirect(start.url, { status: 303, headers });
    return redirect(`/order-confirmation/${order.id}?placed=1`, { status: 303, headers });
  } catch (error) {
    if (error instanceof PaymentStartError) return data<ActionResult>({ formError: refused.paymentStartFailed }, { status: 502 });
    throw error;
  }
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { shipping } = useShopFacts();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-extrabold sm:text-3xl">{t.title}</h1>
      {loaderData.paymentRefused && (
        <Banner tone="warning" testId="live-payment-refused" className="mt-4 text-sm">
          {loaderData.paymentRefused}
        </Banner>
      )}
      <CheckoutForm
        serverLines={loaderData.lines}
        serverChanges={loaderData.changes}
        serverPriced={actionData?.repriced ?? loaderData.priced}
        code={actionData?.codeRemoved ? null : loaderData.code}
        provinces={loaderData.provinces}
        submissionKey={loaderData.submissionKey}
        result={actionData}
        shippingRule={shipping}
        contract={actionData?.contract ?? loaderData.contract}
      />
    </div>
  );
}
