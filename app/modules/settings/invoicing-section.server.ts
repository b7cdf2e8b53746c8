// Saving "Fatura" at /admin/settings (docs/product.md#invoices): the series, the default KDV rate and the integrator
// checked with the form's own check (lib/settings-invoicing-schema.ts), then written with their audit entry.
// Refused input writes nothing.
import { settingsText } from "~/lib/i18n/admin-settings";
import { applyInvoicingSection, checkInvoicingSection, readInvoicingForm } from "~/lib/settings-invoicing-schema";
import type { SectionSave } from "./section-save.server";
import { updateShopSettings } from "./shop-settings.server";

export const saveInvoicingSection: SectionSave = async ({ db, by, form }) => {
  const check = checkInvoicingSection(readInvoicingForm(form));
  if (!check.ok) return { section: "invoicing", ok: false, errors: check.errors, values: check.values };
  const { changed } = await updateShopSettings(db, by, (current) => applyInvoicingSection(current, check.values));
  return { section: "invoicing", ok: true, notice: changed ? settingsText.saved : settingsText.unchanged };
};
