// Words the shop sends to iyzico's Checkout Form (docs/product.md#iyzico): the basket's shipping line and the
// category every line is filed under. iyzico shows them to the shopper on its payment page.

/** The basket line of what shipping costs. */
export const IYZICO_SHIPPING_ITEM = "Kargo";
/** category1 of the order lines (iyzico asks each basket item for one). */
export const IYZICO_ITEM_CATEGORY = "Hediye";
/** category1 of the shipping line. */
export const IYZICO_SHIPPING_CATEGORY = "Kargo";
/** The country of every address: the shop ships within Turkey only. */
export const IYZICO_COUNTRY = "Turkey";
