// Every Turkish text the shop's e-mails use, keyed by meaning (docs/product.md#mail, #language-and-texts). The templates hold no
// words of their own, so a second language is one more catalogue like this.
// Values passed to these functions are inserted as they are: the templates escape them for HTML.
export const mailTexts = {
  greeting: "Merhaba,",
  signature: (shopName: string) => `Sevgiler,\n${shopName}`,
  automatedNotice: "Bu e-posta otomatik olarak gönderilmiştir.",
  orderNumber: "Sipariş numarası",
  orderDate: "Sipariş tarihi",
  orderStatus: "Sipariş durumu",
  items: "Ürünler",
  product: "Ürün",
  unitPrice: "Birim fiyat",
  quantity: "Adet",
  lineTotal: "Tutar",
  /** One item as the plain-text body lists it, e.g. "Kupa — 2 × ₺99,90 = ₺199,80". */
  itemLine: (name: string, quantity: number, unitPrice: string, lineTotal: string) => `${name} — ${quantity} × ${unitPrice} = ${lineTotal}`,
  subtotal: "Ara Toplam",
  shipping: "Kargo",
  freeShipping: "Ücretsiz",
  total: "Toplam",
  recipient: "Alıcı",
  recipientCity: "Teslimat şehri",
  confirmation: {
    subject: (orderNumber: string) => `Siparişiniz alındı: ${orderNumber}`,
    heading: "Siparişiniz alındı",
    intro: "Ödemeniz onaylandı ve siparişiniz hazırlanmak üzere sıraya alındı. Teşekkür ederiz!",
    anonymityNote: "Hediyeniz alıcıya isimsiz olarak gönderilecektir; adınız ve e-posta adresiniz alıcıyla paylaşılmaz.",
    yourMessage: "Hediyeyle birlikte gidecek mesajınız",
    orderPageIntro: "Siparişinizin durumunu aşağıdaki bağlantıdan takip edebilirsiniz:",
    orderPageLink: "Siparişimi görüntüle",
    shippingNote: "Siparişiniz kargoya verildiğinde kargo takip numarasını size ayrıca e-posta ile bildireceğiz.",
    support: (email: string) => `Sorularınız için bize ${email} adresinden ulaşabilirsiniz.`,
  },
  newOrder: {
    subject: (orderNumber: string, total: string) => `Yeni sipariş: ${orderNumber} (${total})`,
    heading: "Yeni sipariş",
    intro: "Yeni bir sipariş alındı ve ödemesi tamamlandı.",
    adminLink: "Siparişleri yönetim panelinde aç",
  },
  /** Every mail to the sender ends with the "Siparişim nerede?" page (docs/product.md#order-lookup). */
  lookup: {
    intro: "Bu e-postayı bulamazsanız siparişinizi sipariş numaranız ve e-posta adresinizle bulabilirsiniz:",
    link: "Siparişim nerede?",
  },
  shipment: {
    subject: (orderNumber: string) => `Siparişiniz kargoya verildi: ${orderNumber}`,
    heading: "Siparişiniz kargoya verildi",
    intro: (orderNumber: string) => `${orderNumber} numaralı siparişiniz kargoya verildi.`,
    trackingNumber: "Kargo takip numarası",
    carrier: "Kargo firması",
    trackingLink: "Kargonuzu takip edin",
    orderPageIntro: "Siparişinizin ayrıntılarını aşağıdaki bağlantıdan görebilirsiniz:",
    orderPageLink: "Siparişimi görüntüle",
    support: (email: string) => `Sorularınız için bize ${email} adresinden ulaşabilirsiniz.`,
  },
  cancellation: {
    subject: (orderNumber: string) => `Siparişiniz iptal edildi: ${orderNumber}`,
    heading: "Siparişiniz iptal edildi",
    intro: (orderNumber: string, refund: string | null) =>
      refund
        ? `${orderNumber} numaralı siparişiniz iptal edildi ve ödemeniz (${refund}) iade edildi. İadenin kartınıza yansıması bankanıza göre birkaç gün sürebilir.`
        : `${orderNumber} numaralı siparişiniz iptal edildi.`,
  },
  refund: {
    subject: (orderNumber: string) => `Ödemeniz iade edildi: ${orderNumber}`,
    heading: "Ödemeniz iade edildi",
    intro: (orderNumber: string, amount: string) =>
      `${orderNumber} numaralı siparişiniz için ${amount} iade edildi. İadenin kartınıza yansıması bankanıza göre birkaç gün sürebilir.`,
  },
} as const;

export type MailTexts = typeof mailTexts;

/** The sender of the shop's e-mails when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = "Sürpriz Hediye <siparis@localhost>";
