// Saving "Teşekkür notları" at /admin/settings (docs/product.md#thank-you-notes): how long the card's code works after
// delivery, checked with the form's own check (lib/settings-thanks-schema.ts), then written with its audit entry.
// Refused input writes nothing.
import { settingsText } from "~/lib/i18n/admin-settings";
import { applyThanksSection, checkThanksSection, readThanksForm } from "~/lib/settings-thanks-schema";
import type { SectionSave } from "./section-save.server";
import { updateShopSettings } from "./shop-settings.server";

export const saveThanksSection: SectionSave = async ({ db, by, form }) => {
  const check = checkThanksSection(readThanksForm(form));
  if (!check.ok) return { section: "thanks", ok: false, errors: check.errors, values: check.values };
  const { changed } = await updateShopSettings(db, by, (current) => applyThanksSection(current, check.values));
  return { section: "thanks", ok: true, notice: changed ? settingsText.saved : settingsText.unchanged };
};
