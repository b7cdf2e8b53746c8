// The legal notice (/legal-notice).
import { companyFacts, refundTime, type LegalDocument, type S } from "./shared";

export const legalNoticeDocument = (s: S): LegalDocument => ({
  title: "Yasal Uyarı",
  description: `${s.shopName} internet sitesinin kullanımına ilişkin yasal uyarı: site sahibi, fikrî mülkiyet, sorumluluk ve tüketici hakları.`,
  lead: [`${s.website} internet sitesine erişen veya siteyi kullanan herkes aşağıdaki yasal uyarıyı okumuş ve kabul etmiş sayılır.`],
  sections: [
    { heading: "Site Sahibi", blocks: [companyFacts(s)] },
    {
      heading: "Bilgilerin Doğruluğu",
      blocks: [
        "Sitedeki bilgiler özenle hazırlanır ve güncel tutulur. Ürün görselleri ile teslim edilen ürün arasında ekran ve baskı farkından kaynaklanan küçük renk farklılıkları olabilir. Açık yazım veya fiyat hataları halinde hatalı bilgiye dayanılarak verilen siparişler iptal edilip ödeme iade edilebilir.",
      ],
    },
    {
      heading: "Fikrî Mülkiyet Hakları",
      blocks: [
        "Sitedeki tüm metin, görsel, logo, tasarım ve yazılımlar 5846 sayılı Fikir ve Sanat Eserleri Kanunu ile 6769 sayılı Sınai Mülkiyet Kanunu kapsamında korunur. İzin alınmadan kopyalanamaz, çoğaltılamaz, yayımlanamaz.",
      ],
    },
    {
      heading: "İsimsiz Mesajlar",
      blocks: [
        `Hediyeye eklenen mesajın içeriğinden, mesajı yazan gönderici sorumludur. ${s.shopName}, hukuka aykırı içerik taşıyan siparişleri reddetme hakkını saklı tutar. Göndericinin kimliği alıcıyla paylaşılmaz; ancak yetkili makamların hukuka uygun talepleri halinde mevzuat çerçevesinde bilgi verilir.`,
      ],
    },
    {
      heading: "Tüketici Hakları",
      blocks: [
        `6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği uyarınca, ürünün alıcıya teslim edildiği günden itibaren ${s.withdrawalDays} gün içinde cayma hakkınız vardır. ${refundTime(s)}`,
        [
          "Ayrıntılar için ",
          { to: "/refund-policy", text: "İade Politikası" },
          " ve ",
          { to: "/distance-sales-agreement", text: "Mesafeli Satış Sözleşmesi" },
          " sayfalarına bakabilirsiniz.",
        ],
      ],
    },
    {
      heading: "Yaş Sınırı",
      blocks: [`Sitemizden yalnızca ${s.minimumAge} yaşından büyükler sipariş verebilir.`],
    },
    {
      heading: "Kişisel Veriler",
      blocks: [
        [
          "Kişisel verilerinizin nasıl işlendiğini ",
          { to: "/kvkk", text: "KVKK Aydınlatma Metni" },
          " ve ",
          { to: "/privacy-policy", text: "Gizlilik Politikası" },
          " sayfalarında bulabilirsiniz.",
        ],
      ],
    },
    {
      heading: "Bağlantılar ve Sorumluluk",
      blocks: [
        "Sitede üçüncü kişilere ait sitelere bağlantılar bulunabilir; bu sitelerin içeriğinden ve gizlilik uygulamalarından sorumlu değiliz. Sitenin kullanımından doğabilecek dolaylı zararlardan, kanunen izin verilen ölçüde sorumluluk kabul edilmez.",
      ],
    },
    {
      heading: "Değişiklikler",
      blocks: ["Bu yasal uyarının içeriği önceden haber verilmeksizin güncellenebilir; güncel metin bu sayfada yayımlandığı anda geçerlidir."],
    },
  ],
});
