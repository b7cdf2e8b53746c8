// The cookie notice's and the cookie policy's words (docs/product.md#cookie-notice); the cookies themselves are
// listed in app/lib/cookies.ts.

/** What each cookie is for, as the cookie policy says it (one entry per cookie of app/lib/cookies.ts, tested). */
export const cookiePurposes: Readonly<Record<string, string>> = {
  cart: "Sepetinizdeki ürünleri ve adetlerini hatırlar; sepet ve ödeme sayfaları JavaScript olmadan da sepetinizle açılır.",
  indirim_kodu: "Sepette uyguladığınız indirim kodunu, siparişi verene kadar hatırlar.",
  last_order: "Ödeme sayfasından dönüşte sizi verdiğiniz son siparişin sayfasına getirir.",
  bulunamadi: "Bulunamayan bir adresten ana sayfaya yönlendirildiğinizde bunu bir kez söylemek için kullanılır.",
  cerez_bildirimi: "Bu çerez bildirimini kapattığınızı hatırlar; bildirim bir daha gösterilmez.",
  admin_session: "Yönetim paneline giriş yapan mağaza personelinin oturumunu tutar.",
  admin_2fa: "Mağaza personelinin girişinde, parola doğrulandıktan sonra iki adımlı doğrulama kodunun beklendiğini tutar.",
};

const DAY = 60 * 60 * 24;

/** A cookie's lifetime as the policy says it: `1 yıl`, `30 gün`, `5 dakika`… */
export function cookieDurationText(seconds: number): string {
  if (seconds % (365 * DAY) === 0) return `${seconds / (365 * DAY)} yıl`;
  if (seconds % DAY === 0) return `${seconds / DAY} gün`;
  if (seconds % 3600 === 0) return `${seconds / 3600} saat`;
  if (seconds % 60 === 0) return `${seconds / 60} dakika`;
  return `${seconds} saniye`;
}

export const cookieNoticeText = {
  /** The notice's landmark name. */
  label: "Çerez bildirimi",
  text: "Bu sitede yalnızca sepetiniz ve siparişiniz için gerekli çerezler kullanılır; reklam veya analiz çerezi kullanılmaz.",
  details: "Ayrıntılar:",
  policy: "Çerez Politikası",
  ok: "Tamam",
} as const;

export const cookiePolicyText = {
  title: "Çerez Politikası",
  necessary: "Zorunlu",
  firstParty: "Birinci taraf (yalnızca bu site)",
  name: "Çerez adı",
  purpose: "Amacı",
  duration: "Saklama süresi",
  type: "Türü",
  party: "Taraf",
  httpOnly: "Sayfa betiklerinin erişimi",
  httpOnlyYes: "Yok (yalnızca sunucu okur)",
  httpOnlyNo: "Var",
} as const;
