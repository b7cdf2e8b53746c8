// The checkout form's fields and their rules: the one source of validation truth, used by the browser before
// the form is sent and by the server's action (checkout-form.server.ts, docs/product.md#checkout-fields). Plain code rather than
// a Zod schema so that the checkout page does not load Zod.
import { checkoutText } from "./i18n/checkout";

const t = checkoutText;

export const CHECKOUT_FIELDS = [
  "recipientName",
  "recipientAddress",
  "recipientCity",
  "recipientPostalCode",
  "recipientPhone",
  "senderEmail",
  "anonymousMessage",
] as const;

export type CheckoutTextField = (typeof CHECKOUT_FIELDS)[number];

/** Longest text each field takes, in UTF-16 code units after trimming (also the inputs' maxlength). */
export const CHECKOUT_FIELD_MAX_LENGTH: Record<CheckoutTextField, number> = {
  recipientName: 100,
  recipientAddress: 500,
  recipientCity: 60,
  recipientPostalCode: 10,
  recipientPhone: 20,
  // PayTR accepts at most 100 characters of e-mail.
  senderEmail: 100,
  anonymousMessage: 1000,
};

/**
 * The pattern of Zod 4's `z.email()`, which validated this field before: the checkout accepts the same
 * addresses it always did (ASCII local part without leading, trailing or double dots; a dotted domain).
 */
const EMAIL = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export type CheckoutFields = Record<CheckoutTextField, string> & { acceptTerms: true };
export type CheckoutFieldErrors = Partial<Record<keyof CheckoutFields, string>>;

/** What the checkout's action answers when it does not redirect: the fields' errors and one line for the form. */
export type CheckoutFormResult = { errors?: CheckoutFieldErrors; formError?: string };

/** The error for one text field's trimmed value, or null when it is acceptable. */
function textFieldError(name: CheckoutTextField, value: string): string | null {
  if (value.length === 0) return t.required;
  const max = CHECKOUT_FIELD_MAX_LENGTH[name];
  if (value.length > max) return t.tooLong(max);
  if (name === "senderEmail" && !EMAIL.test(value)) return t.invalidEmail;
  return null;
}

/** Reads and checks the seven text fields (trimmed) and the consent box of a posted or about-to-be-posted form. */
export function validateCheckoutFields(form: FormData): { ok: true; fields: CheckoutFields } | { ok: false; errors: CheckoutFieldErrors } {
  const values = {} as Record<CheckoutTextField, string>;
  const errors: CheckoutFieldErrors = {};
  for (const name of CHECKOUT_FIELDS) {
    const value = String(form.get(name) ?? "").trim();
    const error = textFieldError(name, value);
    if (error) errors[name] = error;
    values[name] = value;
  }
  const accept = form.get("acceptTerms");
  if (!(accept === "on" || accept === "true" || accept === "1")) errors.acceptTerms = t.mustAccept;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, fields: { ...values, acceptTerms: true } };
}
