// Texts of the home page and the static company and legal pages.
// Every figure and company fact comes from the shop settings passed in (decisions §11): never type a
// number of days, hours or years here, so no two pages can disagree.
import { formatRange, phoneHref, type ShopSettings } from "../shop-settings";

/** A piece of running text: plain, an internal link, an external link (mailto:, tel:) or bold. */
export type Inline = string | { to: string; text: string } | { href: string; text: string } | { strong: string };
/** A paragraph or list item: plain text or a sequence of inline pieces. */
export type Rich = string | readonly Inline[];
/** A block of a section: a paragraph, a list, or label/value facts (company details). */
export type Block =
  | Rich
  | { list: readonly Rich[]; ordered?: boolean }
  | { facts: readonly (readonly [label: string, value: Rich])[] };

export interface LegalSection {
  /** Anchor id, for in-page links (e.g. the checkout links to #on-bilgilendirme-formu). */
  id?: string;
  heading: string;
  blocks?: readonly Block[];
  subsections?: readonly LegalSection[];
}

export interface LegalDocument {
  /** The h1 and page title: equal to the label in tr.legalLinks (tested). */
  title: string;
  description: string;
  lead?: readonly Rich[];
  /** Show a table of contents of the top-level sections that have an id. */
  toc?: boolean;
  sections: readonly LegalSection[];
}

type S = ShopSettings;

// ---- Shared sentences (one wording for each fact) ----

const deliveryTimes = (s: S) =>
  `Teslimat süresi, siparişin kargoya verildiği günden itibaren İstanbul içinde ${s.delivery.istanbulBusinessDays} iş günü, Türkiye'nin diğer illerinde ${formatRange(s.delivery.turkeyBusinessDays)} iş günü, Kıbrıs'a (KKTC) ${formatRange(s.delivery.cyprusBusinessDays)} iş günüdür.`;

const sameDayDispatch = (s: S) =>
  `Hafta içi saat ${s.delivery.sameDayDispatchCutoff} öncesinde verilen siparişler aynı gün kargoya verilir; bu saatten sonra, hafta sonu ya da resmî tatilde verilen siparişler ilk iş günü kargoya verilir.`;

const withdrawalPeriod = (s: S) =>
  `Ürünün alıcıya teslim edildiği günden itibaren ${s.withdrawalDays} gün içinde, hiçbir gerekçe göstermeden ve cezai şart ödemeden cayma hakkınızı kullanabilirsiniz.`;

const refundTime = (s: S) =>
  `Ödemeniz, cayma ya da iptal bildiriminiz bize ulaştıktan sonra ${formatRange(s.refundBusinessDays)} iş günü içinde, ödemede kullandığınız yönteme iade edilir.`;

const supportReply = (s: S) => `E-postalarınızı haftanın her günü yanıtlıyoruz; en geç ${s.supportReplyHours} saat içinde dönüş yaparız.`;

const emailLink = (s: S): Inline => ({ href: `mailto:${s.email}`, text: s.email });
const phoneLink = (s: S): Inline => ({ href: phoneHref(s.phone), text: s.phone });

const companyFacts = (s: S): Block => ({
  facts: [
    ["Ticaret unvanı", s.companyName],
    ["Adres", s.address],
    ["E-posta", [emailLink(s)]],
    ["Telefon", [phoneLink(s)]],
    ["Vergi dairesi ve numarası", `${s.taxOffice}, ${s.taxNumber}`],
    ["MERSİS numarası", s.mersisNumber],
    ["İnternet sitesi", s.website],
  ],
});

const disputes: Block =
  "Uyuşmazlıklarda Türk hukuku uygulanır. Şikâyet ve itirazlarınız için, Ticaret Bakanlığınca her yıl ilan edilen parasal sınırlar dahilinde yerleşim yerinizin veya tüketici işleminin yapıldığı yerin Tüketici Hakem Heyetine, bu sınırları aşan uyuşmazlıklarda Tüketici Mahkemesine başvurabilirsiniz. Tüketici Mahkemesinde dava açmadan önce kanunen zorunlu olan arabuluculuk yoluna başvurulması gerekir.";

