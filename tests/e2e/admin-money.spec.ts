// docs/product.md#money, #product-form, #refunds: the owner types amounts the Turkish way. In the product form
// 34,56 is saved as ₺34,56 (a number field made it 3456), 1.234,56 can be sent, and an amount the shop cannot
// read is refused with its message under the field, nothing saved; also without JavaScript. A refund of 1e2
// is refused with its own message, not read as 100 TL.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { adminCatalogText } from "../../app/lib/i18n/admin-catalog";
import { adminOrdersText } from "../../app/lib/i18n/admin-orders";
import { moneyProblemText } from "../../app/lib/i18n/money";
import { ADMIN, makePng, runId, signIn, submitLogin } from "./support/admin";
import { gotoHydrated } from "./support/shop";
import { shot } from "./support/shots";

test.describe.configure({ mode: "serial" });

const t = adminCatalogText;
const f = t.productForm;
const unreadable = t.productValidation.money("Fiyat", moneyProblemText.malformed);
const product = { name: `Virgüllü Fiyat Kutusu ${runId()}`, description: "Fiyatı Türkçe yazılan bir deneme ürünü." };
let imageDir = "";
let image = "";

test.beforeAll(async () => {
  imageDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-money-images-"));
  image = await makePng(imageDir, "yesil.png", { r: 22, g: 163, b: 74 });
});

test.afterAll(() => {
  if (imageDir) fs.rmSync(imageDir, { recursive: true, force: true });
});

test.beforeEach(async () => {
  test.setTimeout(120_000);
});

function priceField(page: Page) {
  return page.getByLabel(`${f.price} ${f.required}`, { exact: true });
}

function productRow(page: Page) {
  return page.getByTestId("product-row").filter({ hasText: product.name });
}

async function openEditForm(page: Page) {
  await gotoHydrated(page, "/admin/products");
  await page.getByRole("link", { name: t.products.table.editProduct(product.name) }).click();
  await expect(page.getByRole("heading", { level: 1, name: f.editTitle })).toBeVisible();
}

test("the owner types 34,56 as the price: saved as ₺34,56; then 1.234,56 saves as ₺1.234,56", async ({ page }) => {
  await signIn(page);
  await gotoHydrated(page, "/admin/products?new=1");
  await page.getByLabel(`${f.name} ${f.required}`, { exact: true }).fill(product.name);
  await page.getByLabel(`${f.description} ${f.required}`, { exact: true }).fill(product.description);
  // A demo category, never a category another test is making at the same moment.
  await page.getByRole("checkbox", { name: "Diğer", exact: true }).check();
  // Key by key, as the owner types it.
  await priceField(page).pressSequentially("34,56");
  await expect(priceField(page)).toHaveValue("34,56");
  await expect(page.getByLabel(f.shippingCost, { exact: true })).toHaveValue("29,99");
  await page.getByLabel(f.stock, { exact: true }).fill("5");
  await page.locator("#product-images").setInputFiles([image]);
  await page.getByRole("button", { name: f.create, exact: true }).click();

  await expect(page).toHaveURL(/\/admin\/products\?saved=1$/, { timeout: 30_000 });
  await expect(productRow(page)).toContainText("₺34,56");
  await expect(productRow(page)).not.toContainText("₺3.456,00");

  await openEditForm(page);
  await expect(priceField(page)).toHaveValue("34,56");
  await priceField(page).fill("");
  await priceField(page).pressSequentially("1.234,56");
  await page.getByRole("button", { name: f.update, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/products\?saved=1$/, { timeout: 30_000 });
  await expect(productRow(page)).toContainText("₺1.234,56");
  await openEditForm(page);
  await expect(priceField(page)).toHaveValue("1234,56");
});

for (const [name, viewport] of [
  ["phone", { width: 390, height: 844 }],
  ["laptop", { width: 1366, height: 800 }],
] as const) {
  test(`at ${name} size, abc as the price is refused with the Turkish message under the field and nothing is saved`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page);
    await openEditForm(page);
    await shot(page, "money", `product-form-${name}`, { fullPage: true });
    await priceField(page).fill("abc");
    await page.getByRole("button", { name: f.update, exact: true }).click();

    await expect(page.getByTestId("form-error")).toHaveText(unreadable);
    await expect(priceField(page)).toHaveAttribute("aria-invalid", "true");
    await expect(priceField(page)).toHaveAccessibleDescription(unreadable);
    await expect(page).toHaveURL(/\/admin\/products\?edit=/);
    await priceField(page).scrollIntoViewIfNeeded();
    await shot(page, "money", `product-form-refused-${name}`);

    await gotoHydrated(page, "/admin/products");
    await expect(productRow(page)).toContainText("₺1.234,56");
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server refuses abc as the price with the message under the field, and keeps what was typed", async ({ page }) => {
    await page.goto("/admin");
    await submitLogin(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto("/admin/products");
    await page.getByRole("link", { name: t.products.table.editProduct(product.name) }).click();
    await expect(priceField(page)).toHaveValue("1234,56");
    await priceField(page).fill("abc");
    await page.getByRole("button", { name: f.update, exact: true }).click();

    await expect(page.getByTestId("form-error")).toHaveText(unreadable);
    await expect(priceField(page)).toHaveValue("abc");
    await expect(priceField(page)).toHaveAccessibleDescription(unreadable);
    await page.goto("/admin/products");
    await expect(productRow(page)).toContainText("₺1.234,56");
  });
});

test("a refund of 1e2 is refused with its message, not refunded as 100 TL", async ({ page }) => {
  const d = adminOrdersText.detail;
  await signIn(page);
  const recipientName = `İade Tutarı ${runId()}`;
  await gotoHydrated(page, "/admin/products");
  const href = (await productRow(page).getByRole("link").first().getAttribute("href")) ?? "";
  const response = await page.request.post("/checkout", {
    form: {
      recipientName,
      recipientAddress: "Bağdat Cad. No: 12",
      recipientCity: "İstanbul",
      recipientPostalCode: "34710",
      recipientPhone: "05321234567",
      senderEmail: "iade-tutari@example.com",
      anonymousMessage: "İade testinden sevgiler.",
      acceptTerms: "on",
      items: JSON.stringify([{ productId: new URLSearchParams(href.split("?")[1]).get("edit"), quantity: 1 }]),
    },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(response.status(), response.headers().location).toBe(303);

  await expect(async () => {
    await gotoHydrated(page, `/admin/orders?q=${encodeURIComponent(recipientName)}`);
    await expect(page.getByTestId("order-row").getByTestId("payment-status")).toHaveText(adminOrdersText.paymentStatus.completed, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const row = page.getByTestId("order-row");
  const orderNumber = (await row.getByRole("cell").first().innerText()).trim().split(/\s/)[0];
  await row.getByRole("button", { name: `${adminOrdersText.orders.detail}${adminOrdersText.orders.detailOf(orderNumber)}` }).click();
  const detail = page.getByRole("dialog", { name: d.title(orderNumber) });
  await expect(detail).toBeVisible();

  for (const [amount, message] of [
    ["1e2", d.refundAmountMalformed],
    ["0", d.refundAmountNotPositive],
    ["5000", d.refundTooLarge],
  ] as const) {
    await detail.getByTestId("detail-refund-amount").fill(amount);
    await detail.getByTestId("detail-refund").click();
    await expect(detail.getByTestId("order-update-error")).toHaveText(`${d.updateError}: ${message}`);
  }
  await expect(detail.getByTestId("detail-payment-status")).toHaveText(adminOrdersText.paymentStatus.completed);
  await expect(detail.getByTestId("detail-refunds")).toHaveCount(0);
});
