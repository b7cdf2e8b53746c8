// Payments settle in the background (docs/product.md#simulated-payments): no GET of the order's pages
// changes an order, however often it is asked; the server's job loop settles it.
import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { orders } from "~/db/schema";
import { parseEnv } from "~/env.server";
import { createLogger } from "~/modules/platform/logger.server";
import { startOrderJobs } from "~/modules/jobs/order-jobs.server";
import { placeOrder } from "~/modules/checkout/place-order.server";
import { mailSettingsFrom } from "~/modules/orders/order-mail.server";
import { settleDueSimulatedPayments } from "~/modules/orders/payment-state.server";
import { lastOrderCookie } from "~/modules/orders/last-order-cookie.server";
import * as rootRoute from "~/root";
import * as confirmationRoute from "~/routes/shop/order-confirmation";
import * as returnRoute from "~/routes/shop/order-return";
import * as paymentRoute from "~/routes/shop/payment";
import { insertProduct } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";
import { checkoutFields } from "../support/order-fixtures";

const env = parseEnv({ NODE_ENV: "test", PUBLIC_URL: "http://shop.test", LOG_LEVEL: "silent" });
const logger = createLogger("silent");

/** The database as a GET may use it: every write (insert, update, delete, raw SQL, a transaction) throws. */
function readOnly(db: Database): Database {
  const writes = new Set(["insert", "update", "delete", "execute", "transaction"]);
  return new Proxy(db, {
    get(target, property, receiver) {
      if (typeof property === "string" && writes.has(property)) throw new Error(`a GET wrote to the database (${property})`);
      return Reflect.get(target, property, receiver);
    },
  });
}

type LoaderArgs = { request: Request; params: Record<string, string>; context: unknown };
// Each route's loader has its own generated argument type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- so this helper takes any of them
async function get(loader: (args: any) => unknown, url: string, params: Record<string, string>, db: Database, cookie = "") {
  const args: LoaderArgs = {
    request: new Request(url, { headers: cookie ? { Cookie: cookie } : {} }),
    params,
    context: { db: readOnly(db), env, logger, requestId: "test", clientIp: "203.0.113.9", cspNonce: "x", jobs: { kickMail() {} } },
  };
  try {
    return await loader(args);
  } catch (thrown) {
    // Redirects and 404s are thrown answers; the test cares only that nothing was written.
    if (thrown instanceof Error) throw thrown;
    return thrown;
  }
}

describeEachDatabase("settlement never from a GET", (getDb) => {
  let product: { id: string };

  beforeEach(async () => {
    product = await insertProduct(getDb(), { name: "Arka Plan Kupası", priceKurus: 12000, shippingCostKurus: 0, stock: 5 });
  });

  async function paymentStatusOf(id: string) {
    const [row] = await getDb().select({ paymentStatus: orders.paymentStatus, status: orders.status }).from(orders).where(eq(orders.id, id));
    return row;
  }

  it("GETs of the order page, its .data, the payment page and the return pages leave a due payment pending; the job loop settles it", async () => {
    // Placed a minute ago: the simulated payment (2 s) is long due, and the order is not expired (30 min).
    const placedAt = new Date(Date.now() - 60_000);
    const order = await placeOrder(getDb(), { fields: checkoutFields, items: [{ productId: product.id, quantity: 1 }], paymentMethod: "simulated" }, placedAt);
    const cookie = (await lastOrderCookie(order.id, env.PUBLIC_URL)).split(";")[0];
    for (let i = 0; i < 25; i++) {
      await get(rootRoute.loader, `http://shop.test/order-confirmation/${order.id}`, {}, getDb());
      await get(confirmationRoute.loader, `http://shop.test/order-confirmation/${order.id}`, { orderId: order.id }, getDb());
      await get(confirmationRoute.loader, `http://shop.test/order-confirmation/${order.id}.data`, { orderId: order.id }, getDb());
      await get(paymentRoute.loader, `http://shop.test/payment/${order.id}`, { orderId: order.id }, getDb());
      await get(returnRoute.loader, "http://shop.test/order-confirmation/success", {}, getDb(), cookie);
      await get(returnRoute.loader, "http://shop.test/order-confirmation/fail", {}, getDb(), cookie);
    }
    expect(await paymentStatusOf(order.id)).toEqual({ paymentStatus: "pending", status: "pending" });

    const page = (await get(confirmationRoute.loader, `http://shop.test/order-confirmation/${order.id}`, { orderId: order.id }, getDb())) as {
      data: { order: { paymentStatus: string } };
    };
    expect(page.data.order.paymentStatus).toBe("pending");

    const jobs = startOrderJobs({ db: getDb(), env, logger, onPaid() {}, settleEveryMs: 20 });
    try {
      while ((await paymentStatusOf(order.id)).paymentStatus === "pending") await new Promise((r) => setTimeout(r, 20));
    } finally {
      await jobs.stop();
    }
    expect((await paymentStatusOf(order.id)).paymentStatus).toBe("completed");
  });

  it("a settling round with no payment due only reads: no transaction, no write", async () => {
    const db = getDb();
    const order = await placeOrder(db, { fields: checkoutFields, items: [{ productId: product.id, quantity: 1 }], paymentMethod: "simulated" });
    // Due only in 2 s: this round has nothing to settle (and settles nothing when it is due, below).
    expect(await settleDueSimulatedPayments(readOnly(db), mailSettingsFrom(env))).toBe(0);
    expect(await paymentStatusOf(order.id)).toMatchObject({ paymentStatus: "pending" });
    expect(await settleDueSimulatedPayments(db, mailSettingsFrom(env), new Date(Date.now() + 5000))).toBeGreaterThanOrEqual(1);
    expect(await paymentStatusOf(order.id)).toMatchObject({ paymentStatus: "completed" });
  });
});
