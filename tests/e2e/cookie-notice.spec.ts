// The cookie notice (docs/product.md#cookie-notice): shown on a first visit, never over a buy button on a phone,
// closed for good by `Tamam` (with and without JavaScript), and the cookie policy listing every cookie. The other
// specs start with the notice closed (playwright.config.ts storageState); these contexts start without cookies.
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { COOKIES } from "../../app/lib/cookies";
import { cookieNoticeText } from "../../app/lib/i18n/cookies";
import { productText } from "../../app/lib/i18n/product";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { gotoHydrated, SPECIAL_MUG } from "./support/shop";
import { shot } from "./support/shots";

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 800 };

async function firstVisit(browser: Browser, viewport: { width: number; height: number }, javaScriptEnabled = true) {
  return browser.newContext({ viewport, javaScriptEnabled, locale: "tr-TR", storageState: { cookies: [], origins: [] } });
}

const notice = (page: Page) => page.getByRole("region", { name: cookieNoticeText.label });

/** Whether the element at the centre of `target` is `target` or inside it (nothing covers it there). */
async function uncoveredAtCentre(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

async function closedCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === "cerez_bildirimi");
}

test("phone, first visit: the notice shows, the add-to-cart buttons stay uncovered, Tamam closes it for the next pages", async ({ browser }) => {
  const context = await firstVisit(browser, PHONE);
  const page = await context.newPage();
  await gotoHydrated(page, `/product/${SPECIAL_MUG.slug}`);
  await expect(notice(page)).toBeVisible();
  await expect(notice(page)).toContainText(cookieNoticeText.text);
  await expect(notice(page).getByRole("link", { name: cookieNoticeText.policy })).toHaveAttribute("href", "/cookie-policy");
  await shot(page, "cookie-notice", "phone-product-first-visit");

  // The page's own add-to-cart button, where the shopper scrolls it to: nothing lies over it.
  const addToCart = page.getByTestId("product-buy-form").getByRole("button", { name: productText.addToCart, exact: true }).first();
  await addToCart.scrollIntoViewIfNeeded();
  expect(await uncoveredAtCentre(addToCart)).toBe(true);
  // Brought to just above the notice (the lowest it can be seen whole) it is still uncovered.
  const noticeTop = (await notice(page).boundingBox())?.y ?? 0;
  const buttonBox = await addToCart.boundingBox();
  await page.mouse.wheel(0, (buttonBox?.y ?? 0) + (buttonBox?.height ?? 0) - noticeTop + 2);
  await page.waitForTimeout(300);
  expect(await uncoveredAtCentre(addToCart)).toBe(true);

  // Scrolled past it: the buy bar shows at the very bottom and the notice sits above it.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const bar = page.getByTestId("sticky-buy-bar");
  await expect(bar).toBeVisible();
  const barButton = bar.getByRole("button", { name: productText.addToCart });
  expect(await uncoveredAtCentre(barButton)).toBe(true);
  const [noticeBox, barBox] = [await notice(page).boundingBox(), await bar.boundingBox()];
  expect((noticeBox?.y ?? 0) + (noticeBox?.height ?? 0)).toBeLessThanOrEqual((barBox?.y ?? 0) + 1);
  await shot(page, "cookie-notice", "phone-product-scrolled");
  await barButton.click();
  await expect(page.getByRole("link", { name: /Sepet/ }).first()).toBeVisible();

  await notice(page).getByRole("button", { name: cookieNoticeText.ok }).click();
  await expect(notice(page)).toBeHidden();
  expect(await closedCookie(page)).toMatchObject({ value: "1", path: "/", sameSite: "Lax", httpOnly: false });
  await gotoHydrated(page, "/products");
  await expect(notice(page)).toBeHidden();
  await gotoHydrated(page, "/cart");
  await expect(notice(page)).toBeHidden();
  await shot(page, "cookie-notice", "phone-cart-after-closing");
  await context.close();
});

