// The footer's texts and the company and legal pages' links (the footer and the mobile menu list them). Their
// own module: both load after a page's own code, so these texts are not in the code every page runs first.

export const footerText = {
  intro:
    "Sevdiklerinize (ya da pek sevmediklerinize!) isimsiz, eğlenceli sürpriz hediyeler gönderin. Karton figürlerden kupalara, mouse pad'lerden daha fazlasına.",
  quickLinks: "Hızlı Bağlantılar",
  legalLinks: "Yasal Bilgiler",
  rights: (year: number, name: string) => `© ${year} ${name.replace(/\.$/, "")}. Tüm hakları saklıdır.`,
} as const;

/** The company and legal pages, in the order the footer and the mobile menu list them. */
export const legalLinks = [
  { to: "/terms", label: "Kullanım Koşulları" },
  { to: "/distance-sales-agreement", label: "Mesafeli Satış Sözleşmesi" },
  { to: "/delivery-info", label: "Teslimat Bilgileri" },
  { to: "/refund-policy", label: "İade Politikası" },
  { to: "/privacy-policy", label: "Gizlilik Politikası" },
  { to: "/kvkk", label: "KVKK Aydınlatma Metni" },
  { to: "/cookie-policy", label: "Çerez Politikası" },
  { to: "/legal-notice", label: "Yasal Uyarı" },
] as const;
