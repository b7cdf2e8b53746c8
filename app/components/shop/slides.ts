// Rows of full-width slides (the product gallery and its full-screen view): which one shows, and moving to one.

/** The slide whose start is nearest the row's left edge. */
export function slideAt(track: HTMLElement) {
  return Math.round(track.scrollLeft / track.clientWidth);
}

export function scrollToSlide(track: HTMLElement | null, index: number, behavior: ScrollBehavior = "smooth") {
  track?.scrollTo({ left: index * track.clientWidth, behavior });
}
