// The audit log through the admin's own routes (docs/product.md#audit-log): each write records one row with
// the right action, actor, address and changes, in the write's transaction; a refused write records nothing;
// an order's record holds none of the shopper's personal data; the page lists and filters read-only.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { adminAuditLog, adminUsers, productImages } from "~/db/schema";
import { parseEnv } from "~/env.server";
import { upsertAdmin } from "~/modules/auth/admin-users.server";
import { signIn } from "~/modules/auth/sign-in.server";
import { MAX_FAILURES_PER_ADDRESS } from "~/modules/auth/throttle.server";
import { newTotpSecret, totpCodeAt } from "~/modules/auth/totp.server";
import { setOrderStatus } from "~/modules/orders/admin-orders.server";
import { completePayment } from "~/modules/orders/payment-state.server";
import { placeOrder } from "~/modules/checkout/place-order.server";
import * as accountRoute from "~/routes/admin/account";
import * as auditRoute from "~/routes/admin/audit";
import * as loginRoute from "~/routes/admin/login";
import * as twoFactorRoute from "~/routes/admin/two-factor";
import * as categoriesRoute from "~/routes/admin/categories";
import * as ordersRoute from "~/routes/admin/orders";
import * as dataRequestsRoute from "~/routes/admin/data-requests";
import * as dataRequestsExportRoute from "~/routes/admin/data-requests-export";
import * as productsRoute from "~/routes/admin/products";
import * as staffRoute from "~/routes/admin/staff";
import { adminCookie, paidOrder, routeContext } from "../support/admin-fixtures";
import { insertProduct } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";
import { checkoutFields } from "../support/order-fixtures";

const ORIGIN = "http://shop.test";
const CLIENT = "198.51.100.23";
type Args = never;

function formOf(fields: Record<string, string | string[]>, files: { name: string; bytes: Buffer }[] = []): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const item of [value].flat()) form.append(key, item);
  for (const file of files) form.append("images", new File([new Uint8Array(file.bytes)], file.name, { type: "image/png" }));
  return form;
}

