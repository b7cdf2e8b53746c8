// The privacy policy (/privacy-policy).
import { companyFacts, emailLink, type LegalDocument, personalDataRetention, type S, thankYouNotesNotice } from "./shared";

export const privacyPolicyDocument = (s: S): LegalDocument => ({
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
            [
              { strong: "Kişiye özel ürünler: " },
              "ürünün üzerine basılmak üzere yüklediğiniz fotoğraflar, yazdığınız metinler ve size gönderdiğimiz prova görselleri.",
            ],
            [
              { strong: "Değerlendirmeler: " },
              "teslimattan sonra bir ürünü değerlendirirseniz verdiğiniz puan, başlık, yorum ve isteğe bağlı fotoğraf. Yorumunuzla birlikte adınızın yalnızca baş harfleri (örneğin A. Y.) yayımlanır; adınızın tamamı saklanmaz, e-posta adresiniz hiçbir zaman gösterilmez. Kişisel verileriniz anonimleştirildiğinde baş harfler ve fotoğraf silinir, puan kalır.",
            ],
            [
              { strong: "Teşekkür notları: " },
              "hediyenin alıcısı kartın kodunu kullanıp teşekkür ederse notları, isteğe bağlı takma adı ve fotoğrafı; göndericinin yanıtları ve seçerse bildirdiği ad (aşağıda ayrıca anlatılır).",
            ],
          ],
        },
      ],
    },
    {
      id: "kisiye-ozel-fotograflar",
      heading: "Kişiye Özel Ürünlerin Fotoğrafları ve Metinleri",
      blocks: personalDataRetention(s),
    },
    {
      id: "tesekkur-notlari",
      heading: "Teşekkür Notları",
      blocks: thankYouNotesNotice(s),
    },
    {
      heading: "Bilgileri Nasıl Kullanıyoruz?",
      blocks: [
        {
          list: [
            "Siparişinizi hazırlamak ve alıcıya teslim etmek",
            "Sipariş onayı ve kargo takip numarası gibi bilgilendirme e-postaları göndermek",
            "Teslimattan sonra, aldığınız ürünleri değerlendirmeniz için bir kez davet e-postası göndermek",
            "Alıcının teşekkür notunu kimliğinizi açıklamadan size, yanıtınızı da alıcıya iletmek",
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
        "Adınız ve e-posta adresiniz alıcıyla hiçbir şekilde paylaşılmaz; paket ve mesaj kartında yer almaz; teşekkür notlarına verdiğiniz yanıtlarda adınız ancak siz “Kim olduğumu söyle” seçeneğini işaretlerseniz alıcıya gösterilir. Bu bilgiler yalnızca kanuni bir zorunluluk bulunması halinde (örneğin bir mahkeme kararıyla) yetkili makamlarla paylaşılabilir.",
      ],
    },
    {
      heading: "Çerezler ve Tarayıcı Depolaması",
      blocks: [
        [
          "Sitemizde reklam, analiz veya izleme çerezi kullanmıyoruz; böyle bir çerez ancak açık onayınızla yazılabilir. Sepetiniz tarayıcınızın yerel depolama alanında (local storage) ve sayfaların JavaScript olmadan da çalışması için bir çerezde tutulur; sepet, indirim kodu, son sipariş ve yönetim paneli oturumu için kullandığımız zorunlu çerezlerin tamamı, amaçları ve süreleri ",
          { to: "/cookie-policy", text: "Çerez Politikası" },
          " sayfasında listelenir.",
        ],
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
        `Sipariş bilgilerini, mesafeli satış mevzuatının öngördüğü ${s.dataRetention.orderYears} yıl boyunca saklarız. Bu süre dolduğunda alıcının adı, adresi ve telefonu, gönderenin e-posta adresi ve isimsiz mesaj kendiliğinden anonim hale getirilir; yalnızca tutarlar, ürünler ve tarihler muhasebe kaydı olarak kalır.`,
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
          ` adresine, siparişte kullandığınız e-posta adresini belirterek iletebilirsiniz; en geç ${s.dataRequestDays} gün içinde yanıtlarız. Bu adresle verilen siparişlerdeki verilerinizin bir kopyasını isteyebilir ya da anonim hale getirilmesini talep edebilirsiniz.`,
        ],
      ],
    },
    {
      heading: "Yaş Sınırı",
      blocks: [`Hizmetlerimiz ${s.minimumAge} yaşından büyükler içindir; ${s.minimumAge} yaşından küçüklere ait verileri bilerek toplamayız.`],
    },
    {
      heading: "Değişiklikler",
      blocks: ["Bu politikayı güncelleyebiliriz; güncel metin bu sayfada yayımlandığı anda geçerli olur."],
    },
    { heading: "İletişim", blocks: [companyFacts(s)] },
  ],
});
