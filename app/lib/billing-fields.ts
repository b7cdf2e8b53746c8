// The names and lengths of the checkout's billing fields (docs/product.md#billing-details), without Zod: the
// checkout page renders them from here and loads the check (billing-form.ts) only once it is interactive.

/** The form's billing fields in its order (the first with an error takes the focus). */
export const BILLING_FIELDS = [
  "billingKind",
  "billingName",
  "billingTckn",
  "billingTitle",
  "billingVkn",
  "billingTaxOffice",
  "billingProvince",
  "billingDistrict",
  "billingAddress",
] as const;
export type BillingField = (typeof BILLING_FIELDS)[number];
export type BillingTextField = Exclude<BillingField, "billingKind">;

/** Longest text each field takes after trimming (also the inputs' maxlength). */
export const BILLING_MAX_LENGTH: Record<BillingTextField, number> = {
  billingName: 100,
  billingTckn: 20,
  billingTitle: 200,
  billingVkn: 20,
  billingTaxOffice: 100,
  billingAddress: 500,
  billingProvince: 40,
  billingDistrict: 40,
};
