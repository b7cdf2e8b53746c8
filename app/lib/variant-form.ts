// The product form's options and variant table (docs/product.md#options-and-variants): the posted field names,
// the text the inputs hold, and the one check the browser and the server both make. Pure.
//
// Options are posted as `options.{i}.name` and `options.{i}.values` (the values comma-separated, in order:
// "90 cm, 180 cm"); each row of the variant table as `variants.{i}.{field}`, its combination as one
// `variants.{i}.values` per option. A form with no option is a product sold without options: its one variant
// comes from the price and stock fields as before.
import { isChecked } from "./form-check";
import { adminVariantText } from "./i18n/admin-variants";
import { moneyProblemText } from "./i18n/money";
import { parseMoney, parseTypedNumber } from "./money";
import { checkSalePrice } from "./sale-form";
import { MAX_OPTION_VALUES, MAX_OPTIONS, MAX_VARIANTS, type ProductOption, sameValues, variantLabel, namedOptionValues } from "./variants";

const v = adminVariantText.validation;

export const MAX_SKU_LENGTH = 64;
export const MAX_OPTION_NAME_LENGTH = 40;
export const MAX_OPTION_VALUE_LENGTH = 60;
const MAX_MONEY_KURUS = 100_000_000;
const MAX_STOCK = 1_000_000;
const MAX_MEASURE = 1_000_000;

export const optionField = (index: number, field: "name" | "values") => `options.${index}.${field}`;
export type VariantRowField = "id" | "values" | "price" | "originalPrice" | "salePrice" | "stock" | "stockSeen" | "sku" | "weight" | "image" | "active";
export const variantField = (index: number, field: VariantRowField) => `variants.${index}.${field}`;

/** An option as the form holds it: its values as typed, comma-separated. */
export interface OptionDraft {
  name: string;
  values: string;
}

/** A row of the variant table as its inputs hold it. */
export interface VariantDraft {
  /** The stored variant's id; "" for a row not saved yet. */
  id: string;
  values: string[];
  price: string;
  originalPrice: string;
  /** The price during the product's scheduled sale ("" for none). */
  salePrice: string;
  stock: string;
  /** The stock the row showed when the form was opened ("" for a new row). */
  stockSeen: string;
  sku: string;
  weight: string;
  /** `keep:{path}` or `new:{index}` (the image tokens of the form), or "" for the product's first image. */
  image: string;
  active: boolean;
}

/** A checked row, ready to save. */
export interface VariantFormValues {
  id: string | null;
  optionValues: string[];
  priceKurus: number;
  originalPriceKurus: number | null;
  /** The price during the product's scheduled sale; null: not on sale (docs/product.md#sale-prices). */
  salePriceKurus: number | null;
  stock: number;
  stockSeen: number | null;
  /** null: the default SKU (defaultSku of the slug and the values). */
  sku: string | null;
  weightValue: number | null;
  /** An image token (`keep:{path}` / `new:{index}`), resolved to a stored path by the save. */
  image: string | null;
  isActive: boolean;
}

/** "90 cm, 180 cm" → ["90 cm", "180 cm"]: trimmed, empty ones dropped. */
export function splitOptionValues(text: string): string[] {
  return text
    .split(",")
    .map((value) => value.trim().replace(/\s+/g, " "))
    .filter((value) => value !== "");
}

export function joinOptionValues(values: readonly string[]): string {
  return values.join(", ");
}

/** The options the drafts describe: those with a name or a value (an empty slot is no option). */
export function optionsFromDrafts(drafts: readonly OptionDraft[]): ProductOption[] {
  return drafts
    .map((draft) => ({ name: draft.name.trim().replace(/\s+/g, " "), values: splitOptionValues(draft.values) }))
    .filter((option) => option.name !== "" || option.values.length > 0);
}

export function emptyVariantDraft(values: string[], from?: Partial<VariantDraft>): VariantDraft {
  return { id: "", values, price: "", originalPrice: "", salePrice: "", stock: "0", stockSeen: "", sku: "", weight: "", image: "", active: true, ...from };
}

/**
 * The rows for every combination of the options: a row already in the table keeps what was typed in it;
 * a new one starts with `defaults` (the first row's price, for instance). Rows of combinations that no longer
 * exist are dropped (saving then removes or deactivates their variants).
 */
