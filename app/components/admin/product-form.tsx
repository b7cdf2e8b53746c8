// The product form of /admin/products (?new=1 or ?edit={id}). It works without JavaScript (a plain multipart
// POST, checked by the server). With JavaScript it checks itself with the same schema before sending and
// uploads through XMLHttpRequest to show a progress bar; the action answers that request with headers
// (X-Admin-Location on success, X-Admin-Error with the message) instead of a redirect.
import { Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useNavigation } from "react-router";
import { Banner } from "~/components/ui/banner";
import { Button } from "~/components/ui/button";
import { Field, inputClass, labelClass } from "~/components/ui/field";
import { useHydrated } from "~/hooks/use-hydrated";
import { useImageList } from "~/hooks/use-image-list";
import { useUploadWithProgress } from "~/hooks/use-upload-with-progress";
import { adminCatalogText } from "~/lib/i18n/admin-catalog";
import { tr } from "~/lib/i18n/tr";
import {
  checkChosenImage,
  MAX_PRODUCT_IMAGES,
  NEW_PRODUCT_DRAFT,
  parseProductForm,
  PRODUCT_FIELDS as F,
  type ProductFormDraft,
  type ProductFormField,
} from "~/lib/product-form-schema";
import { slugify } from "~/lib/slug";
import type { AdminProductDetail } from "~/modules/catalog/admin-products.server";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { FormActions } from "./form-actions";
import { FormSection } from "./form-section";
import { draftFromProduct, ProductDetailsSections } from "./product-form-sections";
import { ProductImagesField } from "./product-images-field";
import { ProductPersonalFields } from "./product-personal-fields";
import { ProductVariantsField } from "./product-variants-field";

const t = adminCatalogText;
const f = t.productForm;

export interface ProductFormCategory {
  id: string;
  name: string;
  isActive: boolean;
}

/** What the action sent back: its error and, after a post without JavaScript, the fields as they were typed and their messages. */
export interface ProductFormAnswer {
  error: string | null;
  draft: ProductFormDraft | null;
  fieldErrors?: Partial<Record<ProductFormField, string>>;
}

