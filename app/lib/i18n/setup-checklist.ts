// First run (docs/product.md#first-run): the owner's `Mağazanızı kurun` checklist on the dashboard, removing the
// demo catalogue, and the checkout's refusal of live payments while the demo company is in force.
import type { PaymentMode } from "~/lib/payment-mode";

export const setupChecklistText = {
  title: "Mağazanızı kurun",
  intro: "Mağazanız demo şirketin bilgileri ve demo ürünlerle açıldı. Adımları tamamladıkça işaretlenir; hepsi bitince bu liste kaybolur.",
  progress: (done: number, total: number) => `${total} adımdan ${done} tanesi tamam`,
  doneLabel: "Tamamlandı",
  openLabel: "Yapılacak",
  steps: {
    company: {
      title: "Şirket bilgilerinizi girin",
      open: "Mağaza hâlâ demo şirketin unvanı ve vergi numarasıyla görünüyor. Kendi bilgilerinizi girene kadar her sayfada “Kurulum aşamasında” yazar ve canlı ödeme alınmaz.",
      done: "Şirket bilgileri sizin.",
      action: "Mağaza bilgilerine git",
    },
    logo: {
      title: "Logonuzu ekleyin",
      open: "Mağazanın başlığında şimdilik yalnızca mağaza adı görünüyor.",
      done: "Logo eklendi.",
      action: "Görünüm ayarlarına git",
    },
    shipping: {
      title: "Kargo ve teslimatı gözden geçirin",
      open: "Kargo ücreti kuralı, ücretsiz kargo sınırı, teslim süreleri ve kargo firmaları henüz hiç kaydedilmedi.",
      done: "Kargo ve teslimat ayarlarınız kaydedildi.",
      action: "Kargo ayarlarına git",
    },
    payment: {
      title: "Ödeme almayı açın",
      modes: {
        simulated:
          "Şimdilik ödeme simülasyonu açık: mağazayı denemek için yeterli, ama hiçbir karttan para çekilmez. Gerçek ödeme için sunucuya PayTR ya da iyzico mağaza bilgilerinizi girin ve Ayarlar › Ödeme bölümünden seçin.",
        "paytr-missing":
          "PayTR seçili ama mağaza numarası, anahtarı veya gizli anahtarı eksik: ödemeler başlatılamıyor. Sunucunun ortam değişkenlerini tamamlayın.",
        "paytr-test": "PayTR test modunda: ödemeler test kartlarıyla denenir, para çekilmez. Hazır olduğunuzda sunucuda PAYTR_TEST_MODE=false yapın.",
        "paytr-live": "PayTR canlı: gerçek ödemeler alınıyor.",
        "iyzico-missing": "iyzico seçili ama API anahtarı veya gizli anahtarı eksik: ödemeler başlatılamıyor. Sunucunun ortam değişkenlerini tamamlayın.",
        "iyzico-test":
          "iyzico deneme ortamında (sandbox): ödemeler test kartlarıyla denenir, para çekilmez. Hazır olduğunuzda sunucuda IYZICO_BASE_URL'i kaldırın.",
        "iyzico-live": "iyzico canlı: gerçek ödemeler alınıyor.",
      } satisfies Record<PaymentMode, string>,
      action: "Ödeme ve e-posta durumuna git",
    },
    mail: {
      title: "E-posta gönderimini açın",
      files:
        "E-postalar şimdilik gönderilmiyor, sunucunun veri klasöründe (outbox) dosya olarak saklanıyor. Müşterilerinize gerçekten ulaşması için sunucuda SMTP_URL girin.",
      smtp: "E-postalar SMTP sunucunuzla gönderiliyor.",
      action: "Bildirim ayarlarına git",
    },
    demoCatalog: {
      title: "Demo ürünleri kaldırın",
      open: (products: number) => `Mağazada ${products} demo ürün var. Kendi ürünlerinizi eklemeden önce tek tıkla kaldırabilirsiniz.`,
      done: "Demo ürünler kaldırıldı.",
      action: "Demo kataloğu kaldır",
    },
  },
  demoRemoval: {
    confirmTitle: "Demo katalog kaldırılsın mı?",
    confirmText: (products: number, images: number, categories: number) =>
      `${products} demo ürün, ${images} görseli ve boş kalacak ${categories} demo kategori kalıcı olarak silinecek. Kendi eklediğiniz ürün ve kategoriler kalır; geçmiş siparişler ürünlerin o günkü kopyasını saklar.`,
    confirm: "Evet, demo kataloğu kaldır",
    cancel: "Vazgeç",
    removed: (products: number, images: number, categories: number) =>
      `Demo katalog kaldırıldı: ${products} ürün, ${images} görsel ve ${categories} kategori silindi.`,
    refused: {
      "real-orders":
        "Demo ürünlerden en az biri PayTR ile ödenmiş (veya ödemesi süren) bir siparişte yer alıyor; demo katalog kaldırılmadı ve hiçbir şey değişmedi. Bu ürünleri Ürünler sayfasından tek tek yönetebilirsiniz.",
      "nothing-to-remove": "Kaldırılacak demo ürün kalmamış.",
      failed: "Demo katalog kaldırılamadı; hiçbir şey değişmedi. Lütfen tekrar deneyin.",
    },
  },
} as const;

/** The checkout's words when live payments are refused; the shopper sees them on the checkout and payment pages. */
export const liveCheckoutText = {
  checkout:
    "Bu mağaza henüz kurulum aşamasında: satıcının şirket bilgileri tamamlanana kadar gerçek ödeme alınamıyor. Sipariş oluşturulmadı ve kartınızdan para çekilmedi.",
  payment: "Bu mağaza henüz kurulum aşamasında: satıcının şirket bilgileri tamamlanana kadar gerçek ödeme alınamıyor. Kartınızdan para çekilmedi.",
} as const;
