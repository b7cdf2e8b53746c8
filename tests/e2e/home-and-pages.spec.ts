// docs/product.md#home, #page-shell, #legal-and-company-pages: the home page (hero with a call to action to the products and a how-it-works button, three
// steps, four feature blocks, closing call to action), "every page change scrolls to top", and the
// static company and legal pages reached from the footer.
import { expect, test } from "@playwright/test";
import { notFoundNoticeText } from "../../app/lib/i18n/not-found-notice";
import { homeText } from "../../app/lib/i18n/pages/home";
import { productsText } from "../../app/lib/i18n/products";
import { tr } from "../../app/lib/i18n/tr";
import { DEMO_SHOP_SETTINGS } from "../../app/lib/shop-settings";
import { gotoHydrated, waitForHydration } from "./support/shop";
import { footerText, legalLinks } from "../../app/lib/i18n/footer";

const home = homeText(DEMO_SHOP_SETTINGS);

test("the home page shows the hero, three steps, four features and the closing call to action", async ({ page }) => {
  await gotoHydrated(page, "/");
  await expect(page).toHaveTitle(new RegExp(tr.shopName));
  await expect(page.getByRole("heading", { level: 1, name: home.hero.title })).toBeVisible();
  await expect(page.getByRole("link", { name: home.hero.primaryCta })).toHaveAttribute("href", "/products");

  // "Nasıl Çalışır?" brings the three steps into view.
  await page.getByRole("link", { name: home.hero.secondaryCta }).click();
  const steps = page.getByRole("region", { name: home.steps.title });
  await expect(steps).toBeInViewport();
  await expect(steps.getByRole("listitem")).toHaveCount(3);
  for (const step of home.steps.items) {
    await expect(steps.getByRole("heading", { name: step.title })).toBeVisible();
  }

  const features = page.getByRole("region", { name: home.features.title });
  await expect(features.getByRole("listitem")).toHaveCount(4);
  for (const feature of Object.values(home.features.items)) {
    await expect(features.getByRole("heading", { name: feature.title })).toBeVisible();
  }

  // The closing call to action, far down the page, opens the products at the top of the page.
  const closing = page.getByRole("link", { name: home.closing.cta });
  await closing.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await closing.click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole("heading", { level: 1, name: productsText.title })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("an unknown address lands on the home page, which says the page was not found, once", async ({ page }) => {
  await page.goto("/yok-boyle-sayfa");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("status").filter({ hasText: notFoundNoticeText })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: home.hero.title })).toBeVisible();
  // Said once: the home page opened again does not repeat it.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: home.hero.title })).toBeVisible();
  await expect(page.getByText(notFoundNoticeText)).toHaveCount(0);
  // Through the app's own navigation as well (with JavaScript, no new document).
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
    const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter;
    void router.navigate("/eski-kampanya");
  });
  await expect(page.getByText(notFoundNoticeText)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});

test("each legal page opens from the footer with its own title", async ({ page }) => {
  await gotoHydrated(page, "/");
  for (const link of legalLinks) {
    await page.getByRole("contentinfo").getByRole("link", { name: link.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${link.to}$`));
    await expect(page.getByRole("heading", { level: 1, name: link.label })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(link.label));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  }
});

test("the about and contact pages open from the footer's quick links", async ({ page }) => {
  await gotoHydrated(page, "/");
  const quickLinks = page.getByRole("navigation", { name: footerText.quickLinks });
  await quickLinks.getByRole("link", { name: tr.nav.about, exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await quickLinks.getByRole("link", { name: tr.nav.contact, exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  // Contact: the shop's e-mail address is shown.
  await expect(page.getByRole("main").getByRole("link", { name: DEMO_SHOP_SETTINGS.email }).first()).toBeVisible();
});
