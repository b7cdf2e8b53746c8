// Issue 13's five findings, each over HTTP against the whole shop (tests/support/http-shop.ts) on every
// database: personal and admin answers are never cacheable; guessing the owner's password from other
// addresses cannot keep the owner out; junk PayTR notifications leave a bounded trace; unknown methods
// answer 405/501 without an error log; and a cross-site POST changes nothing.
import { createHmac } from "node:crypto";
import http from "node:http";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { orders, paymentEvents } from "~/db/schema";
import { adminText } from "~/lib/i18n/admin";
import { securityText } from "~/lib/i18n/security";
import { upsertAdmin } from "~/modules/auth/admin-users.server";
import { placeOrder } from "~/modules/checkout/place-order.server";
import { REJECTED_NOTIFICATIONS_KEPT } from "~/modules/payments/paytr-notification.server";
import { paidOrder } from "../support/admin-fixtures";
import { insertProduct } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";
import { checkoutFields, checkoutForm } from "../support/order-fixtures";
import { type HttpShop, startHttpShop } from "../support/http-shop";

const OWNER = { email: "sahip@example.com", password: "dogru-sifre-guvenlik-1" };
const creds = { merchantId: "123456", merchantKey: "anahtar-guvenlik", merchantSalt: "tuz-guvenlik" };
const paytrEnv = {
  PAYMENT_PROVIDER: "paytr",
  PAYTR_MERCHANT_ID: creds.merchantId,
  PAYTR_MERCHANT_KEY: creds.merchantKey,
  PAYTR_MERCHANT_SALT: creds.merchantSalt,
};

