// The owner's shipping rule and free-shipping threshold end to end (docs/product.md#shipping, #free-shipping),
// on PGlite and PostgreSQL: set through updateShopSettings (or the settings page's section), the same rule
// prices the cart, the placed order and the PayTR payment; an order keeps the shipping it was charged; the
// "Kargo ve teslimat" section refuses bad input and then changes nothing.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { orders } from "~/db/schema";
import { parseEnv } from "~/env.server";
import { shippingSettingsText } from "~/lib/i18n/settings-shipping";
import { moneyProblemText } from "~/lib/i18n/money";
import { carrierField, shippingFormValues } from "~/lib/settings-shipping-schema";
import { DEMO_SHOP_SETTINGS, type ShippingRule } from "~/lib/shop-settings";
import type { AuditBy } from "~/modules/audit/audit-log.server";
import { priceCart } from "~/modules/cart/cart-pricing.server";
import { placeOrder } from "~/modules/checkout/place-order.server";
import type { PaytrCredentials } from "~/modules/payments/paytr.server";
import { startPayment } from "~/modules/payments/start-payment.server";
import { createLogger } from "~/modules/platform/logger.server";
import { saveShippingSection } from "~/modules/settings/shipping-section.server";
import { readShopSettings, updateShopSettings } from "~/modules/settings/shop-settings.server";
import type { ShopContext } from "~/load-context";
import { routeContext } from "../support/admin-fixtures";
import { insertProduct } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";
import { checkoutFields } from "../support/order-fixtures";
import { type PaytrStandin, startPaytrStandin } from "../support/paytr-standin";

const by: AuditBy = { actor: { id: null, email: "sahip@example.com" }, clientIp: "127.0.0.1" };
const creds: PaytrCredentials = { merchantId: "482913", merchantKey: "kEy7Qw9Zp2Lm4Xv8", merchantSalt: "sAlt3Rt6Yu1Io5Pa", testMode: true };
const silent = createLogger("silent");

const MUG = 14999;
const MUG_SHIPPING = 2999;
const PAD = 9950;
const PAD_SHIPPING = 4999;
/** Two mugs and a pad: 399,48 of items. */
const SUBTOTAL = 2 * MUG + PAD;

function setRule(db: Database, shipping: Partial<ShippingRule>) {
  return updateShopSettings(db, by, (settings) => ({ ...settings, shipping: { ...settings.shipping, ...shipping } }));
}

describeEachDatabase("the free-shipping threshold and the shipping rule", (getDb) => {
  let standin: PaytrStandin;
  let items: { productId: string; quantity: number }[];

  beforeAll(async () => {
    standin = await startPaytrStandin({ creds });
  });
  afterAll(async () => {
    await standin?.close();
  });

  beforeEach(async () => {
    const db = getDb();
    await updateShopSettings(db, by, () => structuredClone(DEMO_SHOP_SETTINGS));
    const mug = await insertProduct(db, { name: "Özel Işıklı Kupa", priceKurus: MUG, shippingCostKurus: MUG_SHIPPING, stock: 50 });
    const pad = await insertProduct(db, { name: "Mouse Pad", priceKurus: PAD, shippingCostKurus: PAD_SHIPPING, stock: 50 });
    items = [
      { productId: mug.id, quantity: 2 },
      { productId: pad.id, quantity: 1 },
    ];
  });

  async function orderRow(id: string) {
    const [row] = await getDb().select().from(orders).where(eq(orders.id, id));
    return row;
  }

  /** Places a PayTR order for `items` and starts its payment: the order's row and what PayTR was asked to charge. */
  async function paidWithPaytr() {
    const env = parseEnv({
      NODE_ENV: "test",
      PAYMENT_PROVIDER: "paytr",
      PAYTR_MERCHANT_ID: creds.merchantId,
      PAYTR_MERCHANT_KEY: creds.merchantKey,
      PAYTR_MERCHANT_SALT: creds.merchantSalt,
      PAYTR_TEST_MODE: "true",
      PAYTR_API_URL: standin.apiUrl,
      PAYTR_IFRAME_URL: standin.iframeBaseUrl,
      PUBLIC_URL: "http://127.0.0.1:1",
      LOG_LEVEL: "silent",
    });
    const placed = await placeOrder(getDb(), { fields: checkoutFields, items, paymentMethod: "paytr" });
    await startPayment(getDb(), env, placed.id, { clientIp: "203.0.113.7", logger: silent });
    const row = await orderRow(placed.id);
    const token = [...standin.tokens.values()].find((request) => request.merchantOid === row.paymentReference);
    if (!token) throw new Error("PayTR was not asked for a token");
    return { row, token };
  }

  it("charges the highest line's shipping below the threshold, everywhere", async () => {
    await setRule(getDb(), { freeFrom: SUBTOTAL + 1 });
    expect((await priceCart(getDb(), items)).totals).toEqual({
      subtotal: SUBTOTAL,
      shipping: PAD_SHIPPING,
      discount: 0,
      total: SUBTOTAL + PAD_SHIPPING,
      itemCount: 3,
    });
    const { row, token } = await paidWithPaytr();
    expect(row).toMatchObject({ subtotalKurus: SUBTOTAL, shippingKurus: PAD_SHIPPING, totalKurus: SUBTOTAL + PAD_SHIPPING });
    expect(token.paymentAmountKurus).toBe(SUBTOTAL + PAD_SHIPPING);
    expect(token.basket).toContainEqual(["Kargo", "49.99", 1]);
  });

  it("ships free from the threshold on: the cart, the order and the payment charge no shipping", async () => {
    await setRule(getDb(), { freeFrom: SUBTOTAL });
    expect((await priceCart(getDb(), items)).totals).toEqual({ subtotal: SUBTOTAL, shipping: 0, discount: 0, total: SUBTOTAL, itemCount: 3 });
    const { row, token } = await paidWithPaytr();
    expect(row).toMatchObject({ subtotalKurus: SUBTOTAL, shippingKurus: 0, totalKurus: SUBTOTAL });
    expect(token.paymentAmountKurus).toBe(SUBTOTAL);
    expect(token.basket.map((line) => (line as unknown[])[0])).not.toContain("Kargo");
  });

  it("charges the flat fee under the flat rule, and nothing from the threshold on", async () => {
    await setRule(getDb(), { kind: "flat", flatFee: 3990, freeFrom: 100000 });
    expect((await priceCart(getDb(), items)).totals.shipping).toBe(3990);
    const placed = await placeOrder(getDb(), { fields: checkoutFields, items, paymentMethod: "simulated" });
    expect(await orderRow(placed.id)).toMatchObject({ shippingKurus: 3990, totalKurus: SUBTOTAL + 3990 });

    await setRule(getDb(), { freeFrom: SUBTOTAL });
    expect((await priceCart(getDb(), items)).totals.shipping).toBe(0);
  });

  it("keeps the shipping an order was charged when the threshold is set afterwards", async () => {
    const before = await placeOrder(getDb(), { fields: checkoutFields, items, paymentMethod: "simulated" });
    expect((await orderRow(before.id)).shippingKurus).toBe(PAD_SHIPPING);
    await setRule(getDb(), { freeFrom: 10000 });
    const after = await placeOrder(getDb(), { fields: checkoutFields, items, paymentMethod: "simulated" });
    expect((await orderRow(after.id)).shippingKurus).toBe(0);
    expect(await orderRow(before.id)).toMatchObject({ shippingKurus: PAD_SHIPPING, totalKurus: SUBTOTAL + PAD_SHIPPING });
  });

  describe_section(getDb);
});

