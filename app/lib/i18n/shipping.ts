// Texts of shipping carriers, tracking and delivery (docs/product.md#shipping-carriers), as the shopper, the
// admin and the e-mails show them.
export const shippingText = {
  /** The carrier with no tracking page of its own. */
  otherCarrier: "Diğer",
  carrier: "Kargo Firması",
  trackingLink: "Kargo takip sayfasında izle",
  /** Read after the link by screen readers: it opens the carrier's site. */
  trackingLinkNote: (carrierName: string) => ` (${carrierName}, yeni sekmede açılır)`,
  delivered: "Teslim Edildi",
  deliveredAt: (date: string) => `Teslim Edildi: ${date}`,
} as const;
