// The checkout's delivery date (`deliveryDate`, docs/product.md#delivery-date): empty means "as soon as
// possible"; otherwise one of the days the calendar allows for an order placed now.
import { choosableDeliveryDates, deliveryPromise, type IsoDate, isChoosableDeliveryDate } from "./delivery-calendar";
import { formatDeliveryDay } from "./delivery-schedule";
import { deliveryDateText } from "./i18n/delivery";

export type DeliveryDateResult = { deliveryDateError?: string };

export function parseDeliveryDate(form: FormData, now: Date): { ok: true; date: IsoDate | null } | { ok: false; error: string } {
  const value = String(form.get("deliveryDate") ?? "").trim();
  if (value === "") return { ok: true, date: null };
  return isChoosableDeliveryDate(value, now) ? { ok: true, date: value } : { ok: false, error: deliveryDateText.dateNotAllowed };
}

export interface DeliveryDateOption {
  /** "" for as soon as possible, else the day, "2026-11-27". */
  value: string;
  label: string;
}

/** The field's options for an order placed now, labelled here so that the checkout page loads no calendar. */
export function deliveryDateOptions(now: Date): DeliveryDateOption[] {
  return [
    { value: "", label: deliveryDateText.noRequestedDate },
    ...choosableDeliveryDates(now).map((date) => ({ value: date, label: formatDeliveryDay(date) })),
  ];
}

/** The line under the field: when an order placed now arrives if the sender chooses no day. */
export function asSoonAsPossibleEstimate(now: Date): string {
  const { earliest, latest } = deliveryPromise(now);
  return deliveryDateText.asSoonAsPossibleEstimate(formatDeliveryDay(earliest), formatDeliveryDay(latest));
}
