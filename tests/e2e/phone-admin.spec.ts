// Issue 12, point 14 (the owner's screens) and points 6-7 of the shopper's order page, in Chromium at a phone and
// a laptop size: the dashboard is 'Gösterge Paneli' everywhere; the admin lists fit the screen without sideways
// scrolling; the dashboard's latest orders open their order; stored product images show as thumbnails with a
// readable label; a file that is no image is refused before upload; a second category with the same name is
// refused; the order page names the support address once and, without JavaScript, reloads itself while the
// payment is pending until it shows the final state.
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { formatDate } from "../../app/lib/dates";
import { adminText } from "../../app/lib/i18n/admin";
import { adminCatalogText } from "../../app/lib/i18n/admin-catalog";
import { adminOrdersText } from "../../app/lib/i18n/admin-orders";
import { DEMO_SHOP_SETTINGS as shopSettings } from "../../app/lib/shop-settings";
import { runId, signIn } from "./support/admin";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { gotoHydrated } from "./support/shop";
import { shot } from "./support/shots";

const viewports = [
  { name: "phone", size: { width: 390, height: 844 } },
  { name: "laptop", size: { width: 1366, height: 800 } },
] as const;

const shoot = (page: Page, name: string) => shot(page, "phone-admin", name, { fullPage: true });

