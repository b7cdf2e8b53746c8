import { describe, expect, it } from "vitest";
import { deliveryPromise } from "~/lib/delivery-calendar";
import { asSoonAsPossibleEstimate, deliveryDateOptions } from "./delivery-date-field.server";
import { formatDeliveryDay } from "~/lib/delivery-schedule";
import { DEMO_SHOP_SETTINGS as rules } from "~/lib/shop-settings";

// Tuesday 24 November 2026, 10:00 in Istanbul.
const now = new Date("2026-11-24T07:00:00Z");

describe("the checkout's delivery date field", () => {
  it("offers 'En kısa sürede' first, short enough for a phone's select, then the choosable days by name", () => {
    const options = deliveryDateOptions(rules, now);
    expect(options[0]).toEqual({ value: "", label: "En kısa sürede" });
    const { earliest } = deliveryPromise(rules, now);
    expect(options[1]).toEqual({ value: earliest, label: formatDeliveryDay(earliest) });
    expect(options.slice(1).every((option) => /^\d{4}-\d{2}-\d{2}$/.test(option.value))).toBe(true);
  });

  it("says under the field when 'as soon as possible' arrives: the promise's first and last day", () => {
    const { earliest, latest } = deliveryPromise(rules, now);
    expect(asSoonAsPossibleEstimate(rules, now)).toBe(
      `En kısa sürede seçilirse tahmini teslimat: ${formatDeliveryDay(earliest)} – ${formatDeliveryDay(latest)}`,
    );
    expect(asSoonAsPossibleEstimate(rules, now)).toMatch(/tahmini teslimat: \d+ Kasım \S+ – \d+ (Kasım|Aralık) \S+$/);
  });
});
