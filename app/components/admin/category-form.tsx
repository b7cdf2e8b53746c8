// The category form above the category table (?new=1 or ?edit={id}). Checked in the browser with the
// server's schema (lib/category-form-schema.ts) before it is posted; without JavaScript the server's check
// answers the same message.
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Banner } from "~/components/ui/banner";
import { Field, inputClass } from "~/components/ui/field";
import { useHydrated } from "~/hooks/use-hydrated";
import { MAX_CATEGORY_NAME_LENGTH, parseCategoryForm } from "~/lib/category-form-schema";
import { adminCatalogText } from "~/lib/i18n/admin-catalog";
import { vatRateInput } from "~/lib/vat-rate-field";
import type { VatRate } from "~/lib/vat";
import { FormActions } from "./form-actions";
import { VatRateField } from "./vat-rate-field";

const f = adminCatalogText.categoryForm;

export function CategoryForm({
  category,
  error,
  sentName,
  sentVatRate = null,
  listUrl,
}: {
  category: { id: string; name: string; isActive: boolean; vatRate?: VatRate | null } | null;
  /** The action's error. */
  error: string | null;
  /** The name as it was posted, to show it again after an error. */
  sentName: string | null;
  /** The KDV rate as it was posted (the select's value), to show it again after an error. */
  sentVatRate?: string | null;
  listUrl: string;
}) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [checkError, setCheckError] = useState<{ message: string; field: string | undefined } | null>(null);
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") !== "delete";
  const shownError = checkError?.message ?? error;
  return (
    <Form
      method="post"
      noValidate={hydrated}
      onSubmit={(event) => {
        const check = parseCategoryForm(new FormData(event.currentTarget));
        setCheckError(check.ok ? null : { message: check.error, field: Object.keys(check.fieldErrors)[0] });
        if (!check.ok) event.preventDefault();
      }}
      className="mb-6 space-y-4 rounded-2xl border border-gray-200 bg-white p-5"
      data-testid="category-form"
    >
      <h2 className="text-lg font-bold">{category ? f.editTitle : f.createTitle}</h2>
      {shownError && (
        <Banner tone="error" testId="form-error">
          {shownError}
        </Banner>
      )}
      {category && <input type="hidden" name="id" value={category.id} />}
      <Field label={f.name} id="category-name" hint={f.slugNote} invalid={checkError?.field === "name"}>
        {(control) => (
          <input
            {...control}
            name="name"
            required
            maxLength={MAX_CATEGORY_NAME_LENGTH}
            defaultValue={sentName ?? category?.name ?? ""}
            className={inputClass}
          />
        )}
      </Field>
      <VatRateField
        of="category"
        id="category-vat-rate"
        defaultValue={sentVatRate ?? vatRateInput(category?.vatRate)}
        error={checkError?.field === "vatRate" ? checkError.message : undefined}
      />
      <label className="flex min-h-11 items-center gap-2 text-sm font-semibold">
        <input type="checkbox" name="isActive" defaultChecked={category?.isActive ?? true} className="h-4 w-4" /> {f.isActive}
      </label>
      <FormActions cancelTo={listUrl} busy={saving} editing={category !== null} texts={f} />
    </Form>
  );
}
