// Hostile input against both databases (the browser half is tests/e2e/hostile-input.spec.ts): script and
// HTML payloads in every field a shopper or admin types, stored verbatim and escaped in every mail and CSV;
// SQL meta-characters and LIKE wildcards in search and filters; odd upload names and /media paths that try
// to leave the uploads folder; malformed and oversized bodies; bad quantities; the cookies' flags.
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, orderItems, orders, paymentEvents, products } from "~/db/schema";
import { parseEnv } from "~/env.server";
import { CART_COOKIE, serializeCartCookie } from "~/lib/cart-cookie";
import { parseCartCookie } from "~/modules/cart/cart-cookie.server";
import { MAX_LINE_QUANTITY } from "~/lib/cart";
import { adminText } from "~/lib/i18n/admin";
import { checkoutText } from "~/lib/i18n/checkout";
import { adminCatalogText, productSaveErrorText } from "~/lib/i18n/admin-catalog";
import { adminOrdersText } from "~/lib/i18n/admin-orders";
import { moneyProblemText } from "~/lib/i18n/money";
import { createLogger } from "~/modules/platform/logger.server";
import { upsertAdmin } from "~/modules/auth/admin-users.server";
import { clearedSessionCookie, sessionCookie } from "~/modules/auth/session.server";
import { signIn } from "~/modules/auth/sign-in.server";
import { listAdminCategories, saveCategory } from "~/modules/catalog/admin-categories.server";
import { getAdminProduct, type ProductStore } from "~/modules/catalog/admin-products.server";
import { submitProductForm } from "~/modules/catalog/product-save.server";
import { getShopProduct, listShopProducts, searchProducts } from "~/modules/catalog/queries.server";
import { deliverDueMail } from "~/modules/mail/outbox.server";
import { createFileTransport } from "~/modules/mail/transport.server";
import { serveMedia } from "../../server/http/media-route";
import { createFileStorage, isValidStorageKey, resolveInside } from "~/modules/media/storage.server";
import { getAdminOrder, listAdminOrders, shipOrder } from "~/modules/orders/admin-orders.server";
import { lastOrderCookie } from "~/modules/orders/last-order-cookie.server";
import { getOrderForConfirmation } from "~/modules/orders/order-view.server";
import { settleDueSimulatedPayments } from "~/modules/orders/payment-state.server";
import * as categoriesRoute from "~/routes/admin/categories";
import * as loginRoute from "~/routes/admin/login";
import * as ordersCsvRoute from "~/routes/admin/orders-csv";
import { PAPERWORK_CSV_COLUMNS, PAYMENT_CSV_COLUMNS } from "~/modules/orders/admin-orders-csv.server";
import * as ordersRoute from "~/routes/admin/orders";
import * as productsRoute from "~/routes/admin/products";
import * as cartApi from "~/routes/api/cart";
import * as paytrNotify from "~/routes/api/paytr-notify";
import * as searchApi from "~/routes/api/search";
import * as cartRoute from "~/routes/shop/cart";
import * as checkoutRoute from "~/routes/shop/checkout";
import * as productRoute from "~/routes/shop/product";
import * as productsPage from "~/routes/shop/products";
import { wordedCategorySave, wordedProductSave } from "../support/admin-fixtures";
import { insertCategory, insertProduct } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";
import {
  hostileCheckoutFields,
  htmlAsText,
  IMG,
  LIKE,
  parseCsv,
  rawGet,
  readEml,
  RTL_EMOJI,
  SCRIPT,
  SQL,
  tagNames,
  TEMPLATE,
  traversalTargets,
} from "../support/hostile";

const logger = createLogger("silent");
const ORIGIN = "http://shop.test";
const NUL = "\u0000";
/** Tags the mail templates themselves use; a payload must never add one. */
const TEMPLATE_TAGS = new Set(["html", "head", "meta", "title", "body", "table", "tr", "td", "th", "div", "h1", "h2", "p", "a", "br", "blockquote"]);

type ActionData<T> = { data: T; init?: ResponseInit | null };

function statusOf(result: unknown): number {
  if (result instanceof Response) return result.status;
  return (result as ActionData<unknown>).init?.status ?? 200;
}

function fillForm(fields: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const item of Array.isArray(v) ? v : [v]) form.append(k, item);
  return form;
}

async function png(width = 40, height = 30): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
      .png()
      .toBuffer(),
  );
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .sort();
}