/** A raw request (fetch refuses TRACE and CONNECT). */
function rawRequest(
  url: string,
  method: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

function signedNotification(merchantOid: string, status: string, totalKurus: number): Record<string, string> {
  const total = String(totalKurus);
  return {
    merchant_oid: merchantOid,
    status,
    total_amount: total,
    hash: createHmac("sha256", creds.merchantKey)
      .update(merchantOid + creds.merchantSalt + status + total, "utf8")
      .digest("base64"),
    payment_amount: total,
  };
}

describeEachDatabase("security findings over HTTP", (getDb, kind) => {
  let shop: HttpShop;
  let paytrShop: HttpShop;
  beforeAll(async () => {
    const database = { db: getDb(), kind } as DatabaseHandle;
    shop = await startHttpShop(database, { TRUST_PROXY: "1", MAX_UNPAID_ORDERS_PER_ADDRESS: "0" });
    paytrShop = await startHttpShop(database, { TRUST_PROXY: "1", ...paytrEnv });
    await upsertAdmin(getDb(), OWNER.email, OWNER.password);
  });
  afterAll(async () => {
    await shop?.close();
    await paytrShop?.close();
  });

  const errorLines = (target: HttpShop) => target.log.filter((line) => line.level >= 50);

  async function signInOver(target: HttpShop, password: string, address: string, email = OWNER.email) {
    return fetch(`${target.url}/admin`, {
      method: "POST",
      redirect: "manual",
      headers: { "X-Forwarded-For": address, Accept: "text/html" },
      body: new URLSearchParams({ email, password }),
    });
  }

  async function ownerCookie(): Promise<string> {
    const answer = await signInOver(shop, OWNER.password, "192.0.2.250");
    expect(answer.status).toBe(303);
    return (answer.headers.get("set-cookie") ?? "").split(";")[0];
  }

  // ---------------------------------------------------------------------------------------------------
  // 1. Personal pages and admin pages are never cacheable

  it("personal and admin answers say `private, no-store` in both forms (HTML and .data), errors and redirects included", async () => {
    const paid = await paidOrder(getDb());
    const product = await insertProduct(getDb(), { name: "Güvenlik Kupası", stock: 5 });
    const awaiting = await placeOrder(getDb(), { fields: checkoutFields, items: [{ productId: product.id, quantity: 1 }], paymentMethod: "paytr" });
    await getDb()
      .update(orders)
      .set({ paymentUrl: "https://www.paytr.com/odeme/guvenli/abc", paymentReference: "SIPGUVENLIK1" })
      .where(eq(orders.id, awaiting.id));
    const cookie = await ownerCookie();
    const cartCookie = `cart=${encodeURIComponent(JSON.stringify([{ productId: product.id, quantity: 1 }]))}`;
    const unknownOrder = "00000000-0000-4000-8000-000000000000";

    const pages: { path: string; cookie?: string; statuses: number[] }[] = [
      { path: `/order-confirmation/${paid.id}`, statuses: [200] },
      { path: `/order-confirmation/${unknownOrder}`, statuses: [404] },
      { path: `/payment/${awaiting.id}`, statuses: [200] },
      { path: `/payment/${paid.id}`, statuses: [302] },
      { path: "/order-lookup", statuses: [200] },
      { path: "/cart", cookie: cartCookie, statuses: [200] },
      { path: "/checkout", cookie: cartCookie, statuses: [200] },
      { path: "/admin", statuses: [200] },
      { path: "/admin", cookie, statuses: [302] },
      { path: "/admin/dashboard", statuses: [302] },
      { path: "/admin/dashboard", cookie, statuses: [200] },
      { path: "/admin/orders", cookie, statuses: [200] },
      { path: "/admin/products", cookie, statuses: [200] },
      { path: "/admin/categories", cookie, statuses: [200] },
      { path: "/admin/packing-slips", cookie, statuses: [200, 400] },
      { path: "/admin/nothing-here", cookie, statuses: [302, 404] },
    ];
    for (const page of pages) {
      const forms = [page.path, `${page.path}.data`];
      for (const path of forms) {
        const answer = await fetch(`${shop.url}${path}`, {
          redirect: "manual",
          headers: { Accept: "text/html", ...(page.cookie ? { Cookie: page.cookie } : {}) },
        });
        await answer.arrayBuffer();
        if (path === page.path) expect(page.statuses, `${path} status`).toContain(answer.status);
        expect(answer.headers.get("cache-control"), `${path} (${answer.status})`).toBe("private, no-store");
      }
    }
    const csv = await fetch(`${shop.url}/admin/orders.csv`, { headers: { Cookie: cookie } });
    await csv.arrayBuffer();
    expect(csv.headers.get("cache-control")).toBe("private, no-store");

    // The order lookup's answers (found → redirect, not found → the form again), in both forms.
    for (const path of ["/order-lookup", "/order-lookup.data"]) {
      for (const email of [checkoutFields.senderEmail, "baskasi@example.com"]) {
        const answer = await fetch(`${shop.url}${path}`, {
          method: "POST",
          redirect: "manual",
          body: new URLSearchParams({ orderNumber: paid.orderNumber, email }),
        });
        await answer.arrayBuffer();
        expect(answer.headers.get("cache-control"), `${path} ${email} (${answer.status})`).toBe("private, no-store");
      }
    }
    // Catalogue pages keep their shared caching.
    const home = await fetch(`${shop.url}/`);
    await home.arrayBuffer();
    expect(home.headers.get("cache-control")).toMatch(/^public/);
  });

  // ---------------------------------------------------------------------------------------------------
  // 2. Sign-in throttling slows a guessed account down but never keeps the owner out

  it("five wrong passwords from other addresses, again and again, do not keep the owner out", async () => {
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 5; i++) {
        const answer = await signInOver(shop, `yanlis-${round}-${i}`, `198.51.${100 + round}.${i + 1}`);
        await answer.arrayBuffer();
        // Refused; the account's growing delay may already answer the attacker "wait".
        expect([401, 429]).toContain(answer.status);
      }
      // The owner, from an address that has not been failing, gets in with the right password.
      const owner = await signInOver(shop, OWNER.password, `203.0.113.${round + 1}`);
      expect(owner.status, `round ${round}`).toBe(303);
      expect(owner.headers.get("set-cookie")).toMatch(/^admin_session=/);
    }
  });

  it("a failing address is slowed down: per address-and-account, per address, and the account's growing delay", async () => {
    const email = "yavaslat@example.com";
    const password = "dogru-sifre-yavas-1";
    await upsertAdmin(getDb(), email, password);
    // The account fails from several addresses; an address that has failed too must now wait.
    for (let i = 0; i < 5; i++) {
      const answer = await signInOver(shop, "yanlis", `198.18.0.${i + 1}`, email);
      await answer.arrayBuffer();
    }
    const failing = await signInOver(shop, password, "198.18.0.1", email);
    expect(failing.status).toBe(429);
    const seconds = Number(failing.headers.get("retry-after"));
    expect(seconds).toBeGreaterThan(0);
    expect(await failing.text()).toContain(securityText.signInWait(seconds));
    // The product's sentence (docs/product.md#admin-sign-in), then the wait.
    expect(securityText.signInWait(seconds)).toMatch(
      /^Çok fazla başarısız giriş denemesi\. Lütfen daha sonra tekrar deneyin\. \d+ saniye sonra yeniden deneyebilirsiniz\.$/,
    );
    // Another address, which has not been failing, still gets in.
    expect((await signInOver(shop, password, "198.18.1.1", email)).status).toBe(303);

    // One address guessing one account: refused once it reached the pair's limit, right password included.
    const pairAddress = "198.18.2.1";
    // At once, so the growing slow-down of each answer (up to a second) is waited out together.
    await Promise.all(Array.from({ length: 5 }, async () => (await signInOver(shop, "yanlis", pairAddress, email)).arrayBuffer()));
    const pair = await signInOver(shop, password, pairAddress, email);
    expect(pair.status).toBe(429);
    expect(await pair.text()).not.toContain(adminText.login.invalidCredential);
  });

  // ---------------------------------------------------------------------------------------------------
  // 3. Junk PayTR notifications are counted and rate-limited, not stored whole

  it("500 junk notifications leave a bounded, short trace; a good notification still works during the flood", async () => {
    const product = await insertProduct(getDb(), { name: "Sel Kupası", stock: 5, priceKurus: 10_000, shippingCostKurus: 0 });
    const order = await placeOrder(getDb(), { fields: checkoutFields, items: [{ productId: product.id, quantity: 1 }], paymentMethod: "paytr" });
    await getDb().update(orders).set({ paymentReference: "SIPSEL1" }).where(eq(orders.id, order.id));
    const [{ total }] = await getDb().select({ total: orders.totalKurus }).from(orders).where(eq(orders.id, order.id));

    const junk = (i: number) =>
      fetch(`${paytrShop.url}/api/payments/paytr/notify`, {
        method: "POST",
        // Half from one address (rate-limited), half each from a new one (250 of them: more than the rows kept).
        headers: { "X-Forwarded-For": i % 2 ? "203.0.113.66" : `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
        body: new URLSearchParams({
          merchant_oid: `SIP${"X".repeat(200)}${i}`,
          status: "success",
          total_amount: "1",
          hash: "x".repeat(44),
          junk: "y".repeat(3000),
        }),
      }).then((r) => r.status);
    const statuses: number[] = [];
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(Array.from({ length: 50 }, (_, j) => junk(batch * 50 + j)));
      statuses.push(...answers);
      if (batch === 5) {
        const good = await fetch(`${paytrShop.url}/api/payments/paytr/notify`, {
          method: "POST",
          headers: { "X-Forwarded-For": "203.0.113.66" },
          body: new URLSearchParams(signedNotification("SIPSEL1", "success", total)),
        });
        expect(good.status).toBe(200);
        expect(await good.text()).toBe("OK");
      }
    }
    expect(statuses).toHaveLength(500);
    expect(statuses.every((s) => s === 400 || s === 429)).toBe(true);
    expect(statuses).toContain(429);
    const [{ rejected }] = await getDb().select({ rejected: count() }).from(paymentEvents).where(eq(paymentEvents.outcome, "rejected"));
    expect(rejected).toBeLessThanOrEqual(REJECTED_NOTIFICATIONS_KEPT);
    const kept = await getDb().select().from(paymentEvents).where(eq(paymentEvents.outcome, "rejected"));
    for (const row of kept) expect(row.payload.length + row.reference.length).toBeLessThan(300);
    const [paid] = await getDb().select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, order.id));
    expect(paid.paymentStatus).toBe("completed");
    expect(errorLines(paytrShop)).toEqual([]);
  });

  // ---------------------------------------------------------------------------------------------------
  // 4. Unknown or unsupported methods: 405 or 501, no error log

  it("TRACE, PROPFIND, PUT, DELETE and PATCH answer 405/501 with Allow; OPTIONS answers 204; nothing is logged as an error", async () => {
    const before = errorLines(shop).length;
    for (const [method, path] of [
      ["TRACE", "/"],
      ["TRACE", "/admin"],
      ["PROPFIND", "/"],
      ["PUT", "/checkout"],
      ["DELETE", "/admin/orders"],
      ["PATCH", "/cart"],
      ["PUT", "/api/cart"],
      ["DELETE", "/product/kupa.data"],
    ] as const) {
      const answer = await rawRequest(`${shop.url}${path}`, method, { Accept: "text/html" });
      expect([405, 501], `${method} ${path}`).toContain(answer.status);
      expect(answer.headers.allow, `${method} ${path}`).toBe("GET, HEAD, POST, OPTIONS");
      expect(answer.body).not.toMatch(/at \w+ \(|Error:/);
    }
    const options = await rawRequest(`${shop.url}/`, "OPTIONS");
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
    expect(errorLines(shop).slice(before)).toEqual([]);
  });

  // ---------------------------------------------------------------------------------------------------
  // 5. Every state-changing POST checks where it comes from

  it("a cross-site POST to /checkout without Origin places no order: 403 with a Turkish page", async () => {
    const product = await insertProduct(getDb(), { name: "Çapraz Kupa", stock: 5 });
    const countOrders = async () => (await getDb().select({ n: count() }).from(orders))[0].n;
    const before = await countOrders();
    const crossSite: Record<string, string>[] = [
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site" },
      { Origin: "https://kotu.example" },
      { Origin: "null" },
    ];
    for (const headers of crossSite) {
      const answer = await fetch(`${shop.url}/checkout`, {
        method: "POST",
        redirect: "manual",
        headers: { Accept: "text/html", ...headers },
        body: checkoutForm([{ productId: product.id, quantity: 1 }]),
      });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      const html = await answer.text();
      expect(html).toContain(securityText.crossSite.title);
      expect(html).toContain('lang="tr"');
    }
    expect(await countOrders()).toBe(before);

    // The shop's own pages (and clients without any of these headers) still place orders.
    const own = await fetch(`${shop.url}/checkout`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: shop.url, "Sec-Fetch-Site": "same-origin" },
      body: checkoutForm([{ productId: product.id, quantity: 1 }]),
    });
    expect(own.status).toBe(303);
    expect(await countOrders()).toBe(before + 1);
  });

  it("every other state-changing POST refuses cross-site requests too; PayTR's notification is exempt", async () => {
    const cookie = await ownerCookie();
    for (const path of [
      "/cart",
      "/api/cart",
      "/order-lookup",
      "/admin",
      "/admin/logout",
      "/admin/orders",
      "/admin/products",
      "/admin/categories",
      "/checkout.data",
      "/admin.data",
    ]) {
      const answer = await fetch(`${shop.url}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { "Sec-Fetch-Site": "cross-site", Cookie: cookie },
        body: new URLSearchParams({ email: OWNER.email, password: OWNER.password, intent: "delete" }),
      });
      await answer.arrayBuffer();
      expect(answer.status, path).toBe(403);
    }
    // The session survived the cross-site sign-out.
    expect((await fetch(`${shop.url}/admin/dashboard`, { redirect: "manual", headers: { Cookie: cookie } })).status).toBe(200);
    const notify = await fetch(`${paytrShop.url}/api/payments/paytr/notify`, {
      method: "POST",
      headers: { "Sec-Fetch-Site": "cross-site", "X-Forwarded-For": "192.0.2.77" },
      body: new URLSearchParams(signedNotification("SIPBILINMEYEN", "success", 100)),
    });
    expect(notify.status).toBe(200);
  });
});
