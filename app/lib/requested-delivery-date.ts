// The delivery day the sender chose, as the order shows it everywhere (docs/product.md#delivery-date).
import { deliveryDateText } from "./i18n/delivery";

let dayWithYearFormat: Intl.DateTimeFormat | undefined;

/** "27 Kasım 2026 Cuma". */
export function formatDeliveryDayWithYear(date: string): string {
  dayWithYearFormat ??= new Intl.DateTimeFormat("tr-TR", { day: "numeric", month: "long", year: "numeric", weekday: "long", timeZone: "UTC" });
  return dayWithYearFormat.format(new Date(`${date}T00:00:00Z`));
}

/** The chosen day, or "En kısa sürede" when the sender chose none. */
export function requestedDeliveryDay(date: string | null | undefined): string {
  return date ? formatDeliveryDayWithYear(date) : deliveryDateText.noRequestedDate;
}
