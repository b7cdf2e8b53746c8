// The shop's product icons as bare SVG paths: one small component instead of a lucide-react module per icon, to keep
// the product page's JavaScript within its budget (docs/product.md#product-page). Paths from Lucide (ISC licence),
// each icon's circles and rects written as path commands, the cart and the truck simplified.
import { ShopIcon } from "./shop-icon";

export const productIcons = {
  cart: "M2 2h2l2.7 14.3A1 1 0 0 0 7.8 17H18M4.6 5H21l-1.3 7.4a2 2 0 0 1-2 1.6H6.3M6 20a2 2 0 1 0 4 0a2 2 0 1 0-4 0M16 20a2 2 0 1 0 4 0a2 2 0 1 0-4 0",
  check: "M20 6 9 17l-5-5",
  minus: "M5 12h14",
  plus: "M5 12h14M12 5v14",
  truck: "M14 18V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v11a1 1 0 0 0 1 1h2M15 18H9M19 18h2a1 1 0 0 0 1-1v-4l-4-5h-4M15 18a2 2 0 1 0 4 0a2 2 0 1 0-4 0M5 18a2 2 0 1 0 4 0a2 2 0 1 0-4 0",
  returns: "M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8M3 3v5h5",
  lock: "M5 11h14a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2zM7 11V7a5 5 0 0 1 10 0v4",
  previous: "M15 18l-6-6 6-6",
  next: "M9 18l6-6-6-6",
  zoom: "M3 11a8 8 0 1 0 16 0a8 8 0 1 0-16 0M21 21l-4.35-4.35M11 8v6M8 11h6",
  close: "M18 6 6 18M6 6l12 12",
} as const;

export type ProductIconName = keyof typeof productIcons;

/** A decorative 24×24 stroke icon; the text beside it says what it means. */
export function ProductIcon({ name, className = "h-5 w-5" }: { name: ProductIconName; className?: string }) {
  return <ShopIcon d={productIcons[name]} className={className} />;
}
