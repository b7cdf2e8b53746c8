// The shop's icons as bare SVG paths (Lucide's, ISC licence, each icon's circles and rects written as path commands):
// one small component instead of lucide-react, whose icon machinery every shopper page would otherwise load
// (docs/benchmarks.md, "JavaScript loaded first"). Paths a single page needs live beside the component that draws them.

/** A decorative 24×24 stroke icon; the text beside it says what it means. */
export function ShopIcon({ d, className, strokeWidth = 2 }: { d: string; className?: string; strokeWidth?: number }) {
  return (
    <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" strokeLinejoin="round" className={className}>
      <path d={d} />
    </svg>
  );
}

/** The icons of the header, the menu and the search box, which every page loads anyway. */
export const shellIcons = {
  cart: "M2.05 2.05l 1.099-.028a1 1 0 0 1 1.008.815l2.69 14.347A1 1 0 0 0 7.83 18H18M4.563 5h16.435a1 1 0 0 1 .981 1.204l-1.026 6.226A2 2 0 0 1 18.962 14H6.25M16 20a2 2 0 1 0 4 0a2 2 0 1 0 -4 0M6 20a2 2 0 1 0 4 0a2 2 0 1 0 -4 0",
  gift: "M12 7v14M20 11v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-8M7.5 7a1 1 0 0 1 0-5A4.8 8 0 0 1 12 7a4.8 8 0 0 1 4.5-5 1 1 0 0 1 0 5M4 7h16a1 1 0 0 1 1 1v2a1 1 0 0 1 -1 1h-16a1 1 0 0 1 -1 -1v-2a1 1 0 0 1 1 -1z",
  menu: "M4 5h16M4 12h16M4 19h16",
  search: "M21 21l-4.34-4.34M3 11a8 8 0 1 0 16 0a8 8 0 1 0 -16 0",
  spinner: "M21 12a9 9 0 1 1-6.219-8.56",
  close: "M18 6 6 18M6 6l 12 12",
} as const;
