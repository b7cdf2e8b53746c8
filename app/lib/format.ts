// Measurements as Turkish readers write them: a decimal comma, never a point (docs/product.md#product-page).
const decimalFormatter = new Intl.NumberFormat("tr-TR", { maximumFractionDigits: 2 });

/** 10.5 → "10,5"; 1234.25 → "1.234,25"; 3 → "3". */
export function formatDecimal(value: number): string {
  return decimalFormatter.format(value);
}

/** A product's dimensions: the given sides in width × height × depth order, then the unit ("12 × 10 × 8,5 cm"). */
export function formatDimensions(dimensions: { width: number | null; height: number | null; depth: number | null; unit: string }): string {
  const sides = [dimensions.width, dimensions.height, dimensions.depth].filter((side): side is number => side != null);
  return `${sides.map(formatDecimal).join(" × ")} ${dimensions.unit}`;
}

/** A weight with its unit: { value: 0.5, unit: "kg" } → "0,5 kg". */
export function formatMeasure(measure: { value: number; unit: string }): string {
  return `${formatDecimal(measure.value)} ${measure.unit}`;
}
