// The admin product form's one source of validation truth, used by the browser (before the upload starts)
// and by the server (docs/product.md#product-form). Money is typed in lira and kept in kuruş.
import { z } from "./zod-jitless";
import { checkForm, type FormCheck, formText, isChecked } from "./form-check";
import { adminCatalogText } from "./i18n/admin-catalog";
import { chosenFileKind } from "./image-files";
import { moneyProblemText } from "./i18n/money";
import { kurusToMoneyInput, parseMoney, parseTypedNumber } from "./money";
import { slugify } from "./slug";
import type { ProductOption } from "./variants";
import {
  checkVariantForm,
  MAX_SKU_LENGTH,
  type OptionDraft,
  optionDraftsFromForm,
  optionsFromDrafts,
  type VariantDraft,
  variantDraftsFromForm,
  type VariantFormValues,
} from "./variant-form";
import { adminVariantText } from "./i18n/admin-variants";
import { checkPersonalisationForm, personalDraftFromForm, type PersonalFormErrorKey, type PersonalisationDraft } from "./personal-field-form";
import type { Personalisation } from "./personalisation";
import { checkSalePrice, checkSaleWindow, SALE_FIELDS } from "./sale-form";
import { vatText } from "./i18n/vat";
import type { VatRate } from "./vat";
import { parseVatRateInput, VAT_RATE_FIELD } from "./vat-rate-field";

const v = adminCatalogText.productValidation;

export const MAX_PRODUCT_IMAGES = 5;
export const MAX_PRODUCT_IMAGE_BYTES = 10 * 1024 * 1024;
export const DIMENSION_UNITS = ["cm", "inch"] as const;
export const WEIGHT_UNITS = ["g", "kg", "oz", "lb"] as const;
export type DimensionUnit = (typeof DIMENSION_UNITS)[number];
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
/** The shop's standard shipping fee a new product starts with (docs/product.md#shipping): 29,99 TL. */
export const DEFAULT_SHIPPING_KURUS = 2999;
/** 1.000.000 TL: far above any gift, far below the integer column's limit. */
export const MAX_MONEY_KURUS = 100_000_000;
export const MAX_STOCK = 1_000_000;
export const MAX_MEASURE = 1_000_000;
export const MAX_NAME_LENGTH = 200;
export const MAX_SLUG_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 10_000;

/** The form's field names (the admin screen and its tests use exactly these). */
export const PRODUCT_FIELDS = {
  id: "id",
  name: "name",
  slug: "slug",
  description: "description",
  price: "price",
  originalPrice: "originalPrice",
  stock: "stock",
  /** The SKU of a product sold without options (its one variant's); empty: the default. */
  sku: "sku",
  /** The stock the edit form was opened with: unchanged means "leave the stock alone" (orders may have taken some since). */
  stockSeen: "stockSeen",
  shippingCost: "shippingCost",
  categories: "categories",
  isActive: "isActive",
  isNew: "isNew",
  dimensionWidth: "dimensionWidth",
  dimensionHeight: "dimensionHeight",
  dimensionDepth: "dimensionDepth",
  dimensionUnit: "dimensionUnit",
  weightValue: "weightValue",
  weightUnit: "weightUnit",
  /** New image files, several at once. */
  images: "images",
  /** Storage paths of the product's existing images to keep, in the chosen order. */
  keepImages: "keepImages",
  /** Existing images ticked for removal (the form without JavaScript). */
  removeImages: "removeImages",
  /** Optional final order across kept and new images: `keep:{path}` or `new:{index into images}`. */
  imageOrder: "imageOrder",
  /** The scheduled sale (docs/product.md#sale-prices): the price of a product without options, the product's dates. */
  ...SALE_FIELDS,
  /** The product's KDV rate (docs/product.md#vat): empty for its categories' rate, else the shop's default. */
  vatRate: VAT_RATE_FIELD,
} as const;

