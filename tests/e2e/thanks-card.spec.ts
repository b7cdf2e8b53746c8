// docs/product.md#thank-you-notes: the sender's choice at checkout (ticked by default, posted with and without
// JavaScript), the card preview's placeholder for the code, and the packing slip's card carrying the QR code a phone
// camera reads, the short address and the printed code. At 390×844 and 1366×800.
import { type Browser, expect, type Page, test } from "@playwright/test";
import jsQR from "jsqr";
import sharp from "sharp";
import { checkoutText } from "../../app/lib/i18n/checkout";
import { thanksCardText } from "../../app/lib/i18n/thanks-card";
import { signIn } from "./support/admin";
import { shot } from "./support/shots";
import { gotoHydrated, STOCKED_MAGNET } from "./support/shop";

const SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "laptop", viewport: { width: 1366, height: 800 } },
] as const;
const CODE = /^[0-9a-z]{6}-[0-9a-z]{6}-[0-9a-z]{6}$/;

/** Puts the magnet in the cart as the product page's form posts it without JavaScript. */
async function addMagnet(page: Page) {
  const html = await (await page.request.get(`/product/${STOCKED_MAGNET.slug}`)).text();
  const form = html.slice(html.indexOf('data-testid="product-buy-form"'));
  const value = (field: string) => form.match(new RegExp(`name="${field}" value="([0-9a-f-]{36})"`))?.[1];
  const productId = value("productId");
  if (!productId) throw new Error("no product id on the product page");
  const variantId = value("variantId");
  const added = await page.request.post("/cart", {
    form: { intent: "add", productId, ...(variantId ? { variantId } : {}), quantity: "1" },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
}

async function fillCheckout(page: Page, message: string) {
  const typed: Record<string, string> = {
    recipientName: "Ayşe Yılmaz",
    recipientAddress: "Caferağa Mah. Moda Cad. No: 1 D: 3",
    recipientPostalCode: "34710",
    recipientPhone: "05551234567",
    senderEmail: "gonderen@example.com",
    anonymousMessage: message,
  };
  for (const [id, text] of Object.entries(typed)) await page.locator(`#${id}`).fill(text);
  await page.locator("#recipientProvince").selectOption("İstanbul");
  await page.locator("#recipientDistrict").selectOption("Kadıköy");
  await page.locator("#acceptTerms").check();
}

async function placeFilled(page: Page): Promise<string> {
  await page.getByRole("button", { name: checkoutText.placeOrder }).click();
  await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}/, { timeout: 15_000 });
  return new URL(page.url()).pathname.split("/").pop() as string;
}

for (const size of SIZES) {
  test.describe(`at ${size.viewport.width}×${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport });

    test("the box is ticked, the preview shows where the code goes, and the slip's card carries a readable QR code", async ({ page, baseURL }) => {
      await addMagnet(page);
      await gotoHydrated(page, "/checkout");
      const box = page.getByRole("checkbox", { name: thanksCardText.checkout.label });
      await expect(box).toBeChecked();
      await expect(page.locator("#thanksAllowed-help")).toHaveText(thanksCardText.checkout.help);
      await fillCheckout(page, "Yeni evin hayırlı olsun!");
      const preview = page.getByTestId("message-card-preview");
      const placeholder = preview.getByTestId("message-card-thanks");
      await expect(placeholder).toContainText(thanksCardText.preview.address(`${new URL(baseURL as string).host}/tesekkur`));
      await expect(placeholder).toContainText(thanksCardText.preview.codeLater);
      await box.uncheck();
      await expect(placeholder).toHaveCount(0);
      await box.check();
      await preview.scrollIntoViewIfNeeded();
      await shot(page, "thanks-card", `checkout-${size.name}`);
      const orderId = await placeFilled(page);
      await expect(page.getByTestId("order-thanks")).toHaveText(thanksCardText.confirmation);

      await signIn(page);
      await gotoHydrated(page, `/admin/packing-slips?ids=${orderId}`);
      const card = page.getByTestId("slip-card");
      await expect(card.getByTestId("slip-thanks-qr").locator("svg")).toHaveCount(1);
      const code = (await card.getByTestId("slip-thanks-code").innerText()).replace(/^.*:\s*/, "").trim();
      expect(code).toMatch(CODE);
      await expect(card.getByTestId("slip-thanks-address")).toHaveText(/\/tesekkur$/);
      await expect(card).toContainText(thanksCardText.slip.invite);
      // The card fits its page: nothing wider than the card.
      const cardBox = (await card.boundingBox()) as { x: number; width: number };
      const thanksBox = (await card.getByTestId("slip-thanks").boundingBox()) as { x: number; width: number };
      expect(thanksBox.x + thanksBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width + 1);
      // A phone camera reads the recipient's page from the printed QR code.
      const png = await card.getByTestId("slip-thanks-qr").screenshot();
      const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      const read = jsQR(new Uint8ClampedArray(data), info.width, info.height);
      expect(read?.data).toMatch(new RegExp(`/tesekkur/${code}$`));
      await card.scrollIntoViewIfNeeded();
      await shot(page, "thanks-card", `packing-slip-${size.name}`);
      await shot(page, "thanks-card", `packing-slip-full-${size.name}`, { fullPage: true });
    });
  });
}

test.describe("without JavaScript", () => {
  async function noScriptPage(browser: Browser) {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    return { context, page: await context.newPage() };
  }

  test("the ticked box posts and the order tells the sender; unticked, it does not", async ({ browser }) => {
    const { context, page } = await noScriptPage(browser);
    try {
      await addMagnet(page);
      await page.goto("/checkout");
      await expect(page.locator("#thanksAllowed")).toBeChecked();
      await fillCheckout(page, "Tebrikler!");
      await placeFilled(page);
      await expect(page.getByTestId("order-thanks")).toHaveText(thanksCardText.confirmation);

      await addMagnet(page);
      await page.goto("/checkout");
      await fillCheckout(page, "Tebrikler yine!");
      await page.locator("#thanksAllowed").uncheck();
      await placeFilled(page);
      await expect(page.getByTestId("order-number")).toBeVisible();
      await expect(page.getByTestId("order-thanks")).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
