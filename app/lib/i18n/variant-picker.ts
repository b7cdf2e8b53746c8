// Texts of the product page's option picker (docs/product.md#options-and-variants).

export const variantPickerText = {
  /** The no-JavaScript form's button: the page then shows the chosen combination. */
  choose: "Seç",
  /** Read after a value that cannot be bought with the other chosen values. */
  soldOut: "(tükendi)",
  missing: "(mevcut değil)",
  /** The no-JavaScript form sent a combination the product is not sold in. */
  unknownChoice: "Bu seçenek birleşimi satılmıyor. Lütfen başka bir seçim yapın.",
  /** The purchase box while no combination is chosen. */
  unavailable: "Bu seçim mevcut değil",
} as const;
