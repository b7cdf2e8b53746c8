import { describe, expect, it } from "vitest";
import { DEMO_SHOP_SETTINGS } from "~/lib/shop-settings";
import { overDefaults, settingsChanges } from "./shop-settings.server";

describe("overDefaults: the stored settings laid over the demo's", () => {
  it("keeps what is stored and fills what is missing", () => {
    const merged = overDefaults(DEMO_SHOP_SETTINGS, { companyName: "Kendi Şirketim Ltd. Şti.", delivery: { istanbulBusinessDays: 2 } });
    expect(merged.companyName).toBe("Kendi Şirketim Ltd. Şti.");
    expect(merged.delivery.istanbulBusinessDays).toBe(2);
    expect(merged.delivery.turkeyBusinessDays).toEqual(DEMO_SHOP_SETTINGS.delivery.turkeyBusinessDays);
    expect(merged.shipping).toEqual(DEMO_SHOP_SETTINGS.shipping);
  });

  it("ignores values of the wrong type and keys it does not know; takes arrays and nulls as stored", () => {
    const merged = overDefaults(DEMO_SHOP_SETTINGS, {
      withdrawalDays: "on dört",
      unknown: 1,
      carriers: [{ id: "aras", name: "Aras Kargo", enabled: true, trackingUrl: null }],
      shipping: { freeFrom: 50000 },
      appearance: { logo: "logo/abc.webp" },
    });
    expect(merged.withdrawalDays).toBe(14);
    expect("unknown" in merged).toBe(false);
    expect(merged.carriers).toHaveLength(1);
    expect(merged.shipping.freeFrom).toBe(50000);
    expect(merged.appearance.logo).toBe("logo/abc.webp");
    expect(overDefaults(DEMO_SHOP_SETTINGS, null)).toEqual(DEMO_SHOP_SETTINGS);
  });
});

describe("settingsChanges: what the audit log records", () => {
  it("names each changed setting by its path, old → new", () => {
    const after = structuredClone(DEMO_SHOP_SETTINGS);
    after.phone = "+90 212 000 00 00";
    after.shipping.freeFrom = 75000;
    expect(settingsChanges(DEMO_SHOP_SETTINGS, after)).toEqual({
      phone: { before: DEMO_SHOP_SETTINGS.phone, after: "+90 212 000 00 00" },
      "shipping.freeFrom": { before: null, after: 75000 },
    });
    expect(settingsChanges(DEMO_SHOP_SETTINGS, structuredClone(DEMO_SHOP_SETTINGS))).toEqual({});
  });
});
