// The "calendar" section of /admin/settings (docs/product.md#delivery-calendar): the official holidays, each
// year's bayram days and the shop's own closed days in one form that works without JavaScript: empty rows
// under the entered ones add new entries, a "Sil" box removes one, and a second button adds the coming year's
// bayrams from the data file the project ships (app/modules/settings/calendar-section.server.ts).
import { CalendarPlus } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { comingBayramYear, yearHasBayrams } from "~/lib/bayram-years";
import { shopTime } from "~/lib/delivery-calendar";
import { settingsText } from "~/lib/i18n/admin-settings";
import { calendarText } from "~/lib/i18n/settings-calendar";
import { bayramField, closedField, EXTRA_BAYRAM_ROWS, EXTRA_CLOSED_ROWS, sortBayrams } from "~/lib/settings-calendar";
import type { SectionOutcome } from "~/lib/settings-sections";
import type { ShopSettings } from "~/lib/shop-settings";

const t = calendarText;
// Two columns on a phone (the name over the dates), one line on a laptop; the fields keep to the top so that a
// message under one does not shift the others.
const rowClass = "grid grid-cols-2 items-start gap-3 rounded-lg border border-gray-200 p-3 lg:grid-cols-[2fr_1fr_1fr_7rem_auto]";

/** A row's "Sil" box; `offset` lines it up with the fields beside it (below their labels). */
function RemoveBox({ name, defaultChecked, label, offset = "mt-6" }: { name: string; defaultChecked: boolean; label: string; offset?: string }) {
  return (
    <label className={`${offset} flex min-h-11 items-center gap-2 text-sm font-semibold text-gray-900`}>
      <input type="checkbox" name={name} value="1" defaultChecked={defaultChecked} className="h-4 w-4" aria-label={label} />
      {t.remove}
    </label>
  );
}

/** What /admin/settings gives every section (its SectionProps). */
interface CalendarSectionProps {
  settings: ShopSettings;
  outcome: SectionOutcome | null;
}

