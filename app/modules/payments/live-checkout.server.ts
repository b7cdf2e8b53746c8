// No shop goes live with the demo's company (docs/product.md#first-run): while the settings still hold the demo
// company's facts, the checkout refuses payments that would take real money (PayTR with its test mode off), so no
// shopper ever pays a made-up seller. Simulated and PayTR test-mode payments go on, so the owner can try the shop.
import { activePaymentMethod, type PaymentModeEnv, takesLivePayments } from "~/lib/payment-mode";
import { isDemoCompany, type ShopSettings } from "~/lib/shop-settings";

/** Why the checkout takes no order now (a reason code, docs/decisions/0024); null: it may go on. */
export type LiveCheckoutRefusal = "demo-company" | null;

export function liveCheckoutRefusal(settings: Pick<ShopSettings, "companyName" | "taxNumber" | "payments">, env: PaymentModeEnv): LiveCheckoutRefusal {
  return takesLivePayments(env, activePaymentMethod(env, settings.payments.provider)) && isDemoCompany(settings) ? "demo-company" : null;
}
