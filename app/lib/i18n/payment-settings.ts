// The Turkish texts of the "Ödeme" section of /admin/settings (docs/product.md#payment-providers) and of the payment
// block of an admin order (which provider took the payment, the installments, what the buyer paid).
import type { PaymentMethod, PaymentProviderId } from "../payment-mode";

export const paymentSettingsText = {
  section: "Ödeme",
  intro:
    "Yeni siparişlerin ödemesini hangi sağlayıcının alacağını ve en fazla kaç taksit sunulacağını seçin. Sağlayıcıların gizli anahtarları sunucunun ortam ayarlarındadır, burada girilmez. Önceki siparişlerin iadeleri her zaman ödemeyi alan sağlayıcıya gider.",
  fields: { provider: "Ödeme sağlayıcısı", maxInstallments: "En fazla taksit" },
  hints: {
    maxInstallments:
      "Bankaların taksit programları 2, 3, 6, 9 ve 12 taksit sunar; başka sayılar çoğu kartta görünmez. Taksit faizi alıcıya yansır, ciro sipariş tutarı olarak kalır.",
  },
  defaultChoice: (method: PaymentMethod) => `Ortam ayarı (PAYMENT_PROVIDER: ${method})`,
  providers: { paytr: "PayTR", iyzico: "iyzico" } satisfies Record<PaymentProviderId, string>,
  methods: { simulated: "Simülasyon", paytr: "PayTR", iyzico: "iyzico" } satisfies Record<PaymentMethod, string>,
  notConfigured: (provider: PaymentProviderId) =>
    provider === "paytr"
      ? "Seçilemez: PAYTR_MERCHANT_ID, PAYTR_MERCHANT_KEY ve PAYTR_MERCHANT_SALT ortamda tanımlı değil."
      : "Seçilemez: IYZICO_API_KEY ve IYZICO_SECRET_KEY ortamda tanımlı değil.",
  states: {
    missing: "Ayarlı değil",
    test: "Test modunda: kartlardan gerçek para çekilmez",
    live: "Ayarlı: gerçek ödemeler alınıyor",
  },
  installments: (count: number) => (count <= 1 ? "Tek çekim" : `${count} taksit`),
  saving: "Kaydediliyor…",
  errors: {
    provider: "Listeden bir ödeme sağlayıcısı seçin.",
    providerNotConfigured: "Bu sağlayıcının gizli anahtarları ortamda tanımlı değil; önce sunucu ayarlarına ekleyin.",
    maxInstallments: "Tek çekim, 2, 3, 6, 9 veya 12 taksitten birini seçin.",
  },
  order: {
    title: "Ödeme",
    provider: "Sağlayıcı",
    installments: "Taksit",
    total: "Sipariş tutarı",
    paid: (amount: string) => `Ödenen: ${amount}`,
    paidNote: "Alıcı taksit faizini de ödedi; ciro sipariş tutarıdır.",
  },
  csv: { provider: "Ödeme sağlayıcısı", installments: "Taksit", paid: "Ödenen (TL)" },
} as const;
