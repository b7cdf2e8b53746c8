// /admin/products: the product table, 20 products a page (?page=n), and the product form in its place (?new=1 or
// ?edit={id}; it keeps ?page=, so İptal, saving an edit and deleting go back to that page of the list).
// The form works without JavaScript (a plain multipart POST); with JavaScript it uploads through
// XMLHttpRequest to show a progress bar, and the action answers that request with headers
// (X-Admin-Location on success, X-Admin-Error with the message) instead of a redirect.
import { data, redirect } from "react-router";
import { ProductForm } from "~/components/admin/product-form";
import { productListHref, type ProductNotice } from "~/components/admin/product-links";
import { ProductList } from "~/components/admin/product-list";
import { COMBINATIONS_INTENT, REMOVE_VARIANT_INTENT } from "~/components/admin/product-variants-field";
import { adminCatalogText, productSaveErrorText } from "~/lib/i18n/admin-catalog";
import { adminText } from "~/lib/i18n/admin";
import { tr } from "~/lib/i18n/tr";
import { draftFromForm, PRODUCT_FIELDS as F, type ProductFormDraft, type ProductFormField } from "~/lib/product-form-schema";
import { combinationRows, optionsFromDrafts } from "~/lib/variant-form";
import { auditBy } from "~/modules/audit/audit-log.server";
import { requireAdminAction, requireAdminPage } from "~/modules/auth/guard.server";
import { type AdminCategory, listAdminCategories } from "~/modules/catalog/admin-categories.server";
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  type AdminProductDetail,
  type AdminProductPage,
  deleteProduct,
  getAdminProduct,
  listAdminProducts,
  listPageFromSearchParams,
  productStore,
} from "~/modules/catalog/admin-products.server";
import { readLimitedFormData, RequestTooLargeError } from "~/modules/catalog/product-images.server";
import { submitProductForm } from "~/modules/catalog/product-save.server";
import type { Route } from "./+types/products";

const t = adminCatalogText;

type Mode = "list" | "new" | "edit";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const url = new URL(request.url);
  const editId = url.searchParams.get("edit");
  const page = listPageFromSearchParams(url.searchParams);
  const notice: ProductNotice | null = url.searchParams.has("saved") ? "saved" : url.searchParams.has("deleted") ? "deleted" : null;
  let mode: Mode = editId ? "edit" : url.searchParams.get("new") === "1" ? "new" : "list";
  let notFound = false;
  let list: AdminProductPage = { rows: [], total: 0, page, pages: 1, pageSize: ADMIN_PRODUCTS_PAGE_SIZE };
  let categories: AdminCategory[] = [];
  let product: AdminProductDetail | null = null;
  let loadError: string | null = null;
  try {
    if (mode !== "list") {
      [categories, product] = await Promise.all([listAdminCategories(context.db), editId ? getAdminProduct(context.db, editId) : null]);
      // A product that is gone: the list it was opened from, with a note.
      if (mode === "edit" && !product) [mode, notFound] = ["list", true];
    }
    if (mode === "list") list = await listAdminProducts(context.db, { page });
  } catch (error) {
    context.logger.error({ err: error }, "admin products could not be loaded");
    loadError = mode === "list" ? t.productErrors.load : t.categories.loadError;
  }
  // The form offers the active categories, plus any inactive one the product already has.
  const formCategories = categories.filter((c) => c.isActive || product?.categoryIds.includes(c.id));
  return {
    mode,
    notFound,
    notice,
    loadError,
    products: list.rows,
    total: list.total,
    /** In the list the page shown (a page past the end shows the last); in the form the list page to go back to. */
    page: mode === "list" ? list.page : page,
    pages: list.pages,
    categories: formCategories.map((c) => ({ id: c.id, name: c.name, isActive: c.isActive })),
    product,
  };
}

export const meta: Route.MetaFunction = () => [{ title: `${t.products.title} | ${adminText.panel}` }, { name: "robots", content: "noindex, nofollow" }];

/** Lets the action's X-Admin-* headers reach the XMLHttpRequest on a document POST. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

function actionFailure(error: string, status: number, draft: ProductFormDraft | null, fieldErrors: Partial<Record<ProductFormField, string>> = {}) {
  return data({ error, draft, fieldErrors }, { status, headers: { "X-Admin-Error": encodeURIComponent(error) } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminAction(request, context);
  const viaXhr = request.headers.get("X-Requested-With") === "XMLHttpRequest";
  let form: FormData;
  try {
    form = await readLimitedFormData(request);
  } catch (error) {
    if (error instanceof RequestTooLargeError) return actionFailure(t.productValidation.requestTooLarge, 413, null);
    context.logger.warn({ err: error }, "product form could not be read");
    return actionFailure(tr.common.genericError, 400, null);
  }
  const store = productStore(context);
  // Back to the list page the form was opened from; a new product is the newest, on page 1.
  const page = listPageFromSearchParams(new URL(request.url).searchParams);

  if (form.get("intent") === "delete") {
    const result = await deleteProduct(store, String(form.get(F.id) ?? ""), auditBy(admin, context));
    if (!result.ok) return actionFailure(t.productErrors.delete, result.status, null);
    context.logger.info({ productId: form.get(F.id) }, "product deleted");
    return redirect(productListHref(page, "deleted"), 303);
  }

  // The variant table's buttons without JavaScript: the form comes back with the table changed, nothing saved.
  const intent = String(form.get("intent") ?? "");
  if (intent === COMBINATIONS_INTENT || intent.startsWith(REMOVE_VARIANT_INTENT)) {
    const draft = draftFromForm(form);
    const rows = draft.variants ?? [];
    const removed = Number(intent.slice(REMOVE_VARIANT_INTENT.length));
    const variants =
      intent === COMBINATIONS_INTENT
        ? combinationRows(optionsFromDrafts(draft.options ?? []), rows, rows[0] ? { price: rows[0].price } : {})
        : rows.filter((_, index) => index !== removed);
    return data({ error: null, draft: { ...draft, variants }, fieldErrors: {} });
  }

  const result = await submitProductForm(store, form, auditBy(admin, context));
  if (!result.ok)
    return actionFailure(productSaveErrorText(result), result.status, draftFromForm(form), result.reason === "invalid" ? result.fieldErrors : undefined);
  context.logger.info({ productId: result.id, created: result.created }, "product saved");
  const next = productListHref(result.created ? 1 : page, "saved");
  if (viaXhr) return data({ error: null, draft: null }, { headers: { "X-Admin-Location": next } });
  return redirect(next, 303);
}

export default function AdminProducts({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, product } = loaderData;
  return (
    <div className="mx-auto max-w-6xl">
      {mode === "list" ? (
        <ProductList {...loaderData} error={actionData?.error ?? null} />
      ) : (
        <ProductForm
          key={product?.id ?? "new"}
          product={mode === "edit" ? product : null}
          categories={loaderData.categories}
          loadError={loaderData.loadError}
          listUrl={productListHref(loaderData.page)}
          sentBack={actionData ?? null}
        />
      )}
    </div>
  );
}
