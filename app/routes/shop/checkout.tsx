import { Loader2, Lock } from "lucide-react";
import { randomUUID } from "node:crypto";
import { useEffect, useState } from "react";
import { data, Form, Link, redirect, useNavigate, useNavigation } from "react-router";
import { useCart } from "~/components/shop/cart-context";
import { cartTotals } from "~/lib/cart";
import { serializeCartCookie } from "~/lib/cart-cookie";
import { parseCartCookie } from "~/lib/cart-cookie.server";
import { CHECKOUT_FIELD_MAX_LENGTH, CHECKOUT_FIELDS, type CheckoutFieldErrors, type CheckoutTextField, validateCheckoutFields } from "~/lib/checkout-fields";
import { parseCheckoutForm } from "~/lib/checkout-form.server";
import { cartText } from "~/lib/i18n/cart";
import { checkoutText } from "~/lib/i18n/checkout";
import { tr } from "~/lib/i18n/tr";
import { formatKurus } from "~/lib/money";
import { publicOriginFrom, seoMeta } from "~/lib/seo";
import { priceCart } from "~/modules/orders/cart-pricing.server";
import { OrderRefusedError, placeOrder } from "~/modules/orders/place-order.server";
import { lastOrderCookie } from "~/modules/orders/last-order-cookie.server";
import { PaymentStartError, startPayment } from "~/modules/payments/start-payment.server";
import type { Route } from "./+types/checkout";

const t = checkoutText;

