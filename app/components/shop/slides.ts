// Rows of full-width slides (the product gallery and its full-screen view): which one shows, and moving to one.

/** The slide whose start is nearest the row's left edge. */
export function slideAt(track: HTMLElement) {
  return Math.round(track.scrollLeft / track.clientWidth);
}

/** Straight there, without a glide: the row's scroll position then always says which slide shows. */
export function scrollToSlide(track: HTMLElement | null, index: number) {
  track?.scrollTo({ left: index * track.clientWidth, behavior: "instant" });
}
