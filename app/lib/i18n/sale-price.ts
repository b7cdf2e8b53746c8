// Texts of scheduled sale prices (docs/product.md#sale-prices): the product page's end of the sale, the admin form's fields and refusals.
import { SHOP_TIME_ZONE } from "../dates";

const dayMonth = new Intl.DateTimeFormat("tr-TR", { day: "numeric", month: "long", timeZone: SHOP_TIME_ZONE });
const clock = new Intl.DateTimeFormat("tr-TR", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: SHOP_TIME_ZONE });

/** The locative suffix after a number as it is read out ("23:59'da", "14:05'te", "20:00'de"). */
function locativeAfter(n: number): string {
  const ones: Record<number, string> = { 1: "de", 2: "de", 3: "te", 4: "te", 5: "te", 6: "da", 7: "de", 8: "de", 9: "da" };
  // 0 is read "sıfır"; the tens: on, yirmi, otuz, kırk, elli.
  const tens: Record<number, string> = { 0: "da", 1: "da", 2: "de", 3: "da", 4: "ta", 5: "de" };
  return n % 10 !== 0 ? ones[n % 10] : tens[Math.floor(n / 10) % 6];
}

/** "14 Şubat 23:59'da" (Istanbul time). */
export function saleEndPhrase(endsAt: Date): string {
  const time = clock.format(endsAt);
  const [hour, minute] = time.split(":").map(Number);
  return `${dayMonth.format(endsAt)} ${time}'${locativeAfter(minute !== 0 ? minute : hour)}`;
}

export const salePriceText = {
  /** The product page while a sale holds. */
  endsAt: (endsAt: Date) => `Kampanya ${saleEndPhrase(endsAt)} bitiyor`,
  /** The admin product form. */
  salePrice: "Kampanya fiyatı",
  salePriceHint: "Boş bırakılırsa kampanyada değildir.",
  startsAt: "Kampanya başlangıcı",
  endsAtLabel: "Kampanya bitişi",
  datesHint: "İstanbul saatiyle; kampanya bitiş dakikasının sonuna kadar sürer.",
  salePriceNotBelow: "Kampanya fiyatı, fiyattan düşük olmalıdır.",
  datesNeeded: "Kampanya fiyatı için başlangıç ve bitiş tarihi gereklidir.",
  endBeforeStart: "Kampanya bitişi, başlangıcından sonra olmalıdır.",
  invalidDate: "Geçerli bir tarih ve saat girin.",
} as const;
