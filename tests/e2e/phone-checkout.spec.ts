// Issue 12 (points 4, 5 and 11) on a 390×844 phone and a 1366×800 laptop, with and without JavaScript:
// docs/product.md#price-re-check (what changed, line by line, in the cart and at checkout),
// #consent (consent, total and button together), #province-and-district, #phone-number, #message-card.
// The e2e server's database is shared by all browser tests: nothing here depends on exact stock numbers.
import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { cartLineChangeText, cartText } from "../../app/lib/i18n/cart";
import { checkoutText } from "../../app/lib/i18n/checkout";
import { checkoutTurkeyText } from "../../app/lib/i18n/checkout-turkey";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { SPECIAL_MUG, waitForHydration } from "./support/shop";
import { shot } from "./support/shots";

const VIEWPORTS = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "laptop", viewport: { width: 1366, height: 800 } },
] as const;
/** A product id that no product has: the cart tells it left as "Bir ürün". */
const GONE = "00000000-0000-4000-8000-00000000dead";

let mugId = "";

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await page.goto(`/product/${SPECIAL_MUG.slug}`);
  mugId = (await page.getByTestId("product-buy-form").locator('input[name="productId"]').getAttribute("value")) ?? "";
  await page.close();
  expect(mugId).toMatch(/^[0-9a-f-]{36}$/);
});

/** A cart cookie as a shopper left it: the mug seen at ₺0,01 (it costs more now) and a product since deleted. */
async function setStaleCart(context: BrowserContext, baseURL: string) {
  const value = encodeURIComponent(
    JSON.stringify([
      { productId: mugId, quantity: 1, price: 1 },
      { productId: GONE, quantity: 1 },
    ]),
  );
  await context.addCookies([{ name: "cart", value, url: baseURL }]);
}

/** A cart with the mug, ready for the checkout. */
async function setCart(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: "cart", value: encodeURIComponent(JSON.stringify([{ productId: mugId, quantity: 1 }])), url: baseURL }]);
}

async function open(page: Page, path: string, javaScript: boolean) {
  await page.goto(path);
  if (javaScript) await waitForHydration(page);
}

/**
 * axe needs scripts of its own (its timers do not run with JavaScript off): the page as a browser without
 * JavaScript gets it is checked in a context whose own module scripts are refused instead.
 */
async function expectAccessible(page: Page, javaScript: boolean) {
  if (javaScript) return expectNoSeriousA11yViolations(page);
  const context = await page
    .context()
    .browser()
    ?.newContext({ viewport: page.viewportSize() ?? undefined, locale: "tr-TR" });
  if (!context) throw new Error("no browser");
  try {
    await context.addCookies(await page.context().cookies());
    const copy = await context.newPage();
    await copy.route(/\.js(\?.*)?$/, (route) => route.abort());
    await copy.goto(page.url());
    await expectNoSeriousA11yViolations(copy);
  } finally {
    await context.close();
  }
}

async function newShopper(browser: Browser, viewport: { width: number; height: number }, javaScript: boolean) {
  const context = await browser.newContext({ viewport, javaScriptEnabled: javaScript, locale: "tr-TR" });
  return { context, page: await context.newPage() };
}

