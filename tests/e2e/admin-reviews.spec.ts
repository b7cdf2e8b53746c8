// docs/product.md#reviews: the owner's review queue at /admin/reviews on a phone and a laptop, on a shop of its own.
// Three magnet orders are placed through the plain checkout; with the shop stopped, a review of each order line is
// written into its database as the review link would (one with a photo, one with markup that must show as text);
// then the owner sees the pending count in the menu, approves one, answers it publicly, hides another for good
// (after the confirmation that says it is final) and finds the changes in the audit log. Without JavaScript too.
// Screenshots (SHOTS_DIR) of the queue at both sizes to look at.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { adminReviewsText as t } from "../../app/lib/i18n/admin-reviews";
import { auditText } from "../../app/lib/i18n/audit";
import {
  type BuildSnapshot,
  browserCheckoutHeaders,
  checkoutBody,
  freePort,
  orderIdFromAnswer,
  productBySearch,
  rawRequest,
  restartShopProcess,
  type ShopProcess,
  scratchDir,
  snapshotBuild,
  startShopProcess,
  TEST_ADMIN,
  withShopDatabase,
} from "../support/server-process";
import { submitLogin } from "./support/admin";
import { STOCKED_MAGNET, waitForHydration } from "./support/shop";
import { shot } from "./support/shots";

test.describe.configure({ mode: "serial" });

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 800 };

const REVIEWS = [
  { rating: 5, title: "Tam zamanında geldi", body: "Magnet çok tatlı, paketleme özenliydi.\nArkadaşım bayıldı!", initials: "A. Y.", photo: true },
  { rating: 1, title: "Reklam", body: "<b>Ucuz</b> magnet için sitemize gelin: <script>alert(1)</script>", initials: "K. D.", photo: false },
  { rating: 4, title: "Güzel ama küçük", body: "Fotoğraftakinden biraz küçük ama kaliteli.", initials: "M. S.", photo: false },
];

let snapshot: BuildSnapshot;
let shop: ShopProcess;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  snapshot = await snapshotBuild();
  dataDir = scratchDir("shop-admin-reviews-");
  const first = await startShopProcess({ appDir: snapshot.appDir, port: await freePort(3530, 3539), dataDir, env: { RATE_LIMIT_ENABLED: "false" } });
  const magnet = await productBySearch(first.url, "Magnet", STOCKED_MAGNET.name);
  const orderIds: string[] = [];
  for (let n = 0; n < REVIEWS.length; n++) {
    const cart = [{ productId: magnet.id, quantity: 1 }];
    const answer = await rawRequest(`${first.url}/checkout`, { method: "POST", headers: browserCheckoutHeaders(cart), body: checkoutBody(cart, randomUUID()) });
    const orderId = orderIdFromAnswer(answer.status, answer.headers.location);
    if (!orderId) throw new Error(`checkout answered ${answer.status}`);
    orderIds.push(orderId);
  }
  await first.stop();

  // The photo as the review form stores it: a WebP under reviews/ in the shop's storage.
  const photoKey = `reviews/${randomUUID()}.webp`;
  const photoFile = path.join(dataDir, "uploads", ...photoKey.split("/"));
  fs.mkdirSync(path.dirname(photoFile), { recursive: true });
  await sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 230, g: 120, b: 60 } } })
    .webp()
    .toFile(photoFile);
  await withShopDatabase({ dataDir }, async (query) => {
    for (const [n, review] of REVIEWS.entries()) {
      const [line] = await query<{ id: string; product_id: string }>(`SELECT id, product_id FROM order_items WHERE order_id = $1`, [orderIds[n]]);
      await query(
        `INSERT INTO reviews (order_id, order_item_id, product_id, rating, title, body, reviewer_initials, photo_key, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() - make_interval(mins => $9))`,
        [orderIds[n], line.id, line.product_id, review.rating, review.title, review.body, review.initials, review.photo ? photoKey : null, 60 - n],
      );
    }
  });
  shop = await restartShopProcess(first);
});

test.afterAll(async () => {
  await shop?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  snapshot?.remove();
});

