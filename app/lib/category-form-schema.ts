// The category form's checks (docs/product.md#admin-categories), shared by the browser (before posting) and the server.
import { checkForm, formText, isChecked } from "./form-check";
import { adminCatalogText } from "./i18n/admin-catalog";
import { vatText } from "./i18n/vat";
import { stripNul } from "./input";
import { isVatRate, type VatRate } from "./vat";
import { parseVatRateInput, VAT_RATE_FIELD } from "./vat-rate-field";
import { z } from "./zod-jitless";

const t = adminCatalogText.categoryForm;

export const MAX_CATEGORY_NAME_LENGTH = 100;

export const CategoryFormSchema = z.object({
  // NUL characters are dropped: PostgreSQL cannot store them.
  name: z.string().transform(stripNul).pipe(z.string().trim().min(1, t.nameRequired).max(MAX_CATEGORY_NAME_LENGTH, t.nameTooLong)),
  isActive: z.boolean(),
  /** The KDV rate of its products that name none (docs/product.md#vat); null: the shop's default; left out: kept as it is. */
  vatRate: z.custom<VatRate | null>((value) => value === null || isVatRate(value), { message: vatText.form.invalid }).optional(),
});

export type CategoryFormValues = z.infer<typeof CategoryFormSchema>;

/** The posted category form: `name`, the `isActive` checkbox and the `vatRate` select (empty: the shop's default). */
export function parseCategoryForm(form: FormData) {
  const rawRate = formText(form, VAT_RATE_FIELD);
  const vatRate = parseVatRateInput(rawRate);
  return checkForm(
    CategoryFormSchema,
    { name: formText(form, "name"), isActive: isChecked(form.get("isActive")), vatRate: vatRate === undefined ? rawRate : vatRate },
    t.nameRequired,
  );
}
