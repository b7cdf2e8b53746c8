// The owner's brand colour as the shop's accent (docs/product.md#shop-settings): the shades the stylesheet's
// `brand-*` colours use (app/app.css @theme), made from the one colour. The shop layout sets them as custom
// properties on its outermost element, so every shop page and its phone menu take them; the back office keeps
// the stylesheet's own. The shop's default colour changes nothing: the stylesheet's palette stays.
import { normalizeHexColor, parseHexColor, type Rgb, toHexColor } from "./contrast";

/** The demo settings' brand colour (DEMO_SHOP_SETTINGS, not imported: this runs in every shop page's JavaScript). */
export const DEFAULT_BRAND_COLOR = "#be185d";

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };

/** `amount` (0–1) of `toward` mixed into `color`, channel by channel. */
function mix(color: Rgb, toward: Rgb, amount: number): string {
  return toHexColor({
    r: color.r + (toward.r - color.r) * amount,
    g: color.g + (toward.g - color.g) * amount,
    b: color.b + (toward.b - color.b) * amount,
  });
}

/**
 * The `--color-brand-*` properties for a brand colour: 600 is the colour itself (white text on it: buttons,
 * badges), 700 darker (hover, text on white), 500 a little lighter (borders), 100 and 50 pale tints
 * (backgrounds). Null for the default colour or one that is not a hex colour: the stylesheet's palette stays.
 */
export function brandColorProperties(color: string): Record<string, string> | null {
  const hex = normalizeHexColor(color);
  const rgb = parseHexColor(color);
  if (!hex || !rgb || hex === normalizeHexColor(DEFAULT_BRAND_COLOR)) return null;
  return {
    "--color-brand-50": mix(rgb, WHITE, 0.93),
    "--color-brand-100": mix(rgb, WHITE, 0.86),
    "--color-brand-500": mix(rgb, WHITE, 0.15),
    "--color-brand-600": hex,
    "--color-brand-700": mix(rgb, BLACK, 0.18),
  };
}
