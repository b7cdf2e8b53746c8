// The "Teşekkür notları" section's check (docs/product.md#thank-you-notes): the code's days after delivery a whole
// number from MIN_THANKS_VALID_DAYS to MAX_THANKS_VALID_DAYS; each refusal with its Turkish message.
import { describe, expect, it } from "vitest";
import { thanksSettingsText } from "./i18n/settings-thanks";
import { applyThanksSection, checkThanksSection, readThanksForm, thanksFormValues } from "./settings-thanks-schema";
import { DEMO_SHOP_SETTINGS } from "./shop-settings";
import { MAX_THANKS_VALID_DAYS, MIN_THANKS_VALID_DAYS } from "./thanks";

describe("checkThanksSection", () => {
  it("accepts whole days within the bounds", () => {
    expect(checkThanksSection({ validDays: ` ${MIN_THANKS_VALID_DAYS} ` })).toEqual({ ok: true, values: { validDays: MIN_THANKS_VALID_DAYS } });
    expect(checkThanksSection({ validDays: String(MAX_THANKS_VALID_DAYS) })).toEqual({ ok: true, values: { validDays: MAX_THANKS_VALID_DAYS } });
    expect(checkThanksSection({ validDays: "60" })).toEqual({ ok: true, values: { validDays: 60 } });
  });

  it("refuses days outside the bounds or not whole, keeping what was typed", () => {
    for (const days of [String(MIN_THANKS_VALID_DAYS - 1), String(MAX_THANKS_VALID_DAYS + 1), "-7", "30.5", "", "altmış", "1000"]) {
      expect(checkThanksSection({ validDays: days })).toEqual({
        ok: false,
        errors: { validDays: thanksSettingsText.errors.validDays },
        values: { validDays: days },
      });
    }
  });
});

describe("the thanks section's form", () => {
  it("reads the posted field, shows the saved value and applies only its own part", () => {
    const form = new FormData();
    form.set("validDays", "90");
    expect(readThanksForm(form)).toEqual({ validDays: "90" });
    expect(readThanksForm(new FormData())).toEqual({ validDays: "" });
    expect(thanksFormValues(DEMO_SHOP_SETTINGS)).toEqual({ validDays: "60" });
    const applied = applyThanksSection(DEMO_SHOP_SETTINGS, { validDays: 90 });
    expect(applied.thanks).toEqual({ validDays: 90 });
    expect({ ...applied, thanks: DEMO_SHOP_SETTINGS.thanks }).toEqual(DEMO_SHOP_SETTINGS);
  });
});
