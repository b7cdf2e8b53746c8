// docs/product.md#personalised-gifts, #personal-photos, #proof: a personalised cut-out ordered in the shop (a photo
// with EXIF data and a name) reaches the admin: the list marks it "Onay bekliyor", the order dialog shows the name
// and the photo's thumbnail, "Orijinali indir" gives the full-size photo without its metadata, the print sheet shows
// the photo and the texts, the packing slip the text; the photo is served only through signed links. On a 390×844
// phone and a 1366×800 laptop.
import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { adminOrdersText } from "../../app/lib/i18n/admin-orders";
import { checkoutText } from "../../app/lib/i18n/checkout";
import { signIn } from "./support/admin";
import { shot } from "./support/shots";
import { gotoHydrated } from "./support/shop";

const CUT_OUT = { name: "Patronun Karton Kopyası", slug: "patronun-karton-kopyasi" };
/** The uploaded photo's size: the download must have it exactly. */
const PHOTO = { width: 1234, height: 1600 };
const t = adminOrdersText;

const SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "laptop", viewport: { width: 1366, height: 800 } },
] as const;

/** A JPEG carrying EXIF data (a camera make and a copyright) that must not reach the print shop's download. */
async function photoWithExif(): Promise<Buffer> {
  return sharp({ create: { width: PHOTO.width, height: PHOTO.height, channels: 3, background: "#3a7bd5" } })
    .composite([{ input: { create: { width: 400, height: 400, channels: 3, background: "#f5c242" } }, left: 100, top: 200 }])
    .withExif({ IFD0: { Make: "GizliKamera", Copyright: "Ozel Bilgi" } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Adds the cut-out with the photo in f1 and `name` in every text field, as the product form posts it without JavaScript. */
async function addCutOut(page: Page, name: string): Promise<boolean> {
  const html = await (await page.request.get(`/product/${CUT_OUT.slug}`)).text();
  if (!html.includes('name="personal.f1"')) return false;
  const form = html.slice(html.indexOf('data-testid="product-buy-form"'));
  const value = (field: string) => form.match(new RegExp(`name="${field}" value="([0-9a-f-]{36})"`))?.[1];
  const productId = value("productId");
  if (!productId) throw new Error("no product id on the product page");
  const variantId = value("variantId");
  const fields: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    intent: "add",
    productId,
    ...(variantId ? { variantId } : {}),
    quantity: "1",
    "personal.f1": { name: "patron.jpg", mimeType: "image/jpeg", buffer: await photoWithExif() },
  };
  for (const [, fieldId] of html.matchAll(/<(?:input|textarea)\b[^>]*name="personal\.([a-z0-9]+)"[^>]*>/g)) {
    if (fieldId !== "f1") fields[`personal.${fieldId}`] ??= name;
  }
  const added = await page.request.post("/cart", { multipart: fields, maxRedirects: 0 });
  expect(added.status()).toBe(303);
  expect(added.headers().location).toBe("/cart");
  return true;
}

/** Places the order from the checkout page with the simulated payment; returns its id and number. */
async function placeOrder(page: Page, recipientName: string): Promise<{ id: string; number: string }> {
  await gotoHydrated(page, "/checkout");
  const typed: Record<string, string> = {
    recipientName,
    recipientAddress: "Caferağa Mah. Moda Cad. No: 1 D: 3",
    recipientPostalCode: "34710",
    recipientPhone: "05551234567",
    senderEmail: "gonderen@example.com",
    anonymousMessage: "Ofisin yeni yıldızı!",
  };
  for (const [id, text] of Object.entries(typed)) await page.locator(`#${id}`).fill(text);
  await page.locator("#recipientProvince").selectOption("İstanbul");
  await page.locator("#recipientDistrict").selectOption("Kadıköy");
  await page.locator("#acceptTerms").check();
  await page.getByRole("button", { name: checkoutText.placeOrder }).click();
  await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}/, { timeout: 15_000 });
  const id = new URL(page.url()).pathname.split("/").pop() as string;
  const number = (await page.getByTestId("order-number").innerText()).trim();
  return { id, number };
}

async function expectImageLoaded(img: ReturnType<Page["locator"]>) {
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
}

