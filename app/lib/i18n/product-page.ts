// Texts of the product page's gallery, zoom view, sticky bar, add-to-cart results and trust promises, and of the
// product cards' "added" notice (issue 12). Kept apart from product.ts so its texts stay in their order.

import { productAddedText } from "./product-added";

export const productPageText = {
  ...productAddedText,
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
  securePayment: "Güvenli ödeme — 256-bit SSL, lisanslı ödeme kuruluşu",
  returns: (days: number) => `${days} gün içinde iade`,
  deliveryInfo: "Teslimat bilgileri",
  /** After the withdrawal note of a personalised product. */
  refundPolicy: "İade koşulları",
} as const;