/** Places an order as the checkout page without JavaScript posts it; returns its id (the payment still pending). */
async function placeOrder(request: APIRequestContext, baseURL: string, recipientName: string): Promise<string> {
  const search = await (await request.get("/api/search?q=kupa")).json();
  const response = await request.post("/checkout", {
    form: {
      recipientName,
      recipientAddress: "Atatürk Bulvarı No: 7 D: 3",
      recipientCity: "Ankara",
      recipientPostalCode: "06420",
      recipientPhone: "05329876543",
      senderEmail: "telefon@example.com",
      anonymousMessage: "İyi ki varsın",
      acceptTerms: "on",
      items: JSON.stringify([{ productId: search.results[0].id, quantity: 1 }]),
    },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  return (response.headers().location ?? "").split("/order-confirmation/")[1].split("?")[0];
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  const widths = await page.evaluate(() => ({ scroll: document.scrollingElement?.scrollWidth ?? 0, inner: window.innerWidth }));
  expect(widths.scroll, `${what}: page width ${widths.scroll} px in a ${widths.inner} px window`).toBeLessThanOrEqual(widths.inner);
}

for (const { name, size } of viewports) {
  test.describe(`admin screens on a ${name}`, () => {
    test.use({ viewport: size });

    test("'Gösterge Paneli' in title, heading, menu and breadcrumb; every admin list fits the screen", async ({ page }) => {
      await signIn(page);
      await expect(page).toHaveTitle(`${adminText.nav.dashboard} | ${adminText.panel}`);
      await expect(page.getByRole("heading", { level: 1, name: adminText.nav.dashboard })).toBeVisible();
      await expect(page.getByRole("navigation", { name: adminText.nav.adminNavigation }).getByRole("link", { name: adminText.nav.dashboard })).toBeVisible();
      await expect(page.getByRole("navigation", { name: adminText.nav.breadcrumb })).toContainText(adminText.nav.dashboard);
      await expect(page.locator("body")).not.toContainText("Dashboard");

      for (const [shot, url] of [
        ["dashboard", "/admin/dashboard"],
        ["products", "/admin/products"],
        ["orders", "/admin/orders"],
        ["categories", "/admin/categories"],
        ["data-requests", "/admin/data-requests"],
      ] as const) {
        await gotoHydrated(page, url);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoSidewaysScroll(page, url);
        await shoot(page, `${shot}-${name}`);
      }
      // One date format in the lists: the product list's and the category list's dates read dd.mm.yyyy.
      await gotoHydrated(page, "/admin/products");
      await expect(page.getByTestId("product-row").first()).toContainText(/\d{2}\.\d{2}\.\d{4}/);
      await expectNoSeriousA11yViolations(page);
    });

    test("the dashboard's latest order opens that order's dialog", async ({ page, request, baseURL }) => {
      const recipient = `Telefon Alıcı ${runId()}`;
      await placeOrder(request, baseURL ?? "", recipient);
      await signIn(page);
      const row = page.getByTestId("recent-orders").getByRole("row").filter({ hasText: recipient });
      await expect(row).toContainText(formatDate(new Date()));
      const link = row.getByTestId("recent-order-link");
      const orderNumber = (await link.innerText()).trim();
      await expect(page.getByTestId("recent-orders")).toBeVisible();
      await expectNoSidewaysScroll(page, "dashboard with orders");
      await link.click();
      await expect(page).toHaveURL(/\/admin\/orders\?/);
      const dialog = page.getByRole("dialog", { name: adminOrdersText.detail.title(orderNumber) });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(recipient);
      await expectNoSeriousA11yViolations(page);
      // Closing it leaves the list of that order, without the order to open.
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(page).not.toHaveURL(/[?&]order=/);
    });

    test("a product's stored images are thumbnails named 'Resim n'; a file that is no image is refused before upload", async ({ page }) => {
      await signIn(page);
      await gotoHydrated(page, "/admin/products");
      await page.getByTestId("product-row").first().getByRole("link").click();
      await expect(page).toHaveURL(/[?&]edit=/);
      const items = page.getByTestId("image-item");
      await expect(items.first()).toBeVisible();
      const count = await items.count();
      await expect(items.first().getByTestId("image-label")).toHaveText(adminCatalogText.productForm.imageAlt(1));
      // No ids from the storage key (a UUID, a 13-digit time) anywhere in the list.
      await expect(page.getByTestId("image-list")).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-|\d{13}/);
      await expect
        .poll(() =>
          items.locator("img").evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)),
        )
        .toBe(true);
      await expectNoSidewaysScroll(page, "product form");
      await items.first().scrollIntoViewIfNeeded();
      await shoot(page, `product-form-${name}`);

      const input = page.locator("#product-images");
      await expect(input).toHaveAttribute("accept", /image\/jpeg/);
      await input.setInputFiles({ name: "notlar.txt", mimeType: "text/plain", buffer: Buffer.from("alışveriş listesi") });
      await expect(page.getByTestId("form-error")).toHaveText(`notlar.txt: ${adminCatalogText.productValidation.notAnImage}`);
      await input.setInputFiles({ name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
      await expect(page.getByTestId("form-error")).toHaveText(`logo.svg: ${adminCatalogText.productValidation.unsupportedImage}`);
      // Nothing was added to the list, so there is no preview to break.
      await expect(items).toHaveCount(count);
      await expectNoSeriousA11yViolations(page);
    });

    test("a second category with the same name, in other letters' case and with spaces, is refused", async ({ page }) => {
      const base = `Işıklı Raf ${runId()}`;
      await signIn(page);
      for (const typed of [base, `  ${base.toLocaleUpperCase("tr-TR")} `]) {
        await gotoHydrated(page, "/admin/categories?new=1");
        const form = page.getByTestId("category-form");
        await form.getByLabel(adminCatalogText.categoryForm.name, { exact: true }).fill(typed);
        await form.getByRole("button", { name: adminCatalogText.categoryForm.create }).click();
        if (typed === base) await expect(page).toHaveURL(/\/admin\/categories\?saved=1$/);
      }
      await expect(page.getByTestId("form-error")).toHaveText(adminCatalogText.categories.duplicateName(base));
      await expect(page.getByTestId("category-row").filter({ hasText: new RegExp(base.split(" ").pop() ?? "", "i") })).toHaveCount(1);
      await expectNoSidewaysScroll(page, "categories with an error");
    });
  });

  test.describe(`the order page on a ${name}`, () => {
    test.use({ viewport: size });

    test("without JavaScript a pending order's page reloads itself until the payment is settled; the support address once", async ({
      browser,
      request,
      baseURL,
    }) => {
      const id = await placeOrder(request, baseURL ?? "", `Betiksiz Alıcı ${runId()}`);
      // While the payment is pending the refresh sits in the <head>, inside <noscript>; never in the body.
      const html = await (await request.get(`/order-confirmation/${id}`)).text();
      const [head, body] = html.split("</head>");
      expect(body).not.toContain('http-equiv="refresh"');
      if (html.includes('data-state="paying"')) expect(head).toMatch(/<noscript><meta http-equiv="refresh" content="\d+"\/?><\/noscript>/);

      const context = await browser.newContext({ javaScriptEnabled: false, viewport: size });
      try {
        const page = await context.newPage();
        await page.goto(`/order-confirmation/${id}`);
        await expect(page.getByTestId("order-heading")).toHaveAttribute("data-state", "received", { timeout: 20_000 });
        await expect(page.locator("head noscript")).toHaveCount(0);
        const text = await page.locator("main").innerText();
        expect(text.split(shopSettings.email).length - 1, "the support address is named once").toBe(1);
        await expect(page.getByTestId("order-support").getByRole("link", { name: shopSettings.email })).toHaveAttribute("href", `mailto:${shopSettings.email}`);
        await expectNoSidewaysScroll(page, "order page");
        await shoot(page, `order-page-${name}`);
      } finally {
        await context.close();
      }
    });
  });
}
