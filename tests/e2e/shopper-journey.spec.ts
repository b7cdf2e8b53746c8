// docs/product.md#product-list, #product-page, #cart, #money, #shipping:
// the path a shopper takes from the home page to a cart with the right totals.
import { expect, test } from "@playwright/test";
import { cartText } from "../../app/lib/i18n/cart";
import { productText } from "../../app/lib/i18n/product";
import { productsText } from "../../app/lib/i18n/products";
import { tr } from "../../app/lib/i18n/tr";
import { amountAfterLabel, gotoHydrated, kurusOf, PRICE, waitForHydration } from "./support/shop";

test("home → products → category → product → add to cart → cart totals follow the quantity", async ({ page }) => {
  // Home: the header's navigation leads to the products.
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("navigation", { name: tr.nav.mainNavigation }).getByRole("link", { name: tr.nav.products, exact: true }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole("heading", { level: 1, name: productsText.title })).toBeVisible();

  // Category chips: "Tümü" plus one per active category; choosing one puts it in the URL.
  const chips = page.getByRole("navigation", { name: productsText.categoryFilter });
  await expect(chips.getByRole("link", { name: productsText.all, exact: true })).toBeVisible();
  await chips.getByRole("link", { name: /kupa/i }).first().click();
  await expect(page).toHaveURL(/[?&]category=kupa(?:&|$)/);
  await expect(page.getByRole("article").first()).toBeVisible();

  // Open a mug that is in stock (no "Stokta Yok" overlay) and not nearly sold out (room to add two).
  const card = page
    .getByRole("article")
    .filter({ hasNotText: productText.outOfStock })
    .filter({ hasNotText: /Son \d+ adet!/ })
    .first();
  const cardLink = card.getByRole("link").first();
  const productName = (await cardLink.innerText()).trim();
  expect(productName.length).toBeGreaterThan(0);
  await cardLink.click();
  await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: productName })).toBeVisible();
  await expect(page.getByText(/^Stokta \(\d+ adet\)$/)).toBeVisible();
  await waitForHydration(page);

  // Add to cart: the button confirms, the header badge counts.
  const cartLink = page.getByRole("link", { name: tr.nav.cartWithCount(1) });
  await expect(page.getByRole("link", { name: tr.nav.cartWithCount(0) })).toBeVisible();
  await page.getByRole("button", { name: productText.addToCart, exact: true }).first().click();
  await expect(page.getByRole("button", { name: productText.addedToCart })).toBeVisible();
  await expect(cartLink).toBeVisible();
  await expect(cartLink).toHaveText("1");
  // The confirmation goes back to "Sepete Ekle" after 2 seconds.
  await expect(page.getByRole("button", { name: productText.addToCart, exact: true }).first()).toBeVisible({ timeout: 5_000 });

  // The cart shows the line and the totals: subtotal + shipping = total.
  await cartLink.click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("heading", { level: 1, name: cartText.title })).toBeVisible();
  const line = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: productName }) })
    .last();
  await expect(line).toBeVisible();
  await expect(line).toContainText(PRICE);
  const summary = page
    .locator("aside, section, div")
    .filter({ has: page.getByRole("heading", { name: cartText.summary }) })
    .filter({ hasText: cartText.subtotal })
    .last();
  await expect(summary).toBeVisible();
  await expect(page.getByText(cartText.checking)).toBeHidden();
  await expect(summary).toContainText(PRICE);

  const unitPrice = kurusOf((await line.getByText(PRICE).first().innerText()).trim());
  const subtotal1 = await amountAfterLabel(summary, cartText.subtotal);
  const shipping1 = await amountAfterLabel(summary, cartText.shipping);
  const total1 = await amountAfterLabel(summary, cartText.total, { notPrecededBy: "Ara" });
  expect(subtotal1).toBe(unitPrice);
  expect(total1).toBe(subtotal1 + shipping1);

  // Plus: two of them; totals follow; the header badge too.
  await line.getByRole("button", { name: productText.increase }).click();
  await expect(page.getByRole("link", { name: tr.nav.cartWithCount(2) })).toBeVisible();
  await expect.poll(() => amountAfterLabel(summary, cartText.subtotal)).toBe(unitPrice * 2);
  const shipping2 = await amountAfterLabel(summary, cartText.shipping);
  expect(shipping2).toBe(shipping1);
  expect(await amountAfterLabel(summary, cartText.total, { notPrecededBy: "Ara" })).toBe(unitPrice * 2 + shipping2);

  // Minus: back to one.
  await line.getByRole("button", { name: productText.decrease }).click();
  await expect(page.getByRole("link", { name: tr.nav.cartWithCount(1) })).toBeVisible();
  await expect.poll(() => amountAfterLabel(summary, cartText.subtotal)).toBe(unitPrice);
  expect(await amountAfterLabel(summary, cartText.total, { notPrecededBy: "Ara" })).toBe(total1);

  // The cart survives a reload (local storage).
  await gotoHydrated(page, "/cart");
  await expect(page.getByRole("link", { name: productName }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: tr.nav.cartWithCount(1) })).toBeVisible();
});

test("the empty cart invites the shopper back to the products", async ({ page }) => {
  await gotoHydrated(page, "/cart");
  await expect(page.getByText(cartText.empty, { exact: true })).toBeVisible();
  await page.getByRole("link", { name: cartText.continueShopping }).click();
  await expect(page).toHaveURL(/\/products$/);
});