export function CalendarSection({ settings, outcome }: CalendarSectionProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("section") === "calendar";
  const calendar = settings.deliveryCalendar;
  const refused = outcome && !outcome.ok ? outcome : null;
  const errors = refused?.errors ?? {};
  const typed = refused && refused.values.bayramRows !== undefined ? refused.values : null;

  const bayrams = sortBayrams(calendar.religiousHolidays);
  const bayramRows = typed ? Number(typed.bayramRows) : bayrams.length + EXTRA_BAYRAM_ROWS;
  const closedRows = typed ? Number(typed.closedRows) : calendar.closedDays.length + EXTRA_CLOSED_ROWS;
  const bayramValue = (row: number, key: "name" | "arife" | "first" | "days") =>
    typed ? (typed[bayramField(row, key)] ?? "") : bayrams[row] ? String(bayrams[row][key]) : "";
  const closedValue = (row: number, key: "name" | "from" | "to") => (typed ? (typed[closedField(row, key)] ?? "") : (calendar.closedDays[row]?.[key] ?? ""));

  const year = comingBayramYear(calendar, shopTime(settings, new Date()).date);
  const canPrefill = !yearHasBayrams(calendar, year);
  // A new key after each save, so that the fields show what is now stored.
  const formKey = JSON.stringify([calendar.fixedHolidays, calendar.religiousHolidays, calendar.closedDays, refused ? "refused" : "saved"]);

  return (
    <Form method="post" key={formKey} className="mt-3 space-y-6" data-testid="calendar-form">
      <input type="hidden" name="section" value="calendar" />
      <input type="hidden" name="bayramRows" value={bayramRows} />
      <input type="hidden" name="closedRows" value={closedRows} />
      {outcome?.ok && (
        <p role="status" className="rounded-lg border border-green-300 bg-green-50 p-3 text-sm font-semibold text-green-800" data-testid="calendar-notice">
          {outcome.notice}
        </p>
      )}
      <p className="max-w-3xl text-sm text-gray-700">{t.intro}</p>

      <Field label={t.fixedHolidays} hint={t.fixedHolidaysHint} error={errors.fixedHolidays} id="calendar-fixed-holidays">
        {(control) => (
          <textarea
            {...control}
            name="fixedHolidays"
            rows={4}
            defaultValue={typed ? typed.fixedHolidays : calendar.fixedHolidays.join("\n")}
            className={`${inputClass} max-w-xs font-mono`}
          />
        )}
      </Field>

      <fieldset className="space-y-3">
        <legend className="text-base font-bold">{t.bayramsTitle}</legend>
        <p className="max-w-3xl text-sm text-gray-700">
          {t.bayramsHint} {t.emptyRowHint}
        </p>
        {Array.from({ length: bayramRows }, (_, row) => (
          <div key={row} className={rowClass} role="group" aria-label={t.bayramRow(row + 1)} data-testid="bayram-row">
            <Field label={t.bayramName} error={errors[bayramField(row, "name")]} className="col-span-2 lg:col-span-1">
              {(control) => (
                <input
                  {...control}
                  name={bayramField(row, "name")}
                  defaultValue={bayramValue(row, "name")}
                  maxLength={60}
                  placeholder="Ramazan Bayramı"
                  className={inputClass}
                />
              )}
            </Field>
            <Field label={t.arife} error={errors[bayramField(row, "arife")]}>
              {(control) => <input {...control} type="date" name={bayramField(row, "arife")} defaultValue={bayramValue(row, "arife")} className={inputClass} />}
            </Field>
            <Field label={t.first} error={errors[bayramField(row, "first")]}>
              {(control) => <input {...control} type="date" name={bayramField(row, "first")} defaultValue={bayramValue(row, "first")} className={inputClass} />}
            </Field>
            <Field label={t.days} error={errors[bayramField(row, "days")]}>
              {(control) => (
                <input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={9}
                  name={bayramField(row, "days")}
                  defaultValue={bayramValue(row, "days")}
                  className={inputClass}
                />
              )}
            </Field>
            <RemoveBox
              name={bayramField(row, "remove")}
              defaultChecked={Boolean(typed?.[bayramField(row, "remove")])}
              label={`${t.bayramRow(row + 1)}: ${t.remove}`}
            />
          </div>
        ))}
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-base font-bold">{t.closedTitle}</legend>
        <p className="max-w-3xl text-sm text-gray-700">{t.closedHint}</p>
        {Array.from({ length: closedRows }, (_, row) => (
          <div key={row} className={rowClass} role="group" aria-label={t.closedRow(row + 1)} data-testid="closed-row">
            <Field label={t.closedName} error={errors[closedField(row, "name")]} className="col-span-2 lg:col-span-1">
              {(control) => (
                <input
                  {...control}
                  name={closedField(row, "name")}
                  defaultValue={closedValue(row, "name")}
                  maxLength={60}
                  placeholder={t.closedNamePlaceholder}
                  className={inputClass}
                />
              )}
            </Field>
            <Field label={t.from} error={errors[closedField(row, "from")]}>
              {(control) => <input {...control} type="date" name={closedField(row, "from")} defaultValue={closedValue(row, "from")} className={inputClass} />}
            </Field>
            <Field label={t.to} error={errors[closedField(row, "to")]}>
              {(control) => <input {...control} type="date" name={closedField(row, "to")} defaultValue={closedValue(row, "to")} className={inputClass} />}
            </Field>
            <span aria-hidden="true" className="hidden lg:block" />
            <RemoveBox
              name={closedField(row, "remove")}
              defaultChecked={Boolean(typed?.[closedField(row, "remove")])}
              label={`${t.closedRow(row + 1)}: ${t.remove}`}
              offset="lg:mt-6"
            />
          </div>
        ))}
      </fieldset>

      {/* Saving comes first, so that Enter in a field saves rather than adds the bayrams. */}
      <div className="flex flex-wrap items-start gap-3 border-t border-gray-200 pt-4">
        <Button type="submit" busy={busy}>
          {settingsText.save}
        </Button>
        {canPrefill ? (
          <div className="max-w-xl">
            <Button type="submit" name="prefillYear" value={String(year)} variant="secondary" aria-describedby="calendar-prefill-hint">
              <CalendarPlus aria-hidden="true" className="h-5 w-5" /> {t.prefill(year)}
            </Button>
            <p id="calendar-prefill-hint" className="mt-1 text-xs text-gray-700">
              {t.prefillHint(year)}
            </p>
          </div>
        ) : (
          <p className="flex min-h-11 items-center text-sm text-gray-700">{t.yearFilled(year)}</p>
        )}
        {errors.prefillYear && (
          <p role="alert" className="w-full text-sm font-semibold text-red-700">
            {errors.prefillYear}
          </p>
        )}
      </div>
    </Form>
  );
}
