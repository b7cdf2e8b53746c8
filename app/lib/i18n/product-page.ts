// Texts of the product page's gallery, zoom view, sticky bar, add-to-cart results and trust promises, and of the
// product cards' "added" notice (issue 12). Kept apart from product.ts so its texts stay in their order.

import { MAX_LINE_QUANTITY } from "../cart";

export const productPageText = {
  /** When nothing (or less than asked) went into the cart: said instead of "Sepete Eklendi". */
  stockFull: "Sepetinizde bu üründen stoktaki kadar var.",
  lineLimitFull: `Sepetinizde bu üründen en fazla ${MAX_LINE_QUANTITY} adet olabilir.`,
  addedSome: (n: number) => `${n} adet eklendi.`,
  addedNamed: (name: string) => `${name} sepete eklendi.`,
  goToCart: "Sepete Git",
  closeNotice: "Bildirimi kapat",
  /** The gallery: each slide and the zoom view say where the shopper is. */
  gallery: (name: string) => `${name} görselleri`,
  slide: (n: number, total: number) => `Görsel ${n} / ${total}`,
  enlarge: (n: number, total: number) => `Büyüt: görsel ${n} / ${total}`,
  showImage: (n: number) => `Görsel ${n}`,
  previousImage: "Önceki görsel",
  nextImage: "Sonraki görsel",
  closeZoom: "Kapat",
  zoomIn: "Yakınlaştır",
  /** The sticky bar's label for screen readers. */
  stickyBar: "Hızlı satın alma",
  /** Trust promises beside the buy buttons. */
  securePayment: "Güvenli ödeme — 256-bit SSL / PayTR",
  returns: (days: number) => `${days} gün içinde iade`,
  deliveryInfo: "Teslimat bilgileri",
} as const;
