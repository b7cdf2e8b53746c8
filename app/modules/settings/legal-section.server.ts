// Saving "Yasal" at /admin/settings (docs/product.md#shop-settings): the legal periods checked with the form's
// own check (lib/settings-legal-schema.ts, the law's floors and ceilings), then written with their audit
// entry. Refused input writes nothing.
import { settingsText } from "~/lib/i18n/admin-settings";
import { applyLegalSection, checkLegalSection, readLegalForm } from "~/lib/settings-legal-schema";
import type { SectionSave } from "./section-save.server";
import { updateShopSettings } from "./shop-settings.server";

export const saveLegalSection: SectionSave = async ({ db, by, form }) => {
  const check = checkLegalSection(readLegalForm(form));
  if (!check.ok) return { section: "legal", ok: false, errors: check.errors, values: check.values };
  const { changed } = await updateShopSettings(db, by, (current) => applyLegalSection(current, check.values));
  return { section: "legal", ok: true, notice: changed ? settingsText.saved : settingsText.unchanged };
};
