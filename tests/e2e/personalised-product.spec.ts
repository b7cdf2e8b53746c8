// docs/product.md#personalised-gifts, #personal-photos: a shopper on a 390×844 phone and a 1366×800 laptop personalises
// the demo catalogue's cut-out of the boss (a required photo, an optional name under it): the photo uploads with a
// progress bar, the product shows a live preview with the photo and the name, a small photo is warned about, and the
// cart gets the line with its values; without JavaScript the multipart form posts the file and the name. The page
// states that personalised goods are excepted from the right of withdrawal.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { PERSONALISED_WITHDRAWAL_NOTE, personalFieldsText } from "../../app/lib/i18n/personal-fields";
import { LOW_RESOLUTION_WARNING, personalValueText } from "../../app/lib/i18n/personalisation";
import { productText } from "../../app/lib/i18n/product";
import { makePng } from "./support/admin";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { gotoHydrated } from "./support/shop";

/** The demo catalogue's cut-out: f1 a photo printed at 60×180 cm (required), f2 a name under it (optional, 30 characters). */
const CUTOUT = { name: "Patronun Karton Kopyası", slug: "patronun-karton-kopyasi" };

const SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 }, hasTouch: true },
  { name: "laptop", viewport: { width: 1366, height: 800 }, hasTouch: false },
] as const;

let photo = "";
test.beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "personal-photo-"));
  // 500×500 pixels: far below what a 180 cm print needs, so the shop warns about it.
  photo = await makePng(dir, "patron.png", { r: 200, g: 120, b: 90 }, 500);
});

function addButton(page: Page) {
  return page.getByTestId("product-buy-form").getByRole("button", { name: productText.addToCart, exact: true }).first();
}

async function storedCart(page: Page): Promise<{ productId: string; personal?: Record<string, string> }[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "[]"));
}

for (const size of SIZES) {
  test.describe(`on a ${size.name}`, () => {
    test.use({ viewport: size.viewport, hasTouch: size.hasTouch });

    test("a photo uploads with progress and shows in the preview with the name; the cart gets the personalised line", async ({ page }, testInfo) => {
      await gotoHydrated(page, `/product/${CUTOUT.slug}`);
      await expect(page.getByTestId("personal-withdrawal-note")).toContainText(PERSONALISED_WITHDRAWAL_NOTE);
      const fileInput = page.locator("#personal-f1");
      await expect(fileInput).toHaveAttribute("accept", "image/*");
      await expect(page.getByTestId("choose-photo")).toHaveText(personalFieldsText.choosePhoto);

      // Nothing is added without the required photo: the message is under the field.
      await addButton(page).click();
      await expect(page.getByTestId("personal-photo").getByTestId("personal-error")).toHaveText(personalValueText["photo-missing"]);
      expect(await storedCart(page)).toEqual([]);

      // The upload is held a moment so the progress bar can be seen.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/api/personal-uploads", async (route) => {
        await held;
        await route.continue();
      });
      await fileInput.setInputFiles(photo);
      await expect(page.getByTestId("upload-progress")).toBeVisible();
      release();
      await expect(page.getByTestId("upload-progress")).toBeHidden();
      await expect(page.getByTestId("personal-preview-photo")).toBeVisible();
      await expect(page.getByTestId("low-resolution")).toHaveText(LOW_RESOLUTION_WARNING);
      await expect(page.getByTestId("personal-photo").getByTestId("personal-error")).toHaveCount(0);
      await expect(page.getByTestId("choose-photo")).toHaveText(personalFieldsText.change);

      await page.locator("#personal-f2").fill("Ahmet Bey");
      await expect(page.getByTestId("personal-count")).toHaveText(personalFieldsText.characters(9, 30));
      await expect(page.getByTestId("personal-preview-text")).toHaveText("Ahmet Bey");
      await expectNoSeriousA11yViolations(page);
      await page.getByTestId("personal-fields").screenshot({ path: testInfo.outputPath(`personal-fields-${size.name}.png`) });
      await page.screenshot({ path: testInfo.outputPath(`personal-page-${size.name}.png`), fullPage: true });

      await addButton(page).click();
      const cart = await storedCart(page);
      expect(cart).toEqual([expect.objectContaining({ personal: { f1: expect.stringMatching(/^[0-9a-f-]{36}$/), f2: "Ahmet Bey" }, quantity: 1 })]);

      await gotoHydrated(page, "/cart");
      const line = page.getByTestId("cart-line").filter({ hasText: CUTOUT.name });
      await expect(line).toHaveCount(1);
      await expect(line.getByTestId("personal-line")).toContainText("Ahmet Bey");
    });

    test("the cut-out's card offers to personalise it instead of adding it in one click", async ({ page }) => {
      await gotoHydrated(page, "/products?category=karton");
      const card = page.getByTestId("product-card").filter({ hasText: CUTOUT.name });
      await expect(card.getByRole("link", { name: personalFieldsText.personalise })).toHaveAttribute("href", `/product/${CUTOUT.slug}`);
      await expect(card.getByRole("button", { name: productText.addToCart })).toHaveCount(0);
    });
  });

  test.describe(`without JavaScript on a ${size.name}`, () => {
    test.use({ viewport: size.viewport, javaScriptEnabled: false });

    test("the multipart form posts the photo and the name, and the line arrives in the cart", async ({ page }) => {
      await page.goto(`/product/${CUTOUT.slug}`);
      await expect(page.getByTestId("product-buy-form")).toHaveAttribute("enctype", "multipart/form-data");
      await page.locator("#personal-f1").setInputFiles(photo);
      await page.locator("#personal-f2").fill("Ayşe Hanım");
      await addButton(page).click();
      await expect(page).toHaveURL(/\/cart/);
      const line = page.getByTestId("cart-line").filter({ hasText: CUTOUT.name });
      await expect(line).toHaveCount(1);
      await expect(line.getByTestId("personal-line")).toContainText("Ayşe Hanım");
    });

    test("the cart's refusal comes back as a Turkish message under the field", async ({ page }) => {
      await page.goto(`/product/${CUTOUT.slug}?hata=f1.photo-missing&hata=f2.too-long`);
      await expect(page.getByTestId("personal-photo").getByTestId("personal-error")).toHaveText(personalValueText["photo-missing"]);
      await expect(page.locator("#personal-f2-error")).toHaveText(personalValueText["too-long"]);
      await expect(page.locator("#personal-f2")).toHaveAttribute("aria-invalid", "true");
    });
  });
}
