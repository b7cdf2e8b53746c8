import { describe, expect, it } from "vitest";
import { shippingSettingsText } from "./i18n/settings-shipping";
import { carrierField, checkShippingSection, shippingFormValues } from "./settings-shipping-schema";
import { DEMO_SHOP_SETTINGS } from "./shop-settings";

const e = shippingSettingsText.errors;
const carriers = DEMO_SHOP_SETTINGS.carriers;
const check = (change: Record<string, string | undefined>) => {
  const input: Record<string, string> = { ...shippingFormValues(DEMO_SHOP_SETTINGS) };
  for (const [name, value] of Object.entries(change)) {
    if (value === undefined) delete input[name];
    else input[name] = value;
  }
  return checkShippingSection(input, carriers, 30);
};

describe("the shipping section's schema", () => {
  it("reads the settings' own form back unchanged", () => {
    const checked = check({});
    expect(checked).toMatchObject({ ok: true, values: { shipping: DEMO_SHOP_SETTINGS.shipping, carriers } });
  });

  it("reads amounts the Turkish way; an empty threshold is off, 0 is refused", () => {
    expect(check({ kind: "flat", flatFee: "39,90", freeFrom: "1.250,00" })).toMatchObject({
      ok: true,
      values: { shipping: { kind: "flat", flatFee: 3990, freeFrom: 125000 } },
    });
    expect(check({ freeFrom: "" })).toMatchObject({ ok: true, values: { shipping: { freeFrom: null } } });
    expect(check({ freeFrom: "0" })).toEqual({ ok: false, errors: { freeFrom: e.freeFromZero } });
    expect(check({ kind: "flat", flatFee: "" })).toEqual({ ok: false, errors: { flatFee: e.flatFeeEmpty } });
  });

  it("takes tracking addresses on https with {code}, or none", () => {
    const url = carrierField("aras", "trackingUrl");
    expect(check({ [url]: "" })).toMatchObject({
      ok: true,
      values: { carriers: expect.arrayContaining([expect.objectContaining({ id: "aras", trackingUrl: null })]) },
    });
    expect(check({ [url]: "https://aras.example.com/takip" })).toEqual({ ok: false, errors: { [url]: e.urlCode } });
    expect(check({ [url]: "http://aras.example.com/{code}" })).toEqual({ ok: false, errors: { [url]: e.urlHttps } });
    expect(check({ [url]: "javascript:alert(1)//{code}" })).toEqual({ ok: false, errors: { [url]: e.urlHttps } });
  });

  it("checks the cutoff and the day ranges", () => {
    expect(check({ cutoff: "25:00" })).toEqual({ ok: false, errors: { cutoff: e.cutoff } });
    expect(check({ cutoff: "9:05" })).toMatchObject({ ok: true, values: { delivery: { sameDayDispatchCutoff: "09:05" } } });
    expect(check({ istanbulDays: "0" })).toEqual({ ok: false, errors: { istanbulDays: e.days(30) } });
    expect(check({ cyprusMin: "8", cyprusMax: "7" })).toEqual({ ok: false, errors: { cyprusMax: e.maxBelowMin } });
  });

  it("orders the carriers by their numbers, the one renumbered first on a tie; at least one stays on", () => {
    const checked = check({ [carrierField("ptt", "order")]: "1" });
    expect(checked.ok && checked.values.carriers.slice(0, 3).map((c) => c.id)).toEqual(["ptt", "yurtici", "aras"]);
    const allOff = Object.fromEntries(carriers.map((c) => [carrierField(c.id, "enabled"), undefined]));
    expect(check(allOff)).toEqual({ ok: false, errors: { carriers: e.noCarrier } });
  });
});
