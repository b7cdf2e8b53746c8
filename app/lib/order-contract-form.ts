// The people's part of the order contract read from the checkout form as it is typed (docs/product.md#order-contract):
// the same values, normalised the same way, that the server stores with the order, so the text shown is the text kept.
import type { OrderBilling } from "./billing";
import { cityOf } from "./checkout-fields";
import type { OrderContractParties } from "./order-contract";
import { compactDigits } from "./turkish-tax-ids";
import { normalizePhone } from "./turkish-phone";

/** The in-page anchors of the two texts (the consent's links point to them). */
export const CONTRACT_ANCHORS = { pre_information: "siparis-on-bilgilendirme-formu", distance_sales: "siparis-mesafeli-satis-sozlesmesi" } as const;

type FormLike = Pick<FormData, "get" | "has">;

const value = (form: FormLike, name: string) => String(form.get(name) ?? "").trim();
const given = (form: FormLike, name: string) => value(form, name) || null;

/** The billing details as typed: undefined when the form has no billing fields, null when an individual gave none. */
export function contractBillingFromForm(form: FormLike): OrderBilling | null | undefined {
  if (!form.has("billingKind")) return undefined;
  const address = value(form, "billingAddress");
  const billingAddress = address ? { address, district: value(form, "billingDistrict"), province: value(form, "billingProvince") } : null;
  if (value(form, "billingKind") === "company") {
    return {
      kind: "company",
      title: value(form, "billingTitle"),
      vkn: compactDigits(value(form, "billingVkn")),
      taxOffice: value(form, "billingTaxOffice"),
      address: billingAddress ?? { address: "", district: value(form, "billingDistrict"), province: value(form, "billingProvince") },
    };
  }
  const name = value(form, "billingName");
  const tckn = compactDigits(value(form, "billingTckn"));
  if (!name && !tckn && !billingAddress) return null;
  return { kind: "individual", name, tckn, address: billingAddress };
}

export function contractPartiesFromForm(form: FormLike): OrderContractParties {
  const province = value(form, "recipientProvince");
  const district = value(form, "recipientDistrict");
  const phone = value(form, "recipientPhone");
  return {
    senderEmail: given(form, "senderEmail"),
    billing: contractBillingFromForm(form),
    recipientName: given(form, "recipientName"),
    recipientAddress: given(form, "recipientAddress"),
    recipientCity: province && district ? cityOf(district, province) : given(form, "recipientCity"),
    recipientPostalCode: given(form, "recipientPostalCode"),
    recipientPhone: phone ? (normalizePhone(phone) ?? phone) : null,
    deliveryDate: form.has("deliveryDate") ? given(form, "deliveryDate") : undefined,
  };
}