async function signedIn(browser: Browser, viewport: { width: number; height: number }, javaScriptEnabled = true) {
  const context = await browser.newContext({ baseURL: shop.url, viewport, javaScriptEnabled, locale: "tr-TR", timezoneId: "Europe/Istanbul" });
  const page = await context.newPage();
  await page.goto("/admin");
  if (javaScriptEnabled) await waitForHydration(page);
  await submitLogin(page, TEST_ADMIN.email, TEST_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  return { context, page };
}

function card(page: Page, title: string) {
  return page.getByTestId("review-card").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

test("the owner approves, answers and hides reviews from the queue", async ({ browser }) => {
  const { context, page } = await signedIn(browser, LAPTOP);
  const nav = page.getByRole("navigation", { name: "Yönetim menüsü" });
  await expect(nav.getByTestId("nav-pending-reviews")).toContainText("3");
  await nav.getByRole("link", { name: new RegExp(`^${t.nav}`) }).click();
  await expect(page).toHaveURL(/\/admin\/reviews$/);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
  await expect(page.getByTestId("review-card")).toHaveCount(3);
  // Newest first; the text shows as written, markup included, never as markup.
  await expect(page.getByTestId("review-title")).toHaveText(REVIEWS.map((r) => r.title).reverse());
  await expect(card(page, "Reklam").getByTestId("review-body")).toHaveText(REVIEWS[1].body);
  await expect(page.locator("script", { hasText: "alert(1)" })).toHaveCount(0);
  const withPhoto = card(page, REVIEWS[0].title);
  await expect(withPhoto.getByTestId("review-initials")).toContainText("A. Y.");
  await expect(withPhoto.getByTestId("review-stars")).toContainText(t.stars(5));
  await expect(withPhoto.getByRole("img", { name: t.photo })).toHaveJSProperty("complete", true);
  expect(await withPhoto.getByRole("img", { name: t.photo }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await shot(page, "admin-reviews", "pending-laptop", { fullPage: true });
  await page.setViewportSize(PHONE);
  await shot(page, "admin-reviews", "pending-phone", { fullPage: true });
  await page.setViewportSize(LAPTOP);

  await withPhoto.getByRole("button", { name: t.actions.approve, exact: true }).click();
  await expect(page.getByTestId("admin-notice")).toHaveText(t.notices.approved);
  await expect(page.getByTestId("review-card")).toHaveCount(2);
  await expect(page.getByTestId("reviews-filter-approved")).toContainText("1");

  // Hiding asks first and says it is final.
  const spam = card(page, "Reklam");
  await spam.getByText(t.actions.hide, { exact: true }).click();
  await expect(spam.getByText(t.actions.hideWarning)).toBeVisible();
  await spam.getByRole("button", { name: t.actions.hideConfirm }).click();
  await expect(page.getByTestId("admin-notice")).toHaveText(t.notices.hidden);
  await page.getByTestId("reviews-filter-hidden").click();
  await expect(card(page, "Reklam").getByTestId("review-status")).toHaveText(t.statuses.hidden);
  await expect(card(page, "Reklam").getByRole("button")).toHaveCount(0);

  await page.getByTestId("reviews-filter-approved").click();
  const approved = card(page, REVIEWS[0].title);
  await approved.getByLabel(t.replyLabel, { exact: true }).fill("Güzel sözleriniz için teşekkür ederiz!");
  await approved.getByRole("button", { name: t.actions.saveReply }).click();
  await expect(page.getByTestId("admin-notice")).toHaveText(t.notices.replied);
  await expect(card(page, REVIEWS[0].title).getByLabel(t.replyLabel, { exact: true })).toHaveValue("Güzel sözleriniz için teşekkür ederiz!");
  await shot(page, "admin-reviews", "approved-laptop", { fullPage: true });

  await page.goto("/admin/audit?action=review");
  await expect(page.getByTestId("audit-action")).toHaveText([
    auditText.actions["review.reply"],
    auditText.actions["review.hide"],
    auditText.actions["review.approve"],
  ]);
  await context.close();
});

test("without JavaScript the owner approves and removes a reply with plain form posts", async ({ browser }) => {
  const { context, page } = await signedIn(browser, PHONE, false);
  await page.goto("/admin/reviews");
  const last = card(page, REVIEWS[2].title);
  await last.getByRole("button", { name: t.actions.approve, exact: true }).click();
  await expect(page.getByTestId("admin-notice")).toHaveText(t.notices.approved);
  await page.goto("/admin/reviews?status=approved");
  const answered = card(page, REVIEWS[0].title);
  await answered.getByRole("button", { name: t.actions.removeReply }).click();
  await expect(page.getByTestId("admin-notice")).toHaveText(t.notices.replyRemoved);
  await expect(card(page, REVIEWS[0].title).getByLabel(t.replyLabel, { exact: true })).toHaveValue("");
  await expect(page.getByTestId("review-card")).toHaveCount(2);
  await shot(page, "admin-reviews", "approved-phone-no-js", { fullPage: true });
  await context.close();
});
