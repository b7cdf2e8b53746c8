// Texts of the free-shipping threshold as the shopper sees it (docs/product.md#free-shipping): the cart page
// and the product page.
export const freeShippingText = {
  /** The threshold, always true: "₺750,00 ve üzeri kargo bedava". */
  threshold: (amount: string) => `${amount} ve üzeri kargo bedava`,
  /** What the cart's items still lack: "Kargonun bedava olmasına ₺120,00 kaldı". */
  missing: (amount: string) => `Kargonun bedava olmasına ${amount} kaldı`,
  reached: "Kargo bedava!",
} as const;
