// docs/product.md#personalised-gifts: on a phone and on a laptop the owner adds a photo field and a text field to a
// new product, asks for a proof, saves, and finds them again in the edit form; a wrong print size is refused with
// its Turkish message under the field, and nothing is saved.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { adminCatalogText } from "../../app/lib/i18n/admin-catalog";
import { adminPersonalText as t } from "../../app/lib/i18n/admin-personal";
import { makePng, runId, signIn } from "./support/admin";
import { gotoHydrated } from "./support/shop";

const f = adminCatalogText.productForm;
let imageDir = "";
let image = "";

test.beforeAll(async () => {
  imageDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-admin-personal-"));
  image = await makePng(imageDir, "karton.png", { r: 120, g: 60, b: 30 });
});

test.afterAll(() => {
  if (imageDir) fs.rmSync(imageDir, { recursive: true, force: true });
});

function field(page: Page, label: string, required = false) {
  return page.getByLabel(required ? `${label} ${f.required}` : label, { exact: true });
}

function personal(page: Page, index: number): Locator {
  return page.getByTestId("personal-field").nth(index);
}

async function startProduct(page: Page, name: string) {
  await signIn(page);
  await gotoHydrated(page, "/admin/products?new=1");
  await field(page, f.name, true).fill(name);
  await field(page, f.description, true).fill("Fotoğrafınızla basılan boy boy karton figür.");
  await field(page, f.price, true).fill("549,99");
  await page.getByTestId("product-form").locator('input[name="categories"]').first().check();
  await page.locator("#product-images").setInputFiles([image]);
  await expect(page.getByTestId("image-item")).toHaveCount(1);
}

for (const [size, viewport] of [
  ["phone", { width: 390, height: 844 }],
  ["laptop", { width: 1366, height: 800 }],
] as const) {
  test.describe(`on a ${size}`, () => {
    test.use({ viewport });

    test("the owner adds a photo field and a text field with a proof, and finds them saved", async ({ page }) => {
      test.setTimeout(120_000);
      const name = `Kişisel Karton ${size} ${runId()}`;
      await startProduct(page, name);

      await page.getByTestId("personal-add").click();
      await personal(page, 0).getByLabel(t.kind, { exact: true }).selectOption("photo");
      await personal(page, 0).getByLabel(t.label, { exact: true }).fill("Patronun fotoğrafı");
      await personal(page, 0).getByLabel(t.printWidth, { exact: true }).fill("60");
      await personal(page, 0).getByLabel(t.printHeight, { exact: true }).fill("180");
      await personal(page, 0).getByLabel(t.required, { exact: true }).check();
      await page.getByTestId("personal-add").click();
      await personal(page, 1).getByLabel(t.label, { exact: true }).fill("İsim");
      await personal(page, 1).getByLabel(t.maxLength, { exact: true }).fill("20");
      await personal(page, 1).getByLabel(t.fee, { exact: true }).fill("15");
      // Moved up and down again: the order is the owner's.
      await page.getByRole("button", { name: t.moveUp(2) }).click();
      await expect(personal(page, 0).getByLabel(t.label, { exact: true })).toHaveValue("İsim");
      await page.getByRole("button", { name: t.moveDown(1) }).click();
      await expect(personal(page, 0).getByLabel(t.label, { exact: true })).toHaveValue("Patronun fotoğrafı");
      await page.getByLabel(t.requiresProof, { exact: true }).check();
      await page.getByTestId("personal-fields").scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`personal-form-${size}.png`), fullPage: true });

      await page.getByRole("button", { name: f.create, exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/products\?saved=1$/, { timeout: 30_000 });
      await page
        .getByTestId("product-row")
        .filter({ hasText: name })
        .getByRole("link", { name: adminCatalogText.products.table.editProduct(name) })
        .click();
      await expect(page.getByTestId("personal-field")).toHaveCount(2);
      await expect(personal(page, 0).getByLabel(t.kind, { exact: true })).toHaveValue("photo");
      await expect(personal(page, 0).getByLabel(t.printHeight, { exact: true })).toHaveValue("180");
      await expect(personal(page, 0).getByLabel(t.required, { exact: true })).toBeChecked();
      await expect(personal(page, 1).getByLabel(t.label, { exact: true })).toHaveValue("İsim");
      await expect(personal(page, 1).getByLabel(t.fee, { exact: true })).toHaveValue("15,00");
      await expect(page.getByLabel(t.requiresProof, { exact: true })).toBeChecked();
      const ids = await page
        .locator('input[type="hidden"][name^="personalField."][name$=".id"]')
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      expect(ids).toEqual(["f1", "f2"]);
    });

    test("a wrong print size and an empty label are refused with Turkish messages; nothing is saved", async ({ page }) => {
      test.setTimeout(120_000);
      const name = `Reddedilen Karton ${size} ${runId()}`;
      await startProduct(page, name);
      await page.getByTestId("personal-add").click();
      await personal(page, 0).getByLabel(t.kind, { exact: true }).selectOption("photo");
      await personal(page, 0).getByLabel(t.label, { exact: true }).fill("Fotoğraf");
      await personal(page, 0).getByLabel(t.printWidth, { exact: true }).fill("0");
      await personal(page, 0).getByLabel(t.printHeight, { exact: true }).fill("500");
      await page.getByTestId("personal-add").click();
      await personal(page, 1).getByLabel(t.help, { exact: true }).fill("Etiketsiz alan");
      await page.getByRole("button", { name: f.create, exact: true }).click();

      const v = t.validation;
      await expect(page.getByTestId("form-error")).toHaveText(v.at(1, t.printWidth, v.numberBetween(1, 300)));
      await expect(page.getByTestId("personal-error-0-printWidth")).toHaveText(v.numberBetween(1, 300));
      await expect(page.getByTestId("personal-error-0-printHeight")).toHaveText(v.numberBetween(1, 300));
      await expect(page.getByTestId("personal-error-1-label")).toHaveText(v.labelRequired);
      await expect(personal(page, 0).getByLabel(t.printWidth, { exact: true })).toHaveAttribute("aria-invalid", "true");
      await page.screenshot({ path: test.info().outputPath(`personal-refused-${size}.png`), fullPage: true });
      await expect(page).toHaveURL(/new=1/);

      await gotoHydrated(page, `/admin/products?q=${encodeURIComponent(name)}`);
      await expect(page.getByTestId("product-row").filter({ hasText: name })).toHaveCount(0);
    });
  });
}
