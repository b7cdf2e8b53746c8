// The "Bildirimler" section of /admin/settings (docs/product.md#shop-settings): its form's schema, shared by the
// form and the server, and what the page shows of the providers the environment configures (never a secret).
import type { PaymentMethod } from "./payment-mode";
import { z } from "zod";
import { notificationsText as t } from "./i18n/settings-notifications";

export const NOTIFY_EMAIL_MAX_LENGTH = 254;

/** The section's posted fields: where new-order notices go (empty: SHOP_NOTIFY_EMAIL from the environment). */
export const NotificationsSchema = z.object({
  newOrderEmail: z
    .string()
    .trim()
    .max(NOTIFY_EMAIL_MAX_LENGTH, t.emailInvalid)
    .refine((value) => value === "" || z.email().safeParse(value).success, t.emailInvalid),
});

export type NotificationsInput = z.infer<typeof NotificationsSchema>;

/** The form's two buttons: save the address, or send a test mail to it at once. */
export const NOTIFICATIONS_INTENTS = ["save", "test"] as const;
export type NotificationsIntent = (typeof NOTIFICATIONS_INTENTS)[number];

/**
 * The providers as the environment sets them up: PayTR live, in test mode or missing (the shop then takes
 * simulated payments); SMTP configured or missing (mail written to files); images in S3 or on the local disk.
 */
export interface ProviderStatuses {
  paytr: "live" | "test" | "missing";
  iyzico: "live" | "test" | "missing";
  /** PAYMENT_PROVIDER: what takes payments when the settings follow the environment. */
  paymentDefault: PaymentMethod;
  smtp: "configured" | "files";
  storage: "s3" | "local";
  /** SHOP_NOTIFY_EMAIL: where notices go when the section names no address (not a secret). */
  envNotifyEmail: string | null;
}
