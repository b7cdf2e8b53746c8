// docs/product.md#sale-prices: on a phone and on a laptop the owner gives a product a sale price from yesterday through
// tomorrow 23:59; the shop's page shows the sale price, the regular one struck through and when the sale ends, and the
// list's card shows the sale price.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { adminCatalogText } from "../../app/lib/i18n/admin-catalog";
import { salePriceText } from "../../app/lib/i18n/sale-price";
import { fromIstanbulLocal, istanbulLocalInput } from "../../app/lib/sale-form";
import { makePng, runId, signIn } from "./support/admin";
import { gotoHydrated, kurusOf } from "./support/shop";
import { shot } from "./support/shots";

const f = adminCatalogText.productForm;
let imageDir = "";
let image = "";

test.beforeAll(async () => {
  imageDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-sale-price-"));
  image = await makePng(imageDir, "kupa.png", { r: 200, g: 40, b: 60 });
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

    test("a sale price with its end: shown on the product page and the card, refused when not below the price", async ({ page }) => {
      test.setTimeout(120_000);
      const name = `Sevgili Kupası ${size} ${runId()}`;
      const starts = istanbulLocalInput(new Date(Date.now() - 86_400_000));
      const ends = `${istanbulLocalInput(new Date(Date.now() + 86_400_000)).slice(0, 10)}T23:59`;
      await signIn(page);
      await gotoHydrated(page, "/admin/products?new=1");
      await field(page, f.name, true).fill(name);
      await field(page, f.description, true).fill("Kırmızı kalpli seramik kupa.");
      await field(page, f.price, true).fill("200");
      await field(page, f.stock).fill("5");
      await page.getByTestId("product-form").locator('input[name="categories"]').first().check();
      await page.locator("#product-images").setInputFiles([image]);
      await expect(page.getByTestId("image-item")).toHaveCount(1);
      await page.getByLabel(salePriceText.salePrice).fill("250");
      await page.getByLabel(salePriceText.startsAt).fill(starts);
      await page.getByLabel(salePriceText.endsAtLabel).fill(ends);
      await page.getByRole("button", { name: f.create, exact: true }).click();
      // Not below the price: refused in Turkish, nothing saved.
      await expect(page.getByText(salePriceText.salePriceNotBelow).first()).toBeVisible({ timeout: 30_000 });
      await page.getByLabel(salePriceText.salePrice).fill("149,90");
      await page.getByTestId("sale-window").scrollIntoViewIfNeeded();
      await shot(page, "sale-price", `admin-form-${size}`);
      await page.getByRole("button", { name: f.create, exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/products\?saved=1$/, { timeout: 30_000 });
      const row = page.getByTestId("product-row").filter({ hasText: name });
      const slug = (await row.locator("td").nth(2).innerText()).trim();

      await page.context().clearCookies();
      await gotoHydrated(page, `/product/${slug}`);
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      expect(kurusOf(await page.getByTestId("price").first().innerText())).toBe(14_990);
      expect(kurusOf(await page.getByTestId("original-price").first().innerText())).toBe(20_000);
      await expect(page.getByTestId("sale-ends")).toHaveText(salePriceText.endsAt(fromIstanbulLocal(ends) as Date));
      await expect(page.getByTestId("sale-ends")).toContainText("23:59'da bitiyor");
      await shot(page, "sale-price", `product-${size}`);

      // The card in the search's list shows the sale price too.
      await gotoHydrated(page, `/products?q=${encodeURIComponent(name)}`);
      const card = page.getByTestId("product-card").filter({ hasText: name }).first();
      expect(kurusOf(await card.getByTestId("price").innerText())).toBe(14_990);
      await shot(page, "sale-price", `list-${size}`);
    });
  });
}
