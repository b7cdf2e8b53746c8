// docs/product.md#options-and-variants: a shopper on a 390×844 phone and a 1366×800 laptop picks a colour of the
// demo catalogue's cat mug (Beyaz, Siyah, Kırmızı Kulplu: sold out), with JavaScript and without: price, stock,
// image and the address follow the choice, and the cart gets that colour.
import { expect, type Page, test } from "@playwright/test";
import { personalFieldsText } from "../../app/lib/i18n/personal-fields";
import { productText } from "../../app/lib/i18n/product";
import { variantPickerText } from "../../app/lib/i18n/variant-picker";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { gotoHydrated } from "./support/shop";

/** The demo catalogue's mug in three colours and cut-out in two sizes (app/lib/i18n/demo-catalog.ts). */
const MUG = { name: "İnatçı Kedi Kupası", slug: "inatci-kedi-kupasi" };
const CUTOUT = { name: "Patronun Karton Kopyası", slug: "patronun-karton-kopyasi" };
const SIYAH_SKU = "INATCI-KEDI-KUPASI-SIYAH";

const SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 }, hasTouch: true },
  { name: "laptop", viewport: { width: 1366, height: 800 }, hasTouch: false },
] as const;

function firstSlideImage(page: Page) {
  return page.locator("#gorsel-1 img");
}

function colour(page: Page, name: string) {
  return page.getByTestId("option-picker").getByRole("radio", { name: new RegExp(`^${name}`) });
}

for (const size of SIZES) {
  test.describe(`on a ${size.name}`, () => {
    test.use({ viewport: size.viewport, hasTouch: size.hasTouch });

    test("picking Siyah changes price, stock, image and address; the cart gets Siyah", async ({ page }) => {
      await gotoHydrated(page, `/product/${MUG.slug}`);
      const price = page.getByTestId("price").first();
      await expect(price).toHaveText("₺179,99");
      await expect(colour(page, "Beyaz")).toBeChecked();
      // Sold out: shown, struck through, named so; the "Seç" button is for pages without JavaScript.
      await expect(colour(page, "Kırmızı Kulplu")).toHaveAccessibleName(`Kırmızı Kulplu ${variantPickerText.soldOut}`);
      await expect(page.getByTestId("option-submit")).toBeHidden();
      const beyazImage = await firstSlideImage(page).getAttribute("src");

      await page.getByText("Siyah", { exact: true }).click();
      await expect(colour(page, "Siyah")).toBeChecked();
      await expect(price).toHaveText("₺189,99");
      await expect(page.getByTestId("original-price").first()).toHaveText("₺229,99");
      await expect(page.getByTestId("stock-pill")).toHaveText(productText.inStock(4));
      await expect(page.getByTestId("low-stock")).toHaveText(productText.lastItems(4));
      await expect(firstSlideImage(page)).not.toHaveAttribute("src", beyazImage ?? "");
      expect(decodeURIComponent(new URL(page.url()).search)).toBe(`?secim=${SIYAH_SKU}`);
      await expectNoSeriousA11yViolations(page);

      await page.getByTestId("product-buy-form").getByRole("button", { name: productText.addToCart, exact: true }).first().click();
      const cart = await page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "[]"));
      expect(cart).toEqual([expect.objectContaining({ variantLabel: "Renk: Siyah", price: 18999, quantity: 1, variantId: expect.any(String) })]);

      // The address is bookmarkable: opened again, it shows Siyah.
      await gotoHydrated(page, page.url());
      await expect(colour(page, "Siyah")).toBeChecked();
      await expect(price).toHaveText("₺189,99");
    });

    test("the cut-out's sizes have different prices; the list's card starts from the cheapest", async ({ page }) => {
      await gotoHydrated(page, `/products?category=karton`);
      const card = page.getByTestId("product-card").filter({ hasText: CUTOUT.name });
      await expect(card.getByTestId("price")).toHaveText("₺549,99'den başlayan");
      // It asks for the boss's photo, so its card leads to the page to personalise it (and choose a size).
      await expect(card.getByRole("link", { name: personalFieldsText.personalise })).toBeVisible();
      await expect(card.getByRole("button", { name: productText.addToCart })).toHaveCount(0);
      await card.getByRole("link", { name: personalFieldsText.personalise }).click();
      await expect(page).toHaveURL(new RegExp(`/product/${CUTOUT.slug}$`));
      await expect(page.getByTestId("price").first()).toHaveText("₺549,99");
      await page.getByText("180 cm", { exact: true }).click();
      await expect(page.getByTestId("price").first()).toHaveText("₺899,99");
    });
  });

  test.describe(`without JavaScript on a ${size.name}`, () => {
    test.use({ viewport: size.viewport, javaScriptEnabled: false });

    test("the GET form chooses Siyah and the add-to-cart form posts Siyah's variant", async ({ page }) => {
      await page.goto(`/product/${MUG.slug}`);
      await page.getByText("Siyah", { exact: true }).click();
      await page.getByTestId("option-submit").click();
      await expect(page).toHaveURL(/\?secim=/);
      expect(decodeURIComponent(new URL(page.url()).search)).toBe(`?secim=${SIYAH_SKU}`);
      await expect(page.getByTestId("price").first()).toHaveText("₺189,99");
      await expect(page.getByTestId("stock-pill")).toHaveText(productText.inStock(4));

      const variantId = await page.getByTestId("product-buy-form").locator('input[name="variantId"]').inputValue();
      expect(variantId).not.toBe("");
      const posted = page.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname === "/cart");
      await page.getByTestId("product-buy-form").getByRole("button", { name: productText.addToCart, exact: true }).first().click();
      const form = new URLSearchParams((await posted).postData() ?? "");
      expect(form.get("variantId")).toBe(variantId);
      expect(form.get("intent")).toBe("add");
    });

    test("an unknown combination stays on the product with a note", async ({ page }) => {
      const answer = await page.goto(`/product/${MUG.slug}?secenek1=Mor`);
      expect(answer?.status()).toBe(200);
      await expect(page.getByTestId("unknown-choice")).toHaveText(variantPickerText.unknownChoice);
    });
  });
}
