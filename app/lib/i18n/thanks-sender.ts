// Texts of the sender's answer page, /tesekkur/yanit/:token (docs/product.md#thank-you-notes): the recipient's note,
// the thread, the one answer and `Kim olduğumu söyle`. Who wrote what, closed and reported notices: thanks.ts.
import { THANKS_LIMITS } from "../thanks";

/** Why an answer was refused (the module's reason codes, worded here: docs/decisions/0024). */
export type SenderAnswerRefusal = "not-found" | "already-answered" | "closed" | "full";
/** Which field of the answer form is wrong. */
export type SenderAnswerFieldError = "body-empty" | "body-too-long" | "name-empty" | "name-too-long" | "name-is-email";

export const thanksSenderText = {
  title: "Hediyenize bir teşekkür geldi",
  lead: "Hediyenizi alan kişi size bir not bıraktı. Mağaza aracılık eder: karşı taraf e-posta adresinizi hiçbir zaman görmez.",
  note: "Gelen not",
  thread: "Konuşma",
  you: "Siz",
  photo: "Notla gelen fotoğraf",
  answerTitle: "Yanıtınız",
  body: "Yanıtınız",
  bodyHint: `Her nota bir kez yanıt verebilirsiniz. En fazla ${THANKS_LIMITS.messageMax.toLocaleString("tr-TR")} karakter.`,
  reveal: "Kim olduğumu söyle",
  senderName: "Alıcıya görünecek adın",
  revealHint:
    "İşaretlerseniz alıcı yalnızca buraya yazdığınız adı görür; e-posta adresiniz hiçbir zaman gösterilmez. İşaretlemezseniz gizli kalırsınız. Bir kez söylenen ad geri alınamaz.",
  anonymousNote: "Adınızı söylemezseniz alıcı sizi “Gizli gönderen” olarak görür.",
  revealedAlready: (name: string) => `Alıcı sizi “${name}” adıyla görüyor.`,
  submit: "Yanıtı gönder",
  submitting: "Gönderiliyor...",
  answered: "Bu nota yanıtınız gönderildi. Alıcı kodla sayfasına döndüğünde görecek.",
  sent: "Yanıtınız gönderildi.",
  closedNotice: "Konuşma kapatıldı.",
  reportedNotice: "Bildiriminiz alındı; konuşma kapatıldı.",
  formError: "Lütfen işaretli alanları düzeltin.",
  badForm: "Form okunamadı. Lütfen sayfayı yenileyip yeniden deneyin.",
  fieldErrors: {
    "body-empty": "Lütfen bir yanıt yazın.",
    "body-too-long": `Yanıt en fazla ${THANKS_LIMITS.messageMax.toLocaleString("tr-TR")} karakter olabilir.`,
    "name-empty": "Kim olduğunuzu söylemek için alıcıya görünecek bir ad yazın.",
    "name-too-long": `Ad en fazla ${THANKS_LIMITS.revealNameMax.toLocaleString("tr-TR")} karakter olabilir.`,
    "name-is-email": "Buraya e-posta adresi yazılamaz: alıcıya e-posta adresiniz hiçbir zaman gösterilmez. Bir ad yazın.",
  } satisfies Record<SenderAnswerFieldError, string>,
  refusals: {
    "not-found": "Bu konuşma artık yok.",
    "already-answered": "Bu nota zaten yanıt verdiniz.",
    closed: "Bu konuşma kapatıldı; yanıt gönderilemez.",
    full: "Bu konuşma mesaj sınırına ulaştı; yanıt gönderilemez.",
  } satisfies Record<SenderAnswerRefusal, string>,
  /** The confirmation steps of `Bildir` and `Bu konuşmayı kapat` (a page of their own without JavaScript too). */
  confirm: {
    reportTitle: "Bu mesajı bildir",
    reportText:
      "Bildirdiğinizde konuşma kapanır ve mağaza sahibine haber verilir. Mağaza, yalnızca bildirilen konuşmaları okuyabilir; bu okuma kayıt altına alınır.",
    reportButton: "Evet, bildir",
    closeTitle: "Bu konuşmayı kapat",
    closeText: "Kapatılan konuşmaya iki taraf da yeni mesaj yazamaz. Yazılanlar, kodun süresi dolana kadar okunabilir kalır.",
    closeButton: "Evet, kapat",
    cancel: "Vazgeç",
  },
  gone: {
    title: "Bu konuşma artık yok",
    text: "Hediyenin teşekkür kodunun süresi doldu ya da konuşma silindi. Bu bağlantıyla artık yanıt verilemez.",
  },
  expired: {
    title: "Bu bağlantının süresi doldu",
    text: "Yanıt bağlantıları nottan sonra 30 gün geçerlidir.",
  },
  notFound: {
    title: "Bağlantı geçersiz",
    text: "Bu yanıt bağlantısı tanınmadı. Lütfen e-postadaki bağlantıyı eksiksiz açın.",
  },
} as const;
