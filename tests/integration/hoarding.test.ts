// No hoarding (docs/product.md#placing-an-order, #stock-reservation, #cart-limits), on PGlite and PostgreSQL:
// lines of one product merged and held to 99 and the stock together; at most MAX_UNPAID_ORDERS_PER_ADDRESS
// unpaid orders per client address (paid ones do not count; the refusal changes nothing); an unpaid PayTR
// order holds its stock for PAYTR_PAYMENT_TIMEOUT_MINUTES, and PayTR is sent the same timeout_limit.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { orders, products, unpaidOrderAddresses } from "~/db/schema";
import { type Env, parseEnv } from "~/env.server";
import { addressKey } from "~/lib/client-address";
import { checkoutRefusalText } from "~/lib/i18n/checkout";
import { createLogger } from "~/modules/platform/logger.server";
import { completePayment, expireStalePendingOrders, expiryWindowsFrom, failPayment } from "~/modules/orders/payment-state.server";
import { OrderRefusedError, type PlaceOrderInput, placeOrder } from "~/modules/checkout/place-order.server";
import { countUnpaidOrders, forgetSettledOrderAddresses } from "~/modules/checkout/unpaid-limit.server";
import { startPayment } from "~/modules/payments/start-payment.server";
import * as checkoutRoute from "~/routes/shop/checkout";
import { insertProduct } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";
import { checkoutFields, checkoutForm } from "../support/order-fixtures";
import { type PaytrStandin, paytrShopEnv, startPaytrStandin } from "../support/paytr-standin";

const logger = createLogger("silent");
const mail = { publicUrl: "http://shop.test" };
const MINUTE = 60_000;
/** A fresh client address for each use: the tests share one database, so no test sees another's orders. */
let lastHost = 0;
const nextAddress = () => `203.0.113.${++lastHost}`;

