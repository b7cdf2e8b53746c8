// An order line's product as the owner reads it in the order dialog and on the packing slip
// (docs/product.md#options-and-variants): the name, then for a product with options the options as ordered
// ("Renk: Siyah") and the variant's SKU, each on its own line. A product without options shows its name alone.
import { orderLineLabel, orderLineSku, type OrderLineVariant } from "~/lib/order-lines";

export function OrderLineProduct({ line }: { line: OrderLineVariant }) {
  const label = orderLineLabel(line);
  const sku = orderLineSku(line);
  if (!label && !sku) return <>{line.productName}</>;
  return (
    <>
      <span className="block">{line.productName}</span>
      {label && (
        <span className="block text-sm text-gray-700" data-testid="line-options">
          {label}
        </span>
      )}
      {sku && (
        <span className="block font-mono text-xs text-gray-700 wrap-anywhere" data-testid="line-sku">
          {sku}
        </span>
      )}
    </>
  );
}
