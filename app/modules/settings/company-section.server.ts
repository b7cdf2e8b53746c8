// Saving "Mağaza bilgileri" at /admin/settings (docs/product.md#shop-settings): the posted fields checked with
// the form's own check (lib/settings-company-schema.ts) against the province and district list, then written
// with their audit entry. Refused input writes nothing.
import { settingsText } from "~/lib/i18n/admin-settings";
import { applyCompanySection, checkCompanySection, readCompanyForm } from "~/lib/settings-company-schema";
import { districtsOf } from "~/modules/address/turkey-districts.server";
import type { SectionSave } from "./section-save.server";
import { updateShopSettings } from "./shop-settings.server";

export const saveCompanySection: SectionSave = async ({ db, by, form }) => {
  const check = checkCompanySection(readCompanyForm(form), districtsOf);
  if (!check.ok) return { section: "company", ok: false, errors: check.errors, values: check.values };
  const { changed } = await updateShopSettings(db, by, (current) => applyCompanySection(current, check.values));
  return { section: "company", ok: true, notice: changed ? settingsText.saved : settingsText.unchanged };
};
