// Texts of products: the product cards and the product page; the quantity stepper's are in quantity.ts.

import { quantityText } from "./quantity";

export const productText = {
  newBadge: "Yeni",
  breadcrumb: "Sayfa yolu",
  outOfStock: "Stokta Yok",
  inStock: (n: number) => `Stokta (${n} adet)`,
  lastItems: (n: number) => `Son ${n} adet!`,
  addToCart: "Sepete Ekle",
  addedToCart: "Sepete Eklendi",
  buyNow: "Hemen Satın Al",
  ...quantityText,
  lineTotal: "Toplam",
  description: "Ürün Açıklaması",
  categories: "Kategoriler",
  similar: "Benzer Ürünler",
  notFoundTitle: "Ürün Bulunamadı",
  notFoundText: "Aradığınız ürün mevcut değil.",
  backToProducts: "Ürünlere Dön",
  /** The discount badges of a product card and of the product page (a cart line's is cartText.discount). */
  discountShort: (p: number) => `%${p}`,
  discountOff: (p: number) => `%${p} İndirim`,
  imageOf: (name: string, n: number) => `${name} – görsel ${n}`,
  dimensions: "Boyutlar",
  weight: "Ağırlık",
  features: {
    fastShipping: "Hızlı ve takipli kargo",
    messageCard: "Özel mesaj kartı",
    safePackaging: "Güvenli paketleme",
    returnGuarantee: "İade garantisi",
  },
  freeShippingBadge: "Ücretsiz Kargo",
  shippingCost: (price: string) => `Kargo: ${price}`,
  /** A product whose variants differ in price, on cards and in search suggestions: its cheapest price. */
  priceFrom: (price: string) => `${price}'den başlayan`,
  /** A card of a product with several variants: the shopper chooses on the product page. */
  seeOptions: "Seçenekleri gör",
} as const;
