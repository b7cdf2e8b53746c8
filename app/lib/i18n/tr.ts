// The Turkish texts every shop page shows (layout, navigation, search, error page), keyed by meaning
// (docs/product.md#language-and-texts). A page's own texts are in modules beside this one (product.ts, cart.ts, checkout.ts,
// order.ts, pages/…, admin…), so that each page loads only what it shows. Tests assert the texts
// from these modules.

export const tr = {
  shopName: "Sürpriz Hediye",
  common: {
    loading: "Yükleniyor...",
    genericError: "Bir hata oluştu",
    success: "İşlem başarılı",
    saving: "Kaydediliyor...",
    backHome: "Ana Sayfaya Dön",
    close: "Kapat",
    cancel: "İptal",
  },
  nav: {
    home: "Ana Sayfa",
    products: "Ürünler",
    about: "Hakkımızda",
    contact: "İletişim",
    cart: "Sepet",
    openMenu: "Menüyü aç",
    closeMenu: "Menüyü kapat",
    navigation: "Navigasyon",
    legal: "Yasal",
    mainNavigation: "Ana menü",
    skipToContent: "İçeriğe geç",
    cartWithCount: (n: number) => `Sepet, ${n} ürün`,
  },
  search: {
    label: "Ürün ara",
    placeholder: "Ürün ara...",
    searching: "Aranıyor...",
    noResults: "Sonuç bulunamadı",
    noProductFor: (term: string) => `"${term}" için ürün bulunamadı.`,
    clear: "Aramayı temizle",
    results: "Arama sonuçları",
  },
  notFound: {
    title: "Sayfa Bulunamadı",
  },
  /** The line at the top of every shop page while the demo company is in force (docs/product.md#page-shell). */
  settingUp: {
    title: "Kurulum aşamasında",
    text: "siparişler yalnızca deneme içindir.",
  },
} as const;
