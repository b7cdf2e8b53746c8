// Turkish business days for dispatch and delivery (docs/product.md#delivery-calendar): weekends and the
// official holidays in shopSettings.deliveryCalendar skipped, in Istanbul time. Pure and tiny (no date
// library): the product page runs it in the browser, the checkout and the order placement on the server.
import { shopSettings } from "./shop-settings";

/** A calendar date in Istanbul, "2026-11-27". */
export type IsoDate = string;

type DayKind = "workday" | "halfDay" | "holiday" | "weekend";

const calendar = shopSettings.deliveryCalendar;
const delivery = shopSettings.delivery;
const DAY_MS = 86_400_000;

function toUtcMidnight(date: IsoDate): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date(toUtcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10);
}

function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** The Istanbul date and the minutes since its midnight at `now`. */
export function shopClock(now: Date): { date: IsoDate; minutes: number } {
  const local = new Date(now.getTime() + calendar.utcOffsetHours * 3_600_000);
  return { date: local.toISOString().slice(0, 10), minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

let religious: Map<IsoDate, DayKind> | undefined;

export function dayKind(date: IsoDate): DayKind {
  const weekday = new Date(toUtcMidnight(date)).getUTCDay();
  if (weekday === 0 || weekday === 6) return "weekend";
  const monthDay = date.slice(5);
  if ((calendar.fixedHolidays as readonly string[]).includes(monthDay)) return "holiday";
  if (!religious) {
    religious = new Map();
    for (const bayram of calendar.religiousHolidays) {
      religious.set(bayram.arife, "halfDay");
      for (let i = 0; i < bayram.days; i++) religious.set(addDays(bayram.first, i), "holiday");
    }
  }
  return religious.get(date) ?? ((calendar.fixedHalfDays as readonly string[]).includes(monthDay) ? "halfDay" : "workday");
}

export function isBusinessDay(date: IsoDate): boolean {
  const kind = dayKind(date);
  return kind === "workday" || kind === "halfDay";
}

/** The business day `count` business days after `date` (the next one for 1). */
export function addBusinessDays(date: IsoDate, count: number): IsoDate {
  let day = date;
  for (let left = count; left > 0; ) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) left--;
  }
  return day;
}

/** "16:00", or the half-day cutoff on 28 Ekim and a bayram's arife. */
export function dispatchCutoff(date: IsoDate): string {
  return dayKind(date) === "halfDay" ? calendar.halfDayDispatchCutoff : delivery.sameDayDispatchCutoff;
}

export interface DeliveryPromise {
  /** The day an order placed now leaves with the carrier. */
  dispatchDate: IsoDate;
  /** Minutes left to today's cutoff when the order still leaves today; null otherwise. */
  minutesLeft: number | null;
  /** Today's cutoff ("16:00"), or the dispatch day's when it is not today. */
  cutoff: string;
  /** The delivery window in Turkey: dispatch day plus turkeyBusinessDays.min and .max business days. */
  earliest: IsoDate;
  latest: IsoDate;
}

export function deliveryPromise(now: Date): DeliveryPromise {
  const { date, minutes } = shopClock(now);
  const todayLeft = isBusinessDay(date) ? minutesOf(dispatchCutoff(date)) - minutes : 0;
  const dispatchDate = todayLeft > 0 ? date : addBusinessDays(date, 1);
  const range = delivery.turkeyBusinessDays;
  return {
    dispatchDate,
    minutesLeft: todayLeft > 0 ? todayLeft : null,
    cutoff: dispatchCutoff(dispatchDate),
    earliest: addBusinessDays(dispatchDate, range.min),
    latest: addBusinessDays(dispatchDate, range.max),
  };
}

/**
 * The days the sender may choose for the gift to arrive, for an order placed at `now`: every business day
 * from the earliest delivery (deliveryPromise's `earliest`) to `legalMaxDays` calendar days after today.
 */
export function choosableDeliveryDates(now: Date): IsoDate[] {
  const last = addDays(shopClock(now).date, delivery.legalMaxDays);
  const dates: IsoDate[] = [];
  for (let day = deliveryPromise(now).earliest; day <= last; day = addBusinessDays(day, 1)) dates.push(day);
  return dates;
}

export function isChoosableDeliveryDate(date: string, now: Date): boolean {
  return choosableDeliveryDates(now).includes(date);
}

const dayFormat = new Intl.DateTimeFormat("tr-TR", { day: "numeric", month: "long", weekday: "long", timeZone: "UTC" });
const dayWithYearFormat = new Intl.DateTimeFormat("tr-TR", { day: "numeric", month: "long", year: "numeric", weekday: "long", timeZone: "UTC" });

/** "27 Kasım Cuma"; with the year, "27 Kasım 2026 Cuma". */
export function formatDeliveryDay(date: IsoDate, withYear = false): string {
  return (withYear ? dayWithYearFormat : dayFormat).format(new Date(toUtcMidnight(date)));
}