for (const size of SIZES) {
  test.describe(`on a ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    test("a personalised order shows its name and photo to the admin, downloads the clean original, and prints", async ({ page, browser }) => {
      test.setTimeout(120_000);
      const name = `Başkan ${size.name === "phone" ? "Telefon" : "Dizüstü"} ${Date.now().toString(36)}`;
      const recipientName = `Kişi ${name}`;
      test.skip(!(await addCutOut(page, name)), "the demo catalogue has no personalised cut-out");
      const order = await placeOrder(page, recipientName);

      await signIn(page);
      await gotoHydrated(page, `/admin/orders?q=${encodeURIComponent(order.number)}`);
      const row = page.getByTestId("order-row");
      await expect(row).toHaveCount(1);
      // The cut-out asks for a proof: the list says it waits for the buyer's approval.
      await expect(row.getByTestId("proof-badge")).toHaveText("Onay bekliyor");
      await row.getByRole("button", { name: `${t.orders.detail}${t.orders.detailOf(order.number)}` }).click();
      const dialog = page.getByRole("dialog", { name: t.detail.title(order.number) });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(name);
      const thumb = dialog.getByTestId("personal-thumb");
      await expect(thumb).toHaveCount(1);
      await expectImageLoaded(thumb);
      await shot(page, "personal-order-admin", `order-detail-${size.name}`, { fullPage: true });

      // "Orijinali indir": the full-size photo, without the camera's metadata.
      const original = dialog.getByTestId("personal-original");
      await expect(original).toHaveText("Orijinali indir");
      const [download] = await Promise.all([page.waitForEvent("download"), original.click()]);
      const bytes = fs.readFileSync((await download.path()) as string);
      const meta = await sharp(bytes).metadata();
      expect({ width: meta.width, height: meta.height }).toEqual(PHOTO);
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from("GizliKamera"))).toBe(false);
      expect(bytes.includes(Buffer.from("Ozel Bilgi"))).toBe(false);

      // The photo is served only through a signed link: without its signature 403, through /media 404.
      const thumbSrc = (await thumb.getAttribute("src")) as string;
      expect(thumbSrc).toMatch(/^\/private-media\/personal\/.+\?.*s=/);
      const unsigned = thumbSrc.split("?")[0];
      expect((await page.request.get(unsigned)).status()).toBe(403);
      expect((await page.request.get(unsigned.replace(/^\/private-media\//, "/media/"))).status()).toBe(404);
      // A signed link with a forged signature is refused too.
      expect((await page.request.get(thumbSrc.replace(/s=[^&]+/, "s=AAAA"))).status()).toBe(403);
      // The signed link itself works in another browser (it is a capability, short-lived): sanity for the two above.
      const stranger = await browser.newContext();
      expect((await stranger.request.get(new URL(thumbSrc, page.url()).href)).status()).toBe(200);
      await stranger.close();

      // The print sheet ("Baskı föyü"): the photo (loaded) and the texts.
      await expect(dialog.getByTestId("detail-print-sheet")).toHaveAttribute("href", `/admin/print-sheet?id=${order.id}`);
      await gotoHydrated(page, `/admin/print-sheet?id=${order.id}`);
      const sheet = page.getByTestId("print-sheet");
      await expect(sheet).toContainText(order.number);
      await expect(sheet).toContainText(CUT_OUT.name);
      await expect(sheet.getByTestId("print-text")).toContainText([name]);
      const photo = sheet.getByTestId("print-photo");
      await expect(photo).toHaveCount(1);
      await expectImageLoaded(photo);
      await expect(sheet).toContainText(`${PHOTO.width}`);
      await shot(page, "personal-order-admin", `print-sheet-${size.name}`, { fullPage: true });

      // The packing slip names the text on the line.
      await gotoHydrated(page, `/admin/packing-slips?ids=${order.id}`);
      const slip = page.getByTestId("packing-slip");
      await expect(slip).toHaveCount(1);
      await expect(slip.getByTestId("slip-items")).toContainText(name);
      await shot(page, "personal-order-admin", `packing-slip-${size.name}`, { fullPage: true });
    });
  });
}
