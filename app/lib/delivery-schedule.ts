// The dispatch and delivery promise read from a schedule of business days (docs/product.md#delivery-calendar).
// The server draws the schedule from the calendar (delivery-calendar.ts, with the holidays); the product
// page, cached for everyone, sends it to the browser, which reads the promise at its own clock. The
// browser so loads neither the calendar nor the holiday data, only this.

/** A calendar date in Istanbul, "2026-11-27". */
export type IsoDate = string;

export interface DeliverySchedule {
  /** Istanbul's offset from UTC (3, all year). */
  offsetHours: number;
  /** The business days from the day it was drawn on, in order, for a few weeks. */
  days: IsoDate[];
  /** The dispatch cutoff ("16:00") and, on half days, the earlier one. */
  cutoff: string;
  halfDays: IsoDate[];
  halfDayCutoff: string;
  /** Delivery in Turkey takes this many business days after dispatch. */
  min: number;
  max: number;
}

export interface DeliveryPromise {
  /** The day an order placed now leaves with the carrier. */
  dispatchDate: IsoDate;
  /** Minutes left to today's cutoff when the order still leaves today; null otherwise. */
  minutesLeft: number | null;
  /** The dispatch day's cutoff: "16:00", or the half day's. */
  cutoff: string;
  /** The delivery window: dispatch day plus `min` and `max` business days. */
  earliest: IsoDate;
  latest: IsoDate;
}

/** The Istanbul date and the minutes since its midnight at `now`. */
export function shopClock(now: Date, offsetHours = 3): { date: IsoDate; minutes: number } {
  const local = new Date(now.getTime() + offsetHours * 3_600_000);
  return { date: local.toISOString().slice(0, 10), minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** The promise for an order placed at `now`; null when the schedule does not reach far enough (drawn too long ago). */
export function promiseAt(schedule: DeliverySchedule, now: Date): DeliveryPromise | null {
  const { date, minutes } = shopClock(now, schedule.offsetHours);
  const cutoffOf = (day: IsoDate) => (schedule.halfDays.includes(day) ? schedule.halfDayCutoff : schedule.cutoff);
  const { days } = schedule;
  let index = days.findIndex((day) => day >= date);
  if (index < 0) return null;
  let minutesLeft: number | null = null;
  if (days[index] === date) {
    const left = minutesOf(cutoffOf(date)) - minutes;
    if (left > 0) minutesLeft = left;
    else index++;
  }
  const latest = days[index + schedule.max];
  if (!latest) return null;
  return { dispatchDate: days[index], minutesLeft, cutoff: cutoffOf(days[index]), earliest: days[index + schedule.min], latest };
}

let dayFormat: Intl.DateTimeFormat | undefined;

/** "27 Kasım Cuma". */
export function formatDeliveryDay(date: IsoDate): string {
  dayFormat ??= new Intl.DateTimeFormat("tr-TR", { day: "numeric", month: "long", weekday: "long", timeZone: "UTC" });
  return dayFormat.format(new Date(`${date}T00:00:00Z`));
}
