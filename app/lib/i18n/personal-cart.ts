// Texts of a personalised line in the cart and the checkout summary (docs/product.md#personalised-gifts).

/**
 * The withdrawal exception for goods made to the buyer's wishes, shown with each personalised line.
 * The product page states the same; one text should serve both (kept here until the shared one exists).
 */
export const PERSONALISED_WITHDRAWAL_NOTE =
  "Bu ürün size özel hazırlandığı için cayma hakkı kapsamı dışındadır (6502 sayılı Kanun m. 48, Mesafeli Sözleşmeler Yönetmeliği m. 15/1-ç).";

export const personalCartText = {
  /** The list of a line's values, for screen readers. */
  listLabel: "Kişiselleştirme",
  /** What a photo field shows beside its thumbnail. */
  photoAdded: "Fotoğraf eklendi",
} as const;