export function ProductForm({
  product,
  categories,
  loadError,
  listUrl,
  sentBack,
}: {
  product: AdminProductDetail | null;
  categories: ProductFormCategory[];
  loadError: string | null;
  /** Where İptal goes: the list page the form was opened from. */
  listUrl: string;
  sentBack: ProductFormAnswer | null;
}) {
  const editing = product !== null;
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const bannerRef = useRef<HTMLDivElement>(null);
  const draft: ProductFormDraft = sentBack?.draft ?? (product ? draftFromProduct(product) : NEW_PRODUCT_DRAFT);

  const [error, setError] = useState<string | null>(sentBack?.error ?? null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ProductFormField, string>>>(sentBack?.fieldErrors ?? {});
  const [slug, setSlug] = useState(draft.slug);
  const [slugEdited, setSlugEdited] = useState(editing || draft.slug !== "");
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [withVariants, setWithVariants] = useState((draft.variants ?? []).length > 0);
  const { images, add, move, remove } = useImageList(product?.images ?? []);
  const { progress, uploading, upload, reset } = useUploadWithProgress();

  useEffect(() => {
    if (!sentBack?.error) return;
    setError(sentBack.error);
    setFieldErrors(sentBack.fieldErrors ?? {});
    setConfirmDelete(false);
  }, [sentBack]);
  useEffect(() => {
    if (error) bannerRef.current?.scrollIntoView?.({ block: "nearest", behavior: "smooth" });
  }, [error]);

  const nativeSaving = navigation.state === "submitting" && navigation.formData?.get("intent") !== "delete";
  const busy = uploading || nativeSaving;
  const deleting = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete";

  function chooseFiles(files: File[]) {
    for (const file of files) {
      const problem = checkChosenImage(file);
      if (problem) return setError(problem);
    }
    if (images.length + files.length > MAX_PRODUCT_IMAGES) return setError(t.productValidation.tooManyImages);
    setError(null);
    add(files);
  }

  /** The form's fields with the images in the order shown: kept paths and new files, and `imageOrder` across both. */
  function formWithImages(form: HTMLFormElement): FormData {
    const body = new FormData(form);
    for (const name of [F.images, F.keepImages, F.removeImages, F.imageOrder]) body.delete(name);
    let newIndex = 0;
    for (const item of images) {
      if (item.kind === "existing") {
        body.append(F.keepImages, item.path);
        body.append(F.imageOrder, `keep:${item.path}`);
      } else {
        body.append(F.images, item.file, item.file.name);
        body.append(F.imageOrder, `new:${newIndex++}`);
      }
    }
    return body;
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const body = formWithImages(event.currentTarget);
    const check = parseProductForm(body);
    setFieldErrors(check.ok ? {} : check.fieldErrors);
    if (!check.ok) return setError(check.error);
    setError(null);
    const answer = await upload(location.pathname + location.search, body);
    if (answer.kind === "network-error") return setError(t.productValidation.networkError);
    const next = answer.header("X-Admin-Location");
    if (answer.status >= 200 && answer.status < 300 && next) return navigate(next);
    reset();
    if (answer.status === 401 || answer.status === 403) return navigate("/admin");
    const message = answer.header("X-Admin-Error");
    setError(message ? decodeURIComponent(message) : tr.common.genericError);
  }

  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold">{editing ? f.editTitle : f.createTitle}</h1>
      </div>
      <div ref={bannerRef}>
        {error && (
          <Banner tone="error" testId="form-error">
            {error}
          </Banner>
        )}
        {loadError && (
          <Banner tone="error" testId="load-error">
            {loadError}
          </Banner>
        )}
      </div>
      <form
        method="post"
        encType="multipart/form-data"
        noValidate={hydrated}
        onSubmit={submit}
        className="space-y-6"
        data-testid="product-form"
        aria-busy={busy}
      >
        {product && <input type="hidden" name={F.id} value={product.id} />}
        {product && <input type="hidden" name={F.stockSeen} value={product.stock} />}

        <FormSection title={f.sections.basics}>
          <Field label={f.name} required={f.required} invalid={Boolean(fieldErrors.name)}>
            {(control) => (
              <input
                {...control}
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
          <Field label={f.slug} hint={f.slugHint} required={f.required} invalid={Boolean(fieldErrors.slug)}>
            {(control) => (
              <input
                {...control}
                name={F.slug}
                required
                maxLength={200}
                value={slug}
                onChange={(e) => {
                  setSlug(e.currentTarget.value);
                  setSlugEdited(true);
                }}
                className={`${inputClass} font-mono text-sm`}
              />
            )}
          </Field>
          <Field label={f.description} required={f.required} invalid={Boolean(fieldErrors.description)}>
            {(control) => <textarea {...control} name={F.description} required rows={5} defaultValue={draft.description} className={inputClass} />}
          </Field>
          <CategoryChoice categories={categories} chosen={draft.categories} />
        </FormSection>

        <ProductDetailsSections draft={draft} fieldErrors={fieldErrors} withVariants={withVariants} />

        <ProductImagesField
          images={images}
          hydrated={hydrated}
          busy={busy}
          invalid={Boolean(fieldErrors.imageCount)}
          progress={progress}
          onChoose={chooseFiles}
          onMove={move}
          onRemove={remove}
        />

        <ProductVariantsField
          initialOptions={draft.options ?? []}
          initialRows={draft.variants ?? []}
          images={images}
          hydrated={hydrated}
          invalidOptions={Boolean(fieldErrors.options)}
          invalidRows={Boolean(fieldErrors.variants)}
          onModeChange={setWithVariants}
        />

        <ProductPersonalFields initial={draft.personal ?? { fields: [], requiresProof: false }} hydrated={hydrated} fieldErrors={fieldErrors} />

        <FormSection title={f.sections.flags}>
          <label className="flex min-h-11 items-center gap-2 text-sm font-semibold">
            <input type="checkbox" name={F.isActive} defaultChecked={draft.isActive} className="h-4 w-4" /> {f.isActive}
          </label>
          <label className="flex min-h-11 items-center gap-2 text-sm font-semibold">
            <input type="checkbox" name={F.isNew} defaultChecked={draft.isNew} className="h-4 w-4" /> {f.isNew}
          </label>
        </FormSection>

        <FormActions cancelTo={listUrl} busy={busy} editing={editing} texts={f}>
          {editing && (
            <Button variant="dangerOutline" className="mr-auto" onClick={() => setConfirmDelete(true)} disabled={busy}>
              <Trash2 aria-hidden="true" className="h-5 w-5" /> {f.delete}
            </Button>
          )}
        </FormActions>
      </form>

      {product && (
        <ConfirmDeleteDialog
          open={confirmDelete}
          onClose={() => setConfirmDelete(false)}
          texts={{ ...t.deleteProductDialog, text: t.deleteProductDialog.text(product.name) }}
          id={product.id}
          deleting={deleting}
          onSubmit={() => setError(null)}
        />
      )}
    </>
  );
}

function CategoryChoice({ categories, chosen }: { categories: ProductFormCategory[]; chosen: string[] }) {
  return (
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
            <label
              key={c.id}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 px-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input type="checkbox" name={F.categories} value={c.id} defaultChecked={chosen.includes(c.id)} className="h-4 w-4" />
              {c.name} {!c.isActive && <span className="text-gray-700">{f.inactiveCategory}</span>}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
