// How the shop takes payments, as the environment sets it (docs/product.md#payment-providers): the simulated
// provider (no money moves), PayTR with its merchant settings missing, PayTR in test mode, or PayTR live.
// Shared by the checkout's live-payment guard and the owner's setup checklist; never reads a secret's value.
export type PaymentMode = "simulated" | "paytr-missing" | "paytr-test" | "paytr-live";

/** The part of the environment (app/env.server.ts) the mode depends on. */
export interface PaymentModeEnv {
  PAYMENT_PROVIDER: "simulated" | "paytr";
  PAYTR_MERCHANT_ID?: string | undefined;
  PAYTR_MERCHANT_KEY?: string | undefined;
  PAYTR_MERCHANT_SALT?: string | undefined;
  PAYTR_TEST_MODE?: boolean | undefined;
}

const isSet = (value: string | undefined) => value !== undefined && value.trim() !== "";

export function paymentMode(env: PaymentModeEnv): PaymentMode {
  if (env.PAYMENT_PROVIDER !== "paytr") return "simulated";
  if (!isSet(env.PAYTR_MERCHANT_ID) || !isSet(env.PAYTR_MERCHANT_KEY) || !isSet(env.PAYTR_MERCHANT_SALT)) return "paytr-missing";
  return env.PAYTR_TEST_MODE === false ? "paytr-live" : "paytr-test";
}

/** PayTR asked to take real money: the provider is PayTR and its test mode is off (configured or not). */
export function takesLivePayments(env: PaymentModeEnv): boolean {
  return env.PAYMENT_PROVIDER === "paytr" && env.PAYTR_TEST_MODE === false;
}
