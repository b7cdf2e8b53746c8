// A finger needs a target of at least 44 × 44 px (docs/product.md#page-shell): on a 390×844 phone, every link
// of the footer (quick and legal links, social links, the e-mail address and the WhatsApp button), the
// header's logo, the WhatsApp button of the phone menu and each product card's title measure at least that,
// as the browser lays them out. Screenshots of the home page at a phone and a laptop size for a person to look at.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { tr } from "../../app/lib/i18n/tr";
import { gotoHydrated } from "./support/shop";
import path from "node:path";
import { shot, shotsFolder } from "./support/shots";

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 800 };
const MIN = 44;

/**
 * The element's box once the scroll that brought it into view has settled: right after scrolling to the
 * footer, Chromium may answer "no box" for a moment while the element is plainly laid out.
 */
async function settledBox(target: Locator) {
  for (let attempt = 0; attempt < 10; attempt++) {
    const box = await target.boundingBox();
    if (box) return box;
    await target.page().waitForTimeout(100);
  }
  return null;
}

/** Each element's clickable box, named for the failure message, and any smaller than 44 px either way. */
async function smallTargets(targets: Locator, what: string): Promise<string[]> {
  const count = await targets.count();
  expect(count, `${what}: some on the page`).toBeGreaterThan(0);
  const small: string[] = [];
  for (let i = 0; i < count; i++) {
    const target = targets.nth(i);
    // A home row renders its cards as it nears the viewport: the element found may be replaced while scrolling,
    // and the locator then finds its successor.
    for (let attempt = 0; ; attempt++) {
      try {
        await target.scrollIntoViewIfNeeded({ timeout: 5_000 });
        break;
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
    const box = await settledBox(target);
    if (!box || box.height < MIN || box.width < MIN) {
      const name = ((await target.getAttribute("aria-label")) ?? (await target.innerText())).trim() || (await target.getAttribute("href"));
      small.push(`${what} "${name}": ${box ? `${Math.round(box.width)}×${Math.round(box.height)}` : "not laid out"}`);
    }
  }
  return small;
}

/** A screenshot of one part of the page (the footer, the first cards), when SHOTS_DIR is set. */
async function shootPart(part: Locator, name: string) {
  const dir = shotsFolder("tap-targets");
  if (dir) await part.screenshot({ path: path.join(dir, `${name}.png`) });
}

async function expectNoSmallTargets(page: Page) {
  const footer = page.getByRole("contentinfo");
  const small = [
    ...(await smallTargets(footer.getByRole("link"), "footer link")),
    ...(await smallTargets(footer.locator('a[href^="mailto:"]'), "footer e-mail")),
    ...(await smallTargets(footer.getByTestId("whatsapp-link"), "footer WhatsApp")),
    ...(await smallTargets(page.getByRole("banner").getByRole("link", { name: tr.shopName, exact: true }), "header logo")),
    ...(await smallTargets(page.getByTestId("product-card").getByRole("heading").getByRole("link"), "card title")),
  ];
  expect(small).toEqual([]);
}

test.describe("tap targets on a 390×844 phone", () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test("the footer's links, the e-mail and WhatsApp, the header logo and the product cards' titles are at least 44 px", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expectNoSmallTargets(page);
    await gotoHydrated(page, "/products");
    await expectNoSmallTargets(page);
    // The card's title still opens its product (the whole card does).
    const title = page.getByTestId("product-card").first().getByRole("heading").getByRole("link");
    const href = await title.getAttribute("href");
    await title.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));

    await gotoHydrated(page, "/");
    await shot(page, "tap-targets", "home-phone", { fullPage: true });
    await shootPart(page.getByRole("contentinfo"), "footer-phone");
    await shootPart(page.getByTestId("product-row").first(), "cards-phone");
    await shootPart(page.getByRole("banner"), "header-phone");
  });

  test("the phone menu's WhatsApp button and logo are at least 44 px", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: tr.nav.openMenu }).click();
    const menu = page.getByRole("dialog", { name: tr.nav.navigation });
    await expect(menu).toBeVisible();
    const small = [
      ...(await smallTargets(menu.getByTestId("whatsapp-link"), "menu WhatsApp")),
      ...(await smallTargets(menu.getByRole("link", { name: tr.shopName, exact: true }), "menu logo")),
    ];
    expect(small).toEqual([]);
  });
});

test.describe("the same page on a 1366×800 laptop", () => {
  test.use({ viewport: LAPTOP });

  test("keeps its layout: footer columns side by side, cards in rows, nothing wider than the window", async ({ page }) => {
    await gotoHydrated(page, "/");
    const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
    expect(width).toBeLessThanOrEqual(LAPTOP.width);
    const columns = page.getByRole("contentinfo").getByRole("navigation");
    const tops = await columns.evaluateAll((navs) => navs.map((nav) => Math.round(nav.getBoundingClientRect().top)));
    expect(new Set(tops).size, "footer columns on one line").toBe(1);
    await shot(page, "tap-targets", "home-laptop", { fullPage: true });
    await shootPart(page.getByRole("contentinfo"), "footer-laptop");
    await shootPart(page.getByRole("banner"), "header-laptop");
    await gotoHydrated(page, "/products");
    await shot(page, "tap-targets", "products-laptop", { fullPage: false });
  });
});
