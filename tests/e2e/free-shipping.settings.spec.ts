// The free-shipping threshold end to end (docs/product.md#free-shipping): the owner sets it in /admin/settings
// ("Kargo ve teslimat"), the product page and the cart tell how much is missing, and once the cart reaches it
// the cart ships free and its total has no shipping. At 390×844 and 1366×800. Each test turns the threshold off
// again, so the spec can be repeated.
import { expect, type Page, test } from "@playwright/test";
import { settingsText } from "../../app/lib/i18n/admin-settings";
import { shippingSettingsText } from "../../app/lib/i18n/settings-shipping";
import { signIn } from "./support/admin";
import { gotoHydrated, SPECIAL_MUG } from "./support/shop";
import { shot } from "./support/shots";

const t = shippingSettingsText;
/** The demo mug: ₺249,99 with the standard ₺29,99 shipping. */
const THRESHOLD = "400,00";

async function setThreshold(page: Page, value: string) {
  await gotoHydrated(page, "/admin/settings");
  const section = page.getByTestId("shipping-section");
  await section.getByLabel(t.freeFrom).fill(value);
  await section.getByRole("button", { name: settingsText.save }).click();
  await expect(section.getByRole("status")).toHaveText(/Ayarlar kaydedildi\.|Değişiklik yok/);
  return section;
}

for (const viewport of [
  { name: "phone", width: 390, height: 844 },
  { name: "laptop", width: 1366, height: 800 },
]) {
  test.describe(`free shipping on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test.afterEach(async ({ page }) => {
      await setThreshold(page, "");
      await expect(page.getByTestId("shipping-section").getByLabel(t.freeFrom)).toHaveValue("");
    });

    test("the owner sets a threshold; the cart counts down to it and then ships free", async ({ page }) => {
      await signIn(page);
      const section = await setThreshold(page, THRESHOLD);
      await expect(section.getByRole("status")).toHaveText(settingsText.saved);
      await expect(section.getByLabel(t.freeFrom)).toHaveValue(THRESHOLD);
      await section.getByLabel(t.freeFrom).scrollIntoViewIfNeeded();
      await shot(page, "free-shipping", `${viewport.name}-1-settings`);

      if (viewport.name === "laptop") {
        // A tracking address on http:// is refused on its field, and nothing is saved.
        const url = section.getByLabel("MNG Kargo: Takip adresi");
        await url.fill("http://www.mngkargo.com.tr/takip?no={code}");
        await section.getByRole("button", { name: settingsText.save }).click();
        await expect(page.getByTestId("settings-outcome")).toHaveText(settingsText.fixErrors);
        const refused = page.getByTestId("shipping-section").getByLabel("MNG Kargo: Takip adresi");
        await expect(refused).toHaveAttribute("aria-invalid", "true");
        await expect(page.getByText(t.errors.urlHttps)).toBeVisible();
        await refused.scrollIntoViewIfNeeded();
        await shot(page, "free-shipping", `${viewport.name}-2-refused`);
        await gotoHydrated(page, "/admin/settings");
        await expect(page.getByTestId("shipping-section").getByLabel("MNG Kargo: Takip adresi")).toHaveValue(/^https:\/\//);
      }

      await gotoHydrated(page, `/product/${SPECIAL_MUG.slug}`);
      const productLine = page.getByTestId("product-free-shipping");
      await expect(productLine).toHaveText("₺400,00 ve üzeri kargo bedava");
      await page.getByRole("button", { name: "Sepete Ekle" }).first().click();
      await expect(productLine).toHaveText("Kargonun bedava olmasına ₺150,01 kaldı");
      await productLine.scrollIntoViewIfNeeded();
      await shot(page, "free-shipping", `${viewport.name}-3-product`);

      await gotoHydrated(page, "/cart");
      const cartLine = page.getByTestId("cart-free-shipping");
      await expect(cartLine).toHaveText("Kargonun bedava olmasına ₺150,01 kaldı");
      await expect(page.getByTestId("cart-shipping")).toHaveText("₺29,99");
      await expect(page.getByTestId("cart-total")).toHaveText("₺279,98");
      await shot(page, "free-shipping", `${viewport.name}-4-cart-missing`, { fullPage: true });

      await page.getByTestId("cart-line").getByRole("button", { name: "Artır" }).click();
      await expect(cartLine).toHaveText("Kargo bedava!");
      await expect(page.getByTestId("cart-subtotal")).toHaveText("₺499,98");
      await expect(page.getByTestId("cart-shipping")).toHaveText("Ücretsiz");
      await expect(page.getByTestId("cart-total")).toHaveText("₺499,98");
      await shot(page, "free-shipping", `${viewport.name}-5-cart-free`, { fullPage: true });

      // The checkout's summary prices it the same way.
      await gotoHydrated(page, "/checkout");
      await expect(page.getByTestId("checkout-shipping")).toHaveText("Ücretsiz");
      await expect(page.getByTestId("checkout-total")).toHaveText("₺499,98");
    });
  });
}
