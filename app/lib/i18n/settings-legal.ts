// /admin/settings, "Yasal" (docs/product.md#shop-settings): the legal periods' labels, hints and messages.
export const settingsLegalText = {
  intro: "Yasal sayfalarda, sözleşmelerde ve e-postalarda yazan süreler. Yasanın alt ve üst sınırlarının dışındaki değerler kabul edilmez.",
  fields: {
    withdrawalDays: "Cayma hakkı süresi (gün)",
    refundMinDays: "İade süresi, en az (iş günü)",
    refundMaxDays: "İade süresi, en çok (iş günü)",
    supportReplyHours: "Destek yanıt süresi (saat)",
    dataRequestDays: "KVKK başvurularının yanıt süresi (gün)",
    orderYears: "Sipariş verilerinin saklanma süresi (yıl)",
  },
  refundLegend: "Ücret iadesi",
  saving: "Kaydediliyor…",
  hints: {
    withdrawalDays: (min: number) => `Teslimattan itibaren; en az ${min} gün (Mesafeli Sözleşmeler Yönetmeliği).`,
    refund: "Cayma bildiriminin bize ulaşmasından itibaren, ödeme yöntemine iade. Yasal süre 14 gündür: en çok 10 iş günü.",
    supportReplyHours: "Müşteri mesajlarına en geç bu kadar saatte yanıt verilir.",
    dataRequestDays: "KVKK m.13: başvurular en geç 30 günde yanıtlanır.",
    orderYears: (min: number) => `Bu süreden eski siparişlerin kişisel verileri anonimleştirilir; en az ${min} yıl.`,
  },
  errors: {
    wholeNumber: "Tam sayı girin.",
    withdrawalTooShort: (min: number) => `Cayma hakkı süresi en az ${min} gün olmalıdır.`,
    withdrawalTooLong: (max: number) => `En fazla ${max} gün girin.`,
    refundMin: "İade süresi en az 1 iş günü olmalıdır.",
    refundMax: (max: number) => `İade en geç 14 gün içinde yapılmalıdır: en fazla ${max} iş günü girin.`,
    refundOrder: "En az süre, en çok süreden uzun olamaz.",
    supportReplyHours: (max: number) => `1 ile ${max} saat arasında bir süre girin.`,
    dataRequestDays: (max: number) => `KVKK başvuruları en geç ${max} günde yanıtlanmalıdır: 1 ile ${max} arasında bir sayı girin.`,
    orderYearsTooShort: (min: number) => `Sipariş verileri en az ${min} yıl saklanmalıdır.`,
    orderYearsTooLong: (max: number) => `En fazla ${max} yıl girin.`,
  },
} as const;
