// Reads the posted checkout form on the server: the fields by the rules the browser also applies
// (checkout-fields.ts, the district checked against its province's list), the cart (`items`, checked with the Zod schema the cart API uses),
// the requested delivery day (as posted: placeOrder checks it), the submission key and the discount code (as posted,
// trimmed: placeOrder prices with it and refuses the order when it no longer applies, a too long one included) and
// whether the recipient may send a thank-you note (the box absent: not allowed).
import type { OrderBilling } from "~/lib/billing";
import { type BillingField, parseBillingFields, readBillingForm } from "~/lib/billing-form";
import { type CartRequest, CartRequestSchema } from "~/lib/cart-request";
import { type CheckoutFieldErrors, type CheckoutFields, validateCheckoutFields } from "~/lib/checkout-fields";
import { districtsOf } from "~/modules/address/turkey-districts.server";
import { readDeliveryDate } from "./delivery-date-field.server";

export function parseCheckoutForm(form: FormData):
  | {
      ok: true;
      fields: CheckoutFields;
      billing: OrderBilling | null;
      items: CartRequest;
      requestedDeliveryDate: string | null;
      submissionKey: string | null;
      discountCode: string | null;
      /** Whether the recipient may thank the sender through the card's code (docs/product.md#thank-you-notes): a ticked box posts `on`. */
      thanksAllowed: boolean;
    }
  | { ok: false; errors: CheckoutFieldErrors; emptyCart: boolean; invalidCart: boolean; billingTyped: Record<BillingField, string> } {
  const fields = validateCheckoutFields(form, districtsOf);
  // The sender's billing details (docs/product.md#billing-details): their errors go with the other fields'.
  const billing = parseBillingFields(form, districtsOf);
  let items: unknown;
  try {
    items = JSON.parse(String(form.get("items") ?? "[]"));
  } catch {
    items = null;
  }
  const cart = CartRequestSchema.safeParse(items);
  const emptyCart = cart.success && cart.data.length === 0;
  if (!fields.ok || !billing.ok || !cart.success || emptyCart) {
    const errors = { ...(fields.ok ? {} : fields.errors), ...(billing.ok ? {} : billing.errors) };
    return { ok: false, errors, emptyCart, invalidCart: !cart.success, billingTyped: readBillingForm(form) };
  }
  const key = String(form.get("submissionKey") ?? "");
  return {
    ok: true,
    fields: fields.fields,
    billing: billing.billing,
    items: cart.data,
    requestedDeliveryDate: readDeliveryDate(form),
    submissionKey: /^[A-Za-z0-9-]{16,64}$/.test(key) ? key : null,
    discountCode: discountCodeOf(form.get("discountCode")),
    thanksAllowed: form.get("thanksAllowed") === "on",
  };
}

/** Longest code text passed on: longer than any code, so that pricing refuses it as too long rather than it being dropped. */
const MAX_POSTED_CODE_LENGTH = 200;

function discountCodeOf(value: FormDataEntryValue | null): string | null {
  const text = typeof value === "string" ? value.trim().slice(0, MAX_POSTED_CODE_LENGTH) : "";
  return text || null;
}
