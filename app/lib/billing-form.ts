// The checkout's `Fatura bilgileri` fields (docs/product.md#billing-details): read from a posted form and checked
// into the order's billing details. An individual may give nothing (null: invoiced as `Nihai Tüketici`); a company
// gives everything. The province/district lists come from the caller (the server's address module, or the
// page's loader data in the browser), so this file stays free of the 81 provinces. Pure.
import type { BillingAddress, BillingKind, OrderBilling } from "./billing";
import { BILLING_FIELDS, BILLING_MAX_LENGTH, type BillingField, type BillingTextField } from "./billing-fields";
import type { DistrictsOf } from "./checkout-fields";
import { billingText } from "./i18n/billing";
import { stripNul } from "./input";
import { compactDigits, isValidTckn, isValidVkn } from "./turkish-tax-ids";
import { z } from "./zod-jitless";

export { BILLING_FIELDS, BILLING_MAX_LENGTH, type BillingField, type BillingTextField };

const t = billingText.errors;

export type BillingErrors = Partial<Record<BillingField, string>>;
export type BillingParse = { ok: true; billing: OrderBilling | null } | { ok: false; errors: BillingErrors };

/** A text field: NUL dropped (PostgreSQL cannot store it), trimmed, inner runs of white space made one. */
const text = (field: BillingTextField) =>
  z
    .string()
    .transform((value) => stripNul(value).trim().replace(/\s+/g, " "))
    .pipe(z.string().max(BILLING_MAX_LENGTH[field], t.tooLong(BILLING_MAX_LENGTH[field])));

const BillingFieldsSchema = z.object({
  billingKind: z.string().transform((value): BillingKind => (value === "company" ? "company" : "individual")),
  billingName: text("billingName"),
  billingTckn: text("billingTckn").transform(compactDigits),
  billingTitle: text("billingTitle"),
  billingVkn: text("billingVkn").transform(compactDigits),
  billingTaxOffice: text("billingTaxOffice"),
  billingAddress: text("billingAddress"),
  billingProvince: text("billingProvince"),
  billingDistrict: text("billingDistrict"),
});

/** The fields only one kind has: the other kind's are ignored. */
const INDIVIDUAL_ONLY = ["billingName", "billingTckn"] as const satisfies readonly BillingField[];
const COMPANY_ONLY = ["billingTitle", "billingVkn", "billingTaxOffice"] as const satisfies readonly BillingField[];

/** The posted billing fields as typed (a missing field or a file reads as ""). */
export function readBillingForm(form: FormData | Record<string, string>): Record<BillingField, string> {
  const typed = {} as Record<BillingField, string>;
  for (const field of BILLING_FIELDS) {
    const value = form instanceof FormData || typeof form.get === "function" ? (form as FormData).get(field) : (form as Record<string, string>)[field];
    typed[field] = typeof value === "string" ? value : "";
  }
  return typed;
}

/**
 * The billing details of a posted checkout form. The fields of the other kind are ignored (a form without
 * JavaScript posts both). With `districtsOf` (the server always) the province must be one of the list and the
 * district one of its districts.
 */
export function parseBillingFields(form: FormData | Record<string, string>, districtsOf?: DistrictsOf): BillingParse {
  const typed = readBillingForm(form);
  const ignored = typed.billingKind === "company" ? INDIVIDUAL_ONLY : COMPANY_ONLY;
  const parsed = BillingFieldsSchema.safeParse({ ...typed, ...Object.fromEntries(ignored.map((field) => [field, ""])) });
  if (!parsed.success) {
    const errors: BillingErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as BillingField | undefined;
      if (field !== undefined) errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const v = parsed.data;
  const errors: BillingErrors = {};
  const anyAddress = v.billingAddress !== "" || v.billingProvince !== "" || v.billingDistrict !== "";

  if (v.billingKind === "individual") {
    if (v.billingName === "" && v.billingTckn === "" && !anyAddress) return { ok: true, billing: null };
    if (v.billingName === "") errors.billingName = t.name;
    if (v.billingTckn !== "" && !isValidTckn(v.billingTckn)) errors.billingTckn = t.tckn;
    const address = anyAddress ? checkAddress(v, errors, districtsOf) : null;
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    return { ok: true, billing: { kind: "individual", name: v.billingName, tckn: v.billingTckn, address } };
  }

  if (v.billingTitle === "") errors.billingTitle = t.title;
  if (!isValidVkn(v.billingVkn)) errors.billingVkn = t.vkn;
  if (v.billingTaxOffice === "") errors.billingTaxOffice = t.taxOffice;
  const address = checkAddress(v, errors, districtsOf);
  if (Object.keys(errors).length > 0 || !address) return { ok: false, errors };
  return { ok: true, billing: { kind: "company", title: v.billingTitle, vkn: v.billingVkn, taxOffice: v.billingTaxOffice, address } };
}

/** All three address parts, the district one of the province's; the errors go under each field. */
function checkAddress(
  v: Record<"billingAddress" | "billingProvince" | "billingDistrict", string>,
  errors: BillingErrors,
  districtsOf?: DistrictsOf,
): BillingAddress | null {
  const before = Object.keys(errors).length;
  if (v.billingAddress === "") errors.billingAddress = t.address;
  const districts = districtsOf && v.billingProvince !== "" ? districtsOf(v.billingProvince) : undefined;
  if (v.billingProvince === "" || (districtsOf && !districts)) errors.billingProvince = t.province;
  if (v.billingDistrict === "") errors.billingDistrict = t.district;
  else if (districts && !districts.includes(v.billingDistrict)) errors.billingDistrict = t.districtNotInProvince(v.billingProvince);
  if (Object.keys(errors).length > before) return null;
  return { address: v.billingAddress, district: v.billingDistrict, province: v.billingProvince };
}