describeEachDatabase("audit log of admin writes", (getDb) => {
  let db: Database;
  let cookie: string;
  let owner: { id: string; email: string };
  let dataDir: string;
  let context: ReturnType<typeof routeContext>;
  let png: Buffer;

  beforeAll(async () => {
    db = getDb();
    cookie = await adminCookie(db);
    [owner] = await db.select({ id: adminUsers.id, email: adminUsers.email }).from(adminUsers).where(eq(adminUsers.email, "sahip@example.com"));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "audit-"));
    context = { ...routeContext(db, CLIENT), env: parseEnv({ DATA_DIR: dataDir, PUBLIC_URL: ORIGIN }) };
    png = await sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 10, g: 120, b: 200 } } })
      .png()
      .toBuffer();
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  function post(pathAndQuery: string, body: FormData): Request {
    return new Request(`${ORIGIN}${pathAndQuery}`, { method: "POST", headers: { Origin: ORIGIN, Cookie: cookie }, body });
  }

  async function records() {
    return db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.seq));
  }

  /** Runs the write and returns the one record it added (failing if it added none or several). */
  async function oneRecordOf(write: () => Promise<unknown>) {
    const before = (await records()).length;
    await write();
    const after = await records();
    expect(after.length - before, "records added by the write").toBe(1);
    expect(after[0]).toMatchObject({ actorId: owner.id, actorEmail: owner.email, clientIp: CLIENT });
    return after[0];
  }

  async function noRecordOf(write: () => Promise<unknown>) {
    const before = (await records()).length;
    await write().catch(() => undefined);
    expect((await records()).length).toBe(before);
  }

  it("categories: create, rename, delete; a refused save records nothing", async () => {
    const created = await oneRecordOf(() =>
      categoriesRoute.action({ request: post("/admin/categories", formOf({ name: "Kupalar", isActive: "on" })), context, params: {} } as Args),
    );
    expect(created).toMatchObject({
      action: "category.create",
      targetType: "category",
      targetLabel: "Kupalar",
      changes: { name: { before: null, after: "Kupalar" } },
    });
    const id = created.targetId as string;
    const renamed = await oneRecordOf(() =>
      categoriesRoute.action({ request: post("/admin/categories", formOf({ id, name: "Kupa ve Bardak", isActive: "on" })), context, params: {} } as Args),
    );
    expect(renamed).toMatchObject({
      action: "category.update",
      targetId: id,
      changes: { name: { before: "Kupalar", after: "Kupa ve Bardak" }, slug: { before: "kupalar", after: "kupa-ve-bardak" } },
    });
    await noRecordOf(() =>
      categoriesRoute.action({ request: post("/admin/categories", formOf({ name: "KUPA VE BARDAK", isActive: "on" })), context, params: {} } as Args),
    );
    await noRecordOf(() => categoriesRoute.action({ request: post("/admin/categories", formOf({ name: "" })), context, params: {} } as Args));
    const other = await oneRecordOf(() =>
      categoriesRoute.action({ request: post("/admin/categories", formOf({ name: "Silinecek", isActive: "on" })), context, params: {} } as Args),
    );
    const deleted = await oneRecordOf(() =>
      categoriesRoute.action({ request: post("/admin/categories", formOf({ intent: "delete", id: other.targetId as string })), context, params: {} } as Args),
    );
    expect(deleted).toMatchObject({ action: "category.delete", targetLabel: "Silinecek", changes: null });
    // Another site's request is refused before anything is written.
    await noRecordOf(() =>
      categoriesRoute.action({
        request: new Request(`${ORIGIN}/admin/categories`, {
          method: "POST",
          headers: { Origin: "https://evil.test", Cookie: cookie },
          body: formOf({ name: "X" }),
        }),
        context,
        params: {},
      } as Args),
    );
  });

  it("products: create, change price/stock/active and image order, delete; an invalid form records nothing", async () => {
    const [category] = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetLabel, "Kupalar"));
    const base = {
      name: "Işıklı Kupa",
      slug: "isikli-kupa",
      description: "Parlar",
      price: "100",
      originalPrice: "",
      stock: "5",
      shippingCost: "29.99",
      isActive: "on",
      dimensionUnit: "cm",
      weightUnit: "g",
      categories: category.targetId as string,
    };
    const created = await oneRecordOf(() =>
      productsRoute.action({
        request: post(
          "/admin/products?new=1",
          formOf(base, [
            { name: "a.png", bytes: png },
            { name: "b.png", bytes: png },
          ]),
        ),
        context,
        params: {},
      } as Args),
    );
    expect(created).toMatchObject({ action: "product.create", targetType: "product", targetLabel: "Işıklı Kupa" });
    expect(created.changes).toMatchObject({
      name: { before: null, after: "Işıklı Kupa" },
      priceKurus: { before: null, after: 10000 },
      stock: { before: null, after: 5 },
      images: { before: null, after: ["a.webp", "b.webp"] },
    });
    const id = created.targetId as string;
    const paths = (
      await db.select({ path: productImages.path }).from(productImages).where(eq(productImages.productId, id)).orderBy(productImages.position)
    ).map((r) => r.path);

    const edit = { ...base, id, price: "125,50", stock: "3", isActive: [], keepImages: [paths[1], paths[0]] };
    const updated = await oneRecordOf(() => productsRoute.action({ request: post("/admin/products", formOf(edit)), context, params: {} } as Args));
    expect(updated).toMatchObject({ action: "product.update", targetId: id });
    expect(updated.changes).toEqual({
      priceKurus: { before: 10000, after: 12550 },
      stock: { before: 5, after: 3 },
      isActive: { before: true, after: false },
      images: { before: ["a.webp", "b.webp"], after: ["b.webp", "a.webp"] },
    });
    await noRecordOf(() => productsRoute.action({ request: post("/admin/products", formOf({ ...edit, price: "-1" })), context, params: {} } as Args));
    // Saved again unchanged: nothing to record.
    await noRecordOf(() =>
      productsRoute.action({ request: post("/admin/products", formOf({ ...edit, keepImages: [paths[1], paths[0]] })), context, params: {} } as Args),
    );

    const deleted = await oneRecordOf(() =>
      productsRoute.action({ request: post("/admin/products", formOf({ intent: "delete", id })), context, params: {} } as Args),
    );
    expect(deleted).toMatchObject({ action: "product.delete", targetId: id, targetLabel: "Işıklı Kupa" });
    await noRecordOf(() => productsRoute.action({ request: post("/admin/products", formOf({ intent: "delete", id })), context, params: {} } as Args));
  });

  it("orders: status, shipping, refund, note and cancel, each one record of business fields only; a refused change records nothing", async () => {
    const order = await paidOrder(db);
    const act = (fields: Record<string, string>) =>
      ordersRoute.action({ request: post("/admin/orders", formOf({ orderId: order.id, ...fields })), context, params: {} } as Args);

    const status = await oneRecordOf(() => act({ intent: "status", status: "processing" }));
    expect(status).toMatchObject({
      action: "order.status",
      targetType: "order",
      targetId: order.id,
      targetLabel: order.orderNumber,
      changes: { status: { before: "pending", after: "processing" } },
    });
    // Nothing in the record names the shopper (KVKK anonymisation never needs to touch the log).
    const stored = JSON.stringify(status);
    for (const personal of Object.values(checkoutFields)) expect(stored).not.toContain(personal);

    await noRecordOf(() => act({ intent: "status", status: "pending" }));
    await noRecordOf(() => act({ intent: "ship", trackingNumber: "   " }));
    const shipped = await oneRecordOf(() => act({ intent: "ship", trackingNumber: "YK123", carrier: "yurtici" }));
    expect(shipped).toMatchObject({
      action: "order.ship",
      changes: {
        status: { before: "processing", after: "shipped" },
        trackingNumber: { before: null, after: "YK123" },
        carrier: { before: null, after: "yurtici" },
      },
    });

    const refund = await oneRecordOf(() => act({ intent: "refund", amount: "10" }));
    expect(refund).toMatchObject({
      action: "order.refund",
      changes: {
        refundAmountKurus: { before: null, after: 1000 },
        refundedKurus: { before: 0, after: 1000 },
        paymentStatus: { before: "completed", after: "partially_refunded" },
      },
    });
    await noRecordOf(() => act({ intent: "refund", amount: "99999" }));

    const note = await oneRecordOf(() => act({ intent: "note", note: "Ayşe Hanım aradı, 0555 123 45 67" }));
    expect(note).toMatchObject({ action: "order.note", changes: null });

    const cancelled = await oneRecordOf(() => act({ intent: "status", status: "cancelled" }));
    expect(cancelled).toMatchObject({
      action: "order.cancel",
      changes: { status: { before: "shipped", after: "cancelled" }, paymentStatus: { after: "refunded" } },
    });
    for (const row of await records()) {
      const text = JSON.stringify(row);
      for (const personal of Object.values(checkoutFields)) expect(text).not.toContain(personal);
    }
  });

  it("cancelling a PayTR order records the refund asked of PayTR with the cancel, before PayTR answers", async () => {
    const product = await insertProduct(db, { name: `Kupa ${Math.random()}`, priceKurus: 10000, shippingCostKurus: 1500, stock: 5 });
    const order = await placeOrder(db, { fields: checkoutFields, items: [{ productId: product.id, quantity: 1 }], paymentMethod: "paytr" });
    await completePayment(db, { orderId: order.id }, { publicUrl: ORIGIN });
    const by = { actor: owner, clientIp: CLIENT };
    const cancelled = await oneRecordOf(() => setOrderStatus(db, order.id, "cancelled", { publicUrl: ORIGIN }, { actor: owner.email, audit: by }));
    expect(cancelled).toMatchObject({
      action: "order.cancel",
      targetLabel: order.orderNumber,
      changes: { status: { after: "cancelled" }, refundAmountKurus: { before: null, after: 11500 } },
    });
    expect(cancelled.changes).not.toHaveProperty("refundedKurus");
  });

  it("the admin's own two-factor sign-in: enable, new recovery codes, disable; wrong codes record nothing, secrets never", async () => {
    const account = (fields: Record<string, string>) => accountRoute.action({ request: post("/admin/account", formOf(fields)), context, params: {} } as Args);
    await noRecordOf(() => account({ intent: "start" }).catch((e: unknown) => e));
    const [{ pending }] = await db.select({ pending: adminUsers.totpPendingSecret }).from(adminUsers).where(eq(adminUsers.id, owner.id));
    const secret = pending as string;
    await noRecordOf(() => account({ intent: "confirm", code: "000000" }));
    const now = Date.now();
    const enabled = await oneRecordOf(() => account({ intent: "confirm", code: totpCodeAt(secret, new Date(now)) }));
    expect(enabled).toMatchObject({
      action: "account.two_factor.enable",
      targetType: "admin",
      targetId: owner.id,
      targetLabel: owner.email,
      changes: { twoFactor: { before: false, after: true } },
    });
    await noRecordOf(() => account({ intent: "regenerate", code: "000000" }));
    let recoveryCodes: string[] = [];
    const regenerated = await oneRecordOf(async () => {
      recoveryCodes = (
        (await account({ intent: "regenerate", code: totpCodeAt(secret, new Date(now + 30_000)) })) as unknown as { data: { recoveryCodes: string[] } }
      ).data.recoveryCodes;
    });
    expect(regenerated).toMatchObject({ action: "account.two_factor.recovery_codes", changes: null });
    await noRecordOf(() => account({ intent: "disable", password: "yanlis-sifre", code: recoveryCodes[0] }));
    const disabled = await oneRecordOf(() => account({ intent: "disable", password: "dogru-sifre-1", code: recoveryCodes[0] }));
    expect(disabled).toMatchObject({ action: "account.two_factor.disable", changes: { twoFactor: { before: true, after: false } } });
    for (const row of await records()) for (const secretText of [secret, ...recoveryCodes]) expect(JSON.stringify(row)).not.toContain(secretText);
  });

  it("the page lists the records newest first and filters them by the URL", async () => {
    const load = async (query: string) =>
      (await auditRoute.loader({
        request: new Request(`${ORIGIN}/admin/audit${query}`, { headers: { Cookie: cookie } }),
        context,
        params: {},
      } as Args)) as unknown as {
        data: { rows: { action: string; targetExists: boolean; targetType: string }[]; total: number; actors: string[] };
      };
    const all = await load("");
    expect(all.data.total).toBe((await records()).length);
    expect(all.data.rows[0].action).toBe("account.two_factor.disable");
    expect(all.data.actors).toEqual([owner.email]);
    const orderRows = await load("?action=order");
    expect(orderRows.data.rows.map((r) => r.action)).toEqual(["order.cancel", "order.cancel", "order.note", "order.refund", "order.ship", "order.status"]);
    expect(orderRows.data.rows.every((r) => r.targetExists)).toBe(true);
    const productRows = await load("?action=product&target=%C4%B1%C5%9F%C4%B1kl%C4%B1");
    expect(productRows.data.rows.map((r) => r.action)).toEqual(["product.delete", "product.update", "product.create"]);
    expect(productRows.data.rows.some((r) => r.targetExists)).toBe(false);
    // The page is for signed-in admins only.
    const anonymous = await auditRoute.loader({ request: new Request(`${ORIGIN}/admin/audit`), context, params: {} } as Args).catch((e: unknown) => e);
    expect((anonymous as Response).status).toBe(302);
  });
});