export interface ProductFormValues {
  name: string;
  slug: string;
  description: string;
  priceKurus: number;
  originalPriceKurus: number | null;
  stock: number;
  shippingCostKurus: number;
  categoryIds: string[];
  isActive: boolean;
  isNew: boolean;
  dimensionWidth: number | null;
  dimensionHeight: number | null;
  dimensionDepth: number | null;
  dimensionUnit: DimensionUnit;
  weightValue: number | null;
  weightUnit: WeightUnit;
  /** The product's options; [] for a product sold without them. */
  options?: ProductOption[];
  /**
   * The variant table's rows; [] for a product sold without options (its one variant then takes the price,
   * original price, stock and `sku` above). With rows, the price and stock above are their summary.
   */
  variants?: VariantFormValues[];
  /** The one variant's SKU of a product without options; null: kept, or the default for a new one. */
  sku?: string | null;
  /** The fields a buyer fills and whether a proof is approved first (docs/product.md#personalised-gifts); ids as posted. */
  personalisation?: Personalisation;
  /** The scheduled sale (docs/product.md#sale-prices): the one variant's sale price (a product without options), the window. */
  salePriceKurus?: number | null;
  saleStartsAt?: Date | null;
  saleEndsAt?: Date | null;
  /** The product's own KDV rate (docs/product.md#vat); null: its categories', else the shop's default; undefined: kept. */
  vatRate?: VatRate | null;
}

export type ImagePlanEntry = { kind: "keep"; path: string } | { kind: "new"; index: number };

/**
 * A number typed by the admin (see parseTypedNumber): empty is null; anything that is not a number counts
 * as 0 (docs/product.md#product-form).
 */
function typedNumber(raw: string): number | null {
  const value = parseTypedNumber(raw);
  return value !== null && Number.isNaN(value) ? 0 : value;
}

/** Kuruş as the value of a money field: 2999 → "29,99", 123456 → "1234,56" (parseMoney reads it back). */
export function kurusToLiraInput(kurus: number | null | undefined): string {
  if (kurus == null) return "";
  return kurusToMoneyInput(kurus);
}

type Ctx = z.core.$RefinementCtx<string>;

function issue(ctx: Ctx, input: string, message: string) {
  ctx.issues.push({ code: "custom", message, input });
  return z.NEVER;
}

/**
 * Lira in, kuruş out, read by parseMoney (docs/product.md#money); `emptyAs` is what an empty field means.
 * An amount it cannot read is refused with the field's name and the reason.
 */
function money(field: string, emptyAs: number | null) {
  return z.string().transform((raw, ctx): number | null => {
    const parsed = parseMoney(raw);
    if (!parsed.ok) return parsed.problem === "empty" ? emptyAs : issue(ctx, raw, v.money(field, moneyProblemText[parsed.problem]));
    if (parsed.kurus > MAX_MONEY_KURUS) return issue(ctx, raw, v.money(field, moneyProblemText["too-large"]));
    return parsed.kurus;
  });
}

/** A measurement (dimensions, weight): optional, non-negative, decimals allowed. */
const measure = z.string().transform((raw, ctx): number | null => {
  const value = typedNumber(raw);
  if (value === null) return null;
  if (value < 0) return issue(ctx, raw, v.negativeNumber);
  if (value > MAX_MEASURE) return issue(ctx, raw, v.numberTooLarge);
  return value;
});

const stock = z.string().transform((raw, ctx): number => {
  const value = typedNumber(raw) ?? 0;
  if (value < 0) return issue(ctx, raw, v.negativeNumber);
  if (!Number.isInteger(value)) return issue(ctx, raw, v.stockInteger);
  if (value > MAX_STOCK) return issue(ctx, raw, v.numberTooLarge);
  return value;
});

const flag = z.string().transform(isChecked);

/**
 * Keys in the order their messages should win: the required fields first, then the numbers, then
 * categories, then images (the banner shows the first problem).
 */
