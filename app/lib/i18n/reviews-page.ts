// Texts of the product page's `Değerlendirmeler` section (docs/product.md#reviews); the stars' words on cards and by the
// title are in rating.ts.

import { ratingLabel } from "./rating";

export const reviewsPageText = {
  ratingLabel,
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
