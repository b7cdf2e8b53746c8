// The checkout's delivery date (`deliveryDate`, docs/product.md#delivery-date): empty means "as soon as
// possible"; otherwise one of the days the calendar allows for an order placed now, checked once, by
// placeOrder (checkDeliveryDate). The field's options and the estimate under it are labelled here, so that the
// checkout page loads no calendar.
import { choosableDeliveryDates, type DeliveryRules, deliveryPromise, type IsoDate, isChoosableDeliveryDate } from "~/lib/delivery-calendar";
import { formatDeliveryDay } from "~/lib/delivery-schedule";
import { deliveryDateText } from "~/lib/i18n/delivery";

export type DeliveryDateResult = { deliveryDateError?: string };

/** The field as posted: the day asked for, or null for as soon as possible. Not checked here: placeOrder checks it. */
export function readDeliveryDate(form: FormData): string | null {
  return String(form.get("deliveryDate") ?? "").trim() || null;
}

/** The one check of a requested day (placeOrder makes it): none, or one the calendar allows for an order placed at `now`. */
export function checkDeliveryDate(
  rules: DeliveryRules,
  value: string | null | undefined,
  now: Date,
): { ok: true; date: IsoDate | null } | { ok: false; reason: "deliveryDate" } {
  if (!value) return { ok: true, date: null };
  return isChoosableDeliveryDate(rules, value, now) ? { ok: true, date: value } : { ok: false, reason: "deliveryDate" };
}

export interface DeliveryDateOption {
  /** "" for as soon as possible, else the day, "2026-11-27". */
  value: string;
  label: string;
}

/** The field's options for an order placed now, labelled here so that the checkout page loads no calendar. */
export function deliveryDateOptions(rules: DeliveryRules, now: Date): DeliveryDateOption[] {
  return [
    { value: "", label: deliveryDateText.noRequestedDate },
    ...choosableDeliveryDates(rules, now).map((date) => ({ value: date, label: formatDeliveryDay(date) })),
  ];
}

/** The line under the field: when an order placed now arrives if the sender chooses no day. */
export function asSoonAsPossibleEstimate(rules: DeliveryRules, now: Date): string {
  const { earliest, latest } = deliveryPromise(rules, now);
  return deliveryDateText.asSoonAsPossibleEstimate(formatDeliveryDay(earliest), formatDeliveryDay(latest));
}
