// Hostile input in the browser and over HTTP (the database half is tests/integration/hostile-input.test.ts).
// Runs on a shop server of this file's own (a port in 3281–3289, a fresh data folder, the demo catalogue,
// SHOP_NOTIFY_EMAIL set), because it places orders and creates products whose names carry payloads, which
// would otherwise show up in the shared server's lists while other tests read them:
//  - a checkout typed in Chromium with payloads in every field: the confirmation page, the admin list, the
//    detail dialog and the dashboard show them as text (no element injected, window.__pwned never set); both
//    .eml files in DATA_DIR/outbox hold them HTML-escaped; the CSV holds them as text with formulas neutralised;
//  - a category and a product typed into the admin forms with payloads: product page (title, meta, breadcrumb,
//    JSON-LD that does not break out of its <script>), product grid, category chips, search dropdown;
//  - SQL meta-characters and LIKE wildcards in search and filters; bad ?page values;
//  - odd upload names (a hand-written multipart body) and /media paths that try to leave the uploads folder;
//  - oversized and malformed bodies; bad quantities; the cookies' flags (and Secure on a server whose
//    PUBLIC_URL is https).
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { adminCatalogText } from "../../app/lib/i18n/admin-catalog";
import { adminOrdersText } from "../../app/lib/i18n/admin-orders";
import { checkoutText } from "../../app/lib/i18n/checkout";
import { confirmationText } from "../../app/lib/i18n/order";
import { productText } from "../../app/lib/i18n/product";
import { productsText } from "../../app/lib/i18n/products";
import { tr } from "../../app/lib/i18n/tr";
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
import { ADMIN, freePort, makePng, type OwnServer, runId, signIn, startOwnServer } from "./support/admin";
import { gotoHydrated, SPECIAL_MUG, waitForHydration } from "./support/shop";

// One worker runs this file's tests in order, all against one server.
test.describe.configure({ mode: "default" });

const PORTS = [3281, 3289] as const;
const TEMPLATE_TAGS = new Set(["html", "head", "meta", "title", "body", "table", "tr", "td", "th", "div", "h1", "h2", "p", "a", "br", "blockquote"]);
const UPLOAD_KEY = /^products\/[0-9a-f-]{36}_\d+_[a-z0-9-]{1,60}\.webp$/;
/** What a leaked stack trace or internal path looks like. */
const INTERNALS = /\bat [^\n]*:\d+:\d+|node_modules|\/build\/server|TypeError|SyntaxError|Failed query/;

let shop: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  shop = await startOwnServer(await freePort(...PORTS), {
    SHOP_NOTIFY_EMAIL: "sahip@example.com",
    // This file places many orders from one address; the limits are tested in security.spec.ts.
    RATE_LIMIT_CHECKOUT: "1000",
    RATE_LIMIT_LOGIN: "1000",
    RATE_LIMIT_SEARCH: "100000",
  });
});

test.afterAll(async () => {
  await shop?.stop();
});

test.beforeEach(() => {
  test.setTimeout(150_000);
});

async function newShopper(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({ baseURL: shop.url, locale: "tr-TR", timezoneId: "Europe/Istanbul", ...options });
  return { context, page: await context.newPage() };
}

