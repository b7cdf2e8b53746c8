// Issue 26: a shopper's discount code in the cart and at checkout (docs/product.md#discount-codes), on a 390×844 phone
// with and without JavaScript: an expired code is refused with its own message, a live one shows its discount line and
// the total after it, the checkout shows the same, and the paid order's total is the discounted one. A code used up
// between the cart and the payment is told before paying and the order is not placed. The pages showing a code's
// effect are never in a shared cache. Screenshots of the cart and the checkout with a code at both sizes.
// The codes are written into the database of a shop of this file's own (ports 3422–3429), before it starts.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { discountCodeKey } from "../../app/lib/campaigns";
import { cartDiscountText, cartText } from "../../app/lib/i18n/cart";
import { codeRefusalText, discountCodeText } from "../../app/lib/i18n/campaigns";
import { checkoutText } from "../../app/lib/i18n/checkout";
import { confirmationText } from "../../app/lib/i18n/order";
import { productText } from "../../app/lib/i18n/product";
import {
  type BuildSnapshot,
  freePort,
  restartShopProcess,
  type ShopProcess,
  scratchDir,
  snapshotBuild,
  startShopProcess,
  withShopDatabase,
} from "../support/server-process";
import { kurusOf, SPECIAL_MUG, waitForHydration } from "./support/shop";
import { shot } from "./support/shots";

test.describe.configure({ mode: "serial" });

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 800 };
/** 20 % off everything, as often as wanted. */
const LIVE = "E2E20";
/** Ended two days ago. */
const EXPIRED = "ESKİKOD";
/** One use in all: the second shopper to pay with it is refused. */
const ONCE = "TEKSEFER";

let snapshot: BuildSnapshot;
let shop: ShopProcess;
let dataDir: string;

async function insertCode(
  query: (sql: string, params?: unknown[]) => Promise<unknown[]>,
  code: string,
  values: { percent: number; endsAt?: Date; totalUses?: number },
) {
  const campaignId = randomUUID();
  await query(
    `INSERT INTO campaigns (id, name, kind, rule, scope, min_basket_kurus, ends_at, total_uses) VALUES ($1, $2, 'code', $3::jsonb, '{"kind":"all"}'::jsonb, 0, $4, $5)`,
    [campaignId, `Test ${code}`, JSON.stringify({ kind: "percent", percent: values.percent }), values.endsAt ?? null, values.totalUses ?? null],
  );
  await query(`INSERT INTO discount_codes (campaign_id, code, code_key) VALUES ($1, $2, $3)`, [campaignId, code, discountCodeKey(code)]);
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  snapshot = await snapshotBuild();
  dataDir = scratchDir("shop-discount-code-");
  // Started once to make the database and the demo catalogue, stopped to write the codes, started again.
  const first = await startShopProcess({ appDir: snapshot.appDir, port: await freePort(3422, 3429), dataDir, env: { RATE_LIMIT_ENABLED: "false" } });
  await first.stop();
  await withShopDatabase({ dataDir }, async (query) => {
    await insertCode(query, LIVE, { percent: 20 });
    await insertCode(query, EXPIRED, { percent: 10, endsAt: new Date(Date.now() - 2 * 86_400_000) });
    await insertCode(query, ONCE, { percent: 15, totalUses: 1 });
  });
  shop = await restartShopProcess(first);
});

test.afterAll(async () => {
  await shop?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  snapshot?.remove();
});

async function newShopper(browser: Browser, viewport: { width: number; height: number }, javaScript: boolean) {
  const context = await browser.newContext({ baseURL: shop.url, viewport, javaScriptEnabled: javaScript, locale: "tr-TR", timezoneId: "Europe/Istanbul" });
  return { context, page: await context.newPage() };
}

async function open(page: Page, path: string, javaScript: boolean) {
  await page.goto(path);
  if (javaScript) await waitForHydration(page);
}

/** The mug into the cart from its page ("Sepete Ekle" posts to /cart without JavaScript), then the cart page, priced. */
async function mugInCart(page: Page, javaScript: boolean) {
  await open(page, `/product/${SPECIAL_MUG.slug}`, javaScript);
  await page.getByTestId("product-buy-form").getByRole("button", { name: productText.addToCart, exact: true }).click();
  if (javaScript) {
    await expect(page.getByTestId("cart-badge")).toHaveText("1");
    await open(page, "/cart", true);
  }
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByText(cartText.checking)).toBeHidden();
}

async function applyCode(page: Page, scope: "cart" | "checkout", code: string) {
  await page.locator(`#${scope}-discount-code`).fill(code);
  await page.getByRole("button", { name: discountCodeText.apply, exact: true }).click();
}

