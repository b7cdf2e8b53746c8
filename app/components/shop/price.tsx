import { productText } from "~/lib/i18n/product";
import { discountPercent, formatKurus } from "~/lib/money";

export function Price({ kurus, original, size = "md" }: { kurus: number; original?: number | null; size?: "md" | "lg" }) {
  const showOriginal = original != null && original > kurus;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span className={`font-bold text-brand-700 ${size === "lg" ? "text-3xl" : "text-lg"}`} data-testid="price">
        {formatKurus(kurus)}
      </span>
      {showOriginal && (
        <del className={`text-gray-600 ${size === "lg" ? "text-lg" : "text-sm"}`} data-testid="original-price">
          {formatKurus(original)}
        </del>
      )}
    </span>
  );
}

const discountBadges = {
  card: "rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white",
  cartLine: "ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold text-brand-700",
  page: "rounded-full bg-brand-700 px-2.5 py-0.5 text-sm font-bold text-white",
} as const;

/** The percent off a price, worded and styled for where it stands; nothing when there is no real discount. */
export function DiscountBadge({ kurus, original, variant }: { kurus: number; original: number | null | undefined; variant: keyof typeof discountBadges }) {
  const percent = discountPercent(kurus, original);
  if (percent == null) return null;
  return <span className={discountBadges[variant]}>{productText.discount[variant](percent)}</span>;
}
