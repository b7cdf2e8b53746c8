// The terms of use (/terms).
import { companyFacts, deliveryTimes, disputes, refundTime, sameDayDispatch, withdrawalPeriod, type LegalDocument, type S } from "./shared";

export const termsDocument = (s: S): LegalDocument => ({
  title: "Kullanım Koşulları",
  description: `${s.shopName} internet sitesinin kullanım koşulları: sipariş, isimsiz mesaj kuralları, ödeme, teslimat ve cayma hakkı.`,
  lead: [
    `Bu Kullanım Koşulları, ${s.companyName} (“${s.shopName}”) tarafından işletilen ${s.website} internet sitesinin kullanımına ilişkin kuralları düzenler. Siteyi kullanarak bu koşulları kabul etmiş olursunuz.`,
  ],
  sections: [
    {
      heading: "1. Yaş Sınırı",
      blocks: [
        `Sitemizden sipariş verebilmek için ${s.minimumAge} yaşından büyük olmanız gerekir. Sipariş verirken ${s.minimumAge} yaşından büyük olduğunuzu beyan etmiş olursunuz.`,
      ],
    },
    {
      heading: "2. Siparişler ve İsimsiz Mesajlar",
      blocks: [
        {
          list: [
            "Sipariş verirken alıcının adını, adresini ve telefonunu, kendi e-posta adresinizi doğru ve eksiksiz girmeniz gerekir. Hatalı bilgi nedeniyle teslim edilemeyen siparişlerden gönderici sorumludur.",
            "Hediyeye eklenen mesaj isimsizdir: adınız ve e-posta adresiniz alıcıyla paylaşılmaz.",
            "Mesajlar hakaret, tehdit, taciz, ayrımcılık, müstehcenlik içeremez ve kişilik haklarını ihlal edemez. Bu tür mesaj içeren siparişleri iptal etme ve ödemeyi iade etme hakkımız saklıdır.",
            "Hediyeleri, sürprizden hoşlanacağını düşündüğünüz kişilere gönderin. Israrlı veya istenmeyen gönderimler taciz sayılabilir.",
            "İsimsizlik alıcıya karşıdır: yetkili makamların hukuka uygun talepleri halinde bilgileriniz mevzuat çerçevesinde paylaşılabilir.",
          ],
        },
      ],
    },
    {
      heading: "3. Fiyatlar ve Ödeme",
      blocks: [
        "Ürün fiyatları Türk lirası cinsinden ve KDV dahil gösterilir. Her ürünün kargo ücreti ürün sayfasında belirtilir; siparişinizdeki ürünlerin kargo ücretlerinden yalnızca en yükseği bir kez uygulanır. Ödenecek toplam tutar, siparişi onaylamadan önce sipariş özetinde gösterilir.",
        "Ödemeler, lisanslı bir ödeme kuruluşunun altyapısı üzerinden banka veya kredi kartıyla alınır. Kart bilgileriniz tarafımızca görülmez ve saklanmaz.",
      ],
    },
    {
      heading: "4. Teslimat",
      blocks: [
        `${sameDayDispatch(s)} ${deliveryTimes(s)}`,
        ["Ayrıntılar için ", { to: "/delivery-info", text: "Teslimat Bilgileri" }, " sayfamıza bakabilirsiniz."],
      ],
    },
    {
      heading: "5. Cayma Hakkı ve İade",
      blocks: [
        `${withdrawalPeriod(s)} ${refundTime(s)}`,
        [
          "Koşullar ve istisnalar ",
          { to: "/refund-policy", text: "İade Politikası" },
          " ile ",
          { to: "/distance-sales-agreement", text: "Mesafeli Satış Sözleşmesi" },
          " sayfalarında yer alır.",
        ],
        [
          "Fotoğrafınız, metniniz veya seçiminizle hazırlanan kişiye özel ürünlerde cayma hakkı yoktur; ayrıntılar ",
          { to: "/refund-policy#kisiye-ozel-urunler", text: "İade Politikası" },
          " sayfasındadır.",
        ],
      ],
    },
    {
      heading: "6. Fikrî Mülkiyet",
      blocks: [
        "Sitedeki metin, tasarım, logo, ürün görselleri ve diğer tüm içeriklerin hakları saklıdır. Bu içerikler izin alınmadan kopyalanamaz, çoğaltılamaz, dağıtılamaz ve ticari amaçla kullanılamaz.",
      ],
    },
    {
      heading: "7. Sorumluluğun Sınırları",
      blocks: [
        "Sitenin kesintisiz ve hatasız çalışması için gereken özeni gösteririz; ancak bakım, teknik arıza veya mücbir sebeplerden kaynaklanan kesintilerden sorumlu tutulamayız. Mesaj içeriğinden, mesajı yazan gönderici sorumludur.",
      ],
    },
    {
      heading: "8. Değişiklikler",
      blocks: [
        "Bu koşulları zaman zaman güncelleyebiliriz. Güncel metin bu sayfada yayımlandığı anda yürürlüğe girer; verilmiş siparişler, sipariş tarihinde geçerli olan koşullara tabidir.",
      ],
    },
    { heading: "9. Uygulanacak Hukuk", blocks: [disputes] },
    { heading: "10. İletişim", blocks: [companyFacts(s)] },
  ],
});