export const ProductFormSchema = z.object({
  name: z.string().trim().min(1, v.requiredFields).max(MAX_NAME_LENGTH, v.tooLong(v.fieldNames.name, MAX_NAME_LENGTH)),
  description: z.string().trim().min(1, v.requiredFields).max(MAX_DESCRIPTION_LENGTH, v.tooLong(v.fieldNames.description, MAX_DESCRIPTION_LENGTH)),
  priceKurus: money(v.fieldNames.price, 0).refine((kurus) => kurus !== null && kurus > 0, v.requiredFields),
  slug: z
    .string()
    .max(MAX_SLUG_LENGTH, v.tooLong(v.fieldNames.slug, MAX_SLUG_LENGTH))
    .transform((raw) => slugify(raw))
    .refine((slug) => slug.length > 0, v.requiredFields),
  originalPriceKurus: money(v.fieldNames.originalPrice, null).transform((kurus) => (kurus ? kurus : null)),
  stock,
  shippingCostKurus: money(v.fieldNames.shippingCost, 0),
  dimensionWidth: measure,
  dimensionHeight: measure,
  dimensionDepth: measure,
  dimensionUnit: z.enum(DIMENSION_UNITS).catch("cm"),
  weightValue: measure,
  weightUnit: z.enum(WEIGHT_UNITS).catch("g"),
  vatRate: z.string().transform((raw, ctx): VatRate | null => {
    const rate = parseVatRateInput(raw);
    return rate === undefined ? issue(ctx, raw, vatText.form.invalid) : rate;
  }),
  isActive: flag,
  isNew: flag,
  categoryIds: z
    .array(z.string().trim())
    .transform((ids) => [...new Set(ids.filter((id) => id !== ""))])
    .pipe(z.array(z.uuid(v.invalidCategory)).min(1, v.categoryRequired).max(100, v.invalidCategory)),
  imageCount: z.number().int().min(1, v.imageRequired).max(MAX_PRODUCT_IMAGES, v.tooManyImages),
});

/** With a variant table the price, original price and stock are the rows' own. */
const VariantProductFormSchema = ProductFormSchema.omit({ priceKurus: true, originalPriceKurus: true, stock: true });

export type ProductFormField = keyof z.input<typeof ProductFormSchema> | "options" | "variants" | "sku" | "salePrice" | "saleStartsAt" | PersonalFormErrorKey;

function texts(form: FormData, name: string, max = 100): string[] {
  return form
    .getAll(name)
    .filter((value): value is string => typeof value === "string")
    .slice(0, max);
}

/** A file the admin really chose: an empty file input still sends a nameless, empty entry. */
export function isChosenFile(entry: FormDataEntryValue): entry is File {
  return typeof entry !== "string" && !(entry.size === 0 && entry.name === "");
}

/** The new image files of the posted form, in the order they were sent. */
export function chosenFiles(form: FormData): File[] {
  return form.getAll(PRODUCT_FIELDS.images).filter(isChosenFile);
}

/** Existing image paths to keep, in order, without duplicates and without those ticked for removal. */
export function keptImagePaths(form: FormData): string[] {
  const removed = new Set(texts(form, PRODUCT_FIELDS.removeImages));
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const path of texts(form, PRODUCT_FIELDS.keepImages)) {
    const trimmed = path.trim();
    if (trimmed === "" || removed.has(trimmed) || seen.has(trimmed)) continue;
    seen.add(trimmed);
    kept.push(trimmed);
  }
  return kept;
}

/**
 * The final image order: `imageOrder` when sent (the JavaScript form can put a new image first), otherwise
 * the kept images followed by the new files. Anything `imageOrder` forgets is appended; unknown or repeated
 * tokens are ignored.
 */
