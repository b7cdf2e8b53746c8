// What /admin/settings shows of the providers the environment configures (docs/product.md#shop-settings): whether
// each is set up, in test mode or missing. The secrets (PayTR key and salt, SMTP password, S3 keys) never leave here.
import type { Env } from "~/env.server";
import type { ProviderStatuses } from "~/lib/settings-notifications";

export function providerStatuses(env: Env): ProviderStatuses {
  const paytrKeys = Boolean(env.PAYTR_MERCHANT_ID && env.PAYTR_MERCHANT_KEY && env.PAYTR_MERCHANT_SALT);
  return {
    paytr: env.PAYMENT_PROVIDER === "paytr" && paytrKeys ? (env.PAYTR_TEST_MODE ? "test" : "live") : "missing",
    smtp: env.SMTP_URL ? "configured" : "files",
    storage: env.S3_BUCKET ? "s3" : "local",
    envNotifyEmail: env.SHOP_NOTIFY_EMAIL ?? null,
  };
}
