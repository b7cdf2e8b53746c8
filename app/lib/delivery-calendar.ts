// Turkish business days for dispatch and delivery (docs/product.md#delivery-calendar): weekends, the
// official holidays and the shop's own closed days of the settings' deliveryCalendar skipped, in Istanbul
// time. Pure, no date library: every function is given the rules in force (getShopSettings on the server).
// The server runs it (checkout, order placement, the product page's schedule); the browser gets only the
// schedule it draws (delivery-schedule.ts), so the holiday data stays out of the pages' JavaScript.
import { type DeliveryPromise, type DeliverySchedule, type IsoDate, promiseAt, shopClock } from "./delivery-schedule";
import type { ShopSettings } from "./shop-settings";

export type { IsoDate };

/** What the calendar reads from the settings. */
export type DeliveryRules = Pick<ShopSettings, "deliveryCalendar" | "delivery">;
type Calendar = DeliveryRules["deliveryCalendar"];

type DayKind = "workday" | "halfDay" | "holiday" | "closed" | "weekend";

const DAY_MS = 86_400_000;

function toUtcMidnight(date: IsoDate): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date(toUtcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Istanbul date and the minutes since its midnight at `now`. */
export function shopTime(rules: DeliveryRules, now: Date) {
  return shopClock(now, rules.deliveryCalendar.utcOffsetHours);
}

/** Each calendar's bayram days by date, worked out once per settings object (the settings are cached). */
const religiousByCalendar = new WeakMap<Calendar, Map<IsoDate, DayKind>>();

function religiousDays(calendar: Calendar): Map<IsoDate, DayKind> {
  let days = religiousByCalendar.get(calendar);
  if (!days) {
    days = new Map();
    for (const bayram of calendar.religiousHolidays) {
      days.set(bayram.arife, "halfDay");
      for (let i = 0; i < bayram.days; i++) days.set(addDays(bayram.first, i), "holiday");
    }
    religiousByCalendar.set(calendar, days);
  }
  return days;
}

export function dayKind(rules: DeliveryRules, date: IsoDate): DayKind {
  const calendar = rules.deliveryCalendar;
  const weekday = new Date(toUtcMidnight(date)).getUTCDay();
  if (weekday === 0 || weekday === 6) return "weekend";
  if (calendar.closedDays.some((closed) => closed.from <= date && date <= closed.to)) return "closed";
  const monthDay = date.slice(5);
  if (calendar.fixedHolidays.includes(monthDay)) return "holiday";
  return religiousDays(calendar).get(date) ?? (calendar.fixedHalfDays.includes(monthDay) ? "halfDay" : "workday");
}

export function isBusinessDay(rules: DeliveryRules, date: IsoDate): boolean {
  const kind = dayKind(rules, date);
  return kind === "workday" || kind === "halfDay";
}

/** The business day `count` business days after `date` (the next one for 1). */
export function addBusinessDays(rules: DeliveryRules, date: IsoDate, count: number): IsoDate {
  let day = date;
  for (let left = count; left > 0;) {
    day = addDays(day, 1);
    if (isBusinessDay(rules, day)) left--;
  }
  return day;
}

/** "16:00", or the half-day cutoff on 28 Ekim and a bayram's arife. */
export function dispatchCutoff(rules: DeliveryRules, date: IsoDate): string {
  return dayKind(rules, date) === "halfDay" ? rules.deliveryCalendar.halfDayDispatchCutoff : rules.delivery.sameDayDispatchCutoff;
}

/**
 * The business days from today to `horizonDays` calendar days ahead, with the cutoffs and the delivery
 * range: all the browser needs to work out the promise at any moment of those weeks (delivery-schedule.ts).
 */
export function deliverySchedule(rules: DeliveryRules, now: Date, horizonDays = 60): DeliverySchedule {
  const { deliveryCalendar: calendar, delivery } = rules;
  const today = shopTime(rules, now).date;
  const days: IsoDate[] = [];
  for (let day = today; day <= addDays(today, horizonDays); day = addDays(day, 1)) if (isBusinessDay(rules, day)) days.push(day);
  return {
    offsetHours: calendar.utcOffsetHours,
    days,
    cutoff: delivery.sameDayDispatchCutoff,
    halfDays: days.filter((day) => dayKind(rules, day) === "halfDay"),
    halfDayCutoff: calendar.halfDayDispatchCutoff,
    min: delivery.turkeyBusinessDays.min,
    max: delivery.turkeyBusinessDays.max,
  };
}

/** When an order placed at `now` leaves and arrives (in Turkey). */
export function deliveryPromise(rules: DeliveryRules, now: Date): DeliveryPromise {
  const promise = promiseAt(deliverySchedule(rules, now, 30), now);
  if (!promise) throw new Error("no dispatch day within 30 days: check the settings' deliveryCalendar");
  return promise;
}

/**
 * The days the sender may choose for the gift to arrive, for an order placed at `now`: every business day
 * from the earliest delivery (deliveryPromise's `earliest`) to `legalMaxDays` calendar days after today.
 */
export function choosableDeliveryDates(rules: DeliveryRules, now: Date): IsoDate[] {
  const last = addDays(shopTime(rules, now).date, rules.delivery.legalMaxDays);
  const dates: IsoDate[] = [];
  for (let day = deliveryPromise(rules, now).earliest; day <= last; day = addBusinessDays(rules, day, 1)) dates.push(day);
  return dates;
}

export function isChoosableDeliveryDate(rules: DeliveryRules, date: string, now: Date): boolean {
  return choosableDeliveryDates(rules, now).includes(date);
}
