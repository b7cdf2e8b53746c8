// /admin/settings, the "calendar" section (docs/product.md#delivery-calendar): the official holidays, each
// year's bayram days and the shop's own closed days, with their messages; and the dashboard's reminder.
export const calendarText = {
  intro:
    "Hafta sonları, resmî tatiller, bayramlar ve mağazanın kapalı olduğu günler kargo günü sayılmaz: ürün sayfasındaki teslimat sözü ve ödeme sayfasında seçilebilen teslimat günleri bunlara göre hesaplanır.",
  fixedHolidays: "Resmî tatiller (her yıl aynı gün)",
  fixedHolidaysHint: "Her satıra bir gün, AA-GG biçiminde (ör. 04-23 = 23 Nisan).",
  bayramsTitle: "Bayramlar",
  bayramsHint:
    "Her yılın Ramazan ve Kurban Bayramı: arife günü öğleden sonra yarım gün, bayram günleri tatildir. Günleri Diyanet İşleri Başkanlığı'nın takviminden kontrol edin.",
  bayramName: "Bayram",
  arife: "Arife",
  first: "Bayramın ilk günü",
  days: "Gün sayısı",
  remove: "Sil",
  bayramRow: (n: number) => `Bayram ${n}`,
  closedTitle: "Mağazanın kapalı olduğu günler",
  closedHint: "Sayım haftası, tatil gibi: bu günlerde kargo çıkmaz (ilk ve son gün dahil). Yeni bir aralık için boş satırı doldurun.",
  closedName: "Açıklama",
  closedNamePlaceholder: "ör. Yıl sonu sayımı",
  from: "İlk gün",
  to: "Son gün",
  closedRow: (n: number) => `Kapalı günler ${n}`,
  emptyRowHint: "Boş satırlar kaydedilmez.",
  prefill: (year: number) => `${year} bayram günlerini ekle`,
  prefillHint: (year: number) =>
    `Proje ile gelen takvimden ${year} yılının Ramazan ve Kurban Bayramı günlerini ekler (kaydedilmemiş değişiklikleriniz kaybolur). Ekledikten sonra Diyanet'in takvimiyle karşılaştırın.`,
  yearFilled: (year: number) => `${year} bayram günleri girilmiş.`,
  prefilled: (year: number, days: string) => `${year} bayram günleri eklendi: ${days}. Diyanet'in takvimiyle karşılaştırın; farklıysa düzeltip kaydedin.`,
  prefillNothing: (year: number) => `${year} bayram günleri zaten girilmiş: değişiklik yok.`,
  prefillUnknown: (year: number) => `${year} yılının bayram günleri elimizdeki takvimde yok: Diyanet'in takviminden elle girin.`,
  errors: {
    monthDay: (value: string) => `“${value}” geçerli bir gün değil: AA-GG biçiminde yazın (ör. 04-23).`,
    date: "Geçerli bir tarih girin (ör. 2027-03-09).",
    required: "Bu alanı doldurun.",
    name: "En fazla 60 karakter yazın.",
    days: "Bayram 1 ile 9 gün arasında sürer.",
    arife: "Arife, bayramın ilk gününden bir önceki gündür.",
    rangeOrder: "Son gün, ilk günden önce olamaz.",
    overlap: (name: string) => `Bu aralık “${name}” ile çakışıyor.`,
  },
  reminder: (year: number) => `${year} yılının bayram günleri henüz girilmedi: teslimat tarihleri bayramları atlamaz.`,
  reminderLink: "Bayram günlerini ekleyin",
};
