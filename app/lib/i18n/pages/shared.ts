// What the company and legal pages share: the shape of a legal document, the sentences several pages use
// (one wording for each fact) and the legal page layout's own texts. Each page's text is in a module of its
// own beside this one, so that a page loads only its own text.
// Every figure and company fact comes from the shop settings passed in (docs/product.md#legal-and-company-pages): never type a
// number of days, hours or years here, nor a company fact, so no two pages can disagree and every page follows the
// owner's settings. The pages get them from the shop layout's data (components/shop/shell-data.ts).
import type { ShopFacts } from "../../shop-contact";
import { formatRange, fullAddress, phoneHref } from "../../shop-settings";

/** A piece of running text: plain, an internal link, an external link (mailto:, tel:) or bold. */
export type Inline = string | { to: string; text: string } | { href: string; text: string } | { strong: string };
/** A paragraph or list item: plain text or a sequence of inline pieces. */
export type Rich = string | readonly Inline[];
/** A block of a section: a paragraph, a list, or label/value facts (company details). */
export type Block = Rich | { list: readonly Rich[]; ordered?: boolean } | { facts: readonly (readonly [label: string, value: Rich])[] };

export interface LegalSection {
  /** Anchor id, for in-page links (e.g. the checkout links to #on-bilgilendirme-formu). */
  id?: string;
  heading: string;
  blocks?: readonly Block[];
  subsections?: readonly LegalSection[];
}

export interface LegalDocument {
  /** The h1 and page title: equal to the label in legalLinks (lib/i18n/footer.ts) (tested). */
  title: string;
  description: string;
  lead?: readonly Rich[];
  /** Show a table of contents of the top-level sections that have an id. */
  toc?: boolean;
  sections: readonly LegalSection[];
}

/** The settings a page's text is made from (the shop layout's `shop`). */
export type S = ShopFacts;
/** The company facts a text names (an order's contract takes them from the seller kept with the order). */
export type SellerFacts = Pick<
  S,
  "companyName" | "address" | "district" | "province" | "email" | "phone" | "taxOffice" | "taxNumber" | "mersisNumber" | "kepAddress" | "website"
>;

export const deliveryTimes = (s: Pick<S, "delivery">) =>
  `Teslimat süresi, siparişin kargoya verildiği günden itibaren İstanbul içinde ${s.delivery.istanbulBusinessDays} iş günü, Türkiye'nin diğer illerinde ${formatRange(s.delivery.turkeyBusinessDays)} iş günü, Kıbrıs'a (KKTC) ${formatRange(s.delivery.cyprusBusinessDays)} iş günüdür.`;

export const sameDayDispatch = (s: Pick<S, "delivery">) =>
  `Hafta içi saat ${s.delivery.sameDayDispatchCutoff} öncesinde verilen siparişler aynı gün kargoya verilir; bu saatten sonra, hafta sonu ya da resmî tatilde verilen siparişler ilk iş günü kargoya verilir.`;

export const withdrawalPeriod = (s: Pick<S, "withdrawalDays">) =>
  `Ürünün alıcıya teslim edildiği günden itibaren ${s.withdrawalDays} gün içinde, hiçbir gerekçe göstermeden ve cezai şart ödemeden cayma hakkınızı kullanabilirsiniz.`;

export const refundTime = (s: Pick<S, "refundBusinessDays">) =>
  `Ödemeniz, cayma ya da iptal bildiriminiz bize ulaştıktan sonra ${formatRange(s.refundBusinessDays)} iş günü içinde, ödemede kullandığınız yönteme iade edilir.`;

export const supportReply = (s: Pick<S, "supportReplyHours">) =>
  `E-postalarınızı haftanın her günü yanıtlıyoruz; en geç ${s.supportReplyHours} saat içinde dönüş yaparız.`;

export const emailLink = (s: Pick<S, "email">): Inline => ({ href: `mailto:${s.email}`, text: s.email });
export const phoneLink = (s: Pick<S, "phone">): Inline => ({ href: phoneHref(s.phone), text: s.phone });

