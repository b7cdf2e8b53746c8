// Saving "Değerlendirmeler" at /admin/settings (docs/product.md#reviews): when review invitations go out and whether
// reviews wait for approval, checked with the form's own check (lib/settings-reviews-schema.ts), then written with
// their audit entry. Refused input writes nothing.
import { settingsText } from "~/lib/i18n/admin-settings";
import { applyReviewsSection, checkReviewsSection, readReviewsForm } from "~/lib/settings-reviews-schema";
import type { SectionSave } from "./section-save.server";
import { updateShopSettings } from "./shop-settings.server";

export const saveReviewsSection: SectionSave = async ({ db, by, form }) => {
  const check = checkReviewsSection(readReviewsForm(form));
  if (!check.ok) return { section: "reviews", ok: false, errors: check.errors, values: check.values };
  const { changed } = await updateShopSettings(db, by, (current) => applyReviewsSection(current, check.values));
  return { section: "reviews", ok: true, notice: changed ? settingsText.saved : settingsText.unchanged };
};
