// First run (docs/product.md#first-run), on PGlite and PostgreSQL: the owner's setup checklist follows the shop's
// state; the demo catalogue goes in one click with its pictures (files too) and its emptied categories, audited
// and with a catalogue-version bump, and is refused, changing nothing, while a real order holds a demo product;
// the checkout refuses live PayTR payments while the demo company is in force and lets test mode and simulated
// payments through (PayTR's local stand-in, tests/support/paytr-standin.ts).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, count, eq, gt, inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { adminAuditLog, categories, orders, productImages, products } from "~/db/schema";
import { type Env, parseEnv } from "~/env.server";
import { serializeCartCookie } from "~/lib/cart-cookie";
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from "~/lib/i18n/demo-catalog";
import { liveCheckoutText } from "~/lib/i18n/setup-checklist";
import { DEMO_SHOP_SETTINGS } from "~/lib/shop-settings";
import type { AuditBy } from "~/modules/audit/audit-log.server";
import { catalogCache } from "~/modules/catalog/cache.server";
import { demoCatalogSummary, findDemoProducts, removeDemoCatalog } from "~/modules/catalog/demo-catalog.server";
import { seedDemoCatalog } from "~/modules/catalog/demo-seed.server";
import { createFileStorage } from "~/modules/media/storage.server";
import { placeOrder } from "~/modules/checkout/place-order.server";
import { completePayment, failPayment } from "~/modules/orders/payment-state.server";
import type { PaytrCredentials } from "~/modules/payments/paytr.server";
import { createLogger } from "~/modules/platform/logger.server";
import { readSetupChecklist, type SetupChecklist } from "~/modules/settings/setup-checklist.server";
import { updateShopSettings } from "~/modules/settings/shop-settings.server";
import { upsertAdmin } from "~/modules/auth/admin-users.server";
import { signIn } from "~/modules/auth/sign-in.server";
import * as dashboardRoute from "~/routes/admin/dashboard";
import * as checkoutRoute from "~/routes/shop/checkout";
import * as paymentRoute from "~/routes/shop/payment";
import { insertProduct } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";
import { checkoutFields, checkoutForm } from "../support/order-fixtures";
import { type PaytrStandin, paytrShopEnv, startPaytrStandin } from "../support/paytr-standin";

const logger = createLogger("silent");
const owner: AuditBy = { actor: { id: null, email: "sahip@example.com" }, clientIp: "10.0.0.1" };
const creds: PaytrCredentials = { merchantId: "482913", merchantKey: "kEy7Qw9Zp2Lm4Xv8", merchantSalt: "sAlt3Rt6Yu1Io5Pa", testMode: true };
const PUBLIC_URL = "http://shop.test";
const fresh = parseEnv({ NODE_ENV: "test", PUBLIC_URL, LOG_LEVEL: "silent" });
let lastHost = 0;
const nextAddress = () => `203.0.113.${++lastHost}`;

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[]).filter((e) => e.isFile()).map((e) => e.name);
}

const stepsOf = (list: SetupChecklist) => Object.fromEntries(list.steps.map((s) => [s.id, s.done]));

async function aDemoProduct(db: Database) {
  const demo = await findDemoProducts(db);
  const [row] = await db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(
      and(
        inArray(
          products.id,
          demo.map((p) => p.id),
        ),
        eq(products.isActive, true),
        gt(products.stock, 5),
        // Sold one way: its cart line needs no variant chosen.
        eq(products.variantCount, 1),
      ),
    )
    .limit(1);
  return row;
}

async function counts(db: Database) {
  const [[p], [i], [c], [o]] = await Promise.all([
    db.select({ n: count() }).from(products),
    db.select({ n: count() }).from(productImages),
    db.select({ n: count() }).from(categories),
    db.select({ n: count() }).from(orders),
  ]);
  return { products: Number(p.n), images: Number(i.n), categories: Number(c.n), orders: Number(o.n) };
}

function storeFor(db: Database, dataDir: string) {
  return { db, storage: createFileStorage(dataDir), dataDir, logger };
}

