// A sender writes a review from the invitation mail's link (docs/product.md#reviews): on a phone and a desktop,
// picks 5 stars, writes, attaches a photo, sends and sees the thanks; the same without JavaScript; a refused form
// names each field. The shop runs inside the test (support/held-shop.ts) so the order can be delivered and
// invited at once; the review is then read from its database.
import { expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { reviews } from "../../app/db/schema";
import { adminReviewsText } from "../../app/lib/i18n/admin-reviews";
import { reviewWriteText as t } from "../../app/lib/i18n/reviews";
import { upsertAdmin } from "../../app/modules/auth/admin-users.server";
import { bumpCatalogVersion } from "../../app/modules/catalog/cache.server";
import { updateShopSettings } from "../../app/modules/settings/shop-settings.server";
import { validateStructuredData } from "../support/structured-data";
import { submitLogin } from "./support/admin";
import { type HeldShop, startHeldShop } from "./support/held-shop";
import { shot } from "./support/shots";
import { STOCKED_MAGNET, waitForHydration } from "./support/shop";

const SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1366, height: 800 } },
] as const;

const OWNER = { email: "sahip@example.com", password: "dogru-sifre-1" };

let shop: HeldShop;

test.beforeAll(async () => {
  shop = await startHeldShop(Number(process.env.E2E_PORT || 3210) + 2);
});
test.afterAll(async () => {
  await shop?.stop();
});

async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 700, channels: 3, background: "#e0a040" } })
    .jpeg()
    .withExif({ IFD0: { Make: "Telefon" } })
    .toBuffer();
}

async function reviewOf(orderId: string) {
  return shop.database.db.select().from(reviews).where(eq(reviews.orderId, orderId));
}

for (const size of SIZES) {
  for (const javaScriptEnabled of [true, false]) {
    const how = javaScriptEnabled ? "with" : "without";
    test(`on a ${size.name}, ${how} JavaScript: 5 stars, a text and a photo, then the thanks`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: size.viewport, javaScriptEnabled });
      const page = await context.newPage();
      const { orderId, links } = await shop.invitedOrder([STOCKED_MAGNET.slug]);
      expect(links).toHaveLength(1);
      await page.goto(`${shop.url}${links[0]}`);
      if (javaScriptEnabled) await waitForHydration(page);
      await expect(page.getByTestId("review-product")).toHaveText(STOCKED_MAGNET.name);
      await expect(page.getByText("Doğrulanmış alım")).toBeVisible();
      await expect(page.getByText(t.page.nameHint)).toBeVisible();
      const shotName = `${size.name}-${javaScriptEnabled ? "js" : "nojs"}`;
      await shot(page, "review-writing", `${shotName}-form`, { fullPage: true });

      await page.locator('label[for="review-star-5"]').click();
      await expect(page.getByRole("radio", { name: t.page.stars(5) })).toBeChecked();
      await page.getByLabel(t.page.name).fill("Ayşe Yılmaz");
      await page.getByLabel(t.page.reviewTitle).fill("Harika bir magnet");
      await page.getByLabel(t.page.body).fill("Buzdolabımızın en neşeli köşesi oldu, herkes çok beğendi.");
      await page.getByLabel(t.page.photo).setInputFiles({ name: "magnet.jpg", mimeType: "image/jpeg", buffer: await photo() });
      await shot(page, "review-writing", `${shotName}-filled`, { fullPage: true });
      await page.getByTestId("review-submit").click();

      await expect(page.getByTestId("review-thanks")).toHaveText(t.page.thanks);
      await expect(page.getByTestId("review-form")).toHaveCount(0);
      expect(new URL(page.url()).pathname).toBe(links[0]);
      await shot(page, "review-writing", `${shotName}-thanks`, { fullPage: true });
      const [review] = await reviewOf(orderId);
      expect(review).toMatchObject({ rating: 5, title: "Harika bir magnet", reviewerInitials: "A. Y.", status: "pending" });
      expect(review.photoKey).toBe(`reviews/${review.id}/photo.webp`);
      const served = await page.request.get(`${shop.url}/media/${review.photoKey}`);
      expect(served.status()).toBe(200);
      expect((await sharp(await served.body()).metadata()).exif).toBeUndefined();
      await context.close();
    });
  }
}

test("on a phone without JavaScript, a form sent short names each field and keeps what was written", async ({ browser }) => {
  const context = await browser.newContext({ viewport: SIZES[0].viewport, javaScriptEnabled: false });
  const page = await context.newPage();
  const { orderId, links } = await shop.invitedOrder([STOCKED_MAGNET.slug]);
  await page.goto(`${shop.url}${links[0]}`);
  await page.locator('label[for="review-star-3"]').click();
  await page.getByLabel(t.page.name).fill("Mehmet Öz");
  await page.getByLabel(t.page.reviewTitle).fill("Güzel");
  // The browser's own checks would stop a short text; the server's are the ones that count.
  await page.getByLabel(t.page.body).evaluate((el) => el.removeAttribute("minlength"));
  await page.getByLabel(t.page.body).fill("Kısa");
  await page.getByTestId("review-submit").click();
  await expect(page.getByTestId("review-error")).toHaveText(t.page.formError);
  await expect(page.getByText(t.errors.bodyTooShort)).toBeVisible();
  await expect(page.getByLabel(t.page.name)).toHaveValue("Mehmet Öz");
  await expect(page.getByRole("radio", { name: t.page.stars(3) })).toBeChecked();
  await shot(page, "review-writing", "phone-nojs-refused", { fullPage: true });
  expect(await reviewOf(orderId)).toHaveLength(0);
  await context.close();
});

