// The refund policy (/refund-policy).
import { formatRange } from "../../shop-settings";
import { emailLink, personalisedGoodsException, refundTime, withdrawalExceptions, withdrawalPeriod, type LegalDocument, type S } from "./shared";

export const refundPolicyDocument = (s: S): LegalDocument => ({
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
            ["Sipariş numaranızla birlikte ", emailLink(s), " adresine cayma bildiriminizi gönderin. Açık ve yazılı bir beyan yeterlidir."],
            "Size ücretsiz iade kargo kodu gönderelim.",
            "Ürünü, mümkünse orijinal ambalajında ve kullanılmamış olarak iade koduyla kargoya verin.",
            refundTime(s),
          ],
        },
        ["Cayma bildirimi için bir örnek ", { to: "/distance-sales-agreement#cayma-bildirimi", text: "Mesafeli Satış Sözleşmesi" }, " sayfasında yer alır."],
      ],
    },
    {
      heading: "İade Kargo Ücreti",
      blocks: ["Size verdiğimiz iade koduyla anlaşmalı kargo firmamız üzerinden gönderilen iadelerde kargo ücreti bize aittir."],
    },
    {
      heading: "Cayma Hakkının Kullanılamadığı Durumlar",
      blocks: ["Mesafeli Sözleşmeler Yönetmeliği'nin 15. maddesi uyarınca aşağıdaki ürünlerde cayma hakkı kullanılamaz:", withdrawalExceptions],
    },
    {
      id: "kisiye-ozel-urunler",
      heading: "Kişiye Özel Ürünler",
      blocks: [
        personalisedGoodsException,
        "Fotoğrafınızla basılan karton figürler, isim yazılı kupalar gibi sizin için hazırlanan ürünler bu kapsamdadır: başka birine satılamadıkları için cayma hakkıyla iade alınamazlar. Hangi ürünlerin kişiye özel olduğu ürün sayfasında, sepette ve ödeme sayfasındaki sipariş özetinde o ürün için ayrıca yazılır; aynı siparişteki diğer ürünlerde cayma hakkınız aynen geçerlidir.",
        "Prova istenen ürünlerde üretim, siz provayı onaylamadan başlamaz: provada bir yanlışlık görürseniz değişiklik isteyebilirsiniz. Ürün hasarlı, hatalı veya ayıplı ulaşırsa (örneğin yazım yanlışı bizden kaynaklanıyorsa) aşağıdaki haklarınız kişiye özel ürünlerde de geçerlidir.",
      ],
    },
    {
      heading: "Hasarlı, Hatalı veya Ayıplı Ürünler",
      blocks: [
        "Ürün hasarlı, hatalı veya ayıplı ulaştıysa fotoğrafıyla birlikte bize yazın. 6502 sayılı Kanun'un 11. maddesi uyarınca dilediğiniz seçimlik hakkı kullanabilirsiniz:",
        {
          list: ["Sözleşmeden dönme (ücret iadesi)", "Ayıp oranında bedel indirimi", "Ücretsiz onarım", "Ürünün ayıpsız bir misli ile değiştirilmesi"],
        },
        "Bu durumda kargo dahil tüm masraflar bize aittir.",
      ],
    },
    {
      heading: "Sipariş İptali",
      blocks: [["Siparişiniz kargoya verilmeden önce ", emailLink(s), ` adresine yazarak iptal edebilirsiniz. ${refundTime(s)}`]],
    },
    {
      heading: "Geri Ödeme",
      blocks: [`${refundTime(s)} Tutarın hesabınıza veya kart ekstrenize yansıma süresi bankanıza bağlıdır.`],
    },
    {
      heading: "İade ve İsimsizlik",
      blocks: [
        "Alıcı ürünü iade etmek isterse bize yazabilir. Geri ödeme her durumda siparişi ödeyen göndericiye yapılır ve göndericinin kimliği alıcıyla paylaşılmaz.",
      ],
    },
  ],
});