/** Collects CSP violations and uncaught errors in the page (an injected script would show up here too). */
async function watchPage(page: Page) {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const w = window as unknown as { __violations?: string[] };
      (w.__violations ??= []).push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`);
    });
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  return async () => [...problems, ...(await page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? []))];
}

/** Nothing a payload could have turned into: no flag set, no <img src=x>, no onerror, no injected script or b/i. */
async function expectNothingInjected(page: Page, where: string) {
  const found = await page.evaluate(() => ({
    pwned: (window as unknown as { __pwned?: unknown }).__pwned,
    imgX: [...document.images].filter((img) => img.getAttribute("src") === "x").length,
    onerror: document.querySelectorAll("[onerror]").length,
    scripts: [...document.scripts].filter((s) => /^\s*window\.__pwned\s*=\s*1\s*$/.test(s.textContent ?? "")).length,
    markup: document.querySelectorAll("main b, main i").length,
  }));
  expect(found, where).toEqual({ pwned: undefined, imgX: 0, onerror: 0, scripts: 0, markup: 0 });
}

/** The served HTML holds the payloads escaped, never as markup (also inside the hydration data). */
async function expectEscapedHtml(request: APIRequestContext, url: string, mustShow: string[] = []) {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  const html = await res.text();
  expect(html, url).not.toContain("<script>window.__pwned");
  // React escapes < in text and attributes alike, so a literal "<img src=x" could only be injected markup.
  expect(html, url).not.toContain("<img src=x");
  for (const text of mustShow) expect(html, `${url} shows ${text}`).toContain(text);
  return html;
}

function lf(text: string): string {
  return text.replace(/\r\n/g, "\n");
}

async function productWithStock(request: APIRequestContext, slug = SPECIAL_MUG.slug): Promise<{ id: string; stock: number }> {
  const found = await (await request.get(`/api/search?q=${encodeURIComponent(slug.replace(/-/g, " "))}`)).json();
  const id = found.results[0]?.id as string;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return { id, stock: await stockOf(request, id) };
}

/** The product's stock as the server prices a cart of 99 of it right now. */
async function stockOf(request: APIRequestContext, productId: string): Promise<number> {
  const res = await request.post("/api/cart", { data: { items: [{ productId, quantity: 99 }] } });
  expect(res.status()).toBe(200);
  const priced = await res.json();
  return priced.lines[0]?.stock ?? 0;
}

function adminCookieHeader(cookies: Awaited<ReturnType<BrowserContext["cookies"]>>): string {
  const session = cookies.find((c) => c.name === "admin_session");
  expect(session, "signed in").toBeDefined();
  return `admin_session=${session?.value}`;
}

// ---------------------------------------------------------------------------------------------------------
// 1. A hostile checkout, end to end

test("a checkout typed with payloads shows them as text on the confirmation page, in the admin list, dialog and dashboard, escaped in both e-mails, and as safe text in the CSV", async ({
  browser,
}) => {
  const tag = `t${runId()}`;
  // The city comes from the province and district lists (issue 12): chosen there, not typed.
  const { recipientCity: _typedCity, ...typed } = hostileCheckoutFields(tag);
  const fields = { ...typed, recipientCity: "Kadıköy / İstanbul" };
  const { context, page } = await newShopper(browser);
  try {
    const problems = await watchPage(page);
    let orderId = "";
    let orderNumber = "";

    await test.step("type every field in Chromium and place the order", async () => {
      await gotoHydrated(page, `/product/${SPECIAL_MUG.slug}`);
      await page.getByTestId("product-buy-form").getByRole("button", { name: productText.addToCart, exact: true }).click();
      await expect(page.getByRole("link", { name: tr.nav.cartWithCount(1) })).toBeVisible();
      await gotoHydrated(page, "/checkout");
      for (const [name, value] of Object.entries(typed)) await page.locator(`#${name}`).fill(value);
      await page.locator("#recipientProvince").selectOption("İstanbul");
      await page.locator("#recipientDistrict").selectOption("Kadıköy");
      await page.locator("#acceptTerms").check();
      await page.getByRole("button", { name: checkoutText.placeOrder }).click();
      await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}/);
      orderId = new URL(page.url()).pathname.split("/")[2];
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(confirmationText.successTitle, { timeout: 15_000 });
      orderNumber = (await page.getByTestId("order-number").innerText()).trim();
    });

    await test.step("the confirmation page shows every value as literal text", async () => {
      expect(lf(await page.getByTestId("order-message").innerText())).toBe(fields.anonymousMessage);
      const address = lf(await page.locator("address").innerText());
      expect(address).toBe(`${fields.recipientName}\n${fields.recipientAddress}\n${fields.recipientPostalCode} ${fields.recipientCity}`);
      await expectNothingInjected(page, "confirmation page");
      await page.reload();
      await waitForHydration(page);
      await expectNothingInjected(page, "confirmation page after a reload (server-rendered)");
      await expectEscapedHtml(context.request, `/order-confirmation/${orderId}`, [
        "&lt;script&gt;window.__pwned=1&lt;/script&gt;",
        "&lt;b&gt;34&lt;/b&gt;",
        "&quot;&gt;&lt;img src=x onerror=window.__pwned=1&gt;",
      ]);
    });

    await test.step("the admin list, the detail dialog and the dashboard show them as text", async () => {
      await signIn(page);
      await gotoHydrated(page, "/admin/dashboard");
      await expect(page.getByTestId("recent-orders")).toContainText(fields.recipientName);
      await expectNothingInjected(page, "dashboard");

      await gotoHydrated(page, `/admin/orders?q=${encodeURIComponent(tag)}`);
      const row = page.getByTestId("order-row");
      await expect(row).toHaveCount(1);
      await expect(row.getByRole("cell").nth(1)).toHaveText(`${fields.recipientName}${fields.recipientCity}`);
      await expectNothingInjected(page, "admin order list");
      // The same order found by a payload typed into the admin search.
      await page.locator("#order-search").fill("<script>window");
      await page.getByRole("button", { name: adminOrdersText.orders.apply }).click();
      await expect(page).toHaveURL(/q=%3Cscript%3Ewindow/);
      await expect(page.getByTestId("order-row").filter({ hasText: orderNumber })).toHaveCount(1);

      await page.getByRole("button", { name: `${adminOrdersText.orders.detail}${adminOrdersText.orders.detailOf(orderNumber)}` }).click();
      const dialog = page.getByRole("dialog", { name: adminOrdersText.detail.title(orderNumber) });
      await expect(dialog).toBeVisible();
      expect(lf(await dialog.getByTestId("detail-message").innerText())).toBe(fields.anonymousMessage);
      const text = lf(await dialog.innerText());
      for (const value of [fields.recipientName, fields.recipientCity, fields.recipientPostalCode, fields.recipientPhone, fields.senderEmail])
        expect(text).toContain(value);
      for (const line of fields.recipientAddress.split("\n")) expect(text).toContain(line);
      await expect(dialog.getByRole("link", { name: fields.recipientPhone })).toHaveAttribute("href", `tel:${fields.recipientPhone}`);
      await expectNothingInjected(page, "order dialog");
    });

    await test.step("both e-mails hold the values HTML-escaped", async () => {
      const outbox = path.join(shop.dataDir, "outbox");
      let mails: ReturnType<typeof readEml>[] = [];
      await expect(async () => {
        const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith(".eml")) : [];
        mails = files.map((f) => readEml(fs.readFileSync(path.join(outbox, f), "utf8"))).filter((m) => m.subject.includes(orderNumber));
        expect(mails).toHaveLength(2);
      }).toPass({ timeout: 30_000 });
      expect(mails.map((m) => m.to).sort()).toEqual([fields.senderEmail, "sahip@example.com"].sort());
      for (const mail of mails) {
        expect(
          [...tagNames(mail.html)].filter((t) => !TEMPLATE_TAGS.has(t)),
          mail.subject,
        ).toEqual([]);
        expect(mail.html).not.toMatch(/<script|<img|<b>|<i>/i);
      }
      const confirmation = mails.find((m) => m.to === fields.senderEmail);
      const notice = mails.find((m) => m.to === "sahip@example.com");
      expect(confirmation?.html).toContain("&lt;script&gt;window.__pwned=1&lt;/script&gt;");
      const shown = lf(htmlAsText(confirmation?.html ?? ""));
      for (const line of fields.anonymousMessage.split("\n")) expect(shown).toContain(line);
      expect(shown).toContain(fields.recipientCity);
      expect(lf(htmlAsText(notice?.html ?? ""))).toContain(fields.recipientName);
      expect(notice?.html).toContain("=HYPERLINK(&quot;x&quot;)&lt;script&gt;");
    });

    await test.step("the CSV holds them as text, formula starts neutralised", async () => {
      const res = await page.request.get(`/admin/orders.csv?q=${encodeURIComponent(tag)}`);
      expect(res.status()).toBe(200);
      const rows = parseCsv(await res.text());
      expect(rows).toHaveLength(2);
      const cells = rows[1];
      expect(cells[0]).toBe(orderNumber);
      expect(cells[2]).toBe(`'${fields.recipientName}`);
      expect(cells[3]).toBe(fields.recipientCity);
      for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    });

    expect(await problems()).toEqual([]);
  } finally {
    await context.close();
  }
});

