// docs/product.md#vat: on a phone and on a laptop the owner gives a new product the 10% KDV rate; a shopper orders it
// (simulated payment); the checkout shows the contract filled for the order with the line's 10% KDV before the consent;
// the checkout's total and the order page's say `KDV dahil`, and the order page breaks the KDV down: the product at 10%,
// the shipping at 20%.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { adminCatalogText } from "../../app/lib/i18n/admin-catalog";
import { checkoutText } from "../../app/lib/i18n/checkout";
import { contractText } from "../../app/lib/i18n/contract";
import { confirmationText } from "../../app/lib/i18n/order";
import { productText } from "../../app/lib/i18n/product";
import { vatText } from "../../app/lib/i18n/vat";
import { makePng, runId, signIn } from "./support/admin";
import { gotoHydrated, kurusOf, waitForHydration } from "./support/shop";
import { shot } from "./support/shots";

const f = adminCatalogText.productForm;
let imageDir = "";
let image = "";

test.beforeAll(async () => {
  imageDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-vat-"));
  image = await makePng(imageDir, "kitap.png", { r: 30, g: 90, b: 160 });
});

test.afterAll(() => {
  if (imageDir) fs.rmSync(imageDir, { recursive: true, force: true });
});

function field(page: Page, label: string, required = false) {
  return page.getByLabel(required ? `${label} ${f.required}` : label, { exact: true });
}

async function fillCheckout(page: Page) {
  await page.locator("#recipientName").fill("Ayşe Yılmaz");
  await page.locator("#recipientAddress").fill("Caferağa Mah. Moda Cad. No: 1 D: 3");
  await page.locator("#recipientProvince").selectOption("İstanbul");
  await page.locator("#recipientDistrict").selectOption("Kadıköy");
  await page.locator("#recipientPostalCode").fill("34710");
  await page.locator("#recipientPhone").fill("05551234567");
  await page.locator("#senderEmail").fill("gonderen@example.com");
  await page.locator("#anonymousMessage").fill("İyi okumalar!");
  await page.locator("#acceptTerms").check();
}

for (const [size, viewport] of [
  ["phone", { width: 390, height: 844 }],
  ["laptop", { width: 1366, height: 800 }],
] as const) {
  test.describe(`on a ${size}`, () => {
    test.use({ viewport });

    test("a product at 10% KDV: ordered, the order page shows the total KDV dahil and the 10% line", async ({ page }) => {
      test.setTimeout(120_000);
      const name = `KDV Kitap ${size} ${runId()}`;
      await signIn(page);
      await gotoHydrated(page, "/admin/products?new=1");
      await field(page, f.name, true).fill(name);
      await field(page, f.description, true).fill("Ciltli anı defteri.");
      await field(page, f.price, true).fill("220");
      await field(page, f.stock).fill("5");
      await field(page, f.shippingCost).fill("29,99");
      await page.getByTestId("product-form").locator("label").filter({ hasText: "Diğer" }).locator('input[name="categories"]').check();
      await page.locator("#product-images").setInputFiles([image]);
      await expect(page.getByTestId("image-item")).toHaveCount(1);
      await page.getByTestId("product-vat-rate").selectOption("10");
      await page.getByTestId("product-vat-rate").scrollIntoViewIfNeeded();
      await shot(page, "vat", `admin-product-${size}`);
      await page.getByRole("button", { name: f.create, exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/products\?saved=1$/, { timeout: 30_000 });
      const row = page.getByTestId("product-row").filter({ hasText: name });
      const slug = (await row.locator("td").nth(2).innerText()).trim();

      await page.context().clearCookies();
      await gotoHydrated(page, `/product/${slug}`);
      await page.getByTestId("product-buy-form").getByRole("button", { name: productText.addToCart, exact: true }).click();
      await gotoHydrated(page, "/checkout");
      await expect(page.getByText(vatText.totalIncludingVat, { exact: true })).toBeVisible();
      expect(kurusOf(await page.getByTestId("checkout-total").innerText())).toBe(24_999);
      await fillCheckout(page);
      // The contract filled for this order, before the consent (docs/product.md#order-contract): the line at 10%,
      // the buyer's e-mail and the recipient as typed.
      const contract = page.getByTestId("checkout-contract");
      for (const fact of [name, contractText.lineVat(10, 2000), "gonderen@example.com", "Ayşe Yılmaz"]) await expect(contract).toContainText(fact);
      expect(
        await contract.evaluate((el) => Boolean(el.compareDocumentPosition(document.getElementById("acceptTerms")!) & Node.DOCUMENT_POSITION_FOLLOWING)),
      ).toBe(true);
      await page.getByRole("button", { name: checkoutText.placeOrder }).click();
      await expect(page).toHaveURL(/\/order-confirmation\//);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(confirmationText.successTitle, { timeout: 15_000 });

      await expect(page.getByText(confirmationText.total, { exact: true })).toBeVisible();
      expect(confirmationText.total).toContain("KDV dahil");
      expect(kurusOf(await page.getByTestId("order-total").innerText())).toBe(24_999);
      const lines = page.getByTestId("order-vat-line");
      // ₺220,00 at 10%: ₺20,00 KDV; the ₺29,99 shipping at 20%: ₺5,00; and their sum.
      await expect(lines).toHaveCount(3);
      await expect(lines.nth(0)).toHaveAttribute("data-rate", "10");
      await expect(lines.nth(0)).toHaveText(/^KDV %10 \(matrah ₺200,00\)\s*₺20,00$/);
      await expect(lines.nth(1)).toHaveText(/^KDV %20 \(matrah ₺24,99\)\s*₺5,00$/);
      await expect(lines.nth(2)).toHaveText(/^Toplam KDV\s*₺25,00$/);
      await page.getByTestId("order-total").scrollIntoViewIfNeeded();
      await shot(page, "vat", `order-page-${size}`);
    });
  });
}
