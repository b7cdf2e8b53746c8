// docs/product.md#options-and-variants: on a phone and on a laptop the merchant creates a mug in three colours:
// writes the option, makes the combinations, sets every price and stock at once and one row by hand, saves; the
// list shows the variant count and the total stock, and the shop's page shows the product at its cheapest price.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { adminCatalogText } from "../../app/lib/i18n/admin-catalog";
import { adminVariantText } from "../../app/lib/i18n/admin-variants";
import { makePng, runId, signIn } from "./support/admin";
import { gotoHydrated, kurusOf } from "./support/shop";

const f = adminCatalogText.productForm;
const vf = adminVariantText.form;
let imageDir = "";
let image = "";

test.beforeAll(async () => {
  imageDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-admin-variants-"));
  image = await makePng(imageDir, "kupa.png", { r: 30, g: 30, b: 30 });
});

test.afterAll(() => {
  if (imageDir) fs.rmSync(imageDir, { recursive: true, force: true });
});

function field(page: Page, label: string, required = false) {
  return page.getByLabel(required ? `${label} ${f.required}` : label, { exact: true });
}

for (const [size, viewport] of [
  ["phone", { width: 390, height: 844 }],
  ["laptop", { width: 1366, height: 800 }],
] as const) {
  test.describe(`on a ${size}`, () => {
    test.use({ viewport });

    test("a mug in three colours: combinations made, prices and stock set in bulk and by row, listed with its variant count", async ({ page }) => {
      test.setTimeout(120_000);
      const id = runId();
      const name = `Renkli Deneme Kupası ${size} ${id}`;
      await signIn(page);
      await gotoHydrated(page, "/admin/products?new=1");
      await field(page, f.name, true).fill(name);
      await field(page, f.description, true).fill("Beyaz, siyah ve kırmızı renkte seramik kupa.");
      await page.getByTestId("product-form").locator('input[name="categories"]').first().check();
      await page.locator("#product-images").setInputFiles([image]);
      await expect(page.getByTestId("image-item")).toHaveCount(1);

      await field(page, vf.optionName(1)).fill("Renk");
      await field(page, vf.optionValues(1)).fill("Beyaz, Siyah, Kırmızı");
      await page.getByTestId("generate-variants").click();
      const rows = page.getByTestId("variant-row");
      await expect(rows).toHaveCount(3);
      await expect(rows.getByTestId("variant-label")).toHaveText(["Renk: Beyaz", "Renk: Siyah", "Renk: Kırmızı"]);
      // The product's own price and stock fields step aside for the table.
      await expect(field(page, f.price, true)).toHaveCount(0);
      await expect(page.getByTestId("pricing-with-variants")).toBeVisible();

      await page.getByTestId("bulk-price").fill("149,90");
      await page.getByRole("button", { name: vf.bulkSetPrices }).click();
      await page.getByTestId("bulk-stock").fill("5");
      await page.getByRole("button", { name: vf.bulkSetStock }).click();
      await expect(page.getByLabel(`Renk: Kırmızı: ${vf.columns.price}`, { exact: true })).toHaveValue("149,90");
      await page.getByLabel(`Renk: Siyah: ${vf.columns.price}`, { exact: true }).fill("129,90");
      await page.getByLabel(`Renk: Siyah: ${vf.columns.stock}`, { exact: true }).fill("2");
      await page.getByLabel(`Renk: Siyah: ${vf.columns.sku}`, { exact: true }).fill(`KUPA-SIYAH-${size.toUpperCase()}-${id}`.replace(/[^A-Z0-9-]/gi, ""));
      await page.getByLabel(`Renk: Siyah: ${vf.columns.image}`, { exact: true }).selectOption({ label: vf.imageOption(1) });
      // Removing a combination takes its row away.
      await page.getByRole("button", { name: vf.removeRow("Renk: Kırmızı") }).click();
      await expect(rows).toHaveCount(2);
      await page.getByTestId("generate-variants").click();
      await expect(rows).toHaveCount(3);
      // Regenerating keeps what was typed in the rows already there.
      await expect(page.getByLabel(`Renk: Siyah: ${vf.columns.price}`, { exact: true })).toHaveValue("129,90");
      await page.getByLabel(`Renk: Kırmızı: ${vf.columns.stock}`, { exact: true }).fill("5");
      await page.getByTestId("product-options").scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`variant-form-${size}.png`), fullPage: true });

      await page.getByRole("button", { name: f.create, exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/products\?saved=1$/, { timeout: 30_000 });
      const row = page.getByTestId("product-row").filter({ hasText: name });
      await expect(row.getByTestId("product-variants")).toHaveText(adminVariantText.list.variantCount(3));
      await expect(row.getByTestId("product-stock")).toHaveText("12");
      await page.screenshot({ path: test.info().outputPath(`product-list-${size}.png`), fullPage: true });

      // The shop's page: the product at its cheapest variant in stock.
      const slug = await row.locator("td").nth(2).innerText();
      await gotoHydrated(page, `/product/${slug.trim()}`);
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      expect(kurusOf(await page.getByTestId("price").first().innerText())).toBe(12990);
    });
  });
}
