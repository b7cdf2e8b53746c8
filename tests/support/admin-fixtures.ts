// Route-level helpers for integration tests: a hand-built route context, a signed-in admin, a paid order.
import type { Database } from "~/db/client.server";
import { parseEnv } from "~/env.server";
import { adminCatalogText, categorySaveErrorText, productSaveErrorText } from "~/lib/i18n/admin-catalog";
import { createLogger } from "~/modules/platform/logger.server";
import { upsertAdmin } from "~/modules/auth/admin-users.server";
import { signIn } from "~/modules/auth/sign-in.server";
import type { SaveCategoryResult } from "~/modules/catalog/admin-categories.server";
import type { DeleteProductResult } from "~/modules/catalog/admin-products.server";
import type { SaveProductResult } from "~/modules/catalog/product-save.server";
import { completePayment } from "~/modules/orders/payment-state.server";
import { placeOrder } from "~/modules/checkout/place-order.server";
import { insertProduct } from "./catalog-fixtures";
import { checkoutFields } from "./order-fixtures";

const mail = { publicUrl: "http://shop.test" };
export const env = parseEnv({ PUBLIC_URL: "http://shop.test" });

export function routeContext(db: Database, clientIp = "127.0.0.1") {
  return { db, env, logger: createLogger("silent"), jobs: { kickMail() {} }, requestId: "test", clientIp, cspNonce: "n" };
}

/** A signed-in admin's Cookie header. */
export async function adminCookie(db: Database): Promise<string> {
  await upsertAdmin(db, "sahip@example.com", "dogru-sifre-1");
  const result = await signIn(db, { email: "sahip@example.com", password: "dogru-sifre-1", clientIp: "10.0.0.1" }, { sleep: async () => {} });
  if (!result.ok) throw new Error("sign-in failed");
  return `admin_session=${result.token}`;
}

export async function paidOrder(db: Database, fields: Partial<typeof checkoutFields> = {}) {
  const product = await insertProduct(db, { name: `Kupa ${Math.random()}`, stock: 20 });
  const placed = await placeOrder(db, {
    fields: { ...checkoutFields, ...fields },
    items: [{ productId: product.id, quantity: 2 }],
    paymentMethod: "simulated",
  });
  await completePayment(db, { orderId: placed.id }, mail);
  return placed;
}

// Refusals as the admin screens word them: the module's reason looked up in app/lib/i18n/admin-catalog.ts the
// way the routes do (docs/decisions/0024).

export function wordedProductSave(result: SaveProductResult) {
  return result.ok ? result : { ok: false, error: productSaveErrorText(result), status: result.status };
}

export function wordedCategorySave(result: SaveCategoryResult) {
  return result.ok ? result : { ok: false, error: categorySaveErrorText(result), status: result.status };
}

export function wordedProductDelete(result: DeleteProductResult) {
  return result.ok ? result : { ok: false, error: adminCatalogText.productErrors.delete, status: result.status };
}
