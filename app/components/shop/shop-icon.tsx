// The shop's icons: one SVG sprite (icons.svg, Lucide's paths, ISC licence), which the browser fetches once and
// caches for a year (its name carries a hash), and each use a <use> of one of its symbols. Neither the pages'
// HTML nor their JavaScript carries the paths (docs/benchmarks.md#javascript-loaded-first).
import spriteUrl from "./icons.svg?url&no-inline";

/** The symbols of icons.svg (icon-sprite.test.ts checks that the two lists agree). */
export type IconName =
  | "arrow-right"
  | "cart"
  | "cart-plain"
  | "check"
  | "check-circle"
  | "chevron-left"
  | "chevron-right"
  | "clock"
  | "close"
  | "coffee"
  | "eye-off"
  | "gift"
  | "lock"
  | "mail"
  | "map-pin"
  | "menu"
  | "message-square-heart"
  | "minus"
  | "mouse"
  | "phone"
  | "plus"
  | "returns"
  | "search"
  | "send"
  | "shield-check"
  | "shopping-bag"
  | "sliders-horizontal"
  | "sparkles"
  | "spinner"
  | "trash"
  | "truck"
  | "truck-plain"
  | "venetian-mask"
  | "x-circle"
  | "zoom";

/** A decorative 24×24 stroke icon; the text beside it says what it means. */
export function ShopIcon({ name, className, strokeWidth = 2 }: { name: IconName; className?: string; strokeWidth?: number }) {
  return (
    <svg
      aria-hidden="true"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