// ---------------------------------------------------------------------------------------------------------
// 2. Hostile catalogue text, typed into the admin forms

test("a category and a product typed with payloads show as text on the product page (title, meta, breadcrumb, JSON-LD), the grid, the chips, the search dropdown and the admin lists", async ({
  browser,
}) => {
  const tag = `k${runId()}`;
  const categoryName = `${SCRIPT}${IMG} ${tag}`.slice(0, 100);
  const productName = `${SCRIPT} ${IMG} ${TEMPLATE} ${tag}`;
  const description = [SCRIPT, IMG, SQL, LIKE, TEMPLATE, RTL_EMOJI, "</script><script>window.__pwned=1</script>", `-->${tag}`].join("\n");
  const imageDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-hostile-images-"));
  const { context, page } = await newShopper(browser);
  try {
    const problems = await watchPage(page);
    await signIn(page);
    let slug = "";
    let categorySlug = "";

    await test.step("the admin types them into the category and product forms", async () => {
      const c = adminCatalogText;
      await gotoHydrated(page, "/admin/categories?new=1");
      const form = page.getByTestId("category-form");
      await form.getByLabel(c.categoryForm.name, { exact: true }).fill(categoryName);
      await form.getByRole("button", { name: c.categoryForm.create }).click();
      await expect(page).toHaveURL(/\/admin\/categories\?saved=1$/);
      const row = page.getByTestId("category-row").filter({ hasText: tag });
      await expect(row).toHaveCount(1);
      await expect(row.getByRole("cell").first()).toHaveText(categoryName);
      categorySlug = (await row.getByRole("cell").nth(1).innerText()).trim();
      expect(categorySlug).toMatch(/^[a-z0-9-]+$/);
      await expectNothingInjected(page, "admin categories");

      await gotoHydrated(page, "/admin/products?new=1");
      const f = c.productForm;
      await page.getByLabel(`${f.name} ${f.required}`, { exact: true }).fill(productName);
      slug = await page.getByLabel(`${f.slug} ${f.required}`, { exact: true }).inputValue();
      expect(slug).toMatch(/^[a-z0-9-]+$/);
      await page.getByLabel(`${f.description} ${f.required}`, { exact: true }).fill(description);
      await page.getByRole("checkbox", { name: categoryName }).check();
      await page.getByLabel(`${f.price} ${f.required}`, { exact: true }).fill("42.50");
      await page.getByLabel(f.stock, { exact: true }).fill("5");
      await page.locator("#product-images").setInputFiles(await makePng(imageDir, "Türkçe İsim ve boşluk.png", { r: 200, g: 20, b: 90 }));
      await page.getByRole("button", { name: f.create, exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/products\?saved=1$/, { timeout: 30_000 });
      await expect(page.getByTestId("product-row").filter({ hasText: tag }).getByRole("cell").nth(1)).toContainText(productName);
      await expectNothingInjected(page, "admin products");
    });

    await test.step("the product page: heading, breadcrumb, <title>, meta and JSON-LD as text", async () => {
      await gotoHydrated(page, `/product/${slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(productName);
      const crumbs = page.getByRole("navigation", { name: productText.breadcrumb });
      await expect(crumbs.getByRole("link", { name: categoryName })).toHaveAttribute("href", `/products?category=${categorySlug}`);
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(productName);
      expect(await page.title()).toBe(`${productName} | ${tr.shopName}`);
      // One line in the meta tags (the description was typed with line breaks).
      const oneLine = description.replace(/\s+/g, " ").trim().slice(0, 160);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", oneLine);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", oneLine);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", `${productName} | ${tr.shopName}`);
      await expectNothingInjected(page, "product page");

      const html = await expectEscapedHtml(context.request, `/product/${slug}`);
      // The JSON-LD's </script> stays inside its string: the block parses and holds the text unchanged.
      const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
      // The product and its breadcrumb.
      expect(blocks).toHaveLength(2);
      for (const block of blocks) expect(block).not.toMatch(/<\/?script/i);
      const [ld, breadcrumb] = blocks.map((block) => JSON.parse(block));
      expect({ ...ld, description: lf(ld.description) }).toMatchObject({ "@type": "Product", name: productName, description, category: categoryName });
      expect(breadcrumb.itemListElement.map((item: { name: string }) => item.name)).toEqual([tr.nav.home, tr.nav.products, categoryName, productName]);
      // Exactly the document's own scripts: the payload added none.
      const inDom = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(inDom.map((s) => JSON.parse(s))).toEqual([ld, breadcrumb]);
      const titleTag = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? "";
      expect(titleTag).toContain("&lt;script&gt;window.__pwned=1&lt;/script&gt;");
    });

    await test.step("the category grid, the chips, the search dropdown and the no-JavaScript search list", async () => {
      await gotoHydrated(page, `/products?category=${categorySlug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(categoryName);
      const cards = page.getByTestId("product-card");
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText(productName);
      await expect(page.getByRole("navigation", { name: productsText.categoryFilter }).getByRole("link", { name: categoryName })).toBeVisible();
      expect(await page.title()).toBe(`${categoryName} – ${productsText.title} | ${tr.shopName}`);
      await expectNothingInjected(page, "category grid");
      await expectEscapedHtml(context.request, `/products?category=${categorySlug}`);

      await gotoHydrated(page, "/products");
      await expect(page.getByTestId("product-card").filter({ hasText: tag }).first()).toContainText(productName);
      await expectNothingInjected(page, "all products");

      const box = page.getByRole("combobox", { name: tr.search.label });
      await box.fill(tag);
      const option = page.getByRole("listbox", { name: tr.search.results }).getByRole("option");
      await expect(option).toHaveCount(1);
      await expect(option.first()).toContainText(productName);
      await expectNothingInjected(page, "search dropdown");
      // A payload typed into the search finds the product too, still as text.
      await box.fill("<script>window");
      await expect(page.getByRole("listbox", { name: tr.search.results }).getByRole("option").filter({ hasText: tag })).toHaveCount(1);
      await expectNothingInjected(page, "search dropdown with a payload typed");

      await expectEscapedHtml(context.request, `/products?q=${encodeURIComponent(tag)}`, ["&lt;script&gt;window.__pwned=1&lt;/script&gt;"]);
      await gotoHydrated(page, `/products?q=${encodeURIComponent(productName)}`);
      await expect(page.getByTestId("product-card").filter({ hasText: tag })).toHaveCount(1);
      await expectNothingInjected(page, "search list");
    });

    expect(await problems()).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(imageDir, { recursive: true, force: true });
  }
});

// ---------------------------------------------------------------------------------------------------------
// 3. Search and filters

test("SQL meta-characters and LIKE wildcards in search and filters: 200, no error, no wildcard; bad ?page values give a real page", async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: shop.url });
  try {
    const all = (await (await request.get("/api/search?q=ku")).json()).results.length;
    expect(all).toBeGreaterThan(0);
    for (const q of [
      "%",
      "%%",
      "__",
      "%_",
      "\\",
      "\\\\",
      "'",
      "''",
      `"`,
      ";",
      "';",
      "' OR '1'='1",
      "'; DROP TABLE products; --",
      `"; DELETE FROM orders; --`,
      "%' OR 1=1 --",
      "\u0000",
      "x\u0000q",
      TEMPLATE,
      "*",
      ".*",
      "(",
      "[",
      "$1",
    ]) {
      const res = await request.get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(res.status(), q).toBe(200);
      const body = (await res.json()) as { results: { name: string; description: string }[] };
      // A wildcard would match (nearly) every product: every result must hold the query as typed (the
      // payload products of the test above hold "__", for instance).
      for (const result of body.results)
        expect(`${result.name} ${result.description}`.toLocaleLowerCase("tr-TR"), q).toContain(q.replace("\u0000", "").toLocaleLowerCase("tr-TR"));
    }
    // A NUL is dropped: "ku\0pa" searches "kupa".
    const nul = await request.get(`/api/search?q=${encodeURIComponent("ku\u0000pa")}`);
    expect(nul.status()).toBe(200);
    expect((await nul.json()).results).toEqual((await (await request.get("/api/search?q=kupa")).json()).results);
    // Still searching after all that.
    expect((await (await request.get("/api/search?q=ku")).json()).results.length).toBe(all);

    const firstPage = await request.get("/products");
    const count = /(\d+) ürün/.exec(htmlAsText(await firstPage.text()))?.[1];
    for (const search of [
      "category=%27%3B%20DROP%20TABLE%20categories%3B%20--",
      "category=%25",
      "category=_",
      "category=%00",
      `category=${encodeURIComponent(SCRIPT)}`,
      "category=..%2F..%2Fetc%2Fpasswd",
      "q=%25",
      "q=%00",
      "q=%27%3B%20DROP%20TABLE%20orders%3B%20--",
      "page=-1",
      "page=0",
      "page=abc",
      "page=1e3",
      "page=99999999999",
      "page=%00",
      "page=1&page=2",
      "page[]=2",
    ]) {
      const res = await request.get(`/products?${search}`);
      expect(res.status(), search).toBe(200);
      const html = await res.text();
      expect(html, search).not.toMatch(INTERNALS);
      const text = htmlAsText(html);
      if (search.startsWith("page")) {
        // A page of the catalogue: the cards are there, and the page number is one that exists.
        expect(html, search).toContain('data-testid="product-card"');
        expect(text, search).toContain(`${count} ürün`);
        const pageOf = /Sayfa (\d+) \/ (\d+)/.exec(text);
        if (pageOf) expect(Number(pageOf[1]), search).toBeLessThanOrEqual(Number(pageOf[2]));
      }
    }
    // The product URL with the same characters: not found, never an error.
    for (const slug of ["%27%3B%20DROP%20TABLE%20products%3B%20--", "%00", "%3Cscript%3E", "..%2F..%2Fetc%2Fpasswd", "%25", "%ff"]) {
      const res = await request.get(`/product/${slug}`);
      expect(res.status(), slug).toBe(404);
      expect(await res.text(), slug).not.toMatch(INTERNALS);
    }
  } finally {
    await request.dispose();
  }
});