/** The summary's figures: subtotal, shipping, the discount lines' sum and the total, in kuruş. */
async function figures(page: Page, scope: "cart" | "checkout") {
  const shippingText = await page.getByTestId(`${scope}-shipping`).innerText();
  const discounts = await page.getByTestId(`${scope}-discount`).locator("dd").allInnerTexts();
  return {
    subtotal: kurusOf(await page.getByTestId(`${scope}-subtotal`).innerText()),
    shipping: shippingText === cartText.free ? 0 : kurusOf(shippingText),
    discount: discounts.reduce((sum, text) => sum + kurusOf(text.replace("−", "")), 0),
    total: kurusOf(await page.getByTestId(`${scope}-total`).innerText()),
  };
}

async function fillCheckout(page: Page, email = "indirimli@example.com") {
  const typed = {
    recipientName: "Ayşe Yılmaz",
    recipientAddress: "Caferağa Mah. Moda Cad. No: 1 D: 3",
    recipientPostalCode: "34710",
    recipientPhone: "05551234567",
    senderEmail: email,
    anonymousMessage: "İyi ki doğdun!",
  };
  for (const [name, value] of Object.entries(typed)) await page.locator(`#${name}`).fill(value);
  await page.locator("#recipientProvince").selectOption("İstanbul");
  await page.locator("#recipientDistrict").selectOption("Kadıköy");
  await page.locator("#acceptTerms").check();
}

async function codeCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === "indirim_kodu")?.value;
}

for (const javaScript of [true, false]) {
  const mode = javaScript ? "with JavaScript" : "without JavaScript";
  test(`phone, ${mode}: an expired code is refused, a live one takes 20 % off in the cart and at checkout, and the order is paid at that total`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { context, page } = await newShopper(browser, PHONE, javaScript);
    try {
      await mugInCart(page, javaScript);
      const before = await figures(page, "cart");
      expect(before.discount).toBe(0);

      // An expired code (typed in small letters: codes ignore case and Turkish letters) is told why, and gives nothing.
      await applyCode(page, "cart", "eskikod");
      await expect(page.getByTestId("discount-code-refusal")).toHaveText(codeRefusalText.ended);
      await expect(page.getByTestId("cart-discount")).toHaveCount(0);
      expect((await figures(page, "cart")).total).toBe(before.total);
      await page.getByRole("button", { name: discountCodeText.remove, exact: true }).click();
      await expect(page.locator("#cart-discount-code")).toBeVisible();

      // The live code: its line, the mug's own discount, the total after it.
      await applyCode(page, "cart", LIVE);
      await expect(page.getByTestId("discount-code-status")).toHaveText(discountCodeText.applied(LIVE));
      await expect(page.getByTestId("cart-discount")).toHaveCount(1);
      await expect(page.getByTestId("cart-discount").locator("dt")).toHaveText(discountCodeText.discountLine(LIVE));
      await expect(page.getByText(cartText.checking)).toBeHidden();
      const cart = await figures(page, "cart");
      expect(cart.discount).toBe(Math.round((cart.subtotal * 20) / 100));
      expect(cart.total).toBe(cart.subtotal + cart.shipping - cart.discount);
      await expect(page.getByTestId("cart-line-discount")).toHaveText(cartDiscountText.lineDiscount(`₺${(cart.discount / 100).toFixed(2).replace(".", ",")}`));
      expect(await codeCookie(context)).toBe(LIVE);
      await shot(page, "discount-code", `cart-phone-${javaScript ? "js" : "nojs"}`, { fullPage: true });

      // The checkout shows the same.
      await page.getByRole("link", { name: cartText.checkout }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      if (javaScript) await waitForHydration(page);
      await expect(page.getByTestId("checkout-discount").locator("dt")).toHaveText(discountCodeText.discountLine(LIVE));
      expect(await figures(page, "checkout")).toEqual(cart);
      await shot(page, "discount-code", `checkout-phone-${javaScript ? "js" : "nojs"}`, { fullPage: true });

      await fillCheckout(page);
      await page.getByRole("button", { name: checkoutText.placeOrder }).click();
      await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}/);
      expect(kurusOf(await page.getByTestId("order-total").innerText())).toBe(cart.total);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(confirmationText.successTitle, { timeout: 20_000 });
      expect(kurusOf(await page.getByTestId("order-total").innerText())).toBe(cart.total);
      // The code went with the order: the next cart starts without it.
      expect(await codeCookie(context)).toBeUndefined();
    } finally {
      await context.close();
    }
  });
}

