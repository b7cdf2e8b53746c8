// The recipient's side of thank-you notes (docs/product.md#thank-you-notes): the code entry page, the code's page
// with the card's message, the thread and the note form, and the relay mail the sender gets. Shared words (author
// names, closed and reported notices, Bildir, Bu konuşmayı kapat) are in ./thanks.ts.
import { THANKS_LIMITS } from "~/lib/thanks";

export const thanksRecipientText = {
  entry: {
    title: "Hediyene teşekkür et",
    lead: "Hediyenin kartında bir kod var. Kodu yaz, hediyeyi gönderene bir teşekkür notu bırak.",
    secret: "Gönderen gizli kalır; sen de istemediğin hiçbir şeyi söylemezsin. Notun mağaza aracılığıyla iletilir.",
    steps: [
      "Kartın altındaki kodu yaz ya da kartın QR kodunu telefonunun kamerasıyla okut.",
      "Hediyenin kartındaki mesajı gör, kısa bir teşekkür yaz; istersen bir fotoğraf ekle.",
      "Gönderen notunu e-postayla alır ve yanıtlayabilir; yanıtı aynı kodla bu sayfada görürsün.",
    ],
    field: "Kartındaki kod",
    fieldHint: "Örnek: abc123-def456-ghj789. Büyük-küçük harf ve tireler önemli değil.",
    submit: "Devam et",
    notACode: "Bu bir teşekkür kodu değil. Kod 18 harf ve rakamdan oluşur; kartında yazdığı gibi yaz.",
  },
  page: {
    title: "Hediyene teşekkür et",
    card: "Hediyenin kartı",
    thread: "Konuşma",
    photoAlt: "Notla gönderilen fotoğraf",
    noteForm: "Teşekkür notun",
    body: "Notun",
    bodyHint: `En çok ${THANKS_LIMITS.messageMax} karakter. Notun gönderene olduğu gibi iletilir.`,
    nickname: "Takma adın (isteğe bağlı)",
    nicknameHint: `En çok ${THANKS_LIMITS.nicknameMax} karakter. Boş bırakırsan “Hediyeyi alan” olarak görünürsün.`,
    photo: "Fotoğraf (isteğe bağlı)",
    photoHint: "JPEG, PNG, WebP ya da HEIC; en çok 20 MB. Konum ve diğer bilgiler fotoğraftan silinir.",
    submit: "Teşekkürünü gönder",
    submitting: "Gönderiliyor…",
    secret: "Gönderen gizli kalır. Notun e-postayla iletilir; senin hiçbir bilgin gönderene verilmez.",
    sent: "Teşekkürün iletildi! Gönderen yanıt verirse bu sayfada, aynı kodla görebilirsin.",
    formError: "Lütfen işaretli alanları düzeltin.",
    badForm: "Form okunamadı; lütfen yeniden deneyin.",
    refused: {
      "not-open": "Bu kodla şu an not gönderilemiyor.",
      closed: "Bu konuşma kapatıldı; yeni not gönderilemez.",
      "daily-limit": `Bu kodla 24 saat içinde en çok ${THANKS_LIMITS.notesPerDay} not gönderilebilir. Lütfen daha sonra yeniden dene.`,
      "thread-full": "Bu konuşma mesaj sınırına ulaştı; yeni not gönderilemez.",
    },
    reportIntro: "Bu mesajı bildirirsen konuşma kapanır ve mağaza konuşmayı inceler.",
    reportConfirm: "Evet, bildir",
    closeIntro: "Konuşmayı kapatırsan ne sen ne de gönderen yeni mesaj yazabilir. Yazılanlar okunabilir kalır.",
    closeConfirm: "Evet, kapat",
    closedNotice: "Konuşma kapatıldı.",
    reportedNotice: "Bildirimin alındı; konuşma kapatıldı.",
  },
  errors: {
    bodyRequired: "Lütfen bir not yaz.",
    bodyTooLong: `Notun en çok ${THANKS_LIMITS.messageMax} karakter olabilir.`,
    nicknameTooLong: `Takma ad en çok ${THANKS_LIMITS.nicknameMax} karakter olabilir.`,
  },
  notYet: {
    title: "Hediyen henüz yolda değil",
    text: "Bu kod, hediye yola çıktığında çalışmaya başlar. Hediyen eline ulaştığında yeniden dene.",
  },
  notFound: {
    title: "Bu kod bulunamadı",
    text: "Kodu kartında yazdığı gibi yazdığından emin ol. Büyük-küçük harf ve tireler önemli değil.",
    retry: "Kodu yeniden yaz",
  },
  expired: {
    title: "Bu kodun süresi doldu",
    text: "Bu hediyenin teşekkür kodu artık çalışmıyor.",
  },
  mail: {
    subject: (shopName: string) => `${shopName}: Hediyene bir teşekkür notu geldi`,
    heading: "Hediyene bir teşekkür notu geldi",
    intro: "Gönderdiğin hediyeyi alan kişi sana bir teşekkür notu bıraktı:",
    from: (name: string) => `${name} yazdı:`,
    photo: "Notla birlikte bir fotoğraf da geldi. Fotoğrafı yanıt sayfasında görebilirsin.",
    button: "Yanıtla",
    secret:
      "Yanıtlaman kim olduğunu açığa çıkarmaz; yalnızca yanıt sayfasında “Kim olduğumu söyle” seçeneğini seçersen adını görür. E-posta adresin hiçbir zaman gösterilmez.",
    validity: (days: number) => `Yanıt bağlantısı ${days} gün geçerlidir ve bu nota bir kez yanıt verebilirsin.`,
  },
} as const;
