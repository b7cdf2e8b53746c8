// What /admin/settings shows of the providers the environment configures (docs/product.md#shop-settings): whether
// each is set up, in test mode or missing. The secrets (PayTR key and salt, iyzico keys, SMTP password, S3 keys)
// never leave here. A payment provider counts as set up when its secrets are set, whichever provider
// PAYMENT_PROVIDER names: the "Ödeme" section may choose it.
import type { Env } from "~/env.server";
import { paymentMode, type PaymentProviderId } from "~/lib/payment-mode";
import type { ProviderStatuses } from "~/lib/settings-notifications";

function paymentState(env: Env, provider: PaymentProviderId): ProviderStatuses["paytr"] {
  const mode = paymentMode(env, provider);
  return mode.endsWith("-live") ? "live" : mode.endsWith("-test") ? "test" : "missing";
}

export function providerStatuses(env: Env): ProviderStatuses {
  return {
    paytr: paymentState(env, "paytr"),
    iyzico: paymentState(env, "iyzico"),
    paymentDefault: env.PAYMENT_PROVIDER,
    smtp: env.SMTP_URL ? "configured" : "files",
    storage: env.S3_BUCKET ? "s3" : "local",
    envNotifyEmail: env.SHOP_NOTIFY_EMAIL ?? null,
  };
}
