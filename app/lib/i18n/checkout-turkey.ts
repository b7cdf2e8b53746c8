// Texts of the checkout's Turkish address and contact fields: province and district lists, the phone number,
// the message card's preview (docs/product.md#province-and-district, #phone-number, #message-card).

export const checkoutTurkeyText = {
  province: "İl",
  district: "İlçe",
  chooseProvince: "İl seçin",
  chooseDistrict: "İlçe seçin",
  chooseProvinceFirst: "Önce il seçin",
  searchProvince: "İl ara",
  searchDistrict: "İlçe ara",
  searchHelp: "Yazarak listeyi daraltabilirsiniz.",
  noMatch: "Eşleşen yok",
  unknownProvince: "Listeden bir il seçin.",
  districtNotInProvince: (province: string) => `Seçtiğiniz ilçe ${province} iline ait değil; listeden bir ilçe seçin.`,
  invalidPhone: "Geçerli bir telefon numarası girin: 0 5xx xxx xx xx (yurt dışı için + ile başlayın).",
  phonePlaceholder: "0 5xx xxx xx xx",
  phoneHelp: "Kurye teslimatta bu numarayı arar. Yurt dışı numarası için + ile başlayın.",
  cardPreview: "Kartın önizlemesi",
  cardEmpty: "Mesajınız burada görünecek.",
  characters: (n: number, max: number) => `${n} / ${max} karakter`,
  charactersLeft: (n: number) => `${n} karakter kaldı`,
  maxCharacters: (max: number) => `En fazla ${max} karakter.`,
} as const;