describeEachDatabase("first run", (getDb) => {
  let dataDir: string;
  let standin: PaytrStandin;
  let paytrTest: Env;
  let paytrLive: Env;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-first-run-"));
    await seedDemoCatalog(getDb(), { dataDir });
    standin = await startPaytrStandin({ creds });
    paytrTest = parseEnv({ NODE_ENV: "test", PUBLIC_URL, LOG_LEVEL: "silent", ...paytrShopEnv(standin, creds), PAYTR_TEST_MODE: "true" });
    paytrLive = parseEnv({ NODE_ENV: "test", PUBLIC_URL, LOG_LEVEL: "silent", ...paytrShopEnv(standin, creds), PAYTR_TEST_MODE: "false" });
  });
  afterAll(async () => {
    await standin?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const checkout = async (env: Env, productId: string) => {
    const request = new Request(`${PUBLIC_URL}/checkout`, {
      method: "POST",
      headers: { Origin: PUBLIC_URL },
      body: checkoutForm([{ productId, quantity: 1 }]),
    });
    const context = { db: getDb(), env, logger, requestId: "test", clientIp: nextAddress(), cspNonce: "n", jobs: { kickMail() {} } };
    try {
      return await checkoutRoute.action({ request, context, params: {} } as never);
    } catch (thrown) {
      return thrown;
    }
  };

  it("the checkout refuses live PayTR with the demo company, changing nothing; test mode and simulated go on", async () => {
    const db = getDb();
    const product = await aDemoProduct(db);
    const before = await counts(db);

    const refused = (await checkout(paytrLive, product.id)) as { data: { formError: string }; init: { status: number } };
    expect(refused.init.status).toBe(503);
    expect(refused.data.formError).toBe(liveCheckoutText.checkout);
    expect(refused.data.formError).toMatch(/kurulum aşamasında.*gerçek ödeme alınamıyor/);
    expect(await counts(db)).toEqual(before);
    expect((await db.select({ stock: products.stock }).from(products).where(eq(products.id, product.id)))[0].stock).toBe(product.stock);
    expect(standin.tokens.size).toBe(0);

    // The checkout page says it before the form is filled.
    const cookie = serializeCartCookie([{ productId: product.id, quantity: 1 }]).split(";")[0];
    const page = (await checkoutRoute.loader({
      request: new Request(`${PUBLIC_URL}/checkout`, { headers: { Cookie: cookie } }),
      context: { db, env: paytrLive, logger, requestId: "test", clientIp: "127.0.0.1", cspNonce: "n" },
      params: {},
    } as never)) as unknown as { data: { paymentRefused: string | null } };
    expect(page.data.paymentRefused).toBe(liveCheckoutText.checkout);
    const tryOut = (await checkoutRoute.loader({
      request: new Request(`${PUBLIC_URL}/checkout`, { headers: { Cookie: cookie } }),
      context: { db, env: paytrTest, logger, requestId: "test", clientIp: "127.0.0.1", cspNonce: "n" },
      params: {},
    } as never)) as unknown as { data: { paymentRefused: string | null } };
    expect(tryOut.data.paymentRefused).toBeNull();

    // PayTR in test mode: the order is placed and the shopper goes to PayTR's (test) form.
    const inTestMode = (await checkout(paytrTest, product.id)) as Response;
    expect(inTestMode.status).toBe(303);
    const paymentPath = inTestMode.headers.get("Location") ?? "";
    expect(paymentPath).toMatch(/^\/payment\//);
    expect(standin.tokens.size).toBe(1);
    expect([...standin.tokens.values()][0].testMode).toBe(true);

    // Switched to live before paying: the payment page shows the refusal instead of PayTR's form.
    const orderId = paymentPath.replace("/payment/", "");
    const paymentPage = (await paymentRoute.loader({ params: { orderId }, context: { db, env: paytrLive, logger } } as never)) as unknown as {
      data: { paymentUrl: string | null };
      init: { status: number };
    };
    expect(paymentPage.init.status).toBe(503);
    expect(paymentPage.data.paymentUrl).toBeNull();
    const testPage = (await paymentRoute.loader({ params: { orderId }, context: { db, env: paytrTest, logger } } as never)) as unknown as {
      data: { paymentUrl: string | null };
    };
    expect(testPage.data.paymentUrl).toContain(standin.iframeBaseUrl);
    await failPayment(db, { orderId });

    // Simulated: placed, on to the confirmation.
    const simulated = (await checkout(fresh, product.id)) as Response;
    expect(simulated.status).toBe(303);
    expect(simulated.headers.get("Location")).toMatch(/^\/order-confirmation\/.+\?placed=1$/);
  });

  it("the setup checklist follows the shop's state, step by step", async () => {
    const db = getDb();
    const demoCount = (await findDemoProducts(db)).length;
    expect(demoCount).toBe(DEMO_PRODUCTS.length);
    let list = await readSetupChecklist(db, fresh);
    expect(stepsOf(list)).toEqual({ company: false, logo: false, shipping: false, payment: false, mail: false, demoCatalog: false });
    expect(list.steps.find((s) => s.id === "demoCatalog")).toMatchObject({ products: DEMO_PRODUCTS.length });

    // The owner's company: done; a change elsewhere does not count as shipping reviewed.
    await updateShopSettings(db, owner, (s) => ({ ...s, companyName: "Moda Hediyelik Ltd. Şti.", taxNumber: "4840847211", shopName: "Moda Hediyelik" }));
    list = await readSetupChecklist(db, fresh);
    expect(stepsOf(list)).toMatchObject({ company: true, logo: false, shipping: false });

    await updateShopSettings(db, owner, (s) => ({ ...s, appearance: { ...s.appearance, logo: "settings/logo_1_moda.webp" } }));
    await updateShopSettings(db, owner, (s) => ({ ...s, shipping: { ...s.shipping, freeFrom: 50_000 } }));
    const live = parseEnv({
      NODE_ENV: "test",
      PUBLIC_URL,
      LOG_LEVEL: "silent",
      ...paytrShopEnv(standin, creds),
      PAYTR_TEST_MODE: "false",
      SMTP_URL: "smtp://mail.example.com:587",
    });
    list = await readSetupChecklist(db, live);
    expect(stepsOf(list)).toEqual({ company: true, logo: true, shipping: true, payment: true, mail: true, demoCatalog: false });
    expect(list.complete).toBe(false);
    // PayTR in test mode is said as such and stays open.
    expect((await readSetupChecklist(db, paytrTest)).steps.find((s) => s.id === "payment")).toMatchObject({ done: false, mode: "paytr-test" });

    // The company back to the demo's: open again.
    await updateShopSettings(db, owner, (s) => ({ ...s, companyName: DEMO_SHOP_SETTINGS.companyName }));
    expect(stepsOf(await readSetupChecklist(db, live))).toMatchObject({ company: false });
    await updateShopSettings(db, owner, (s) => ({ ...s, companyName: "Moda Hediyelik Ltd. Şti." }));
  });

  it("removes the demo catalogue: products, image rows and files, emptied demo categories; audited, version bumped", async () => {
    const db = getDb();
    const store = storeFor(db, dataDir);
    // The owner's own product in a demo category keeps that category; a simulated order does not block removal.
    const [kupa] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, "kupa"));
    const mine = await insertProduct(db, { name: "Kendi Kupam", categoryIds: [kupa.id] });
    const demoProduct = await aDemoProduct(db);
    const tried = await placeOrder(db, { fields: checkoutFields, items: [{ productId: demoProduct.id, quantity: 1 }], paymentMethod: "simulated" });
    await completePayment(db, { orderId: tried.id }, { publicUrl: PUBLIC_URL });

    const summary = await demoCatalogSummary(db);
    expect(summary).toMatchObject({ products: DEMO_PRODUCTS.length, categories: DEMO_CATEGORIES.length - 1, blocked: false });
    const filesBefore = filesUnder(path.join(dataDir, "uploads"));
    expect(filesBefore.length).toBeGreaterThanOrEqual(summary.images);
    const version = await catalogCache(db).currentVersion();

    const result = await removeDemoCatalog(store, owner);
    expect(result).toEqual({ ok: true, products: DEMO_PRODUCTS.length, images: summary.images, categories: DEMO_CATEGORIES.length - 1 });
    expect(await findDemoProducts(db)).toEqual([]);
    const left = await db.select({ id: products.id }).from(products);
    expect(left.map((p) => p.id)).toEqual([mine.id]);
    expect((await db.select({ slug: categories.slug }).from(categories)).map((c) => c.slug)).toEqual(["kupa"]);
    expect(await db.select().from(productImages)).toEqual([]);
    expect(filesUnder(path.join(dataDir, "uploads"))).toEqual([]);
    // The tried order keeps its own copy of the line.
    expect((await db.select({ id: orders.id }).from(orders).where(eq(orders.id, tried.id))).length).toBe(1);

    const audit = await db
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(inArray(adminAuditLog.action, ["product.delete", "category.delete"]));
    expect(audit.filter((a) => a.action === "product.delete")).toHaveLength(DEMO_PRODUCTS.length);
    expect(audit.filter((a) => a.action === "category.delete")).toHaveLength(DEMO_CATEGORIES.length - 1);
    expect(await catalogCache(db).currentVersion()).toBeGreaterThan(version);

    expect(stepsOf(await readSetupChecklist(db, fresh))).toMatchObject({ demoCatalog: true });
    expect(await removeDemoCatalog(store, owner)).toEqual({ ok: false, reason: "nothing-to-remove" });
  });
});

