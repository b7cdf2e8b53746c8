// Texts of staff accounts, setting a password from a link, and the admin's own password and sessions
// (docs/product.md#staff-accounts, docs/product.md#my-account).
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "~/lib/password-rules";

const STAFF = "Yöneticiler";

export const staffText = {
  nav: STAFF,
  title: "Yönetici hesapları",
  intro: "Mağazayı yönetebilen hesaplar. Hesap eklemeyi, kapatmayı ve silmeyi yalnızca mağaza sahibi yapabilir.",
  roles: { owner: "Mağaza sahibi", staff: "Personel" } as Record<"owner" | "staff", string>,
  columns: {
    email: "E-posta",
    role: "Rol",
    twoFactor: "İki adımlı doğrulama",
    created: "Eklendi",
    lastSignIn: "Son giriş",
    status: "Durum",
    actions: "İşlemler",
  },
  caption: "Yönetici hesapları",
  twoFactorOn: "Açık",
  twoFactorOff: "Kapalı",
  never: "Hiç",
  active: "Etkin",
  disabled: "Devre dışı",
  waitingForPassword: "Şifre belirlemesi bekleniyor",
  you: "(siz)",
  add: {
    title: "Yönetici ekle",
    email: "E-posta",
    how: "Şifre nasıl belirlensin?",
    byLink: "E-postayla şifre belirleme bağlantısı gönder",
    byLinkHint: "Bağlantı 48 saat geçerlidir ve bir kez kullanılabilir.",
    byPassword: "Başlangıç şifresini ben belirleyeyim",
    password: "Başlangıç şifresi",
    passwordHint: `En az ${MIN_PASSWORD_LENGTH} karakter. Şifreyi kişiye güvenli bir yoldan iletin; hesabım sayfasından değiştirebilir.`,
    submit: "Yönetici ekle",
    submitting: "Ekleniyor...",
    addedWithPassword: (email: string) => `${email} eklendi. Başlangıç şifresiyle giriş yapabilir.`,
    addedWithLink: (email: string) => `${email} eklendi. Şifre belirleme bağlantısı e-postayla gönderiliyor.`,
  },
  disable: "Devre dışı bırak",
  enable: "Etkinleştir",
  disabledNotice: (email: string) => `${email} devre dışı bırakıldı; açık oturumları kapatıldı.`,
  enabledNotice: (email: string) => `${email} yeniden etkinleştirildi.`,
  sendLink: "Yeni bağlantı gönder",
  linkSentNotice: (email: string) => `${email} adresine yeni bir şifre belirleme bağlantısı gönderiliyor. Önceki bağlantılar geçersiz oldu.`,
  remove: {
    button: "Sil",
    title: "Yöneticiyi sil",
    text: (email: string) => `${email} hesabı kalıcı olarak silinecek ve açık oturumları kapatılacak. Bu işlem geri alınamaz.`,
    cancel: "Vazgeç",
    confirm: "Evet, sil",
    deleting: "Siliniyor...",
    done: (email: string) => `${email} silindi.`,
  },
  errors: {
    "owner-only": "Bu işlemi yalnızca mağaza sahibi yapabilir.",
    "invalid-email": "Geçerli bir e-posta adresi girin.",
    "email-taken": "Bu e-posta adresiyle bir yönetici hesabı zaten var.",
    "password-too-short": `Şifre en az ${MIN_PASSWORD_LENGTH} karakter olmalıdır.`,
    "password-too-long": `Şifre en fazla ${MAX_PASSWORD_LENGTH} karakter olabilir.`,
    "passwords-differ": "Yeni şifreler birbiriyle aynı değil.",
    "wrong-password": "Mevcut şifreniz hatalı.",
    "too-many-attempts": "Çok fazla hatalı deneme. Lütfen biraz sonra tekrar deneyin.",
    "no-such-admin": "Bu yönetici hesabı bulunamadı; sayfayı yenileyin.",
    "not-yourself": "Kendi hesabınızı devre dışı bırakamaz veya silemezsiniz.",
    "owner-protected": "Mağaza sahibinin hesabı devre dışı bırakılamaz veya silinemez.",
    "no-such-session": "Bu oturum artık açık değil.",
    "no-password-link": "Devre dışı bir hesaba şifre bağlantısı gönderilemez; önce etkinleştirin.",
    required: "Lütfen zorunlu alanları doldurun.",
  } as Record<StaffErrorCode | "required", string>,
  /** The 403 an owner-only page or action answers to staff. */
  forbidden: {
    title: "Bu sayfa yalnızca mağaza sahibine açık",
    text: "Yönetici hesaplarını ve bazı ayarları yalnızca mağaza sahibi yönetebilir. Bir değişiklik gerekiyorsa mağaza sahibiyle görüşün.",
    back: "Gösterge paneline dön",
  },
  /** The sign-in form, for the right password of a disabled account. */
  signInDisabled: "Bu hesap devre dışı bırakıldı. Mağaza sahibiyle görüşün.",
  setPassword: {
    title: "Şifrenizi belirleyin",
    intro: (email: string) => `${email} hesabı için yeni bir şifre belirleyin.`,
    password: "Yeni şifre",
    repeat: "Yeni şifre (tekrar)",
    hint: `En az ${MIN_PASSWORD_LENGTH} karakter.`,
    submit: "Şifreyi kaydet",
    submitting: "Kaydediliyor...",
    done: "Şifreniz kaydedildi. Artık e-posta adresiniz ve yeni şifrenizle giriş yapabilirsiniz.",
    signIn: "Giriş sayfasına git",
    invalid: {
      unknown: "Bu bağlantı geçersiz. Adresin tamamını kopyaladığınızdan emin olun ya da mağaza sahibinden yeni bir bağlantı isteyin.",
      expired: "Bu bağlantının süresi dolmuş. Mağaza sahibinden yeni bir bağlantı isteyin.",
      used: "Bu bağlantı daha önce kullanılmış. Şifrenizi belirlediyseniz giriş yapabilirsiniz; değilse mağaza sahibinden yeni bir bağlantı isteyin.",
    } as Record<"unknown" | "expired" | "used", string>,
  },
  mail: {
    subject: (shopName: string) => `${shopName} yönetim paneli: şifrenizi belirleyin`,
    greeting: "Merhaba,",
    body: (shopName: string, email: string) =>
      `${shopName} yönetim paneline ${email} adresiyle bir yönetici hesabı açıldı. Şifrenizi belirlemek için bu bağlantıyı açın:`,
    expires: (when: string) => `Bağlantı ${when} tarihine kadar geçerlidir ve yalnızca bir kez kullanılabilir.`,
    ignore: "Bu e-postayı beklemiyorsanız dikkate almayın; bağlantı kullanılmazsa hesaba kimse giriş yapamaz.",
    button: "Şifremi belirle",
  },
  password: {
    title: "Şifremi değiştir",
    current: "Mevcut şifre",
    next: "Yeni şifre",
    repeat: "Yeni şifre (tekrar)",
    hint: `En az ${MIN_PASSWORD_LENGTH} karakter. Değiştirdiğinizde bu tarayıcı dışındaki tüm oturumlarınız kapanır.`,
    submit: "Şifreyi değiştir",
    changed: (others: number) => (others > 0 ? `Şifreniz değiştirildi; diğer ${others} oturumunuz kapatıldı.` : "Şifreniz değiştirildi."),
  },
  sessions: {
    title: "Açık oturumlarım",
    intro: "Hesabınızla şu anda açık olan oturumlar. Tanımadığınız bir oturum görürseniz şifrenizi değiştirin.",
    caption: "Açık oturumlar",
    columns: { browser: "Tarayıcı", address: "Adres", created: "Giriş", lastSeen: "Son etkinlik", actions: "İşlemler" },
    unknownBrowser: "Bilinmeyen tarayıcı",
    current: "Bu oturum",
    end: "Oturumu kapat",
    ended: "Oturum kapatıldı.",
    everywhere: "Tüm oturumlarımı kapat",
    everywhereHint: "Bu tarayıcı dahil tüm oturumlarınız kapanır; yeniden giriş yapmanız gerekir.",
  },
};

export type StaffErrorCode =
  | "owner-only"
  | "invalid-email"
  | "email-taken"
  | "password-too-short"
  | "password-too-long"
  | "passwords-differ"
  | "wrong-password"
  | "too-many-attempts"
  | "no-such-admin"
  | "not-yourself"
  | "owner-protected"
  | "no-such-session"
  | "no-password-link";
