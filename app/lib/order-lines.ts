// An order line as it is shown and exported (docs/product.md#options-and-variants): the product's name, and for a
// product with options the options as ordered ("Renk: Siyah") and the variant's SKU. A line of a product without
// options has no label and reads as it always did: its name alone. Pure: pages, mails, the CSV and the KVKK export share it.
import { orderLineText } from "~/lib/i18n/order-lines";
import { type OrderLineOption, variantLabel } from "~/lib/variants";

export interface OrderLineVariant {
  productName: string;
  /** The options as ordered; [] for a product without options. */
  optionValues: readonly OrderLineOption[];
  /** The variant's SKU when ordered; null for a line older than variants whose product was gone. */
  sku: string | null;
}

/** "Renk: Siyah"; "" for a line of a product without options. */
export function orderLineLabel(line: Pick<OrderLineVariant, "optionValues">): string {
  return variantLabel(line.optionValues);
}

/** "Kupa (Renk: Siyah)", or "Kupa" for a product without options: the line on one line of text. */
export function orderLineName(line: Pick<OrderLineVariant, "productName" | "optionValues">): string {
  const label = orderLineLabel(line);
  return label ? orderLineText.nameWithOptions(line.productName, label) : line.productName;
}

/** "SKU: KUPA-SIYAH" for a line of a product with options (the owner picks by it); null otherwise, so nothing is printed. */
export function orderLineSku(line: Pick<OrderLineVariant, "optionValues" | "sku">): string | null {
  return line.optionValues.length > 0 && line.sku ? orderLineText.sku(line.sku) : null;
}

/**
 * The option values of a line as stored or as read through JSON (json_agg, a driver that hands jsonb over as text):
 * only well-formed {name, value} pairs, so a malformed row shows as a product without options instead of failing the page.
 */
export function parseOrderLineOptions(raw: unknown): OrderLineOption[] {
  let value = raw;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((option) =>
    option && typeof option === "object" && typeof option.name === "string" && typeof option.value === "string"
      ? [{ name: option.name, value: option.value }]
      : [],
  );
}