export function imagePlan(kept: readonly string[], newFileCount: number, order: readonly string[] = []): ImagePlanEntry[] {
  const keptSet = new Set(kept);
  const usedPaths = new Set<string>();
  const usedNew = new Set<number>();
  const plan: ImagePlanEntry[] = [];
  for (const token of order) {
    if (token.startsWith("keep:")) {
      const path = token.slice(5);
      if (keptSet.has(path) && !usedPaths.has(path)) {
        usedPaths.add(path);
        plan.push({ kind: "keep", path });
      }
    } else if (/^new:\d{1,3}$/.test(token)) {
      const index = Number(token.slice(4));
      if (index < newFileCount && !usedNew.has(index)) {
        usedNew.add(index);
        plan.push({ kind: "new", index });
      }
    }
  }
  for (const path of kept) if (!usedPaths.has(path)) plan.push({ kind: "keep", path });
  for (let index = 0; index < newFileCount; index++) if (!usedNew.has(index)) plan.push({ kind: "new", index });
  return plan;
}

export type ProductFormResult =
  { ok: true; values: ProductFormValues; images: ImagePlanEntry[]; files: File[] } | Extract<FormCheck<ProductFormValues, ProductFormField>, { ok: false }>;

/**
 * Reads and checks the posted product form. `imageCount` may be given to count images the caller knows
 * better (the server counts only the kept paths that really belong to the product).
 */
export function parseProductForm(form: FormData, options: { imageCount?: number } = {}): ProductFormResult {
  const files = chosenFiles(form);
  const kept = keptImagePaths(form);
  const images = imagePlan(kept, files.length, texts(form, PRODUCT_FIELDS.imageOrder, 200));
  const optionDrafts = optionDraftsFromForm(form);
  const rows = variantDraftsFromForm(form);
  const variantCheck = checkVariantForm(optionDrafts, rows);
  // Any option or row typed: the product is sold in variants, and the table's problems are the ones to tell.
  const withVariants = optionsFromDrafts(optionDrafts).length > 0 || rows.length > 0;
  const input = {
    name: formText(form, PRODUCT_FIELDS.name),
    description: formText(form, PRODUCT_FIELDS.description),
    priceKurus: formText(form, PRODUCT_FIELDS.price),
    slug: formText(form, PRODUCT_FIELDS.slug),
    originalPriceKurus: formText(form, PRODUCT_FIELDS.originalPrice),
    stock: formText(form, PRODUCT_FIELDS.stock),
    shippingCostKurus: formText(form, PRODUCT_FIELDS.shippingCost),
    dimensionWidth: formText(form, PRODUCT_FIELDS.dimensionWidth),
    dimensionHeight: formText(form, PRODUCT_FIELDS.dimensionHeight),
    dimensionDepth: formText(form, PRODUCT_FIELDS.dimensionDepth),
    dimensionUnit: formText(form, PRODUCT_FIELDS.dimensionUnit) || "cm",
    weightValue: formText(form, PRODUCT_FIELDS.weightValue),
    weightUnit: formText(form, PRODUCT_FIELDS.weightUnit) || "g",
    vatRate: formText(form, PRODUCT_FIELDS.vatRate),
    isActive: formText(form, PRODUCT_FIELDS.isActive),
    isNew: formText(form, PRODUCT_FIELDS.isNew),
    categoryIds: texts(form, PRODUCT_FIELDS.categories),
    imageCount: options.imageCount ?? images.length,
  };
  // A product with a variant table has no price or stock fields of its own: the rows are checked instead.
  const result = withVariants
    ? (checkForm(VariantProductFormSchema, input, v.requiredFields) as FormCheck<
        Omit<z.output<typeof ProductFormSchema>, "priceKurus" | "originalPriceKurus" | "stock">,
        ProductFormField
      >)
    : checkForm(ProductFormSchema, input, v.requiredFields);
  const sku = withVariants ? "" : formText(form, PRODUCT_FIELDS.sku).trim();
  const skuProblem =
    sku.length > MAX_SKU_LENGTH
      ? adminVariantText.validation
          .row(adminVariantText.validation.fields.sku, "", adminVariantText.validation.skuTooLong(MAX_SKU_LENGTH))
          .replace(": : ", ": ")
      : /\s/.test(sku)
        ? `${adminVariantText.validation.fields.sku}: ${adminVariantText.validation.skuSpaces}`
        : null;
  const personal = checkPersonalisationForm(form);
  const sale = checkSale(
    form,
    result.ok && !withVariants ? (result.values as unknown as { priceKurus: number }).priceKurus : null,
    variantCheck.ok ? variantCheck.variants : [],
  );
  if (!result.ok || !variantCheck.ok || skuProblem || !personal.ok || !sale.ok) {
    const fieldErrors: Partial<Record<ProductFormField, string>> = { ...(result.ok ? {} : result.fieldErrors), ...(personal.ok ? {} : personal.fieldErrors) };
    if (!variantCheck.ok) fieldErrors[variantCheck.field] ??= variantCheck.error;
    if (skuProblem) fieldErrors.sku ??= skuProblem;
    if (!sale.ok) fieldErrors[sale.field] ??= sale.error;
    const error = !result.ok
      ? result.error
      : !variantCheck.ok
        ? variantCheck.error
        : skuProblem
          ? skuProblem
          : !personal.ok
            ? (personal as { error: string }).error
            : (sale as { error: string }).error;
    return { ok: false, error, fieldErrors };
  }
  const { imageCount: _count, ...checked } = result.values as z.output<typeof ProductFormSchema>;
  const { variants } = variantCheck;
  const { salePriceKurus, saleStartsAt, saleEndsAt } = sale;
  let values: ProductFormValues;
  if (variants.length > 0) {
    // The summary refreshProductSummaries keeps: the cheapest active variant in stock, else the cheapest; the stock summed.
    const active = variants.filter((variant) => variant.isActive);
    const inStock = active.filter((variant) => variant.stock > 0);
    const cheapest = (inStock.length > 0 ? inStock : active).reduce((best, variant) => (variant.priceKurus < best.priceKurus ? variant : best));
    values = {
      ...checked,
      priceKurus: cheapest.priceKurus,
      originalPriceKurus: cheapest.originalPriceKurus,
      stock: active.reduce((sum, variant) => sum + variant.stock, 0),
      options: variantCheck.options,
      variants,
      sku: null,
      personalisation: personal.personalisation,
      salePriceKurus: null,
      saleStartsAt,
      saleEndsAt,
    } as ProductFormValues;
  } else {
    values = {
      ...checked,
      options: [],
      variants: [],
      sku: sku === "" ? null : sku,
      personalisation: personal.personalisation,
      salePriceKurus,
      saleStartsAt,
      saleEndsAt,
    } as ProductFormValues;
  }
  return { ok: true, values, images, files };
}

