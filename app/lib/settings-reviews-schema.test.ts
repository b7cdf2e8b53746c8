// The "Değerlendirmeler" section's check (docs/product.md#reviews): the invitation's start among the choices, the
// delay a whole number of days from 0 to 60, the checkbox ticked or not; each refusal with its Turkish message.
import { describe, expect, it } from "vitest";
import { reviewSettingsText } from "./i18n/settings-reviews";
import { applyReviewsSection, checkReviewsSection, readReviewsForm, reviewsFormValues } from "./settings-reviews-schema";
import { DEMO_SHOP_SETTINGS } from "./shop-settings";

const e = reviewSettingsText.errors;

describe("checkReviewsSection", () => {
  it("accepts both starts, 0 to 60 days and the checkbox either way", () => {
    expect(checkReviewsSection({ inviteAfter: "shipped", inviteDelayDays: " 0 ", publishWithoutApproval: "on" })).toEqual({
      ok: true,
      values: { inviteAfter: "shipped", inviteDelayDays: 0, publishWithoutApproval: true },
    });
    expect(checkReviewsSection({ inviteAfter: "delivered", inviteDelayDays: "60", publishWithoutApproval: "" })).toEqual({
      ok: true,
      values: { inviteAfter: "delivered", inviteDelayDays: 60, publishWithoutApproval: false },
    });
  });

  it("refuses another start and days outside 0–60 or not whole", () => {
    expect(checkReviewsSection({ inviteAfter: "paid", inviteDelayDays: "7", publishWithoutApproval: "" })).toEqual({
      ok: false,
      errors: { inviteAfter: e.inviteAfter },
      values: { inviteAfter: "paid", inviteDelayDays: "7", publishWithoutApproval: "" },
    });
    for (const days of ["61", "-1", "7.5", "", "yedi", "100"]) {
      expect(checkReviewsSection({ inviteAfter: "delivered", inviteDelayDays: days, publishWithoutApproval: "" })).toMatchObject({
        ok: false,
        errors: { inviteDelayDays: e.inviteDelayDays },
      });
    }
  });

  it("reads the form, changes only the review settings and shows the saved values", () => {
    const data = new FormData();
    data.set("inviteAfter", "shipped");
    data.set("inviteDelayDays", new File(["3"], "x.txt"));
    expect(readReviewsForm(data)).toEqual({ inviteAfter: "shipped", inviteDelayDays: "", publishWithoutApproval: "" });
    const values = { inviteAfter: "shipped", inviteDelayDays: 3, publishWithoutApproval: true } as const;
    expect(applyReviewsSection(DEMO_SHOP_SETTINGS, values)).toEqual({ ...DEMO_SHOP_SETTINGS, reviews: values });
    expect(reviewsFormValues(DEMO_SHOP_SETTINGS)).toEqual({ inviteAfter: "delivered", inviteDelayDays: "7", publishWithoutApproval: "" });
  });
});