/** Where complaints go and how soon they are answered: `contact` gives the e-mail, `shop` the reply time. */
export const complaintsTo = (contact: Pick<S, "email">, shop: Pick<S, "supportReplyHours">): Rich => [
  "Şikâyetlerinizi ",
  emailLink(contact),
  ` adresine iletebilirsiniz. ${supportReply(shop)}`,
];

/** The company's KEP address, when it has one (printed with the other company facts). */
const kepFact = (s: Pick<S, "kepAddress">): (readonly [string, Rich])[] => (s.kepAddress.trim() ? [["KEP adresi", s.kepAddress.trim()]] : []);

export const companyFacts = (s: SellerFacts): Block => ({
  facts: [
    ["Ticaret unvanı", s.companyName],
    ["Adres", fullAddress(s)],
    ["E-posta", [emailLink(s)]],
    ["Telefon", [phoneLink(s)]],
    ["Vergi dairesi ve numarası", `${s.taxOffice}, ${s.taxNumber}`],
    ["MERSİS numarası", s.mersisNumber],
    ...kepFact(s),
    ["İnternet sitesi", s.website],
  ],
});

export const disputes: Block =
  "Uyuşmazlıklarda Türk hukuku uygulanır. Şikâyet ve itirazlarınız için, Ticaret Bakanlığınca her yıl ilan edilen parasal sınırlar dahilinde yerleşim yerinizin veya tüketici işleminin yapıldığı yerin Tüketici Hakem Heyetine, bu sınırları aşan uyuşmazlıklarda Tüketici Mahkemesine başvurabilirsiniz. Tüketici Mahkemesinde dava açmadan önce kanunen zorunlu olan arabuluculuk yoluna başvurulması gerekir.";

/** What the right of withdrawal does not cover (the agreement and the refund policy). */
export const withdrawalExceptions: Block = {
  list: [
    "ALICI'nın istekleri veya kişisel ihtiyaçları doğrultusunda hazırlanan, kişiye özel ürünler (Mesafeli Sözleşmeler Yönetmeliği m. 15/1-ç): ALICI'nın yüklediği fotoğraf veya yazdığı metinle üretilen ürünler (örneğin fotoğraflı karton figürler, isim yazılı kupalar). Bu durum ilgili ürünün sayfasında, sepette ve ödeme sayfasındaki sipariş özetinde o ürün için ayrıca belirtilir.",
    "Teslimden sonra ambalajı açılmış olup sağlık ve hijyen açısından iadesi uygun olmayan ürünler.",
  ],
};

/**
 * The withdrawal exception for personalised goods, in the law's own words (6502 s. Kanun m. 48; Mesafeli Sözleşmeler
 * Yönetmeliği m. 15/1-ç), as the refund policy and the pre-information form say it (docs/product.md#personalised-gifts).
 */
export const personalisedGoodsException =
  "Mesafeli Sözleşmeler Yönetmeliği'nin 15. maddesinin birinci fıkrasının (ç) bendi uyarınca “Tüketicinin istekleri veya kişisel ihtiyaçları doğrultusunda hazırlanan mallara ilişkin sözleşmeler”de cayma hakkı yoktur (6502 sayılı Tüketicinin Korunması Hakkında Kanun m. 48).";