/** The settings page's "Kargo ve teslimat" section, saved as the page posts it. */
function describe_section(getDb: () => Database) {
  async function save(change: Record<string, string | null>) {
    const form = new FormData();
    form.set("section", "shipping");
    const values = { ...shippingFormValues(await readShopSettings(getDb())), ...change };
    for (const [name, value] of Object.entries(values)) if (value !== null) form.set(name, value);
    const context = routeContext(getDb()) as unknown as ShopContext;
    return saveShippingSection({ db: getDb(), by, form, context, section: "shipping" });
  }

  it("saves the rule, the threshold typed the Turkish way, the delivery days and the carriers' new order", async () => {
    const outcome = await save({
      kind: "flat",
      flatFee: "39,90",
      freeFrom: "1.250,00",
      cutoff: "9:30",
      turkeyMax: "4",
      [carrierField("aras", "order")]: "1",
      [carrierField("yurtici", "enabled")]: null,
      [carrierField("other", "trackingUrl")]: "https://kargo.example.com/takip/{code}",
    });
    expect(outcome).toMatchObject({ ok: true, notice: "Ayarlar kaydedildi." });
    const settings = await readShopSettings(getDb());
    expect(settings.shipping).toEqual({ kind: "flat", flatFee: 3990, freeFrom: 125000 });
    expect(settings.delivery).toMatchObject({ sameDayDispatchCutoff: "09:30", turkeyBusinessDays: { min: 1, max: 4 } });
    expect(settings.carriers.slice(0, 2).map((c) => [c.id, c.enabled])).toEqual([
      ["aras", true],
      ["yurtici", false],
    ]);
    expect(settings.carriers.find((c) => c.id === "other")?.trackingUrl).toBe("https://kargo.example.com/takip/{code}");

    // Emptied, the threshold is off again.
    expect(await save({ freeFrom: "" })).toMatchObject({ ok: true });
    expect((await readShopSettings(getDb())).shipping.freeFrom).toBeNull();
  });

  it("refuses bad input with a Turkish message on the field, and changes nothing", async () => {
    const before = await readShopSettings(getDb());
    const e = shippingSettingsText.errors;
    const refusals: [Record<string, string>, string, string][] = [
      [{ [carrierField("mng", "trackingUrl")]: "https://www.mngkargo.com.tr/gonderi-takip" }, carrierField("mng", "trackingUrl"), e.urlCode],
      [{ [carrierField("mng", "trackingUrl")]: "http://www.mngkargo.com.tr/takip?no={code}" }, carrierField("mng", "trackingUrl"), e.urlHttps],
      [{ kind: "flat", flatFee: "-5,00" }, "flatFee", moneyProblemText.negative],
      [{ freeFrom: "-100" }, "freeFrom", moneyProblemText.negative],
      [{ cutoff: "25:00" }, "cutoff", e.cutoff],
      [{ turkeyMin: "5", turkeyMax: "3" }, "turkeyMax", e.maxBelowMin],
      [{ cyprusMax: "30" }, "cyprusMax", e.days(30)],
    ];
    for (const [change, field, message] of refusals) {
      // Each refusal comes with a valid change that must not be written either.
      const outcome = await save({ ...change, istanbulDays: "2" });
      expect(outcome, field).toMatchObject({ ok: false, errors: { [field]: message } });
      if (!outcome.ok) expect(outcome.values[field]).toBe(change[field]);
    }
    expect(await readShopSettings(getDb())).toEqual(before);
  });
}
