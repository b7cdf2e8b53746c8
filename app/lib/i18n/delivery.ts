// Texts of the delivery promise on the product page and of the chosen delivery date (checkout, order page,
// admin, packing slip, e-mails), docs/product.md#delivery-calendar.
import { shopSettings } from "../shop-settings";

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

const { sameDayDispatchCutoff, turkeyBusinessDays } = shopSettings.delivery;

/** The product page's promise (components/shop/delivery-promise.tsx). */
export const deliveryPromiseText = {
  /** The server-rendered promise: true at any hour, without JavaScript. */
  rule: `İş günlerinde saat ${untilTime(sameDayDispatchCutoff)} kadar verilen siparişler aynı gün kargoda; Türkiye içi teslimat ${turkeyBusinessDays.min}–${turkeyBusinessDays.max} iş günü.`,
  today: (cutoff: string, minutesLeft: number) => `Saat ${untilTime(cutoff)} kadar verilen siparişler bugün kargoda — ${duration(minutesLeft)} kaldı`,
  tomorrow: "Şimdi verilen siparişler yarın kargoda",
  onDay: (day: string) => `Şimdi verilen siparişler ${day} kargoda`,
  expected: (from: string, to: string) => `Tahmini teslimat: ${from} – ${to}`,
} as const;

/** The delivery day the sender chooses: the checkout's field, and the order wherever it is shown. */
export const deliveryDateText = {
  dateLabel: "Teslimat Günü",
  dateHelp: (maxDays: number) => `Hediye hangi gün ulaşsın? Hafta sonu ve resmi tatiller hariç, en geç ${maxDays} gün sonrası.`,
  asSoonAsPossible: (from: string, to: string) => `En kısa sürede (tahmini ${from} – ${to})`,
  dateNotAllowed: "Bu teslimat günü seçilemez. Lütfen listeden bir iş günü seçin.",
  /** Where the order shows it: order page, admin, packing slip, e-mails. */
  requestedDate: "İstenen Teslimat Günü",
  noRequestedDate: "En kısa sürede",
} as const;
