// The cookie policy (/cookie-policy): every cookie the shop sets (app/lib/cookies.ts), what it is for and how long
// it is kept, and the rule for any other cookie: asked for first (docs/product.md#cookie-notice).
import { type CookieEntry, COOKIES } from "../../cookies";
import { cookieDurationText, cookiePolicyText as t, cookiePurposes } from "../cookies";
import { emailLink, type LegalDocument, type LegalSection, type S } from "./shared";

function cookieSection(cookie: CookieEntry): LegalSection {
  return {
    id: `cerez-${cookie.name.replace(/_/g, "-")}`,
    heading: cookie.name,
    blocks: [
      {
        facts: [
          [t.name, cookie.name],
          [t.purpose, cookiePurposes[cookie.name] ?? ""],
          [t.duration, cookieDurationText(cookie.maxAgeSeconds)],
          [t.type, t.necessary],
          [t.party, t.firstParty],
          [t.httpOnly, cookie.httpOnly ? t.httpOnlyYes : t.httpOnlyNo],
        ],
      },
    ],
  };
}

export const cookiePolicyDocument = (s: S): LegalDocument => ({
  title: t.title,
  description: `${s.shopName} sitesinin kullandığı çerezler: yalnızca sepet, sipariş ve oturum için zorunlu, birinci taraf çerezler; reklam veya analiz çerezi yok.`,
  lead: [
    `${s.companyName} (“Şirket”) olarak ${s.website} sitesinde yalnızca sitenin çalışması için zorunlu olan, kendi sitemize ait (birinci taraf) çerezler kullanırız. Reklam, analiz, ölçümleme veya sosyal medya çerezi kullanmayız; başka bir sitenin çerezi de sayfalarımızdan yazılmaz. Bu politika, 6698 sayılı Kişisel Verilerin Korunması Kanunu'nun 10. maddesi uyarınca sizi bu çerezler hakkında bilgilendirmek içindir.`,
  ],
  sections: [
    {
      heading: "1. Çerez Nedir?",
      blocks: [
        "Çerez, bir internet sitesinin tarayıcınıza kaydettiği ve sonraki ziyaretlerinizde tarayıcınızın siteye geri gönderdiği küçük bir metin dosyasıdır. Sitemiz çerezleri yalnızca sepetinizi, indirim kodunuzu ve son siparişinizi hatırlamak, yönetim panelinde personelin oturumunu tutmak ve bu bildirimi kapattığınızı hatırlamak için kullanır.",
      ],
    },
    {
      id: "kullandigimiz-cerezler",
      heading: "2. Kullandığımız Çerezler",
      blocks: [
        "Aşağıdaki çerezlerin tümü zorunludur: siparişinizi alabilmemiz ve sitenin güvenle çalışması için gereklidir. KVKK'nın 5. maddesinin 2. fıkrasının (c) bendi (bir sözleşmenin kurulması veya ifasıyla doğrudan ilgili olması) ve (f) bendi (meşru menfaat) uyarınca işlenir; bu nedenle sizden ayrıca onay istenmez. Hiçbiri sizi başka sitelerde izlemez ve üçüncü kişilerle paylaşılmaz.",
      ],
      subsections: COOKIES.filter((cookie) => cookie.audience === "shopper").map(cookieSection),
    },
    {
      id: "yonetim-paneli-cerezleri",
      heading: "3. Yönetim Paneli Çerezleri",
      blocks: ["Aşağıdaki çerezler yalnızca yönetim paneline giriş yapan mağaza personelinin tarayıcısına yazılır; alışveriş yapan ziyaretçilere yazılmaz."],
      subsections: COOKIES.filter((cookie) => cookie.audience === "admin").map(cookieSection),
    },
    {
      id: "analiz-ve-reklam-cerezleri",
      heading: "4. Analiz ve Reklam Çerezleri",
      blocks: [
        "Sitemizde analiz, reklam veya pazarlama amaçlı çerez kullanılmaz. İleride böyle bir çerez kullanmaya karar verirsek, bu çerezler siz açıkça onay vermeden (KVKK m. 5/1, açık rıza) tarayıcınıza yazılmaz: önce size sorulur, onay vermemeniz sitenin kullanımını etkilemez ve onayınızı dilediğiniz zaman geri alabilirsiniz. Bu politika da o çerezleri listeleyecek şekilde güncellenir.",
      ],
    },
    {
      heading: "5. Çerezleri Yönetme",
      blocks: [
        "Çerezleri tarayıcınızın ayarlarından görebilir ve silebilirsiniz. Zorunlu çerezleri engellerseniz sepetiniz JavaScript olmadan hatırlanmaz, ödeme dönüşünde siparişinize yönlendirilemezsiniz ve bu bildirim her ziyaretinizde yeniden gösterilir; sitenin geri kalanı çalışmaya devam eder.",
      ],
    },
    {
      heading: "6. İletişim",
      blocks: [
        [
          "Çerezler ve kişisel verileriniz hakkındaki sorularınız ve KVKK'nın 11. maddesindeki haklarınıza ilişkin talepleriniz için ",
          emailLink(s),
          " adresine yazabilirsiniz. Ayrıntılar ",
          { to: "/kvkk", text: "KVKK Aydınlatma Metni" },
          " ve ",
          { to: "/privacy-policy", text: "Gizlilik Politikası" },
          " sayfalarındadır.",
        ],
      ],
    },
  ],
});