for (const { name, viewport } of VIEWPORTS) {
  for (const javaScript of [true, false]) {
    const mode = javaScript ? "with JavaScript" : "without JavaScript";

    test(`${name}, ${mode}: the cart and the checkout tell beside each line what changed since the shopper saw it`, async ({ browser, baseURL }) => {
      const { context, page } = await newShopper(browser, viewport, javaScript);
      try {
        await setStaleCart(context, baseURL as string);
        await open(page, "/cart", javaScript);
        const line = page.getByTestId("cart-line");
        await expect(line).toHaveCount(1);
        await expect(line.getByTestId("cart-line-changes")).toHaveText(/^Fiyatı arttı: ₺0,01 yerine artık ₺[\d.]+,\d{2}\.$/);
        const removed = page.getByTestId("cart-removed-line");
        await expect(removed).toContainText(cartText.unnamedProduct);
        await expect(removed).toContainText(cartLineChangeText.unavailable);
        await expect(page.getByTestId("cart-changes")).toContainText(cartText.changedNotice);
        await shot(page, "checkout", `cart-changes-${name}-${javaScript ? "js" : "nojs"}`, { fullPage: true });

        // Seen once, the change is not told again.
        await open(page, "/cart", javaScript);
        await expect(page.getByTestId("cart-line")).toHaveCount(1);
        await expect(page.getByTestId("cart-line-changes")).toHaveCount(0);
        // Checked with a change told (the copy of a page without JavaScript reads the same cookie).
        await setStaleCart(context, baseURL as string);
        if (javaScript) await open(page, "/cart", javaScript);
        await expectAccessible(page, javaScript);

        // The same at checkout, beside the line in the summary.
        await setStaleCart(context, baseURL as string);
        await open(page, "/checkout", javaScript);
        const summaryLine = page.getByTestId("checkout-line");
        await expect(summaryLine).toHaveCount(1);
        await expect(summaryLine.getByTestId("cart-line-changes")).toHaveText(/^Fiyatı arttı: ₺0,01 yerine artık/);
        await expect(page.getByTestId("checkout-changes")).toHaveText(cartLineChangeText.checkoutNotice);
        await expect(page.getByTestId("cart-removed-line")).toContainText(cartText.unnamedProduct);
        await shot(page, "checkout", `checkout-changes-${name}-${javaScript ? "js" : "nojs"}`, { fullPage: true });
        await setStaleCart(context, baseURL as string);
        if (javaScript) await open(page, "/checkout", javaScript);
        await expectAccessible(page, javaScript);
      } finally {
        await context.close();
      }
    });

    test(`${name}, ${mode}: consent, total and the place-order button stay together`, async ({ browser, baseURL }) => {
      const { context, page } = await newShopper(browser, viewport, javaScript);
      try {
        await setCart(context, baseURL as string);
        await open(page, "/checkout", javaScript);
        const summary = page.getByRole("complementary", { name: checkoutText.summary });
        const consent = summary.locator("#acceptTerms");
        const total = summary.getByTestId("checkout-total");
        const button = summary.getByRole("button", { name: checkoutText.placeOrder });
        await button.click();
        await expect(summary.locator("#acceptTerms-error")).toHaveText(checkoutText.mustAccept);
        // The box, its error, the total and the button fit on one screen together.
        await button.scrollIntoViewIfNeeded();
        for (const part of [consent, summary.locator("#acceptTerms-error"), total, button]) await expect(part).toBeInViewport();
        const [consentBox, buttonBox] = [await consent.boundingBox(), await button.boundingBox()];
        expect((buttonBox?.y ?? 0) - (consentBox?.y ?? 0)).toBeLessThan(250);
      } finally {
        await context.close();
      }
    });
  }

  test(`${name}, with JavaScript: province and district narrow as typed; phone, e-mail and the message card`, async ({ browser, baseURL }) => {
    const { context, page } = await newShopper(browser, viewport, true);
    try {
      await setCart(context, baseURL as string);
      await open(page, "/checkout", true);
      const province = page.locator("#recipientProvince");
      const district = page.locator("#recipientDistrict");
      await expect(district).toBeDisabled();
      await page.getByRole("searchbox", { name: checkoutTurkeyText.searchProvince }).fill("izm");
      await expect(province).toHaveValue("İzmir");
      await expect(district).toBeEnabled();
      // Only İzmir's 30 districts (and the prompt), not the 973 of the whole country.
      await expect(district.locator("option")).toHaveCount(31);
      await page.getByRole("searchbox", { name: checkoutTurkeyText.searchDistrict }).fill("karşıyaka");
      await expect(district).toHaveValue("Karşıyaka");

      const phone = page.locator("#recipientPhone");
      await phone.fill("+90 532 123 4567");
      await phone.blur();
      await expect(phone).toHaveValue("0 532 123 45 67");
      await phone.fill("0532 12");
      await phone.blur();
      await expect(page.locator("#recipientPhone-error")).toHaveText(checkoutTurkeyText.invalidPhone);
      await phone.fill("+44 20 7946 0958");
      await expect(page.locator("#recipientPhone-error")).toHaveCount(0);
      const email = page.locator("#senderEmail");
      await email.fill("ayse@");
      await email.blur();
      await expect(page.locator("#senderEmail-error")).toHaveText(checkoutText.invalidEmail);

      await page.locator("#anonymousMessage").fill("İyi ki doğdun!\nSevgiyle");
      await expect(page.getByTestId("message-counter")).toHaveText("23 / 1000 karakter");
      await expect(page.getByTestId("message-card-preview")).toContainText("İyi ki doğdun!");
      await expectNoSeriousA11yViolations(page);
      await shot(page, "checkout", `checkout-${name}-js`, { fullPage: true });
    } finally {
      await context.close();
    }
  });

  test(`${name}, without JavaScript: every district in groups, the server refuses a district of another province, then takes the order`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await newShopper(browser, viewport, false);
    try {
      await setCart(context, baseURL as string);
      await open(page, "/checkout", false);
      await expect(page.locator("#recipientDistrict optgroup")).toHaveCount(81);
      await expect(page.getByTestId("message-counter")).toHaveText(checkoutTurkeyText.maxCharacters(1000));
      await expectAccessible(page, false);
      await shot(page, "checkout", `checkout-${name}-nojs`, { fullPage: true });

      const fill = async (provinceName: string) => {
        await page.locator("#recipientName").fill("Ayşe Yılmaz");
        await page.locator("#recipientPhone").fill("+90 (532) 123 45 67");
        await page.locator("#recipientProvince").selectOption(provinceName);
        await page.locator("#recipientDistrict").selectOption("Kadıköy");
        await page.locator("#recipientAddress").fill("Caferağa Mah. Moda Cad. No: 1");
        await page.locator("#recipientPostalCode").fill("34710");
        await page.locator("#senderEmail").fill("gonderen@example.com");
        await page.locator("#anonymousMessage").fill("Sürpriz!");
        await page.locator("#acceptTerms").check();
        await page.getByRole("button", { name: checkoutText.placeOrder }).click();
      };
      await fill("Ankara");
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.locator("#recipientDistrict-error")).toHaveText(checkoutTurkeyText.districtNotInProvince("Ankara"));

      await fill("İstanbul");
      await expect(page).toHaveURL(/\/order-confirmation\//);
      await expect(page.locator("address")).toContainText("34710 Kadıköy / İstanbul");
    } finally {
      await context.close();
    }
  });
}
