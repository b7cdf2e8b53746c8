// Delivery information (/delivery-info).
import { formatRange } from "../../shop-settings";
import { emailLink, sameDayDispatch, type LegalDocument, type S } from "./shared";

export const deliveryInfoDocument = (s: S): LegalDocument => ({
  title: "Teslimat Bilgileri",
  description: `Teslimat süreleri: İstanbul içi ${s.delivery.istanbulBusinessDays} iş günü, Türkiye geneli ${formatRange(s.delivery.turkeyBusinessDays)} iş günü, Kıbrıs ${formatRange(s.delivery.cyprusBusinessDays)} iş günü. Aynı gün kargo, kargo ücreti ve isimsiz paketleme.`,
  lead: ["Sürprizin tadı zamanında gelmesinde! Hediyenizin yolculuğu hakkında bilmeniz gereken her şey burada."],
  sections: [
    {
      heading: "Teslimat Süreleri",
      blocks: [
        {
          facts: [
            ["İstanbul içi", `${s.delivery.istanbulBusinessDays} iş günü`],
            ["Türkiye geneli", `${formatRange(s.delivery.turkeyBusinessDays)} iş günü`],
            ["Kıbrıs (KKTC)", `${formatRange(s.delivery.cyprusBusinessDays)} iş günü`],
          ],
        },
        "Süreler, siparişin kargoya verildiği günden itibaren iş günü olarak hesaplanır; hafta sonu ve resmî tatiller dahil değildir. Olumsuz hava koşulları veya kargo yoğunluğu gibi olağanüstü durumlarda teslimat gecikebilir; böyle bir durumda sizi e-posta ile bilgilendiririz.",
        `Her durumda siparişiniz, bize ulaştığı tarihten itibaren en geç ${s.delivery.legalMaxDays} gün içinde teslim edilir.`,
      ],
    },
    { heading: "Aynı Gün Kargo", blocks: [sameDayDispatch(s)] },
    {
      heading: "Teslimat Bölgeleri",
      blocks: ["Türkiye'nin tüm illerine ve Kıbrıs'a (KKTC) gönderim yapıyoruz. Diğer ülkelere şimdilik gönderim yapamıyoruz."],
    },
    {
      heading: "Kargo Ücreti",
      blocks: [
        "Her ürünün kargo ücreti ürün sayfasında gösterilir; ücretsiz kargolu ürünlerde “Ücretsiz Kargo” etiketi yer alır. Sepetinizde birden fazla ürün varsa, kargo ücretlerinden yalnızca en yükseği bir kez alınır. Ödeyeceğiniz kargo ücreti sepette ve ödeme sayfasında açıkça görünür.",
      ],
    },
    {
      heading: "İsimsiz Paketleme",
      blocks: [
        `Paketin üzerinde gönderici olarak yalnızca ${s.shopName} yazar. Adınız, e-posta adresiniz ve ödediğiniz tutar ne pakette ne de mesaj kartında yer alır. Faturanız pakete konmaz; e-posta adresinize elektronik olarak gönderilir.`,
      ],
    },
    {
      heading: "Sipariş Takibi",
      blocks: ["Siparişiniz kargoya verildiğinde kargo takip numarası e-posta adresinize gönderilir ve sipariş onay sayfanızda görünür."],
    },
    {
      heading: "Alıcıya Ulaşılamazsa",
      blocks: [
        "Kargo görevlisi alıcıyı adreste bulamazsa bilgi notu bırakır ve paket bir süre kargo şubesinde bekletilir. Teslim alınmayan paketler bize geri döner; bu durumda sizinle e-posta üzerinden iletişime geçeriz. Adres ve telefon bilgilerinin doğru girilmesi göndericinin sorumluluğundadır.",
      ],
    },
    {
      heading: "Hasarlı Teslimat",
      blocks: [
        [
          "Paketin dış ambalajı hasarlıysa, alıcının teslim sırasında kargo görevlisine hasar tespit tutanağı tutturması yeterlidir. Hasarlı ürünün fotoğrafını ",
          emailLink(s),
          " adresine gönderin; ürünü ücretsiz olarak yenileyelim ya da ödemenizi iade edelim.",
        ],
      ],
    },
  ],
});
