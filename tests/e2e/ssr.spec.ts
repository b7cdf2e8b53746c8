// Server-side rendering: with JavaScript switched off the catalogue pages already show what a shopper
// (and a search engine) needs: names, prices formatted like ₺149,99 and stock texts.
import { expect, test } from "@playwright/test";
import { productText } from "../../app/lib/i18n/product";
import { productsText } from "../../app/lib/i18n/products";
import { tr } from "../../app/lib/i18n/tr";
import { PRICE, SPECIAL_MUG } from "./support/shop";

test.use({ javaScriptEnabled: false });

test("/products is complete without JavaScript", async ({ page }) => {
  await page.goto("/products");
  await expect(page.getByRole("heading", { level: 1, name: productsText.title })).toBeVisible();
  const cards = page.getByRole("article");
  expect(await cards.count()).toBeGreaterThanOrEqual(8);
  const first = cards.first();
  await expect(first.getByRole("link").first()).toHaveText(/\S/);
  await expect(first).toContainText(PRICE);
  await expect(page.getByRole("link", { name: SPECIAL_MUG.name }).first()).toBeVisible();
  // Stock texts: a nearly sold-out product says "Son n adet!", a sold-out one "Stokta Yok".
  await expect(page.getByText(/^Son [1-4] adet!$/).first()).toBeVisible();
  await expect(page.getByText(productText.outOfStock, { exact: true }).first()).toBeVisible();
  // A discounted product shows its old price struck through.
  await expect(page.locator("del, s").filter({ hasText: PRICE }).first()).toBeVisible();

  // Category chips are plain links that work without JavaScript.
  await page.getByRole("navigation", { name: productsText.categoryFilter }).getByRole("link", { name: /kupa/i }).first().click();
  await expect(page).toHaveURL(/[?&]category=kupa(?:&|$)/);
  await expect(page.getByRole("link", { name: SPECIAL_MUG.name }).first()).toBeVisible();
});

test("a product page is complete without JavaScript", async ({ page }) => {
  const response = await page.goto(`/product/${SPECIAL_MUG.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: SPECIAL_MUG.name })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(PRICE);
  await expect(page.getByText(/^(Stokta \(\d+ adet\)|Stokta Yok)$/).first()).toBeVisible();
  await expect(page.getByText(productText.description, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(SPECIAL_MUG.name));
});

test("an unknown product answers 404 with the not-found view", async ({ page }) => {
  const response = await page.goto("/product/boyle-bir-urun-yok");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: productText.notFoundTitle })).toBeVisible();
  await expect(page.getByText(productText.notFoundText)).toBeVisible();
});

test("the header search works without JavaScript: it lists matches on /products", async ({ page }) => {
  await page.goto("/");
  const box = page.getByRole("combobox", { name: tr.search.label });
  await box.fill("ozel");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/products\?q=ozel$/);
  await expect(page.getByRole("link", { name: SPECIAL_MUG.name }).first()).toBeVisible();
});
