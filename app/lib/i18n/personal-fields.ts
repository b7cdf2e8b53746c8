// Texts of a personalised product's fields on the product page (docs/product.md#personalised-gifts), and the legal
// note on withdrawal that the product page, the checkout line and the pre-information texts share.

/** Personalised goods are excepted from the right of withdrawal (6502 art. 48; Mesafeli Sözleşmeler Yönetmeliği m. 15/1-ç). */
export const PERSONALISED_WITHDRAWAL_NOTE =
  "Bu ürün size özel hazırlandığı için cayma hakkı kapsamı dışındadır (6502 sayılı Kanun m. 48, Mesafeli Sözleşmeler Yönetmeliği m. 15/1-ç).";
