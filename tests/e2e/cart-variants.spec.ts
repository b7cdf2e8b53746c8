// docs/product.md#options-and-variants, #cart-rules: two colours of one product are two cart lines, each named with
// its options, its own quantity and total, in the cart and the checkout summary, on a 390×844 phone and a 1366×800
// laptop, with JavaScript and without. The lines go in as the product page's form posts them (productId, variantId).
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { gotoHydrated, kurusOf } from "./support/shop";

/** The demo catalogue's mug in three colours (app/lib/i18n/demo-catalog.ts), chosen by SKU (?secim=). */
const MUG = { name: "İnatçı Kedi Kupası", slug: "inatci-kedi-kupasi" };
const COLOURS = [
  { label: "Renk: Beyaz", sku: "INATCI-KEDI-KUPASI-BEYAZ", quantity: 2 },
  { label: "Renk: Siyah", sku: "INATCI-KEDI-KUPASI-SIYAH", quantity: 1 },
] as const;

const SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "laptop", viewport: { width: 1366, height: 800 } },
] as const;

/** The ids the product page's no-JavaScript form posts for a colour. */
async function idsOf(request: APIRequestContext, sku: string): Promise<{ productId: string; variantId: string }> {
  const html = await (await request.get(`/product/${MUG.slug}?secim=${encodeURIComponent(sku)}`)).text();
  const form = html.slice(html.indexOf('data-testid="product-buy-form"'));
  const value = (name: string) => form.match(new RegExp(`name="${name}" value="([0-9a-f-]{36})"`))?.[1];
  const productId = value("productId");
  const variantId = value("variantId");
  if (!productId || !variantId) throw new Error(`no ids for ${sku} on the product page`);
  return { productId, variantId };
}

/** Both colours added as the product page's form adds them (the cookie cart; the page adopts it with JavaScript). */
async function addBothColours(page: Page) {
  for (const colour of COLOURS) {
    const ids = await idsOf(page.request, colour.sku);
    const res = await page.request.post("/cart", { form: { intent: "add", ...ids, quantity: String(colour.quantity) }, maxRedirects: 0 });
    expect(res.status()).toBe(303);
  }
}

async function expectTwoLines(page: Page, lineTestId: string, variantTestId: string) {
  const lines = page.getByTestId(lineTestId);
  await expect(lines).toHaveCount(2);
  for (const [index, colour] of COLOURS.entries()) {
    const line = lines.nth(index);
    await expect(line).toContainText(MUG.name);
    await expect(line.getByTestId(variantTestId)).toHaveText(colour.label);
  }
}

for (const size of SIZES) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`on a ${size.name}, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
      test.use({ viewport: size.viewport, javaScriptEnabled });

      test("two colours of one mug are two lines, each with its options, quantity and total", async ({ page }) => {
        await addBothColours(page);
        if (javaScriptEnabled) await gotoHydrated(page, "/cart");
        else await page.goto("/cart");
        await expectTwoLines(page, "cart-line", "cart-line-variant");
        const totals = await page.getByTestId("cart-line-total").allTextContents();
        const lineSum = totals.map(kurusOf).reduce((a, b) => a + b, 0);
        // Each line's total is its own price times its own quantity (Siyah costs more than Beyaz).
        const unit = totals.map((text, i) => kurusOf(text) / COLOURS[i].quantity);
        expect(unit[0]).not.toBe(unit[1]);
        expect(kurusOf((await page.getByTestId("cart-subtotal").textContent()) ?? "")).toBe(lineSum);

        // Removing one colour leaves the other.
        await page
          .getByTestId("cart-line")
          .nth(1)
          .getByRole("button", { name: `${MUG.name} (${COLOURS[1].label}) ürününü sepetten kaldır` })
          .click();
        await expect(page.getByTestId("cart-line")).toHaveCount(1);
        await expect(page.getByTestId("cart-line-variant")).toHaveText(COLOURS[0].label);
      });

      test("the checkout summary names both colours", async ({ page }) => {
        await addBothColours(page);
        if (javaScriptEnabled) await gotoHydrated(page, "/checkout");
        else await page.goto("/checkout");
        await expectTwoLines(page, "checkout-line", "checkout-line-variant");
        for (const [index, colour] of COLOURS.entries()) await expect(page.getByTestId("checkout-line").nth(index)).toContainText(`× ${colour.quantity}`);
      });
    });
  }
}
