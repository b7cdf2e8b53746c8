// Texts of the quantity stepper, on the product page and on each cart line. A module of their
// own so that the cart page does not load every product text for three words.

export const quantityText = {
  quantity: "Adet",
  decrease: "Azalt",
  increase: "Artır",
} as const;
