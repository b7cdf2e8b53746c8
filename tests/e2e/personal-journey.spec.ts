// docs/product.md#personalised-gifts, #personal-photos, #proof: the whole journey of a personalised gift, on a 390×844
// phone and a 1366×800 laptop. With JavaScript: the buyer picks a small photo (progress, preview, the low-resolution
// warning), types a name that the preview shows, adds it and a named mug, orders and pays (simulated payment); the
// order page shows both lines with the name and the photo. The admin cannot start production before a proof is
// approved, uploads a proof; the proof mail's link opens the order page, the buyer approves it, and only then may
// the order be prepared. Without JavaScript: the multipart product form posts the photo file to /cart, the checkout
// is a plain form, and the buyer asks for a change with a note from the order page.
import fs from "node:fs";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { adminOrdersText } from "../../app/lib/i18n/admin-orders";
import { checkoutText } from "../../app/lib/i18n/checkout";
import { paymentStatusText } from "../../app/lib/i18n/order";
import { LOW_RESOLUTION_WARNING } from "../../app/lib/i18n/personalisation";
import { productText } from "../../app/lib/i18n/product";
import { proofText } from "../../app/lib/i18n/proof";
import { e2eDataDir, runId, signIn } from "./support/admin";
import { SPECIAL_MUG, waitForHydration } from "./support/shop";
import { shot } from "./support/shots";

/** The demo catalogue's cut-out: a required photo (f1), an optional name (f2), and a proof before production. */
const CUT_OUT = { name: "Patronun Karton Kopyası", slug: "patronun-karton-kopyasi" };

const SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "laptop", viewport: { width: 1366, height: 800 } },
] as const;

/** A 600 × 800 JPEG: far too small for a life-size cut-out. */
async function smallPhoto() {
  const buffer = await sharp({ create: { width: 600, height: 800, channels: 3, background: "#d9a066" } })
    .jpeg({ quality: 70 })
    .toBuffer();
  return { name: "patron.jpg", mimeType: "image/jpeg", buffer };
}

async function open(page: Page, url: string, javaScript: boolean) {
  await page.goto(url);
  if (javaScript) await waitForHydration(page);
}

/** "Sepete Ekle" with JavaScript (the cart lives in the browser): waits until the button says the line was added. */
async function addToCartWithScript(page: Page) {
  await page.getByRole("button", { name: productText.addToCart }).first().click();
  await expect(page.getByRole("button", { name: productText.addedToCart }).first()).toBeVisible();
}

/** The checkout form filled as a shopper does (docs/product.md#checkout), then sent. */
async function placeOrder(page: Page, recipientName: string) {
  await page.locator("#recipientName").fill(recipientName);
  await page.locator("#recipientPhone").fill("+90 (532) 123 45 67");
  await page.locator("#recipientProvince").selectOption("İstanbul");
  await expect(page.locator("#recipientDistrict")).toBeEnabled();
  await page.locator("#recipientDistrict").selectOption("Kadıköy");
  await page.locator("#recipientAddress").fill("Caferağa Mah. Moda Cad. No: 1");
  await page.locator("#recipientPostalCode").fill("34710");
  await page.locator("#senderEmail").fill("prova-alici@example.com");
  await page.locator("#anonymousMessage").fill("Sürpriz!");
  await page.locator("#acceptTerms").check();
  await page.getByRole("button", { name: checkoutText.placeOrder }).click();
  await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}/);
  // The simulated payment settles within seconds (the page without JavaScript reloads itself until then).
  await expect(page.getByTestId("payment-status")).toHaveText(paymentStatusText.completed, { timeout: 30_000 });
  return new URL(page.url()).pathname.split("/order-confirmation/")[1];
}

async function expectImageLoads(image: ReturnType<Page["locator"]>) {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
}

/** The order page's personalised lines: the name, and the photo's thumbnail that loads. */
async function expectOrderLines(page: Page, name: string, withMug: boolean) {
  const main = page.locator("main");
  await expect(main).toContainText(CUT_OUT.name);
  if (withMug) await expect(main).toContainText(SPECIAL_MUG.name);
  await expect(main.getByText(name, { exact: false }).first()).toBeVisible();
  const thumbnails = main.locator("img[src^='/private-media/']");
  await expect(thumbnails.first()).toBeVisible();
  await expectImageLoads(thumbnails.first());
}