test("a forged link is a Turkish not-found page", async ({ page }) => {
  const { links } = await shop.invitedOrder([STOCKED_MAGNET.slug]);
  const answer = await page.goto(`${shop.url}${links[0].replace(/.$/, (c) => (c === "A" ? "B" : "A"))}`);
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.notFound.title);
  await shot(page, "review-writing", "forged");
});

test("the whole way: the sender reviews from the mail on a phone, the owner approves, the product page, its card, its structured data and the feeds show it", async ({
  browser,
}) => {
  const phone = await browser.newContext({ viewport: SIZES[0].viewport });
  const page = await phone.newPage();
  const { orderId, links } = await shop.invitedOrder([STOCKED_MAGNET.slug]);
  await page.goto(`${shop.url}${links[0]}`);
  await waitForHydration(page);
  await page.locator('label[for="review-star-4"]').click();
  await page.getByLabel(t.page.name).fill("Deniz Kaya");
  await page.getByLabel(t.page.reviewTitle).fill("Tatil havası");
  await page.getByLabel(t.page.body).fill("Magnet buzdolabında, her sabah güldürüyor.");
  await page.getByTestId("review-submit").click();
  await expect(page.getByTestId("review-thanks")).toHaveText(t.page.thanks);
  const [written] = await reviewOf(orderId);
  expect(written.status).toBe("pending");
  // Pending: not on the product page yet.
  await page.goto(`${shop.url}/product/${STOCKED_MAGNET.slug}`);
  await expect(page.getByTestId("product-reviews").getByText("Tatil havası")).toHaveCount(0);

  // The owner approves it at /admin/reviews on a laptop.
  await upsertAdmin(shop.database.db, OWNER.email, OWNER.password);
  const laptop = await browser.newContext({ viewport: SIZES[1].viewport });
  const admin = await laptop.newPage();
  await admin.goto(`${shop.url}/admin`);
  await waitForHydration(admin);
  await submitLogin(admin, OWNER.email, OWNER.password);
  await expect(admin).toHaveURL(/\/admin\/dashboard$/);
  await admin.goto(`${shop.url}/admin/reviews`);
  const card = admin.getByTestId("review-card").filter({ hasText: "Tatil havası" });
  await card.getByTestId("review-approve").click();
  await expect(admin.getByText(adminReviewsText.notices.approved)).toBeVisible();
  await shot(admin, "review-writing", "journey-admin-approved");
  await laptop.close();

  // The product page and the card show it (the approval bumped the catalogue version; this test's page cache, outside
  // the built app, reads the new version within a second).
  const review = page.getByTestId("review").filter({ hasText: "Tatil havası" });
  await expect(async () => {
    await page.goto(`${shop.url}/product/${STOCKED_MAGNET.slug}`);
    await expect(review).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(review).toContainText("D. K.");
  await expect(review).toContainText("Doğrulanmış alım");
  await expect(review).not.toContainText("Deniz");
  await expect(page.getByTestId("product-rating")).toBeVisible();
  await shot(page, "review-writing", "journey-product", { fullPage: true });
  await page.goto(`${shop.url}/products?q=Magnet`);
  const productCard = page.getByTestId("product-card").filter({ hasText: STOCKED_MAGNET.name });
  await expect(productCard.getByTestId("rating-line")).toBeVisible();
  await shot(page, "review-writing", "journey-card");
  await phone.close();

  // The structured data carries the rating and the review, valid by Google's rules.
  const html = await (await fetch(`${shop.url}/product/${STOCKED_MAGNET.slug}`)).text();
  const check = await validateStructuredData(html);
  expect(check.errors).toEqual([]);
  expect(check.jsonLd.Product[0]).toMatchObject({ aggregateRating: { ratingValue: 4, reviewCount: 1 } });
  expect(JSON.stringify(check.jsonLd.Product[0].review)).toContain("Tatil havası");
  // The reviews feed lists it once the owner's company is in force (a shop being set up publishes no feed).
  await updateShopSettings(shop.database.db, { actor: { id: null, email: OWNER.email }, clientIp: null }, (current) => ({
    ...current,
    companyName: "Kahkaha Kutusu Hediyelik Eşya Ltd. Şti.",
    taxNumber: "4840847211",
  }));
  await bumpCatalogVersion(shop.database.db);
  await expect.poll(async () => (await fetch(`${shop.url}/feeds/product-reviews.xml`)).text(), { timeout: 10_000 }).toContain("Tatil havası");
  expect(await (await fetch(`${shop.url}/feeds/products.xml`)).text()).toContain(STOCKED_MAGNET.name);
});
