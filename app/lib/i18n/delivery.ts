// Texts of the chosen delivery date: the checkout's field, and the order wherever it is shown (order page,
// admin, packing slip, e-mails), docs/product.md#delivery-date. The product page's promise: delivery-promise.ts.

/** The delivery day the sender chooses: the checkout's field, and the order wherever it is shown. */
export const deliveryDateText = {
  dateLabel: "Teslimat Günü",
  dateHelp: (maxDays: number) => `Hediye hangi gün ulaşsın? Hafta sonu ve resmi tatiller hariç, en geç ${maxDays} gün sonrası.`,
  /** Under the field: when "as soon as possible" would arrive (kept out of the option, which a phone cuts short). */
  asSoonAsPossibleEstimate: (from: string, to: string) => `En kısa sürede seçilirse tahmini teslimat: ${from} – ${to}`,
  dateNotAllowed: "Bu teslimat günü seçilemez. Lütfen listeden bir iş günü seçin.",
  /** Where the order shows it: order page, admin, packing slip, e-mails. */
  requestedDate: "İstenen Teslimat Günü",
  noRequestedDate: "En kısa sürede",
  /** The admin order list's short line under the recipient. */
  listDate: (date: string) => `Teslimat: ${date}`,
} as const;
