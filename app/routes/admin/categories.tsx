// /admin/categories: the category table, with the form above it for a new one (?new=1) or an edit (?edit={id}).
import { Loader2, Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Dialog } from "~/components/ui/dialog";
import { formatDate } from "~/lib/dates";
import { readForm } from "~/lib/form-data.server";
import { adminCatalogText } from "~/lib/i18n/admin-catalog";
import { adminText } from "~/lib/i18n/admin";
import { tr } from "~/lib/i18n/tr";
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
  await requireAdminAction(request, context);
  const form = await readForm(request);
  if (!form) return data({ error: tr.common.genericError, name: null as string | null }, { status: 400 });
  const id = typeof form.get("id") === "string" && form.get("id") !== "" ? String(form.get("id")) : undefined;

  if (form.get("intent") === "delete") {
    try {
      const deleted = id ? await deleteCategory(context.db, id) : false;
      if (!deleted) return data({ error: t.categories.deleteError, name: null }, { status: 404 });
    } catch (error) {
      context.logger.error({ err: error, categoryId: id }, "category could not be deleted");
      return data({ error: t.categories.deleteError, name: null }, { status: 500 });
    }
    return redirect(`${LIST_URL}?deleted=1`, 303);
  }

  const name = typeof form.get("name") === "string" ? String(form.get("name")).slice(0, 500) : "";
  const parsed = parseCategoryForm(form);
  if (!parsed.ok) return data({ error: parsed.error, name }, { status: 400 });
  try {
    const result = await saveCategory(context.db, { id, ...parsed.values });
    if (!result.ok) return data({ error: result.error, name }, { status: result.status });
  } catch (error) {
    context.logger.error({ err: error, categoryId: id }, "category could not be saved");
    return data({ error: t.categories.saveError, name }, { status: 500 });
  }
  return redirect(`${LIST_URL}?saved=1`, 303);
}

function Banner({ tone, children, testId }: { tone: "error" | "success"; children: React.ReactNode; testId?: string }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      data-testid={testId}
      className={`mb-4 rounded-lg border p-3 text-sm font-semibold ${tone === "error" ? "border-red-300 bg-red-50 text-red-800" : "border-green-300 bg-green-50 text-green-800"}`}
    >
      {children}
    </div>
  );
}

