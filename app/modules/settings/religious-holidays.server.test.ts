import { describe, expect, it } from "vitest";
import { addDays } from "~/lib/delivery-calendar";
import { DEMO_SHOP_SETTINGS } from "~/lib/shop-settings";
import { SHIPPED_RELIGIOUS_HOLIDAYS, shippedBayrams } from "./religious-holidays.server";

describe("the bayram days the project ships", () => {
  it("has both bayrams of every year from 2026 to 2030, each arife the day before, in order", () => {
    for (let year = 2026; year <= 2030; year++) {
      expect(shippedBayrams(year).map((b) => b.name)).toEqual(["Ramazan Bayramı", "Kurban Bayramı"]);
    }
    for (const b of SHIPPED_RELIGIOUS_HOLIDAYS) {
      expect(addDays(b.arife, 1), b.first).toBe(b.first);
      expect(b.days).toBe(b.name === "Ramazan Bayramı" ? 3 : 4);
    }
    const firsts = SHIPPED_RELIGIOUS_HOLIDAYS.map((b) => b.first);
    expect([...firsts].sort()).toEqual(firsts);
    expect(shippedBayrams(2031)).toEqual([]);
  });

  it("agrees with the demo's calendar, which holds this year's and next year's", () => {
    for (const bayram of DEMO_SHOP_SETTINGS.deliveryCalendar.religiousHolidays) expect(SHIPPED_RELIGIOUS_HOLIDAYS).toContainEqual(bayram);
  });
});