// ---- Home ----

const home = (s: S) => ({
  metaTitle: "İsimsiz ve Eğlenceli Sürpriz Hediyeler",
  description:
    "Karton figürler, kupalar, mouse pad'ler ve daha fazlası: sevdiklerinize isimsiz mesajınızla eğlenceli sürpriz hediyeler gönderin. Kimden geldiğini bizden öğrenemezler!",
  hero: {
    eyebrow: "Kimden geldiği bizde saklı",
    title: "Sürprizi siz yapın, kimden geldiğini kimse bilmesin!",
    text: "Patronunuzun birebir boy karton figürü, en yakın arkadaşınıza esprili bir kupa ya da masa komşunuza efsane bir mouse pad… Hediyeyi seçin, isimsiz mesajınızı yazın; paketleyip kapıya kadar biz götürelim.",
    primaryCta: "Hediyeleri Keşfet",
    secondaryCta: "Nasıl Çalışır?",
    note: `Hafta içi saat ${s.delivery.sameDayDispatchCutoff} öncesinde verilen siparişler aynı gün kargoda.`,
  },
  steps: {
    title: "Nasıl Çalışır?",
    intro: "Üç adımda kahkaha garantili bir sürpriz:",
    items: [
      {
        title: "Ürünü Seç",
        text: "Karton figürler, kupalar, mouse pad'ler ve daha fazlası arasından alıcıya en çok yakışanı seçin.",
      },
      {
        title: "Mesajını Yaz",
        text: "İçinizden geleni yazın: bir iltifat, bir itiraf ya da sadece ikinizin anlayacağı bir iç şaka. Mesajınız özel bir kartla hediyeye eşlik eder.",
      },
      {
        title: "Gönder",
        text: `Alıcının adresini girin, ödemeyi yapın ve arkanıza yaslanın. Hediyeniz Türkiye'nin her yerine ${formatRange(s.delivery.turkeyBusinessDays)} iş günü içinde ulaşır.`,
      },
    ],
  },
  features: {
    title: `Neden ${s.shopName}?`,
    items: {
      anonymous: {
        title: "Tamamen İsimsiz",
        text: "Ne pakette ne de mesaj kartında adınız yazar. Alıcı, hediyeyi kimin gönderdiğini bizden asla öğrenemez.",
      },
      shipping: {
        title: "Hızlı Kargo",
        text: `İstanbul içine ${s.delivery.istanbulBusinessDays} iş günü, Türkiye'nin her yerine ${formatRange(s.delivery.turkeyBusinessDays)} iş günü içinde teslimat. Kıbrıs'a da gönderiyoruz!`,
      },
      quality: {
        title: "Kaliteli Ürünler",
        text: "Canlı renkli baskılar, sağlam karton ve dayanıklı malzemeler. Her hediye paketlenmeden önce tek tek kontrol edilir.",
      },
      guarantee: {
        title: "İade Garantisi",
        text: `Teslimattan itibaren ${s.withdrawalDays} gün içinde cayma hakkı; hasarlı veya hatalı ürünlerde ücretsiz değişim ya da iade.`,
      },
    },
  },
  closing: {
    title: "Birini gülümsetmeye hazır mısınız?",
    text: "Sürpriz hediyenizi şimdi seçin; gerisi bizden. Sır da bizde!",
    cta: "Hemen Hediye Seç",
  },
});

// ---- About ----

