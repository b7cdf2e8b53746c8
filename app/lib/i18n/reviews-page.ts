// Texts of reviews as shoppers see them (docs/product.md#reviews): the stars on cards and by the product's title, and
// the product page's `Değerlendirmeler` section.

const ratingFormat = new Intl.NumberFormat("tr-TR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 4.7 → "4,7"; 5 → "5,0". */
export function formatRating(average: number): string {
  return ratingFormat.format(average);
}

export const reviewsPageText = {
  /** What the stars, the average and the count say to a screen reader. */
  ratingLabel: (average: number, count: number) => `5 üzerinden ${formatRating(average)} puan, ${count} değerlendirme`,
  heading: "Değerlendirmeler",
  none: "Henüz değerlendirme yok. Ürünü satın alanlar, teslimattan sonra e-postayla değerlendirme yapabilir.",
  count: (count: number) => `${count} değerlendirme`,
  distribution: "Puanlara göre dağılım",
  starsRow: (stars: number) => `${stars} yıldız`,
  starsRowLabel: (stars: number, count: number) => `${stars} yıldız: ${count} değerlendirme`,
  reviewRating: (rating: number) => `5 üzerinden ${rating} puan`,
  verified: "Doğrulanmış alım",
  /** Who wrote a review whose order was anonymised (no initials kept). */
  anonymous: "Doğrulanmış alıcı",
  photo: "Alıcının fotoğrafı",
  photoLink: "Alıcının fotoğrafını büyüt",
  storeReply: "Mağaza yanıtı",
  sort: "Sıralama",
  newest: "En yeni",
  helpful: "En faydalı",
  vote: (count: number) => `Faydalı (${count})`,
  voteLabel: (count: number) => `Bu değerlendirmeyi faydalı buldum (${count} kişi faydalı buldu)`,
  voted: "Teşekkürler, oyunuz kaydedildi.",
  pages: "Değerlendirme sayfaları",
} as const;
