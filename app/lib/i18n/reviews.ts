// Texts of writing a review (docs/product.md#reviews): the invitation mail, the review page reached through its
// link, the form's refusals and the answers after it.
import { REVIEW_LIMITS } from "~/lib/reviews";

export const reviewWriteText = {
  mail: {
    subject: (shopName: string) => `${shopName}: Siparişinizi değerlendirir misiniz?`,
    heading: "Siparişinizi değerlendirin",
    intro: "Siparişinizdeki ürünlerden memnun kaldınız mı? Birkaç dakikanızı ayırıp her ürün için yıldız verip yorum yazarsanız çok seviniriz.",
    button: "Değerlendir",
    privacy: "Yorumunuzda adınızın yalnızca baş harfleri gösterilir; e-posta adresiniz hiçbir yerde yayımlanmaz.",
    validity: (days: number) => `Bağlantılar ${days} gün geçerlidir ve her ürün için bir kez kullanılabilir.`,
  },
  page: {
    title: "Ürünü değerlendirin",
    lead: "Bu ürünle ilgili deneyiminizi diğer alışverişçilerle paylaşın.",
    verified: "Yorumunuz “Doğrulanmış alım” olarak işaretlenir.",
    rating: "Puanınız",
    stars: (n: number) => `${n} yıldız`,
    name: "Adınız Soyadınız",
    nameHint: "Yalnızca baş harfleriniz gösterilir (ör. A. Y.).",
    reviewTitle: "Başlık",
    body: "Yorumunuz",
    bodyHint: `En az ${REVIEW_LIMITS.bodyMin}, en çok ${REVIEW_LIMITS.bodyMax} karakter.`,
    photo: "Fotoğraf (isteğe bağlı)",
    photoHint: "JPEG, PNG, WebP ya da HEIC; en çok 20 MB. Konum ve diğer bilgiler fotoğraftan silinir.",
    submit: "Değerlendirmeyi gönder",
    submitting: "Gönderiliyor…",
    pendingNote: "Yorumunuz mağaza onayından sonra yayımlanır.",
    thanks: "Bu ürün için değerlendirmeniz alındı. Teşekkür ederiz!",
    formError: "Lütfen işaretli alanları düzeltin.",
    backHome: "Alışverişe devam et",
  },
  notFound: {
    title: "Bağlantı geçersiz",
    text: "Bu değerlendirme bağlantısı geçerli değil. Lütfen e-postadaki bağlantıyı eksiksiz açtığınızdan emin olun.",
  },
  expired: {
    title: "Bağlantının süresi doldu",
    text: "Bu değerlendirme bağlantısının süresi doldu. İlginiz için teşekkür ederiz.",
  },
  errors: {
    rating: "Lütfen 1 ile 5 arasında bir puan seçin.",
    nameRequired: "Lütfen adınızı ve soyadınızı yazın.",
    nameTooLong: `Ad soyad en çok ${REVIEW_LIMITS.nameMax} karakter olabilir.`,
    titleRequired: "Lütfen bir başlık yazın.",
    titleTooLong: `Başlık en çok ${REVIEW_LIMITS.titleMax} karakter olabilir.`,
    bodyTooShort: `Yorumunuz en az ${REVIEW_LIMITS.bodyMin} karakter olmalı.`,
    bodyTooLong: `Yorumunuz en çok ${REVIEW_LIMITS.bodyMax} karakter olabilir.`,
    badForm: "Form okunamadı. Lütfen yeniden deneyin.",
  },
} as const;
