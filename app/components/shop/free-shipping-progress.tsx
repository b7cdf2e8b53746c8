import { cartTotals, freeShippingProgress } from "~/lib/cart";
import { freeShippingText as t } from "~/lib/i18n/free-shipping";
import { formatKurus } from "~/lib/money";
import type { ShippingRule } from "~/lib/shop-settings";
import { useCart } from "./cart-context";
import { ShopIcon } from "./shop-icon";

/**
 * How far the cart is from free shipping (docs/product.md#free-shipping): `Kargonun bedava olmasına ₺X kaldı`
 * with a bar, or `Kargo bedava!` once the cart ships free; for an empty cart the threshold itself. Nothing when
 * the shop has no threshold.
 */
export function FreeShippingProgressLine({
  subtotal,
  shipping,
  rule,
  testId,
  className = "",
}: {
  subtotal: number;
  /** The cart's shipping by the rule: 0 with items means it already ships free. */
  shipping: number;
  rule: ShippingRule;
  testId: string;
  className?: string;
}) {
  const progress = freeShippingProgress(subtotal, rule);
  if (!progress || rule.freeFrom === null) return null;
  const free = subtotal > 0 && (progress.reached || shipping === 0);
  const text = free ? t.reached : subtotal === 0 || progress.reached ? t.threshold(formatKurus(rule.freeFrom)) : t.missing(formatKurus(progress.missing));
  const share = rule.freeFrom > 0 ? Math.min(100, Math.round((subtotal / rule.freeFrom) * 100)) : 100;
  return (
    <div className={`rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900 ${className}`} data-testid={testId}>
      <p className="flex items-center gap-2 font-semibold" role="status">
        <ShopIcon name="truck-plain" className="h-5 w-5 shrink-0" />
        {text}
      </p>
      {subtotal > 0 && (
        <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-emerald-100" aria-hidden="true">
          <div className="h-full rounded-full bg-emerald-600" style={{ width: `${free ? 100 : share}%` }} />
        </div>
      )}
    </div>
  );
}

/**
 * The product page's line: the threshold (all the cached HTML can say), then, once the browser's cart is read,
 * how far that cart is from free shipping; it follows every "Sepete Ekle".
 */
export function CartFreeShippingProgress({ rule, className }: { rule: ShippingRule; className?: string }) {
  const { items } = useCart();
  const totals = cartTotals(items, rule);
  return <FreeShippingProgressLine subtotal={totals.subtotal} shipping={totals.shipping} rule={rule} testId="product-free-shipping" className={className} />;
}
