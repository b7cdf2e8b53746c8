// docs/product.md#screens-and-urls, #page-shell: any other path redirects to /; the page shell's header (desktop nav, cart) and the mobile
// slide-out menu (Navigation + Legal links) that animates closed over 300 ms.
import { expect, test } from "@playwright/test";
import { tr } from "../../app/lib/i18n/tr";
import { gotoHydrated } from "./support/shop";
import { legalLinks } from "../../app/lib/i18n/footer";

test("an unknown path ends on the home page", async ({ page }) => {
  const response = await page.goto("/bu-sayfa-yok");
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  expect(response?.ok()).toBe(true);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the header has the logo, Ana Sayfa / Ürünler, the search box and the cart", async ({ page }) => {
  await gotoHydrated(page, "/about");
  const nav = page.getByRole("navigation", { name: tr.nav.mainNavigation });
  await expect(nav.getByRole("link", { name: tr.nav.home, exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: tr.nav.products, exact: true })).toBeVisible();
  await expect(page.getByRole("combobox", { name: tr.search.label })).toBeVisible();
  await expect(page.getByRole("link", { name: tr.nav.cartWithCount(0) })).toBeVisible();
  await nav.getByRole("link", { name: tr.nav.home, exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the footer lists the legal pages", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const link of legalLinks) {
    await expect(footer.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.to);
  }
});

test.describe("mobile menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("opens with the navigation and legal links, closes by sliding out over 300 ms", async ({ page }) => {
    await gotoHydrated(page, "/");
    // The desktop navigation is hidden on a phone; the menu button takes its place.
    await expect(page.getByRole("navigation", { name: tr.nav.mainNavigation })).toBeHidden();
    const openButton = page.getByRole("button", { name: tr.nav.openMenu });
    await expect(openButton).toBeVisible();
    await expect(openButton).toHaveAttribute("aria-expanded", "false");

    await openButton.click();
    const menu = page.getByRole("dialog", { name: tr.nav.navigation });
    await expect(menu).toBeVisible();
    for (const name of [tr.nav.home, tr.nav.products, tr.nav.about, tr.nav.contact]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    for (const link of legalLinks) {
      await expect(menu.getByRole("link", { name: link.label, exact: true })).toBeVisible();
    }
    // Fully slid in: the panel's left edge is on screen.
    await expect.poll(async () => (await menu.boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(0);

    // Closing slides it out over 300 ms: right after the click it is still shown, sliding back off the screen
    // (the built stylesheet writes translateX(-100%) as translate(-100%)).
    const closing = await menu.evaluate((panel, label) => {
      panel.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)?.click();
      const slide = panel.getAnimations().find((animation) => (animation as CSSTransition).transitionProperty === "transform");
      return {
        display: getComputedStyle(panel).display,
        slideMs: slide?.effect?.getTiming().duration,
        to: (slide?.effect as KeyframeEffect | undefined)?.getKeyframes().at(-1)?.transform,
      };
    }, tr.nav.closeMenu);
    expect(closing).toEqual({ display: "flex", slideMs: 300, to: "translate(-100%)" });
    await expect(menu).toHaveCount(0);
    await expect(openButton).toBeFocused();
  });

  test("Escape closes it, and following a link closes it and navigates", async ({ page }) => {
    await gotoHydrated(page, "/");
    const openButton = page.getByRole("button", { name: tr.nav.openMenu });
    const menu = page.getByRole("dialog", { name: tr.nav.navigation });

    await openButton.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);

    await openButton.click();
    await menu.getByRole("link", { name: tr.nav.about, exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toHaveCount(0);
  });
});
