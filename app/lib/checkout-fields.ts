// The checkout form's fields and their rules: the one source of validation truth, used by the browser before
// the form is sent and by the server's action (modules/checkout/checkout-form.server.ts, docs/product.md#checkout-fields). Plain code rather than
// a Zod schema so that the checkout page does not load Zod.
import type { BillingField } from "./billing-fields";
import { checkoutText } from "./i18n/checkout";
import { checkoutTurkeyText } from "./i18n/checkout-turkey";
import { normalizePhone } from "./turkish-phone";

const t = checkoutText;

/** The form's text fields and selects, in the form's order (the first with an error takes the focus). */
export const CHECKOUT_FIELDS = [
  "recipientName",
  "recipientPhone",
  "recipientProvince",
  "recipientDistrict",
  "recipientAddress",
  "recipientPostalCode",
  "senderEmail",
  "anonymousMessage",
] as const;

export type CheckoutTextField = (typeof CHECKOUT_FIELDS)[number];
/** The fields chosen from lists rather than typed (the province, then its district). */
export const ADDRESS_LIST_FIELDS = ["recipientProvince", "recipientDistrict"] as const satisfies readonly CheckoutTextField[];
export type AddressListField = (typeof ADDRESS_LIST_FIELDS)[number];
/** A free-text city: what forms before the province and district lists posted (docs/product.md#province-and-district). */
type LegacyCityField = "recipientCity";

/** Longest text each field takes, in UTF-16 code units after trimming (also the inputs' maxlength). */
export const CHECKOUT_FIELD_MAX_LENGTH: Record<CheckoutTextField | LegacyCityField, number> = {
  recipientName: 100,
  recipientAddress: 500,
  recipientCity: 60,
  recipientProvince: 40,
  recipientDistrict: 40,
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
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** What an order stores of the form: the district and province as one `recipientCity` (`Kadıköy / İstanbul`). */
export type CheckoutFields = {
  recipientName: string;
  recipientAddress: string;
  recipientCity: string;
  recipientPostalCode: string;
  recipientPhone: string;
  senderEmail: string;
  anonymousMessage: string;
  acceptTerms: true;
};
/** What an order stores of the form: the people's data that anonymising erases (docs/product.md#kvkk). */
export type OrderContactFields = Omit<CheckoutFields, "acceptTerms">;
export const ORDER_CONTACT_FIELDS = [
  "recipientName",
  "recipientAddress",
  "recipientCity",
  "recipientPostalCode",
  "recipientPhone",
  "senderEmail",
  "anonymousMessage",
] as const satisfies readonly (keyof OrderContactFields)[];

/** The errors of the form's fields, the billing details' included (billing-form.ts). */
export type CheckoutFieldErrors = Partial<Record<CheckoutTextField | LegacyCityField | "acceptTerms" | BillingField, string>>;

/** What the checkout's action answers when it does not redirect: the fields' errors and one line for the form. */
export type CheckoutFormResult = {
  errors?: CheckoutFieldErrors;
  formError?: string;
  /** The billing fields as posted, shown again in a form rendered without JavaScript (docs/product.md#billing-details). */
  billingTyped?: Partial<Record<BillingField, string>>;
};

/** The districts of a province by its name, or undefined for a name that is not one of the 81. */
export type DistrictsOf = (province: string) => readonly string[] | undefined;

/** The stored city of a district and its province. */
export function cityOf(district: string, province: string): string {
  return `${district} / ${province}`;
}

/** The error for one field's trimmed value, or null when it is acceptable (the district is checked with its province). */
export function checkoutFieldError(name: CheckoutTextField | LegacyCityField, value: string, districtsOf?: DistrictsOf): string | null {
  if (value.length === 0) return t.required;
  const max = CHECKOUT_FIELD_MAX_LENGTH[name];
  if (value.length > max) return t.tooLong(max);
  if (name === "senderEmail" && !EMAIL.test(value)) return t.invalidEmail;
  if (name === "recipientPhone" && normalizePhone(value) === null) return checkoutTurkeyText.invalidPhone;
  if (name === "recipientProvince" && districtsOf && !districtsOf(value)) return checkoutTurkeyText.unknownProvince;
  return null;
}

/**
 * Reads and checks the fields (trimmed) and the consent box of a posted or about-to-be-posted form. With
 * `districtsOf` (the server always, the browser once it has the list) the district must belong to the province.
 */
export function validateCheckoutFields(
  form: FormData,
  districtsOf?: DistrictsOf,
): { ok: true; fields: CheckoutFields } | { ok: false; errors: CheckoutFieldErrors } {
  // A form without the province field is one rendered before the lists: its free-text city is taken as it was.
  const legacyCity = !form.has("recipientProvince") && form.has("recipientCity");
  const names: readonly (CheckoutTextField | LegacyCityField)[] = legacyCity
    ? [...CHECKOUT_FIELDS.filter((name) => !(ADDRESS_LIST_FIELDS as readonly string[]).includes(name)), "recipientCity"]
    : CHECKOUT_FIELDS;
  const values = {} as Record<CheckoutTextField | LegacyCityField, string>;
  const errors: CheckoutFieldErrors = {};
  for (const name of names) {
    const value = String(form.get(name) ?? "").trim();
    const error = checkoutFieldError(name, value, districtsOf);
    if (error) errors[name] = error;
    values[name] = value;
  }
  if (!legacyCity && !errors.recipientProvince && !errors.recipientDistrict && districtsOf) {
    if (!districtsOf(values.recipientProvince)?.includes(values.recipientDistrict))
      errors.recipientDistrict = checkoutTurkeyText.districtNotInProvince(values.recipientProvince);
  }
  const accept = form.get("acceptTerms");
  if (!(accept === "on" || accept === "true" || accept === "1")) errors.acceptTerms = t.mustAccept;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    fields: {
      recipientName: values.recipientName,
      recipientAddress: values.recipientAddress,
      recipientCity: legacyCity ? values.recipientCity : cityOf(values.recipientDistrict, values.recipientProvince),
      recipientPostalCode: values.recipientPostalCode,
      recipientPhone: normalizePhone(values.recipientPhone) as string,
      senderEmail: values.senderEmail,
      anonymousMessage: values.anonymousMessage,
      acceptTerms: true,
    },
  };
}
