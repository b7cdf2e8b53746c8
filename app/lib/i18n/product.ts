// Texts of products: the product cards, the product page and the quantity stepper (decisions §12).

export const productText = {
  newBadge: "Yeni",
  breadcrumb: "Sayfa yolu",
  outOfStock: "Stokta Yok",
  inStock: (n: number) => `Stokta (${n} adet)`,
  lastItems: (n: number) => `Son ${n} adet!`,
  addToCart: "Sepete Ekle",
  addedToCart: "Sepete Eklendi",
  buyNow: "Hemen Satın Al",
  quantity: "Adet",
  decrease: "Azalt",
  increase: "Arttır",
  lineTotal: "Toplam",
  description: "Ürün Açıklaması",
  categories: "Kategoriler",
  similar: "Benzer Ürünler",
  notFoundTitle: "Ürün Bulunamadı",
  notFoundText: "Aradığınız ürün mevcut değil.",
  backToProducts: "Ürünlere Dön",
  /** The discount badge: on a product card, beside a cart line's unit price, and on the product page. */
  discount: {
    card: (p: number) => `%${p}`,
    cartLine: (p: number) => `%${p} indirim`,
    page: (p: number) => `%${p} İndirim`,
  },
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
} as const;
