// Texts of KDV (docs/product.md#vat): the rate fields of the admin's product and category forms, the breakdown by
// rate under an order's total (order page, mails, admin order detail) and the order CSV's KDV and billing columns.

/** A rate as people write it: 20 → "%20". */
export const vatRateName = (rate: number) => `%${rate}`;

export const vatText = {
  /** The total of an order, of the checkout's summary: prices always include KDV. */
  totalIncludingVat: "Toplam (KDV dahil)",
  /** One rate's row under the total: "KDV %20". */
  rateLine: (rate: number) => `KDV ${vatRateName(rate)}`,
  /** The same with the rate's net amount: "KDV %20 (matrah ₺208,33)". */
  rateLineWithNet: (rate: number, net: string) => `KDV ${vatRateName(rate)} (matrah ${net})`,
  /** Under several rates: the KDV of them all. */
  vatTotal: "Toplam KDV",
  /** The breakdown's name for screen readers and the admin's heading. */
  breakdown: "KDV dökümü",
  form: {
    label: "KDV oranı",
    /** A product without a rate of its own: its categories' (the highest), else the shop's default. */
    productInherit: "Kategoriden / varsayılan",
    productHint:
      "Boş bırakılırsa ürünün kategorisinin oranı (birden çok kategorideyse en yükseği), o da yoksa mağaza ayarlarındaki varsayılan oran (başlangıçta %20) uygulanır.",
    /** A category without a rate: the shop's default. */
    categoryDefault: "Varsayılan",
    categoryHint: "Kendi oranı seçilmemiş ürünlerine uygulanır. Boş bırakılırsa mağaza ayarlarındaki varsayılan oran (başlangıçta %20) uygulanır.",
    invalid: "KDV oranı %0, %1, %10 ya da %20 olabilir.",
  },
  /** The order CSV's columns added with KDV and billing details, after the older ones (docs/product.md#order-csv). */
  csv: {
    vat: "KDV (TL)",
    vatAt: (rate: number) => `KDV ${vatRateName(rate)} (TL)`,
    net: "Matrah (TL)",
    billingKind: "Fatura Türü",
    billingName: "Fatura Adı / Unvanı",
    billingTaxId: "TCKN / VKN",
    billingTaxOffice: "Vergi Dairesi",
    billingAddress: "Fatura Adresi",
    kinds: { individual: "Bireysel", company: "Kurumsal" },
  },
} as const;
