// /admin/products: the product table, 20 products a page (?page=n), and the product form in its place (?new=1 or
// ?edit={id}; it keeps ?page=, so İptal, saving an edit and deleting go back to that page of the list).
// The form works without JavaScript (a plain multipart POST); with JavaScript it uploads through
// XMLHttpRequest to show a progress bar, and the action answers that request with headers
// (X-Admin-Location on success, X-Admin-Error with the message) instead of a redirect.
import { ArrowDown, ArrowUp, ImagePlus, Loader2, Pencil, Plus, Trash2, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { data, Form, Link, redirect, useNavigate, useNavigation } from "react-router";
import { AdminPagination } from "~/components/admin/pagination";
import { Dialog } from "~/components/ui/dialog";
import { adminCatalogText } from "~/lib/i18n/admin-catalog";
import { adminText } from "~/lib/i18n/admin";
import { tr } from "~/lib/i18n/tr";
import { imageUrl } from "~/lib/media";
import { formatKurus } from "~/lib/money";
import {
  checkChosenImage,
  DIMENSION_UNITS,
  draftFromForm,
  kurusToLiraInput,
  MAX_PRODUCT_IMAGES,
  NEW_PRODUCT_DRAFT,
  parseProductForm,
  PRODUCT_FIELDS as F,
  type ProductFormDraft,
  WEIGHT_UNITS,
} from "~/lib/product-form-schema";
import { slugify } from "~/lib/slug";
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
  readLimitedFormData,
  RequestTooLargeError,
  submitProductForm,
} from "~/modules/catalog/admin-products.server";
import type { Route } from "./+types/products";

const t = adminCatalogText;
const LIST_URL = "/admin/products";

type Mode = "list" | "new" | "edit";
type Notice = "saved" | "deleted" | null;

/** A page of the list (page 1 without ?page=), with the notice of what was just done. */
function listHref(page: number, notice?: Exclude<Notice, null>): string {
  const params = new URLSearchParams();
  if (notice) params.set(notice, "1");
  if (page > 1) params.set("page", String(page));
  return params.size ? `${LIST_URL}?${params}` : LIST_URL;
}

