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
  personalisation: (name: string) =>
    `${name}: kişiselleştirmesi artık geçerli değil (ürünün seçenekleri değişti ya da fotoğrafın süresi doldu), sepetten çıkarıldı. Lütfen ürünü yeniden kişiselleştirin.`,
  shippingChanged: (name: string) => `${name}: kargo ücreti güncellendi.`,
  discount: (p: number) => `%${p} indirim`,
  unnamedProduct: "Bir ürün",
} as const;

/** The cart API's answer to a body that is not a cart (server only, kept apart from the page's texts). */
export const cartApiText = {
  invalidCart: "Geçersiz sepet",
} as const;

/** What changed in one line of the cart (shown beside it, in the cart and at checkout; docs/product.md#price-re-check). */
export const cartLineChangeText = {
  priceRaised: (from: string, to: string) => `Fiyatı arttı: ${from} yerine artık ${to}.`,
  priceLowered: (from: string, to: string) => `Fiyatı düştü: ${from} yerine artık ${to}.`,
  stockReduced: (from: number, to: number) => `Stokta yalnızca ${to} adet kaldı: ${from} adet yerine ${to} adet.`,
  shippingChanged: "Kargo ücreti güncellendi.",
  soldOut: "Stokta kalmadı, sepetten çıkarıldı.",
  unavailable: "Artık satışta değil, sepetten çıkarıldı.",
  personalisation:
    "Kişiselleştirmesi artık geçerli değil (ürünün seçenekleri değişti ya da fotoğrafın süresi doldu), sepetten çıkarıldı. Lütfen ürünü yeniden kişiselleştirin.",
  removedLabel: "Sepetten çıkarıldı",
  checkoutNotice: "Sepetiniz son görüşünüzden bu yana güncellendi; değişiklikler ürünlerin yanında yazıyor.",
} as const;

/** The discount code and the campaigns in the cart and at checkout (docs/product.md#discount-codes); the code's own texts are in campaigns.ts. */
export const cartDiscountText = {
  appliedCode: "Uygulanan kod",
  applying: "Uygulanıyor...",
  lineDiscount: (amount: string) => `İndirim: −${amount}`,
  minus: (amount: string) => `−${amount}`,
  offers: "Kampanyalar",
  /** The checkout's answer when the code stopped applying since the shopper saw it: the order is not placed. */
  codeRemoved: "İndirim kodu kaldırıldı ve siparişiniz oluşturulmadı. Lütfen sepetinizi ve yeni toplamı kontrol edip siparişi yeniden onaylayın.",
} as const;
