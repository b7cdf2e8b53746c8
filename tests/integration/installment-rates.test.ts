// Installment rates (docs/product.md#installments): fetched from the PayTR stand-in into the cache by the job loop's
// refresh, at most once a day, not again for an hour after a failure, claimed by one server when several try at
// once; a failure keeps the old rates and records the error; reading never calls the provider. The PayTR notification
// stores the installment count and what the buyer paid.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { installmentRates, orders } from "~/db/schema";
import { type Env, parseEnv } from "~/env.server";
import { placeOrder } from "~/modules/checkout/place-order.server";
import { installmentTableFor, readInstallmentRates, refreshInstallmentRates } from "~/modules/payments/installment-rates.server";
import { handlePaytrNotification } from "~/modules/payments/paytr-notification.server";
import type { PaytrCredentials } from "~/modules/payments/paytr.server";
import { startPayment } from "~/modules/payments/start-payment.server";
import { createLogger } from "~/modules/platform/logger.server";
import { insertProduct } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";
import { checkoutFields } from "../support/order-fixtures";
import { type PaytrStandin, paytrShopEnv, startPaytrStandin } from "../support/paytr-standin";

const creds: PaytrCredentials = { merchantId: "223344", merchantKey: "rates-test-key-0001", merchantSalt: "rates-test-salt-0001", testMode: true };
const silent = createLogger("silent");
const settings = { payments: { provider: "default" as const, maxInstallments: 6 } };
const HOUR = 60 * 60 * 1000;

