// Dates as people in Turkey read them, in the shop's time zone (Istanbul). The admin screens use ONE format,
// "21.11.2026" (with the time, "21.11.2026 14:05"), in every list, dialog and packing slip
// (docs/product.md#admin-dates); the shopper's order page writes the month out ("21 Kasım 2026 14:05").
export const SHOP_TIME_ZONE = "Europe/Istanbul";
const calendarDay = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: SHOP_TIME_ZONE });
const dateTime = new Intl.DateTimeFormat("tr-TR", { dateStyle: "long", timeStyle: "short", timeZone: SHOP_TIME_ZONE });
const numericParts = new Intl.DateTimeFormat("tr-TR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: SHOP_TIME_ZONE,
});
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day in Istanbul at an instant, "2026-11-21": the day of an order number, a chart, a file name. */
export function istanbulDay(instant: Date): string {
  return calendarDay.format(instant);
}

/** "21 Kasım 2026 14:05" (the shopper's order page). */
export function formatDateTime(value: Date | string): string {
  return dateTime.format(new Date(value));
}

function numeric(value: Date | string): { date: string; time: string } {
  const parts = Object.fromEntries(numericParts.formatToParts(new Date(value)).map((p) => [p.type, p.value]));
  return { date: `${parts.day}.${parts.month}.${parts.year}`, time: `${parts.hour}:${parts.minute}` };
}

/**
 * "21.11.2026": the admin screens' date. An instant is read in Istanbul time; a calendar day "2026-11-21"
 * (a chart's day, a chosen delivery day) is written as it is, with no time zone involved.
 */
export function formatDate(value: Date | string): string {
  const day = typeof value === "string" ? CALENDAR_DAY.exec(value) : null;
  if (day) return `${day[3]}.${day[2]}.${day[1]}`;
  return numeric(value).date;
}

/** "21.11.2026 14:05": the admin screens' date with the time (order dialog, history, packing slip). */
export function formatDateAndTime(value: Date | string): string {
  const { date, time } = numeric(value);
  return `${date} ${time}`;
}
