// Texts of a personalised product's fields on the product page (docs/product.md#personalised-gifts), and the legal
// note on withdrawal that the product page, the checkout line and the pre-information texts share.
import { formatKurus } from "../money";
import { personalValueText } from "./personalisation";

/** Personalised goods are excepted from the right of withdrawal (6502 art. 48; Mesafeli Sözleşmeler Yönetmeliği m. 15/1-ç). */
export const PERSONALISED_WITHDRAWAL_NOTE =
  "Bu ürün size özel hazırlandığı için cayma hakkı kapsamı dışındadır (6502 sayılı Kanun m. 48, Mesafeli Sözleşmeler Yönetmeliği m. 15/1-ç).";

/** The same for a product whose fields are all optional: it is excepted only when the buyer personalises it. */
export const OPTIONAL_PERSONALISATION_WITHDRAWAL_NOTE =
  "Kişiselleştirirseniz (ör. isim yazdırırsanız) ürün size özel hazırlanır ve cayma hakkı kapsamı dışında kalır (6502 sayılı Kanun m. 48, Mesafeli Sözleşmeler Yönetmeliği m. 15/1-ç).";

export const personalFieldsText = {
  heading: "Kişiselleştirin",
  required: "zorunlu",
  optional: "isteğe bağlı",
  /** A field's fee, beside its label. */
  fee: (kurus: number) => `+${formatKurus(kurus)}`,
  characters: (used: number, max: number) => `${used}/${max} karakter`,
  chooseOne: "Seçiniz",
  choosePhoto: "Fotoğraf seç",
  photoHint: "Galeriden seçin ya da fotoğraf çekin (JPEG, PNG, WebP, HEIC; en çok 20 MB).",
  uploading: "Fotoğraf yükleniyor…",
  uploaded: "Fotoğraf yüklendi.",
  uploadProgress: "Yükleme durumu",
  change: "Değiştir",
  remove: "Kaldır",
  preview: "Önizleme",
  previewNote: "Önizleme temsilidir; baskı, onayınıza göre hazırlanır.",
  uploadFailed: "Fotoğraf yüklenemedi. Bağlantınızı kontrol edip yeniden deneyin.",
  /** A card's link to the page of a product that asks for a text or a photo. */
  personalise: "Kişiselleştir",
  /** The line total says the fees are in it. */
  feesIncluded: (kurus: number) => `kişiselleştirme ${formatKurus(kurus)} dahil`,
} as const;

/** Upload refusals as the shopper reads them (the server's codes: photo checks, the field, the limit). */
export const uploadRefusalText: Record<string, string> = {
  empty: "Dosya boş. Lütfen bir fotoğraf seçin.",
  too_large: "Fotoğraf 20 MB'tan büyük. Lütfen daha küçük bir fotoğraf seçin.",
  not_an_image: "Bu dosya bir fotoğraf değil. Lütfen JPEG, PNG, WebP ya da HEIC bir fotoğraf seçin.",
  unsupported_format: "Bu fotoğraf biçimi desteklenmiyor. Lütfen JPEG, PNG, WebP ya da HEIC bir fotoğraf seçin.",
  too_many_pixels: "Fotoğraf çok büyük (en çok 50 megapiksel). Lütfen daha küçük bir fotoğraf seçin.",
  "not-a-photo-field": "Bu alana fotoğraf yüklenemez.",
  "upload-limit": "Çok fazla fotoğraf yüklediniz. Lütfen biraz sonra yeniden deneyin.",
};

/**
 * The messages of `?hata=<fieldId>.<reason>` (the cart's answer to the form without JavaScript: a value or a photo
 * it refused), by field id. Unknown reasons read as "required"; malformed entries are left out.
 */
export function personalErrorsFromQuery(entries: readonly string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const entry of entries.slice(0, 20)) {
    const dot = entry.indexOf(".");
    if (dot <= 0) continue;
    const fieldId = entry.slice(0, dot);
    const reason = entry.slice(dot + 1);
    if (!/^[A-Za-z0-9_-]{1,40}$/.test(fieldId)) continue;
    errors[fieldId] =
      (Object.hasOwn(personalValueText, reason) ? personalValueText[reason as keyof typeof personalValueText] : undefined) ??
      (Object.hasOwn(uploadRefusalText, reason) ? uploadRefusalText[reason] : undefined) ??
      personalValueText.required;
  }
  return errors;
}
