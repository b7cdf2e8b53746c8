// The distance sales agreement with the preliminary information form (/distance-sales-agreement).
import { formatRange, fullAddress } from "../../shop-settings";
import {
  companyFacts,
  deliveryTimes,
  disputes,
  emailLink,
  phoneLink,
  refundTime,
  sameDayDispatch,
  complaintsTo,
  personalisedGoodsException,
  withdrawalExceptions,
  withdrawalPeriod,
  type Block,
  type LegalDocument,
  type S,
} from "./shared";

/** How to withdraw (the general agreement and each order's contract). */
export const withdrawalHow = (s: Pick<S, "email" | "address" | "district" | "province" | "refundBusinessDays">): Block => ({
  list: [
    [
      "Cayma bildiriminizi, sipariş numaranızla birlikte ",
      emailLink(s),
      ` adresine e-posta ile ya da ${fullAddress(s)} adresine yazılı olarak iletebilirsiniz. Açık bir beyan yeterlidir; aşağıdaki örneği kullanmak zorunlu değildir.`,
    ],
    "Bildiriminizin ardından size iade kargo kodu gönderilir. Ürünün bu kodla anlaşmalı kargo firmamız üzerinden gönderilmesi halinde iade kargo ücreti SATICI'ya aittir.",
    refundTime(s),
    "ALICI, cayma süresi içinde ürünü işleyişine, teknik özelliklerine ve kullanım talimatlarına uygun kullanmadığı takdirde meydana gelen değişiklik ve bozulmalardan sorumludur.",
  ],
});

/** ALICI's declarations (Madde 5), the same in the general text and each order's contract. */
export const buyerDeclarations = (s: Pick<S, "minimumAge">): Block => ({
  list: [
    `ALICI, ${s.minimumAge} yaşından büyük olduğunu beyan eder.`,
    "ALICI, Ön Bilgilendirme Formu'nu okuduğunu ve sipariş öncesinde bu konularda bilgilendirildiğini kabul eder.",
    "ALICI, sipariş formundaki bilgilerin doğru olduğunu ve Teslim Alan'a ait bilgileri yalnızca teslimat amacıyla ve hukuka uygun biçimde paylaştığını kabul eder.",
    "ALICI, isimsiz mesajın hakaret, tehdit, taciz veya hukuka aykırı içerik taşımayacağını kabul eder. SATICI, bu nitelikteki siparişleri iptal ederek ödemeyi iade edebilir.",
  ],
});

export const sellerDuties: Block =
  "SATICI, ürünü sipariş özetinde belirtilen niteliklere uygun, sağlam ve isimsiz olarak paketlenmiş şekilde teslim etmekle yükümlüdür. SATICI, ALICI'nın kimliğini Teslim Alan ile paylaşmaz; yetkili makamların hukuka uygun talepleri saklıdır.";

export const defectiveGoods: Block =
  "Ürünün ayıplı çıkması halinde ALICI, 6502 sayılı Kanun'un 11. maddesi uyarınca sözleşmeden dönme, ayıp oranında bedel indirimi, ücretsiz onarım veya ürünün ayıpsız bir misli ile değiştirilmesi haklarından birini kullanabilir. Bu durumda kargo dahil tüm masraflar SATICI'ya aittir.";

export const personalDataArticle: Block = [
  "Kişisel veriler 6698 sayılı Kişisel Verilerin Korunması Kanunu'na uygun olarak işlenir. Ayrıntılar ",
  { to: "/kvkk", text: "KVKK Aydınlatma Metni" },
  " ve ",
  { to: "/privacy-policy", text: "Gizlilik Politikası" },
  " sayfalarında yer alır.",
];

