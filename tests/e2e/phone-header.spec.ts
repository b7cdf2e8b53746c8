// docs/product.md#page-shell, #search, #contact-and-social-links, #caching: the shop's header, phone menu,
// search dropdown and footer on a 390×844 phone and a 1366×800 laptop, with and without JavaScript.
import { type Browser, expect, type Page, test } from "@playwright/test";
import { navigationText } from "../../app/lib/i18n/navigation";
import { productText } from "../../app/lib/i18n/product";
import { tr } from "../../app/lib/i18n/tr";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { gotoHydrated, SPECIAL_MUG } from "./support/shop";
import { legalLinks } from "../../app/lib/i18n/footer";
import { DEMO_SHOP_SETTINGS } from "../../app/lib/shop-settings";

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 800 };
const NAVIGATION = [tr.nav.home, tr.nav.products, tr.nav.about, tr.nav.contact];

const menuButton = (page: Page) => page.getByRole("button", { name: tr.nav.openMenu });
const menu = (page: Page) => page.getByRole("dialog", { name: tr.nav.navigation });
const searchBox = (page: Page) => page.getByRole("combobox", { name: tr.search.label });
const scrollLocked = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow === "hidden");

async function expectMenuOpen(page: Page) {
  const panel = menu(page);
  await expect(panel).toBeVisible();
  for (const name of NAVIGATION) await expect(panel.getByRole("link", { name, exact: true })).toBeVisible();
  for (const link of legalLinks) await expect(panel.getByRole("link", { name: link.label, exact: true })).toBeVisible();
  // Slid in over the page: on screen, narrower than it, above everything at its centre.
  await expect.poll(async () => (await panel.boundingBox())?.x).toBe(0);
  const box = await panel.boundingBox();
  expect(box?.width).toBeLessThan(PHONE.width);
  expect(box?.height).toBe(PHONE.height);
  expect(await page.evaluate(() => document.elementFromPoint(100, 420)?.closest("[role=dialog]") !== null)).toBe(true);
  expect(await scrollLocked(page)).toBe(true);
}

async function expectMenuClosed(page: Page) {
  await expect(menu(page)).toHaveCount(0);
  expect(await scrollLocked(page)).toBe(false);
}

