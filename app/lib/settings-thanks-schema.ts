// The "Teşekkür notları" section of /admin/settings (docs/product.md#thank-you-notes): how many days after delivery
// the card's code works (then the conversation is deleted); the one check the browser (before posting) and the
// server (app/modules/settings/thanks-section.server.ts) both run.
import { thanksSettingsText } from "./i18n/settings-thanks";
import type { ShopSettings } from "./shop-settings";
import { MAX_THANKS_VALID_DAYS, MIN_THANKS_VALID_DAYS } from "./thanks";
import { z } from "./zod-jitless";

const e = thanksSettingsText.errors;

export const THANKS_FIELDS = ["validDays"] as const;
export type ThanksField = (typeof THANKS_FIELDS)[number];

export const thanksSchema = z.object({
  validDays: z
    .string({ error: e.validDays })
    .trim()
    .regex(/^\d{1,3}$/, { error: e.validDays })
    .transform(Number)
    .refine((days) => days >= MIN_THANKS_VALID_DAYS && days <= MAX_THANKS_VALID_DAYS, { error: e.validDays }),
});

export type ThanksValues = ShopSettings["thanks"];

export type ThanksCheck = { ok: true; values: ThanksValues } | { ok: false; errors: Partial<Record<ThanksField, string>>; values: Record<ThanksField, string> };

/** The posted fields as typed (a missing field or a file reads as ""). */
export function readThanksForm(form: FormData): Record<ThanksField, string> {
  const typed = {} as Record<ThanksField, string>;
  for (const field of THANKS_FIELDS) {
    const value = form.get(field);
    typed[field] = typeof value === "string" ? value : "";
  }
  return typed;
}

export function checkThanksSection(typed: Record<ThanksField, string>): ThanksCheck {
  const parsed = thanksSchema.safeParse(typed);
  if (parsed.success) return { ok: true, values: parsed.data };
  const errors: Partial<Record<ThanksField, string>> = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as ThanksField] ??= issue.message;
  return { ok: false, errors, values: typed };
}

export function applyThanksSection(settings: ShopSettings, values: ThanksValues): ShopSettings {
  return { ...settings, thanks: { ...values } };
}

export function thanksFormValues(settings: ShopSettings): Record<ThanksField, string> {
  return { validDays: String(settings.thanks.validDays) };
}
