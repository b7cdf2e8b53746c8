// Texts of a placed order: the payment page, the confirmation page and the status names that it and the
// admin show.

/** The payment page (/payment/:orderId). */
export const paymentText = {
  title: "Güvenli Ödeme",
  intro: (orderNumber: string) => `${orderNumber} numaralı siparişinizin ödemesini aşağıdaki güvenli formdan yapabilirsiniz.`,
  frameTitle: "PayTR güvenli ödeme formu",
} as const;

/** The order confirmation page (/order-confirmation/:orderId). */
export const confirmationText = {
  successTitle: "Siparişiniz Alındı!",
  successText: "Ödemeniz başarıyla alındı. Sürprizinizi hazırlamaya başlıyoruz.",
  /** Paid, the proof not yet approved (docs/product.md#proof). */
  successTextAwaitingProof: "Ödemeniz başarıyla alındı. Size özel ürününüzün provasını onayladığınızda hazırlamaya başlayacağız.",
  pendingTitle: "Siparişiniz Oluşturuldu",
  pendingText: "Siparişiniz oluşturuldu, ödemeniz bekleniyor.",
  processing: "Ödemeniz işleniyor...",
  failedTitle: "Ödeme Başarısız",
  failedText: "Ödemeniz alınamadı ve siparişiniz iptal edildi. Sepetinizdeki ürünlerle yeniden deneyebilirsiniz.",
  expiredTitle: "Ödeme Süresi Doldu",
  expiredText: "Ödeme zamanında tamamlanmadığı için siparişiniz iptal edildi. Sepetinizdeki ürünlerle yeniden sipariş verebilirsiniz.",
  shippedTitle: "Siparişiniz Kargoda",
  shippedText: "Hediyeniz yolda. Kargo takip numarasıyla gönderiyi izleyebilirsiniz.",
  deliveredTitle: "Siparişiniz Teslim Edildi",
  deliveredText: "Hediyeniz alıcısına teslim edildi.",
  cancelledTitle: "Siparişiniz İptal Edildi",
  cancelledRefundedText: "Siparişiniz iptal edildi ve ödemeniz iade edildi. İadenin kartınıza yansıması bankanıza göre birkaç gün sürebilir.",
  cancelledRefundPendingText: "Siparişiniz iptal edildi. Ödemeniz iade edilecek; iade yapıldığında size e-posta ile haber vereceğiz.",
  cancelledUnpaidText: "Siparişiniz iptal edildi. Ödeme alınmadığı için bir iade gerekmiyor.",
  refunded: (amount: string) => `İade edilen tutar: ${amount}`,
  orderNumber: "Sipariş Numarası",
  orderDate: "Sipariş Tarihi",
  status: "Sipariş Durumu",
  paymentStatus: "Ödeme Durumu",
  trackingNumber: "Kargo Takip Numarası",
  trackingPending: "Kargoya verildiğinde burada görünecek.",
  items: "Ürünler",
  subtotal: "Ara Toplam",
  shipping: "Kargo",
  free: "Ücretsiz",
  /** Prices always include KDV; the breakdown by rate follows (docs/product.md#vat). */
  total: "Toplam (KDV dahil)",
  deliveryAddress: "Teslimat Adresi",
  message: "İsimsiz Mesajınız",
  nextSteps: "Sırada Ne Var?",
  nextStepsList: [
    "Sipariş onayı e-posta adresinize gönderilir.",
    "Hediyeniz özenle paketlenir ve kargoya verilir.",
    "Kargo takip numarası e-posta ile size iletilir.",
    "Alıcı sürprizini isimsiz mesajınızla birlikte teslim alır.",
  ],
  support: "Yardıma mı ihtiyacınız var?",
  supportText: (email: string) => `Sorularınız için ${email} adresine yazabilirsiniz.`,
  /** The seller the order was placed with (its snapshot), under the support box. */
  seller: "Satıcı",
  notFoundTitle: "Sipariş Bulunamadı",
  notFoundText: "Aradığınız sipariş bulunamadı.",
  continueShopping: "Alışverişe Devam Et",
  quantityTimes: (n: number) => `${n} adet`,
} as const;

/** Order statuses, as shoppers and the admin see them. */
export const orderStatusText = {
  pending: "Beklemede",
  processing: "Hazırlanıyor",
  shipped: "Kargoda",
  delivered: "Teslim Edildi",
  cancelled: "İptal Edildi",
} as const;

/** Order statuses as the shopper reads them (order page, mails): a paid order waiting to be prepared is not "Beklemede". */
export const shopperOrderStatusText = {
  ...orderStatusText,
  confirmed: "Onaylandı — hazırlanıyor",
} as const;

/** A refund asked of the payment provider (docs/product.md#refunds). */
export const refundStateText = {
  completed: "İade Edildi",
  pending: "İade Bekliyor",
  failed: "İade Başarısız",
} as const;

/** Payment statuses. */
export const paymentStatusText = {
  pending: "Beklemede",
  completed: "Ödendi",
  failed: "Başarısız",
  partially_refunded: "Kısmen İade Edildi",
  refunded: "İade Edildi",
} as const;
