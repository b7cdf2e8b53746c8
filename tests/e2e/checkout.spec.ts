// docs/product.md#checkout, #order-page, #orders-and-payments, #payment-providers: the checkout form's validation, placing an order
// with the simulated payment (the server's default), the confirmation page from "processing" to "paid", the
// cart emptied afterwards, and the same order placed with JavaScript disabled (progressive enhancement).
// The e2e server's database is shared by all browser tests: nothing here depends on exact stock numbers.
import { type Browser, expect, type Page, test } from "@playwright/test";
import { cartText } from "../../app/lib/i18n/cart";
import { checkoutText } from "../../app/lib/i18n/checkout";
import { confirmationText, paymentStatusText, shopperOrderStatusText } from "../../app/lib/i18n/order";
import { productText } from "../../app/lib/i18n/product";
import { tr } from "../../app/lib/i18n/tr";
import { gotoHydrated, kurusOf, STOCKED_MAGNET, waitForHydration } from "./support/shop";

const c = checkoutText;
const ORDER_NUMBER = /^ORD-\d{8}-\d{3,}$/;
const ORDER_URL = /\/order-confirmation\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}(?:\?.*)?$/;
/** The typed fields; province and district are chosen from lists (LISTS). */
const TYPED = ["recipientName", "recipientAddress", "recipientPostalCode", "recipientPhone", "senderEmail", "anonymousMessage"] as const;
const LISTS = ["recipientProvince", "recipientDistrict"] as const;
const FIELDS = [...TYPED, ...LISTS] as const;

const shopper: Record<(typeof FIELDS)[number], string> = {
  recipientName: "Ayşe Yılmaz",
  recipientAddress: "Caferağa Mah. Moda Cad. No: 1 D: 3",
  recipientProvince: "İstanbul",
  recipientDistrict: "Kadıköy",
  recipientPostalCode: "34710",
  recipientPhone: "05551234567",
  senderEmail: "gonderen@example.com",
  anonymousMessage: "Doğum günün kutlu olsun! Bir hayranın.",
};

/** Today's date in Istanbul as yyyymmdd, the middle of an order number. */
function istanbulDay(date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul", year: "numeric", month: "2-digit", day: "2-digit" }).format(date).replaceAll("-", "");
}

/** The product page's own "Sepete Ekle" (its form posts to /cart), not those of the similar products. */
function addToCartButton(page: Page) {
  return page.getByTestId("product-buy-form").getByRole("button", { name: productText.addToCart, exact: true });
}

/** Right after an order: pending, or already paid (the simulated payment settles on its own ~2 s later). */
function pendingOrPaidTitle(page: Page) {
  const title = (name: string) => page.getByRole("heading", { level: 1, name, exact: true });
  return title(confirmationText.pendingTitle).or(title(confirmationText.successTitle));
}

async function fillCheckout(page: Page) {
  for (const name of TYPED) await page.locator(`#${name}`).fill(shopper[name]);
  for (const name of LISTS) await page.locator(`#${name}`).selectOption(shopper[name]);
  await page.locator("#acceptTerms").check();
}

async function expectOrderNumber(page: Page, daysAllowed: string[]) {
  const number = (await page.getByTestId("order-number").innerText()).trim();
  expect(number).toMatch(ORDER_NUMBER);
  expect(daysAllowed).toContain(number.split("-")[1]);
  return number;
}

test("checkout: the empty form shows every error, typing clears one, and the paid order empties the cart", async ({ page }) => {
  // One in-stock magnet into the cart (the mug's few pieces are left for the product-page tests).
  await gotoHydrated(page, `/product/${STOCKED_MAGNET.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: STOCKED_MAGNET.name })).toBeVisible();
  await expect(page.getByTestId("stock-pill")).toHaveText(/^Stokta \(\d+ adet\)$/);
  await addToCartButton(page).click();
  await expect(page.getByRole("link", { name: tr.nav.cartWithCount(1) })).toBeVisible();

  // The cart's total, once the server has re-priced it.
  await gotoHydrated(page, "/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByText(cartText.checking)).toBeHidden();
  const cartTotal = kurusOf(await page.getByTestId("cart-total").innerText());
  expect(cartTotal).toBeGreaterThan(0);

  await page.getByRole("link", { name: cartText.checkout }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: c.title })).toBeVisible();
  expect(kurusOf(await page.getByTestId("checkout-total").innerText())).toBe(cartTotal);

  // Submitting the empty form: every field says "Zorunlu alan", the consent box its own message.
  const submit = page.getByRole("button", { name: c.placeOrder });
  await submit.click();
  for (const name of FIELDS) {
    await expect(page.locator(`#${name}-error`), name).toHaveText(c.required);
    await expect(page.locator(`#${name}`)).toHaveAttribute("aria-invalid", "true");
  }
  await expect(page.locator("#acceptTerms-error")).toHaveText(c.mustAccept);
  await expect(page.getByTestId("form-error")).toHaveText(c.fixErrors);
  await expect(page).toHaveURL(/\/checkout$/);
  // The first field with an error has the focus.
  await expect(page.locator("#recipientName")).toBeFocused();

  // Typing into a field clears its error only.
  await page.locator("#recipientName").fill(shopper.recipientName);
  await expect(page.locator("#recipientName-error")).toHaveCount(0);
  await expect(page.locator("#recipientName")).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#recipientProvince-error")).toHaveText(c.required);

  // Everything filled, the box ticked: the consent error goes too.
  await fillCheckout(page);
  await expect(page.locator("#acceptTerms-error")).toHaveCount(0);
  for (const name of FIELDS) await expect(page.locator(`#${name}-error`)).toHaveCount(0);

  const dayBefore = istanbulDay();
  await submit.click();

  // The confirmation page: the payment is being processed, or already paid when the simulated payment
  // (settled about 2 s after the order) was quicker than the page. One snapshot of the page, so the title
  // and the "processing" line are read from the same render.
  await expect(page).toHaveURL(ORDER_URL);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(pendingOrPaidTitle(page)).toBeVisible();
  const firstRender = await page.evaluate(() => ({
    title: document.querySelector("h1")?.textContent?.trim(),
    processing: document.querySelector('[data-testid="payment-processing"]')?.textContent?.trim() ?? null,
  }));
  if (firstRender.title === confirmationText.pendingTitle) expect(firstRender.processing).toBe(confirmationText.processing);
  // With JavaScript the page asks for its data again; no <meta refresh> is live (it sits in <noscript>).
  expect(await page.locator('meta[http-equiv="refresh"]').count()).toBe(0);
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });
  // …then, within seconds and without a reload, it is paid.
  await expect(heading).toHaveText(confirmationText.successTitle, { timeout: 10_000 });
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  await expect(page.getByTestId("payment-processing")).toHaveCount(0);
  await expect(page.getByTestId("payment-status")).toHaveText(paymentStatusText.completed);
  // Paid and waiting to be prepared: confirmed, in green, not the yellow "Beklemede" of an unpaid order.
  await expect(page.getByTestId("order-status")).toHaveText(shopperOrderStatusText.confirmed);
  await expect(page.getByTestId("order-status")).toHaveClass(/bg-green-100/);
  await expectOrderNumber(page, [dayBefore, istanbulDay()]);
  expect(kurusOf(await page.getByTestId("order-total").innerText())).toBe(cartTotal);
  await expect(page.getByText(STOCKED_MAGNET.name)).toBeVisible();
  await expect(page.getByTestId("order-message")).toHaveText(shopper.anonymousMessage);
  // The page is for the sender only: never indexed.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  // The cart is empty now: the header badge shows nothing, and /cart says so.
  await expect(page.getByRole("link", { name: tr.nav.cartWithCount(0) })).toBeVisible();
  await expect(page.getByTestId("cart-badge")).toBeHidden();
  await gotoHydrated(page, "/cart");
  await expect(page.getByText(cartText.empty, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: tr.nav.cartWithCount(0) })).toBeVisible();
});