export default function AdminCategories({ loaderData, actionData }: Route.ComponentProps) {
  const { categories, editing, formMode, notFound, notice, loadError } = loaderData;
  const navigation = useNavigation();
  const [toDelete, setToDelete] = useState<{ id: string; name: string } | null>(null);
  const deleting = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete";
  const error = actionData?.error ?? null;
  const tt = t.categories.table;

  // A failed delete answers with an error: close the dialog so the banner can be read.
  useEffect(() => {
    if (actionData?.error) setToDelete(null);
  }, [actionData]);

  return (
    <div className="mx-auto max-w-5xl">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold">{t.categories.title}</h1>
        {!formMode && (
          <Link
            to="?new=1"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
            data-testid="new-category"
          >
            <Plus aria-hidden="true" className="h-5 w-5" /> {t.categories.newCategory}
          </Link>
        )}
      </div>
      {notice === "saved" && <Banner tone="success" testId="admin-notice">{t.categories.saved}</Banner>}
      {notice === "deleted" && <Banner tone="success" testId="admin-notice">{t.categories.deleted}</Banner>}
      {notFound && <Banner tone="error" testId="form-error">{t.categories.notFound}</Banner>}
      {error && !formMode && <Banner tone="error" testId="form-error">{error}</Banner>}

      {formMode && (
        <CategoryForm
          key={editing?.id ?? "new"}
          category={editing}
          error={error}
          sentName={actionData?.name ?? null}
        />
      )}

      {loadError ? (
        <Banner tone="error" testId="load-error">{loadError}</Banner>
      ) : categories.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-gray-300 bg-white p-10 text-center" data-testid="categories-empty">
          <p className="text-gray-700">{t.categories.empty}</p>
          {!formMode && (
            <Link to="?new=1" className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700">
              <Plus aria-hidden="true" className="h-5 w-5" /> {t.categories.addFirst}
            </Link>
          )}
        </div>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-gray-200 bg-white">
          <table className="min-w-full divide-y divide-gray-200 text-sm" data-testid="categories-table">
            <caption className="sr-only">{tt.caption}</caption>
            <thead className="bg-gray-50 text-left text-xs font-semibold uppercase tracking-wide text-gray-700">
              <tr>
                <th scope="col" className="px-4 py-3">{tt.name}</th>
                <th scope="col" className="px-4 py-3">{tt.slug}</th>
                <th scope="col" className="px-4 py-3">{tt.status}</th>
                <th scope="col" className="px-4 py-3">{tt.createdAt}</th>
                <th scope="col" className="px-4 py-3"><span className="sr-only">{tt.actions}</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {categories.map((c) => (
                <tr key={c.id} data-testid="category-row" className={editing?.id === c.id ? "bg-brand-50" : undefined}>
                  <td className="px-4 py-2 font-semibold text-gray-900">{c.name}</td>
                  <td className="px-4 py-2 font-mono text-xs text-gray-700">{c.slug}</td>
                  <td className="px-4 py-2">
                    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${c.isActive ? "bg-green-100 text-green-800" : "bg-gray-200 text-gray-800"}`}>
                      {c.isActive ? tt.active : tt.inactive}
                    </span>
                  </td>
                  <td className="whitespace-nowrap px-4 py-2 text-gray-800">{formatDate(c.createdAt)}</td>
                  <td className="whitespace-nowrap px-4 py-2 text-right">
                    <Link
                      to={`?edit=${c.id}`}
                      aria-label={tt.editCategory(c.name)}
                      className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 font-semibold text-brand-700 hover:bg-brand-50"
                    >
                      <Pencil aria-hidden="true" className="h-4 w-4" /> {tt.edit}
                    </Link>
                    <button
                      type="button"
                      onClick={() => setToDelete({ id: c.id, name: c.name })}
                      aria-label={tt.deleteCategory(c.name)}
                      className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 font-semibold text-red-700 hover:bg-red-50"
                    >
                      <Trash2 aria-hidden="true" className="h-4 w-4" /> {tt.delete}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <Dialog open={toDelete !== null} onClose={() => setToDelete(null)} title={t.deleteCategoryDialog.title} tone="danger">
        <p className="text-sm text-gray-800">{toDelete && t.deleteCategoryDialog.text(toDelete.name)}</p>
        <Form method="post" action={LIST_URL} className="mt-6 flex justify-end gap-3">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={toDelete?.id ?? ""} />
          <button type="button" onClick={() => setToDelete(null)} className="inline-flex min-h-11 items-center rounded-lg border border-gray-300 px-4 font-semibold text-gray-900 hover:bg-gray-50">
            {t.deleteCategoryDialog.cancel}
          </button>
          <button type="submit" disabled={deleting} className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-red-600 px-4 font-semibold text-white hover:bg-red-700 disabled:opacity-80">
            {deleting && <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />}
            {deleting ? t.deleteCategoryDialog.deleting : t.deleteCategoryDialog.confirm}
          </button>
        </Form>
      </Dialog>
    </div>
  );
}

function CategoryForm({ category, error, sentName }: { category: AdminCategory | null; error: string | null; sentName: string | null }) {
  const f = t.categoryForm;
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") !== "delete";
  return (
    <Form method="post" className="mb-6 space-y-4 rounded-2xl border border-gray-200 bg-white p-5" data-testid="category-form">
      <h2 className="text-lg font-bold">{category ? f.editTitle : f.createTitle}</h2>
      {error && <Banner tone="error" testId="form-error">{error}</Banner>}
      {category && <input type="hidden" name="id" value={category.id} />}
      <div>
        <label htmlFor="category-name" className="block text-sm font-semibold text-gray-900">
          {f.name}
        </label>
        <input
          id="category-name"
          name="name"
          required
          maxLength={100}
          defaultValue={sentName ?? category?.name ?? ""}
          aria-describedby="category-slug-note"
          className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2.5"
        />
        <p id="category-slug-note" className="mt-1 text-xs text-gray-700">
          {f.slugNote}
        </p>
      </div>
      <label className="flex min-h-11 items-center gap-2 text-sm font-semibold">
        <input type="checkbox" name="isActive" defaultChecked={category?.isActive ?? true} className="h-4 w-4" /> {f.isActive}
      </label>
      <div className="flex flex-wrap justify-end gap-3">
        <Link to={LIST_URL} className="inline-flex min-h-11 items-center rounded-lg border border-gray-300 px-4 font-semibold text-gray-900 hover:bg-gray-50">
          {f.cancel}
        </Link>
        <button type="submit" disabled={saving} className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-80">
          {saving && <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" />}
          {saving ? f.saving : category ? f.update : f.create}
        </button>
      </div>
    </Form>
  );
}
