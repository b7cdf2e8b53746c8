// docs/product.md#personalised-gifts: a personalised gift added without JavaScript (the product form's multipart, a
// photo file and a name) is a line of its own in the cart and the checkout summary, with its text, the photo's
// thumbnail, and the withdrawal exception, on a 390×844 phone and a 1366×800 laptop, with JavaScript and without.
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { shot } from "./support/shots";
import { gotoHydrated } from "./support/shop";

/** The demo catalogue's cut-out, which asks for a photo (docs/product.md#personalised-gifts). */
const CUT_OUT = { name: "Patronun Karton Kopyası", slug: "patronun-karton-kopyasi" };

const SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "laptop", viewport: { width: 1366, height: 800 } },
] as const;

/** The product form's ids, read from the product page's no-JavaScript form. */
async function idsOf(page: Page): Promise<{ productId: string; variantId?: string }> {
  const html = await (await page.request.get(`/product/${CUT_OUT.slug}`)).text();
  const form = html.slice(html.indexOf('data-testid="product-buy-form"'));
  const value = (name: string) => form.match(new RegExp(`name="${name}" value="([0-9a-f-]{36})"`))?.[1];
  const productId = value("productId");
  if (!productId) throw new Error("no product id on the product page");
  const variantId = value("variantId");
  return variantId ? { productId, variantId } : { productId };
}

/** The product form's text and photo inputs (`personal.<fieldId>`), as the page renders them. */
async function personalInputs(page: Page): Promise<{ fieldId: string; photo: boolean }[]> {
  const html = await (await page.request.get(`/product/${CUT_OUT.slug}`)).text();
  return [...html.matchAll(/<(?:input|textarea)\b[^>]*name="personal\.([a-z0-9]+)"[^>]*>/g)]
    .filter(([tag]) => !/type="hidden"/.test(tag))
    .map(([tag, fieldId]) => ({ fieldId, photo: /type="file"/.test(tag) }));
}

/**
 * Adds the cut-out as its form does without JavaScript. An add without values is sent back to the product page with
 * the required fields (`hata=<fieldId>.<reason>`): a photo file goes to each photo field, a name to each text field.
 */
async function addPersonalised(page: Page, name: string): Promise<boolean> {
  const ids = await idsOf(page);
  const bare = await page.request.post("/cart", { multipart: { intent: "add", ...ids, quantity: "1" }, maxRedirects: 0 });
  expect(bare.status()).toBe(303);
  const location = new URL(bare.headers().location ?? "", "http://shop.test");
  if (location.pathname === "/cart") return false;
  expect(location.pathname).toBe(`/product/${CUT_OUT.slug}`);
  const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: "#d9a066" } })
    .jpeg({ quality: 70 })
    .toBuffer();
  const fields: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = { intent: "add", ...ids, quantity: "1" };
  const file = { name: "patron.jpg", mimeType: "image/jpeg", buffer: photo };
  for (const refusal of location.searchParams.getAll("hata")) {
    const [fieldId, reason] = refusal.split(".");
    fields[`personal.${fieldId}`] = reason === "photo-missing" ? file : name;
  }
  // Optional text and photo fields of the product page's form get a value too (the name tells the lines apart).
  for (const input of await personalInputs(page)) fields[`personal.${input.fieldId}`] ??= input.photo ? file : name;
  const added = await page.request.post("/cart", { multipart: fields, maxRedirects: 0 });
  expect(added.status()).toBe(303);
  expect(added.headers().location).toBe("/cart");
  return true;
}

async function expectPersonalLine(page: Page, lineTestId: string, name: string) {
  const line = page.getByTestId(lineTestId).filter({ hasText: name });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(CUT_OUT.name);
  await expect(line.getByTestId("personal-withdrawal-note")).toContainText("cayma hakkı kapsamı dışındadır");
  const thumbnail = line.locator("img[src^='/private-media/']");
  await expect(thumbnail).toHaveCount(1);
  // The signed thumbnail loads (a real image, not a broken link) once the line is in view: it is lazy, and on a phone the
  // checkout's summary sits below the billing details and the contract texts.
  await line.scrollIntoViewIfNeeded();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // A 600 × 800 photo is too small for a life-size print: the warning says so.
  await expect(line.getByTestId("personal-low-resolution")).toBeVisible();
}

for (const size of SIZES) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`on a ${size.name}, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
      test.use({ viewport: size.viewport, javaScriptEnabled });

      test("two personalisations of one cut-out are two lines, shown with their values in the cart and the checkout summary", async ({ page }) => {
        test.skip(!(await addPersonalised(page, "Ayşe")), "the demo catalogue has no personalised cut-out");
        expect(await addPersonalised(page, "Mehmet")).toBe(true);
        if (javaScriptEnabled) await gotoHydrated(page, "/cart");
        else await page.goto("/cart");
        await expect(page.getByTestId("cart-line")).toHaveCount(2);
        for (const name of ["Ayşe", "Mehmet"]) await expectPersonalLine(page, "cart-line", name);
        await shot(page, "personal-cart", `cart-${size.name}-${javaScriptEnabled ? "js" : "nojs"}`, { fullPage: true });

        // Without JavaScript the line's remove button names it by its values: Mehmet's line stays.
        if (!javaScriptEnabled) {
          await page
            .getByTestId("cart-line")
            .filter({ hasText: "Ayşe" })
            .getByRole("button", { name: /kaldır/ })
            .click();
          await expect(page.getByTestId("cart-line")).toHaveCount(1);
          await expect(page.getByTestId("cart-line")).toContainText("Mehmet");
        }

        if (javaScriptEnabled) await gotoHydrated(page, "/checkout");
        else await page.goto("/checkout");
        for (const name of javaScriptEnabled ? ["Ayşe", "Mehmet"] : ["Mehmet"]) await expectPersonalLine(page, "checkout-line", name);
        // The order form carries the values with the lines.
        const items = JSON.parse((await page.locator("input[name=items]").getAttribute("value")) ?? "[]") as { personal?: Record<string, string> }[];
        expect(items.map((item) => Object.values(item.personal ?? {}))).toEqual(
          (javaScriptEnabled ? ["Ayşe", "Mehmet"] : ["Mehmet"]).map((name) => expect.arrayContaining([name])),
        );
        await shot(page, "personal-cart", `checkout-${size.name}-${javaScriptEnabled ? "js" : "nojs"}`, { fullPage: true });
      });
    });
  }
}
