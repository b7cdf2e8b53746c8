// The "calendar" section of /admin/settings (docs/product.md#delivery-calendar): its fields' names, and the one
// schema the form and the server share for the official holidays, each year's bayram days and the shop's own
// closed days. A refused form changes nothing: every message is on its field, in Turkish.
import { addDays } from "./delivery-calendar";
import { calendarText } from "./i18n/settings-calendar";
import type { ClosedDays, ReligiousHoliday, ShopSettings } from "./shop-settings";
import { z } from "./zod-jitless";

const t = calendarText.errors;

/** Empty rows the form adds under the entered ones, so that new bayrams and closed days need no JavaScript. */
export const EXTRA_BAYRAM_ROWS = 2;
export const EXTRA_CLOSED_ROWS = 3;
/** More rows than any form has: the rest of a forged post is ignored. */
const MAX_ROWS = 200;

export type BayramKey = "name" | "arife" | "first" | "days" | "remove";
export type ClosedKey = "name" | "from" | "to" | "remove";
export const bayramField = (row: number, key: BayramKey) => `bayram-${row}-${key}`;
export const closedField = (row: number, key: ClosedKey) => `closed-${row}-${key}`;

/** A real day written YYYY-MM-DD (2027-02-30 is not). */
export function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A day of the year written MM-DD (02-29 is one, 02-30 is not). */
export function isMonthDay(value: string): boolean {
  return /^\d{2}-\d{2}$/.test(value) && isRealDate(`2024-${value}`);
}

const isoDate = z.string().trim().refine(isRealDate, t.date);
const name = z.string().trim().min(1, t.required).max(60, t.name);

export const bayramSchema = z
  .object({
    name,
    arife: isoDate,
    first: isoDate,
    days: z.string().trim().regex(/^\d+$/, t.days).transform(Number).pipe(z.number().int().min(1, t.days).max(9, t.days)),
  })
  .refine((bayram) => addDays(bayram.arife, 1) === bayram.first, { path: ["arife"], message: t.arife });

export const closedDaysSchema = z
  .object({ name, from: isoDate, to: isoDate })
  .refine((closed) => closed.from <= closed.to, { path: ["to"], message: t.rangeOrder });

export const calendarSchema = z.object({
  fixedHolidays: z.array(z.string()).superRefine((days, ctx) => {
    const wrong = days.find((day) => !isMonthDay(day));
    if (wrong !== undefined) ctx.addIssue({ code: "custom", message: t.monthDay(wrong) });
  }),
  religiousHolidays: z.array(bayramSchema),
  closedDays: z.array(closedDaysSchema).superRefine((ranges, ctx) => {
    ranges.forEach((range, i) => {
      const other = ranges.find((earlier, j) => j < i && earlier.from <= range.to && range.from <= earlier.to);
      if (other) ctx.addIssue({ code: "custom", path: [i, "from"], message: t.overlap(other.name) });
    });
  }),
});

export type CalendarChange = Pick<ShopSettings["deliveryCalendar"], "fixedHolidays" | "religiousHolidays" | "closedDays">;

type FormLike = { get(name: string): FormDataEntryValue | null };

export type CalendarFormResult = { ok: true; calendar: CalendarChange } | { ok: false; errors: Record<string, string>; values: Record<string, string> };

function rowCount(form: FormLike, field: string): number {
  const count = Number(form.get(field));
  return Number.isInteger(count) && count > 0 ? Math.min(count, MAX_ROWS) : 0;
}

/**
 * The section's posted fields read and checked: the holidays in order, without the empty and the removed
 * rows; or the messages by field name with the values as typed.
 */
export function parseCalendarForm(form: FormLike): CalendarFormResult {
  const values: Record<string, string> = {};
  const read = (field: string) => {
    const value = form.get(field);
    const text = typeof value === "string" ? value : "";
    values[field] = text;
    return text.trim();
  };
  const fixedHolidays = read("fixedHolidays")
    .split(/[\s,;]+/)
    .filter(Boolean);

  const bayramRows: number[] = [];
  const bayrams: Record<string, string>[] = [];
  for (let row = 0; row < rowCount(form, "bayramRows"); row++) {
    const fields = {
      name: read(bayramField(row, "name")),
      arife: read(bayramField(row, "arife")),
      first: read(bayramField(row, "first")),
      days: read(bayramField(row, "days")),
    };
    const removed = read(bayramField(row, "remove")) !== "";
    if (removed || Object.values(fields).every((value) => value === "")) continue;
    bayramRows.push(row);
    bayrams.push(fields);
  }

  const closedRows: number[] = [];
  const closed: Record<string, string>[] = [];
  for (let row = 0; row < rowCount(form, "closedRows"); row++) {
    const fields = { name: read(closedField(row, "name")), from: read(closedField(row, "from")), to: read(closedField(row, "to")) };
    const removed = read(closedField(row, "remove")) !== "";
    if (removed || Object.values(fields).every((value) => value === "")) continue;
    closedRows.push(row);
    closed.push(fields);
  }
  values.bayramRows = String(rowCount(form, "bayramRows"));
  values.closedRows = String(rowCount(form, "closedRows"));

  const parsed = calendarSchema.safeParse({ fixedHolidays, religiousHolidays: bayrams, closedDays: closed });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const [list, index, key] = issue.path;
      const field =
        list === "religiousHolidays" && typeof index === "number"
          ? bayramField(bayramRows[index], (key ?? "name") as BayramKey)
          : list === "closedDays" && typeof index === "number"
            ? closedField(closedRows[index], (key ?? "from") as ClosedKey)
            : "fixedHolidays";
      errors[field] ??= issue.message;
    }
    return { ok: false, errors, values };
  }
  const { data } = parsed;
  return {
    ok: true,
    calendar: {
      fixedHolidays: [...new Set(data.fixedHolidays)].sort(),
      religiousHolidays: sortBayrams(data.religiousHolidays),
      closedDays: [...data.closedDays].sort((a, b) => a.from.localeCompare(b.from)) satisfies ClosedDays[],
    },
  };
}

export function sortBayrams(bayrams: readonly ReligiousHoliday[]): ReligiousHoliday[] {
  return [...bayrams].sort((a, b) => a.first.localeCompare(b.first));
}
