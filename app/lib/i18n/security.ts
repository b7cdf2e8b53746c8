// Texts of the security answers (issue 13): a refused cross-site request and a sign-in that must wait.
export const securityText = {
  /** The 403 page for a state-changing request from another site (server/http/same-origin.ts). */
  crossSite: {
    title: "İstek reddedildi",
    text: "Bu işlem yalnızca mağazanın kendi sayfalarından yapılabilir. Lütfen sayfayı yenileyip tekrar deneyin.",
  },
  /** The sign-in form when this address has been failing and must wait before the next try (the product's sentence, then the wait). */
  signInWait: (seconds: number) => `Çok fazla başarısız giriş denemesi. Lütfen daha sonra tekrar deneyin. ${seconds} saniye sonra yeniden deneyebilirsiniz.`,
} as const;
