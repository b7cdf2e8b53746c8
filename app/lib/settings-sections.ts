// The sections of /admin/settings (docs/product.md#shop-settings) and what saving one answers. Shared by the
// route, the section components and the server's section handlers (app/modules/settings/*-section.server.ts).
export const SETTINGS_SECTIONS = [
  "company",
  "appearance",
  "shipping",
  "calendar",
  "legal",
  "notifications",
  "invoicing",
  "payments",
  "reviews",
  "thanks",
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export function isSettingsSection(value: unknown): value is SettingsSection {
  return typeof value === "string" && (SETTINGS_SECTIONS as readonly string[]).includes(value);
}

/**
 * What saving a section answered: done (with the notice to show), or refused with a Turkish message per field
 * (by the field's name) and the values as typed, so the form shows them again. Nothing is written when refused.
 */
export type SectionOutcome =
  | { section: SettingsSection; ok: true; notice: string }
  | {
      section: SettingsSection;
      ok: false;
      errors: Record<string, string>;
      values: Record<string, string>;
      /** Said by the page's banner instead of "fix the marked fields", for a refusal that is no field's (a test mail's). */
      message?: string;
    };
