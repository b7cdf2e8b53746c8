// Texts of the product page's delivery promise (components/shop/delivery-promise.tsx, docs/product.md#product-page).
// Apart from the chosen delivery date's (delivery.ts) so that the product page loads only these.
/** The dative ending of a clock hour read aloud ("16:00'ya", "12:00'ye", "15:00'e"), by the hour. */
const HOUR_SUFFIX = "a e ye e e e ya ye e a a e ye e e e ya ye e a ye e ye e".split(" ");

/** "16:00'ya": a whole hour with its Turkish dative ending. */
export function untilTime(time: string): string {
  return `${time}'${time.endsWith(":00") ? HOUR_SUFFIX[Number(time.slice(0, 2))] : "a"}`;
}

/** "2 saat 15 dakika", "45 dakika", "2 saat". */
function duration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours > 0 && `${hours} saat`, rest > 0 && `${rest} dakika`].filter(Boolean).join(" ");
}

/** The product page's promise (components/shop/delivery-promise.tsx). */
export const deliveryPromiseText = {
  /** The server-rendered promise, true at any hour, without JavaScript: from the schedule's cutoff and delivery days. */
  rule: (cutoff: string, min: number, max: number) =>
    `İş günlerinde saat ${untilTime(cutoff)} kadar verilen siparişler aynı gün kargoda; Türkiye içi teslimat ${min}–${max} iş günü.`,
  today: (cutoff: string, minutesLeft: number) => `Saat ${untilTime(cutoff)} kadar verilen siparişler bugün kargoda — ${duration(minutesLeft)} kaldı`,
  tomorrow: "Şimdi verilen siparişler yarın kargoda",
  onDay: (day: string) => `Şimdi verilen siparişler ${day} kargoda`,
  expected: (from: string, to: string) => `Tahmini teslimat: ${from} – ${to}`,
} as const;
