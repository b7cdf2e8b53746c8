// Who the invoice names (docs/product.md#billing-details): the sender's billing details as the order keeps them
// (orders.billing). Never the recipient's, and never shown on anything the recipient sees. Pure.

export const BILLING_KINDS = ["individual", "company"] as const;
export type BillingKind = (typeof BILLING_KINDS)[number];

/** A billing address as the delivery address is given: the street part, then a district of a province. */
export interface BillingAddress {
  address: string;
  district: string;
  province: string;
}

/** An individual: every field optional (a buyer who gives nothing is invoiced as `Nihai Tüketici`). */
export interface IndividualBilling {
  kind: "individual";
  name: string;
  /** 11 digits with a valid checksum, or "" when not given. */
  tckn: string;
  address: BillingAddress | null;
}

/** A company: title, VKN (10 digits with checksum), tax office and address all required. */
export interface CompanyBilling {
  kind: "company";
  title: string;
  vkn: string;
  taxOffice: string;
  address: BillingAddress;
}

/** orders.billing: null when the buyer gave no billing details at all. */
export type OrderBilling = IndividualBilling | CompanyBilling;

/** How an invoice names a buyer who gave no name (GİB practice for consumers without a TCKN). */
export const FINAL_CONSUMER_NAME = "Nihai Tüketici";
export const FINAL_CONSUMER_TCKN = "11111111111";
