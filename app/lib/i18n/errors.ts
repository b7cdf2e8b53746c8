// The Turkish texts of error and limit answers: the root error boundary, the server's static status pages
// (413, 429, 500, 503) and the JSON errors of /api/*. Never an internal message or a stack (docs/decisions/0006).
export const errorText = {
  generic: {
    title: "Bir hata oluştu",
    text: "Beklenmeyen bir sorun oluştu. Lütfen biraz sonra tekrar deneyin.",
  },
  /** Shown under the generic error so that the shopper can quote it to support. */
  requestId: "Destek için hata kodu:",
  maintenance: {
    title: "Mağaza şu anda bakımda",
    text: "Kısa bir bakım çalışması yapıyoruz. Lütfen kısa süre sonra tekrar deneyin.",
  },
  tooManyRequests: {
    title: "Çok fazla istek",
    text: "Kısa sürede çok fazla istek gönderdiniz. Lütfen biraz bekleyip tekrar deneyin.",
  },
  retryAfter: (seconds: number) => `${seconds} saniye sonra tekrar deneyebilirsiniz.`,
  tooLarge: {
    title: "İstek çok büyük",
    text: "Gönderdiğiniz veri izin verilen boyutu aşıyor.",
  },
  badRequest: {
    title: "Geçersiz istek",
    text: "İstek anlaşılamadı. Lütfen sayfayı yenileyip tekrar deneyin.",
  },
  tryAgain: "Tekrar Dene",
  backHome: "Ana Sayfaya Dön",
} as const;
