// The product page's add-to-cart form without JavaScript (docs/product.md#personalised-gifts): a personalised gift posts
// its texts and its photo files as multipart (`personal.<fieldId>`). The photos are stored as the upload API stores
// them, the values checked against the product's fields; a refusal names each refused field for the product page.
import { and, eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { products, productVariants } from "~/db/schema";
import { isUuid } from "~/lib/input";
import { checkPersonalValues, type PersonalValueRefusal, type PersonalValues } from "~/lib/personalisation";
import type { FileStorage } from "~/modules/media/storage.server";
import { createPersonalUpload, findPersonalUploads, PersonalUploadRefused, type UploadRefusal } from "~/modules/personalisation/uploads.server";

export const PERSONAL_FORM_PREFIX = "personal.";

export type PersonalFormOutcome =
  | { ok: true; personal?: PersonalValues }
  /** Where to send the buyer back: the product page, its variant and one `hata=<fieldId>.<reason>` per refused field. */
  | { ok: false; location: string };

/**
 * Reads the `personal.<fieldId>` fields of an add-to-cart form: stores each posted photo file (createPersonalUpload),
 * takes a photo named by an upload id (the JavaScript form) only if that upload was made for this product's field
 * and is still free, and checks all values. A product without personalisation and a form without values: no values.
 */
export async function personalValuesFromForm(
  db: Executor,
  storage: FileStorage,
  input: { productId: string; variantId?: string; form: FormData; uploaderAddress: string },
): Promise<PersonalFormOutcome> {
  // Not a product id: applyCartFormChange leaves the cart as it is.
  if (!isUuid(input.productId)) return { ok: true };
  const [product] = await db
    .select({ slug: products.slug, personalisation: products.personalisation })
    .from(products)
    .where(and(eq(products.id, input.productId), eq(products.isActive, true)));
  const posted = [...input.form.entries()].filter(([name]) => name.startsWith(PERSONAL_FORM_PREFIX));
  // An unknown or inactive product: the cart's pricing drops the line as it always has.
  if (!product) return { ok: true };
  if (posted.length === 0 && product.personalisation.fields.length === 0) return { ok: true };

  const given: Record<string, string> = {};
  const errors: Record<string, PersonalValueRefusal | UploadRefusal> = {};
  for (const [name, value] of posted) {
    const fieldId = name.slice(PERSONAL_FORM_PREFIX.length);
    if (typeof value === "string") {
      given[fieldId] = value;
      continue;
    }
    // A file input left empty posts a nameless empty file.
    if (value.size === 0) continue;
    try {
      const bytes = new Uint8Array(await value.arrayBuffer());
      given[fieldId] = (await createPersonalUpload(db, storage, { productId: input.productId, fieldId, bytes, uploaderAddress: input.uploaderAddress })).id;
    } catch (error) {
      if (!(error instanceof PersonalUploadRefused)) throw error;
      errors[fieldId] = error.reason;
    }
  }
  const check = checkPersonalValues(product.personalisation, given);
  if (!check.ok) for (const [fieldId, reason] of Object.entries(check.errors)) errors[fieldId] ??= reason;
  // A photo named by its id: made for this product's field, not erased, claimed by no order.
  const photoFields = product.personalisation.fields.filter((field) => field.kind === "photo" && check.values[field.id] && !errors[field.id]);
  const uploads = new Map(
    (
      await findPersonalUploads(
        db,
        photoFields.map((field) => check.values[field.id]),
      )
    ).map((upload) => [upload.id, upload]),
  );
  for (const field of photoFields) {
    const upload = uploads.get(check.values[field.id]);
    if (!upload || upload.productId !== input.productId || upload.fieldId !== field.id || upload.erasedAt || upload.orderId) errors[field.id] = "photo-missing";
  }
  if (Object.keys(errors).length > 0) return { ok: false, location: await productPageWithErrors(db, product.slug, input.variantId, errors) };
  return Object.keys(check.values).length > 0 ? { ok: true, personal: check.values } : { ok: true };
}

async function productPageWithErrors(db: Executor, slug: string, variantId: string | undefined, errors: Record<string, string>): Promise<string> {
  const params = new URLSearchParams();
  if (variantId && isUuid(variantId)) {
    const [variant] = await db.select({ sku: productVariants.sku }).from(productVariants).where(eq(productVariants.id, variantId));
    if (variant) params.append("secim", variant.sku);
  }
  for (const [fieldId, reason] of Object.entries(errors)) if (/^[a-z0-9]{1,16}$/.test(fieldId)) params.append("hata", `${fieldId}.${reason}`);
  return `/product/${encodeURIComponent(slug)}?${params}`;
}