describeEachDatabase("hostile input", (getDb) => {
  let dataDir: string;
  let env: ReturnType<typeof parseEnv>;
  let store: ProductStore;
  let adminCookie: string;
  let category: { id: string };

  const context = () => ({ db: getDb(), env, logger, requestId: "test", clientIp: "10.20.30.40", cspNonce: "nonce", jobs: { kickMail() {} } }) as never;

  async function call<T = unknown>(fn: (args: never) => Promise<T> | T, request: Request, params: Record<string, string> = {}): Promise<T | Response> {
    try {
      return await fn({ request, context: context(), params } as never);
    } catch (thrown) {
      // A thrown redirect or error response, or a thrown data(…, { status }) as the not-found pages use.
      if (thrown instanceof Response || (thrown as { type?: string })?.type === "DataWithResponseInit") return thrown as T;
      throw thrown;
    }
  }

  function post(url: string, body: BodyInit, headers: Record<string, string> = {}) {
    return new Request(`${ORIGIN}${url}`, { method: "POST", headers: { Origin: ORIGIN, ...headers }, body });
  }

  async function stockOf(id: string): Promise<number> {
    const [row] = await getDb().select({ stock: products.stock }).from(products).where(eq(products.id, id));
    return row.stock;
  }

  async function orderCount(): Promise<number> {
    const [row] = await getDb().select({ n: count() }).from(orders);
    return Number(row.n);
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-hostile-"));
    env = parseEnv({ DATA_DIR: dataDir, PUBLIC_URL: ORIGIN, SHOP_NOTIFY_EMAIL: "sahip@example.com" });
    store = { db: getDb(), storage: createFileStorage(dataDir), dataDir, logger };
    await upsertAdmin(getDb(), "yonetici@example.com", "dogru-sifre-123");
    const signed = await signIn(getDb(), { email: "yonetici@example.com", password: "dogru-sifre-123", clientIp: "10.0.0.9" }, { sleep: async () => {} });
    if (!signed.ok) throw new Error("sign-in failed");
    adminCookie = sessionCookie(signed.token, ORIGIN).split(";")[0];
    category = await insertCategory(getDb(), { name: "Düşman Girdi Kategorisi" });
  });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  // -------------------------------------------------------------------------------------------------------
  // 1. Checkout → stored verbatim → confirmation data, admin list and detail, both mails, the CSV

  it("checkout: payloads in every field are stored verbatim, shown verbatim to the order page and the admin, HTML-escaped in both mails, and neutralised in the CSV", async () => {
    const db = getDb();
    const tag = `tag${Date.now().toString(36)}`;
    const fields = hostileCheckoutFields(tag);
    const product = await insertProduct(db, { name: `Kupa ${SCRIPT} ${IMG}`, stock: 10, priceKurus: 12345 });
    const form = fillForm({
      ...fields,
      acceptTerms: "on",
      items: JSON.stringify([{ productId: product.id, quantity: 2 }]),
      submissionKey: `hostile-${tag}-0001`,
    });

    const answer = await call(checkoutRoute.action, post("/checkout", form));
    expect(statusOf(answer)).toBe(303);
    const location = (answer as Response).headers.get("Location") ?? "";
    expect(location).toMatch(/^\/order-confirmation\/[0-9a-f-]{36}\?placed=1$/);
    const orderId = location.split("/")[2].split("?")[0];

    // Stored exactly as typed (a form sends line breaks as CRLF, as browsers do; the schema trims the ends).
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
    for (const [name, value] of Object.entries(fields)) expect(String(row[name as keyof typeof row]).replace(/\r\n/g, "\n"), name).toBe(value.trim());
    expect(await stockOf(product.id)).toBe(8);

    // The data the confirmation page renders: the same text.
    const view = await getOrderForConfirmation(db, orderId);
    const lf = (o: object | null) => Object.fromEntries(Object.entries(o ?? {}).map(([k, v]) => [k, typeof v === "string" ? v.replace(/\r\n/g, "\n") : v]));
    expect(lf(view)).toMatchObject({
      recipientName: fields.recipientName,
      recipientAddress: fields.recipientAddress,
      recipientCity: fields.recipientCity,
      recipientPostalCode: fields.recipientPostalCode,
      anonymousMessage: fields.anonymousMessage,
    });
    expect(view?.items[0].productName).toBe(`Kupa ${SCRIPT} ${IMG}`);

    // The admin finds it by a payload and sees the same text.
    for (const query of [SCRIPT.slice(0, 8), "=hyperlink", tag]) {
      const list = await listAdminOrders(db, { query });
      expect(
        list.rows.map((r) => r.id),
        query,
      ).toContain(orderId);
    }
    expect(lf(await getAdminOrder(db, orderId))).toMatchObject(fields);

    // Payment settles; both mails go out as .eml files.
    const outbox = path.join(dataDir, `outbox-${tag}`);
    const mailSettings = { publicUrl: ORIGIN, shopNotifyEmail: "sahip@example.com" };
    await settleDueSimulatedPayments(db, mailSettings, new Date(Date.now() + 10_000));
    // A hostile tracking number too: the shipment mail.
    const shipped = await shipOrder(db, orderId, `TR-${SCRIPT}`.slice(0, 60), mailSettings);
    expect(shipped).toMatchObject({ ok: true, mailQueued: true });
    await deliverDueMail(db, createFileTransport(outbox, "Sürpriz Hediye <siparis@example.com>"), { batchSize: 100 });
    const messages = filesUnder(outbox).map((name) => readEml(fs.readFileSync(path.join(outbox, name), "utf8")));
    const ours = messages.filter((m) => m.html.includes(row.orderNumber));
    expect(ours.map((m) => m.to).sort()).toEqual([fields.senderEmail, fields.senderEmail, "sahip@example.com"].sort());

    for (const message of ours) {
      // No payload became markup: only the templates' own tags.
      const extra = [...tagNames(message.html)].filter((t) => !TEMPLATE_TAGS.has(t));
      expect(extra, `${message.subject}: tags a payload added`).toEqual([]);
      expect(message.html).not.toMatch(/<script|<img|<b>|<i>/i);
    }
    const [confirmation, notice, shipment] = ["Siparişiniz alındı", "Yeni sipariş", "kargoya verildi"].map((s) => {
      const found = ours.find((m) => m.subject.includes(s));
      expect(found, `a mail whose subject has "${s}" among ${ours.map((m) => m.subject).join(" | ")}`).toBeDefined();
      return found as (typeof ours)[number];
    });
    // Confirmation (to the sender): message, city, items escaped in the HTML and literal in both bodies.
    expect(confirmation.html).toContain("&lt;script&gt;window.__pwned=1&lt;/script&gt;");
    expect(confirmation.html).toContain("&quot;&gt;&lt;img src=x onerror=window.__pwned=1&gt;");
    expect(confirmation.html).toContain("&#39;; DROP TABLE orders; --");
    const shown = htmlAsText(confirmation.html).replace(/\r/g, "");
    for (const line of fields.anonymousMessage.split("\n")) expect(shown).toContain(line);
    expect(shown).toContain(fields.recipientCity);
    expect(shown).toContain(`Kupa ${SCRIPT} ${IMG}`);
    for (const line of fields.anonymousMessage.split("\n")) expect(confirmation.text.replace(/\r/g, "")).toContain(line);
    // The notice (to the owner): the recipient's name and city too.
    const noticeText = htmlAsText(notice.html);
    expect(noticeText).toContain(fields.recipientName);
    expect(noticeText).toContain(fields.recipientCity);
    expect(notice.html).toContain("=HYPERLINK(&quot;x&quot;)&lt;script&gt;");
    expect(notice.text).toContain(fields.recipientName);
    // The shipment mail: the tracking number as text.
    expect(htmlAsText(shipment.html)).toContain(`TR-${SCRIPT}`.slice(0, 60));

    // The CSV: every value as text, formula starts neutralised.
    const csvAnswer = (await call(
      ordersCsvRoute.loader,
      new Request(`${ORIGIN}/admin/orders.csv?q=${encodeURIComponent(tag)}`, { headers: { Cookie: adminCookie } }),
    )) as Response;
    expect(csvAnswer.status).toBe(200);
    expect(csvAnswer.headers.get("Content-Type")).toMatch(/^text\/csv/);
    const csv = parseCsv(await csvAnswer.text());
    expect(csv[0]).toEqual([...adminOrdersText.csv.columns, ...PAPERWORK_CSV_COLUMNS, ...PAYMENT_CSV_COLUMNS]);
    expect(csv).toHaveLength(2);
    const cells = csv[1];
    expect(cells[0]).toBe(row.orderNumber);
    expect(cells[2]).toBe(`'${fields.recipientName}`);
    expect(cells[3]).toBe(`'${fields.recipientCity}`);
    expect(cells[4]).toBe(adminOrdersText.csv.itemLine(`Kupa ${SCRIPT} ${IMG}`, 2));
    expect(cells[9]).toBe(`TR-${SCRIPT}`.slice(0, 60));
    for (const cell of cells) expect(cell, "no cell starts a formula").not.toMatch(/^[=+\-@\t\r]/);
  });

  it("checkout: NUL characters are dropped, a 2 MB field and a bad e-mail are refused with Turkish messages, and nothing is stored", async () => {
    const db = getDb();
    const product = await insertProduct(db, { name: "NUL Kupa", stock: 5 });
    const items = JSON.stringify([{ productId: product.id, quantity: 1 }]);
    const base = { ...hostileCheckoutFields("nul"), acceptTerms: "on", items };

    // NUL: PostgreSQL cannot store it; the order is placed without it instead of failing.
    const withNul = await call(
      checkoutRoute.action,
      post(
        "/checkout",
        fillForm({ ...base, recipientName: `Ali${NUL}Veli`, anonymousMessage: `${NUL}Merhaba${NUL} ${SCRIPT}`, submissionKey: "nul-order-000000001" }),
      ),
    );
    expect(statusOf(withNul)).toBe(303);
    const orderId = ((withNul as Response).headers.get("Location") ?? "").split("/")[2].split("?")[0];
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(row.recipientName).toBe("AliVeli");
    expect(row.anonymousMessage).toBe(`Merhaba ${SCRIPT}`);
    expect(await stockOf(product.id)).toBe(4);

    const before = await orderCount();
    // 2 MB in the message (the server's body limit answers 413 before this; the action refuses it too).
    const huge = (await call(checkoutRoute.action, post("/checkout", fillForm({ ...base, anonymousMessage: "ş".repeat(1_000_000) })))) as ActionData<{
      errors: Record<string, string>;
      formError: string;
    }>;
    expect(statusOf(huge)).toBe(400);
    expect(huge.data.errors.anonymousMessage).toBe(checkoutText.tooLong(1000));
    expect(huge.data.formError).toBe(checkoutText.fixErrors);

    // Markup in the e-mail address is not an address.
    for (const senderEmail of [`${SCRIPT}@example.com`, `"><img src=x>@example.com`, `a@example.com${SQL}`, `x@example.com\nBcc: z@example.com`]) {
      const bad = (await call(checkoutRoute.action, post("/checkout", fillForm({ ...base, senderEmail })))) as ActionData<{ errors: Record<string, string> }>;
      expect(statusOf(bad), senderEmail).toBe(400);
      expect(bad.data.errors.senderEmail).toBe(checkoutText.invalidEmail);
    }

    // Over every field's limit.
    const limits = { recipientName: 100, recipientAddress: 500, recipientCity: 60, recipientPostalCode: 10, recipientPhone: 20, anonymousMessage: 1000 };
    for (const [name, max] of Object.entries(limits)) {
      const long = (await call(checkoutRoute.action, post("/checkout", fillForm({ ...base, [name]: "<".repeat(max + 1) })))) as ActionData<{
        errors: Record<string, string>;
      }>;
      expect(statusOf(long), name).toBe(400);
      expect(long.data.errors[name]).toBe(checkoutText.tooLong(max));
    }
    expect(await orderCount()).toBe(before);
    expect(await stockOf(product.id)).toBe(4);
  });

  it("checkout: malformed bodies (JSON, text, garbage multipart, broken items) answer 400 with a Turkish message and store nothing", async () => {
    const db = getDb();
    const product = await insertProduct(db, { name: "Gövde Kupa", stock: 5 });
    const before = await orderCount();
    const good = { ...hostileCheckoutFields("body"), acceptTerms: "on" };
    const bodies: [string, Request][] = [
      ["json", post("/checkout", JSON.stringify({ ...good, items: [{ productId: product.id, quantity: 1 }] }), { "Content-Type": "application/json" })],
      ["text", post("/checkout", "recipientName=x&items=[]", { "Content-Type": "text/plain" })],
      [
        "multipart without boundary",
        post("/checkout", '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--', { "Content-Type": "multipart/form-data" }),
      ],
      [
        "multipart cut short",
        post("/checkout", '--XYZ\r\nContent-Disposition: form-data; name="recipientName"\r\n\r\nyarım', {
          "Content-Type": "multipart/form-data; boundary=XYZ",
        }),
      ],
      ["binary", post("/checkout", new Uint8Array([0xff, 0xfe, 0x00, 0x01, 0x80]), { "Content-Type": "application/x-www-form-urlencoded" })],
    ];
    for (const [label, request] of bodies) {
      const answer = (await call(checkoutRoute.action, request)) as ActionData<{ formError?: string }>;
      expect(statusOf(answer), label).toBe(400);
      expect(answer.data.formError, label).toMatch(/[a-zçğıöşü]/i);
    }
    for (const items of [
      "not json",
      "{}",
      '{"productId":"x"}',
      "null",
      "[[]]",
      JSON.stringify(Array.from({ length: 10_000 }, () => ({ productId: product.id, quantity: 1 }))),
    ]) {
      const answer = (await call(checkoutRoute.action, post("/checkout", fillForm({ ...good, items })))) as ActionData<{ formError?: string }>;
      expect(statusOf(answer), items.slice(0, 30)).toBe(400);
      expect(answer.data.formError).toBe(checkoutText.emptyCart);
    }
    expect(await orderCount()).toBe(before);
    expect(await stockOf(product.id)).toBe(5);
  });

  // -------------------------------------------------------------------------------------------------------
  // 2. Quantities

  it("quantities: -1, 0, 1.5, 1e9, 'abc', 2^53, '0x10', '1e1', true are refused at checkout and /api/cart, clamped in the cart form; stock never goes negative", async () => {
    const db = getDb();
    const product = await insertProduct(db, { name: "Adet Kupa", stock: 3, priceKurus: 1000 });
    const before = await orderCount();
    const good = { ...hostileCheckoutFields("qty"), acceptTerms: "on" };
    const bad: unknown[] = [
      -1,
      0,
      1.5,
      1e9,
      "abc",
      2 ** 53,
      "1e9",
      -0.5,
      null,
      "",
      Number.MAX_SAFE_INTEGER,
      "99999999999999999999999",
      100,
      "0x10",
      "1e1",
      true,
      "1.0",
      " 5",
    ];

    for (const quantity of bad) {
      const items = JSON.stringify([{ productId: product.id, quantity }]);
      const answer = await call(checkoutRoute.action, post("/checkout", fillForm({ ...good, items })));
      expect(statusOf(answer), `checkout quantity ${JSON.stringify(quantity)}`).toBe(400);

      const priced = (await call(
        cartApi.action,
        post("/api/cart", JSON.stringify({ items: [{ productId: product.id, quantity }] }), { "Content-Type": "application/json" }),
      )) as Response;
      expect(priced.status, `/api/cart quantity ${JSON.stringify(quantity)}`).toBe(400);
      expect(await priced.json()).toEqual({ error: "Geçersiz sepet" });
    }
    // Fifty lines of 99 of a product with 3 in stock: refused (409), nothing reserved.
    const many = JSON.stringify(Array.from({ length: 50 }, () => ({ productId: product.id, quantity: 99 })));
    expect(statusOf(await call(checkoutRoute.action, post("/checkout", fillForm({ ...good, items: many }))))).toBe(409);
    // /api/cart clamps a line to the stock.
    const clamped = (await call(
      cartApi.action,
      post("/api/cart", JSON.stringify({ items: [{ productId: product.id, quantity: 99 }] }), { "Content-Type": "application/json" }),
    )) as Response;
    expect((await clamped.json()).lines[0].quantity).toBe(3);
    expect(await orderCount()).toBe(before);
    expect(await stockOf(product.id)).toBe(3);

    // The whole stock once, then nothing more.
    const all = JSON.stringify([{ productId: product.id, quantity: 3 }]);
    expect(statusOf(await call(checkoutRoute.action, post("/checkout", fillForm({ ...good, items: all, submissionKey: "qty-all-000000000001" }))))).toBe(303);
    expect(await stockOf(product.id)).toBe(0);
    const one = JSON.stringify([{ productId: product.id, quantity: 1 }]);
    expect(statusOf(await call(checkoutRoute.action, post("/checkout", fillForm({ ...good, items: one, submissionKey: "qty-one-000000000001" }))))).toBe(409);
    expect(await stockOf(product.id)).toBe(0);
    const [negative] = await db
      .select({ n: count() })
      .from(products)
      .where(sql`${products.stock} < 0`);
    expect(Number(negative.n)).toBe(0);
    const [badLines] = await db
      .select({ n: count() })
      .from(orderItems)
      .where(sql`${orderItems.quantity} < 1 or ${orderItems.quantity} > ${MAX_LINE_QUANTITY}`);
    expect(Number(badLines.n)).toBe(0);
  });

  it("quantities: the cart form (no JavaScript) keeps every line a whole number from 1 to 99, refuses what is not a whole decimal number, and the cart cookie holds only ids and quantities", async () => {
    const product = await insertProduct(getDb(), { name: "Sepet Kupa", stock: 50 });
    const start = serializeCartCookie([{ productId: product.id, quantity: 2 }]).split(";")[0];
    const cases: [intent: string, quantity: string, expected: number | null][] = [
      ["set", "-1", null],
      ["set", "0", null],
      ["add", "-1", 1],
      ["add", "-5", null],
      // Only whole decimal numbers: anything else is refused and changes nothing (not read as 1, 16, 10).
      ["set", "1.5", 2],
      ["set", "1e9", 2],
      ["set", "0x10", 2],
      ["set", "1e1", 2],
      ["set", "true", 2],
      ["set", " 5", 2],
      ["add", "1.0", 2],
      ["set", String(2 ** 53), MAX_LINE_QUANTITY],
      ["add", "99999999999999999999999", MAX_LINE_QUANTITY],
      ["set", "9".repeat(400), 2],
      ["set", "abc", 2],
      ["set", "", 2],
      ["add", "3", 5],
      ["set", "NaN", 2],
      ["set", "Infinity", 2],
      ["remove", "5", null],
    ];
    for (const [intent, quantity, expected] of cases) {
      const answer = (await call(cartRoute.action, post("/cart", fillForm({ productId: product.id, quantity, intent }), { Cookie: start }))) as Response;
      expect(answer.status).toBe(303);
      const setCookie = answer.headers.get("Set-Cookie") ?? "";
      expect(setCookie).toMatch(/; Path=\/; /);
      expect(setCookie).toContain("SameSite=Lax");
      const items = parseCartCookie(setCookie.split(";")[0]);
      const line = items.find((i) => i.productId === product.id);
      expect(line?.quantity ?? null, `${intent} ${quantity.slice(0, 20)}`).toBe(expected);
    }
    // A forged productId changes nothing.
    for (const productId of ["../../x", `${product.id}' OR 1=1 --`, SCRIPT, ""]) {
      const answer = (await call(cartRoute.action, post("/cart", fillForm({ productId, quantity: "1", intent: "add" }), { Cookie: start }))) as Response;
      expect(parseCartCookie((answer.headers.get("Set-Cookie") ?? "").split(";")[0])).toEqual([{ productId: product.id, quantity: 2 }]);
    }
    // Forged cookies count as an empty cart; what is written back holds ids and quantities only.
    for (const value of [
      JSON.stringify([{ productId: product.id, quantity: -3 }]),
      JSON.stringify([{ productId: product.id, quantity: 1.5 }]),
      JSON.stringify([{ productId: SCRIPT, quantity: 1 }]),
      "%E0%A4%A",
      "{",
    ]) {
      expect(parseCartCookie(`${CART_COOKIE}=${encodeURIComponent(value)}`)).toEqual([]);
    }
    const written = serializeCartCookie([{ productId: product.id, quantity: 2, price: 1, productName: SCRIPT } as never]);
    expect(JSON.parse(decodeURIComponent(written.split(";")[0].slice(CART_COOKIE.length + 1)))).toEqual([{ productId: product.id, quantity: 2 }]);
  });

  it("/api/cart: not JSON, not an array, 10,000 items, wrong content type and a GET answer 4xx with a plain message", async () => {
    const product = await insertProduct(getDb(), { name: "API Kupa", stock: 5 });
    const json = { "Content-Type": "application/json" };
    const bodies: [string, string, Record<string, string>][] = [
      ["not json", "{items: [", json],
      ["not an object", "42", json],
      ["items not an array", JSON.stringify({ items: { productId: product.id, quantity: 1 } }), json],
      ["items a string", JSON.stringify({ items: "[]" }), json],
      ["10,000 items", JSON.stringify({ items: Array.from({ length: 10_000 }, () => ({ productId: product.id, quantity: 1 })) }), json],
      ["html", `<items>${SCRIPT}</items>`, { "Content-Type": "text/html" }],
      ["empty", "", json],
    ];
    for (const [label, body, headers] of bodies) {
      const answer = (await call(cartApi.action, post("/api/cart", body, headers))) as Response;
      expect(answer.status, label).toBe(400);
      expect(await answer.json()).toEqual({ error: "Geçersiz sepet" });
    }
    const get = (await call(cartApi.loader, new Request(`${ORIGIN}/api/cart`))) as Response;
    expect(get.status).toBe(405);
  });

  // -------------------------------------------------------------------------------------------------------
  // 3. Search and filters

  it("search: SQL meta-characters and LIKE wildcards are plain text (no wildcard, no error), through the module and the routes", async () => {
    const db = getDb();
    const made = {
      percent: await insertProduct(db, { name: "Yüzde %50 İndirim Kupası", description: "kampanya" }),
      underscore: await insertProduct(db, { name: "Alt_Çizgi Defteri", description: "not" }),
      backslash: await insertProduct(db, { name: "Ters\\Bölü Kalemi", description: "yazı" }),
      quotes: await insertProduct(db, { name: `O'Neil "Tırnak" Bardağı`, description: "cam" }),
      plain: await insertProduct(db, { name: "Sade 50 Kupa Tatlı Çizgi", description: "sıradan ürün" }),
    };
    // Only these five count (other tests' products carry payloads such as "window.__pwned").
    const ours = new Set(Object.values(made).map((p) => p.id));
    const ids = (list: { id: string }[]) =>
      list
        .map((p) => p.id)
        .filter((id) => ours.has(id))
        .sort();
    const cases: [string, string[]][] = [
      ["%%", []],
      ["__", []],
      ["%_", []],
      ["\\\\", []],
      ["\\%", []],
      ["%5", [made.percent.id]],
      ["t_c", [made.underscore.id]],
      ["s\\b", [made.backslash.id]],
      ["o'neil", [made.quotes.id]],
      [`"tirnak"`, [made.quotes.id]],
      ["' OR '1'='1", []],
      ["'; DROP TABLE products; --", []],
      ['"; DELETE FROM products; --', []],
      [";;", []],
      [`${SCRIPT}`, []],
      [TEMPLATE, []],
      [RTL_EMOJI, []],
      [`x${NUL}y`, []],
      [`${NUL}${NUL}`, []],
      ["a".repeat(5000), []],
    ];
    for (const [query, expected] of cases) {
      const found = await searchProducts(db, query);
      expect(ids(found), JSON.stringify(query.slice(0, 40))).toEqual([...expected].sort());
    }
    // The tables are still there and whole.
    const [{ n }] = await db.select({ n: count() }).from(products);
    expect(Number(n)).toBeGreaterThanOrEqual(5);
    await db.select({ n: count() }).from(orders);

    // GET /api/search answers 200 JSON for each.
    for (const [query] of cases) {
      const answer = (await call(searchApi.loader, new Request(`${ORIGIN}/api/search?q=${encodeURIComponent(query)}`))) as Response;
      expect(answer.status, JSON.stringify(query.slice(0, 40))).toBe(200);
      const body = await answer.json();
      expect(Array.isArray(body.results)).toBe(true);
    }
    // The products page's ?q (the search without JavaScript) too.
    for (const q of ["%", "%%", "'; DROP TABLE products; --", `a${NUL}b`]) {
      const page = (await call(productsPage.loader, new Request(`${ORIGIN}/products?q=${encodeURIComponent(q)}`))) as ActionData<{ products: unknown[] }>;
      expect(statusOf(page)).toBe(200);
      expect(page.data.products).toEqual([]);
    }
  });

  it("filters: a hostile ?category lists nothing, and ?page=-1, abc, 1e3, 99999999999 give a real page", async () => {
    const db = getDb();
    for (let i = 0; i < 3; i++) await insertProduct(db, { name: `Sayfa Kupası ${i}`, categoryIds: [category.id] });
    type Listing = { products: { id: string }[]; page: number; pages: number; total: number; category: unknown };
    const load = async (search: string) => (await call(productsPage.loader, new Request(`${ORIGIN}/products?${search}`))) as ActionData<Listing>;

    for (const value of ["'; DROP TABLE categories; --", "' OR '1'='1", "%", "_", "\\", `"`, ";", SCRIPT, `a${NUL}b`, "../../etc/passwd", "x".repeat(5000)]) {
      const page = await load(`category=${encodeURIComponent(value)}`);
      expect(statusOf(page), value.slice(0, 30)).toBe(200);
      expect(page.data.category).toBeNull();
      expect(page.data.products).toEqual([]);
      expect(page.data.total).toBe(0);
    }
    const [{ n }] = await db.select({ n: count() }).from(categories);
    expect(Number(n)).toBeGreaterThan(0);

    const real = await listShopProducts(db, { categorySlug: (await listAdminCategories(db)).find((c) => c.id === category.id)?.slug });
    expect(real.total).toBeGreaterThanOrEqual(3);
    for (const value of ["-1", "0", "abc", "1e3", "99999999999", "1.5", "%00", "' OR 1=1", "NaN", "-99999999999999999999"]) {
      const page = await load(`page=${encodeURIComponent(value)}`);
      expect(statusOf(page), value).toBe(200);
      expect(page.data.page, value).toBeGreaterThanOrEqual(1);
      expect(page.data.page, `?page=${value} stays within the pages there are`).toBeLessThanOrEqual(page.data.pages);
      expect(page.data.products.length, `?page=${value} shows products`).toBeGreaterThan(0);
    }
    // Admin orders: the same meta-characters in its search and page.
    for (const q of ["%", "_", "\\", "'; DROP TABLE orders; --", `a${NUL}b`, SCRIPT]) {
      const list = await listAdminOrders(db, { query: q });
      expect(list.rows.every((r) => JSON.stringify(r).toLowerCase().includes(q.replace(NUL, "").toLowerCase()) || q === "%" || q === "_")).toBe(true);
    }
    expect((await listAdminOrders(db, { query: "%%" })).rows).toEqual([]);
    for (const search of ["q=%25", "q=%00", "page=-5", "page=abc", "page=99999999999", `status=${encodeURIComponent(SQL)}`]) {
      const answer = await call(ordersRoute.loader, new Request(`${ORIGIN}/admin/orders?${search}`, { headers: { Cookie: adminCookie } }));
      expect(statusOf(answer), search).toBe(200);
    }
  });

  it("product URLs: a slug with SQL, markup, NUL or ../ is simply not found", async () => {
    for (const slug of [SQL, SCRIPT, `x${NUL}`, "../../etc/passwd", "%", "a".repeat(3000)]) {
      expect(await getShopProduct(getDb(), slug), slug.slice(0, 20)).toBeNull();
      const answer = await call(productRoute.loader, new Request(`${ORIGIN}/product/x`), { slug });
      expect(statusOf(answer), slug.slice(0, 20)).toBe(404);
    }
  });

  // -------------------------------------------------------------------------------------------------------
  // 4. Admin text: product and category names and descriptions

  it("admin: payloads in product name/description and category name are stored verbatim with safe slugs; NUL is dropped", async () => {
    const db = getDb();
    const catName = `${SCRIPT}${IMG}`.slice(0, 100);
    const madeCategory = await saveCategory(db, { name: catName });
    expect(madeCategory.ok && madeCategory.category.name).toBe(catName);
    expect(madeCategory.ok && madeCategory.category.slug).toMatch(/^[a-z0-9-]+$/);
    const nulCategory = await saveCategory(db, { name: `Kate${NUL}gori ${SQL}` });
    expect(nulCategory.ok && nulCategory.category.name).toBe(`Kategori ${SQL}`);
    const onlyNul = await saveCategory(db, { name: `${NUL}${NUL}` });
    expect(wordedCategorySave(onlyNul)).toEqual({ ok: false, error: adminCatalogText.categoryForm.nameRequired, status: 400 });
    // The category route with a session: same answer, the name sent back for the form.
    const viaRoute = await call(categoriesRoute.action, post("/admin/categories", fillForm({ name: `${NUL}`, isActive: "on" }), { Cookie: adminCookie }));
    expect(statusOf(viaRoute)).toBe(400);

    const name = `${SCRIPT} ${IMG}`;
    const description = [SCRIPT, IMG, SQL, LIKE, TEMPLATE, RTL_EMOJI, "</script><script>window.__pwned=1</script>"].join("\n");
    // The slug field as the form fills it from the name.
    const withImage = fillForm({ name, slug: name, description, price: "19,90", stock: "4", shippingCost: "0", isActive: "on", categories: [category.id] });
    withImage.append("images", new File([await png()], "a.png", { type: "image/png" }));
    const created = await submitProductForm(store, withImage);
    if (!created.ok) throw new Error(productSaveErrorText(created));
    expect(created.slug).toMatch(/^[a-z0-9-]+$/);
    const product = await getAdminProduct(db, created.id);
    expect(product).toMatchObject({ name, description });
    const shop = await getShopProduct(db, created.slug);
    expect(shop).toMatchObject({ name, description });
    expect((await searchProducts(db, "window.__pwned")).map((p) => p.id)).toContain(created.id);

    // NUL in a product's text is dropped rather than failing the save.
    const nulForm = fillForm({
      name: `Boş${NUL}luk`,
      slug: `bos${NUL}luk`,
      description: `Açık${NUL}lama`,
      price: "1",
      stock: "1",
      shippingCost: "0",
      isActive: "on",
      categories: [category.id],
    });
    nulForm.append("images", new File([await png()], `n${NUL}ul.png`, { type: "image/png" }));
    const nul = await submitProductForm(store, nulForm);
    expect(nul).toMatchObject({ ok: true, slug: "bosluk" });
    if (nul.ok) expect(await getAdminProduct(db, nul.id)).toMatchObject({ name: "Boşluk", description: "Açıklama" });

    // The product page's meta: title and description as given (React Router escapes them when it renders).
    // (The loader builds the tags on the server; meta() hands them on.)
    const loaded = await call(productRoute.loader, new Request(`${ORIGIN}/product/${created.slug}`), { slug: created.slug });
    const meta = productRoute.meta({ data: loaded, matches: [{ id: "root", data: { publicUrl: ORIGIN } }], params: { slug: created.slug } } as never);
    const ld = meta.find((m) => "script:ld+json" in m) as { "script:ld+json": { name: string; description: string } };
    expect(ld["script:ld+json"]).toMatchObject({ name, description });
  });

  it("admin: negative, fractional, huge and non-numeric numbers and over-long text are refused with Turkish messages (or read as 0 where docs/product.md#product-form says so), nothing half-saved", async () => {
    const db = getDb();
    const v = adminCatalogText.productValidation;
    const money = (field: string, problem: keyof typeof moneyProblemText) => v.money(field, moneyProblemText[problem]);
    const [{ n: before }] = await db.select({ n: count() }).from(products);
    const base = {
      name: "Sayı Testi",
      slug: "sayi-testi",
      description: "x",
      price: "10",
      stock: "1",
      shippingCost: "0",
      isActive: "on",
      categories: [category.id],
    };
    const refused: [Record<string, string>, string][] = [
      [{ price: "-1" }, money("Fiyat", "negative")],
      [{ price: "-0,01" }, money("Fiyat", "negative")],
      [{ price: "1e12" }, money("Fiyat", "malformed")],
      [{ price: "99999999999999999999" }, money("Fiyat", "too-large")],
      [{ price: "0,001" }, money("Fiyat", "decimals")],
      [{ price: "abc" }, money("Fiyat", "malformed")],
      [{ price: `${SQL}` }, money("Fiyat", "malformed")],
      [{ stock: "-5" }, v.negativeNumber],
      [{ stock: "1.5" }, v.stockInteger],
      [{ stock: "1e9" }, v.numberTooLarge],
      [{ stock: String(2 ** 53) }, v.numberTooLarge],
      [{ shippingCost: "-1" }, money("Kargo ücreti", "negative")],
      [{ shippingCost: "Infinity" }, money("Kargo ücreti", "malformed")],
      [{ originalPrice: "1e30" }, money("Eski fiyat", "malformed")],
      [{ dimensionWidth: "-3" }, v.negativeNumber],
      [{ weightValue: "1e9" }, v.numberTooLarge],
      [{ name: "ş".repeat(201) }, v.tooLong("Ürün adı", 200)],
      [{ description: "<".repeat(10_001) }, v.tooLong("Açıklama", 10_000)],
      [{ slug: "-".repeat(201) }, v.tooLong("Slug", 200)],
      [{ slug: `${SCRIPT}`.replace(/[a-z0-9]/gi, "") }, v.requiredFields],
      [{ categories: `${SQL}` }, v.invalidCategory],
    ];
    for (const [fields, message] of refused) {
      const form = fillForm({ ...base, ...fields });
      form.append("images", new File([await png()], "a.png", { type: "image/png" }));
      const result = await submitProductForm(store, form);
      expect(wordedProductSave(result), JSON.stringify(fields).slice(0, 60)).toMatchObject({ ok: false, error: message, status: 400 });
    }
    const [{ n: after }] = await db.select({ n: count() }).from(products);
    expect(Number(after)).toBe(Number(before));

    // Non-numeric stock and measures count as 0 (docs/product.md#product-form); "Infinity" and "NaN" are not numbers.
    const lenient = fillForm({ ...base, slug: "sayi-testi-serbest", stock: "NaN", shippingCost: "", dimensionWidth: "1e400", weightValue: "abc" });
    lenient.append("images", new File([await png()], "a.png", { type: "image/png" }));
    const saved = await submitProductForm(store, lenient);
    if (!saved.ok) throw new Error(productSaveErrorText(saved));
    expect(await getAdminProduct(db, saved.id)).toMatchObject({ stock: 0, shippingCostKurus: 0, dimensionWidth: 0, weightValue: 0 });
  });

  // -------------------------------------------------------------------------------------------------------
  // 5. Image uploads with odd names; /media paths

  it("uploads: odd file names become safe keys inside uploads/products; forged kept paths are dropped; non-images named like config files are refused", async () => {
    const db = getDb();
    const uploads = path.join(dataDir, "uploads");
    const outside = () => filesUnder(dataDir).filter((f) => !f.startsWith("uploads/") && !f.startsWith("outbox") && !f.startsWith("cache/"));
    const outsideBefore = outside();
    const names = [
      "../../etc/passwd.png",
      "..\\..\\x.png",
      `evil${NUL}.png`,
      "  boşluklu   ad .png",
      "Türkçe İĞÜŞÖÇ ığüşöç.PNG",
      `${"ç".repeat(300)}.png`,
      ".htaccess",
      "/etc/shadow",
      "C:\\Windows\\win.ini.png",
      "%2e%2e%2f%2e%2e%2fx.png",
      `${SCRIPT}.png`,
      "....//....//x.png",
    ];
    // Five images per product: several products.
    const results: { id: string; paths: string[] }[] = [];
    for (let i = 0; i < names.length; i += 4) {
      const batch = fillForm({
        name: `Garip ${i}`,
        slug: `garip-${i}`,
        description: "resimler",
        price: "10",
        stock: "1",
        shippingCost: "0",
        isActive: "on",
        categories: [category.id],
      });
      for (const name of names.slice(i, i + 4)) batch.append("images", new File([await png()], name, { type: "image/png" }));
      const saved = await submitProductForm(store, batch);
      if (!saved.ok) throw new Error(`${names.slice(i, i + 4).join(", ")}: ${productSaveErrorText(saved)}`);
      const product = await getAdminProduct(db, saved.id);
      results.push({ id: saved.id, paths: product?.images.map((img) => img.path) ?? [] });
    }
    for (const { id, paths } of results) {
      expect(paths.length).toBeGreaterThan(0);
      for (const key of paths) {
        expect(key).toMatch(new RegExp(`^products/${id}_\\d+_[a-z0-9-]{1,60}\\.webp$`));
        expect(isValidStorageKey(key)).toBe(true);
        const file = resolveInside(uploads, key);
        expect(file.startsWith(path.join(uploads, "products") + path.sep)).toBe(true);
        expect(fs.existsSync(file)).toBe(true);
      }
    }
    expect(results.flatMap((r) => r.paths)).toHaveLength(names.length);
    expect(outside()).toEqual(outsideBefore);
    expect(fs.existsSync(path.join(uploads, ".htaccess"))).toBe(false);
    expect(filesUnder(uploads).every((f) => /^products\/[0-9a-f-]{36}_\d+_[a-z0-9-]+\.webp$/.test(f))).toBe(true);

    // Not images, whatever their names say: refused with the Turkish reason, nothing written.
    const filesBefore = filesUnder(uploads);
    for (const [name, bytes] of [
      [".htaccess", Buffer.from("Options +ExecCGI\nAddHandler cgi-script .png\n")],
      ["shell.php.png", Buffer.from("<?php system($_GET['c']); ?>")],
      ["x.svg", Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned=1"/>`)],
      ["../../evil.png", Buffer.from(`<html>${SCRIPT}</html>`)],
    ] as const) {
      const bad = fillForm({
        name: "Kötü Dosya",
        slug: "kotu-dosya",
        description: "x",
        price: "10",
        stock: "1",
        shippingCost: "0",
        isActive: "on",
        categories: [category.id],
      });
      bad.append("images", new File([new Uint8Array(bytes)], name, { type: "image/png" }));
      const refused = await submitProductForm(store, bad);
      expect(refused.ok, name).toBe(false);
      if (!refused.ok) {
        expect(refused.status).toBe(400);
        expect(productSaveErrorText(refused)).toContain(name);
      }
    }
    expect(filesUnder(uploads)).toEqual(filesBefore);

    // Editing with forged "keep" paths: only the product's own images can be kept.
    const victim = results[0];
    const other = results[1];
    const edit = fillForm({
      id: victim.id,
      name: "Garip 0",
      slug: "garip-0",
      description: "resimler",
      price: "10",
      stock: "1",
      shippingCost: "0",
      isActive: "on",
      categories: [category.id],
      keepImages: [victim.paths[0], "../../etc/passwd", "products/../../secret", other.paths[0], `keep:${other.paths[1]}`],
      imageOrder: [`keep:${other.paths[0]}`, "keep:../../etc/passwd", "new:999", "new:-1"],
    });
    const edited = await submitProductForm(store, edit);
    expect(edited).toMatchObject({ ok: true });
    expect((await getAdminProduct(db, victim.id))?.images.map((i) => i.path)).toEqual([victim.paths[0]]);
    expect((await getAdminProduct(db, other.id))?.images.map((i) => i.path)).toEqual(other.paths);
    for (const p of other.paths) expect(fs.existsSync(resolveInside(uploads, p))).toBe(true);

    // Through the route: a real multipart body whose file names carry quotes, CR/LF and ../.
    const viaRoute = fillForm({
      name: "Rota Garip",
      slug: "rota-garip",
      description: "x",
      price: "10",
      stock: "1",
      shippingCost: "0",
      isActive: "on",
      categories: [category.id],
    });
    viaRoute.append("images", new File([await png()], `a"; name="keepImages"\r\n\r\n../../x.png`, { type: "image/png" }));
    viaRoute.append("images", new File([await png()], "../../../../tmp/evil.png", { type: "image/png" }));
    const routeAnswer = await call(productsRoute.action, post("/admin/products?new=1", viaRoute, { Cookie: adminCookie }));
    expect(statusOf(routeAnswer)).toBe(303);
    expect(filesUnder(uploads).every((f) => /^products\/[0-9a-f-]{36}_\d+_[a-z0-9-]+\.webp$/.test(f))).toBe(true);
    expect(outside()).toEqual(outsideBefore);
  });

  it("/media: ../, encoded dots and slashes, absolute paths and NUL never serve a file outside uploads (400/404)", async () => {
    const secretName = "gizli-anahtar.txt";
    const secret = `GIZLI-${Date.now()}`;
    fs.writeFileSync(path.join(dataDir, secretName), secret);
    fs.mkdirSync(path.join(dataDir, "uploads", "products"), { recursive: true });
    const good = "products/medya-testi_1_ok.webp";
    fs.writeFileSync(
      path.join(dataDir, "uploads", good),
      await sharp(await png())
        .webp()
        .toBuffer(),
    );
    // A file one level above DATA_DIR too.
    const parentSecret = path.join(path.dirname(dataDir), `${path.basename(dataDir)}-yan.txt`);
    fs.writeFileSync(parentSecret, secret);

    const app = express();
    app.get("/media/*path", serveMedia({ dataDir, logger }));
    // As the shop's last handler does (without its page): Express's own status, no details.
    app.use(((error, _req, res, _next) => {
      res
        .status((error as { status?: number }).status ?? 500)
        .type("text/plain")
        .send("Hata");
    }) as express.ErrorRequestHandler);
    const server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const ok = await rawGet(base, `/media/${good}`);
      expect(ok.status).toBe(200);
      expect(ok.headers["content-type"]).toBe("image/webp");
      const targets = [
        ...traversalTargets(secretName),
        `/media/../../${path.basename(parentSecret)}`,
        `/media/%2e%2e/%2e%2e/${path.basename(parentSecret)}`,
        `/media${dataDir}/${secretName}`,
        `/media/${encodeURIComponent(path.join(dataDir, secretName))}`,
        `/media/${good}?w=../../${secretName}`,
        `/media/${good}?w=640&w=1280`,
        `/media/products`,
        `/media/products/`,
        `/media/`,
      ];
      for (const target of targets) {
        const answer = await rawGet(base, target);
        expect([400, 404], target).toContain(answer.status);
        expect(answer.body.toString("utf8"), target).not.toContain(secret);
        expect(answer.body.toString("utf8"), target).not.toMatch(/root:|\[fonts\]/);
      }
    } finally {
      await new Promise((r) => server.close(r));
      fs.rmSync(parentSecret, { force: true });
    }
    expect(() => resolveInside(path.join(dataDir, "uploads"), "../x")).toThrow();
    for (const key of ["../x", "products/../../x", "/etc/passwd", "products//x", "products/.x", `products/x${NUL}`, "products\\..\\x", "C:/x", ""]) {
      expect(isValidStorageKey(key), key).toBe(false);
    }
  });

  // -------------------------------------------------------------------------------------------------------
  // 6. Malformed bodies to admin routes, with a session

  it("admin routes with a session: garbage multipart, wrong content types and NUL answer 4xx with a Turkish message and change nothing", async () => {
    const db = getDb();
    const [{ n: productsBefore }] = await db.select({ n: count() }).from(products);
    const categoriesBefore = (await listAdminCategories(db)).length;
    const headers = { Cookie: adminCookie };
    const garbage: [string, BodyInit, string][] = [
      ["multipart without boundary", "--a\r\n\r\nxx", "multipart/form-data"],
      ["multipart with a wrong boundary", '--zzz\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--zzz--\r\n', "multipart/form-data; boundary=abc"],
      [
        "multipart cut short",
        '--abc\r\nContent-Disposition: form-data; name="images"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
        "multipart/form-data; boundary=abc",
      ],
      ["json", JSON.stringify({ name: SCRIPT }), "application/json"],
      ["binary", new Uint8Array([0, 1, 2, 255, 254]), "application/octet-stream"],
    ];
    for (const [label, body, type] of garbage) {
      for (const [route, url] of [
        [productsRoute, "/admin/products?new=1"],
        [categoriesRoute, "/admin/categories"],
        [ordersRoute, "/admin/orders"],
      ] as const) {
        const answer = (await call(route.action as never, post(url, body, { ...headers, "Content-Type": type }))) as ActionData<{ error: string }> | Response;
        const status = statusOf(answer);
        expect(status, `${url} ${label}`).toBeGreaterThanOrEqual(400);
        expect(status, `${url} ${label}`).toBeLessThan(500);
        if (!(answer instanceof Response)) expect(answer.data.error, `${url} ${label}`).toMatch(/[a-zçğıöşü]/i);
      }
    }
    // The sign-in form: garbage and NUL are a refused sign-in, not a failure.
    for (const [label, body, type] of [
      ["json", JSON.stringify({ email: "a", password: "b" }), "application/json"],
      ["multipart without boundary", "--a\r\n\r\nxx", "multipart/form-data"],
    ] as const) {
      const answer = await call(loginRoute.action, post("/admin", body, { "Content-Type": type }));
      expect(statusOf(answer), `login ${label}`).toBe(400);
    }
    const nulLogin = (await call(loginRoute.action, post("/admin", fillForm({ email: `yonetici${NUL}@example.com`, password: `x${NUL}` })))) as ActionData<{
      error: string;
    }>;
    expect(statusOf(nulLogin)).toBe(401);
    expect(nulLogin.data.error).toBe(adminText.login.invalidCredential);

    // A hostile tracking number and order search through the orders route.
    const ship = await call(ordersRoute.action, post("/admin/orders", fillForm({ intent: "ship", orderId: `${SQL}`, trackingNumber: SCRIPT }), headers));
    expect(statusOf(ship)).toBe(400);
    const [{ n: productsAfter }] = await db.select({ n: count() }).from(products);
    expect(Number(productsAfter)).toBe(Number(productsBefore));
    expect((await listAdminCategories(db)).length).toBe(categoriesBefore);
  });

  function paytrNotifier() {
    const db = getDb();
    const paytrEnv = parseEnv({
      DATA_DIR: dataDir,
      PUBLIC_URL: ORIGIN,
      PAYMENT_PROVIDER: "paytr",
      PAYTR_MERCHANT_ID: "123456",
      PAYTR_MERCHANT_KEY: "anahtar-anahtar-1",
      PAYTR_MERCHANT_SALT: "tuz-tuz-tuz-1",
    });
    const paytrContext = { db, env: paytrEnv, logger, requestId: "t", clientIp: "10.1.2.3", cspNonce: "n", jobs: { kickMail() {} } };
    return (body: BodyInit, headers: Record<string, string> = {}) =>
      paytrNotify
        .action({ request: new Request(`${ORIGIN}/api/payments/paytr/notify`, { method: "POST", headers, body }), context: paytrContext, params: {} } as never)
        .catch((error: unknown) => error);
  }

  it("PayTR's notification endpoint: NUL, SQL and markup in a forged notification are refused (400) and recorded without the NUL", async () => {
    const db = getDb();
    const notify = paytrNotifier();
    // A forged notification whose fields carry NUL, SQL and markup: refused (bad hash) and recorded without the NUL.
    const forged = await notify(new URLSearchParams({ merchant_oid: `SIP${NUL}${SQL}`, status: `success${NUL}`, total_amount: "100", hash: `${SCRIPT}` }));
    expect(forged, "the route threw (a 500)").toBeInstanceOf(Response);
    expect((forged as Response).status).toBe(400);
    const [event] = await db.select().from(paymentEvents).where(eq(paymentEvents.outcome, "rejected")).limit(1);
    expect(event.reference).toBe(`SIP${SQL}`.slice(0, 64));
  });

  // Known bug, left for the owner of app/routes/api/: the route reads request.formData() without a guard, so a
  // body that is not a form (JSON, broken multipart) throws and is answered 500 instead of 400.
  it("PayTR's notification endpoint: a body that is not a form answers 400, not 500", async () => {
    const notify = paytrNotifier();
    for (const [label, body, type] of [
      ["json", JSON.stringify({ merchant_oid: "x" }), "application/json"],
      ["multipart without a boundary", "--a\r\n\r\nxx", "multipart/form-data"],
    ] as const) {
      const answer = await notify(body, { "Content-Type": type });
      expect(answer, `${label}: the route threw ${String(answer)} (a 500 for a malformed body)`).toBeInstanceOf(Response);
      expect((answer as Response).status, label).toBe(400);
    }
  });

  // -------------------------------------------------------------------------------------------------------
  // 7. Cookies

  it("cookies: the admin session is HttpOnly, SameSite=Lax, Path=/ and Secure on https; the last order HttpOnly; the cart SameSite=Lax", async () => {
    const flags = (cookie: string) =>
      new Set(
        cookie
          .split(";")
          .slice(1)
          .map((p) => p.trim().toLowerCase()),
      );
    const httpCookie = flags(sessionCookie("t".repeat(43), "http://shop.test"));
    for (const flag of ["httponly", "samesite=lax", "path=/"]) expect(httpCookie.has(flag)).toBe(true);
    expect(httpCookie.has("secure")).toBe(false);
    const httpsCookie = flags(sessionCookie("t".repeat(43), "https://shop.example.com"));
    for (const flag of ["httponly", "samesite=lax", "path=/", "secure"]) expect(httpsCookie.has(flag)).toBe(true);
    expect(flags(clearedSessionCookie("https://shop.example.com")).has("secure")).toBe(true);
    const lastOrder = flags(await lastOrderCookie("00000000-0000-4000-8000-000000000000", "https://shop.example.com"));
    for (const flag of ["httponly", "samesite=lax", "secure"]) expect(lastOrder.has(flag)).toBe(true);
    expect(flags(serializeCartCookie([{ productId: "00000000-0000-4000-8000-000000000000", quantity: 1 }])).has("samesite=lax")).toBe(true);

    // From the routes, under an https PUBLIC_URL.
    const db = getDb();
    const httpsEnv = parseEnv({ DATA_DIR: dataDir, PUBLIC_URL: "https://shop.example.com" });
    const httpsContext = { db, env: httpsEnv, logger, requestId: "t", clientIp: "10.1.2.3", cspNonce: "n", jobs: { kickMail() {} } };
    const login = (await loginRoute.action({
      request: new Request("https://shop.example.com/admin", {
        method: "POST",
        headers: { Origin: "https://shop.example.com" },
        body: fillForm({ email: "yonetici@example.com", password: "dogru-sifre-123" }),
      }),
      context: httpsContext,
      params: {},
    } as never)) as Response;
    expect(login.status).toBe(303);
    const session = login.headers.get("Set-Cookie") ?? "";
    expect(session).toMatch(/^admin_session=[A-Za-z0-9_-]{43};/);
    for (const flag of ["httponly", "samesite=lax", "path=/", "secure"]) expect(flags(session).has(flag), flag).toBe(true);

    const product = await insertProduct(db, { name: "Çerez Kupa", stock: 5 });
    const placed = (await checkoutRoute.action({
      request: new Request("https://shop.example.com/checkout", {
        method: "POST",
        body: fillForm({ ...hostileCheckoutFields("cookie"), acceptTerms: "on", items: JSON.stringify([{ productId: product.id, quantity: 1 }]) }),
      }),
      context: httpsContext,
      params: {},
    } as never)) as Response;
    expect(placed.status).toBe(303);
    const cookies = placed.headers.getSetCookie();
    const last = cookies.find((c) => c.startsWith("last_order=")) ?? "";
    for (const flag of ["httponly", "samesite=lax", "secure"]) expect(flags(last).has(flag), `last_order ${flag}`).toBe(true);
    const cart = cookies.find((c) => c.startsWith(`${CART_COOKIE}=`)) ?? "";
    expect(flags(cart).has("samesite=lax")).toBe(true);
  });
});

describe("hostile input: pure helpers", () => {
  it("the storage key check refuses every traversal spelling", () => {
    for (const key of ["..", ".", "a/../b", "a/./b", "./a", "a//b", "/a", "a/", "a\\b", "a%2fb", `a${NUL}b`, "ç", "a b", ".htaccess", "products/.htaccess"]) {
      expect(isValidStorageKey(key), JSON.stringify(key)).toBe(false);
    }
    expect(isValidStorageKey("products/abc_1_x.webp")).toBe(true);
  });
});
