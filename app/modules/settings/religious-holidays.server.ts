// The bayram days the project ships (data/religious-holidays.json, docs/product.md#delivery-calendar): the
// Ramazan and Kurban Bayramı of the coming years as the Diyanet İşleri Başkanlığı publishes them (the later
// years as best known when written). The owner adds a year's from them at /admin/settings and checks them there.
import type { ReligiousHoliday } from "~/lib/shop-settings";
import { bayramYear } from "~/lib/bayram-years";
import shipped from "./data/religious-holidays.json";

export const SHIPPED_RELIGIOUS_HOLIDAYS: readonly ReligiousHoliday[] = shipped.holidays;

/** The shipped bayrams of `year`: empty when the data file does not know it. */
export function shippedBayrams(year: number): ReligiousHoliday[] {
  return SHIPPED_RELIGIOUS_HOLIDAYS.filter((bayram) => bayramYear(bayram) === year).map((bayram) => ({ ...bayram }));
}
