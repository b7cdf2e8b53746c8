// Texts of the add-to-cart results (components/shop/product-added-notice.tsx), on product cards and the product
// page. Apart from product-page.ts so that a listing's cards load only these; product-page.ts spreads them in.
import { MAX_LINE_QUANTITY } from "../cart";

export const productAddedText = {
  /** When nothing (or less than asked) went into the cart: said instead of "Sepete Eklendi". */
  stockFull: "Sepetinizde bu üründen stoktaki kadar var.",
  lineLimitFull: `Sepetinizde bu üründen en fazla ${MAX_LINE_QUANTITY} adet olabilir.`,
  addedSome: (n: number) => `${n} adet eklendi.`,
  addedNamed: (name: string) => `${name} sepete eklendi.`,
  goToCart: "Sepete Git",
  closeNotice: "Bildirimi kapat",
} as const;
