// The owner's `Mağazanızı kurun` checklist on the dashboard (docs/product.md#first-run): each step read from the
// shop's state as it is now, so a step is done the moment its work is, and the list is gone once all are.
// - company: the settings no longer hold the demo company (isDemoCompany);
// - logo: the settings have a logo;
// - shipping: the owner has saved a change to the shipping rule, the delivery promises or the carriers at least
//   once (an audited "settings.update" touching `shipping.…`, `delivery.…` or `carriers`): the demo's values
//   may be right for a shop, but only a save says someone looked at them;
// - payment: PayTR takes real money (configured, test mode off); simulated, PayTR in test mode or PayTR missing
//   its merchant settings are told apart, and stay open;
// - mail: mail goes out over SMTP (without SMTP_URL it is written to files in the data folder);
// - demo catalogue: no product of the demo seed is left (app/modules/catalog/demo-catalog.server.ts).
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { adminAuditLog } from "~/db/schema";
import type { Env } from "~/env.server";
import { activePaymentMethod, type PaymentMode, paymentMode } from "~/lib/payment-mode";
import { isDemoCompany, type ShopSettings } from "~/lib/shop-settings";
import { findDemoProducts } from "~/modules/catalog/demo-catalog.server";
import { getShopSettings } from "./shop-settings.server";

export type SetupStep =
  | { id: "company" | "logo" | "shipping"; done: boolean }
  | { id: "payment"; done: boolean; mode: PaymentMode }
  | { id: "mail"; done: boolean; via: "smtp" | "files" }
  | { id: "demoCatalog"; done: boolean; products: number };

export type SetupStepId = SetupStep["id"];

export interface SetupChecklist {
  steps: SetupStep[];
  done: number;
  /** Every step is done: the dashboard shows no checklist. */
  complete: boolean;
}

/** The settings paths the shipping section saves. */
const SHIPPING_PATHS = sql`(k LIKE 'shipping.%' OR k LIKE 'delivery.%' OR k = 'carriers' OR k LIKE 'carriers.%')`;

/** Whether a settings change touching shipping, delivery or carriers was ever saved. */
export async function shippingReviewed(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ id: adminAuditLog.id })
    .from(adminAuditLog)
    .where(
      and(
        eq(adminAuditLog.action, "settings.update"),
        sql`EXISTS (SELECT 1 FROM jsonb_object_keys(COALESCE(${adminAuditLog.changes}, '{}'::jsonb)) AS k WHERE ${SHIPPING_PATHS})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export type SetupEnv = Pick<Env, "PAYMENT_PROVIDER" | "PAYTR_MERCHANT_ID" | "PAYTR_MERCHANT_KEY" | "PAYTR_MERCHANT_SALT" | "PAYTR_TEST_MODE" | "SMTP_URL"> &
  Partial<Pick<Env, "IYZICO_API_KEY" | "IYZICO_SECRET_KEY" | "IYZICO_BASE_URL">>;

/** The steps from what they depend on (pure: the unit tests' entry). */
export function setupSteps(
  settings: Pick<ShopSettings, "companyName" | "taxNumber" | "appearance" | "payments">,
  env: SetupEnv,
  state: { shippingReviewed: boolean; demoProducts: number },
): SetupChecklist {
  const mode = paymentMode(env, activePaymentMethod(env, settings.payments.provider));
  const steps: SetupStep[] = [
    { id: "company", done: !isDemoCompany(settings) },
    { id: "logo", done: settings.appearance.logo !== null && settings.appearance.logo !== "" },
    { id: "shipping", done: state.shippingReviewed },
    { id: "payment", done: mode === "paytr-live" || mode === "iyzico-live", mode },
    { id: "mail", done: env.SMTP_URL !== undefined, via: env.SMTP_URL !== undefined ? "smtp" : "files" },
    { id: "demoCatalog", done: state.demoProducts === 0, products: state.demoProducts },
  ];
  const done = steps.filter((step) => step.done).length;
  return { steps, done, complete: done === steps.length };
}

/** The checklist as the shop stands now. */
export async function readSetupChecklist(db: Executor, env: SetupEnv): Promise<SetupChecklist> {
  const settings = await getShopSettings(db);
  const reviewed = await shippingReviewed(db);
  const demo = await findDemoProducts(db);
  return setupSteps(settings, env, { shippingReviewed: reviewed, demoProducts: demo.length });
}
