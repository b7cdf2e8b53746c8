import { productText } from "~/lib/i18n/product";
import { discountPercent, formatKurus } from "~/lib/money";

/** `max`: the dearest variant's price; above `kurus` the price reads "₺X'den başlayan" (docs/product.md#options-and-variants). */
export function Price({ kurus, original, max, size = "md" }: { kurus: number; original?: number | null; max?: number; size?: "md" | "lg" }) {
  const showOriginal = original != null && original > kurus;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span className={`font-bold text-brand-700 ${size === "lg" ? "text-3xl" : "text-lg"}`} data-testid="price">
        {max !== undefined && max > kurus ? productText.priceFrom(formatKurus(kurus)) : formatKurus(kurus)}
      </span>
      {showOriginal && (
        <del className={`text-gray-600 ${size === "lg" ? "text-lg" : "text-sm"}`} data-testid="original-price">
          {formatKurus(original)}
        </del>
      )}
    </span>
  );
}

/**
 * The percent off a price, computed here and nowhere else; nothing when there is no real discount. Each place
 * gives its own wording (from lib/i18n) and look, so a page loads only its own.
 */
export function DiscountBadge({
  kurus,
  original,
  label,
  className,
}: {
  kurus: number;
  original: number | null | undefined;
  label(percent: number): string;
  className: string;
}) {
  const percent = discountPercent(kurus, original);
  return percent == null ? null : <span className={className}>{label(percent)}</span>;
}
