// How the product page chooses a variant (docs/product.md#options-and-variants): from the URL (`?secim=<sku>`),
// from the form without JavaScript (`?secenek1=…`), or from a click on a value. Pure: the route's loader and
// the option picker share it.
import { initialVariant, optionParam, type ProductOption, type ShopVariant, variantWithValues } from "./variants";

/** The values the form without JavaScript sent, one per option ("" where none came), or null when it sent none. */
export function submittedValues(options: readonly ProductOption[], params: URLSearchParams): string[] | null {
  if (options.length === 0) return null;
  const values = options.map((_, index) => params.get(optionParam(index)));
  if (values.every((value) => value === null)) return null;
  return values.map((value) => value ?? "");
}

export type PageChoice =
  /** The form named a combination the product sells: the page redirects to its `?secim=`. */
  | { kind: "redirect"; sku: string }
  /** The values shown chosen; `unknown`: the form named a combination that is not sold (no variant chosen). */
  | { kind: "show"; values: string[]; unknown: boolean };

/** What a product page with these URL parameters shows (or where it redirects). */
export function pageChoice(options: readonly ProductOption[], variants: readonly ShopVariant[], params: URLSearchParams, sku: string | null): PageChoice {
  const submitted = submittedValues(options, params);
  if (submitted) {
    const variant = variantWithValues(variants, submitted);
    return variant ? { kind: "redirect", sku: variant.sku } : { kind: "show", values: submitted, unknown: true };
  }
  return { kind: "show", values: initialVariant(variants, sku)?.optionValues ?? options.map(() => ""), unknown: false };
}

/**
 * The variant a click on `value` of option `index` chooses: the one with the other chosen values kept, else (that
 * combination is not sold) one with this value, in stock first, so a click always lands on something buyable.
 */
export function chooseValue<V extends Pick<ShopVariant, "optionValues" | "stock">>(
  variants: readonly V[],
  chosen: readonly string[],
  index: number,
  value: string,
): V | undefined {
  const exact = variantWithValues(
    variants,
    chosen.map((current, at) => (at === index ? value : current)),
  );
  if (exact) return exact;
  const withValue = variants.filter((variant) => variant.optionValues[index] === value);
  return withValue.find((variant) => variant.stock > 0) ?? withValue[0];
}

/** The product's images with the chosen variant's first (the gallery opens on it, with JavaScript or without). */
export function imagesForVariant<I extends { path: string }>(images: readonly I[], imagePath: string | null | undefined): I[] {
  const chosen = imagePath ? images.find((image) => image.path === imagePath) : undefined;
  return chosen ? [chosen, ...images.filter((image) => image !== chosen)] : [...images];
}