test("phone, with JavaScript: a code used up between the cart and the payment is told before paying, and the order is not placed", async ({ browser }) => {
  test.setTimeout(120_000);
  const first = await newShopper(browser, PHONE, true);
  const second = await newShopper(browser, PHONE, false);
  try {
    // Both shoppers have the one-use code applied and are at the checkout.
    for (const [shopper, javaScript] of [
      [first, true],
      [second, false],
    ] as const) {
      await mugInCart(shopper.page, javaScript);
      await applyCode(shopper.page, "cart", ONCE);
      await expect(shopper.page.getByTestId("cart-discount")).toHaveCount(1);
      await shopper.page.getByRole("link", { name: cartText.checkout }).click();
      await expect(shopper.page.getByTestId("checkout-discount")).toHaveCount(1);
    }
    await waitForHydration(first.page);
    const undiscounted = (await figures(first.page, "checkout")).subtotal + (await figures(first.page, "checkout")).shipping;

    // The second pays first and takes the code's only use.
    await fillCheckout(second.page, "ikinci@example.com");
    await second.page.getByRole("button", { name: checkoutText.placeOrder }).click();
    await expect(second.page).toHaveURL(/\/order-confirmation\//);

    // The first is told why, the code is taken off, no order is made; the summary shows the total without it.
    await fillCheckout(first.page, "birinci@example.com");
    await first.page.getByRole("button", { name: checkoutText.placeOrder }).click();
    await expect(first.page.getByTestId("form-error")).toHaveText(`${codeRefusalText.usedUp} ${cartDiscountText.codeRemoved}`);
    await expect(first.page).toHaveURL(/\/checkout$/);
    await expect(first.page.getByTestId("checkout-discount")).toHaveCount(0);
    expect(kurusOf(await first.page.getByTestId("checkout-total").innerText())).toBe(undiscounted);
    expect(await codeCookie(first.context)).toBeUndefined();
    // Confirmed again, the order is placed at the total now shown.
    await first.page.locator("#acceptTerms").check();
    await first.page.getByRole("button", { name: checkoutText.placeOrder }).click();
    await expect(first.page).toHaveURL(/\/order-confirmation\//);
    expect(kurusOf(await first.page.getByTestId("order-total").innerText())).toBe(undiscounted);
  } finally {
    await first.context.close();
    await second.context.close();
  }
});

test("laptop: the cart and the checkout with a code applied, with and without JavaScript", async ({ browser }) => {
  test.setTimeout(90_000);
  for (const javaScript of [true, false]) {
    const { context, page } = await newShopper(browser, LAPTOP, javaScript);
    try {
      await mugInCart(page, javaScript);
      await applyCode(page, "cart", LIVE);
      await expect(page.getByTestId("cart-discount")).toHaveCount(1);
      await expect(page.getByText(cartText.checking)).toBeHidden();
      const cart = await figures(page, "cart");
      await shot(page, "discount-code", `cart-laptop-${javaScript ? "js" : "nojs"}`, { fullPage: true });
      await open(page, "/checkout", javaScript);
      expect(await figures(page, "checkout")).toEqual(cart);
      await shot(page, "discount-code", `checkout-laptop-${javaScript ? "js" : "nojs"}`, { fullPage: true });
      // Taken off at the checkout: back to the checkout, without the discount.
      await page.getByRole("button", { name: discountCodeText.remove, exact: true }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByTestId("checkout-discount")).toHaveCount(0);
      expect(kurusOf(await page.getByTestId("checkout-total").innerText())).toBe(cart.subtotal + cart.shipping);
      // And applied there again.
      await applyCode(page, "checkout", LIVE);
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByTestId("checkout-discount")).toHaveCount(1);
      expect(kurusOf(await page.getByTestId("checkout-total").innerText())).toBe(cart.total);
    } finally {
      await context.close();
    }
  }
});

test("a code's effect is never in a shared cache: /cart and /api/cart are private, the catalogue shows public prices only", async ({ browser }) => {
  const { context, page } = await newShopper(browser, PHONE, false);
  try {
    await page.goto(`/product/${SPECIAL_MUG.slug}`);
    const productId = await page.getByTestId("product-buy-form").locator('input[name="productId"]').getAttribute("value");
    const cookie = `cart=${encodeURIComponent(JSON.stringify([{ productId, quantity: 1 }]))}; indirim_kodu=${LIVE}`;
    for (let round = 0; round < 2; round++) {
      const cart = await fetch(`${shop.url}/cart`, { headers: { Cookie: cookie } });
      const html = await cart.text();
      expect(cart.status).toBe(200);
      expect(cart.headers.get("cache-control")).toBe("private, no-store");
      expect(html).toContain(discountCodeText.discountLine(LIVE));
    }
    const api = await fetch(`${shop.url}/api/cart`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie, Origin: shop.url },
      body: JSON.stringify({ items: [{ productId, quantity: 1 }], code: LIVE }),
    });
    expect(api.headers.get("cache-control")).toBe("private, no-store");
    expect(((await api.json()) as { totals: { discount: number } }).totals.discount).toBeGreaterThan(0);
    for (const path of ["/products", `/product/${SPECIAL_MUG.slug}`, "/"]) {
      for (let round = 0; round < 2; round++) {
        const answer = await fetch(`${shop.url}${path}`, { headers: { Cookie: cookie } });
        const html = await answer.text();
        expect(answer.status, path).toBe(200);
        expect(html, path).not.toContain(LIVE);
        expect(html, path).not.toContain("İndirim (");
      }
    }
  } finally {
    await context.close();
  }
});
