// Texts of personalised gifts (docs/product.md#personalised-gifts): refusals of a buyer's values and photos, the proof's
// states. Each screen's own wording lives beside it; these are the ones several screens share.
import type { PersonalValueRefusal, ProofState } from "../personalisation";

export const personalValueText: Record<PersonalValueRefusal, string> = {
  required: "Bu alan zorunludur.",
  "too-long": "Metin izin verilen uzunluğu aşıyor.",
  "not-a-choice": "Lütfen listeden bir seçim yapın.",
  "photo-missing": "Lütfen bir fotoğraf yükleyin.",
  "unknown-field": "Bu ürün için böyle bir alan yok.",
};

/** A photo accepted below its print size's minimum resolution. */
export const LOW_RESOLUTION_WARNING = "Fotoğrafınız baskı için düşük çözünürlükte; sonuç bulanık olabilir.";

/** Where the order's proof stands, as the admin and the buyer read it. */
export const proofStateText: Record<ProofState, string> = {
  awaiting_proof: "Onay bekliyor",
  proof_sent: "Onay bekliyor (prova gönderildi)",
  change_requested: "Değişiklik istendi",
  approved: "Prova onaylandı",
};

/** A personalised order line, wherever it is shown (order page, mails, admin, packing slip, print sheet). */
export const personalLineText = {
  photo: "Fotoğraf",
  photoErased: "Fotoğraf saklama süresi dolduğu için silindi.",
  textErased: "Saklama süresi dolduğu için silindi.",
  downloadOriginal: "Orijinali indir",
  /** The low-resolution flag as the shop's staff read it (the buyer reads LOW_RESOLUTION_WARNING). */
  lowResolutionForStaff: "Düşük çözünürlük: fotoğraf bu baskı boyutu için önerilenden küçük; baskı bulanık olabilir.",
  printSheet: "Baskı föyü",
  printSize: "Baskı boyutu",
  dpiNote: (dpi: number) => `Keskin baskı için en az ${dpi} DPI gerekir.`,
  pixels: (width: number, height: number) => `${width} × ${height} piksel`,
  personalised: "Kişiselleştirme",
} as const;

/** The dashboard's figure of buyers' photos kept, and its alarm. */
export const personalStorageText = {
  label: "Kişisel fotoğraflar",
  value: (uploads: number, megabytes: string) => `${uploads} fotoğraf · ${megabytes} MB`,
  hint: "Alıcıların yüklediği, henüz silinmemiş fotoğraflar",
  alarm: (megabytes: string, limit: number) =>
    `Alıcıların fotoğrafları ${megabytes} MB yer kaplıyor (uyarı sınırı ${limit} MB). Diskin dolmaması için saklama süresini kısaltmayı ya da depolamayı büyütmeyi düşünün.`,
};

/** Megabytes as Turkish reads them: "12,5". */
export function megabytesText(bytes: number): string {
  return (bytes / (1024 * 1024)).toLocaleString("tr-TR", { maximumFractionDigits: 1 });
}
