// No serious or critical axe-core violations on any shopper page (WCAG 2.x A/AA + best practices).
import { expect, test } from "@playwright/test";
import { cartText } from "../../app/lib/i18n/cart";
import { productText } from "../../app/lib/i18n/product";
import { tr } from "../../app/lib/i18n/tr";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { gotoHydrated, SPECIAL_MUG, STATIC_PAGES, waitForHydration } from "./support/shop";

for (const path of ["/", "/products", "/products?category=kupa", ...STATIC_PAGES]) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test("a product page has no serious accessibility violations", async ({ page }) => {
  await gotoHydrated(page, `/product/${SPECIAL_MUG.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: SPECIAL_MUG.name })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("the product-not-found view has no serious accessibility violations", async ({ page }) => {
  await gotoHydrated(page, "/product/boyle-bir-urun-yok");
  await expect(page.getByRole("heading", { level: 1, name: productText.notFoundTitle })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("the empty cart has no serious accessibility violations", async ({ page }) => {
  await gotoHydrated(page, "/cart");
  await expect(page.getByText(cartText.empty, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("the cart with an item has no serious accessibility violations", async ({ page }) => {
  await gotoHydrated(page, `/product/${SPECIAL_MUG.slug}`);
  await page.getByRole("button", { name: productText.addToCart, exact: true }).first().click();
  await expect(page.getByRole("link", { name: tr.nav.cartWithCount(1) })).toBeVisible();
  await page.getByRole("link", { name: tr.nav.cartWithCount(1) }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: cartText.summary })).toBeVisible();
  await expect(page.getByText(cartText.checking)).toBeHidden();
  await expectNoSeriousA11yViolations(page);
});

test("the open mobile menu has no serious accessibility violations", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: tr.nav.openMenu }).click();
  const menu = page.getByRole("dialog", { name: tr.nav.navigation });
  await expect(menu).toBeVisible();
  await expect.poll(async () => (await menu.boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
});

test("the open search dropdown has no serious accessibility violations", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("combobox", { name: tr.search.label }).pressSequentially("kupa");
  await expect(page.getByRole("option").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