test("checkout with an empty cart ends on the cart page", async ({ page }) => {
  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText(cartText.empty, { exact: true })).toBeVisible();
});

test.describe("without JavaScript", () => {
  async function noScriptPage(browser: Browser) {
    const context = await browser.newContext({ javaScriptEnabled: false });
    return { context, page: await context.newPage() };
  }

  test("the same order is placed with plain form posts and a cookie cart", async ({ browser }) => {
    const { context, page } = await noScriptPage(browser);
    try {
      // An in-stock product from the list (not sold out, not nearly sold out), not a cut-out: those ask for a photo
      // first (docs/product.md#personalised-gifts).
      await page.goto("/products");
      const card = page
        .getByRole("article")
        .filter({ hasNotText: productText.outOfStock })
        .filter({ hasNotText: /Son \d+ adet!/ })
        .filter({ hasNotText: /Karton/ })
        .first();
      const link = card.getByRole("link").first();
      const productName = (await link.innerText()).trim();
      expect(productName.length).toBeGreaterThan(0);
      await link.click();
      await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/);
      await expect(page.getByRole("heading", { level: 1, name: productName })).toBeVisible();

      // "Sepete Ekle" posts the form to /cart, which puts the product in the cookie cart and shows it.
      await addToCartButton(page).click();
      await expect(page).toHaveURL(/\/cart$/);
      const line = page.getByTestId("cart-line");
      await expect(line).toHaveCount(1);
      await expect(line).toContainText(productName);
      const cartTotal = kurusOf(await page.getByTestId("cart-total").innerText());

      await page.getByRole("link", { name: cartText.checkout }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByRole("heading", { level: 1, name: c.title })).toBeVisible();
      expect(kurusOf(await page.getByTestId("checkout-total").innerText())).toBe(cartTotal);

      // The server validates too: an empty form comes back with the errors.
      await page.getByRole("button", { name: c.placeOrder }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      for (const name of FIELDS) await expect(page.locator(`#${name}-error`), name).toHaveText(c.required);
      await expect(page.locator("#acceptTerms-error")).toHaveText(c.mustAccept);

      await fillCheckout(page);
      const dayBefore = istanbulDay();
      await page.getByRole("button", { name: c.placeOrder }).click();

      await expect(page).toHaveURL(ORDER_URL);
      // The GET never settles the payment: the first page is the pending one, refreshing itself.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(confirmationText.pendingTitle);
      await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(1);

      // No script polls the page: it reloads itself until the job has settled the payment, then stops.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(confirmationText.successTitle, { timeout: 15_000 });
      await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
      await page.waitForLoadState("load");
      await expectOrderNumber(page, [dayBefore, istanbulDay()]);
      expect(kurusOf(await page.getByTestId("order-total").innerText())).toBe(cartTotal);
      await expect(page.getByTestId("payment-status")).toHaveText(paymentStatusText.completed);

      // The cookie cart was emptied with the order.
      await page.goto("/cart");
      await expect(page.getByText(cartText.empty, { exact: true })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});

test("the confirmation page of an unknown order is a 404 'Sipariş Bulunamadı'", async ({ page }) => {
  for (const id of ["3f2b9c1e-7a4d-4e8f-9b6a-2c1d0e9f8a7b", "not-an-order"]) {
    const response = await page.goto(`/order-confirmation/${id}`);
    expect(response?.status(), id).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: confirmationText.notFoundTitle })).toBeVisible();
    await expect(page.getByText(confirmationText.notFoundText)).toBeVisible();
  }
});
