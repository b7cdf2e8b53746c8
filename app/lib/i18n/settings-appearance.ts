// /admin/settings, the "Görünüm" section (docs/product.md#shop-settings): its fields, hints and messages.
const contrastFigure = (ratio: number) => ratio.toLocaleString("tr-TR", { maximumFractionDigits: 2 });

export const appearanceText = {
  intro: "Logonuz, site simgeniz, marka renginiz ve ana sayfanın karşılama alanı. Resimler mağazada küçültülmüş WebP olarak gösterilir.",
  logo: {
    label: "Logo",
    hint: "Mağazanın üst kısmında, mağaza adının yerine gösterilir. PNG, JPEG, WebP, GIF, AVIF veya TIFF; en fazla 10 MB. SVG kabul edilmez.",
    current: "Şu anki logo",
    none: "Logo yok: mağaza adı ve hediye simgesi gösteriliyor.",
    remove: "Logoyu kaldır",
  },
  favicon: {
    label: "Site simgesi (favicon)",
    hint: "Tarayıcı sekmesinde görünür. Kare bir resim en iyisidir; SVG kabul edilmez.",
    current: "Şu anki site simgesi",
    none: "Site simgesi yok: mağazanın varsayılan simgesi kullanılıyor.",
    remove: "Site simgesini kaldır",
  },
  brandColor: {
    label: "Marka rengi",
    hint: "Düğmeler, rozetler ve vurgular bu renkte olur. #RRGGBB biçiminde yazın; üzerindeki beyaz yazı okunabilmeli (WCAG AA, en az 4,5:1).",
    preview: "Örnek",
  },
  heroTitle: {
    label: "Ana sayfa başlığı",
    hint: "Boş bırakırsanız mağazanın varsayılan başlığı gösterilir.",
  },
  heroText: {
    label: "Ana sayfa metni",
    hint: "Başlığın altındaki kısa metin. Boş bırakırsanız varsayılan metin gösterilir.",
  },
  heroImage: {
    label: "Ana sayfa görseli",
    hint: "Karşılama alanında, metnin yanında gösterilir. Yoksa mağazanın çizimi gösterilir.",
    current: "Şu anki ana sayfa görseli",
    none: "Görsel yok: mağazanın çizimi gösteriliyor.",
    remove: "Ana sayfa görselini kaldır",
  },
  errors: {
    colorFormat: "Rengi #RRGGBB biçiminde yazın (örneğin #be185d).",
    lowContrast: (ratio: number) =>
      `Beyaz yazı bu renk üzerinde yeterince okunmuyor (kontrast ${contrastFigure(ratio)}:1, en az 4,5:1 olmalı). Daha koyu bir renk seçin.`,
    heroTitleTooLong: (max: number) => `Başlık en fazla ${max} karakter olabilir.`,
    heroTextTooLong: (max: number) => `Metin en fazla ${max} karakter olabilir.`,
    uploadFailed: "Resim kaydedilemedi. Lütfen tekrar deneyin.",
    image: {
      // By the reason the image pipeline gives (modules/media/images.server.ts ImageRejectionReason).
      empty: "Dosya boş.",
      too_large: "Resim en fazla 10 MB olabilir.",
      not_an_image: "Bu dosya bir resim değil. PNG, JPEG veya WebP yükleyin.",
      unsupported_format: "Bu resim biçimi kabul edilmiyor (SVG de yüklenemez). PNG, JPEG, WebP, GIF, AVIF veya TIFF yükleyin.",
      too_many_pixels: "Resmin çözünürlüğü çok yüksek.",
    },
  },
};
