// The about page (/about).
import { companyFacts, sameDayDispatch, type LegalSection, type S } from "./shared";

export const aboutText = (s: S) => ({
  title: "Hakkımızda",
  description: `${s.shopName}: sevdiklerinize isimsiz, eğlenceli sürpriz hediyeler göndermenin en kolay yolu. Hikâyemiz, değerlerimiz ve şirket bilgilerimiz.`,
  lead: "Birini güldürmenin en güzel yolunun beklenmedik bir sürpriz olduğuna inanan küçük bir ekibiz.",
  sections: [
    {
      heading: "Hikâyemiz",
      blocks: [
        "Her şey bir doğum günü şakasıyla başladı: bir arkadaşımızın kapısına, en sevdiği dizi karakterinin birebir boy karton figürünü bıraktık. Üstünde tek bir not vardı, imza yoktu. Kahkahalar haftalarca sürdü; “Kim gönderdi?” sorusu ise hâlâ cevapsız.",
        `O gün bu eğlenceyi herkes için kolaylaştırmaya karar verdik. Bugün ${s.shopName} olarak karton figürlerden kupalara, mouse pad'lerden daha nice sürprize kadar eğlenceli hediyeleri, sizin yazdığınız isimsiz bir mesajla Türkiye'nin dört bir yanına ve Kıbrıs'a gönderiyoruz.`,
      ],
    },
    {
      heading: "Ne Yapıyoruz?",
      blocks: [
        {
          list: [
            "Özenle seçtiğimiz, eğlenceli ve kaliteli hediyeler sunuyoruz.",
            "Mesajınızı özel bir kartla hediyeye ekliyoruz.",
            `Paketi isimsiz hazırlıyoruz: gönderici olarak yalnızca ${s.shopName} görünür.`,
            sameDayDispatch(s),
          ],
        },
      ],
    },
    {
      heading: "Değerlerimiz",
      blocks: [
        {
          list: [
            [{ strong: "Gizlilik: " }, "Kimliğinizi alıcıyla asla paylaşmayız."],
            [{ strong: "Neşe: " }, "Her paketi, açıldığı an bir kahkaha koparacakmış gibi hazırlarız."],
            [{ strong: "Saygı: " }, "Sürprizler güldürmek içindir. Hakaret, tehdit veya taciz içeren mesajları göndermeyiz."],
            [
              { strong: "Güven: " },
              `Güvenli ödeme, ${s.withdrawalDays} gün cayma hakkı ve en geç ${s.supportReplyHours} saat içinde yanıt veren bir destek ekibi.`,
            ],
          ],
        },
      ],
    },
    { heading: "Şirket Bilgileri", blocks: [companyFacts(s)] },
  ] satisfies LegalSection[],
  cta: { title: "Sıra sizde!", text: "Kimi şaşırtmak istersiniz?", products: "Hediyeleri Keşfet", contact: "Bize Ulaşın" },
});