export async function loader({ request, context }: Route.LoaderArgs) {
  const priced = await priceCart(context.db, parseCartCookie(request.headers.get("Cookie")));
  if (priced.lines.length === 0) throw redirect("/cart");
  return { lines: priced.lines, submissionKey: randomUUID() };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(publicOriginFrom(matches), { title: t.title, description: t.recipientHelp, path: "/checkout", noindex: true });

type ActionResult = { errors?: CheckoutFieldErrors; formError?: string };

/**
 * The posted form with NUL characters dropped from its text (PostgreSQL cannot store them), or null when the
 * body is not a form at all (another content type, broken multipart).
 */
async function readForm(request: Request): Promise<FormData | null> {
  let posted: FormData;
  try {
    posted = await request.formData();
  } catch {
    return null;
  }
  const form = new FormData();
  for (const [name, value] of posted) form.append(name, typeof value === "string" ? value.replaceAll("\u0000", "") : value);
  return form;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (!form) return data<ActionResult>({ formError: tr.common.genericError }, { status: 400 });
  const parsed = parseCheckoutForm(form);
  if (!parsed.ok) {
    const formError = parsed.emptyCart || parsed.invalidCart ? t.emptyCart : t.fixErrors;
    return data<ActionResult>({ errors: parsed.errors, formError }, { status: 400 });
  }
  const { acceptTerms: _accepted, ...fields } = parsed.fields;
  let order: Awaited<ReturnType<typeof placeOrder>>;
  try {
    order = await placeOrder(context.db, { fields, items: parsed.items, submissionKey: parsed.submissionKey, paymentMethod: context.env.PAYMENT_PROVIDER });
  } catch (error) {
    if (error instanceof OrderRefusedError) {
      const formError =
        error.reason === "outOfStock" ? t.outOfStock(error.productName ?? "", error.available ?? 0) : error.reason === "emptyCart" ? t.emptyCart : t.unavailable;
      return data<ActionResult>({ formError }, { status: 409 });
    }
    context.logger.error({ err: error }, "placing an order failed");
    return data<ActionResult>({ formError: t.orderFailed }, { status: 500 });
  }
  context.logger.info({ orderNumber: order.orderNumber, created: order.created }, "order placed");

  const headers = new Headers();
  headers.append("Set-Cookie", serializeCartCookie([]));
  headers.append("Set-Cookie", lastOrderCookie(order.id, context.env.PUBLIC_URL));
  if (!order.created) return redirect(`/order-confirmation/${order.id}`, { status: 303, headers });
  try {
    const start = await startPayment(context.db, context.env, order.id, { clientIp: context.clientIp, logger: context.logger });
    if (start.kind === "iframe") return redirect(`/payment/${order.id}`, { status: 303, headers });
    return redirect(`/order-confirmation/${order.id}?placed=1`, { status: 303, headers });
  } catch (error) {
    if (error instanceof PaymentStartError) return data<ActionResult>({ formError: t.paymentStartFailed }, { status: 502 });
    throw error;
  }
}

const fieldMeta: Record<CheckoutTextField, { label: string; type?: string; autoComplete: string; multiline?: boolean; help?: string }> = {
  recipientName: { label: t.recipientName, autoComplete: "off" },
  recipientAddress: { label: t.recipientAddress, autoComplete: "off", multiline: true },
  recipientCity: { label: t.recipientCity, autoComplete: "off" },
  recipientPostalCode: { label: t.recipientPostalCode, autoComplete: "off" },
  recipientPhone: { label: t.recipientPhone, type: "tel", autoComplete: "off" },
  senderEmail: { label: t.senderEmail, type: "email", autoComplete: "email", help: t.senderHelp },
  anonymousMessage: { label: t.anonymousMessage, autoComplete: "off", multiline: true, help: t.anonymousMessageHelp },
};

function Field({ name, error, onEdit }: { name: CheckoutTextField; error?: string; onEdit(): void }) {
  const meta = fieldMeta[name];
  const describedBy = [error ? `${name}-error` : null, meta.help ? `${name}-help` : null].filter(Boolean).join(" ") || undefined;
  const className = `mt-1 block w-full rounded-lg border px-3 py-2.5 ${error ? "border-red-600" : "border-gray-300"} focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100`;
  const common = { id: name, name, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy, required: true, maxLength: CHECKOUT_FIELD_MAX_LENGTH[name], onChange: onEdit, autoComplete: meta.autoComplete, className };
  return (
    <div className={meta.multiline ? "sm:col-span-2" : ""}>
      <label htmlFor={name} className="block text-sm font-semibold text-gray-900">
        {meta.label}
      </label>
      {meta.multiline ? <textarea rows={3} {...common} /> : <input type={meta.type ?? "text"} {...common} />}
      {meta.help && (
        <p id={`${name}-help`} className="mt-1 text-xs text-gray-700">
          {meta.help}
        </p>
      )}
      {error && (
        <p id={`${name}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const cart = useCart();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [hydrated, setHydrated] = useState(false);
  const [errors, setErrors] = useState<CheckoutFieldErrors>(actionData?.errors ?? {});
  const [formError, setFormError] = useState<string | undefined>(actionData?.formError);
  const submitting = navigation.state !== "idle" && navigation.formAction === "/checkout";

  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    setErrors(actionData?.errors ?? {});
    setFormError(actionData?.formError);
  }, [actionData]);
  // An empty cart has nothing to check out.
  useEffect(() => {
    if (hydrated && cart.items.length === 0 && !submitting) navigate("/cart", { replace: true });
  }, [hydrated, cart.items.length, submitting, navigate]);

  const lines = hydrated ? cart.items : loaderData.lines;
  const totals = cartTotals(lines);
  const clearError = (name: keyof CheckoutFieldErrors) => () => setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-extrabold sm:text-3xl">{t.title}</h1>
      <Form
        method="post"
        noValidate
        className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]"
        onSubmit={(event) => {
          // The server checks the same rules again (and the cart); this only spares a round trip.
          const result = validateCheckoutFields(new FormData(event.currentTarget));
          const emptyCart = lines.length === 0;
          if (!result.ok || emptyCart) {
            event.preventDefault();
            const fieldErrors = result.ok ? {} : result.errors;
            setErrors(fieldErrors);
            setFormError(emptyCart ? t.emptyCart : t.fixErrors);
            const first = CHECKOUT_FIELDS.find((name) => fieldErrors[name]) ?? (fieldErrors.acceptTerms ? "acceptTerms" : undefined);
            if (first) document.getElementById(first)?.focus();
          }
        }}
      >
        <input type="hidden" name="items" value={JSON.stringify(lines.map(({ productId, quantity }) => ({ productId, quantity })))} />
        <input type="hidden" name="submissionKey" value={loaderData.submissionKey} />
        <div className="space-y-8">
          {formError && (
            <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm font-semibold text-red-800" data-testid="form-error">
              {formError}
            </div>
          )}
          <fieldset className="rounded-2xl border border-gray-200 p-5">
            <legend className="px-1 text-lg font-bold">{t.recipientSection}</legend>
            <p className="text-sm text-gray-700">{t.recipientHelp}</p>
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              {(["recipientName", "recipientPhone", "recipientAddress", "recipientCity", "recipientPostalCode"] as const).map((name) => (
                <Field key={name} name={name} error={errors[name]} onEdit={clearError(name)} />
              ))}
            </div>
          </fieldset>
          <fieldset className="rounded-2xl border border-gray-200 p-5">
            <legend className="px-1 text-lg font-bold">{t.senderSection}</legend>
            <div className="mt-2 grid gap-4 sm:grid-cols-2">
              {(["senderEmail", "anonymousMessage"] as const).map((name) => (
                <Field key={name} name={name} error={errors[name]} onEdit={clearError(name)} />
              ))}
            </div>
          </fieldset>
          <div>
            <div className="flex items-start gap-3">
              <input
                id="acceptTerms"
                name="acceptTerms"
                type="checkbox"
                required
                aria-invalid={errors.acceptTerms ? true : undefined}
                aria-describedby={errors.acceptTerms ? "acceptTerms-error" : undefined}
                onChange={clearError("acceptTerms")}
                className="mt-1 h-5 w-5 shrink-0 accent-brand-600"
              />
              <label htmlFor="acceptTerms" className="text-sm text-gray-800">
                <Link to="/distance-sales-agreement#on-bilgilendirme-formu" target="_blank" className="font-semibold underline">
                  {t.acceptTerms.preInfo}
                </Link>
                {t.acceptTerms.and}
                <Link to="/distance-sales-agreement" target="_blank" className="font-semibold underline">
                  {t.acceptTerms.agreement}
                </Link>
                {t.acceptTerms.after}
              </label>
            </div>
            {errors.acceptTerms && (
              <p id="acceptTerms-error" className="mt-1 text-sm font-semibold text-red-700">
                {errors.acceptTerms}
              </p>
            )}
          </div>
        </div>
        <aside aria-labelledby="checkout-summary" className="h-fit rounded-2xl border border-gray-200 p-5">
          <h2 id="checkout-summary" className="text-lg font-bold">{t.summary}</h2>
          <ul className="mt-3 divide-y divide-gray-100 text-sm">
            {lines.map((line) => (
              <li key={line.productId} className="flex justify-between gap-3 py-2">
                <span>
                  {line.productName} <span className="text-gray-700">× {line.quantity}</span>
                </span>
                <span className="font-semibold">{formatKurus(line.price * line.quantity)}</span>
              </li>
            ))}
          </ul>
          <dl className="mt-3 space-y-2 border-t border-gray-200 pt-3 text-sm">
            <div className="flex justify-between">
              <dt>{cartText.subtotal}</dt>
              <dd data-testid="checkout-subtotal">{formatKurus(totals.subtotal)}</dd>
            </div>
            <div className="flex justify-between">
              <dt>{cartText.shipping}</dt>
              <dd data-testid="checkout-shipping">{totals.shipping === 0 ? cartText.free : formatKurus(totals.shipping)}</dd>
            </div>
            <div className="flex justify-between border-t border-gray-200 pt-2 text-base font-bold">
              <dt>{cartText.total}</dt>
              <dd data-testid="checkout-total">{formatKurus(totals.total)}</dd>
            </div>
          </dl>
          <button
            type="submit"
            disabled={submitting}
            className="mt-5 flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-brand-600 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-80"
          >
            {submitting ? <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" /> : <Lock aria-hidden="true" className="h-5 w-5" />}
            {submitting ? t.placing : t.placeOrder}
          </button>
          <p className="mt-3 text-center text-xs text-gray-700">{t.securePayment}</p>
        </aside>
      </Form>
    </div>
  );
}