const about = (s: S) => ({
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
            [
              { strong: "Saygı: " },
              "Sürprizler güldürmek içindir. Hakaret, tehdit veya taciz içeren mesajları göndermeyiz.",
            ],
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

// ---- Contact ----

const contact = (s: S) => ({
  title: "İletişim",
  description: `Sorularınız için bize ${s.email} adresinden ulaşın: haftanın her günü, en geç ${s.supportReplyHours} saat içinde yanıt veriyoruz.`,
  lead: "Siparişinizle ilgili yardım mı lazım, yoksa “Bu sürprizi kim gönderdi?” diye mi merak ediyorsunuz? Onu söyleyemeyiz, ama geri kalan her konuda yardımcı oluruz!",
  channels: {
    title: "Bize Ulaşın",
    email: { title: "E-posta", text: supportReply(s) },
    support: {
      title: "7/24 Destek",
      text: `Bize günün her saati e-posta ile yazabilirsiniz. Destek ekibimiz haftanın her günü çalışır ve en geç ${s.supportReplyHours} saat içinde yanıt verir.`,
    },
    phone: { title: "Telefon", text: "Hafta içi mesai saatlerinde telefonla da ulaşabilirsiniz." },
    address: { title: "Adres" },
  },
  faq: {
    title: "Sıkça Sorulan Sorular",
    items: [
      {
        question: "Siparişim ne zaman kargoya verilir?",
        answer: [
          `${sameDayDispatch(s)} ${deliveryTimes(s)} Ayrıntılar için `,
          { to: "/delivery-info", text: "Teslimat Bilgileri" },
          " sayfamıza göz atın.",
        ],
      },
      {
        question: "Tüm ürünler isimsiz gönderilebilir mi?",
        answer: [
          "Evet, tüm ürünlerimiz isimsiz gönderilebilir. Paketin üzerinde ve mesaj kartında adınız yer almaz; alıcı, hediyeyi kimin gönderdiğini bizden öğrenemez (yasal bir zorunluluk, örneğin bir mahkeme kararı olmadıkça).",
        ],
      },
      {
        question: "Ürünü iade edebilir miyim?",
        answer: [
          `Evet. ${withdrawalPeriod(s)} Nasıl yapılacağını `,
          { to: "/refund-policy", text: "İade Politikası" },
          " sayfamızda adım adım anlattık.",
        ],
      },
      {
        question: "Siparişimi nasıl takip ederim?",
        answer: [
          "Siparişiniz kargoya verildiğinde kargo takip numarası e-posta adresinize gönderilir; aynı bilgiyi sipariş onay sayfanızda da görebilirsiniz.",
        ],
      },
      {
        question: "Destek ekibinize nasıl ulaşırım?",
        answer: [`Bize `, emailLink(s), ` adresinden ulaşabilirsiniz. ${supportReply(s)}`],
      },
    ],
  },
  company: { heading: "Şirket Bilgileri", blocks: [companyFacts(s)] } satisfies LegalSection,
});

// ---- Terms of use ----

const terms = (s: S): LegalDocument => ({
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

// ---- Distance sales agreement with the preliminary information form ----

const withdrawalHow = (s: S): Block => ({
  list: [
    [
      "Cayma bildiriminizi, sipariş numaranızla birlikte ",
      emailLink(s),
      ` adresine e-posta ile ya da ${s.address} adresine yazılı olarak iletebilirsiniz. Açık bir beyan yeterlidir; aşağıdaki örneği kullanmak zorunlu değildir.`,
    ],
    "Bildiriminizin ardından size iade kargo kodu gönderilir. Ürünün bu kodla anlaşmalı kargo firmamız üzerinden gönderilmesi halinde iade kargo ücreti SATICI'ya aittir.",
    refundTime(s),
    "ALICI, cayma süresi içinde ürünü işleyişine, teknik özelliklerine ve kullanım talimatlarına uygun kullanmadığı takdirde meydana gelen değişiklik ve bozulmalardan sorumludur.",
  ],
});

const withdrawalExceptions: Block = {
  list: [
    "ALICI'nın istekleri veya kişisel ihtiyaçları doğrultusunda hazırlanan, kişiye özel ürünler (örneğin isteğe göre baskı yapılan ürünler). Bu durum ilgili ürünün sayfasında ayrıca belirtilir.",
    "Teslimden sonra ambalajı açılmış olup sağlık ve hijyen açısından iadesi uygun olmayan ürünler.",
  ],
};

const distanceSalesAgreement = (s: S): LegalDocument => ({
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
          ],
        },
        {
          heading: "7. Şikâyet ve İtirazlar",
          blocks: [
            ["Şikâyetlerinizi ", emailLink(s), ` adresine iletebilirsiniz. ${supportReply(s)}`],
            disputes,
          ],
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
            [{ strong: "SATICI: " }, `${s.companyName}, ${s.address}. MERSİS: ${s.mersisNumber}. `, emailLink(s), ", ", phoneLink(s), "."],
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
          blocks: [
            {
              list: [
                `ALICI, ${s.minimumAge} yaşından büyük olduğunu beyan eder.`,
                "ALICI, Ön Bilgilendirme Formu'nu okuduğunu ve sipariş öncesinde bu konularda bilgilendirildiğini kabul eder.",
                "ALICI, sipariş formundaki bilgilerin doğru olduğunu ve Teslim Alan'a ait bilgileri yalnızca teslimat amacıyla ve hukuka uygun biçimde paylaştığını kabul eder.",
                "ALICI, isimsiz mesajın hakaret, tehdit, taciz veya hukuka aykırı içerik taşımayacağını kabul eder. SATICI, bu nitelikteki siparişleri iptal ederek ödemeyi iade edebilir.",
              ],
            },
          ],
        },
        {
          heading: "Madde 6 – SATICI'nın Yükümlülükleri",
          blocks: [
            "SATICI, ürünü sipariş özetinde belirtilen niteliklere uygun, sağlam ve isimsiz olarak paketlenmiş şekilde teslim etmekle yükümlüdür. SATICI, ALICI'nın kimliğini Teslim Alan ile paylaşmaz; yetkili makamların hukuka uygun talepleri saklıdır.",
          ],
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
          blocks: [withdrawalExceptions],
        },
        {
          heading: "Madde 9 – Ayıplı Ürün",
          blocks: [
            "Ürünün ayıplı çıkması halinde ALICI, 6502 sayılı Kanun'un 11. maddesi uyarınca sözleşmeden dönme, ayıp oranında bedel indirimi, ücretsiz onarım veya ürünün ayıpsız bir misli ile değiştirilmesi haklarından birini kullanabilir. Bu durumda kargo dahil tüm masraflar SATICI'ya aittir.",
          ],
        },
        {
          heading: "Madde 10 – Kişisel Veriler",
          blocks: [
            [
              "Kişisel veriler 6698 sayılı Kişisel Verilerin Korunması Kanunu'na uygun olarak işlenir. Ayrıntılar ",
              { to: "/kvkk", text: "KVKK Aydınlatma Metni" },
              " ve ",
              { to: "/privacy-policy", text: "Gizlilik Politikası" },
              " sayfalarında yer alır.",
            ],
          ],
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
        `Kime: ${s.companyName}, ${s.address}, ${s.email}`,
        "İşbu bildirimle, aşağıda bilgileri yer alan ürünlerin satışına ilişkin sözleşmeden cayma hakkımı kullandığımı bildiririm.",
        {
          list: [
            "Sipariş numarası:",
            "Sipariş tarihi / teslim tarihi:",
            "Ürün(ler):",
            "Adı soyadı ve siparişte kullanılan e-posta adresi:",
            "Tarih:",
          ],
        },
      ],
    },
  ],
});

