// Admin back-office texts (docs/product.md#admin-back-office), keyed by meaning.
import { privacyText } from "./privacy";
import { settingsText } from "./admin-settings";
import { adminReviewsText } from "./admin-reviews";
import { adminThanksText } from "./admin-thanks";

/** The page at /admin/dashboard, by this one name in its title, heading, menu and breadcrumb. */
const DASHBOARD = "Gösterge Paneli";

export const adminText = {
  panel: "Admin Paneli",
  login: {
    title: "Yönetici Girişi",
    intro: "Mağazayı yönetmek için giriş yapın.",
    email: "E-posta",
    password: "Şifre",
    submit: "Giriş Yap",
    submitting: "Giriş yapılıyor...",
    backHome: "Ana Sayfaya Dön",
    required: "E-posta ve şifre gereklidir.",
    invalidCredential: "E-posta veya şifre hatalı.",
    other: "Giriş yapılırken bir hata oluştu.",
  },
  nav: {
    dashboard: DASHBOARD,
    products: "Ürünler",
    orders: "Siparişler",
    categories: "Kategoriler",
    campaigns: "Kampanyalar",
    viewShop: "Mağazayı Gör",
    signOut: "Çıkış Yap",
    signedInAs: (email: string) => `${email} olarak giriş yapıldı`,
    adminNavigation: "Yönetim menüsü",
    breadcrumb: "Sayfa yolu",
  },
  /** Admin breadcrumb labels by URL segment. */
  breadcrumb: {
    admin: "Admin Paneli",
    dashboard: DASHBOARD,
    products: "Ürünler",
    orders: "Siparişler",
    invoices: "Faturalar",
    categories: "Kategoriler",
    campaigns: "Kampanyalar",
    reviews: adminReviewsText.nav,
    "thank-you-notes": adminThanksText.nav,
    account: "Hesabım",
    staff: "Yöneticiler",
    audit: "İşlem Kaydı",
    "data-requests": privacyText.nav,
    settings: settingsText.nav,
  } as Record<string, string>,
  loading: "Yükleniyor...",
  saving: "Kaydediliyor...",
  /** The page links under the admin order and product lists. */
  pagination: {
    label: "Sayfalar",
    previous: "Önceki",
    next: "Sonraki",
    pageOf: (page: number, pages: number) => `Sayfa ${page} / ${pages}`,
  },
} as const;