type SaleCheck =
  { ok: true; salePriceKurus: number | null; saleStartsAt: Date | null; saleEndsAt: Date | null } | { ok: false; error: string; field: ProductFormField };

/**
 * The scheduled sale: the sale price of a product without options (below its price; `priceKurus` null when the price
 * itself is refused or the product has variants, whose rows carry their own), and the dates, needed with any sale price.
 */
function checkSale(form: FormData, priceKurus: number | null, variants: readonly { salePriceKurus: number | null }[]): SaleCheck {
  let salePriceKurus: number | null = null;
  if (priceKurus !== null) {
    const price = checkSalePrice(formText(form, PRODUCT_FIELDS.salePrice), priceKurus);
    if (!price.ok) return { ok: false, error: price.error, field: "salePrice" };
    salePriceKurus = price.kurus;
  }
  const hasSalePrice = salePriceKurus !== null || variants.some((variant) => variant.salePriceKurus !== null);
  const window = checkSaleWindow(formText(form, PRODUCT_FIELDS.saleStartsAt), formText(form, PRODUCT_FIELDS.saleEndsAt), hasSalePrice);
  if (!window.ok) return { ok: false, error: window.error, field: "saleStartsAt" };
  return { ok: true, salePriceKurus, saleStartsAt: window.saleStartsAt, saleEndsAt: window.saleEndsAt };
}

