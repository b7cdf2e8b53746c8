// Saving the "Kargo ve teslimat" section of /admin/settings (docs/product.md#shop-settings): the shipping rule
// and free-shipping threshold, the dispatch cutoff and delivery days, the carriers. Checked by the schema the
// form shares (lib/settings-shipping-schema.ts); refused input changes nothing.
import { settingsText } from "~/lib/i18n/admin-settings";
import { checkShippingSection, shippingFormInput } from "~/lib/settings-shipping-schema";
import type { SectionSave } from "./section-save.server";
import { readShopSettings, updateShopSettings } from "./shop-settings.server";

export const saveShippingSection: SectionSave = async ({ db, by, form, section }) => {
  const current = await readShopSettings(db);
  const input = shippingFormInput(form, current.carriers);
  const checked = checkShippingSection(input, current.carriers, current.delivery.legalMaxDays);
  if (!checked.ok) return { section, ok: false, errors: checked.errors, values: input };
  const { shipping, delivery, carriers } = checked.values;
  const { changed } = await updateShopSettings(db, by, (settings) => {
    // Carriers by the posted order; one added meanwhile (not on the owner's form) keeps its place at the end.
    const posted = new Set(carriers.map((carrier) => carrier.id));
    return {
      ...settings,
      shipping,
      delivery: { ...settings.delivery, ...delivery },
      carriers: [...carriers, ...settings.carriers.filter((carrier) => !posted.has(carrier.id))],
    };
  });
  return { section, ok: true, notice: changed ? settingsText.saved : settingsText.unchanged };
};
