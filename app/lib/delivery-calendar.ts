// Turkish business days for dispatch and delivery (docs/product.md#delivery-calendar): weekends and the
// official holidays in shopSettings.deliveryCalendar skipped, in Istanbul time. Pure, no date library. The
// server runs it (checkout, order placement, the product page's schedule); the browser gets only the
// schedule it draws (delivery-schedule.ts), so the holiday data stays out of the pages' JavaScript.
import { type DeliveryPromise, type DeliverySchedule, type IsoDate, promiseAt, shopClock } from "./delivery-schedule";
import { shopSettings } from "./shop-settings";

export type { IsoDate };

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

/** The Istanbul date and the minutes since its midnight at `now`. */
export function shopTime(now: Date) {
  return shopClock(now, calendar.utcOffsetHours);
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
  for (let left = count; left > 0;) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) left--;
  }
  return day;
}

/** "16:00", or the half-day cutoff on 28 Ekim and a bayram's arife. */
export function dispatchCutoff(date: IsoDate): string {
  return dayKind(date) === "halfDay" ? calendar.halfDayDispatchCutoff : delivery.sameDayDispatchCutoff;
}

/**
 * The business days from today to `horizonDays` calendar days ahead, with the cutoffs and the delivery
 * range: all the browser needs to work out the promise at any moment of those weeks (delivery-schedule.ts).
 */
export function deliverySchedule(now: Date, horizonDays = 60): DeliverySchedule {
  const today = shopTime(now).date;
  const days: IsoDate[] = [];
  for (let day = today; day <= addDays(today, horizonDays); day = addDays(day, 1)) if (isBusinessDay(day)) days.push(day);
  return {
    offsetHours: calendar.utcOffsetHours,
    days,
    cutoff: delivery.sameDayDispatchCutoff,
    halfDays: days.filter((day) => dayKind(day) === "halfDay"),
    halfDayCutoff: calendar.halfDayDispatchCutoff,
    min: delivery.turkeyBusinessDays.min,
    max: delivery.turkeyBusinessDays.max,
  };
}

/** When an order placed at `now` leaves and arrives (in Turkey). */
export function deliveryPromise(now: Date): DeliveryPromise {
  const promise = promiseAt(deliverySchedule(now, 30), now);
  if (!promise) throw new Error("no dispatch day within 30 days: check shopSettings.deliveryCalendar");
  return promise;
}

/**
 * The days the sender may choose for the gift to arrive, for an order placed at `now`: every business day
 * from the earliest delivery (deliveryPromise's `earliest`) to `legalMaxDays` calendar days after today.
 */
export function choosableDeliveryDates(now: Date): IsoDate[] {
  const last = addDays(shopTime(now).date, delivery.legalMaxDays);
  const dates: IsoDate[] = [];
  for (let day = deliveryPromise(now).earliest; day <= last; day = addBusinessDays(day, 1)) dates.push(day);
  return dates;
}

export function isChoosableDeliveryDate(date: string, now: Date): boolean {
  return choosableDeliveryDates(now).includes(date);
}