describeEachDatabase("no hoarding", (getDb) => {
  let product: { id: string };
  const env = parseEnv({ NODE_ENV: "test", PUBLIC_URL: "http://shop.test", LOG_LEVEL: "silent" });

  beforeEach(async () => {
    product = await insertProduct(getDb(), { name: "Stoklu Kupa", priceKurus: 10000, shippingCostKurus: 0, stock: 1000 });
  });

  async function stock() {
    const [row] = await getDb().select({ stock: products.stock }).from(products).where(eq(products.id, product.id));
    return row.stock;
  }
  async function orderCount() {
    const [row] = await getDb().select({ n: count() }).from(orders);
    return Number(row.n);
  }
  const from = (ip: string, extra: Partial<PlaceOrderInput> = {}, now?: Date) =>
    placeOrder(
      getDb(),
      {
        fields: checkoutFields,
        items: [{ productId: product.id, quantity: 1 }],
        paymentMethod: "paytr",
        unpaidLimit: { address: addressKey(ip), max: 3 },
        ...extra,
      },
      now,
    );

  it("ten lines of 99 of one product are one line of 99; lines over the stock together are refused", async () => {
    const order = await from(nextAddress(), { items: Array.from({ length: 10 }, () => ({ productId: product.id, quantity: 99 })) });
    expect(await stock()).toBe(1000 - 99);
    const [row] = await getDb().select({ subtotal: orders.subtotalKurus }).from(orders).where(eq(orders.id, order.id));
    expect(row.subtotal).toBe(99 * 10000);

    const few = await insertProduct(getDb(), { name: "Az Kalan", priceKurus: 100, stock: 50 });
    const split = placeOrder(getDb(), {
      fields: checkoutFields,
      items: [
        { productId: few.id, quantity: 30 },
        { productId: few.id, quantity: 30 },
      ],
      paymentMethod: "simulated",
    });
    await expect(split).rejects.toMatchObject({ reason: "outOfStock", available: 50 });
    const [left] = await getDb().select({ stock: products.stock }).from(products).where(eq(products.id, few.id));
    expect(left.stock).toBe(50);
  });

  it("a fourth unpaid order from one address is refused and changes nothing; another address is accepted", async () => {
    const [home, neighbour] = [nextAddress(), nextAddress()];
    for (let i = 0; i < 3; i++) await from(home);
    expect(await stock()).toBe(997);
    const before = await orderCount();
    const refused = await from(home).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(OrderRefusedError);
    expect((refused as OrderRefusedError).reason).toBe("tooManyUnpaid");
    expect(await orderCount()).toBe(before);
    expect(await stock()).toBe(997);
    // IPv6: one /64 is one address.
    await from(neighbour);
    expect(await stock()).toBe(996);
    for (let i = 0; i < 3; i++) await from(`2001:db8:5:6::${i + 1}`);
    await expect(from("2001:db8:5:6:ffff::9")).rejects.toMatchObject({ reason: "tooManyUnpaid" });
    // A resubmitted form still finds the order it made, limit or not.
    const kept = await from(neighbour, { submissionKey: "hoarding-resubmit-0001" });
    await from(neighbour);
    expect(await from(neighbour, { submissionKey: "hoarding-resubmit-0001" })).toMatchObject({ id: kept.id, created: false });
  });

  it("paid, failed and expired orders do not count; their addresses are forgotten", async () => {
    const home = nextAddress();
    const made = [await from(home), await from(home), await from(home)];
    await completePayment(getDb(), { orderId: made[0].id }, mail);
    await failPayment(getDb(), { orderId: made[1].id });
    expect(await countUnpaidOrders(getDb(), home)).toBe(1);
    await from(home);
    await from(home);
    await expect(from(home)).rejects.toMatchObject({ reason: "tooManyUnpaid" });
    expect(await forgetSettledOrderAddresses(getDb())).toBeGreaterThanOrEqual(2);
    const kept = await getDb().select().from(unpaidOrderAddresses).where(eq(unpaidOrderAddresses.address, home));
    expect(kept.map((r) => r.orderId).sort()).not.toContain(made[0].id);
    expect(kept).toHaveLength(3);
  });

  it("concurrent checkouts from one address: exactly the limit gets through", async () => {
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => from("198.51.100.77")));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    for (const r of results) if (r.status === "rejected") expect(r.reason).toMatchObject({ reason: "tooManyUnpaid" });
    expect(await countUnpaidOrders(getDb(), "198.51.100.77")).toBe(3);
  });

  it("through the checkout page: a clear Turkish refusal (429) that changes nothing; 0 switches the limit off", async () => {
    const [home, neighbour] = [nextAddress(), nextAddress()];
    const form = () => checkoutForm([{ productId: product.id, quantity: 1 }]);
    const call = async (ip: string, settings: Env) => {
      const request = new Request("http://shop.test/checkout", { method: "POST", headers: { Origin: "http://shop.test" }, body: form() });
      const context = { db: getDb(), env: settings, logger, requestId: "test", clientIp: ip, cspNonce: "n", jobs: { kickMail() {} } };
      try {
        return await checkoutRoute.action({ request, context, params: {} } as never);
      } catch (thrown) {
        return thrown;
      }
    };
    const statusOf = (r: unknown) => (r instanceof Response ? r.status : ((r as { init?: { status?: number } }).init?.status ?? 200));
    for (let i = 0; i < 3; i++) expect(statusOf(await call(home, env))).toBe(303);
    const before = [await orderCount(), await stock()];
    const refused = (await call(home, env)) as { data: { formError: string }; init: { status: number } };
    expect(refused.init.status).toBe(429);
    expect(refused.data.formError).toBe(checkoutRefusalText.tooManyUnpaid(3));
    expect(refused.data.formError).toMatch(/ödemesi tamamlanmamış 3 sipariş/);
    expect([await orderCount(), await stock()]).toEqual(before);
    expect(statusOf(await call(neighbour, env))).toBe(303);
    const unlimited = parseEnv({ NODE_ENV: "test", PUBLIC_URL: "http://shop.test", LOG_LEVEL: "silent", MAX_UNPAID_ORDERS_PER_ADDRESS: "0" });
    expect(statusOf(await call(home, unlimited))).toBe(303);
  });

  it("an unpaid PayTR order expires at the configured minutes; a simulated one keeps 30 minutes", async () => {
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const paytrOld = await from("192.0.2.1", {}, ago(15 * MINUTE + 1000));
    const paytrYoung = await from("192.0.2.2", {}, ago(14 * MINUTE));
    const simulated = await from("192.0.2.3", { paymentMethod: "simulated" }, ago(20 * MINUTE));
    await expireStalePendingOrders(getDb(), now, expiryWindowsFrom(env));
    const status = async (id: string) => (await getDb().select({ s: orders.paymentStatus }).from(orders).where(eq(orders.id, id)))[0].s;
    expect([await status(paytrOld.id), await status(paytrYoung.id), await status(simulated.id)]).toEqual(["failed", "pending", "pending"]);
    // Another setting, another window.
    const five = parseEnv({ NODE_ENV: "test", PAYTR_PAYMENT_TIMEOUT_MINUTES: "5" });
    expect(expiryWindowsFrom(five)).toEqual({ ttlMs: 30 * MINUTE, paytrTtlMs: 5 * MINUTE });
    await expireStalePendingOrders(getDb(), now, expiryWindowsFrom(five));
    expect(await status(paytrYoung.id)).toBe("failed");
    expect(await status(simulated.id)).toBe("pending");
    await expireStalePendingOrders(getDb(), new Date(now.getTime() + 10 * MINUTE + 1000), expiryWindowsFrom(five));
    expect(await status(simulated.id)).toBe("failed");
  });

  describe("PayTR's payment window", () => {
    let standin: PaytrStandin;
    const creds = { merchantId: "482913", merchantKey: "kEy7Qw9Zp2Lm4Xv8", merchantSalt: "sAlt3Rt6Yu1Io5Pa", testMode: true };
    beforeAll(async () => {
      standin = await startPaytrStandin({ creds, notifyUrl: "http://127.0.0.1:1/unused" });
    });
    afterAll(async () => {
      await standin?.close();
    });

    it("PayTR's timeout_limit is the configured hold: 15 minutes by default, or the setting", async () => {
      for (const [setting, expected] of [
        [undefined, "15"],
        ["7", "7"],
      ] as const) {
        const paytr = parseEnv({
          NODE_ENV: "test",
          ...paytrShopEnv(standin, creds),
          PAYTR_PAYMENT_TIMEOUT_MINUTES: setting,
          LOG_LEVEL: "silent",
        });
        const client = nextAddress();
        const order = await from(client, { submissionKey: null });
        const start = await startPayment(getDb(), paytr, order.id, { clientIp: client, logger });
        expect(start.kind).toBe("iframe");
        const sent = [...standin.tokens.values()].find((t) => t.merchantOid === order.orderNumber.replaceAll("-", ""));
        expect(sent?.fields.timeout_limit).toBe(expected);
      }
    });
  });
});