describeEachDatabase("audit log of account changes and data requests", (getDb) => {
  const ORIGIN_URL = "http://shop.test";
  let db: Database;
  let cookie: string;
  let context: ReturnType<typeof routeContext>;

  beforeAll(async () => {
    db = getDb();
    cookie = await adminCookie(db);
    context = { ...routeContext(db, CLIENT), env: parseEnv({ PUBLIC_URL: ORIGIN_URL }) };
  });

  const post = (pathAndQuery: string, fields: Record<string, string>) =>
    new Request(`${ORIGIN_URL}${pathAndQuery}`, { method: "POST", headers: { Origin: ORIGIN_URL, Cookie: cookie }, body: formOf(fields) });
  const newest = async () => (await db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.seq)).limit(1))[0];

  it("the owner adding and disabling a staff account records both; a refused add records nothing", async () => {
    await staffRoute.action({
      request: post("/admin/staff", { intent: "add", email: "Yardimci@Example.com", method: "password", password: "uzun-bir-sifre-123" }),
      context,
      params: {},
    } as Args);
    const added = await newest();
    expect(added).toMatchObject({
      action: "account.add",
      targetType: "admin",
      targetLabel: "yardimci@example.com",
      actorEmail: "sahip@example.com",
      clientIp: CLIENT,
    });
    expect(JSON.stringify(added.changes)).not.toContain("uzun-bir-sifre");
    const count = (await db.select().from(adminAuditLog)).length;
    await staffRoute.action({
      request: post("/admin/staff", { intent: "add", email: "yardimci@example.com", method: "password", password: "uzun-bir-sifre-123" }),
      context,
      params: {},
    } as Args);
    expect((await db.select().from(adminAuditLog)).length).toBe(count);
    await staffRoute.action({ request: post("/admin/staff", { intent: "disable", id: added.targetId as string }), context, params: {} } as Args);
    expect(await newest()).toMatchObject({ action: "account.disable", targetId: added.targetId, changes: { active: { before: true, after: false } } });
  });

  it("a KVKK export and anonymisation are recorded by order number, never with the person's e-mail", async () => {
    const order = await paidOrder(db, { senderEmail: "kisi@example.com" });
    await dataRequestsExportRoute.action({
      request: post("/admin/data-requests/export", { email: "kisi@example.com", format: "csv" }),
      context,
      params: {},
    } as Args);
    const exported = await newest();
    expect(exported).toMatchObject({
      action: "data_request.export",
      targetType: "data_request",
      changes: { orderNumbers: { after: order.orderNumber }, format: { after: "csv" } },
    });
    await dataRequestsRoute.action({ request: post("/admin/data-requests", { email: "kisi@example.com", intent: "anonymise" }), context, params: {} } as Args);
    const anonymised = await newest();
    expect(anonymised).toMatchObject({ action: "data_request.anonymise", changes: { orders: { after: 1 }, orderNumbers: { after: order.orderNumber } } });
    expect(JSON.stringify([exported, anonymised])).not.toContain("kisi@example.com");
  });
});