// ---------------------------------------------------------------------------------------------------------
// 4. Uploads and /media

function multipart(boundary: string, parts: { name: string; value?: string; filename?: string; raw?: string; bytes?: Buffer }[]): Uint8Array<ArrayBuffer> {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.raw ?? (part.filename !== undefined ? `form-data; name="${part.name}"; filename="${part.filename}"` : `form-data; name="${part.name}"`);
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.bytes ? "Content-Type: image/png\r\n" : ""}\r\n`, "utf8"));
    chunks.push(part.bytes ?? Buffer.from(part.value ?? "", "utf8"));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return new Uint8Array(Buffer.concat(chunks));
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .sort();
}

test("image uploads with odd names are stored under safe keys inside uploads/products; /media paths that try to leave it are 400/404 and never serve a file", async ({
  browser,
}) => {
  const { context, page } = await newShopper(browser);
  const imageDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-hostile-upload-"));
  try {
    await signIn(page);
    const cookie = adminCookieHeader(await context.cookies());
    await gotoHydrated(page, "/admin/products?new=1");
    const categoryId = await page.locator('input[name="categories"]').first().getAttribute("value");
    expect(categoryId).toMatch(/^[0-9a-f-]{36}$/);
    const png = fs.readFileSync(await makePng(imageDir, "a.png", { r: 10, g: 150, b: 60 }, 120));
    const uploads = path.join(shop.dataDir, "uploads");
    const workDir = path.dirname(shop.dataDir);
    // Everything in DATA_DIR outside the folders the shop writes to.
    const elsewhere = () => filesUnder(shop.dataDir).filter((f) => !/^(uploads|cache|outbox|pglite)\//.test(f));
    const before = elsewhere();
    const storedBefore = new Set(filesUnder(uploads));

    const batches = [
      ["../../etc/passwd.png", "..\\..\\..\\x.png", "a\u0000b.png", "  boşluk   dolu ad .png", "Türkçe İĞÜŞÖÇ ığüşöç.PNG"],
      [`${"ş".repeat(300)}.png`, ".htaccess", "/etc/shadow", "C:\\Windows\\win.ini.png", "....//....//x.png"],
    ];
    for (const [i, names] of batches.entries()) {
      const boundary = `----hostile${i}${Date.now()}`;
      const body = multipart(boundary, [
        { name: "name", value: `Garip Adlar ${i}` },
        { name: "slug", value: `garip-adlar-${i}-${runId()}` },
        { name: "description", value: "Tuhaf dosya adlarıyla yüklenen resimler" },
        { name: "price", value: "10" },
        { name: "stock", value: "1" },
        { name: "shippingCost", value: "0" },
        { name: "isActive", value: "on" },
        { name: "categories", value: categoryId ?? "" },
        ...names.map((filename) => ({ name: "images", filename, bytes: png })),
      ]);
      const res = await fetch(`${shop.url}/admin/products?new=1`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: shop.url, "Content-Type": `multipart/form-data; boundary=${boundary}` },
        body,
        redirect: "manual",
      });
      expect(
        res.status,
        `${names.join(" | ")}: ${
          res.status === 303
            ? ""
            : htmlAsText(await res.text())
                .replace(/\s+/g, " ")
                .slice(0, 3000)
        }`,
      ).toBe(303);
      expect(res.headers.get("location")).toBe("/admin/products?saved=1");
    }
    // A filename* parameter with an encoded ../ as well: the form reader does not take it for a file (no
    // image: refused with the Turkish message) or takes it under a safe key.
    let starAccepted = false;
    {
      const boundary = `----hostileStar${Date.now()}`;
      const body = multipart(boundary, [
        { name: "name", value: "Garip Adlar 3" },
        { name: "slug", value: `garip-adlar-3-${runId()}` },
        { name: "description", value: "x" },
        { name: "price", value: "10" },
        { name: "stock", value: "1" },
        { name: "isActive", value: "on" },
        { name: "categories", value: categoryId ?? "" },
        { name: "images", raw: `form-data; name="images"; filename*=UTF-8''%2e%2e%2f%2e%2e%2fyildiz.png`, bytes: png },
      ]);
      const res = await fetch(`${shop.url}/admin/products?new=1`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: shop.url, "Content-Type": `multipart/form-data; boundary=${boundary}` },
        body,
        redirect: "manual",
      });
      expect([303, 400]).toContain(res.status);
      if (res.status === 400)
        expect(htmlAsText(await res.text())).toMatch(new RegExp(`${adminCatalogText.productValidation.imageRequired}|${tr.common.genericError}`));
      starAccepted = res.status === 303;
    }
    const stored = filesUnder(uploads);
    // One new file per upload, each under a key made of the product id, a time and a slug.
    const added = stored.filter((f) => !storedBefore.has(f));
    expect(added).toHaveLength(10 + (starAccepted ? 1 : 0));
    for (const key of stored) expect(key).toMatch(UPLOAD_KEY);
    expect(elsewhere()).toEqual(before);
    for (const escaped of ["etc/passwd.png", "etc/passwd", "x.png", "etc/shadow", "yildiz.png", ".htaccess", "win.ini.png"]) {
      for (const dir of [path.dirname(workDir), workDir, shop.dataDir, uploads, path.join(uploads, "products")]) {
        expect(fs.existsSync(path.join(dir, escaped)), path.join(dir, escaped)).toBe(false);
      }
    }

    // /media: a secret beside the uploads folder, and the server's own files one level up.
    const secret = `GIZLI-${runId()}`;
    fs.writeFileSync(path.join(shop.dataDir, "gizli.txt"), secret);
    const ok = await rawGet(shop.url, `/media/${stored[0]}?w=320`);
    expect(ok.status).toBe(200);
    expect(ok.headers["content-type"]).toBe("image/webp");
    const targets = [
      ...traversalTargets("gizli.txt"),
      "/media/../../app/server.js",
      "/media/%2e%2e/%2e%2e/app/server.js",
      "/media/products/..%2f..%2f..%2fapp%2fserver.js",
      `/media/${encodeURIComponent(path.join(shop.dataDir, "gizli.txt"))}`,
      `/media${shop.dataDir}/gizli.txt`,
      `/media/${stored[0]}?w=../../gizli.txt`,
      `/media/${stored[0]}?w=640&w=1280`,
      `/media/${stored[0]}?w=99999999`,
      `/media/${stored[0]}?w=-1`,
    ];
    for (const target of targets) {
      const res = await rawGet(shop.url, target);
      expect([400, 404], target).toContain(res.status);
      const body = res.body.toString("utf8");
      expect(body, target).not.toContain(secret);
      expect(body, target).not.toMatch(/startShop|root:x:0|\[fonts\]/);
      expect(body, target).not.toMatch(INTERNALS);
    }
    // Outside /media too: the static files and the pages never hand out a file above their folders.
    for (const target of [
      "/../data/gizli.txt",
      "/%2e%2e/data/gizli.txt",
      "/assets/../../server.js",
      "/assets/%2e%2e/%2e%2e/server.js",
      "/assets/..%2f..%2fserver.js",
      "/..%5c..%5cserver.js",
      "/favicon.svg/../../server.js",
    ]) {
      const res = await rawGet(shop.url, target);
      expect(res.status, target).toBeLessThan(500);
      const body = res.body.toString("utf8");
      expect(body, target).not.toContain(secret);
      expect(body, target).not.toMatch(/startShop|process\.once/);
    }
  } finally {
    await context.close();
    fs.rmSync(imageDir, { recursive: true, force: true });
  }
});

// ---------------------------------------------------------------------------------------------------------
// 5. Oversized and malformed bodies

/**
 * POST the chunks (chunked when no Content-Length is given), taking the answer whenever it comes: a server that
 * refuses a body early may close the connection while chunks are still being written.
 */
function postEarlyAnswer(baseUrl: string, target: string, chunks: Buffer[], headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(
      { host: url.hostname, port: Number(url.port), method: "POST", path: target, headers: { Origin: baseUrl, Connection: "close", ...headers } },
      (res) => {
        answered = true;
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        res.on("error", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    // Slowly enough that an early answer arrives before the next chunk (it then stops the writing).
    (async () => {
      for (const chunk of chunks) {
        if (answered || req.destroyed) return;
        if (!req.write(chunk)) await new Promise((r) => req.once("drain", r).once("close", r));
        await new Promise((r) => setTimeout(r, 40));
      }
      if (!req.destroyed && !answered) req.end();
    })().catch(() => undefined);
  });
}

/** POST with a declared Content-Length far above the body actually sent: the answer must come without it. */
function postDeclaringLength(baseUrl: string, target: string, declared: number, contentType: string): Promise<{ status: number; body: string }> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: Number(url.port),
        method: "POST",
        path: target,
        headers: { "Content-Type": contentType, "Content-Length": String(declared), Origin: baseUrl, Connection: "close" },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c) => (body += c));
        res.on("end", () => {
          clearTimeout(timer);
          req.destroy();
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    req.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.write("a=b&");
    // Never finished: a server that waited for the declared bytes would not answer within 20 s.
    const timer = setTimeout(() => req.destroy(new Error(`no answer to a declared ${declared}-byte body within 20 s`)), 20_000);
  });
}

test("oversized and malformed bodies answer 4xx with a Turkish or plain message, never a 500 or a stack, and store nothing", async ({ browser }) => {
  const { context, page } = await newShopper(browser);
  try {
    const request = context.request;
    const product = await productWithStock(request);
    const good = { ...hostileCheckoutFields(`big${runId()}`), acceptTerms: "on", items: JSON.stringify([{ productId: product.id, quantity: 1 }]) };
    const origin = { Origin: shop.url };
    const turkishOrPlain = (body: string) => expect(body).toMatch(/[çğıöşüÇĞİÖŞÜ]|Geçersiz|Too Large|Bad Request|error/i);

    // 2 MB in one checkout field: refused by size (413) before the form is read. (Sent by hand: the server
    // may answer and close while the client is still writing, which a client library reports as EPIPE.)
    const form = new URLSearchParams({ ...good, anonymousMessage: "ş".repeat(1_000_000) }).toString();
    const slices = Array.from({ length: Math.ceil(form.length / 65_536) }, (_, i) => Buffer.from(form.slice(i * 65_536, (i + 1) * 65_536)));
    const huge = await postEarlyAnswer(shop.url, "/checkout", slices, {
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": String(Buffer.byteLength(form)),
    });
    expect(huge.status).toBe(413);
    expect(huge.body).not.toMatch(INTERNALS);
    turkishOrPlain(huge.body);
    // The same streamed without a Content-Length (chunked).
    const chunks = Array.from({ length: 40 }, () => Buffer.from(`anonymousMessage=${"x".repeat(50_000)}&`));
    const chunked = await postEarlyAnswer(shop.url, "/checkout", chunks, { "Content-Type": "application/x-www-form-urlencoded" });
    expect(chunked.status).toBe(413);
    expect(chunked.body).not.toMatch(INTERNALS);
    // A declared 1 GB that never comes.
    const declared = await postDeclaringLength(shop.url, "/checkout", 1_000_000_000, "application/x-www-form-urlencoded");
    expect(declared.status).toBe(413);
    expect(declared.body).not.toMatch(INTERNALS);

    // Not a form at all (with a cart in the cookie, so that the checkout page itself answers).
    expect((await request.post("/cart", { form: { productId: product.id, quantity: "1", intent: "add" }, maxRedirects: 0 })).status()).toBe(303);
    for (const [label, body, type] of [
      ["json", JSON.stringify(good), "application/json"],
      ["text", "merhaba", "text/plain"],
      ["multipart without a boundary", "--x\r\n\r\ny", "multipart/form-data"],
      ["multipart cut short", '--B\r\nContent-Disposition: form-data; name="recipientName"\r\n\r\nyarım', "multipart/form-data; boundary=B"],
      ["xml", `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>`, "application/xml"],
    ] as const) {
      const res = await request.post("/checkout", { data: body, headers: { ...origin, "Content-Type": type }, maxRedirects: 0 });
      expect(res.status(), `checkout ${label}`).toBe(400);
      const text = await res.text();
      expect(text, label).not.toMatch(INTERNALS);
      expect(text, label).not.toContain("root:x:0");
      expect(htmlAsText(text), label).toContain(tr.common.genericError);
    }
    for (const [label, body, type, statuses] of [
      ["not JSON", "{items: [", "application/json", [400]],
      ["not an array", JSON.stringify({ items: { productId: product.id, quantity: 1 } }), "application/json", [400]],
      ["a bare array", JSON.stringify([{ productId: product.id, quantity: 1 }]), "application/json", [400]],
      ["1,000 items", JSON.stringify({ items: Array.from({ length: 1_000 }, () => ({ productId: product.id, quantity: 1 })) }), "application/json", [400]],
      ["form", "items=1", "application/x-www-form-urlencoded", [400]],
      ["text", "<script>", "text/plain", [400]],
    ] as const) {
      const res = await request.post("/api/cart", { data: body, headers: { "Content-Type": type } });
      expect(statuses as readonly number[], `/api/cart ${label}`).toContain(res.status());
      const text = await res.text();
      expect(text, label).not.toMatch(INTERNALS);
      if (res.status() === 400) expect(JSON.parse(text)).toEqual({ error: "Geçersiz sepet" });
    }

    // 10,000 items: past the body limit (sent by hand, as the server answers before reading it all).
    const tenThousand = JSON.stringify({ items: Array.from({ length: 10_000 }, () => ({ productId: product.id, quantity: 1 })) });
    const many = await postEarlyAnswer(
      shop.url,
      "/api/cart",
      Array.from({ length: Math.ceil(tenThousand.length / 65_536) }, (_, i) => Buffer.from(tenThousand.slice(i * 65_536, (i + 1) * 65_536))),
      {
        "Content-Type": "application/json",
        "Content-Length": String(Buffer.byteLength(tenThousand)),
      },
    );
    expect([400, 413]).toContain(many.status);
    expect(many.body).not.toMatch(INTERNALS);
    expect(JSON.parse(many.body).error).toMatch(/[a-zçğıöşü]/i);

    // Admin routes with a session: garbage multipart and wrong types.
    await signIn(page);
    const cookie = adminCookieHeader(await context.cookies());
    await gotoHydrated(page, "/admin/products");
    const listed = await page.getByTestId("product-row").count();
    for (const url of ["/admin/products?new=1", "/admin/categories", "/admin/orders"]) {
      for (const [label, body, type] of [
        ["multipart without a boundary", "--a\r\n\r\nxx", "multipart/form-data"],
        [
          "multipart with the wrong boundary",
          '--zzz\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--zzz--\r\n',
          "multipart/form-data; boundary=abc",
        ],
        [
          "multipart cut short",
          '--abc\r\nContent-Disposition: form-data; name="images"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
          "multipart/form-data; boundary=abc",
        ],
        ["json", JSON.stringify({ name: SCRIPT }), "application/json"],
        ["binary", "\u0000\u0001\u00ff", "application/octet-stream"],
      ] as const) {
        const res = await fetch(`${shop.url}${url}`, {
          method: "POST",
          headers: { Cookie: cookie, Origin: shop.url, "Content-Type": type },
          body,
          redirect: "manual",
        });
        expect(res.status, `${url} ${label}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${url} ${label}`).toBeLessThan(500);
        const text = await res.text();
        expect(text, `${url} ${label}`).not.toMatch(INTERNALS);
        expect(text, `${url} ${label}`).toMatch(/[çğıöşüÇĞİÖŞÜ]/);
      }
    }
    // An upload declaring more than the upload limit is refused before it is read.
    const bigUpload = await postDeclaringLength(shop.url, "/admin/products?new=1", 200 * 1024 * 1024, "multipart/form-data; boundary=abc");
    expect(bigUpload.status).toBe(413);

    // Nothing was stored: no new product, no new order, the stock as it was.
    await gotoHydrated(page, "/admin/products");
    await expect(page.getByTestId("product-row")).toHaveCount(listed);
    await gotoHydrated(page, `/admin/orders?q=${encodeURIComponent(good.senderEmail)}`);
    await expect(page.getByTestId("orders-empty")).toBeVisible();
    expect(await stockOf(request, product.id)).toBe(product.stock);
  } finally {
    await context.close();
  }
});

// ---------------------------------------------------------------------------------------------------------
// 6. Quantities

test("quantities -1, 0, 1.5, 1e9, 'abc', 2^53: refused at checkout and /api/cart, clamped by the cart form, no order and no stock change", async ({
  browser,
}) => {
  const { context, page } = await newShopper(browser, { javaScriptEnabled: false });
  try {
    const request = context.request;
    const product = await productWithStock(request);
    const bad: unknown[] = [-1, 0, 1.5, 1e9, "abc", 2 ** 53, "-1", "1e9", null, 100];
    const good = { ...hostileCheckoutFields(`q${runId()}`), acceptTerms: "on" };
    // A cart in the cookie, so that the refused checkout shows its page (without one it sends the shopper to /cart).
    expect((await request.post("/cart", { form: { productId: product.id, quantity: "1", intent: "add" }, maxRedirects: 0 })).status()).toBe(303);
    for (const quantity of bad) {
      const items = JSON.stringify([{ productId: product.id, quantity }]);
      const res = await request.post("/checkout", { form: { ...good, items }, headers: { Origin: shop.url }, maxRedirects: 0 });
      expect(res.status(), `checkout ${JSON.stringify(quantity)}`).toBe(400);
      expect(htmlAsText(await res.text())).toContain(checkoutText.emptyCart);
      const priced = await request.post("/api/cart", { data: { items: [{ productId: product.id, quantity }] } });
      expect(priced.status(), `/api/cart ${JSON.stringify(quantity)}`).toBe(400);
    }
    // The cart form without JavaScript: every line stays a whole number from 1 to 99.
    for (const quantity of ["-1", "0", "1.5", "1e9", "abc", String(2 ** 53), "99999999999999999999999", "-99"]) {
      for (const intent of ["add", "set"]) {
        const res = await request.post("/cart", { form: { productId: product.id, quantity, intent }, maxRedirects: 0 });
        expect(res.status()).toBe(303);
        const cart = (await context.cookies()).find((c) => c.name === "cart");
        const items: { productId: string; variantId?: string; quantity: number; price?: number }[] = cart?.value
          ? JSON.parse(decodeURIComponent(cart.value))
          : [];
        for (const item of items) {
          // Besides ids and quantity only the unit price the shopper saw, a whole kuruş amount the server wrote (docs/product.md#cart-cookie),
          // and, once the server has priced the line, its variant's id (docs/product.md#options-and-variants).
          expect(
            Object.keys(item)
              .filter((key) => key !== "price" && key !== "variantId")
              .sort(),
          ).toEqual(["productId", "quantity"]);
          if ("variantId" in item) expect(item.variantId).toMatch(/^[0-9a-f-]{36}$/);
          if ("price" in item) expect(Number.isInteger(item.price)).toBe(true);
          expect(Number.isInteger(item.quantity) && item.quantity >= 1 && item.quantity <= 99, `${intent} ${quantity}: ${item.quantity}`).toBe(true);
        }
      }
    }
    // The cart page renders what the cookie holds, within the stock.
    await page.goto("/cart");
    const values = await page.locator('[data-testid$="-value"]').allInnerTexts();
    for (const value of values) expect(Number(value)).toBeLessThanOrEqual(Math.min(99, product.stock));
    expect(await stockOf(request, product.id)).toBe(product.stock);
  } finally {
    await context.close();
  }
});

test("a forged cart in local storage (negative, fractional, huge quantities, a markup name, a price of 1 kuruş) is never trusted", async ({ browser }) => {
  const { context, page } = await newShopper(browser);
  try {
    const product = await productWithStock(context.request);
    await page.goto("/");
    await page.evaluate(
      ({ id, name }) => {
        const line = (quantity: number) => ({
          productId: id,
          productName: name,
          price: 1,
          originalPrice: null,
          shippingCost: 0,
          quantity,
          image: null,
          slug: "x",
        });
        localStorage.setItem("cart", JSON.stringify([line(-5), line(1.5), line(1_000_000_000)]));
      },
      { id: product.id, name: `${SCRIPT}${IMG}` },
    );
    const problems = await watchPage(page);
    await gotoHydrated(page, "/cart");
    await expectNothingInjected(page, "cart with a forged name");
    // The server re-prices what it can; a forged quantity never reaches an order.
    await page.goto("/checkout");
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe("/cart");
    const placed = await context.request.post("/checkout", {
      form: { ...hostileCheckoutFields(`f${runId()}`), acceptTerms: "on", items: JSON.stringify([{ productId: product.id, quantity: 1_000_000_000 }]) },
      headers: { Origin: shop.url },
      maxRedirects: 0,
    });
    // The forged cookie counts as an empty cart: the refused checkout sends the shopper back to the cart.
    expect([placed.status(), placed.headers().location]).toEqual([302, "/cart"]);
    expect(await stockOf(context.request, product.id)).toBe(product.stock);
    expect(await problems()).toEqual([]);
  } finally {
    await context.close();
  }
});

// ---------------------------------------------------------------------------------------------------------
// 7. Cookies

test("cookies: the admin session is HttpOnly, SameSite=Lax, Path=/; the cart cookie SameSite=Lax with ids, quantities and seen prices only; the last order HttpOnly; none readable where it must not be", async ({
  browser,
}) => {
  const { context, page } = await newShopper(browser);
  try {
    const signInAnswer = await context.request.post("/admin", {
      form: { email: ADMIN.email, password: ADMIN.password },
      headers: { Origin: shop.url },
      maxRedirects: 0,
    });
    expect(signInAnswer.status()).toBe(303);
    const setCookie = signInAnswer
      .headersArray()
      .filter((h) => h.name.toLowerCase() === "set-cookie")
      .map((h) => h.value);
    const session = setCookie.find((c) => c.startsWith("admin_session=")) ?? "";
    const flags = new Set(
      session
        .split(";")
        .slice(1)
        .map((p) => p.trim().toLowerCase()),
    );
    for (const flag of ["httponly", "samesite=lax", "path=/"]) expect(flags.has(flag), flag).toBe(true);
    expect(flags.has("secure"), "no Secure on an http PUBLIC_URL").toBe(false);

    // A cart and an order in the browser.
    const product = await productWithStock(context.request);
    await gotoHydrated(page, `/product/${SPECIAL_MUG.slug}`);
    await page.getByTestId("product-buy-form").getByRole("button", { name: productText.addToCart, exact: true }).click();
    await expect(page.getByRole("link", { name: tr.nav.cartWithCount(1) })).toBeVisible();
    const cookies = await context.cookies();
    const cart = cookies.find((c) => c.name === "cart");
    expect(cart).toMatchObject({ sameSite: "Lax", path: "/" });
    expect(JSON.parse(decodeURIComponent(cart?.value ?? "[]"))).toEqual([{ productId: product.id, quantity: 1, price: expect.any(Number) }]);
    expect(cookies.find((c) => c.name === "admin_session")).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });

    const placed = await context.request.post("/checkout", {
      form: { ...hostileCheckoutFields(`c${runId()}`), acceptTerms: "on", items: JSON.stringify([{ productId: product.id, quantity: 1 }]) },
      headers: { Origin: shop.url },
      maxRedirects: 0,
    });
    expect(placed.status()).toBe(303);
    const lastOrder = (await context.cookies()).find((c) => c.name === "last_order");
    expect(lastOrder).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/order-confirmation" });
    // Script in the page sees neither the session nor the last order.
    await gotoHydrated(page, "/");
    const visible = await page.evaluate(() => document.cookie);
    expect(visible).not.toContain("admin_session");
    expect(visible).not.toContain("last_order");
  } finally {
    await context.close();
  }
});

test("cookies on a server whose PUBLIC_URL is https: the admin session and the last order are Secure", async ({ playwright }) => {
  // server.js from this file's own server's snapshot of the build, with a fresh data folder.
  const appDir = path.join(path.dirname(shop.dataDir), "app");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-hostile-https-"));
  const port = await freePort(...PORTS);
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["server.js"], {
    cwd: appDir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: "https://magaza.example.com",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SEED_DEMO: "true",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const request = await playwright.request.newContext({ baseURL: url });
  try {
    await expect(async () => {
      expect(child.exitCode, output).toBeNull();
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
    }).toPass({ timeout: 90_000 });

    const signInAnswer = await request.post("/admin", { form: { email: ADMIN.email, password: ADMIN.password }, headers: { Origin: url }, maxRedirects: 0 });
    expect(signInAnswer.status(), output).toBe(303);
    const session = signInAnswer.headersArray().find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("admin_session="))?.value ?? "";
    const flags = new Set(
      session
        .split(";")
        .slice(1)
        .map((p) => p.trim().toLowerCase()),
    );
    for (const flag of ["httponly", "samesite=lax", "path=/", "secure"]) expect(flags.has(flag), flag).toBe(true);

    const found = await (await request.get(`/api/search?q=${encodeURIComponent("ozel isikli")}`)).json();
    const placed = await request.post("/checkout", {
      form: { ...hostileCheckoutFields(`s${runId()}`), acceptTerms: "on", items: JSON.stringify([{ productId: found.results[0].id, quantity: 1 }]) },
      headers: { Origin: url },
      maxRedirects: 0,
    });
    expect(placed.status()).toBe(303);
    const last = placed.headersArray().find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("last_order="))?.value ?? "";
    const lastFlags = new Set(
      last
        .split(";")
        .slice(1)
        .map((p) => p.trim().toLowerCase()),
    );
    for (const flag of ["httponly", "samesite=lax", "secure"]) expect(lastFlags.has(flag), `last_order ${flag}`).toBe(true);
  } finally {
    await request.dispose();
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
