// How the shop takes payments (docs/product.md#payment-providers): the simulated provider (no money moves), PayTR
// or iyzico, each with its merchant settings missing, in test mode, or live. The environment holds the providers'
// secrets and the default; the shop settings may choose another configured provider. Shared by the checkout, its
// live-payment guard and the owner's setup checklist; never reads a secret's value.
export const PAYMENT_METHODS = ["simulated", "paytr", "iyzico"] as const;
/** What took an order's payment (orders.payment_method): refunds and status queries of an order go to it. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_PROVIDER_IDS = ["paytr", "iyzico"] as const;
/** The providers that move real money. */
export type PaymentProviderId = (typeof PAYMENT_PROVIDER_IDS)[number];

export type PaymentMode = "simulated" | "paytr-missing" | "paytr-test" | "paytr-live" | "iyzico-missing" | "iyzico-test" | "iyzico-live";

/** The part of the environment (app/env.server.ts) the mode depends on. */
export interface PaymentModeEnv {
  PAYMENT_PROVIDER: PaymentMethod;
  PAYTR_MERCHANT_ID?: string | undefined;
  PAYTR_MERCHANT_KEY?: string | undefined;
  PAYTR_MERCHANT_SALT?: string | undefined;
  PAYTR_TEST_MODE?: boolean | undefined;
  IYZICO_API_KEY?: string | undefined;
  IYZICO_SECRET_KEY?: string | undefined;
  IYZICO_BASE_URL?: string | undefined;
}

/** The owner's choice in the settings (ShopSettings.payments.provider): "default" follows PAYMENT_PROVIDER. */
export type PaymentProviderChoice = "default" | PaymentProviderId;

const isSet = (value: string | undefined) => value !== undefined && value.trim() !== "";

/** Whether the environment holds the provider's secrets. */
export function isProviderConfigured(env: PaymentModeEnv, provider: PaymentProviderId): boolean {
  if (provider === "paytr") return isSet(env.PAYTR_MERCHANT_ID) && isSet(env.PAYTR_MERCHANT_KEY) && isSet(env.PAYTR_MERCHANT_SALT);
  return isSet(env.IYZICO_API_KEY) && isSet(env.IYZICO_SECRET_KEY);
}

/** The providers the owner may choose among in the settings: those whose secrets are in the environment. */
export function configuredProviders(env: PaymentModeEnv): PaymentProviderId[] {
  return PAYMENT_PROVIDER_IDS.filter((provider) => isProviderConfigured(env, provider));
}

/**
 * What takes the next order's payment: the provider the settings choose when its secrets are set, otherwise
 * PAYMENT_PROVIDER (so a choice whose secrets were removed falls back rather than failing every checkout).
 */
export function activePaymentMethod(env: PaymentModeEnv, choice: PaymentProviderChoice = "default"): PaymentMethod {
  if (choice !== "default" && isProviderConfigured(env, choice)) return choice;
  return env.PAYMENT_PROVIDER;
}

/** iyzico's live API; any other address (its sandbox, a local stand-in) takes no real money. */
export const IYZICO_LIVE_URL = "https://api.iyzipay.com";

const isIyzicoLive = (env: PaymentModeEnv) => (env.IYZICO_BASE_URL ?? IYZICO_LIVE_URL).replace(/\/+$/, "") === IYZICO_LIVE_URL;

export function paymentMode(env: PaymentModeEnv, method: PaymentMethod = env.PAYMENT_PROVIDER): PaymentMode {
  if (method === "simulated") return "simulated";
  if (!isProviderConfigured(env, method)) return `${method}-missing`;
  if (method === "paytr") return env.PAYTR_TEST_MODE === false ? "paytr-live" : "paytr-test";
  return isIyzicoLive(env) ? "iyzico-live" : "iyzico-test";
}

/** A provider asked to take real money: PayTR with its test mode off, or iyzico on its live API (configured or not). */
export function takesLivePayments(env: PaymentModeEnv, method: PaymentMethod = env.PAYMENT_PROVIDER): boolean {
  if (method === "paytr") return env.PAYTR_TEST_MODE === false;
  if (method === "iyzico") return isIyzicoLive(env);
  return false;
}