export const distanceSalesAgreementDocument = (s: S): LegalDocument => ({
  title: "Mesafeli Satış Sözleşmesi",
  description:
    "6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği uyarınca Ön Bilgilendirme Formu ve Mesafeli Satış Sözleşmesi.",
  lead: [
    "Bu sayfada, siparişinizi vermeden önce okumanız ve ödeme adımında onaylamanız gereken Ön Bilgilendirme Formu ile Mesafeli Satış Sözleşmesi yer alır. Siparişinize özgü bilgiler (ürünler, fiyatlar, kargo ücreti, toplam tutar ve teslimat adresi) ödeme sayfasındaki sipariş özetinde ve sipariş onay e-postanızda gösterilir.",
  ],
  toc: true,
  sections: [
    {
      id: "on-bilgilendirme-formu",
      heading: "Ön Bilgilendirme Formu",
      blocks: [
        "6502 sayılı Tüketicinin Korunması Hakkında Kanun'un 48. maddesi ve Mesafeli Sözleşmeler Yönetmeliği'nin 5. maddesi uyarınca, sözleşme kurulmadan önce aşağıdaki konularda bilgilendirilirsiniz.",
      ],
      subsections: [
        { heading: "1. Satıcı Bilgileri", blocks: [companyFacts(s)] },
        {
          heading: "2. Ürünlerin Temel Nitelikleri ve Fiyatı",
          blocks: [
            "Ürünlerin temel nitelikleri (türü, boyutları, malzemesi) ürün sayfalarında; tüm vergiler dahil satış fiyatları, kargo ücreti ve ödenecek toplam tutar ödeme sayfasındaki sipariş özetinde gösterilir. Fiyatlar Türk lirası cinsindendir ve KDV dahildir. Siparişteki ürünlerin kargo ücretlerinden yalnızca en yükseği bir kez alınır.",
          ],
        },
        {
          heading: "3. Ödeme",
          blocks: [
            "Ödeme, sipariş sırasında banka veya kredi kartıyla, lisanslı ödeme kuruluşu altyapısı üzerinden peşin olarak alınır. Kart bilgileri SATICI tarafından görülmez ve saklanmaz.",
          ],
        },
        {
          heading: "4. Teslimat",
          blocks: [
            `Ürün, sipariş formunda belirtilen adrese ve kişiye (hediyenin alıcısına) teslim edilir. ${sameDayDispatch(s)} ${deliveryTimes(s)} Teslimat, her halükârda siparişin SATICI'ya ulaştığı tarihten itibaren ${s.delivery.legalMaxDays} günü geçemez.`,
          ],
        },
        {
          heading: "5. Cayma Hakkı",
          blocks: [
            `${withdrawalPeriod(s)} Cayma süresi, ürünün ALICI'ya veya ALICI'nın belirlediği üçüncü kişiye (hediyenin alıcısına) teslim edildiği gün başlar. Ürün teslim edilmeden önce de cayma hakkı kullanılabilir.`,
            withdrawalHow(s),
          ],
        },
        {
          heading: "6. Cayma Hakkının Kullanılamayacağı Durumlar",
          blocks: [
            "Mesafeli Sözleşmeler Yönetmeliği'nin 15. maddesi uyarınca aşağıdaki ürünlerde cayma hakkı kullanılamaz:",
            withdrawalExceptions,
            `${personalisedGoodsException} Siparişinizde ALICI'nın fotoğrafı, metni veya seçimiyle hazırlanan ürünler varsa, sipariş özetinde bu ürünlerin satırında “Kişiye özel ürün: cayma hakkı yoktur” notu yer alır; bu not yalnızca o satırlar için geçerlidir.`,
          ],
        },
        {
          heading: "7. Şikâyet ve İtirazlar",
          blocks: [complaintsTo(s, s), disputes],
        },
      ],
    },
    {
      id: "mesafeli-satis-sozlesmesi",
      heading: "Mesafeli Satış Sözleşmesi",
      subsections: [
        {
          heading: "Madde 1 – Taraflar",
          blocks: [
            [{ strong: "SATICI: " }, `${s.companyName}, ${fullAddress(s)}. MERSİS: ${s.mersisNumber}. `, emailLink(s), ", ", phoneLink(s), "."],
            [
              { strong: "ALICI: " },
              "Sipariş formunu dolduran, ödemeyi yapan ve e-posta adresini sipariş sırasında bildiren kişi (gönderici). ALICI, ürünün teslim edileceği kişiyi (“Teslim Alan”) sipariş formunda belirler.",
            ],
          ],
        },
        {
          heading: "Madde 2 – Sözleşmenin Konusu",
          blocks: [
            `İşbu sözleşmenin konusu, ALICI'nın SATICI'ya ait ${s.website} internet sitesi üzerinden elektronik ortamda sipariş verdiği, nitelikleri ve satış fiyatı sipariş özetinde belirtilen ürünlerin satışı ve teslimine ilişkin olarak, 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği hükümleri uyarınca tarafların hak ve yükümlülüklerinin belirlenmesidir.`,
          ],
        },
        {
          heading: "Madde 3 – Ürün, Fiyat ve Ödeme",
          blocks: [
            "Sözleşme konusu ürünlerin türü, adedi, KDV dahil satış fiyatı, kargo ücreti ve toplam tutarı, ödeme sayfasındaki sipariş özetinde ve sipariş onay e-postasında yer alır; bu bilgiler sözleşmenin ayrılmaz parçasıdır. Ödeme, sipariş sırasında kartla peşin olarak alınır. Sipariş verildikten sonra katalogda yapılan fiyat değişiklikleri verilmiş siparişi etkilemez.",
          ],
        },
        {
          heading: "Madde 4 – Teslimat",
          blocks: [
            `${sameDayDispatch(s)} ${deliveryTimes(s)}`,
            `SATICI, ürünü siparişin kendisine ulaştığı tarihten itibaren en geç ${s.delivery.legalMaxDays} gün içinde teslim eder. Ürünün teslimi imkânsızlaşırsa SATICI, durumu öğrendiği tarihten itibaren ALICI'yı bilgilendirir ve tahsil edilen tüm ödemeleri ${formatRange(s.refundBusinessDays)} iş günü içinde iade eder.`,
            "Teslim Alan'ın adreste bulunmaması veya adres bilgilerinin hatalı olması nedeniyle teslim edilemeyen ürünler SATICI'ya geri döner; bu durumda ALICI e-posta ile bilgilendirilir. Teslim sırasında dış ambalajı hasarlı görülen paketler için kargo görevlisine tutanak tutturulması önerilir.",
          ],
        },
        {
          heading: "Madde 5 – ALICI'nın Beyan ve Yükümlülükleri",
          blocks: [buyerDeclarations(s)],
        },
        {
          heading: "Madde 6 – SATICI'nın Yükümlülükleri",
          blocks: [sellerDuties],
        },
        {
          heading: "Madde 7 – Cayma Hakkı",
          blocks: [
            `${withdrawalPeriod(s)} Süre, ürünün ALICI'ya veya ALICI'nın belirlediği üçüncü kişiye (Teslim Alan) teslim edildiği gün başlar.`,
            withdrawalHow(s),
          ],
        },
        {
          heading: "Madde 8 – Cayma Hakkının İstisnaları",
          blocks: [
            withdrawalExceptions,
            `${personalisedGoodsException} ALICI'nın yüklediği fotoğraf, yazdığı metin veya yaptığı seçimle hazırlanan ve sipariş özetinde “kişiye özel” olarak belirtilen ürünler bu kapsamdadır. Prova onayı istenen ürünlerde SATICI, ALICI provayı onaylamadan veya onay süresi dolmadan üretime başlamaz.`,
          ],
        },
        {
          heading: "Madde 9 – Ayıplı Ürün",
          blocks: [defectiveGoods],
        },
        {
          heading: "Madde 10 – Kişisel Veriler",
          blocks: [personalDataArticle],
        },
        { heading: "Madde 11 – Uyuşmazlıkların Çözümü", blocks: [disputes] },
        {
          heading: "Madde 12 – Yürürlük",
          blocks: [
            "ALICI'nın ödeme sayfasında Ön Bilgilendirme Formu'nu ve bu sözleşmeyi okuyup onayladığını elektronik ortamda beyan etmesi ve siparişi tamamlamasıyla sözleşme kurulur. Sözleşme ve sipariş bilgileri SATICI tarafından saklanır ve ALICI'ya e-posta yoluyla iletilir.",
          ],
        },
      ],
    },
    {
      id: "cayma-bildirimi",
      heading: "Cayma Bildirimi Örneği",
      blocks: [
        `Kime: ${s.companyName}, ${fullAddress(s)}, ${s.email}`,
        "İşbu bildirimle, aşağıda bilgileri yer alan ürünlerin satışına ilişkin sözleşmeden cayma hakkımı kullandığımı bildiririm.",
        {
          list: ["Sipariş numarası:", "Sipariş tarihi / teslim tarihi:", "Ürün(ler):", "Adı soyadı ve siparişte kullanılan e-posta adresi:", "Tarih:"],
        },
      ],
    },
  ],
});
