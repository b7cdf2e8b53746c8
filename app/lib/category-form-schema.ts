// The category form's checks (docs/product.md#admin-categories), shared by the browser (before posting) and the server.
import { checkForm, formText, isChecked } from "./form-check";
import { adminCatalogText } from "./i18n/admin-catalog";
import { stripNul } from "./input";
import { z } from "./zod-jitless";

const t = adminCatalogText.categoryForm;

export const MAX_CATEGORY_NAME_LENGTH = 100;

export const CategoryFormSchema = z.object({
  // NUL characters are dropped: PostgreSQL cannot store them.
  name: z.string().transform(stripNul).pipe(z.string().trim().min(1, t.nameRequired).max(MAX_CATEGORY_NAME_LENGTH, t.nameTooLong)),
  isActive: z.boolean(),
});

export type CategoryFormValues = z.infer<typeof CategoryFormSchema>;

/** The posted category form: `name` and the `isActive` checkbox. */
export function parseCategoryForm(form: FormData) {
  return checkForm(CategoryFormSchema, { name: formText(form, "name"), isActive: isChecked(form.get("isActive")) }, t.nameRequired);
}
