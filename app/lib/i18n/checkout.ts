// Texts of the checkout (/checkout), the errors of its fields included (checkout-fields.ts).

export const checkoutText = {
  title: "Ödeme",
  recipientSection: "Alıcı Bilgileri",
  recipientHelp: "Hediyeyi kime gönderiyoruz? Alıcıya gönderenin kim olduğu söylenmez.",
  senderSection: "Gönderen Bilgileri",
  senderHelp: "Sipariş onayını ve kargo takip numarasını bu adrese göndeririz.",
  recipientName: "Alıcı Adı Soyadı",
  recipientAddress: "Teslimat Adresi",
  recipientCity: "Şehir",
  recipientPostalCode: "Posta Kodu",
  recipientPhone: "Alıcı Telefonu",
  senderEmail: "E-posta Adresiniz",
  anonymousMessage: "İsimsiz Mesajınız",
  anonymousMessageHelp: "Bu mesaj hediyeyle birlikte bir kartta gönderilir; adınız yazılmaz.",
  acceptTerms: {
    preInfo: "Ön Bilgilendirme Formu",
    and: " ve ",
    agreement: "Mesafeli Satış Sözleşmesi",
    after: "'ni okudum, onaylıyorum; 18 yaşından büyüğüm.",
  },
  summary: "Sipariş Özeti",
  placeOrder: "Siparişi Onayla ve Öde",
  placing: "Sipariş oluşturuluyor...",
  required: "Zorunlu alan",
  invalidEmail: "Geçerli bir e-posta adresi girin.",
  tooLong: (max: number) => `En fazla ${max} karakter girebilirsiniz.`,
  mustAccept: "Devam etmek için onay vermelisiniz.",
  emptyCart: "Sepetinizde ürün bulunmamaktadır.",
  fixErrors: "Lütfen işaretli alanları kontrol edin.",
  securePayment: "Ödemeniz güvenli altyapı ile alınır.",
} as const;

/** The checkout action's answers when the order cannot be placed: only the server uses them, so the page does not load them. */
export const checkoutRefusalText = {
  orderFailed: "Sipariş oluşturulurken bir hata oluştu. Lütfen tekrar deneyin.",
  paymentStartFailed: "Ödeme başlatılamadı",
  outOfStock: (name: string, available: number) => (available > 0 ? `${name}: stokta yalnızca ${available} adet kaldı.` : `${name}: stokta kalmadı.`),
  unavailable: "Sepetinizdeki bir ürün artık satışta değil. Lütfen sepetinizi kontrol edin.",
  personalisation: (name: string) =>
    `${name || "Bir ürün"}: kişiselleştirme bilgileri geçersiz ya da fotoğraf artık kullanılamıyor. Lütfen ürünü sepetinizden çıkarıp yeniden kişiselleştirin.`,
  tooManyUnpaid: (max: number) =>
    `Bu bağlantıdan verilmiş, ödemesi tamamlanmamış ${max} sipariş var. Yeni sipariş için önce bunlardan birinin ödemesini tamamlayın ya da biraz sonra tekrar deneyin.`,
} as const;
