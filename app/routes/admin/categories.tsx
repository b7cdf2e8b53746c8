// /admin/categories: the category table, with the form above it for a new one (?new=1) or an edit (?edit={id}).
import { Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { data, redirect, useNavigation } from "react-router";
import { CategoryForm } from "~/components/admin/category-form";
import { CategoryTable } from "~/components/admin/category-table";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete-dialog";
import { Banner } from "~/components/ui/banner";
import { ButtonLink } from "~/components/ui/button";
import { readForm } from "~/modules/platform/form-data.server";
import { adminCatalogText, categorySaveErrorText } from "~/lib/i18n/admin-catalog";
import { adminText } from "~/lib/i18n/admin";
import { tr } from "~/lib/i18n/tr";
import { auditBy } from "~/modules/audit/audit-log.server";
import { requireAdminAction, requireAdminPage } from "~/modules/auth/guard.server";
import {
  type AdminCategory,
  deleteCategory,
  getAdminCategory,
  listAdminCategories,
  parseCategoryForm,
  saveCategory,
} from "~/modules/catalog/admin-categories.server";
import type { Route } from "./+types/categories";

const t = adminCatalogText;
const LIST_URL = "/admin/categories";

type Notice = "saved" | "deleted" | null;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const url = new URL(request.url);
  const editId = url.searchParams.get("edit");
  const notice: Notice = url.searchParams.has("saved") ? "saved" : url.searchParams.has("deleted") ? "deleted" : null;
  let categories: AdminCategory[] = [];
  let editing: AdminCategory | null = null;
  let loadError: string | null = null;
  try {
    [categories, editing] = await Promise.all([listAdminCategories(context.db), editId ? getAdminCategory(context.db, editId) : null]);
  } catch (error) {
    context.logger.error({ err: error }, "admin categories could not be loaded");
    loadError = t.categories.loadError;
  }
  const notFound = Boolean(editId) && !editing && !loadError;
  const formMode = editing ? "edit" : url.searchParams.get("new") === "1" ? "new" : null;
  return { categories, editing, formMode, notFound, notice, loadError };
}

export const meta: Route.MetaFunction = () => [{ title: `${t.categories.title} | ${adminText.panel}` }, { name: "robots", content: "noindex, nofollow" }];

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminAction(request, context);
  const form = await readForm(request);
  if (!form) return data({ error: tr.common.genericError, name: null as string | null, vatRate: null as string | null }, { status: 400 });
  const id = typeof form.get("id") === "string" && form.get("id") !== "" ? String(form.get("id")) : undefined;

  if (form.get("intent") === "delete") {
    try {
      const deleted = id ? await deleteCategory(context.db, id, auditBy(admin, context)) : false;
      if (!deleted) return data({ error: t.categories.deleteError, name: null, vatRate: null }, { status: 404 });
    } catch (error) {
      context.logger.error({ err: error, categoryId: id }, "category could not be deleted");
      return data({ error: t.categories.deleteError, name: null, vatRate: null }, { status: 500 });
    }
    return redirect(`${LIST_URL}?deleted=1`, 303);
  }

  const name = typeof form.get("name") === "string" ? String(form.get("name")).slice(0, 500) : "";
  const vatRate = typeof form.get("vatRate") === "string" ? String(form.get("vatRate")).slice(0, 10) : "";
  const parsed = parseCategoryForm(form);
  if (!parsed.ok) return data({ error: parsed.error, name, vatRate }, { status: 400 });
  try {
    const result = await saveCategory(context.db, { id, ...parsed.values }, auditBy(admin, context));
    if (!result.ok) return data({ error: categorySaveErrorText(result), name, vatRate }, { status: result.status });
  } catch (error) {
    context.logger.error({ err: error, categoryId: id }, "category could not be saved");
    return data({ error: t.categories.saveError, name, vatRate }, { status: 500 });
  }
  return redirect(`${LIST_URL}?saved=1`, 303);
}

export default function AdminCategories({ loaderData, actionData }: Route.ComponentProps) {
  const { categories, editing, formMode, notFound, notice, loadError } = loaderData;
  const navigation = useNavigation();
  const [toDelete, setToDelete] = useState<{ id: string; name: string } | null>(null);
  const deleting = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete";
  const error = actionData?.error ?? null;

  // A failed delete answers with an error: close the dialog so the banner can be read.
  useEffect(() => {
    if (actionData?.error) setToDelete(null);
  }, [actionData]);

  return (
    <div className="mx-auto max-w-5xl">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold">{t.categories.title}</h1>
        {!formMode && (
          <ButtonLink to="?new=1" data-testid="new-category">
            <Plus aria-hidden="true" className="h-5 w-5" /> {t.categories.newCategory}
          </ButtonLink>
        )}
      </div>
      {notice === "saved" && (
        <Banner tone="success" testId="admin-notice">
          {t.categories.saved}
        </Banner>
      )}
      {notice === "deleted" && (
        <Banner tone="success" testId="admin-notice">
          {t.categories.deleted}
        </Banner>
      )}
      {notFound && (
        <Banner tone="error" testId="form-error">
          {t.categories.notFound}
        </Banner>
      )}
      {error && !formMode && (
        <Banner tone="error" testId="form-error">
          {error}
        </Banner>
      )}

      {formMode && (
        <CategoryForm
          key={editing?.id ?? "new"}
          category={editing}
          error={error}
          sentName={actionData?.name ?? null}
          sentVatRate={actionData?.vatRate ?? null}
          listUrl={LIST_URL}
        />
      )}

      {loadError ? (
        <Banner tone="error" testId="load-error">
          {loadError}
        </Banner>
      ) : categories.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-gray-300 bg-white p-10 text-center" data-testid="categories-empty">
          <p className="text-gray-700">{t.categories.empty}</p>
          {!formMode && (
            <ButtonLink to="?new=1" className="mt-4">
              <Plus aria-hidden="true" className="h-5 w-5" /> {t.categories.addFirst}
            </ButtonLink>
          )}
        </div>
      ) : (
        <CategoryTable categories={categories} editingId={editing?.id ?? null} onDelete={setToDelete} />
      )}

      <ConfirmDeleteDialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        texts={{ ...t.deleteCategoryDialog, text: toDelete ? t.deleteCategoryDialog.text(toDelete.name) : "" }}
        id={toDelete?.id ?? ""}
        action={LIST_URL}
        deleting={deleting}
      />
    </div>
  );
}
