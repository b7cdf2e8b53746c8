// iyzico's installment rates (docs/product.md#installments) fetched from the iyzico stand-in into the cache: one query
// for a reference price, rates per card family in the familiar order; a failure keeps nothing and records the error.
import { afterAll, beforeAll, expect, it } from "vitest";
import { installmentRates } from "~/db/schema";
import { type Env, parseEnv } from "~/env.server";
import { readInstallmentRates, refreshInstallmentRates } from "~/modules/payments/installment-rates.server";
import { createLogger } from "~/modules/platform/logger.server";
import { describeEachDatabase } from "../support/databases";
import { type IyzicoStandin, STANDIN_CARD_FAMILIES, startIyzicoStandin } from "../support/iyzico-standin";

const keys = { apiKey: "sandbox-taksit-api-key", secretKey: "sandbox-taksit-secret-key" };
const silent = createLogger("silent");
const settings = { payments: { provider: "iyzico" as const, maxInstallments: 6 } };

describeEachDatabase("iyzico installment rates", (getDb) => {
  let standin: IyzicoStandin;
  let env: Env;

  beforeAll(async () => {
    standin = await startIyzicoStandin(keys);
    env = parseEnv({
      NODE_ENV: "test",
      PUBLIC_URL: "http://127.0.0.1:1",
      LOG_LEVEL: "silent",
      IYZICO_API_KEY: keys.apiKey,
      IYZICO_SECRET_KEY: keys.secretKey,
      IYZICO_BASE_URL: standin.url,
    });
  });
  afterAll(async () => {
    await standin?.close();
  });

  it("fetches the rates per card family through the official client", async () => {
    const db = getDb();
    await db.delete(installmentRates);
    const t0 = new Date("2026-11-28T06:00:00Z");
    expect(await refreshInstallmentRates(db, env, settings, silent, t0)).toBe("fetched");
    const rates = await readInstallmentRates(db, "iyzico", new Date(t0.getTime() + 1000));
    expect(rates?.programmes.map((p) => p.name)).toEqual(STANDIN_CARD_FAMILIES.map((f) => f.name));
    expect(rates?.programmes[0].rates).toEqual([
      { count: 2, ratePercent: 2.5 },
      { count: 3, ratePercent: 3.9 },
      { count: 6, ratePercent: 7.2 },
      { count: 9, ratePercent: 10.4 },
      { count: 12, ratePercent: 13.8 },
    ]);
  });

  it("a failure records the error and keeps no rates", async () => {
    const db = getDb();
    await db.delete(installmentRates);
    standin.fault("/payment/iyzipos/installment", "failure");
    expect(await refreshInstallmentRates(db, env, settings, silent, new Date("2026-11-20T06:00:00Z"))).toBe("failed");
    const [row] = await db.select().from(installmentRates);
    expect(row.rates).toBeNull();
    expect(row.error).toBeTruthy();
  });
});
