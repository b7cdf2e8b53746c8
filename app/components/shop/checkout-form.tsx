import { useEffect, useMemo, useRef, useState } from "react";
import { Form, useNavigate, useNavigation } from "react-router";
import { type CartItem, cartRequestLine, type PricedCart } from "~/lib/cart";
import { shownPricing, signPricing } from "~/lib/cart-discounts";
import type { CartChange } from "~/lib/cart-changes";
import type { ShippingRule } from "~/lib/shop-settings";
import {
  CHECKOUT_FIELDS,
  type CheckoutFieldErrors,
  type CheckoutFormResult,
  checkoutFieldError,
  type DistrictsOf,
  validateCheckoutFields,
} from "~/lib/checkout-fields";
import { checkoutText as t } from "~/lib/i18n/checkout";
import { type ProvinceOption, ProvinceDistrictFields } from "./checkout-address";
import { CheckoutBilling, revealBillingField, useBillingCheck } from "./checkout-billing";
import { BILLING_FIELDS } from "~/lib/billing-fields";
import { CheckoutField, ConsentField } from "./checkout-field";
import { MessageCardField } from "./checkout-message";
import { CheckoutSummary } from "./checkout-summary";
import { CheckoutContract, type CheckoutContractData } from "./checkout-contract";
import { useCart } from "./cart-context";
import { DeliveryDateField } from "./delivery-date-field";
import { DiscountCodeForm, DiscountCodeFormTarget } from "./discount-code-form";

/** The form element the summary's discount code fields post with (they sit inside the checkout's form). */
const CODE_FORM_ID = "checkout-discount-code-form";

/**
 * The checkout page's form. `serverLines` is the cart the server priced for the first HTML; once hydrated the
 * stored cart takes its figures and is shown (an empty one sends the shopper back to /cart);
 * `serverChanges` is what the server found changed; `provinces` the province and district lists. `result` is
 * the action's answer.
 */