// ---- Delivery ----

const deliveryInfo = (s: S): LegalDocument => ({
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
      blocks: [
        "Siparişiniz kargoya verildiğinde kargo takip numarası e-posta adresinize gönderilir ve sipariş onay sayfanızda görünür.",
      ],
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

// ---- Legal notice ----

const legalNotice = (s: S): LegalDocument => ({
  title: "Yasal Uyarı",
  description: `${s.shopName} internet sitesinin kullanımına ilişkin yasal uyarı: site sahibi, fikrî mülkiyet, sorumluluk ve tüketici hakları.`,
  lead: [
    `${s.website} internet sitesine erişen veya siteyi kullanan herkes aşağıdaki yasal uyarıyı okumuş ve kabul etmiş sayılır.`,
  ],
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

// ---- Refund policy ----

const refundPolicy = (s: S): LegalDocument => ({
  title: "İade Politikası",
  description: `Teslimattan itibaren ${s.withdrawalDays} gün cayma hakkı, ${formatRange(s.refundBusinessDays)} iş günü içinde geri ödeme: ${s.shopName} iade ve cayma koşulları.`,
  lead: ["Sürpriz beklediğiniz gibi olmadıysa üzülmeyin: iade süreci basit ve hızlı."],
  sections: [
    {
      heading: "Cayma Hakkı",
      blocks: [
        `${withdrawalPeriod(s)} Bu hak, 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği ile güvence altındadır.`,
        "Hediye bir başkasına (alıcıya) gönderildiği için süre, ürünün alıcıya teslim edildiği gün başlar. Ürün teslim edilmeden önce de cayma hakkınızı kullanabilirsiniz.",
      ],
    },
    {
      heading: "İade Nasıl Yapılır?",
      blocks: [
        {
          ordered: true,
          list: [
            [
              "Sipariş numaranızla birlikte ",
              emailLink(s),
              " adresine cayma bildiriminizi gönderin. Açık ve yazılı bir beyan yeterlidir.",
            ],
            "Size ücretsiz iade kargo kodu gönderelim.",
            "Ürünü, mümkünse orijinal ambalajında ve kullanılmamış olarak iade koduyla kargoya verin.",
            refundTime(s),
          ],
        },
        [
          "Cayma bildirimi için bir örnek ",
          { to: "/distance-sales-agreement#cayma-bildirimi", text: "Mesafeli Satış Sözleşmesi" },
          " sayfasında yer alır.",
        ],
      ],
    },
    {
      heading: "İade Kargo Ücreti",
      blocks: [
        "Size verdiğimiz iade koduyla anlaşmalı kargo firmamız üzerinden gönderilen iadelerde kargo ücreti bize aittir.",
      ],
    },
    {
      heading: "Cayma Hakkının Kullanılamadığı Durumlar",
      blocks: [
        "Mesafeli Sözleşmeler Yönetmeliği'nin 15. maddesi uyarınca aşağıdaki ürünlerde cayma hakkı kullanılamaz:",
        withdrawalExceptions,
      ],
    },
    {
      heading: "Hasarlı, Hatalı veya Ayıplı Ürünler",
      blocks: [
        "Ürün hasarlı, hatalı veya ayıplı ulaştıysa fotoğrafıyla birlikte bize yazın. 6502 sayılı Kanun'un 11. maddesi uyarınca dilediğiniz seçimlik hakkı kullanabilirsiniz:",
        {
          list: [
            "Sözleşmeden dönme (ücret iadesi)",
            "Ayıp oranında bedel indirimi",
            "Ücretsiz onarım",
            "Ürünün ayıpsız bir misli ile değiştirilmesi",
          ],
        },
        "Bu durumda kargo dahil tüm masraflar bize aittir.",
      ],
    },
    {
      heading: "Sipariş İptali",
      blocks: [
        [
          "Siparişiniz kargoya verilmeden önce ",
          emailLink(s),
          ` adresine yazarak iptal edebilirsiniz. ${refundTime(s)}`,
        ],
      ],
    },
    {
      heading: "Geri Ödeme",
      blocks: [
        `${refundTime(s)} Tutarın hesabınıza veya kart ekstrenize yansıma süresi bankanıza bağlıdır.`,
      ],
    },
    {
      heading: "İade ve İsimsizlik",
      blocks: [
        "Alıcı ürünü iade etmek isterse bize yazabilir. Geri ödeme her durumda siparişi ödeyen göndericiye yapılır ve göndericinin kimliği alıcıyla paylaşılmaz.",
      ],
    },
  ],
});

// ---- Privacy policy ----

const privacyPolicy = (s: S): LegalDocument => ({
  title: "Gizlilik Politikası",
  description: `${s.shopName} hangi bilgileri topluyor, nasıl kullanıyor ve nasıl koruyor? İsimsiz hediye gönderirken gizliliğiniz.`,
  lead: [
    "İsimsiz hediye gönderen birinin bilgilerini korumak, işimizin temelidir. Bu politika hangi bilgileri topladığımızı, neden topladığımızı ve nasıl koruduğumuzu açıklar.",
  ],
  sections: [
    {
      heading: "Topladığımız Bilgiler",
      blocks: [
        {
          list: [
            [{ strong: "Gönderici: " }, "e-posta adresi ve hediyeye eklenen isimsiz mesaj."],
            [{ strong: "Alıcı: " }, "ad soyad, adres, şehir, posta kodu ve telefon numarası."],
            [
              { strong: "Ödeme: " },
              "ödeme tutarı ve durumu. Kart bilgileri doğrudan lisanslı ödeme kuruluşu tarafından işlenir; tarafımızca görülmez ve saklanmaz.",
            ],
            [{ strong: "Teknik: " }, "IP adresi, tarayıcı bilgisi ve güvenlik kayıtları."],
          ],
        },
      ],
    },
    {
      heading: "Bilgileri Nasıl Kullanıyoruz?",
      blocks: [
        {
          list: [
            "Siparişinizi hazırlamak ve alıcıya teslim etmek",
            "Sipariş onayı ve kargo takip numarası gibi bilgilendirme e-postaları göndermek",
            "Ödemeyi almak, iade ve şikâyet taleplerinizi sonuçlandırmak",
            "Fatura düzenlemek ve diğer yasal yükümlülüklerimizi yerine getirmek",
            "Sitenin güvenliğini sağlamak ve kötüye kullanımı önlemek",
          ],
        },
        "Size pazarlama e-postası göndermiyoruz; e-posta adresinizi yalnızca siparişinizle ilgili bilgilendirmeler için kullanırız.",
      ],
    },
    {
      heading: "İsimsizlik Sözümüz",
      blocks: [
        "Adınız ve e-posta adresiniz alıcıyla hiçbir şekilde paylaşılmaz; paket ve mesaj kartında yer almaz. Bu bilgiler yalnızca kanuni bir zorunluluk bulunması halinde (örneğin bir mahkeme kararıyla) yetkili makamlarla paylaşılabilir.",
      ],
    },
    {
      heading: "Çerezler ve Tarayıcı Depolaması",
      blocks: [
        "Sitemizde reklam veya izleme çerezi kullanmıyoruz. Sepetiniz, tarayıcınızın yerel depolama alanında (local storage) tutulur. Yönetim paneli yalnızca oturum için zorunlu bir çerez kullanır.",
      ],
    },
    {
      heading: "Bilgilerin Paylaşılması",
      blocks: [
        "Bilgilerinizi satmayız ve kiralamayız. Yalnızca hizmeti sunmak için gerekli olduğu ölçüde şu taraflarla paylaşırız:",
        {
          list: [
            "Kargo şirketleri (teslimat için alıcının adı, adresi ve telefonu)",
            "Lisanslı ödeme kuruluşu (ödemenin alınması için)",
            "Barındırma ve e-posta hizmeti sağlayıcılarımız",
            "Kanunen yetkili kamu kurum ve kuruluşları",
          ],
        },
      ],
    },
    {
      heading: "Güvenlik",
      blocks: [
        "Verileriniz şifreli bağlantı (HTTPS) üzerinden iletilir; sunucularımıza erişim yetkili kişilerle sınırlıdır ve yönetici parolaları geri döndürülemez biçimde şifrelenerek saklanır.",
      ],
    },
    {
      heading: "Saklama Süresi",
      blocks: [
        "Sipariş bilgilerini, Türk Ticaret Kanunu ve Vergi Usul Kanunu gibi ilgili mevzuatın öngördüğü süreler boyunca saklarız. Süre dolduğunda bu bilgiler silinir, yok edilir veya anonim hale getirilir.",
      ],
    },
    {
      heading: "Haklarınız",
      blocks: [
        [
          "6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamındaki haklarınız ",
          { to: "/kvkk", text: "KVKK Aydınlatma Metni" },
          " sayfasında yer alır. Taleplerinizi ",
          emailLink(s),
          ` adresine iletebilirsiniz; en geç ${s.dataRequestDays} gün içinde yanıtlarız.`,
        ],
      ],
    },
    {
      heading: "Yaş Sınırı",
      blocks: [
        `Hizmetlerimiz ${s.minimumAge} yaşından büyükler içindir; ${s.minimumAge} yaşından küçüklere ait verileri bilerek toplamayız.`,
      ],
    },
    {
      heading: "Değişiklikler",
      blocks: ["Bu politikayı güncelleyebiliriz; güncel metin bu sayfada yayımlandığı anda geçerli olur."],
    },
    { heading: "İletişim", blocks: [companyFacts(s)] },
  ],
});

// ---- KVKK information notice ----

const kvkk = (s: S): LegalDocument => ({
  title: "KVKK Aydınlatma Metni",
  description: `6698 sayılı Kişisel Verilerin Korunması Kanunu uyarınca ${s.companyName} aydınlatma metni: işlenen veriler, amaçlar, hukuki sebepler, aktarım ve haklarınız.`,
  lead: [
    `${s.companyName} (“Şirket”) olarak, 6698 sayılı Kişisel Verilerin Korunması Kanunu (“KVKK”) 10. maddesi ve Aydınlatma Yükümlülüğünün Yerine Getirilmesinde Uyulacak Usul ve Esaslar Hakkında Tebliğ uyarınca, veri sorumlusu sıfatıyla kişisel verilerinizi aşağıda açıklanan kapsamda işlediğimizi bildiririz.`,
  ],
  sections: [
    { heading: "1. Veri Sorumlusu", blocks: [companyFacts(s)] },
    {
      heading: "2. İşlenen Kişisel Veriler",
      blocks: [
        {
          list: [
            [{ strong: "Kimlik: " }, "hediyenin alıcısının adı soyadı."],
            [
              { strong: "İletişim: " },
              "alıcının adresi, şehri, posta kodu ve telefon numarası; göndericinin e-posta adresi.",
            ],
            [
              { strong: "Müşteri işlem: " },
              "sipariş numarası ve içeriği, isimsiz mesaj, sipariş ve teslimat durumu, talep ve şikâyetler.",
            ],
            [
              { strong: "Finans: " },
              "ödeme tutarı, ödeme durumu ve işlem numarası. Kart bilgileri Şirketimizce işlenmez; ödeme kuruluşunca işlenir.",
            ],
            [{ strong: "İşlem güvenliği: " }, "IP adresi, tarih-saat bilgisi ve güvenlik kayıtları."],
          ],
        },
      ],
    },
    {
      heading: "3. İşleme Amaçları",
      blocks: [
        {
          list: [
            "Siparişin alınması, mesafeli satış sözleşmesinin kurulması ve ifası",
            "Ürünün alıcıya teslim edilmesi",
            "Ödemenin alınması ve iadelerin yapılması",
            "Sipariş ve kargo süreçleri hakkında bilgilendirme yapılması",
            "Cayma, iade, talep ve şikâyet süreçlerinin yürütülmesi",
            "Fatura düzenlenmesi ve mevzuattan doğan yükümlülüklerin yerine getirilmesi",
            "Bilgi güvenliğinin sağlanması, dolandırıcılık ve kötüye kullanımın önlenmesi",
            "Yetkili kurum ve kuruluşlara mevzuat gereği bilgi verilmesi",
          ],
        },
      ],
    },
    {
      heading: "4. Hukuki Sebepler",
      blocks: [
        "Kişisel verileriniz KVKK'nın 5. maddesinin 2. fıkrasında yer alan şu hukuki sebeplere dayanılarak işlenir:",
        {
          list: [
            "Kanunlarda açıkça öngörülmesi (6502 sayılı Tüketicinin Korunması Hakkında Kanun, 6563 sayılı Elektronik Ticaretin Düzenlenmesi Hakkında Kanun, vergi mevzuatı)",
            "Bir sözleşmenin kurulması veya ifasıyla doğrudan doğruya ilgili olması",
            "Veri sorumlusunun hukuki yükümlülüğünü yerine getirebilmesi için zorunlu olması",
            "Bir hakkın tesisi, kullanılması veya korunması için zorunlu olması",
            "İlgili kişinin temel hak ve özgürlüklerine zarar vermemek kaydıyla, veri sorumlusunun meşru menfaatleri için zorunlu olması",
          ],
        },
      ],
    },
    {
      heading: "5. Toplama Yöntemi",
      blocks: [
        "Kişisel verileriniz, internet sitemizdeki sipariş formu, e-posta yazışmaları ve sitenin güvenlik kayıtları aracılığıyla elektronik ortamda, otomatik yollarla toplanır.",
      ],
    },
    {
      heading: "6. Alıcıya Ait Veriler",
      blocks: [
        "Hediyenin alıcısına ait veriler, gönderici tarafından yalnızca teslimat amacıyla Şirketimize iletilir. Alıcı da bu metinde sayılan tüm haklara sahiptir. Göndericinin kimliği alıcının kişisel verisi olmadığından ve isimsiz gönderim hizmetin esası olduğundan, kanuni bir zorunluluk bulunmadıkça alıcıya açıklanmaz.",
      ],
    },
    {
      heading: "7. Kişisel Verilerin Aktarılması",
      blocks: [
        "Kişisel verileriniz, KVKK'nın 8. maddesi uyarınca ve yukarıdaki amaçlarla sınırlı olarak şu alıcı gruplarına aktarılabilir:",
        {
          list: [
            "Kargo şirketleri (teslimatın yapılması)",
            "Lisanslı ödeme kuruluşu (ödemenin alınması ve iadesi)",
            "Barındırma ve e-posta hizmeti aldığımız tedarikçiler",
            "Kanunen yetkili kamu kurum ve kuruluşları ile yargı mercileri",
          ],
        },
        "Kıbrıs'a (KKTC) yapılan gönderimlerde, teslimat için zorunlu olan alıcı bilgileri KVKK'nın 9. maddesi uyarınca ve yalnızca sözleşmenin ifası amacıyla teslimatı yapan kargo şirketine aktarılır. Bunun dışında kişisel verileriniz yurt dışına aktarılmaz.",
      ],
    },
    {
      heading: "8. Haklarınız",
      blocks: [
        "KVKK'nın 11. maddesi uyarınca Şirketimize başvurarak:",
        {
          list: [
            "Kişisel verilerinizin işlenip işlenmediğini öğrenme,",
            "Kişisel verileriniz işlenmişse buna ilişkin bilgi talep etme,",
            "Kişisel verilerinizin işlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme,",
            "Yurt içinde veya yurt dışında kişisel verilerinizin aktarıldığı üçüncü kişileri bilme,",
            "Kişisel verilerinizin eksik veya yanlış işlenmiş olması halinde bunların düzeltilmesini isteme,",
            "KVKK'nın 7. maddesinde öngörülen şartlar çerçevesinde kişisel verilerinizin silinmesini veya yok edilmesini isteme,",
            "Düzeltme, silme veya yok etme işlemlerinin, kişisel verilerinizin aktarıldığı üçüncü kişilere bildirilmesini isteme,",
            "İşlenen verilerin münhasıran otomatik sistemler vasıtasıyla analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme,",
            "Kişisel verilerinizin kanuna aykırı olarak işlenmesi sebebiyle zarara uğramanız halinde zararın giderilmesini talep etme",
          ],
        },
        "haklarına sahipsiniz.",
      ],
    },
    {
      heading: "9. Başvuru Yöntemi",
      blocks: [
        [
          `Haklarınıza ilişkin taleplerinizi, Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ uyarınca yazılı olarak ${s.address} adresine ya da kayıtlı elektronik posta (KEP), güvenli elektronik imza, mobil imza veya siparişte kullandığınız e-posta adresinizden `,
          emailLink(s),
          ` adresine iletebilirsiniz. Başvurunuz, niteliğine göre en kısa sürede ve en geç ${s.dataRequestDays} gün içinde ücretsiz olarak sonuçlandırılır; işlemin ayrıca bir maliyet gerektirmesi halinde Kişisel Verileri Koruma Kurulunca belirlenen tarifedeki ücret alınabilir.`,
        ],
      ],
    },
  ],
});

export const pagesText = {
  home,
  about,
  contact,
  terms,
  distanceSalesAgreement,
  deliveryInfo,
  legalNotice,
  refundPolicy,
  privacyPolicy,
  kvkk,
  tocTitle: "İçindekiler",
  backToTop: "Başa dön",
} as const;