/** What the shop keeps of a personalised gift's photos and texts, and for how long (privacy notice, KVKK notice). */
export function personalDataRetention(s: S): Block[] {
  const days = s.personalisation.photoRetentionDays;
  return [
    "Kişiye özel bir ürün sipariş ettiğinizde yüklediğiniz fotoğrafları ve yazdığınız metinleri, yalnızca o ürünü hazırlamak, size prova göstermek ve siparişinizi teslim etmek için işleriz. Fotoğraflar yüklenirken konum (GPS) ve cihaz bilgisi gibi gömülü veriler (EXIF) silinir; fotoğraflar herkese açık adreslerde tutulmaz, yalnızca yetkili personelimize ve siparişinizin bağlantısına sahip olana kısa süreli, imzalı bağlantılarla gösterilir ve hiçbir önbellekte saklanmaz.",
    {
      list: [
        `Sipariş teslim edildikten ${days} gün sonra fotoğrafların asılları, önizlemeleri, ürün üzerindeki metinler ve prova görselleri kendiliğinden silinir.`,
        "Yüklenip bir siparişe dönüşmeyen fotoğraflar bir gün içinde silinir.",
        "Kişisel verilerinizin bir kopyasını istediğinizde bu fotoğraflar da dosya olarak verilir; verilerinizin silinmesini (anonimleştirilmesini) istediğinizde fotoğraflar ve metinler de silinir.",
      ],
    },
  ];
}

/** Texts of the legal page layout (app/components/shop/legal-page.tsx). */
export const legalPageText = {
  tocTitle: "İçindekiler",
} as const;

/**
 * What the shop keeps of a thank-you conversation, who reads it and for how long (privacy notice, KVKK notice;
 * docs/product.md#thank-you-notes): the days after delivery are the settings' `thanks.validDays`.
 */
export function thankYouNotesNotice(s: S): Block[] {
  const days = s.thanks.validDays;
  return [
    "Gönderici ödeme sırasında izin verdiyse hediyenin mesaj kartında bir kod bulunur; bu kodla açılan sayfada alıcı, isimsiz göndericiye bir teşekkür notu yazabilir. Bu konuşmada alıcının notları, isteğe bağlı takma adı ve fotoğrafı ile göndericinin yanıtları ve yalnızca gönderici “Kim olduğumu söyle” seçeneğini işaretlerse bildirdiği ad işlenir. Fotoğraflar yüklenirken konum (GPS) ve cihaz bilgisi gibi gömülü veriler (EXIF) silinir; fotoğraflar herkese açık adreslerde tutulmaz, yalnızca konuşmanın iki tarafına kısa süreli, imzalı bağlantılarla gösterilir.",
    "Bu verileri yalnızca teşekkürü iki taraf arasında, birinin kimliğini ötekine açıklamadan iletmek için işleriz: alıcıya göndericinin adı, e-posta adresi, sipariş numarası, adresi ya da sipariş tarihi gösterilmez; göndericiye alıcının notu ve seçtiyse takma adı dışında bir şey iletilmez. Hukuki sebep, hediye hizmetinin bir parçası olarak sözleşmenin ifası (KVKK m. 5/2-c) ve ilgili kişilerin temel hak ve özgürlüklerine zarar vermemek kaydıyla meşru menfaatimizdir (KVKK m. 5/2-f).",
    {
      list: [
        "Mağaza konuşmaları okumaz. Taraflardan biri bir mesajı “Bildir” ile bildirirse konuşma kapanır; yalnızca o zaman ve yalnızca kötüye kullanımı incelemek için mağaza sahibi konuşmayı okuyabilir ve her okuma kayıt altına alınır.",
        `Konuşma, kartın kodunun geçerliliği bittiğinde fotoğraflarıyla birlikte kendiliğinden silinir: hediye teslim edildikten ${days} gün sonra, sipariş iptal edilir ya da tamamen iade edilirse hemen.`,
        "Siparişteki kişisel veriler anonim hale getirildiğinde (talep üzerine ya da saklama süresi dolduğunda) konuşma da silinir ve karttaki kod artık hiçbir şey açmaz.",
        "Her iki taraf da konuşmayı “Bu konuşmayı kapat” ile dilediği zaman sonlandırabilir. Gönderici verilerinin bir kopyasını istediğinde kendi siparişlerindeki konuşmalar da verilir; alıcı da KVKK'daki haklarını kullanmak için bize yazarken kartın kodunu belirtmesi yeterlidir.",
      ],
    },
  ];
}
