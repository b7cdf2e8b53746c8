// Which year's bayram days the owner should add (docs/product.md#delivery-calendar): the settings know the
// bayrams only as far as the owner has entered them, so the dashboard reminds them in time and the calendar
// section offers to add the coming year's from the data file the project ships.
import type { IsoDate } from "./delivery-schedule";
import type { ShopSettings } from "./shop-settings";

type Calendar = Pick<ShopSettings["deliveryCalendar"], "religiousHolidays">;

/** A bayram belongs to the year of its first day. */
export function bayramYear(bayram: { first: string }): number {
  return Number(bayram.first.slice(0, 4));
}

function hasBayrams(calendar: Calendar, year: number): boolean {
  return calendar.religiousHolidays.some((bayram) => bayramYear(bayram) === year);
}

/** The year whose bayrams the calendar section offers to add: this year if it has none, else the next. */
export function comingBayramYear(calendar: Calendar, today: IsoDate): number {
  const year = Number(today.slice(0, 4));
  return hasBayrams(calendar, year) ? year + 1 : year;
}

/**
 * The year the dashboard reminds the owner of, or null: this year when it has no bayram days, and from
 * 1 December on the next year when it has none.
 */
export function missingBayramYear(calendar: Calendar, today: IsoDate): number | null {
  const year = Number(today.slice(0, 4));
  if (!hasBayrams(calendar, year)) return year;
  if (today.slice(5, 7) === "12" && !hasBayrams(calendar, year + 1)) return year + 1;
  return null;
}

/** Whether the year already has bayram days in the calendar. */
export function yearHasBayrams(calendar: Calendar, year: number): boolean {
  return hasBayrams(calendar, year);
}
