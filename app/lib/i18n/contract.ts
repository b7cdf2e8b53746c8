// The texts of each order's own pre-information form and distance-sales contract (docs/product.md#order-contract), and
// the checkout's and the order page's words about them. The articles shared with the general agreement come from
// pages/distance-sales-agreement.ts and pages/shared.ts, so the two never word a rule differently.
import { formatKurus } from "../money";

export const contractText = {
  preInformationTitle: "Ön Bilgilendirme Formu",
  distanceSalesTitle: "Mesafeli Satış Sözleşmesi",
  preInformationDescription: "Bu sipariş için hazırlanan Ön Bilgilendirme Formu (6502 sayılı Kanun m. 48, Mesafeli Sözleşmeler Yönetmeliği m. 5).",
  distanceSalesDescription: "Bu sipariş için hazırlanan Mesafeli Satış Sözleşmesi (6502 sayılı Kanun, Mesafeli Sözleşmeler Yönetmeliği).",
  preInformationLead:
    "6502 sayılı Tüketicinin Korunması Hakkında Kanun'un 48. maddesi ve Mesafeli Sözleşmeler Yönetmeliği'nin 5. maddesi uyarınca, siparişiniz kurulmadan önce bu siparişe ilişkin aşağıdaki konularda bilgilendirilirsiniz.",
  distanceSalesLead: "İşbu sözleşme, aşağıda tarafları ve konusu yazılı sipariş için, siparişin verildiği anda elektronik ortamda kurulur.",

  sellerHeading: "Satıcı Bilgileri",
  buyerHeading: "Alıcı Bilgileri",
  recipientHeading: "Teslimat Bilgileri",
  goodsHeading: "Ürünler, Fiyatlar ve Toplam Tutar",
  paymentHeading: "Ödeme",
  deliveryHeading: "Teslimat",
  withdrawalHeading: "Cayma Hakkı",
  exceptionsHeading: "Cayma Hakkının Kullanılamayacağı Durumlar",
  complaintsHeading: "Şikâyet ve İtirazlar",

  article: {
    parties: "Madde 1 – Taraflar",
    subject: "Madde 2 – Sözleşmenin Konusu",
    goods: "Madde 3 – Ürün, Fiyat ve Ödeme",
    delivery: "Madde 4 – Teslimat",
    buyer: "Madde 5 – ALICI'nın Beyan ve Yükümlülükleri",
    seller: "Madde 6 – SATICI'nın Yükümlülükleri",
    withdrawal: "Madde 7 – Cayma Hakkı",
    exceptions: "Madde 8 – Cayma Hakkının İstisnaları",
    defects: "Madde 9 – Ayıplı Ürün",
    personalData: "Madde 10 – Kişisel Veriler",
    disputes: "Madde 11 – Uyuşmazlıkların Çözümü",
    entry: "Madde 12 – Yürürlük",
  },

  seller: "SATICI",
  buyer: "ALICI (gönderici)",
  recipient: "Teslim Alan (hediyenin alıcısı)",

  // The personal facts: their labels are how erasing finds them (lib/order-contract.ts PERSONAL_FACT_LABELS).
  facts: {
    buyerEmail: "ALICI'nın e-posta adresi",
    billingName: "Fatura adı soyadı",
    billingTckn: "T.C. kimlik numarası",
    billingTitle: "Fatura unvanı",
    billingVkn: "Vergi kimlik numarası",
    billingTaxOffice: "Vergi dairesi",
    billingAddress: "Fatura adresi",
    recipientName: "Teslim alan",
    recipientAddress: "Teslimat adresi",
    recipientPhone: "Teslim alanın telefonu",
    deliveryDate: "Teslimat günü",
    paymentMethod: "Ödeme yöntemi",
  },

  /** What the page shows before the shopper types (and without JavaScript): the stored text has the values. */
  placeholder: {
    buyerEmail: "Sipariş formunda yazdığınız e-posta adresi",
    billing: "Sipariş formunda verdiğiniz fatura bilgileri (vermezseniz fatura “Nihai Tüketici” adına düzenlenir)",
    recipientName: "Sipariş formunda yazdığınız alıcı adı soyadı",
    recipientAddress: "Sipariş formunda yazdığınız teslimat adresi",
    recipientPhone: "Sipariş formunda yazdığınız alıcı telefonu",
    deliveryDate: "Sipariş formunda seçtiğiniz teslimat günü",
  },
  noBilling: "Fatura bilgisi verilmedi; fatura “Nihai Tüketici” adına düzenlenir.",
  noTckn: "Verilmedi",
  asSoonAsPossible: "En kısa sürede (aşağıdaki teslimat sürelerinde)",
  erased: "[silindi]",

  goodsIntro: "Sözleşme konusu ürünler, adetleri ve KDV dahil satış fiyatları:",
  line: (name: string, quantity: number, unitKurus: number) => `${name} — ${quantity} adet × ${formatKurus(unitKurus)}`,
  lineDiscount: (kurus: number) => `indirim −${formatKurus(kurus)}`,
  linePaid: (kurus: number) => `ödenecek ${formatKurus(kurus)}`,
  lineVat: (rate: number, kurus: number) => `KDV %${rate}: ${formatKurus(kurus)} (fiyata dahil)`,
  personalisedLine: "Kişiye özel ürün: cayma hakkı yoktur",
  subtotal: "Ürünler toplamı",
  discounts: "İndirimler",
  shipping: "Kargo ücreti",
  shippingDiscount: "Kargo indirimi",
  freeShipping: "Ücretsiz",
  total: "Ödenecek toplam tutar (KDV dahil)",
  vatRow: (rate: number) => `Toplama dahil KDV (%${rate})`,
  vatTotal: "Toplama dahil KDV",
  minus: (kurus: number) => `−${formatKurus(kurus)}`,
  pricesNote:
    "Fiyatlar Türk lirası cinsindendir ve KDV dahildir. Siparişteki ürünlerin kargo ücretlerinden yalnızca en yükseği bir kez alınır. Sipariş verildikten sonra katalogda yapılan fiyat değişiklikleri bu siparişi etkilemez.",

  payment: {
    paytr:
      "Banka veya kredi kartıyla, lisanslı ödeme kuruluşu (PayTR) altyapısı üzerinden peşin ödeme. Kart bilgileri SATICI tarafından görülmez ve saklanmaz.",
    iyzico: "Banka veya kredi kartıyla, lisanslı ödeme kuruluşu (iyzico) altyapısı üzerinden ödeme. Kart bilgileri SATICI tarafından görülmez ve saklanmaz.",
    simulated: "Deneme ödemesi: mağaza deneme modunda çalışır, gerçek bir ödeme alınmaz.",
  },
  paymentTiming: "Ödeme, sipariş verildiğinde toplam tutar üzerinden peşin olarak alınır.",
  deliveryTo: "Ürün, aşağıdaki Teslimat Bilgileri'nde yazılı adrese ve kişiye (hediyenin alıcısına) teslim edilir.",
  deliveryToContract: "Ürün, Madde 1'de yazılı Teslim Alan'a, yazılı adreste teslim edilir.",
  legalMax: (days: number) => `Teslimat, her halükârda siparişin SATICI'ya ulaştığı tarihten itibaren ${days} günü geçemez.`,
  withdrawalStart:
    "Cayma süresi, ürünün ALICI'ya veya ALICI'nın belirlediği üçüncü kişiye (hediyenin alıcısına) teslim edildiği gün başlar. Ürün teslim edilmeden önce de cayma hakkı kullanılabilir.",
  personalisedLines: (names: readonly string[]) =>
    `Bu siparişteki şu ürünler ALICI'nın istekleri doğrultusunda kişiye özel hazırlanır ve cayma hakkı kapsamı dışındadır: ${names.join("; ")}.`,
  noPersonalisedLines: "Bu siparişte kişiye özel hazırlanan ürün yoktur; cayma hakkı siparişteki tüm ürünler için geçerlidir.",
  otherExceptions: "Mesafeli Sözleşmeler Yönetmeliği'nin 15. maddesi uyarınca cayma hakkı kullanılamayan diğer durumlar:",
  subject: (website: string) =>
    `İşbu sözleşmenin konusu, ALICI'nın SATICI'ya ait ${website} internet sitesi üzerinden elektronik ortamda sipariş verdiği, Madde 3'te nitelikleri ve satış fiyatı yazılı ürünlerin satışı ve teslimine ilişkin olarak, 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği hükümleri uyarınca tarafların hak ve yükümlülüklerinin belirlenmesidir.`,
  entry:
    "ALICI'nın ödeme sayfasında Ön Bilgilendirme Formu'nu ve bu sözleşmeyi okuyup onayladığını elektronik ortamda beyan etmesi ve siparişi tamamlamasıyla sözleşme kurulur. Bu metinler siparişle birlikte, gösterildiği haliyle saklanır ve ödemenin ardından ALICI'ya e-posta ile PDF olarak gönderilir; sipariş sayfasından da indirilebilir.",

  // The checkout and the order page.
  checkoutHeading: "Sözleşme metinleri",
  checkoutIntro:
    "Siparişinize özel Ön Bilgilendirme Formu ve Mesafeli Satış Sözleşmesi aşağıdadır; formu doldurdukça bilgileriniz metne işlenir. Siparişi onayladığınızda bu metinler siparişinizle birlikte saklanır ve size e-postayla gönderilir.",
  contractChanged: "Sipariş bilgileri siz sayfadayken değişti; güncel sözleşme metinlerini kontrol edip yeniden onaylayın.",
  pdfLink: "Sözleşme metinleri (PDF)",
  pdfNotFound: "Bulunamadı",
  pdfFileName: (orderNumber: string) => `Siparis-${orderNumber}-sozlesme.pdf`,
  pdfHeader: (shopName: string, orderNumber: string) => `${shopName} · Sipariş ${orderNumber}`,
  pdfTitle: (orderNumber: string) => `Sözleşme metinleri – Sipariş ${orderNumber}`,
  pdfStored: (version: number, sha256: string) => `Metin sürümü ${version} · SHA-256 ${sha256}`,
} as const;
