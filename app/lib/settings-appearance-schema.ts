// The "Görünüm" section of /admin/settings (docs/product.md#shop-settings): its field names and the schema of
// its text fields, shared by the form and the server. The images are checked by the server's image pipeline.
import { AA_NORMAL_TEXT_CONTRAST, normalizeHexColor, whiteTextContrast } from "./contrast";
import { appearanceText } from "./i18n/settings-appearance";
import { z } from "./zod-jitless";

const e = appearanceText.errors;

export const MAX_HERO_TITLE_LENGTH = 120;
export const MAX_HERO_TEXT_LENGTH = 400;

/** The form's field names (the section's component, the server and the tests use exactly these). */
export const APPEARANCE_FIELDS = {
  logo: "logo",
  removeLogo: "removeLogo",
  favicon: "favicon",
  removeFavicon: "removeFavicon",
  brandColor: "brandColor",
  heroTitle: "heroTitle",
  heroText: "heroText",
  heroImage: "heroImage",
  removeHeroImage: "removeHeroImage",
} as const;

/** The section's images: the setting, its file field and its "remove" checkbox. */
export const APPEARANCE_IMAGES = [
  { slot: "logo", file: APPEARANCE_FIELDS.logo, remove: APPEARANCE_FIELDS.removeLogo },
  { slot: "favicon", file: APPEARANCE_FIELDS.favicon, remove: APPEARANCE_FIELDS.removeFavicon },
  { slot: "heroImage", file: APPEARANCE_FIELDS.heroImage, remove: APPEARANCE_FIELDS.removeHeroImage },
] as const;

export type AppearanceImageSlot = (typeof APPEARANCE_IMAGES)[number]["slot"];

/** Line ends as one "\n", spaces around trimmed. */
const text = (max: number, tooLong: string) =>
  z
    .string()
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().max(max, tooLong));

export const appearanceSchema = z.object({
  brandColor: z.string().transform((value, ctx) => {
    const hex = normalizeHexColor(value);
    if (!hex) {
      ctx.addIssue({ code: "custom", message: e.colorFormat });
      return z.NEVER;
    }
    const ratio = whiteTextContrast(hex) ?? 0;
    if (ratio < AA_NORMAL_TEXT_CONTRAST) {
      ctx.addIssue({ code: "custom", message: e.lowContrast(Math.floor(ratio * 100) / 100) });
      return z.NEVER;
    }
    return hex;
  }),
  heroTitle: text(MAX_HERO_TITLE_LENGTH, e.heroTitleTooLong(MAX_HERO_TITLE_LENGTH)),
  heroText: text(MAX_HERO_TEXT_LENGTH, e.heroTextTooLong(MAX_HERO_TEXT_LENGTH)),
});

export type AppearanceValues = z.output<typeof appearanceSchema>;