/** The file problems the browser can see before uploading (the server checks the content again). */
export function checkChosenImage(file: { name: string; size: number; type: string }): string | null {
  const kind = chosenFileKind(file);
  if (kind !== "image") return v.fileMessage(file.name, kind === "unsupported-image" ? v.unsupportedImage : v.notAnImage);
  if (file.size > MAX_PRODUCT_IMAGE_BYTES) return v.fileMessage(file.name, v.imageTooLarge);
  return null;
}

/** What the form's inputs hold, as text: a product being edited, a new one, or a form sent back with an error. */
export interface ProductTextDraft {
  name: string;
  slug: string;
  description: string;
  price: string;
  originalPrice: string;
  stock: string;
  shippingCost: string;
  categories: string[];
  isActive: boolean;
  isNew: boolean;
  dimensionWidth: string;
  dimensionHeight: string;
  dimensionDepth: string;
  dimensionUnit: string;
  weightValue: string;
  weightUnit: string;
  sku: string;
  salePrice: string;
  saleStartsAt: string;
  saleEndsAt: string;
  /** The KDV rate select's value: "" for none of its own. */
  vatRate: string;
}

/** The form's text with its options and variant table (none: a product without options). */
export interface ProductFormDraft extends ProductTextDraft {
  options?: OptionDraft[];
  variants?: VariantDraft[];
  /** The "Kişiselleştirme" section (none: a product without personalisation). */
  personal?: PersonalisationDraft;
}

/** A new product: active, not new, the standard shipping fee (docs/product.md#products), units cm and g. */
export const NEW_PRODUCT_DRAFT: ProductTextDraft = {
  name: "",
  slug: "",
  description: "",
  price: "",
  originalPrice: "",
  stock: "0",
  shippingCost: kurusToLiraInput(DEFAULT_SHIPPING_KURUS),
  categories: [],
  isActive: true,
  isNew: false,
  dimensionWidth: "",
  dimensionHeight: "",
  dimensionDepth: "",
  dimensionUnit: "cm",
  weightValue: "",
  weightUnit: "g",
  sku: "",
  salePrice: "",
  saleStartsAt: "",
  saleEndsAt: "",
  vatRate: "",
};

/** The posted text fields, to fill the form again after an error (the form without JavaScript). */
export function draftFromForm(form: FormData): ProductFormDraft {
  const one = (name: string) => formText(form, name).slice(0, MAX_DESCRIPTION_LENGTH);
  const on = (name: string) => isChecked(form.get(name));
  return {
    name: one(PRODUCT_FIELDS.name),
    slug: one(PRODUCT_FIELDS.slug),
    description: one(PRODUCT_FIELDS.description),
    price: one(PRODUCT_FIELDS.price),
    originalPrice: one(PRODUCT_FIELDS.originalPrice),
    stock: one(PRODUCT_FIELDS.stock),
    shippingCost: one(PRODUCT_FIELDS.shippingCost),
    categories: texts(form, PRODUCT_FIELDS.categories),
    isActive: on(PRODUCT_FIELDS.isActive),
    isNew: on(PRODUCT_FIELDS.isNew),
    dimensionWidth: one(PRODUCT_FIELDS.dimensionWidth),
    dimensionHeight: one(PRODUCT_FIELDS.dimensionHeight),
    dimensionDepth: one(PRODUCT_FIELDS.dimensionDepth),
    dimensionUnit: one(PRODUCT_FIELDS.dimensionUnit) || "cm",
    weightValue: one(PRODUCT_FIELDS.weightValue),
    weightUnit: one(PRODUCT_FIELDS.weightUnit) || "g",
    sku: one(PRODUCT_FIELDS.sku),
    salePrice: one(PRODUCT_FIELDS.salePrice),
    saleStartsAt: one(PRODUCT_FIELDS.saleStartsAt),
    saleEndsAt: one(PRODUCT_FIELDS.saleEndsAt),
    vatRate: one(PRODUCT_FIELDS.vatRate),
    options: optionDraftsFromForm(form),
    variants: variantDraftsFromForm(form),
    personal: personalDraftFromForm(form),
  };
}
