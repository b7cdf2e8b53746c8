// Texts of the product form's "Kişiselleştirme" section (docs/product.md#personalised-gifts): the fields an owner
// defines, their hints and the messages of their checks. Tests assert the exact texts from here.
import type { PersonalField, PersonalFieldKind } from "../personalisation";
import { formatKurus } from "../money";

export const PERSONAL_FIELD_KIND_TEXT: Record<PersonalFieldKind, string> = { text: "Metin", photo: "Fotoğraf", choice: "Seçim" };

export const adminPersonalText = {
  section: "Kişiselleştirme",
  intro:
    "Alıcının ürün sayfasında dolduracağı alanlar: kupadaki isim, karton kopyadaki fotoğraf. Hiç alan eklemezseniz ürün bugünkü gibi tek tıkla sepete eklenir.",
  noJsHint: "Boş bıraktığınız alanlar kaydedilmez. Sırayı değiştirmek için Sıra kutusuna bir sayı yazın.",
  field: (n: number) => `Alan ${n}`,
  kind: "Tür",
  label: "Etiket",
  labelPlaceholder: "Örn. Kupadaki isim",
  help: "Açıklama (isteğe bağlı)",
  helpPlaceholder: "Örn. En fazla 12 harf",
  required: "Zorunlu",
  fee: "Ek ücret (₺)",
  feeHint: "Alan doldurulunca birim fiyata eklenir; 0 ücretsiz demektir.",
  maxLength: "En fazla karakter",
  printWidth: "Baskı genişliği (cm)",
  printHeight: "Baskı yüksekliği (cm)",
  printHint: "Fotoğrafın basılacağı boyut: bu boyuta göre düşük çözünürlüklü fotoğraflar için alıcı uyarılır.",
  choices: "Seçenekler (her satıra bir tane)",
  position: "Sıra",
  add: "Alan ekle",
  remove: (n: number) => `Alan ${n}'i kaldır`,
  removeNoJs: "Bu alanı kaldır",
  moveUp: (n: number) => `Alan ${n}'i yukarı taşı`,
  moveDown: (n: number) => `Alan ${n}'i aşağı taşı`,
  requiresProof: "Prova onayı iste",
  requiresProofHint: "Sipariş “Onay bekliyor” durumunda bekler; siz prova görselini yükler, alıcı onaylayınca üretime geçilir.",
  validation: {
    /** "Kişiselleştirme, alan 2 – Etiket: …": the banner shows only the first problem, so it names where. */
    at: (n: number, field: string, problem: string) => `Kişiselleştirme, alan ${n} – ${field}: ${problem}`,
    tooManyFields: (max: number) => `Kişiselleştirme: en fazla ${max} alan eklenebilir.`,
    labelRequired: "Etiket gerekli.",
    tooLong: (max: number) => `En fazla ${max} karakter olabilir.`,
    kind: "Geçersiz alan türü.",
    wholeNumberBetween: (min: number, max: number) => `${min} ile ${max} arasında bir tam sayı olmalıdır.`,
    numberBetween: (min: number, max: number) => `${min} ile ${max} arasında bir sayı olmalıdır.`,
    choicesTooFew: "En az iki seçenek yazın (her satıra bir tane).",
    choicesTooMany: (max: number) => `En fazla ${max} seçenek yazılabilir.`,
    choiceTooLong: (max: number) => `Her seçenek en fazla ${max} karakter olabilir.`,
    proofWithoutFields: "Kişiselleştirme: prova onayı için en az bir alan ekleyin.",
  },
};

/** One field as the audit log records it: "f1 · Fotoğraf · Patronun fotoğrafı · zorunlu · 50×180 cm · +₺10,00". */
export function personalFieldAuditText(field: PersonalField): string {
  const parts = [field.id, PERSONAL_FIELD_KIND_TEXT[field.kind], field.label];
  if (field.required) parts.push("zorunlu");
  if (field.kind === "text") parts.push(`en fazla ${field.maxLength} karakter`);
  if (field.kind === "photo") parts.push(`${field.printWidthCm}×${field.printHeightCm} cm`);
  if (field.kind === "choice") parts.push(field.choices.join(" / "));
  if (field.feeKurus > 0) parts.push(`+${formatKurus(field.feeKurus)}`);
  if (field.help) parts.push(`“${field.help}”`);
  return parts.join(" · ");
}
