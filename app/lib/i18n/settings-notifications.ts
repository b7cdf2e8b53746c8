// The "Bildirimler" section of /admin/settings (docs/product.md#shop-settings): its fields, buttons, the providers'
// states and the test mail's outcomes.
export const notificationsText = {
  intro: "Yeni sipariş bildirimlerinin gideceği adres ve mağazanın dış hizmetlerinin durumu.",
  newOrderEmail: "Yeni sipariş bildirimlerinin gideceği e-posta",
  newOrderEmailHint: (envAddress: string | null) =>
    envAddress
      ? `Boş bırakırsanız bildirimler sunucu ayarındaki adrese (${envAddress}) gider.`
      : "Boş bırakırsanız ve sunucuda da bir adres (SHOP_NOTIFY_EMAIL) yoksa bildirim gönderilmez.",
  emailInvalid: "Geçerli bir e-posta adresi yazın (ör. siparis@magazaniz.com) ya da alanı boş bırakın.",
  save: "Kaydet",
  saved: "Bildirim adresi kaydedildi.",
  testButton: "Test e-postası gönder",
  testHint: "Yukarıdaki adrese hemen bir test e-postası gönderir (adres kaydedilmez).",
  testSending: "Gönderiliyor…",
  testMail: {
    subject: (shopName: string) => `Test e-postası: ${shopName}`,
    heading: "Test e-postası",
    body: "Bu e-posta, mağaza ayarlarındaki “Test e-postası gönder” düğmesiyle gönderildi. Bu mesajı aldıysanız yeni sipariş bildirimleri de bu adrese ulaşır.",
  },
  testOutcome: {
    noAddress: "Test e-postası için bir adres yazın: bu alan boş ve sunucuda da bir bildirim adresi (SHOP_NOTIFY_EMAIL) yok.",
    sent: (to: string) => `Test e-postası gönderildi: SMTP sunucusu ${to} adresine iletmek üzere kabul etti.`,
    files: (dir: string) =>
      `SMTP ayarlanmamış: e-postalar gönderilmiyor, sunucuda dosya olarak yazılıyor (${dir}). Test e-postası da oraya yazıldı. Göndermek için sunucuda SMTP_URL ayarlayın.`,
    refused: (reply: string) => `SMTP sunucusu test e-postasını reddetti. Sunucunun yanıtı: “${reply}”`,
    auth: (reply: string) => `SMTP sunucusu kullanıcı adını veya parolayı kabul etmedi (SMTP_URL). Sunucunun yanıtı: “${reply}”`,
    connectionRefused: (server: string) => `SMTP sunucusuna bağlanılamadı: ${server} bağlantıyı reddetti. SMTP_URL'deki adresi ve portu kontrol edin.`,
    notFound: (server: string) => `SMTP sunucusu bulunamadı: ${server}. SMTP_URL'deki adresi kontrol edin.`,
    timeout: (server: string) => `SMTP sunucusu (${server}) zamanında yanıt vermedi.`,
    failed: (server: string) => `Test e-postası gönderilemedi: SMTP sunucusuyla (${server}) bağlantı kurulamadı ya da kesildi.`,
  },
  providers: {
    title: "Hizmetlerin durumu",
    intro: "Bu ayarlar ve şifreler sunucunun ortam değişkenlerindedir; burada yalnızca durumları gösterilir.",
    paytr: "PayTR ödeme",
    smtp: "E-posta (SMTP)",
    storage: "Görsel depolama",
    paytrState: {
      live: "Ayarlı: gerçek ödemeler alınıyor",
      test: "Test modunda: kartlardan gerçek para çekilmez",
      missing: "Ayarlı değil: ödemeler simüle ediliyor",
    },
    smtpState: {
      configured: "Ayarlı",
      files: "Ayarlı değil: e-postalar sunucuda dosyaya yazılıyor",
    },
    storageState: {
      s3: "S3 nesne depolama",
      local: "Sunucunun diski",
    },
  },
} as const;