describeEachDatabase("installment rates", (getDb) => {
  let standin: PaytrStandin;
  let env: Env;
  let notifyServer: http.Server;

  beforeAll(async () => {
    notifyServer = http.createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const reply = await handlePaytrNotification(getDb(), env, Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8"))), silent);
      res.writeHead(reply.status);
      res.end(reply.body);
    });
    await new Promise<void>((resolve) => notifyServer.listen(0, "127.0.0.1", resolve));
    standin = await startPaytrStandin({ creds, notifyUrl: `http://127.0.0.1:${(notifyServer.address() as AddressInfo).port}/notify` });
    env = parseEnv({ NODE_ENV: "test", ...paytrShopEnv(standin, creds), PUBLIC_URL: "http://127.0.0.1:1", LOG_LEVEL: "silent" });
  });

  afterAll(async () => {
    await standin?.close();
    notifyServer?.closeAllConnections();
    await new Promise<void>((resolve) => notifyServer.close(() => resolve()));
  });

  beforeEach(async () => {
    standin.setRatesBehaviour("normal");
    await getDb().delete(installmentRates);
  });

  const rowOf = async () => (await getDb().select().from(installmentRates).where(eq(installmentRates.provider, "paytr")))[0];

  it("fetches PayTR's rates into the cache, then not again within a day; reading never calls PayTR", async () => {
    const db = getDb();
    const t0 = new Date("2026-11-28T06:00:00Z");
    const before = standin.ratesRequests;
    expect(await refreshInstallmentRates(db, env, settings, silent, t0)).toBe("fetched");
    expect(standin.ratesRequests).toBe(before + 1);
    const row = await rowOf();
    expect(row.fetchedAt?.toISOString()).toBe(t0.toISOString());
    expect(row.error).toBeNull();

    const read = await readInstallmentRates(db, "paytr", new Date(t0.getTime() + 1000));
    expect(read?.programmes.map((p) => p.name)).toEqual(["Bonus", "World", "Maximum", "Axess"]);
    expect(read?.programmes[1].rates[4]).toEqual({ count: 6, ratePercent: 7.87 });
    // 249,90 TL, World, 6 installments at 7.87%: 269,57 TL in total.
    const table = await installmentTableFor(db, env, settings, 24_990, new Date(t0.getTime() + 1000));
    expect(table?.find((p) => p.name === "World")?.rows.map((r) => [r.count, r.totalKurus])).toEqual([
      [2, 25_970],
      [3, 26_217],
      [4, 26_464],
      [5, 26_709],
      [6, 26_957],
    ]);
    expect(standin.ratesRequests).toBe(before + 1);

    expect(await refreshInstallmentRates(db, env, settings, silent, new Date(t0.getTime() + 23 * HOUR))).toBe("not-due");
    expect(standin.ratesRequests).toBe(before + 1);
    expect(await refreshInstallmentRates(db, env, settings, silent, new Date(t0.getTime() + 25 * HOUR))).toBe("fetched");
    expect(standin.ratesRequests).toBe(before + 2);
  });

  it("a failure keeps the old rates, records the error and waits an hour; stale rates are not shown", async () => {
    const db = getDb();
    const t0 = new Date("2026-11-20T06:00:00Z");
    expect(await refreshInstallmentRates(db, env, settings, silent, t0)).toBe("fetched");
    standin.setRatesBehaviour({ failed: "Gecici hata" });
    const t1 = new Date(t0.getTime() + 25 * HOUR);
    expect(await refreshInstallmentRates(db, env, settings, silent, t1)).toBe("failed");
    let row = await rowOf();
    expect(row.error).toBe("Gecici hata");
    expect(row.fetchedAt?.toISOString()).toBe(t0.toISOString());
    expect(row.attemptedAt.toISOString()).toBe(t1.toISOString());
    expect(row.rates).not.toBeNull();
    expect(await readInstallmentRates(db, "paytr", new Date(t1.getTime() + 2 * 60_000))).not.toBeNull();

    const asked = standin.ratesRequests;
    expect(await refreshInstallmentRates(db, env, settings, silent, new Date(t1.getTime() + 59 * 60_000))).toBe("not-due");
    expect(standin.ratesRequests).toBe(asked);
    standin.setRatesBehaviour("http500");
    expect(await refreshInstallmentRates(db, env, settings, silent, new Date(t1.getTime() + 61 * 60_000))).toBe("failed");
    expect(standin.ratesRequests).toBe(asked + 1);
    row = await rowOf();
    expect(row.error).toBe("HTTP 500");

    // Four days after the last success: the rates are too old to show.
    expect(await readInstallmentRates(db, "paytr", new Date(t0.getTime() + 4 * 24 * HOUR))).toBeNull();
    expect(await installmentTableFor(db, env, settings, 24_990, new Date(t0.getTime() + 4 * 24 * HOUR))).toBeNull();
  });

  it("of several servers refreshing at once, only one asks PayTR", async () => {
    const db = getDb();
    const before = standin.ratesRequests;
    const t0 = new Date("2026-11-10T06:00:00Z");
    const outcomes = await Promise.all([1, 2, 3, 4].map(() => refreshInstallmentRates(db, env, settings, silent, t0)));
    expect(outcomes.filter((o) => o === "fetched")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "not-due")).toHaveLength(3);
    expect(standin.ratesRequests).toBe(before + 1);
  });

  it("shows nothing without cached rates, for the simulated payment, or when the owner offers no installments", async () => {
    const db = getDb();
    const now = new Date("2026-11-05T06:00:00Z");
    const before = standin.ratesRequests;
    expect(await installmentTableFor(db, env, settings, 24_990, now)).toBeNull();
    expect(standin.ratesRequests).toBe(before);
    const simulated = parseEnv({ NODE_ENV: "test", PUBLIC_URL: "http://127.0.0.1:1", LOG_LEVEL: "silent" });
    expect(await refreshInstallmentRates(db, simulated, settings, silent, now)).toBe("no-provider");
    expect(standin.ratesRequests).toBe(before);
    expect(await refreshInstallmentRates(db, env, settings, silent, now)).toBe("fetched");
    expect(await installmentTableFor(db, simulated, settings, 24_990, new Date(now.getTime() + 1000))).toBeNull();
    expect(await installmentTableFor(db, env, { payments: { provider: "default", maxInstallments: 1 } }, 24_990, new Date(now.getTime() + 1000))).toBeNull();
  });

  it("the PayTR notification stores the installment count and what the buyer paid, once", async () => {
    const db = getDb();
    const product = await insertProduct(db, { name: "Kupa", priceKurus: 10000, shippingCostKurus: 1500, stock: 10 });
    const order = await placeOrder(db, { fields: checkoutFields, items: [{ productId: product.id, quantity: 1 }], paymentMethod: "paytr" });
    expect((await startPayment(db, env, order.id, { clientIp: "203.0.113.7", logger: silent })).kind).toBe("iframe");
    const [placed] = await db.select().from(orders).where(eq(orders.id, order.id));
    const merchantOid = placed.paymentReference as string;
    expect((await standin.notify(merchantOid, "success", { totalAmountKurus: 12_404, installmentCount: 6 })).body).toBe("OK");
    let [paid] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(paid.paymentStatus).toBe("completed");
    expect([paid.installmentCount, paid.paidKurus, paid.totalKurus]).toEqual([6, 12_404, 11_500]);
    // A repeat changes nothing.
    expect((await standin.notify(merchantOid, "success", { totalAmountKurus: 12_500, installmentCount: 9 })).body).toBe("OK");
    [paid] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect([paid.installmentCount, paid.paidKurus]).toEqual([6, 12_404]);
  });
});
