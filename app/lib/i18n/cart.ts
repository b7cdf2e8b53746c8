// Texts of the cart: the cart page and the checkout's order summary.

export const cartText = {
  title: "Sepetim",
  empty: "Sepetiniz boş",
  emptyText: "Sepetinize henüz ürün eklemediniz.",
  continueShopping: "Alışverişe Devam Et",
  unitPrice: "Birim fiyat",
  removeItem: (name: string) => `${name} ürününü sepetten kaldır`,
  summary: "Sipariş Özeti",
  subtotal: "Ara Toplam",
  shipping: "Kargo",
  free: "Ücretsiz",
  total: "Toplam",
  checkout: "Ödemeye Geç",
  clear: "Sepeti Temizle",
  checking: "Sepetiniz kontrol ediliyor...",
  changedNotice: "Sepetinizdeki bazı ürünler güncellendi:",
  priceChanged: (name: string, from: string, to: string) => `${name}: fiyatı ${from} yerine artık ${to}.`,
  stockReduced: (name: string, n: number) => `${name}: stokta yalnızca ${n} adet kaldı, adet güncellendi.`,
  soldOut: (name: string) => `${name}: stokta kalmadı, sepetten çıkarıldı.`,
  unavailable: (name: string) => `${name}: artık satışta değil, sepetten çıkarıldı.`,
  shippingChanged: (name: string) => `${name}: kargo ücreti güncellendi.`,
  discount: (p: number) => `%${p} indirim`,
} as const;

/** The cart API's answer to a body that is not a cart (server only, kept apart from the page's texts). */
export const cartApiText = {
  invalidCart: "Geçersiz sepet",
} as const;
