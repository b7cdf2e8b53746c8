// Texts of a personalised line in the cart and the checkout summary (docs/product.md#personalised-gifts).

export const personalCartText = {
  /** The list of a line's values, for screen readers. */
  listLabel: "Kişiselleştirme",
  /** What a photo field shows beside its thumbnail. */
  photoAdded: "Fotoğraf eklendi",
} as const;
