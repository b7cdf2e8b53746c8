// How an order's line names what was bought, wherever the line is shown or exported (docs/product.md#options-and-variants).
export const orderLineText = {
  /** The variant's stock-keeping unit, as the owner reads it on the order, the packing slip and the new-order mail. */
  sku: (sku: string) => `SKU: ${sku}`,
  /** "Kupa (Renk: Siyah)": the product's name with its options, on one line (a list, a CSV cell, a payment basket). */
  nameWithOptions: (productName: string, label: string) => `${productName} (${label})`,
} as const;