export function combinationRows(options: readonly ProductOption[], rows: readonly VariantDraft[], defaults: Partial<VariantDraft> = {}): VariantDraft[] {
  if (options.length === 0) return [];
  return optionCombinationsCapped(options).map((values) => {
    const kept = rows.find((row) => sameValues(row.values, values));
    return kept ? { ...kept, values } : emptyVariantDraft(values, defaults);
  });
}

function optionCombinationsCapped(options: readonly ProductOption[]): string[][] {
  let combinations: string[][] = [[]];
  for (const option of options) {
    combinations = combinations.flatMap((head) => option.values.map((value) => [...head, value]));
    if (combinations.length > MAX_VARIANTS) return combinations.slice(0, MAX_VARIANTS + 1);
  }
  return combinations;
}

/** The readable name of a row: "Renk: Siyah". */
export function rowLabel(options: readonly ProductOption[], values: readonly string[]): string {
  return variantLabel(namedOptionValues(options, values));
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** The option drafts posted (up to MAX_OPTIONS + 1 slots are read, so that one too many is noticed). */
export function optionDraftsFromForm(form: FormData): OptionDraft[] {
  const drafts: OptionDraft[] = [];
  for (let index = 0; index <= MAX_OPTIONS; index++) {
    const name = text(form, optionField(index, "name")).slice(0, 200);
    const values = text(form, optionField(index, "values")).slice(0, 2000);
    if (form.has(optionField(index, "name")) || form.has(optionField(index, "values"))) drafts.push({ name, values });
  }
  return drafts;
}

/** The variant rows posted, in the table's order. */
export function variantDraftsFromForm(form: FormData): VariantDraft[] {
  const rows: VariantDraft[] = [];
  for (let index = 0; index <= MAX_VARIANTS; index++) {
    if (!form.has(variantField(index, "values")) && !form.has(variantField(index, "price"))) continue;
    rows.push({
      id: text(form, variantField(index, "id")).trim(),
      values: form
        .getAll(variantField(index, "values"))
        .filter((value): value is string => typeof value === "string")
        .slice(0, MAX_OPTIONS + 1)
        .map((value) => value.trim()),
      price: text(form, variantField(index, "price")),
      originalPrice: text(form, variantField(index, "originalPrice")),
      salePrice: text(form, variantField(index, "salePrice")),
      stock: text(form, variantField(index, "stock")),
      stockSeen: text(form, variantField(index, "stockSeen")),
      sku: text(form, variantField(index, "sku")).slice(0, 200),
      weight: text(form, variantField(index, "weight")),
      image: text(form, variantField(index, "image")).slice(0, 1000),
      active: isChecked(form.get(variantField(index, "active"))),
    });
  }
  return rows;
}

export type VariantCheck = { ok: true; options: ProductOption[]; variants: VariantFormValues[] } | { ok: false; error: string; field: "options" | "variants" };

function checkOptions(drafts: readonly OptionDraft[]): { ok: true; options: ProductOption[] } | { ok: false; error: string } {
  const options = optionsFromDrafts(drafts);
  if (options.length > MAX_OPTIONS) return { ok: false, error: v.tooManyOptions(MAX_OPTIONS) };
  const names = new Set<string>();
  for (const option of options) {
    if (option.name === "") return { ok: false, error: v.optionNameRequired };
    if (option.name.length > MAX_OPTION_NAME_LENGTH) return { ok: false, error: v.optionNameTooLong(MAX_OPTION_NAME_LENGTH) };
    const folded = option.name.toLocaleLowerCase("tr-TR");
    if (names.has(folded)) return { ok: false, error: v.duplicateOptionName(option.name) };
    names.add(folded);
    if (option.values.length === 0) return { ok: false, error: v.optionValuesRequired(option.name) };
    if (option.values.length > MAX_OPTION_VALUES) return { ok: false, error: v.tooManyValues(option.name, MAX_OPTION_VALUES) };
    const seen = new Set<string>();
    for (const value of option.values) {
      if (value.length > MAX_OPTION_VALUE_LENGTH) return { ok: false, error: v.valueTooLong(option.name, MAX_OPTION_VALUE_LENGTH) };
      const key = value.toLocaleLowerCase("tr-TR");
      if (seen.has(key)) return { ok: false, error: v.duplicateValue(option.name, value) };
      seen.add(key);
    }
  }
  return { ok: true, options };
}

function rowMoney(raw: string, label: string, field: string, required: boolean): { ok: true; kurus: number | null } | { ok: false; error: string } {
  const parsed = parseMoney(raw);
  if (!parsed.ok) {
    if (parsed.problem === "empty") return required ? { ok: false, error: v.rowPriceRequired(label) } : { ok: true, kurus: null };
    return { ok: false, error: v.row(label, field, moneyProblemText[parsed.problem]) };
  }
  if (parsed.kurus > MAX_MONEY_KURUS) return { ok: false, error: v.row(label, field, moneyProblemText["too-large"]) };
  if (required && parsed.kurus <= 0) return { ok: false, error: v.rowPriceRequired(label) };
  return { ok: true, kurus: parsed.kurus === 0 && !required ? null : parsed.kurus };
}

/**
 * Checks the options and the variant table: at most three options, each named, its values given once; one row
 * per combination of them (no repeats, none outside the options); each row's price, original price, stock,
 * weight and SKU readable; SKUs not repeated; at least one row active. No option and no row: the product is sold
 * without options (`variants` empty).
 */
export function checkVariantForm(optionDrafts: readonly OptionDraft[], rows: readonly VariantDraft[]): VariantCheck {
  const checked = checkOptions(optionDrafts);
  if (!checked.ok) return { ok: false, error: checked.error, field: "options" };
  const { options } = checked;
  if (options.length === 0) return { ok: true, options, variants: [] };
  if (rows.length === 0) return { ok: false, error: v.noRows, field: "variants" };
  if (rows.length > MAX_VARIANTS) return { ok: false, error: v.tooManyVariants(MAX_VARIANTS), field: "variants" };
  const variants: VariantFormValues[] = [];
  const skus = new Map<string, string>();
  const fail = (error: string): VariantCheck => ({ ok: false, error, field: "variants" });
  for (const row of rows) {
    const fits = row.values.length === options.length && row.values.every((value, index) => options[index].values.includes(value));
    if (!fits) return fail(v.rowOutsideOptions(row.values.join(" / ") || "—"));
    const label = rowLabel(options, row.values);
    if (variants.some((variant) => sameValues(variant.optionValues, row.values))) return fail(v.duplicateRow(label));
    const price = rowMoney(row.price, label, v.fields.price, true);
    if (!price.ok) return fail(price.error);
    const original = rowMoney(row.originalPrice, label, v.fields.originalPrice, false);
    if (!original.ok) return fail(original.error);
    const sale = checkSalePrice(row.salePrice, price.kurus as number);
    if (!sale.ok) return fail(`${label}: ${sale.error}`);
    const stock = parseTypedNumber(row.stock) ?? 0;
    if (Number.isNaN(stock) || stock < 0 || !Number.isInteger(stock)) return fail(v.row(label, v.fields.stock, v.stockInteger));
    if (stock > MAX_STOCK) return fail(v.row(label, v.fields.stock, v.numberTooLarge));
    const weight = parseTypedNumber(row.weight);
    if (weight !== null && (Number.isNaN(weight) || weight < 0)) return fail(v.row(label, v.fields.weight, v.negativeNumber));
    if (weight !== null && weight > MAX_MEASURE) return fail(v.row(label, v.fields.weight, v.numberTooLarge));
    const sku = row.sku.trim();
    if (sku.length > MAX_SKU_LENGTH) return fail(v.row(label, v.fields.sku, v.skuTooLong(MAX_SKU_LENGTH)));
    if (sku !== "" && /\s/.test(sku)) return fail(v.row(label, v.fields.sku, v.skuSpaces));
    if (sku !== "") {
      const key = sku.toUpperCase();
      const other = skus.get(key);
      if (other) return fail(v.duplicateSku(sku, other, label));
      skus.set(key, label);
    }
    const seen = Number.parseInt(row.stockSeen, 10);
    variants.push({
      id: row.id !== "" ? row.id : null,
      optionValues: [...row.values],
      priceKurus: price.kurus as number,
      originalPriceKurus: original.kurus,
      salePriceKurus: sale.kurus,
      stock,
      stockSeen: Number.isInteger(seen) ? seen : null,
      sku: sku === "" ? null : sku,
      weightValue: weight,
      image: row.image.trim() === "" ? null : row.image.trim(),
      isActive: row.active,
    });
  }
  if (!variants.some((variant) => variant.isActive)) return fail(v.noActiveVariant);
  return { ok: true, options, variants };
}