export function CheckoutForm({
  serverLines,
  serverChanges = [],
  provinces,
  submissionKey,
  result,
  shippingRule,
  serverPriced,
  code = null,
  contract,
}: {
  /** The contract's order part for this cart and its hash (docs/product.md#order-contract); absent in tests of the form alone. */
  contract?: CheckoutContractData;
  serverLines: CartItem[];
  /** The cart as the server priced it for this page, with the code: its totals and campaigns while the cart is the same. */
  serverPriced?: PricedCart;
  /** The discount code the shopper applied (the cookie), null for none. */
  code?: string | null;
  shippingRule: ShippingRule;
  serverChanges?: readonly CartChange[];
  provinces: readonly ProvinceOption[];
  submissionKey: string;
  result: CheckoutFormResult | undefined;
}) {
  const cart = useCart();
  const [hydrated, setHydrated] = useState(false);
  // The server priced the cookie cart (which mirrors local storage) for this page and told what changed
  // (docs/product.md#price-re-check): the stored cart takes those figures, so no second re-check is needed.
  // Once per page view: the loader's lines after a revalidation are not adopted again.
  const adopted = useRef(false);
  useEffect(() => {
    if (adopted.current) return;
    adopted.current = true;
    if (serverLines.length > 0) cart.replace(serverLines);
    setHydrated(true);
  }, [cart, serverLines]);
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [errors, setErrors] = useState<CheckoutFieldErrors>(result?.errors ?? {});
  const [formError, setFormError] = useState<string | undefined>(result?.formError);
  const submitting = navigation.state !== "idle" && navigation.formAction === "/checkout";

  useEffect(() => {
    setErrors(result?.errors ?? {});
    setFormError(result?.formError);
  }, [result]);
  // An empty cart has nothing to check out.
  useEffect(() => {
    if (hydrated && cart.items.length === 0 && !submitting) navigate("/cart", { replace: true });
  }, [hydrated, cart.items.length, submitting, navigate]);

  const lines = hydrated ? cart.items : serverLines;
  // The discounts only as the server priced exactly these lines with this code (docs/product.md#discount-codes).
  const shown = shownPricing(lines, shippingRule, code, serverPriced ? [signPricing(serverPriced, code)] : []);
  // The code goes with the order unless the shopper was shown that it does not apply; the server prices it again and
  // refuses the order, telling why, when it stopped applying since.
  const refusedOnScreen = shown.fresh && shown.campaign.code !== null && !shown.campaign.code.applied;
  const postedCode = code && !refusedOnScreen ? code : "";
  const districtsOf = useMemo<DistrictsOf>(() => {
    const byName = new Map(provinces.map((p) => [p.name, p.districts]));
    return (province) => byName.get(province);
  }, [provinces]);
  const billingCheck = useBillingCheck();
  const clearError = (name: keyof CheckoutFieldErrors) => () => setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  // The e-mail and the phone are checked as soon as the shopper leaves them (an empty one waits for the send).
  const checkOnLeave = (name: "senderEmail" | "recipientPhone") => (value: string) => {
    const error = value.trim() ? checkoutFieldError(name, value.trim()) : null;
    if (error) setErrors((current) => ({ ...current, [name]: error }));
  };

  return (
    <>
      <Form
        method="post"
        noValidate
        className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]"
        onSubmit={(event) => {
          // The server checks the same rules again (and the cart); this only spares a round trip.
          const posted = new FormData(event.currentTarget);
          const checked = validateCheckoutFields(posted, districtsOf);
          const billing = billingCheck.current?.(posted, districtsOf) ?? { ok: true };
          const emptyCart = lines.length === 0;
          if (!checked.ok || !billing.ok || emptyCart) {
            event.preventDefault();
            const fieldErrors = { ...(checked.ok ? {} : checked.errors), ...(billing.ok ? {} : billing.errors) };
            setErrors(fieldErrors);
            setFormError(emptyCart ? t.emptyCart : t.fixErrors);
            const first = [...CHECKOUT_FIELDS, ...BILLING_FIELDS].find((name) => fieldErrors[name]) ?? (fieldErrors.acceptTerms ? "acceptTerms" : undefined);
            if (first) revealBillingField(first);
            if (first) document.getElementById(first)?.focus();
          }
        }}
      >
        <input type="hidden" name="items" value={JSON.stringify(lines.map(cartRequestLine))} />
        <input type="hidden" name="submissionKey" value={submissionKey} />
        <input type="hidden" name="discountCode" value={postedCode} />
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
              <CheckoutField name="recipientName" error={errors.recipientName} onEdit={clearError("recipientName")} />
              <CheckoutField
                name="recipientPhone"
                error={errors.recipientPhone}
                onEdit={clearError("recipientPhone")}
                onLeave={checkOnLeave("recipientPhone")}
              />
              <ProvinceDistrictFields provinces={provinces} hydrated={hydrated} errors={errors} onEdit={(name) => clearError(name)()} />
              <CheckoutField name="recipientAddress" error={errors.recipientAddress} onEdit={clearError("recipientAddress")} />
              <CheckoutField name="recipientPostalCode" error={errors.recipientPostalCode} onEdit={clearError("recipientPostalCode")} />
            </div>
          </fieldset>
          <DeliveryDateField />
          <fieldset className="rounded-2xl border border-gray-200 p-5">
            <legend className="px-1 text-lg font-bold">{t.senderSection}</legend>
            <div className="mt-2 grid gap-4 sm:grid-cols-2">
              <CheckoutField name="senderEmail" error={errors.senderEmail} onEdit={clearError("senderEmail")} onLeave={checkOnLeave("senderEmail")} />
              <MessageCardField hydrated={hydrated} error={errors.anonymousMessage} onEdit={clearError("anonymousMessage")} />
            </div>
          </fieldset>
          <CheckoutBilling provinces={provinces} hydrated={hydrated} errors={errors} typed={result?.billingTyped} onEdit={(name) => clearError(name)()} />
          {contract && <CheckoutContract contract={contract} />}
        </div>
        {/* Consent, total and button stay together (docs/product.md#checkout): in the summary column, sticky on a laptop. */}
        <CheckoutSummary
          lines={lines}
          changes={serverChanges}
          submitting={submitting}
          totals={shown.totals}
          campaign={shown.campaign}
          discountCode={
            <DiscountCodeForm
              code={code}
              outcome={shown.campaign.code}
              minBasketKurus={shown.campaign.codeMinBasketKurus}
              formId={CODE_FORM_ID}
              idPrefix="checkout"
            />
          }
        >
          <ConsentField error={errors.acceptTerms} onEdit={clearError("acceptTerms")} />
        </CheckoutSummary>
      </Form>
      <DiscountCodeFormTarget id={CODE_FORM_ID} next="/checkout" />
    </>
  );
}
