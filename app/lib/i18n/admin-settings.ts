// /admin/settings (docs/product.md#shop-settings): the page's own words; each section's fields and messages are
// in its own file (settings-<section>.ts).
import { paymentSettingsText } from "./payment-settings";
import { reviewSettingsText } from "./settings-reviews";
import { thanksSettingsText } from "./settings-thanks";
export const settingsText = {
  nav: "Mağaza Ayarları",
  title: "Mağaza Ayarları",
  intro: "Mağazanızın şirket bilgileri, görünümü, kargo kuralları, yasal süreleri ve bildirimleri. Değişiklikler kaydedildiği anda tüm mağazada geçerli olur.",
  sectionsNav: "Ayar bölümleri",
  save: "Kaydet",
  saved: "Ayarlar kaydedildi.",
  unchanged: "Değişiklik yok: ayarlar aynı kaldı.",
  fixErrors: "Kaydedilmedi: işaretli alanları düzeltin.",
  unknownSection: "Bu bölüm bulunamadı.",
  sections: {
    company: "Mağaza bilgileri",
    appearance: "Görünüm",
    shipping: "Kargo ve teslimat",
    calendar: "Tatiller ve kapalı günler",
    legal: "Yasal",
    notifications: "Bildirimler",
    invoicing: "Fatura",
    payments: paymentSettingsText.section,
    reviews: reviewSettingsText.section,
    thanks: thanksSettingsText.section,
  },
};