test("laptop, first visit: the notice at the bottom is accessible, leaves the footer reachable, and closes", async ({ browser }) => {
  const context = await firstVisit(browser, LAPTOP);
  const page = await context.newPage();
  await gotoHydrated(page, "/");
  await expect(notice(page)).toBeVisible();
  const box = await notice(page).boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(LAPTOP.height + 1);
  await shot(page, "cookie-notice", "laptop-home-first-visit");
  await expectNoSeriousA11yViolations(page);

  // At the end of the page the footer's last links are above the notice.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const lastLegalLink = page.locator("footer").getByRole("link", { name: "Çerez Politikası" });
  await expect(lastLegalLink).toBeVisible();
  expect(await uncoveredAtCentre(lastLegalLink)).toBe(true);

  const ok = notice(page).getByRole("button", { name: cookieNoticeText.ok });
  await ok.focus();
  await page.keyboard.press("Enter");
  await expect(notice(page)).toBeHidden();
  await page.reload();
  await expect(notice(page)).toBeHidden();
  await gotoHydrated(page, `/product/${SPECIAL_MUG.slug}`);
  await expect(notice(page)).toBeHidden();
  await context.close();
});

test("without JavaScript: Tamam posts, sets the cookie and comes back to the same page without the notice", async ({ browser }) => {
  const context = await firstVisit(browser, PHONE, false);
  const page = await context.newPage();
  await page.goto(`/product/${SPECIAL_MUG.slug}`);
  await expect(notice(page)).toBeVisible();
  await notice(page).getByRole("button", { name: cookieNoticeText.ok }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${SPECIAL_MUG.slug}#cerez-bildirimi$`));
  await expect(notice(page)).toBeHidden();
  expect(await closedCookie(page)).toMatchObject({ value: "1", path: "/" });
  await shot(page, "cookie-notice", "phone-no-js-after-closing");
  // A page rendered for this request knows the cookie.
  await page.goto("/cookie-policy");
  await expect(page.getByRole("heading", { level: 1, name: "Çerez Politikası" })).toBeVisible();
  await expect(notice(page)).toBeHidden();
  await context.close();
});

test("the dismissal route returns only to paths of this site", async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  for (const [next, location] of [
    ["/products?category=kupa", "/products?category=kupa#cerez-bildirimi"],
    ["//evil.test/x", "/#cerez-bildirimi"],
    ["https://evil.test/", "/#cerez-bildirimi"],
    ["/\\evil.test", "/#cerez-bildirimi"],
  ]) {
    const answer = await request.post("/cookie-notice", { form: { next }, maxRedirects: 0 });
    expect(answer.status(), next).toBe(303);
    expect(answer.headers()["location"], next).toBe(location);
    expect(answer.headers()["set-cookie"]).toBe("cerez_bildirimi=1; Path=/; Max-Age=31536000; SameSite=Lax");
  }
  const refused = await request.post("/cookie-notice", { form: { next: "/" }, headers: { Origin: "https://evil.test" }, maxRedirects: 0 });
  expect(refused.status()).toBe(403);
  await request.dispose();
});

test("the cookie policy lists every cookie with its purpose, lifetime and type, at both sizes", async ({ browser }) => {
  for (const viewport of [PHONE, LAPTOP]) {
    const context = await firstVisit(browser, viewport);
    const page = await context.newPage();
    await gotoHydrated(page, "/cookie-policy");
    await expect(page).toHaveTitle(/^Çerez Politikası \| /);
    for (const cookie of COOKIES) {
      const section = page.locator(`#cerez-${cookie.name.replace(/_/g, "-")}`);
      await expect(section.getByRole("heading", { name: cookie.name, exact: true })).toBeVisible();
      await expect(section).toContainText("Zorunlu");
    }
    await expect(page.getByText("siz açıkça onay vermeden")).toBeVisible();
    await shot(page, "cookie-notice", `policy-${viewport.width}`, { fullPage: true });
    await expectNoSeriousA11yViolations(page);
    await context.close();
  }
});