describeEachDatabase("first run: the demo catalogue with real orders", (getDb) => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-first-run-orders-"));
    await seedDemoCatalog(getDb(), { dataDir });
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("is refused, changing nothing, while a PayTR order, paid or awaiting payment, holds a demo product", async () => {
    const db = getDb();
    const store = storeFor(db, dataDir);
    const product = await aDemoProduct(db);
    const place = () => placeOrder(db, { fields: checkoutFields, items: [{ productId: product.id, quantity: 1 }], paymentMethod: "paytr" });

    const waiting = await place();
    const before = await counts(db);
    const files = filesUnder(path.join(dataDir, "uploads"));
    const auditBefore = (await db.select({ n: count() }).from(adminAuditLog))[0].n;
    expect(await removeDemoCatalog(store, owner)).toEqual({ ok: false, reason: "real-orders" });
    expect((await demoCatalogSummary(db)).blocked).toBe(true);
    await failPayment(db, { orderId: waiting.id });

    const paid = await place();
    await completePayment(db, { orderId: paid.id }, { publicUrl: PUBLIC_URL });
    const afterOrders = await counts(db);
    expect(await removeDemoCatalog(store, owner)).toEqual({ ok: false, reason: "real-orders" });
    expect(await counts(db)).toEqual(afterOrders);
    expect(afterOrders).toMatchObject({ products: before.products, images: before.images, categories: before.categories });
    expect(filesUnder(path.join(dataDir, "uploads"))).toEqual(files);
    expect((await db.select({ n: count() }).from(adminAuditLog))[0].n).toBe(auditBefore);
    expect((await findDemoProducts(db)).length).toBe(DEMO_PRODUCTS.length);
  });

  it("the dashboard shows the checklist to the owner only; staff cannot remove; the owner's removal is refused in Turkish", async () => {
    const db = getDb();
    await upsertAdmin(db, "sahip@example.com", "sahibin-sifresi-1");
    await upsertAdmin(db, "personel@example.com", "personel-sifre-1");
    const cookieOf = async (email: string, password: string) => {
      const result = await signIn(db, { email, password, clientIp: "10.0.0.1" }, { sleep: async () => {} });
      if (!result.ok) throw new Error("sign-in failed");
      return `admin_session=${result.token}`;
    };
    const [ownerCookie, staffCookie] = [await cookieOf("sahip@example.com", "sahibin-sifresi-1"), await cookieOf("personel@example.com", "personel-sifre-1")];
    const context = { db, env: fresh, logger, requestId: "test", clientIp: "10.0.0.1", cspNonce: "n", jobs: { kickMail() {} } };
    const dashboard = async (cookie: string, query = "") =>
      (
        (await dashboardRoute.loader({
          request: new Request(`${PUBLIC_URL}/admin/dashboard${query}`, { headers: { Cookie: cookie } }),
          context,
          params: {},
        } as never)) as unknown as {
          data: { setup: SetupChecklist | null; confirmDemoRemoval: { blocked: boolean } | null };
        }
      ).data;
    const owners = await dashboard(ownerCookie, "?demo=confirm");
    expect(owners.setup?.steps.find((s) => s.id === "demoCatalog")).toMatchObject({ done: false, products: DEMO_PRODUCTS.length });
    expect(owners.confirmDemoRemoval).toMatchObject({ blocked: true });
    const staffs = await dashboard(staffCookie, "?demo=confirm");
    expect(staffs.setup).toBeNull();
    expect(staffs.confirmDemoRemoval).toBeNull();

    const before = await counts(db);
    const post = async (cookie: string) => {
      const body = new FormData();
      body.set("intent", "remove-demo-catalog");
      const request = new Request(`${PUBLIC_URL}/admin/dashboard`, { method: "POST", headers: { Cookie: cookie, Origin: PUBLIC_URL }, body });
      try {
        return await dashboardRoute.action({ request, context, params: {} } as never);
      } catch (thrown) {
        return thrown;
      }
    };
    expect(((await post(staffCookie)) as { init: { status: number } }).init.status).toBe(403);
    const refused = (await post(ownerCookie)) as { data: { demoRemoval: string }; init: { status: number } };
    expect(refused.init.status).toBe(409);
    expect(refused.data.demoRemoval).toBe("real-orders");
    expect(await counts(db)).toEqual(before);
  });
});
