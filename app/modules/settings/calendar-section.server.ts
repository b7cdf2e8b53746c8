// The "calendar" section of /admin/settings (docs/product.md#delivery-calendar): saves the official holidays,
// the bayram days and the shop's closed days as one change; or, with `prefillYear`, adds that year's bayrams
// from the data file the project ships and nothing else. Refused input changes nothing.
import { bayramYear } from "~/lib/bayram-years";
import { formatDeliveryDayWithYear } from "~/lib/requested-delivery-date";
import { settingsText } from "~/lib/i18n/admin-settings";
import { calendarText } from "~/lib/i18n/settings-calendar";
import { parseCalendarForm, sortBayrams } from "~/lib/settings-calendar";
import type { SectionSave } from "./section-save.server";
import { shippedBayrams } from "./religious-holidays.server";
import { updateShopSettings } from "./shop-settings.server";

const t = calendarText;

export const saveCalendarSection: SectionSave = async ({ db, by, form, section }) => {
  const prefill = form.get("prefillYear");
  if (typeof prefill === "string" && prefill !== "") {
    const year = Number(prefill);
    const bayrams = Number.isInteger(year) ? shippedBayrams(year) : [];
    if (bayrams.length === 0) return { section, ok: false, errors: { prefillYear: t.prefillUnknown(year || 0) }, values: {} };
    let added: typeof bayrams = [];
    const { changed } = await updateShopSettings(db, by, (settings) => {
      const calendar = settings.deliveryCalendar;
      added = bayrams.filter((bayram) => !calendar.religiousHolidays.some((known) => known.first === bayram.first || known.arife === bayram.arife));
      calendar.religiousHolidays = sortBayrams([...calendar.religiousHolidays, ...added]);
      return settings;
    });
    if (!changed) return { section, ok: true, notice: t.prefillNothing(year) };
    const days = added.map((bayram) => `${bayram.name} ${formatDeliveryDayWithYear(bayram.first)} (${bayram.days} gün)`).join(", ");
    return { section, ok: true, notice: t.prefilled(bayramYear(added[0]), days) };
  }

  const parsed = parseCalendarForm(form);
  if (!parsed.ok) return { section, ok: false, errors: parsed.errors, values: parsed.values };
  const { changed } = await updateShopSettings(db, by, (settings) => {
    settings.deliveryCalendar = { ...settings.deliveryCalendar, ...parsed.calendar };
    return settings;
  });
  return { section, ok: true, notice: changed ? settingsText.saved : settingsText.unchanged };
};