test.describe("the phone menu at 390×844", () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test("with JavaScript: slides over the page, keeps focus inside, closes on Escape, the backdrop and a link", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByRole("navigation", { name: tr.nav.mainNavigation })).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");

    await menuButton(page).click();
    await expectMenuOpen(page);
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
    await expect(menu(page).getByRole("button", { name: tr.nav.closeMenu })).toBeFocused();
    await expect(menu(page).getByTestId("whatsapp-link")).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=/);
    await expectNoSeriousA11yViolations(page);
    // Tab and Shift+Tab go round inside the menu.
    const focusInMenu = () => page.evaluate(() => document.activeElement?.closest("[role=dialog]") !== null);
    for (let i = 0; i < 16; i++) {
      await page.keyboard.press("Tab");
      expect(await focusInMenu()).toBe(true);
    }
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await focusInMenu()).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expectMenuClosed(page);
    await expect(menuButton(page)).toBeFocused();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");

    // The backdrop (right of the panel) closes it.
    await menuButton(page).click();
    await expectMenuOpen(page);
    await page.mouse.click(PHONE.width - 20, PHONE.height / 2);
    await expectMenuClosed(page);

    await menuButton(page).click();
    await menu(page).getByRole("link", { name: tr.nav.contact, exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expectMenuClosed(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("opens from ☰, closes on Escape and the backdrop, and its links lead on", async ({ page }) => {
      await page.goto("/products");
      await menuButton(page).click();
      await expectMenuOpen(page);
      await page.keyboard.press("Escape");
      await expectMenuClosed(page);

      await menuButton(page).click();
      await expectMenuOpen(page);
      await page.mouse.click(PHONE.width - 20, PHONE.height / 2);
      await expectMenuClosed(page);

      await menuButton(page).click();
      await menu(page).getByRole("button", { name: tr.nav.closeMenu }).click();
      await expectMenuClosed(page);

      await menuButton(page).click();
      await menu(page).getByRole("link", { name: legalLinks[0].label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${legalLinks[0].to}$`));
      await expectMenuClosed(page);
    });
  });

  test("the search dropdown stays on the screen, thumbnails whole, and ends with 'Tüm sonuçlar'", async ({ page }) => {
    await gotoHydrated(page, "/");
    await searchBox(page).pressSequentially("kupa");
    const options = page.getByRole("listbox", { name: tr.search.results }).getByRole("option");
    await expect(options.first()).toBeVisible();
    for (const option of await options.all()) {
      const box = await option.boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
      const image = await option.locator("img, span").first().boundingBox();
      expect(image?.x).toBeGreaterThanOrEqual(0);
    }
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: navigationText.search.allResults }).click();
    await expect(page).toHaveURL(/\/products\?q=kupa$/);
    await expect(searchBox(page)).toHaveValue("kupa");
    await expect(page.getByRole("listbox", { name: tr.search.results })).toBeHidden();
  });
});

for (const [size, viewport] of Object.entries({ phone: PHONE, laptop: LAPTOP })) {
  test.describe(`${size} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("the footer has the WhatsApp button and the social links that are set, our own icons, nothing from outside", async ({ page }) => {
      const outside: string[] = [];
      page.on("request", (request) => {
        if (!request.url().startsWith("http://127.0.0.1") && !request.url().startsWith("data:")) outside.push(request.url());
      });
      await gotoHydrated(page, "/");
      const footer = page.getByRole("contentinfo");
      const whatsapp = footer.getByRole("link", { name: navigationText.contact.whatsapp });
      await expect(whatsapp).toHaveAttribute(
        "href",
        `https://wa.me/905325550123?text=${encodeURIComponent(navigationText.contact.whatsappMessage(DEMO_SHOP_SETTINGS.shopName))}`,
      );
      const social = footer.getByRole("navigation", { name: navigationText.contact.followUs });
      await expect(social.getByRole("link", { name: "Instagram" })).toHaveAttribute("href", /^https:\/\/www\.instagram\.com\//);
      await expect(social.getByRole("link", { name: "Facebook" })).toHaveAttribute("href", /^https:\/\/www\.facebook\.com\//);
      // Not set in the settings: not shown.
      await expect(social.getByRole("link")).toHaveCount(2);
      await whatsapp.scrollIntoViewIfNeeded();
      await expectNoSeriousA11yViolations(page);
      expect(outside).toEqual([]);
    });

    test("without JavaScript the search box shows the listed term again", async ({ browser }) => {
      const context = await browser.newContext({ viewport, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto("/products?q=kupa");
      await expect(searchBox(page)).toHaveValue("kupa");
      await context.close();
    });

    test("without JavaScript the cart badge counts the shopper's own cart, on cached pages too", async ({ browser }) => {
      const shopper = await noScriptShopper(browser, viewport);
      await shopper.goto(`/product/${SPECIAL_MUG.slug}`);
      await expect(shopper.getByTestId("cart-badge")).toBeHidden();
      // Without JavaScript the button posts to /cart, which puts the line in the cart cookie and shows the cart.
      await shopper.getByRole("button", { name: productText.addToCart, exact: true }).first().click();
      await expect(shopper).toHaveURL(/\/cart$/);
      for (const path of [`/product/${SPECIAL_MUG.slug}`, "/", "/products", "/about", "/cart"]) {
        await shopper.goto(path);
        await expect(shopper.getByRole("link", { name: tr.nav.cartWithCount(1) })).toBeVisible();
        await expect(shopper.getByTestId("cart-badge")).toHaveText("1");
      }
      // Another shopper, the same (stored) pages: an empty cart.
      const other = await noScriptShopper(browser, viewport);
      for (const path of [`/product/${SPECIAL_MUG.slug}`, "/"]) {
        await other.goto(path);
        await expect(other.getByRole("link", { name: tr.nav.cartWithCount(0) })).toBeVisible();
        await expect(other.getByTestId("cart-badge")).toBeHidden();
      }
      await shopper.context().close();
      await other.context().close();
    });
  });
}

async function noScriptShopper(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, javaScriptEnabled: false });
  return context.newPage();
}

test.describe("the laptop header", () => {
  test("at 820 px 'Ana Sayfa' stays on one line", async ({ page }) => {
    await page.setViewportSize({ width: 820, height: 1000 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: tr.nav.mainNavigation });
    for (const name of [tr.nav.home, tr.nav.products]) {
      const box = await nav.getByRole("link", { name, exact: true }).boundingBox();
      // One line of text-sm (20 px) plus the link's padding (2 × 8 px).
      expect(box?.height).toBeLessThanOrEqual(36);
    }
  });

  test.use({ viewport: LAPTOP });

  test("has the navigation, the search box and the cart, and no menu button", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByRole("navigation", { name: tr.nav.mainNavigation })).toBeVisible();
    await expect(menuButton(page)).toBeHidden();
    await expect(searchBox(page)).toBeVisible();
    await expect(page.getByRole("link", { name: tr.nav.cartWithCount(0) })).toBeVisible();
    await searchBox(page).pressSequentially("kupa");
    await expect(page.getByRole("link", { name: navigationText.search.allResults })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