describeEachDatabase("audit log of refused sign-ins", (getDb) => {
  const ORIGIN_URL = "http://shop.test";
  const FROM = "192.0.2.44";
  let db: Database;
  let cookie: string;
  let owner: { id: string; email: string };

  beforeAll(async () => {
    db = getDb();
    cookie = await adminCookie(db);
    [owner] = await db.select({ id: adminUsers.id, email: adminUsers.email }).from(adminUsers).where(eq(adminUsers.email, "sahip@example.com"));
  });

  const context = (clientIp: string) => ({ ...routeContext(db, clientIp), env: parseEnv({ PUBLIC_URL: ORIGIN_URL }) });
  const form = (fields: Record<string, string>, cookieHeader = "") =>
    ({
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN_URL, Cookie: cookieHeader },
      body: new URLSearchParams(fields),
    }) as const;
  const signInForm = (email: string, password: string, clientIp = FROM) =>
    loginRoute.action({ request: new Request(`${ORIGIN_URL}/admin`, form({ email, password })), context: context(clientIp), params: {} } as Args);
  const securityRows = async () =>
    (await db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.seq))).filter((row) => row.action.startsWith("security."));

  it("a wrong password records who was tried, from where and when, never the password", async () => {
    const before = (await securityRows()).length;
    await signInForm("Sahip@Example.com", "yanlis-sifre-gizli");
    await signInForm("kimse@example.com", "baska-gizli-sifre");
    // A password typed into the e-mail field is not copied either.
    await signInForm("parola-gibi-bir-sey", "ucuncu-gizli-sifre");
    const rows = await securityRows();
    expect(rows.length - before).toBe(3);
    const [notEmail, unknown, known] = rows;
    expect(known).toMatchObject({
      action: "security.sign_in_failed",
      actorId: null,
      actorEmail: owner.email,
      clientIp: FROM,
      targetType: "admin",
      targetId: owner.id,
      targetLabel: owner.email,
      changes: null,
    });
    expect(known.createdAt).toBeInstanceOf(Date);
    expect(unknown).toMatchObject({
      action: "security.sign_in_failed",
      actorEmail: "kimse@example.com",
      targetId: null,
      targetLabel: "kimse@example.com",
      clientIp: FROM,
    });
    expect(notEmail).toMatchObject({ action: "security.sign_in_failed", actorEmail: "", targetLabel: null });
    for (const row of rows) {
      for (const secret of ["yanlis-sifre-gizli", "baska-gizli-sifre", "ucuncu-gizli-sifre", "parola-gibi-bir-sey"])
        expect(JSON.stringify(row)).not.toContain(secret);
    }
  });

  it("a wrong code at the second step is recorded for its account, never the code", async () => {
    await upsertAdmin(db, "iki-adim@example.com", "dogru-sifre-2fa");
    await db.update(adminUsers).set({ totpSecret: newTotpSecret() }).where(eq(adminUsers.email, "iki-adim@example.com"));
    const [account] = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, "iki-adim@example.com"));
    const before = (await securityRows()).length;
    const password = (await signInForm("iki-adim@example.com", "dogru-sifre-2fa", "192.0.2.45").catch((e: unknown) => e)) as Response;
    expect(password.status).toBe(303);
    const challenge = password.headers
      .getSetCookie()
      .find((line) => line.startsWith("admin_2fa="))!
      .split(";")[0];
    expect((await securityRows()).length).toBe(before);
    await twoFactorRoute.action({
      request: new Request(`${ORIGIN_URL}/admin/two-factor`, form({ code: "135791" }, challenge)),
      context: context("192.0.2.45"),
      params: {},
    } as Args);
    const rows = await securityRows();
    expect(rows.length - before).toBe(1);
    expect(rows[0]).toMatchObject({
      action: "security.two_factor_failed",
      actorId: null,
      actorEmail: "iki-adim@example.com",
      clientIp: "192.0.2.45",
      targetType: "admin",
      targetId: account.id,
    });
    expect(JSON.stringify(rows[0])).not.toContain("135791");
  });

  it("writes no faster than the throttle lets an address fail: attempts it refuses record nothing", async () => {
    const flood = "192.0.2.99";
    const before = (await securityRows()).filter((row) => row.clientIp === flood).length;
    const answers: string[] = [];
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS + 15; i++) {
      const result = await signIn(db, { email: `sel-${i}@example.com`, password: "x", clientIp: flood }, { sleep: async () => {} });
      answers.push(result.ok ? "ok" : result.reason);
    }
    expect(answers.filter((a) => a === "too-many-requests").length).toBe(16);
    expect((await securityRows()).filter((row) => row.clientIp === flood).length - before).toBe(MAX_FAILURES_PER_ADDRESS);
  });

  it("the page finds them under Güvenlik; the e-mails tried are not offered as people", async () => {
    const load = async (query: string) =>
      (await auditRoute.loader({
        request: new Request(`${ORIGIN_URL}/admin/audit${query}`, { headers: { Cookie: cookie } }),
        context: context(FROM),
        params: {},
      } as Args)) as unknown as {
        data: { rows: { action: string; actorEmail: string }[]; total: number; actors: string[] };
      };
    const security = await load("?action=security");
    expect(security.data.total).toBe((await securityRows()).length);
    expect(new Set(security.data.rows.map((r) => r.action))).toEqual(new Set(["security.sign_in_failed", "security.two_factor_failed"]));
    const failedSignIns = await load("?action=security.sign_in_failed&actor=kimse%40example.com");
    expect(failedSignIns.data.rows.map((r) => r.actorEmail)).toEqual(["kimse@example.com"]);
    expect(security.data.actors).not.toContain("kimse@example.com");
    expect(security.data.actors).not.toContain("sel-0@example.com");
  });
});
