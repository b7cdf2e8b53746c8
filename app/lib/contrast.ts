// Colour contrast as WCAG 2.2 defines it (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio): the relative
// luminance of sRGB colours and the ratio between two of them. The owner's brand colour must carry white text
// at the AA level for normal text (docs/product.md#shop-settings): buttons, badges and banners put white on it.

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** WCAG 2 AA, normal-size text (success criterion 1.4.3). */
export const AA_NORMAL_TEXT_CONTRAST = 4.5;

const HEX = /^#?(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** "#C0134F", "c0134f" or "#c14" as "#c0134f"; null when it is not a hex colour. */
export function normalizeHexColor(value: string): string | null {
  const text = value.trim();
  if (!HEX.test(text)) return null;
  let digits = text.replace(/^#/, "").toLowerCase();
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join("");
  return `#${digits}`;
}

/** The colour's channels (0–255), or null when it is not a hex colour. */
export function parseHexColor(value: string): Rgb | null {
  const hex = normalizeHexColor(value);
  if (!hex) return null;
  return { r: Number.parseInt(hex.slice(1, 3), 16), g: Number.parseInt(hex.slice(3, 5), 16), b: Number.parseInt(hex.slice(5, 7), 16) };
}

export function toHexColor({ r, g, b }: Rgb): string {
  const channel = (c: number) =>
    Math.round(Math.min(255, Math.max(0, c)))
      .toString(16)
      .padStart(2, "0");
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** One sRGB channel (0–255) made linear. */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance: 0 for black, 1 for white. */
export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of two colours, from 1 (the same) to 21 (black and white); the order does not matter. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const WHITE: Rgb = { r: 255, g: 255, b: 255 };

/** The contrast of white text on this background colour; null when it is not a hex colour. */
export function whiteTextContrast(background: string): number | null {
  const rgb = parseHexColor(background);
  return rgb ? contrastRatio(WHITE, rgb) : null;
}

/** Whether white normal-size text on this colour meets WCAG AA (4.5:1). */
export function whiteTextPassesAA(background: string): boolean {
  const ratio = whiteTextContrast(background);
  return ratio !== null && ratio >= AA_NORMAL_TEXT_CONTRAST;
}
