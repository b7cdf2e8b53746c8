// The KVKK information notice (/kvkk).
import { fullAddress } from "../../shop-settings";
import { companyFacts, emailLink, type LegalDocument, personalDataRetention, type S, thankYouNotesNotice } from "./shared";

export const kvkkDocument = (s: S): LegalDocument => ({
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
            [{ strong: "İletişim: " }, "alıcının adresi, şehri, posta kodu ve telefon numarası; göndericinin e-posta adresi."],
            [{ strong: "Müşteri işlem: " }, "sipariş numarası ve içeriği, isimsiz mesaj, sipariş ve teslimat durumu, talep ve şikâyetler."],
            [{ strong: "Finans: " }, "ödeme tutarı, ödeme durumu ve işlem numarası. Kart bilgileri Şirketimizce işlenmez; ödeme kuruluşunca işlenir."],
            [{ strong: "İşlem güvenliği: " }, "IP adresi, tarih-saat bilgisi ve güvenlik kayıtları."],
            [
              { strong: "Görsel ve metin: " },
              "kişiye özel ürünler için yüklenen fotoğraflar (içlerindeki kişilerin görüntüsü dahil), ürüne yazılacak metinler ve prova görselleri. Bu veriler yalnızca ürünü hazırlamak, prova göstermek ve teslim etmek için, sözleşmenin kurulması ve ifası (KVKK m. 5/2-c) hukuki sebebine dayanarak işlenir.",
            ],
            [
              { strong: "Teşekkür notları: " },
              "alıcının kartın koduyla gönderdiği notlar, isteğe bağlı takma adı ve fotoğrafı; göndericinin yanıtları ve seçerse bildirdiği ad.",
            ],
          ],
        },
        ...thankYouNotesNotice(s),
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
            "Alıcının teşekkür notlarının ve göndericinin yanıtlarının, tarafların kimliği açıklanmadan iletilmesi",
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
          `Haklarınıza ilişkin taleplerinizi, Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ uyarınca yazılı olarak ${fullAddress(s)} adresine ya da kayıtlı elektronik posta (KEP), güvenli elektronik imza, mobil imza veya siparişte kullandığınız e-posta adresinizden `,
          emailLink(s),
          ` adresine iletebilirsiniz. Başvurunuz, niteliğine göre en kısa sürede ve en geç ${s.dataRequestDays} gün içinde ücretsiz olarak sonuçlandırılır; işlemin ayrıca bir maliyet gerektirmesi halinde Kişisel Verileri Koruma Kurulunca belirlenen tarifedeki ücret alınabilir.`,
        ],
        "Başvurunuzda siparişte kullandığınız e-posta adresini belirtmeniz yeterlidir: bu adresle verilen tüm siparişlerdeki verilerinizi size elektronik ortamda (JSON veya CSV dosyası olarak) iletir ya da talebiniz üzerine silinmesi gereken kişisel verilerinizi anonim hale getiririz.",
      ],
    },
    {
      heading: "10. Saklama Süresi",
      blocks: [
        ...personalDataRetention(s),
        `Sipariş kayıtları, mesafeli satış mevzuatının öngördüğü ${s.dataRetention.orderYears} yıl boyunca saklanır. Bu süre dolan siparişlerdeki alıcı adı, adres, telefon, gönderici e-posta adresi ve isimsiz mesaj kendiliğinden anonim hale getirilir; muhasebe için yalnızca tutarlar, ürünler ve tarihler kalır.`,
      ],
    },
  ],
});
