// Billing details at checkout on a 390×844 phone (docs/product.md#billing-details): an individual gives nothing
// (the checkout as short as before), a company gives its title, VKN, tax office and address, with and without
// JavaScript; a wrong VKN is refused in Turkish with the typed values kept; the admin sees the details.
// The e2e server's database is shared by all browser tests: each order is found by its own recipient name.
import { type Browser, expect, type Page, test } from "@playwright/test";
import { adminOrdersText } from "../../app/lib/i18n/admin-orders";
import { billingText } from "../../app/lib/i18n/billing";
import { checkoutText } from "../../app/lib/i18n/checkout";
import { runId, signIn } from "./support/admin";
import { STOCKED_MAGNET, gotoHydrated, waitForHydration } from "./support/shop";
import { shot } from "./support/shots";

const PHONE = { width: 390, height: 844 };
// Valid by its check digit (isValidVkn), and not the demo shop's own; the last digit changed makes it invalid.
const VKN = "1234567816";
const BAD_VKN = "1234567817";
const company = { title: "Deneme Teknoloji A.Ş.", taxOffice: "Beşiktaş", address: "Barbaros Bulvarı No: 42", province: "İstanbul", district: "Beşiktaş" };

let productId = "";
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await page.goto(`/product/${STOCKED_MAGNET.slug}`);
  productId = (await page.getByTestId("product-buy-form").locator('input[name="productId"]').getAttribute("value")) ?? "";
  await page.close();
  expect(productId).toMatch(/^[0-9a-f-]{36}$/);
});

async function shopper(browser: Browser, baseURL: string, javaScript: boolean) {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: javaScript, locale: "tr-TR" });
  await context.addCookies([{ name: "cart", value: encodeURIComponent(JSON.stringify([{ productId: productId, quantity: 1 }])), url: baseURL }]);
  const page = await context.newPage();
  await page.goto("/checkout");
  if (javaScript) await waitForHydration(page);
  return { context, page };
}

async function fillRecipient(page: Page, recipientName: string) {
  await page.locator("#recipientName").fill(recipientName);
  await page.locator("#recipientPhone").fill("0532 123 45 67");
  await page.locator("#recipientProvince").selectOption("İzmir");
  await page.locator("#recipientDistrict").selectOption("Karşıyaka");
  await page.locator("#recipientAddress").fill("Atatürk Cad. No: 5");
  await page.locator("#recipientPostalCode").fill("35530");
  await page.locator("#senderEmail").fill("kurumsal@example.com");
  await page.locator("#anonymousMessage").fill("Tebrikler!");
}

async function fillCompany(page: Page, vkn: string) {
  await page.getByLabel(billingText.company, { exact: true }).check();
  await page.locator("#billingTitle").fill(company.title);
  await page.locator("#billingVkn").fill(vkn);
  await page.locator("#billingTaxOffice").fill(company.taxOffice);
  await page.locator("#billingProvince").selectOption(company.province);
  await page.locator("#billingDistrict").selectOption(company.district);
  await page.locator("#billingAddress").fill(company.address);
}

async function send(page: Page) {
  await page.locator("#acceptTerms").check();
  await page.getByRole("button", { name: checkoutText.placeOrder }).click();
}

async function expectAdminSees(browser: Browser, recipientName: string, lines: string[]) {
  const context = await browser.newContext({ viewport: PHONE, locale: "tr-TR" });
  const page = await context.newPage();
  await signIn(page);
  await gotoHydrated(page, `/admin/orders?q=${encodeURIComponent(recipientName)}`);
  const row = page.getByTestId("order-row");
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: new RegExp(`^${adminOrdersText.orders.detail}`) }).click();
  const block = page.getByRole("dialog").getByTestId("detail-billing");
  await expect(block).toBeVisible();
  for (const line of lines) await expect(block).toContainText(line);
  await shot(page, "checkout-billing", `admin-billing-${lines.length}`);
  await context.close();
}

test("an individual who gives nothing orders as before: the section is folded, nothing required", async ({ browser, baseURL }) => {
  const { context, page } = await shopper(browser, baseURL as string, true);
  try {
    const section = page.getByTestId("checkout-billing");
    await expect(section.getByRole("radio", { name: billingText.individual })).toBeChecked();
    await expect(section.locator("#billingName")).toBeHidden();
    await expect(section.locator("#billingTitle")).toBeHidden();
    await shot(page, "checkout-billing", "phone-individual", { fullPage: true });
    const recipientName = `Bireysel Alıcı ${runId()}`;
    await fillRecipient(page, recipientName);
    await send(page);
    await expect(page).toHaveURL(/\/order-confirmation\//);
    await expect(page.locator("body")).not.toContainText(billingText.section);
    await expectAdminSees(browser, recipientName, [billingText.admin.none]);
  } finally {
    await context.close();
  }
});

for (const javaScript of [true, false]) {
  const mode = javaScript ? "with JavaScript" : "without JavaScript";
  test(`a company orders with its VKN on a phone ${mode}; a wrong VKN is refused in Turkish and the typed values stay`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const { context, page } = await shopper(browser, baseURL as string, javaScript);
    try {
      const recipientName = `Çalışan ${javaScript ? "JS" : "NoJS"} ${runId()}`;
      await fillRecipient(page, recipientName);
      await fillCompany(page, BAD_VKN);
      await expect(page.locator("#billingTitle")).toBeVisible();
      await expect(page.locator("#billingName")).toBeHidden();
      if (javaScript) await shot(page, "checkout-billing", "phone-company", { fullPage: true });
      await send(page);
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.locator("#billingVkn-error")).toHaveText(billingText.errors.vkn);
      await expect(page.getByRole("radio", { name: billingText.company })).toBeChecked();
      await expect(page.locator("#billingVkn")).toHaveValue(BAD_VKN);
      await expect(page.locator("#billingTitle")).toHaveValue(company.title);
      await expect(page.locator("#billingTaxOffice")).toHaveValue(company.taxOffice);
      await expect(page.locator("#billingProvince")).toHaveValue(company.province);
      await expect(page.locator("#billingDistrict")).toHaveValue(company.district);
      await expect(page.locator("#billingAddress")).toHaveValue(company.address);
      if (!javaScript) await shot(page, "checkout-billing", "phone-company-refused-nojs", { fullPage: true });

      // Without JavaScript the other fields are typed again (the page came back from the server).
      if (!javaScript) await fillRecipient(page, recipientName);
      await page.locator("#billingVkn").fill(VKN);
      await send(page);
      await expect(page).toHaveURL(/\/order-confirmation\//);
      for (const secret of [company.title, VKN, company.address]) await expect(page.locator("body")).not.toContainText(secret);
      await expectAdminSees(browser, recipientName, [company.title, VKN, company.taxOffice, company.address, `${company.district} / ${company.province}`]);
    } finally {
      await context.close();
    }
  });
}
