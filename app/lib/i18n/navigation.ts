// Texts of the page shell added for shopping on a phone (docs/product.md#page-shell, #search,
// #contact-and-social-links): the search box's link to every result, the WhatsApp button, the social links.
export const navigationText = {
  search: {
    allResults: "Tüm sonuçlar",
  },
  contact: {
    whatsapp: "WhatsApp ile yazın",
    /** The message WhatsApp opens with, for the shopper to finish or send as it is (no suffix on the shop's name). */
    whatsappMessage: (shopName: string) => `Merhaba, ${shopName} mağazanızdaki bir hediye hakkında bilgi almak istiyorum.`,
    followUs: "Bizi takip edin",
  },
  social: {
    instagram: "Instagram",
    facebook: "Facebook",
    x: "X",
    tiktok: "TikTok",
    youtube: "YouTube",
  },
} as const;
