// An order line's product as the owner reads it in the order dialog and on the packing slip
// (docs/product.md#options-and-variants): the name, then for a product with options the options as ordered
// ("Renk: Siyah") and the variant's SKU, each on its own line. A product without options shows its name alone.
// A personalised line (docs/product.md#personalised-gifts) adds the buyer's texts and photo thumbnails below.
import { PersonalLineValues } from "~/components/orders/personal-line-values";
import type { PersonalLineSnapshotView } from "~/lib/order-line-personal";
import { orderLineLabel, orderLineSku, type OrderLineVariant } from "~/lib/order-lines";

export function OrderLineProduct({
  line,
  thumbPx,
  admin = true,
}: {
  line: OrderLineVariant & { personal?: PersonalLineSnapshotView[] };
  thumbPx?: number;
  /** The order detail's facts (print size, the original's download); the packing slip shows the texts and a thumbnail only. */
  admin?: boolean;
}) {
  const label = orderLineLabel(line);
  const sku = orderLineSku(line);
  const personal = line.personal && line.personal.length > 0 ? <PersonalLineValues values={line.personal} admin={admin} thumbPx={thumbPx} /> : null;
  if (!label && !sku && !personal) return <>{line.productName}</>;
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
      {personal}
    </>
  );
}
