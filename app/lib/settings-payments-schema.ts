// The "Ödeme" section of /admin/settings (docs/product.md#payment-providers): the provider taking new orders'
// payments and the highest installment count; the one check the browser (before posting) and the server
// (app/modules/settings/payments-section.server.ts) both run, and how the checked values change the settings.
import { z } from "zod";
import { paymentSettingsText } from "./i18n/payment-settings";
import { PAYMENT_PROVIDER_IDS, type PaymentProviderChoice, type PaymentProviderId } from "./payment-mode";
import type { ShopSettings } from "./shop-settings";

const e = paymentSettingsText.errors;

export const PAYMENTS_FIELDS = ["provider", "maxInstallments"] as const;
export type PaymentsField = (typeof PAYMENTS_FIELDS)[number];

export const PROVIDER_CHOICES = ["default", ...PAYMENT_PROVIDER_IDS] as const satisfies readonly PaymentProviderChoice[];

/**
 * The installment counts offered: one payment, or the counts Turkish banks' programmes (Bonus, World, Maximum …)
 * offer. Other counts (4, 5, 7 …) show on few cards, so a highest count of 5 would look like 3 to most shoppers.
 */
export const INSTALLMENT_CHOICES = [1, 2, 3, 6, 9, 12] as const;

export const paymentsSchema = z.object({
  provider: z.enum(PROVIDER_CHOICES, { error: e.provider }),
  maxInstallments: z
    .string({ error: e.maxInstallments })
    .trim()
    .regex(/^\d{1,2}$/, { error: e.maxInstallments })
    .transform(Number)
    .refine((count) => (INSTALLMENT_CHOICES as readonly number[]).includes(count), { error: e.maxInstallments }),
});

export interface PaymentsValues {
  provider: PaymentProviderChoice;
  maxInstallments: number;
}

export type PaymentsCheck =
  { ok: true; values: PaymentsValues } | { ok: false; errors: Partial<Record<PaymentsField, string>>; values: Record<PaymentsField, string> };

/** The posted fields as typed (a missing field or a file reads as ""). */
export function readPaymentsForm(form: FormData): Record<PaymentsField, string> {
  const typed = {} as Record<PaymentsField, string>;
  for (const field of PAYMENTS_FIELDS) {
    const value = form.get(field);
    typed[field] = typeof value === "string" ? value : "";
  }
  return typed;
}

/**
 * Checks the section. `configured`: the providers whose secrets the environment holds; when given, choosing
 * another is refused ("default" is always allowed: it follows PAYMENT_PROVIDER).
 */
export function checkPaymentsSection(typed: Record<PaymentsField, string>, configured?: readonly PaymentProviderId[]): PaymentsCheck {
  const parsed = paymentsSchema.safeParse(typed);
  const errors: Partial<Record<PaymentsField, string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as PaymentsField;
      errors[field] ??= issue.message;
    }
    return { ok: false, errors, values: typed };
  }
  const { provider, maxInstallments } = parsed.data;
  if (provider !== "default" && configured && !configured.includes(provider)) {
    return { ok: false, errors: { provider: e.providerNotConfigured }, values: typed };
  }
  return { ok: true, values: { provider, maxInstallments } };
}

export function applyPaymentsSection(settings: ShopSettings, values: PaymentsValues): ShopSettings {
  return { ...settings, payments: { ...values } };
}

export function paymentsFormValues(settings: ShopSettings): Record<PaymentsField, string> {
  return { provider: settings.payments.provider, maxInstallments: String(settings.payments.maxInstallments) };
}
