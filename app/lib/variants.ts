// Options and variants (docs/product.md#options-and-variants): a product has up to three options, each a name and
// its ordered values; a variant is one combination of those values with its own price, stock and SKU. Pure: the
// product page, the cart, the back office's form and the server all read variants with these helpers.

import { slugify } from "./slug";

export const MAX_OPTIONS = 3;
export const MAX_OPTION_VALUES = 20;
/** Past this the combinations table is more than a merchant can fill by hand (and more than a page should carry). */
export const MAX_VARIANTS = 100;

export interface ProductOption {
  name: string;
  values: string[];
}

/** An order line's option as ordered, named, so renaming the product's options never rewrites an order. */
export interface OrderLineOption {
  name: string;
  value: string;
}

/** A variant as the shop shows it: its values line up with the product's options. */
export interface ShopVariant {
  id: string;
  sku: string;
  optionValues: string[];
  priceKurus: number;
  originalPriceKurus: number | null;
  /** Sold at its scheduled sale price now (priceKurus is that price, originalPriceKurus the regular one). */
  onSale?: boolean;
  stock: number;
  /** The product image (its storage path) shown when the variant is chosen; null: the product's first. */
  imagePath: string | null;
}

/** The URL parameter that names the chosen variant by its SKU, e.g. `/product/kupa?secim=KUPA-SIYAH`. */
export const VARIANT_PARAM = "secim";
/** The product page's no-JavaScript form posts one value per option under these names (`secenek1`…). */
export function optionParam(index: number): string {
  return `secenek${index + 1}`;
}

/**
 * The SKU a variant gets when the merchant gives none: the product's slug and its values, in plain Latin capitals
 * ("KEDI-KUPA-SIYAH"), the same letters as the migration's upper(slug) gave the products made before variants.
 */
export function defaultSku(slug: string, values: readonly string[] = []): string {
  return slugify([slug, ...values].join("-")).toUpperCase();
}

/** "Boyut: 180 cm, Renk: Siyah"; "" for a product without options. */
export function variantLabel(options: readonly OrderLineOption[]): string {
  return options.map(({ name, value }) => `${name}: ${value}`).join(", ");
}

/** The named options of a variant of a product with `options`. */
export function namedOptionValues(options: readonly ProductOption[], values: readonly string[]): OrderLineOption[] {
  return options.map((option, index) => ({ name: option.name, value: values[index] ?? "" }));
}

/** Every combination of the options' values, in the options' order (the first option varies slowest). */
export function optionCombinations(options: readonly ProductOption[]): string[][] {
  return options.reduce<string[][]>((combinations, option) => combinations.flatMap((head) => option.values.map((value) => [...head, value])), [[]]);
}

export function sameValues(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/** The variant with exactly these values, if the product sells it. */
export function variantWithValues<V extends Pick<ShopVariant, "optionValues">>(variants: readonly V[], values: readonly string[]): V | undefined {
  return variants.find((variant) => sameValues(variant.optionValues, values));
}

/** The variant shown first: the one the URL names, else the cheapest in stock, else the first. */
export function initialVariant<V extends Pick<ShopVariant, "sku" | "stock" | "priceKurus">>(
  variants: readonly V[],
  sku: string | null | undefined,
): V | undefined {
  const named = sku ? variants.find((variant) => variant.sku === sku) : undefined;
  if (named) return named;
  const inStock = variants.filter((variant) => variant.stock > 0);
  const pool = inStock.length > 0 ? inStock : variants;
  return pool.reduce<V | undefined>((best, variant) => (!best || variant.priceKurus < best.priceKurus ? variant : best), undefined);
}

export type ValueAvailability = "available" | "soldOut" | "missing";

/**
 * Whether choosing `value` for option `index`, keeping the other chosen values, leads to a variant in stock, one
 * sold out, or none at all: the product page marks the value so, never hides it.
 */
export function valueAvailability(
  variants: readonly Pick<ShopVariant, "optionValues" | "stock">[],
  chosen: readonly string[],
  index: number,
  value: string,
): ValueAvailability {
  const wanted = chosen.map((current, at) => (at === index ? value : current));
  const variant = variants.find((candidate) => sameValues(candidate.optionValues, wanted));
  if (!variant) return "missing";
  return variant.stock > 0 ? "available" : "soldOut";
}

/** The lowest and highest price among the variants; the shop writes "₺X'den başlayan" when they differ. */
export function priceRange(variants: readonly Pick<ShopVariant, "priceKurus">[]): { min: number; max: number } | null {
  if (variants.length === 0) return null;
  const prices = variants.map((variant) => variant.priceKurus);
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/** An option of colours gets swatches on the product page: its name says colour ("Renk", "Kulp rengi"). */
export function isColourOption(name: string): boolean {
  return /ren[kg]|colou?r/i.test(name);
}

/** An option whose values are sizes ("Boyut", "Beden", "Ölçü"): structured data and the feed name them a size. */
export function isSizeOption(name: string): boolean {
  return /boyut|beden|ölçü|size/i.test(name);
}

/** The swatch colour of the common Turkish colour names; null: shown as a button with the name only. */
const COLOUR_SWATCHES: Record<string, string> = {
  beyaz: "#ffffff",
  siyah: "#111111",
  kırmızı: "#d62828",
  mavi: "#1d4ed8",
  lacivert: "#1e2a5a",
  yeşil: "#15803d",
  sarı: "#facc15",
  turuncu: "#f97316",
  mor: "#7e22ce",
  pembe: "#ec4899",
  gri: "#9ca3af",
  kahverengi: "#7c4a1e",
  bej: "#e8d8b5",
  altın: "#d4af37",
  gümüş: "#c0c0c0",
};

export function swatchColour(value: string): string | null {
  return COLOUR_SWATCHES[value.trim().toLocaleLowerCase("tr-TR")] ?? null;
}
