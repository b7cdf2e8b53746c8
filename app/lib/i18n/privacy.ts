// Texts of KVKK data requests (docs/product.md#kvkk): the admin's /admin/data-requests page, its downloads, and
// the mark an anonymised order shows wherever its personal data were.
export const privacyText = {
  /** Shown in place of a personal field of an anonymised order. */
  anonymised: "Anonimleştirildi",
  /** How the audit log names a data request: by its number of orders, never by the person's e-mail. */
  auditLabel: (orders: number) => `${orders} sipariş`,
  /** The shopper's order page in place of the address and the message of an anonymised order. */
  shopperAnonymised: "Bu siparişin kişisel verileri (alıcı, adres, mesaj) KVKK kapsamında silindi. Tutar ve ürünler muhasebe kayıtları için saklanır.",
  nav: "Veri Talepleri",
  title: "KVKK Veri Talepleri",
  /** `days`: the settings' dataRequestDays (KVKK m.13). */
  intro: (days: number) =>
    `Bir kişinin siparişlerini e-posta adresiyle bulun, indirin ya da kişisel verilerini anonimleştirin. Başvurular en geç ${days} gün içinde yanıtlanmalıdır.`,
  retention: (years: number) => `${years} yıldan eski siparişlerdeki kişisel veriler ayrıca kendiliğinden anonimleştirilir.`,
  search: {
    label: "Gönderenin e-posta adresi",
    help: "Büyük/küçük harf ve Türkçe İ/I farkı gözetilmez; ödenmemiş ve iptal edilmiş siparişler de bulunur.",
    submit: "Siparişleri Bul",
    invalid: "Geçerli bir e-posta adresi yazın.",
  },
  noOrders: (email: string) => `${email} adresine ait sipariş bulunamadı. Bu adresle ilgili saklanan kişisel veri yok; başvurana bunu bildirebilirsiniz.`,
  found: (count: number, email: string) => `${email} adresine ait ${count} sipariş bulundu.`,
  columns: {
    orderNumber: "Sipariş No",
    date: "Tarih",
    total: "Tutar",
    status: "Durum",
    personalData: "Kişisel veriler",
  },
  kept: "Saklanıyor",
  downloadJson: "JSON indir",
  downloadCsv: "CSV indir",
  downloadArchive: "JSON ve fotoğraflar (.tar.gz) indir",
  anonymise: "Anonimleştir",
  confirm: {
    title: "Kişisel veriler anonimleştirilsin mi?",
    body: (count: number) =>
      `${count} siparişteki alıcı adı, adres, telefon, gönderen e-postası, fatura bilgileri ve isimsiz mesaj; bu siparişlerin e-postaları, ödeme kayıtları ve notları kalıcı olarak silinecek. Tutarlar, ürünler, tarihler, durumlar ve sipariş numaraları muhasebe için kalır.`,
    warning: "Bu işlem geri alınamaz. Gerekirse önce JSON veya CSV olarak indirin.",
    submit: "Evet, anonimleştir",
    cancel: "Vazgeç",
  },
  done: (orderNumbers: string[]) =>
    orderNumbers.length === 0
      ? "Bu siparişler zaten anonimleştirilmişti; değişen bir şey olmadı."
      : `${orderNumbers.length} siparişin kişisel verileri anonimleştirildi: ${orderNumbers.join(", ")}.`,
  anonymisedOrders: "Anonimleştirilen siparişler",
  error: "İşlem tamamlanamadı. Lütfen tekrar deneyin.",
  export: {
    /** The CSV's header row. */
    columns: [
      "Sipariş No",
      "Tarih",
      "Sipariş Durumu",
      "Ödeme Durumu",
      "Alıcı",
      "Adres",
      "İl / İlçe",
      "Posta Kodu",
      "Telefon",
      "Gönderen E-posta",
      "İsimsiz Mesaj",
      "İstenen Teslim Tarihi",
      "Ürünler",
      "Toplam (TL)",
      "Kargo Takip No",
      "Anonimleştirildi",
      // Added with options and variants (docs/product.md#options-and-variants): each line's SKU with its quantity.
      "SKU",
      // Added with campaigns (docs/product.md#campaign-orders): the order's discounts and the codes and offers used.
      "İndirim (TL)",
      "İndirim Kodu / Kampanya",
    ],
    yes: "Evet",
    no: "Hayır",
    filename: (ymd: string, extension: "json" | "csv" | "tar.gz") => `kvkk-veri-talebi-${ymd}.${extension}`,
  },
} as const;