/** The admin's order dialog for this run's order (found by its recipient's name). */
async function openAdminOrder(page: Page, recipientName: string) {
  await page.goto(`/admin/orders?q=${encodeURIComponent(recipientName)}`);
  await waitForHydration(page);
  const row = page.getByTestId("order-row");
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: new RegExp(`^${adminOrdersText.orders.detail}`) }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The admin, in a browser of their own: production is refused until approval; a proof is uploaded and mailed. */
async function adminSendsProof(browser: Browser, viewport: { width: number; height: number }, recipientName: string) {
  const context = await browser.newContext({ viewport, locale: "tr-TR" });
  const page = await context.newPage();
  try {
    await signIn(page);
    // The simulated payment settles within seconds: wait for it, so "processing" is held back by the proof alone.
    await expect(async () => {
      await page.goto(`/admin/orders?q=${encodeURIComponent(recipientName)}`);
      await expect(page.getByTestId("order-row").getByTestId("payment-status")).toHaveText(adminOrdersText.paymentStatus.completed, { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    const dialog = await openAdminOrder(page, recipientName);
    const status = dialog.getByRole("combobox", { name: adminOrdersText.detail.status });
    await expect(status).toHaveValue("pending");
    await expect(status.locator('option[value="processing"]')).toHaveCount(0);
    const panel = dialog.getByTestId("admin-order-proof");
    await expect(panel).toBeVisible();
    const proof = await sharp({ create: { width: 900, height: 1200, channels: 3, background: "#5577aa" } })
      .png()
      .toBuffer();
    await panel.getByTestId("proof-file").setInputFiles({ name: "prova.png", mimeType: "image/png", buffer: proof });
    await panel.getByLabel(proofText.admin.note).fill("Yüz biraz aydınlatıldı.");
    await panel.getByRole("button", { name: proofText.admin.upload }).click();
    await expect(panel.getByTestId("proof-upload-done")).toHaveText(proofText.admin.sent, { timeout: 30_000 });
    await expect(panel.getByTestId("admin-proof-row")).toHaveCount(1);
    return { context, page };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** Quoted-printable undone enough to read links (soft line breaks and `=3D`). */
function unQuote(text: string) {
  return text.replace(/=\r?\n/g, "").replace(/=3D/gi, "=");
}

/** The link of the proof mail sent for this order (the e2e server writes mail as .eml files in DATA_DIR/outbox). */
async function proofMailLink(baseURL: string, orderId: string): Promise<string> {
  const dir = path.join(e2eDataDir(baseURL), "outbox");
  let link = "";
  await expect
    .poll(
      () => {
        if (!fs.existsSync(dir)) return "";
        for (const file of fs.readdirSync(dir)) {
          const text = unQuote(fs.readFileSync(path.join(dir, file), "utf8"));
          const found = text.match(new RegExp(`https?://[^\\s"<>]*/order-confirmation/${orderId}[^\\s"<>]*#prova`));
          if (found) link = found[0].replace(/&amp;/g, "&");
        }
        return link;
      },
      { timeout: 30_000, message: "the proof mail with a link to the order page's proof" },
    )
    .not.toBe("");
  return link;
}

for (const size of SIZES) {
  test.describe(`on a ${size.name}`, () => {
    test.describe.configure({ timeout: 180_000 });

    test("with JavaScript: upload, preview and warning, order, the proof mail's link, approval, then production", async ({ browser, baseURL }) => {
      const recipientName = `Prova Alıcısı ${runId()}`;
      const personName = "Ayşe Hanım";
      const context = await browser.newContext({ viewport: size.viewport, locale: "tr-TR" });
      let page = await context.newPage();
      try {
        await open(page, `/product/${CUT_OUT.slug}`, true);
        // The upload reports its progress while the photo goes up (held back a little so it can be seen).
        await page.route("**/api/personal-uploads", async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 800));
          await route.continue();
        });
        await page
          .locator('input[type="file"][id][accept^="image"]')
          .first()
          .setInputFiles(await smallPhoto());
        await expect(page.getByTestId("upload-progress")).toBeVisible();
        await expect(page.getByTestId("personal-thumb")).toBeVisible();
        await expect(page.getByTestId("low-resolution")).toHaveText(LOW_RESOLUTION_WARNING);
        expect(LOW_RESOLUTION_WARNING).toBe("Fotoğrafınız baskı için düşük çözünürlükte; sonuç bulanık olabilir.");
        const preview = page.getByTestId("personal-preview");
        await expect(preview).toBeVisible();
        await expectImageLoads(preview.getByTestId("personal-preview-photo"));
        await page.locator('[name="personal.f2"]').fill(personName);
        await expect(preview.getByTestId("personal-preview-text")).toContainText(personName);
        await shot(page, "personal-journey", `product-${size.name}-js`, { fullPage: true });
        await addToCartWithScript(page);

        // A mug with a name of its own.
        await open(page, `/product/${SPECIAL_MUG.slug}`, true);
        const mugName = page.locator('input[name^="personal."]:not([type="file"]):not([type="hidden"])').first();
        await mugName.fill("Mehmet");
        await addToCartWithScript(page);

        await open(page, "/cart", true);
        await expect(page.getByTestId("cart-line").filter({ hasText: CUT_OUT.name })).toContainText(personName);
        await expect(page.getByTestId("cart-line").filter({ hasText: SPECIAL_MUG.name })).toContainText("Mehmet");
        await shot(page, "personal-journey", `cart-${size.name}-js`, { fullPage: true });

        await open(page, "/checkout", true);
        const orderId = await placeOrder(page, recipientName);
        await waitForHydration(page);
        await expectOrderLines(page, personName, true);
        await expect(page.locator("main")).toContainText("Mehmet");
        await expect(page.getByTestId("order-proof")).toContainText(proofText.shop.waitingForProof);
        await shot(page, "personal-journey", `order-${size.name}-js`, { fullPage: true });

        const admin = await adminSendsProof(browser, size.viewport, recipientName);
        try {
          // The mail's link opens in a new tab, as from a mail program.
          const link = await proofMailLink(baseURL as string, orderId);
          await page.close();
          page = await context.newPage();
          await open(page, link, true);
          const section = page.getByTestId("order-proof");
          await expect(section).toBeVisible();
          await expectImageLoads(section.getByTestId("proof-image"));
          await expect(section.getByTestId("proof-note")).toContainText("Yüz biraz aydınlatıldı.");
          await shot(page, "personal-journey", `proof-${size.name}-js`, { fullPage: true });
          await section.getByRole("button", { name: proofText.shop.approve }).click();
          await expect(section.getByTestId("proof-answered")).toHaveText(proofText.shop.approved);
          await shot(page, "personal-journey", `proof-approved-${size.name}-js`, { fullPage: true });

          // Approved: the admin may now start preparing the order.
          const dialog = await openAdminOrder(admin.page, recipientName);
          await expect(dialog.getByTestId("admin-proof-answer")).toHaveText(/^Onaylandı/);
          const status = dialog.getByRole("combobox", { name: adminOrdersText.detail.status });
          await expect(status.locator('option[value="processing"]')).toHaveCount(1);
          await status.selectOption("processing");
          await expect(dialog).toHaveCount(0);
          await expect(admin.page.getByTestId("order-row").getByTestId("order-status")).toHaveText(adminOrdersText.orderStatus.processing);
        } finally {
          await admin.context.close();
        }
      } finally {
        await context.close();
      }
    });

    test("without JavaScript: the photo file posts with the form, checkout, and a change asked from the order page", async ({ browser, baseURL }) => {
      const recipientName = `Prova Alıcısı ${runId()}`;
      const personName = "Zeynep Öğretmen";
      const context = await browser.newContext({ viewport: size.viewport, javaScriptEnabled: false, locale: "tr-TR" });
      let page = await context.newPage();
      try {
        await page.goto(`/product/${CUT_OUT.slug}`);
        const form = page.getByTestId("product-buy-form");
        await expect(form).toHaveAttribute("enctype", "multipart/form-data");
        await form.locator('input[type="file"][name="personal.f1"]').setInputFiles(await smallPhoto());
        await form.locator('[name="personal.f2"]').fill(personName);
        await form.getByRole("button", { name: productText.addToCart }).click();
        await expect(page).toHaveURL(/\/cart$/);
        const line = page.getByTestId("cart-line").filter({ hasText: CUT_OUT.name });
        await expect(line).toHaveCount(1);
        await expect(line).toContainText(personName);
        await expectImageLoads(line.locator("img[src^='/private-media/']"));
        await expect(line.getByTestId("personal-low-resolution")).toBeVisible();
        await shot(page, "personal-journey", `cart-${size.name}-nojs`, { fullPage: true });

        await page.goto("/checkout");
        const orderId = await placeOrder(page, recipientName);
        await expectOrderLines(page, personName, false);
        await shot(page, "personal-journey", `order-${size.name}-nojs`, { fullPage: true });

        const admin = await adminSendsProof(browser, size.viewport, recipientName);
        try {
          const link = await proofMailLink(baseURL as string, orderId);
          await page.close();
          page = await context.newPage();
          await page.goto(link);
          const section = page.getByTestId("order-proof");
          await expectImageLoads(section.getByTestId("proof-image"));
          await section.getByTestId("proof-change-note").fill("Lütfen arka planı beyaz yapın.");
          await section.getByRole("button", { name: proofText.shop.requestChange }).click();
          await expect(page.getByTestId("order-proof").getByTestId("proof-answered")).toContainText(proofText.shop.changeRequested);
          await expect(page.getByTestId("order-proof").getByTestId("proof-answered")).toContainText("Lütfen arka planı beyaz yapın.");
          await shot(page, "personal-journey", `proof-change-${size.name}-nojs`, { fullPage: true });

          // A change asked: still no production; the admin reads the buyer's note.
          const dialog = await openAdminOrder(admin.page, recipientName);
          await expect(dialog.getByTestId("admin-proof-buyer-note")).toContainText("Lütfen arka planı beyaz yapın.");
          await expect(dialog.getByRole("combobox", { name: adminOrdersText.detail.status }).locator('option[value="processing"]')).toHaveCount(0);
        } finally {
          await admin.context.close();
        }
      } finally {
        await context.close();
      }
    });
  });
}
