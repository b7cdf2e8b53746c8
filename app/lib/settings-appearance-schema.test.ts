import { describe, expect, it } from "vitest";
import { checkForm } from "./form-check";
import { appearanceText } from "./i18n/settings-appearance";
import { appearanceSchema, MAX_HERO_TEXT_LENGTH, MAX_HERO_TITLE_LENGTH } from "./settings-appearance-schema";

const e = appearanceText.errors;
const check = (fields: Partial<Record<"brandColor" | "heroTitle" | "heroText", string>>) =>
  checkForm(appearanceSchema, { brandColor: "#be185d", heroTitle: "", heroText: "", ...fields }, "?");

describe("the appearance section's schema", () => {
  it("takes a dark enough colour in any hex spelling, and trims the hero's texts", () => {
    expect(check({ brandColor: " #1D4ED8 ", heroTitle: "  Yeni yıl hediyeleri ", heroText: "Satır bir\r\nSatır iki " })).toEqual({
      ok: true,
      values: { brandColor: "#1d4ed8", heroTitle: "Yeni yıl hediyeleri", heroText: "Satır bir\nSatır iki" },
    });
    expect(check({ brandColor: "#000" })).toMatchObject({ ok: true, values: { brandColor: "#000000" } });
  });

  it("refuses a colour white text does not read on, saying the ratio", () => {
    const gold = check({ brandColor: "#ffd700" });
    expect(gold).toMatchObject({ ok: false, fieldErrors: { brandColor: e.lowContrast(1.4) } });
    expect(gold.ok ? "" : gold.fieldErrors.brandColor).toContain("1,4:1");
    // Just under AA: 4.48:1 is not rounded up to pass.
    expect(check({ brandColor: "#777777" })).toMatchObject({ ok: false, fieldErrors: { brandColor: e.lowContrast(4.47) } });
    expect(check({ brandColor: "#767676" }).ok).toBe(true);
  });

  it("refuses what is not a hex colour", () => {
    for (const brandColor of ["", "red", "#12345", "rgb(0,0,0)"]) {
      expect(check({ brandColor }), brandColor).toMatchObject({ ok: false, fieldErrors: { brandColor: e.colorFormat } });
    }
  });

  it("refuses hero texts over their limits", () => {
    expect(check({ heroTitle: "a".repeat(MAX_HERO_TITLE_LENGTH) }).ok).toBe(true);
    expect(check({ heroTitle: "a".repeat(MAX_HERO_TITLE_LENGTH + 1) })).toMatchObject({
      ok: false,
      fieldErrors: { heroTitle: e.heroTitleTooLong(MAX_HERO_TITLE_LENGTH) },
    });
    expect(check({ heroText: "a".repeat(MAX_HERO_TEXT_LENGTH + 1) })).toMatchObject({
      ok: false,
      fieldErrors: { heroText: e.heroTextTooLong(MAX_HERO_TEXT_LENGTH) },
    });
  });
});