/** The edit form of a product, remembering the list page it was opened from. */
function editHref(id: string, page: number): string {
  return page > 1 ? `?edit=${id}&page=${page}` : `?edit=${id}`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const url = new URL(request.url);
  const editId = url.searchParams.get("edit");
  const page = listPageFromSearchParams(url.searchParams);
  const notice: Notice = url.searchParams.has("saved") ? "saved" : url.searchParams.has("deleted") ? "deleted" : null;
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

function actionFailure(error: string, status: number, draft: ProductFormDraft | null) {
  return data({ error, draft }, { status, headers: { "X-Admin-Error": encodeURIComponent(error) } });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminAction(request, context);
  const viaXhr = request.headers.get("X-Requested-With") === "XMLHttpRequest";
  let form: FormData;
  try {
    form = await readLimitedFormData(request);
  } catch (error) {
    if (error instanceof RequestTooLargeError) return actionFailure(error.message, 413, null);
    context.logger.warn({ err: error }, "product form could not be read");
    return actionFailure(tr.common.genericError, 400, null);
  }
  const store = productStore(context);
  // Back to the list page the form was opened from; a new product is the newest, on page 1.
  const page = listPageFromSearchParams(new URL(request.url).searchParams);

  if (form.get("intent") === "delete") {
    const result = await deleteProduct(store, String(form.get(F.id) ?? ""));
    if (!result.ok) return actionFailure(result.error, result.status, null);
    context.logger.info({ productId: form.get(F.id) }, "product deleted");
    return redirect(listHref(page, "deleted"), 303);
  }

  const result = await submitProductForm(store, form);
  if (!result.ok) return actionFailure(result.error, result.status, draftFromForm(form));
  context.logger.info({ productId: result.id, created: result.created }, "product saved");
  const next = listHref(result.created ? 1 : page, "saved");
  if (viaXhr) return data({ error: null, draft: null }, { headers: { "X-Admin-Location": next } });
  return redirect(next, 303);
}

export default function AdminProducts({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, product } = loaderData;
  return (
    <div className="mx-auto max-w-6xl">
      {mode === "list" ? (
        <ProductList loaderData={loaderData} error={actionData?.error ?? null} />
      ) : (
        <ProductForm
          key={product?.id ?? "new"}
          product={mode === "edit" ? product : null}
          categories={loaderData.categories}
          loadError={loaderData.loadError}
          listUrl={listHref(loaderData.page)}
          sentBack={actionData ?? null}
        />
      )}
    </div>
  );
}

function Banner({ tone, children, testId }: { tone: "error" | "success" | "warning"; children: React.ReactNode; testId?: string }) {
  const styles = {
    error: "border-red-300 bg-red-50 text-red-800",
    success: "border-green-300 bg-green-50 text-green-800",
    warning: "border-amber-300 bg-amber-50 text-amber-900",
  }[tone];
  return (
    <div role={tone === "error" ? "alert" : "status"} data-testid={testId} className={`mb-4 rounded-lg border p-3 text-sm font-semibold ${styles}`}>
      {children}
    </div>
  );
}

function StatusBadge({ active }: { active: boolean }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${active ? "bg-green-100 text-green-800" : "bg-gray-200 text-gray-800"}`}
    >
      {active ? t.products.table.active : t.products.table.inactive}
    </span>
  );
}

function ProductList({ loaderData, error }: { loaderData: Route.ComponentProps["loaderData"]; error: string | null }) {
  const navigate = useNavigate();
  const { products, total, page, pages, notice, notFound, loadError } = loaderData;
  const tt = t.products.table;
  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold">{t.products.title}</h1>
        <Link
          to="?new=1"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
          data-testid="new-product"
        >
          <Plus aria-hidden="true" className="h-5 w-5" /> {t.products.newProduct}
        </Link>
      </div>
      {notice === "saved" && <Banner tone="success" testId="admin-notice">{t.products.saved}</Banner>}
      {notice === "deleted" && <Banner tone="success" testId="admin-notice">{t.products.deleted}</Banner>}
      {notFound && <Banner tone="error" testId="form-error">{t.products.notFound}</Banner>}
      {error && <Banner tone="error" testId="form-error">{error}</Banner>}
      {!loadError && total > 0 && (
        <p className="mb-3 text-sm text-gray-700" aria-live="polite" data-testid="products-count">{t.products.count(total)}</p>
      )}
      {loadError ? (
        <Banner tone="error" testId="load-error">{loadError}</Banner>
      ) : products.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-gray-300 bg-white p-10 text-center" data-testid="products-empty">
          <p className="text-gray-700">{t.products.empty}</p>
          <Link
            to="?new=1"
            className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
          >
            <Plus aria-hidden="true" className="h-5 w-5" /> {t.products.addFirst}
          </Link>
        </div>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-gray-200 bg-white">
          <table className="min-w-full divide-y divide-gray-200 text-sm" data-testid="products-table">
            <caption className="sr-only">{tt.caption}</caption>
            <thead className="bg-gray-50 text-left text-xs font-semibold uppercase tracking-wide text-gray-700">
              <tr>
                <th scope="col" className="px-4 py-3">{tt.image}</th>
                <th scope="col" className="px-4 py-3">{tt.name}</th>
                <th scope="col" className="px-4 py-3">{tt.slug}</th>
                <th scope="col" className="px-4 py-3">{tt.categories}</th>
                <th scope="col" className="px-4 py-3 text-right">{tt.price}</th>
                <th scope="col" className="px-4 py-3 text-right">{tt.stock}</th>
                <th scope="col" className="px-4 py-3">{tt.status}</th>
                <th scope="col" className="px-4 py-3"><span className="sr-only">{tt.actions}</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {products.map((p) => (
                <tr
                  key={p.id}
                  className="cursor-pointer hover:bg-gray-50"
                  data-testid="product-row"
                  onClick={() => navigate(editHref(p.id, page))}
                >
                  <td className="px-4 py-2">
                    {p.image ? (
                      <img src={imageUrl(p.image.path, 160)} alt="" width={48} height={48} loading="lazy" className="h-12 w-12 rounded-lg object-cover" />
                    ) : (
                      <span className="flex h-12 w-12 items-center justify-center rounded-lg bg-gray-100 text-center text-[10px] leading-tight text-gray-700">
                        {tt.noImage}
                      </span>
                    )}
                  </td>
                  <td className="px-4 py-2 font-semibold text-gray-900">{p.name}</td>
                  <td className="px-4 py-2 font-mono text-xs text-gray-700">{p.slug}</td>
                  <td className="px-4 py-2 text-gray-800">{p.categories.length ? p.categories.join(", ") : tt.noCategory}</td>
                  <td className="whitespace-nowrap px-4 py-2 text-right">{formatKurus(p.priceKurus)}</td>
                  <td className={`px-4 py-2 text-right ${p.stock === 0 ? "font-bold text-red-700" : ""}`} data-testid="product-stock">
                    {p.stock}
                  </td>
                  <td className="px-4 py-2">
                    <StatusBadge active={p.isActive} />
                  </td>
                  <td className="px-4 py-2 text-right">
                    <Link
                      to={editHref(p.id, page)}
                      onClick={(event) => event.stopPropagation()}
                      aria-label={tt.editProduct(p.name)}
                      className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 font-semibold text-brand-700 hover:bg-brand-50"
                    >
                      <Pencil aria-hidden="true" className="h-4 w-4" /> {tt.edit}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {!loadError && pages > 1 && (
        <div className="mt-4">
          <AdminPagination page={page} pages={pages} href={(n) => listHref(n)} />
        </div>
      )}
    </>
  );
}

type ImageItem =
  | { key: string; kind: "existing"; path: string; width: number; height: number }
  | { key: string; kind: "new"; file: File; url: string };

function draftFromProduct(product: AdminProductDetail): ProductFormDraft {
  const num = (n: number | null) => (n == null ? "" : String(n));
  return {
    name: product.name,
    slug: product.slug,
    description: product.description,
    price: kurusToLiraInput(product.priceKurus),
    originalPrice: kurusToLiraInput(product.originalPriceKurus),
    stock: String(product.stock),
    shippingCost: kurusToLiraInput(product.shippingCostKurus),
    categories: product.categoryIds,
    isActive: product.isActive,
    isNew: product.isNew,
    dimensionWidth: num(product.dimensionWidth),
    dimensionHeight: num(product.dimensionHeight),
    dimensionDepth: num(product.dimensionDepth),
    dimensionUnit: product.dimensionUnit,
    weightValue: num(product.weightValue),
    weightUnit: product.weightUnit,
  };
}

const inputClass = "mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2.5 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200";
const labelClass = "block text-sm font-semibold text-gray-900";

function Field({ label, children, hint, required }: { label: string; children: (id: string, hintId?: string) => React.ReactNode; hint?: string; required?: boolean }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label} {required && <span className="font-normal text-gray-700">{t.productForm.required}</span>}
      </label>
      {children(id, hintId)}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-gray-700">
          {hint}
        </p>
      )}
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="rounded-2xl border border-gray-200 bg-white p-5">
      <legend className="px-1 text-base font-bold text-gray-900">{title}</legend>
      <div className="mt-2 space-y-4">{children}</div>
    </fieldset>
  );
}

function ProductForm({
  product,
  categories,
  loadError,
  listUrl,
  sentBack,
}: {
  product: AdminProductDetail | null;
  categories: { id: string; name: string; isActive: boolean }[];
  loadError: string | null;
  /** Where İptal goes: the list page the form was opened from. */
  listUrl: string;
  sentBack: { error: string | null; draft: ProductFormDraft | null } | null;
}) {
  const f = t.productForm;
  const editing = product !== null;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const draft = sentBack?.draft ?? (product ? draftFromProduct(product) : NEW_PRODUCT_DRAFT);

  const [hydrated, setHydrated] = useState(false);
  const [error, setError] = useState<string | null>(sentBack?.error ?? null);
  const [slug, setSlug] = useState(draft.slug);
  const [slugEdited, setSlugEdited] = useState(editing || draft.slug !== "");
  const [images, setImages] = useState<ImageItem[]>(() =>
    (product?.images ?? []).map((image) => ({ key: image.path, kind: "existing" as const, ...image })),
  );
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const xhrRef = useRef<XMLHttpRequest | null>(null);
  const newKey = useRef(0);

  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (!sentBack?.error) return;
    setError(sentBack.error);
    setConfirmDelete(false);
  }, [sentBack]);
  // Previews are object URLs: let them go with the form.
  const imagesRef = useRef(images);
  imagesRef.current = images;
  useEffect(
    () => () => {
      for (const item of imagesRef.current) if (item.kind === "new") URL.revokeObjectURL(item.url);
      xhrRef.current?.abort();
    },
    [],
  );
  useEffect(() => {
    if (error) bannerRef.current?.scrollIntoView?.({ block: "nearest", behavior: "smooth" });
  }, [error]);

  const nativeSaving = navigation.state === "submitting" && navigation.formData?.get("intent") !== "delete";
  const busy = saving || nativeSaving;
  const deleting = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete";

  function chooseFiles(list: FileList | null) {
    const files = Array.from(list ?? []);
    if (fileInputRef.current) fileInputRef.current.value = "";
    if (files.length === 0) return;
    for (const file of files) {
      const problem = checkChosenImage(file);
      if (problem) return setError(problem);
    }
    if (images.length + files.length > MAX_PRODUCT_IMAGES) return setError(t.productValidation.tooManyImages);
    setError(null);
    setImages((current) => [
      ...current,
      ...files.map((file) => ({ key: `new-${newKey.current++}`, kind: "new" as const, file, url: URL.createObjectURL(file) })),
    ]);
  }

  function move(index: number, by: -1 | 1) {
    setImages((current) => {
      const next = [...current];
      const target = index + by;
      if (target < 0 || target >= next.length) return current;
      [next[index], next[target]] = [next[target], next[index]];
      return next;
    });
  }

  function remove(index: number) {
    setImages((current) => {
      const item = current[index];
      if (item?.kind === "new") URL.revokeObjectURL(item.url);
      return current.filter((_, i) => i !== index);
    });
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const body = new FormData(event.currentTarget);
    for (const name of [F.images, F.keepImages, F.removeImages, F.imageOrder]) body.delete(name);
    let n = 0;
    for (const item of images) {
      if (item.kind === "existing") {
        body.append(F.keepImages, item.path);
        body.append(F.imageOrder, `keep:${item.path}`);
      } else {
        body.append(F.images, item.file, item.file.name);
        body.append(F.imageOrder, `new:${n++}`);
      }
    }
    const check = parseProductForm(body);
    if (!check.ok) return setError(check.error);
    setError(null);
    setSaving(true);
    setProgress(0);
    const xhr = new XMLHttpRequest();
    xhrRef.current = xhr;
    xhr.open("POST", window.location.pathname + window.location.search);
    xhr.setRequestHeader("X-Requested-With", "XMLHttpRequest");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) setProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      xhrRef.current = null;
      const next = xhr.getResponseHeader("X-Admin-Location");
      if (xhr.status >= 200 && xhr.status < 300 && next) {
        setProgress(100);
        navigate(next);
        return;
      }
      const message = xhr.getResponseHeader("X-Admin-Error");
      setSaving(false);
      setProgress(null);
      if (xhr.status === 401 || xhr.status === 403) return navigate("/admin");
      setError(message ? decodeURIComponent(message) : tr.common.genericError);
    };
    xhr.onerror = () => {
      xhrRef.current = null;
      setSaving(false);
      setProgress(null);
      setError(t.productValidation.networkError);
    };
    xhr.send(body);
  }

  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold">{editing ? f.editTitle : f.createTitle}</h1>
      </div>
      <div ref={bannerRef}>
        {error && <Banner tone="error" testId="form-error">{error}</Banner>}
        {loadError && <Banner tone="error" testId="load-error">{loadError}</Banner>}
      </div>
      <form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        noValidate={hydrated}
        onSubmit={submit}
        className="space-y-6"
        data-testid="product-form"
        aria-busy={busy}
      >
        {product && <input type="hidden" name={F.id} value={product.id} />}

        <Section title={f.sections.basics}>
          <Field label={f.name} required>
            {(id) => (
              <input
                id={id}
                name={F.name}
                required
                maxLength={200}
                defaultValue={draft.name}
                onChange={(e) => {
                  if (!slugEdited) setSlug(slugify(e.currentTarget.value));
                }}
                className={inputClass}
              />
            )}
          </Field>
          <Field label={f.slug} hint={f.slugHint} required>
            {(id, hintId) => (
              <input
                id={id}
                name={F.slug}
                required
                maxLength={200}
                value={slug}
                aria-describedby={hintId}
                onChange={(e) => {
                  setSlug(e.currentTarget.value);
                  setSlugEdited(true);
                }}
                className={`${inputClass} font-mono text-sm`}
              />
            )}
          </Field>
          <Field label={f.description} required>
            {(id) => <textarea id={id} name={F.description} required rows={5} defaultValue={draft.description} className={inputClass} />}
          </Field>
          <fieldset>
            <legend className={labelClass}>
              {f.sections.categories} <span className="font-normal text-gray-700">{f.required}</span>
            </legend>
            {categories.length === 0 ? (
              <p className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="no-categories">
                {f.noCategories}{" "}
                <Link to="/admin/categories" className="font-semibold underline">
                  {f.goToCategories}
                </Link>
              </p>
            ) : (
              <div className="mt-2 flex flex-wrap gap-2">
                {categories.map((c) => (
                  <label key={c.id} className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 px-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                    <input type="checkbox" name={F.categories} value={c.id} defaultChecked={draft.categories.includes(c.id)} className="h-4 w-4" />
                    {c.name} {!c.isActive && <span className="text-gray-700">{f.inactiveCategory}</span>}
                  </label>
                ))}
              </div>
            )}
          </fieldset>
        </Section>

        <Section title={f.sections.pricing}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={f.price} required>
              {(id) => <input id={id} name={F.price} type="number" inputMode="decimal" min="0" step="0.01" required defaultValue={draft.price} className={inputClass} />}
            </Field>
            <Field label={f.originalPrice} hint={f.originalPriceHint}>
              {(id, hintId) => (
                <input id={id} name={F.originalPrice} type="number" inputMode="decimal" min="0" step="0.01" defaultValue={draft.originalPrice} aria-describedby={hintId} className={inputClass} />
              )}
            </Field>
            <Field label={f.stock}>
              {(id) => <input id={id} name={F.stock} type="number" inputMode="numeric" min="0" step="1" defaultValue={draft.stock} className={inputClass} />}
            </Field>
            <Field label={f.shippingCost} hint={f.shippingHint}>
              {(id, hintId) => (
                <input id={id} name={F.shippingCost} type="number" inputMode="decimal" min="0" step="0.01" defaultValue={draft.shippingCost} aria-describedby={hintId} className={inputClass} />
              )}
            </Field>
          </div>
        </Section>

        <Section title={f.sections.dimensions}>
          <div className="grid gap-4 sm:grid-cols-4">
            <Field label={f.width}>
              {(id) => <input id={id} name={F.dimensionWidth} type="number" inputMode="decimal" min="0" step="any" defaultValue={draft.dimensionWidth} className={inputClass} />}
            </Field>
            <Field label={f.height}>
              {(id) => <input id={id} name={F.dimensionHeight} type="number" inputMode="decimal" min="0" step="any" defaultValue={draft.dimensionHeight} className={inputClass} />}
            </Field>
            <Field label={f.depth}>
              {(id) => <input id={id} name={F.dimensionDepth} type="number" inputMode="decimal" min="0" step="any" defaultValue={draft.dimensionDepth} className={inputClass} />}
            </Field>
            <Field label={f.dimensionUnit}>
              {(id) => (
                <select id={id} name={F.dimensionUnit} defaultValue={draft.dimensionUnit} className={inputClass}>
                  {DIMENSION_UNITS.map((unit) => (
                    <option key={unit} value={unit}>
                      {f.dimensionUnits[unit]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
        </Section>

        <Section title={f.sections.weight}>
          <div className="grid gap-4 sm:grid-cols-4">
            <Field label={f.weightValue}>
              {(id) => <input id={id} name={F.weightValue} type="number" inputMode="decimal" min="0" step="any" defaultValue={draft.weightValue} className={inputClass} />}
            </Field>
            <Field label={f.weightUnit}>
              {(id) => (
                <select id={id} name={F.weightUnit} defaultValue={draft.weightUnit} className={inputClass}>
                  {WEIGHT_UNITS.map((unit) => (
                    <option key={unit} value={unit}>
                      {f.weightUnits[unit]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
        </Section>

        <Section title={f.sections.images}>
          <p className="text-sm text-gray-700" id="images-hint">
            {f.imagesHint}
          </p>
          {images.length === 0 ? (
            <p className="text-sm text-gray-700">{f.noImagesYet}</p>
          ) : (
            <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="image-list">
              {images.map((item, index) => (
                <li key={item.key} className="flex items-center gap-3 rounded-xl border border-gray-200 p-2" data-testid="image-item">
                  {item.kind === "existing" && <input type="hidden" name={F.keepImages} value={item.path} />}
                  <img
                    src={item.kind === "existing" ? imageUrl(item.path, 160) : item.url}
                    alt={f.imageAlt(index + 1)}
                    width={80}
                    height={80}
                    className="h-20 w-20 shrink-0 rounded-lg object-cover"
                  />
                  <div className="min-w-0 flex-1 text-xs">
                    <p className="flex flex-wrap gap-1">
                      {index === 0 && <span className="rounded bg-brand-100 px-1.5 py-0.5 font-semibold text-brand-800">{f.coverBadge}</span>}
                      {item.kind === "new" && <span className="rounded bg-blue-100 px-1.5 py-0.5 font-semibold text-blue-900">{f.newImageBadge}</span>}
                    </p>
                    <p className="mt-1 truncate text-gray-700">{item.kind === "new" ? item.file.name : item.path.split("/").pop()}</p>
                    {!hydrated && item.kind === "existing" && (
                      <label className="mt-1 inline-flex items-center gap-1">
                        <input type="checkbox" name={F.removeImages} value={item.path} /> {f.removeOnSave}
                      </label>
                    )}
                  </div>
                  {hydrated && (
                    <div className="flex flex-col">
                      <button type="button" onClick={() => move(index, -1)} disabled={index === 0 || busy} aria-label={f.moveUp(index + 1)} className="inline-flex h-9 w-9 items-center justify-center rounded-lg text-gray-800 hover:bg-gray-100 disabled:opacity-40">
                        <ArrowUp aria-hidden="true" className="h-4 w-4" />
                      </button>
                      <button type="button" onClick={() => move(index, 1)} disabled={index === images.length - 1 || busy} aria-label={f.moveDown(index + 1)} className="inline-flex h-9 w-9 items-center justify-center rounded-lg text-gray-800 hover:bg-gray-100 disabled:opacity-40">
                        <ArrowDown aria-hidden="true" className="h-4 w-4" />
                      </button>
                      <button type="button" onClick={() => remove(index)} disabled={busy} aria-label={f.removeImage(index + 1)} className="inline-flex h-9 w-9 items-center justify-center rounded-lg text-red-700 hover:bg-red-50 disabled:opacity-40">
                        <X aria-hidden="true" className="h-4 w-4" />
                      </button>
                    </div>
                  )}
                </li>
              ))}
            </ol>
          )}
          <div>
            <input
              ref={fileInputRef}
              id="product-images"
              name={F.images}
              type="file"
              accept="image/*"
              multiple
              aria-describedby="images-hint"
              disabled={busy}
              onChange={(e) => hydrated && chooseFiles(e.currentTarget.files)}
              className={hydrated ? "peer sr-only" : "mb-2 block text-sm"}
            />
            <label
              htmlFor="product-images"
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 px-4 font-semibold text-gray-900 hover:bg-gray-50 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
            >
              <ImagePlus aria-hidden="true" className="h-5 w-5" /> {f.chooseImages}
            </label>
          </div>
          {progress !== null && (
            <div className="space-y-1" data-testid="upload-progress">
              <label htmlFor="upload-progress" className="text-sm font-semibold">
                {f.uploading} %{progress}
              </label>
              <progress id="upload-progress" max={100} value={progress} className="block h-2 w-full" />
            </div>
          )}
        </Section>

        <Section title={f.sections.flags}>
          <label className="flex min-h-11 items-center gap-2 text-sm font-semibold">
            <input type="checkbox" name={F.isActive} defaultChecked={draft.isActive} className="h-4 w-4" /> {f.isActive}
          </label>
          <label className="flex min-h-11 items-center gap-2 text-sm font-semibold">
            <input type="checkbox" name={F.isNew} defaultChecked={draft.isNew} className="h-4 w-4" /> {f.isNew}
          </label>
        </Section>

        <div className="flex flex-wrap items-center justify-end gap-3">
          {editing && (
            <button
              type="button"
              onClick={() => setConfirmDelete(true)}
              disabled={busy}
              className="mr-auto inline-flex min-h-11 items-center gap-2 rounded-lg border border-red-300 px-4 font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
            >
              <Trash2 aria-hidden="true" className="h-5 w-5" /> {f.delete}
            </button>
          )}
          <Link to={listUrl} className="inline-flex min-h-11 items-center rounded-lg border border-gray-300 px-4 font-semibold text-gray-900 hover:bg-gray-50">
            {f.cancel}
          </Link>
          <button
            type="submit"
            disabled={busy}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-80"
          >
            {busy && <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" />}
            {busy ? f.saving : editing ? f.update : f.create}
          </button>
        </div>
      </form>

      {product && (
        <Dialog open={confirmDelete} onClose={() => setConfirmDelete(false)} title={t.deleteProductDialog.title} tone="danger">
          <p className="text-sm text-gray-800">{t.deleteProductDialog.text(product.name)}</p>
          <Form method="post" className="mt-6 flex justify-end gap-3" onSubmit={() => setError(null)}>
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name={F.id} value={product.id} />
            <button type="button" onClick={() => setConfirmDelete(false)} className="inline-flex min-h-11 items-center rounded-lg border border-gray-300 px-4 font-semibold text-gray-900 hover:bg-gray-50">
              {t.deleteProductDialog.cancel}
            </button>
            <button type="submit" disabled={deleting} className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-red-600 px-4 font-semibold text-white hover:bg-red-700 disabled:opacity-80">
              {deleting && <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />}
              {deleting ? t.deleteProductDialog.deleting : t.deleteProductDialog.confirm}
            </button>
          </Form>
        </Dialog>
      )}
    </>
  );
}
