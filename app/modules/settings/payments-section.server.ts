// Saving "Ödeme" at /admin/settings (docs/product.md#payment-providers): the provider and the highest installment
// count checked with the form's own check (lib/settings-payments-schema.ts) against the providers whose secrets the
// environment holds, then written with their audit entry. Refused input writes nothing.
import { settingsText } from "~/lib/i18n/admin-settings";
import { configuredProviders } from "~/lib/payment-mode";
import { applyPaymentsSection, checkPaymentsSection, readPaymentsForm } from "~/lib/settings-payments-schema";
import type { SectionSave } from "./section-save.server";
import { updateShopSettings } from "./shop-settings.server";

export const savePaymentsSection: SectionSave = async ({ db, by, form, context }) => {
  const check = checkPaymentsSection(readPaymentsForm(form), configuredProviders(context.env));
  if (!check.ok) return { section: "payments", ok: false, errors: check.errors, values: check.values };
  const { changed } = await updateShopSettings(db, by, (current) => applyPaymentsSection(current, check.values));
  return { section: "payments", ok: true, notice: changed ? settingsText.saved : settingsText.unchanged };
};
