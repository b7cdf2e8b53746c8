// Reviews as shoppers see them (docs/product.md#reviews), in Chromium at 390×844 and 1366×800, on a product with 20
// approved reviews: the stars, the average and the count by the title and on its card, the `Değerlendirmeler` section
// with its distribution, the newest ten, the `En faydalı` sort and the second page as plain links, and a helpful vote
// without JavaScript answered on the same list page; the JavaScript budget still holds. Nothing scrolls sideways on
// the phone. Screenshots at both sizes.
// The reviews are written into the database of a shop of this file's own (ports 3602–3609) before it starts.
import { execFile } from "node:child_process";
import fs from "node:fs";
import { promisify } from "node:util";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { reviewsPageText } from "../../app/lib/i18n/reviews-page";
import {
  type BuildSnapshot,
  freePort,
  restartShopProcess,
  type ShopProcess,
  scratchDir,
  snapshotBuild,
  startShopProcess,
  withShopDatabase,
} from "../support/server-process";
import { insertReviews, recountProductRating } from "../support/review-list-fixtures";
import { SPECIAL_MUG, waitForHydration } from "./support/shop";
import { shot } from "./support/shots";

test.describe.configure({ mode: "serial" });

const run = promisify(execFile);

const SIZES = { phone: { width: 390, height: 844 }, laptop: { width: 1366, height: 800 } } as const;
/** 12 × 5, 6 × 4 and 2 × 2 stars (the oldest two): 4,4 on average. */
const LABEL = reviewsPageText.ratingLabel(4.4, 20);

let snapshot: BuildSnapshot;
let shop: ShopProcess;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  snapshot = await snapshotBuild();
  dataDir = scratchDir("shop-product-reviews-");
  // Started once to make the database and the demo catalogue, stopped to write the reviews, started again.
  const first = await startShopProcess({ appDir: snapshot.appDir, port: await freePort(3602, 3609), dataDir });
  await first.stop();
  await withShopDatabase({ dataDir }, async (query) => {
    const [mug] = await query<{ id: string; image: string }>(
      `SELECT p.id, (SELECT path FROM product_images WHERE product_id = p.id ORDER BY position LIMIT 1) AS image FROM products p WHERE slug = $1`,
      [SPECIAL_MUG.slug],
    );
    await insertReviews(
      query,
      mug.id,
      Array.from({ length: 20 }, (_, i) => ({
        rating: i >= 8 ? 5 : i >= 2 ? 4 : 2,
        title: i === 19 ? "Annem çok sevdi, ışığı harika" : `Güzel hediye ${i + 1}`,
        body:
          i === 19
            ? "Doğum günü için aldım. Kutusu özenliydi, kupa fotoğraftakinden de güzel. Işığı akşamları çok hoş bir hava veriyor; tavsiye ederim."
            : "Zamanında geldi, paketleme sağlamdı. Teşekkürler.",
        createdAt: new Date(Date.UTC(2026, 9, i + 1, 9)),
        helpfulCount: i === 3 ? 5 : 0,
        initials: i === 18 ? null : "Z. K.",
        photoKey: i === 19 ? mug.image : null,
        storeReply: i === 19 ? "Güzel sözleriniz için çok teşekkür ederiz, iyi günlerde kullanın!" : null,
      })),
    );
    await recountProductRating(query, mug.id);
  });
  shop = await restartShopProcess(first);
});

test.afterAll(async () => {
  await shop?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  snapshot?.remove();
});

async function open(browser: Browser, size: keyof typeof SIZES, javaScript = true) {
  const context = await browser.newContext({
    baseURL: shop.url,
    viewport: SIZES[size],
    javaScriptEnabled: javaScript,
    locale: "tr-TR",
    timezoneId: "Europe/Istanbul",
  });
  return { context, page: await context.newPage() };
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

for (const size of Object.keys(SIZES) as (keyof typeof SIZES)[]) {
  test(`the stars by the title and the Değerlendirmeler section, sorted and paged with plain links (${size})`, async ({ browser }) => {
    const { context, page } = await open(browser, size);
    await page.goto(`/product/${SPECIAL_MUG.slug}`);
    await waitForHydration(page);
    const byTitle = page.getByTestId("product-rating");
    await expect(byTitle).toBeVisible();
    await expect(byTitle).toHaveAccessibleName(LABEL);
    await expect(byTitle).toContainText("4,4");
    await expect(byTitle).toContainText("(20)");
    await shot(page, "product-reviews", `product-top-${size}`);

    await byTitle.click();
    await expect(page).toHaveURL(/#degerlendirmeler$/);
    const section = page.locator("#degerlendirmeler");
    await expect(section.getByRole("heading", { name: reviewsPageText.heading, level: 2 })).toBeInViewport();
    await expect(section.getByText(LABEL)).toBeAttached();
    await expect(section.getByRole("list", { name: reviewsPageText.distribution }).getByRole("listitem")).toHaveText([
      /5 yıldız.*12$/,
      /4 yıldız.*6$/,
      /3 yıldız.*0$/,
      /2 yıldız.*2$/,
      /1 yıldız.*0$/,
    ]);
    const reviews = section.getByTestId("review");
    await expect(reviews).toHaveCount(10);
    const newest = reviews.first();
    await expect(newest.getByRole("heading", { level: 3 })).toHaveText("Annem çok sevdi, ışığı harika");
    await expect(newest).toContainText(reviewsPageText.verified);
    await expect(newest).toContainText("20.10.2026");
    await expect(newest.getByTestId("store-reply")).toContainText(reviewsPageText.storeReply);
    await expect(newest.getByRole("img", { name: reviewsPageText.photo })).toBeVisible();
    await expect(newest.getByRole("link", { name: reviewsPageText.photoLink })).toHaveAttribute("href", /^\/media\/.+\?w=1280$/);
    await expect(reviews.nth(1)).toContainText(reviewsPageText.anonymous);
    await noSidewaysScroll(page);
    await newest.scrollIntoViewIfNeeded();
    await shot(page, "product-reviews", `reviews-${size}`);

    await section.getByRole("link", { name: reviewsPageText.helpful, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${SPECIAL_MUG.slug}\\?yorumlar=faydali#degerlendirmeler$`));
    await expect(page.locator("#degerlendirmeler").getByTestId("review").first().getByRole("heading", { level: 3 })).toHaveText("Güzel hediye 4");

    await page.locator("#degerlendirmeler").getByRole("link", { name: "Sayfa 2" }).click();
    await expect(page).toHaveURL(/\?yorumlar=faydali&yorum-sayfa=2#degerlendirmeler$/);
    await expect(page.locator("#degerlendirmeler").getByTestId("review")).toHaveCount(10);
    // The new page opens at the section, also once hydrated (a page change scrolls to the top, but not to a #place).
    await waitForHydration(page);
    await expect(page.locator("#degerlendirmeler").getByRole("link", { name: reviewsPageText.newest, exact: true })).toBeInViewport();
    await noSidewaysScroll(page);
    await shot(page, "product-reviews", `reviews-page-2-${size}`);
    await context.close();
  });

  test(`cards show the stars, the average and the count; a product without reviews none (${size})`, async ({ browser }) => {
    const { context, page } = await open(browser, size);
    await page.goto("/products");
    const card = page.getByTestId("product-card").filter({ has: page.getByRole("link", { name: SPECIAL_MUG.name, exact: true }) });
    await expect(card.getByTestId("rating-line")).toHaveText(`★★★★★4,4(20)${LABEL}`);
    // Only the mug has reviews.
    await expect(page.getByTestId("rating-line")).toHaveCount(1);
    await noSidewaysScroll(page);
    await card.scrollIntoViewIfNeeded();
    await shot(page, "product-reviews", `cards-${size}`);
    await context.close();
  });
}

test("a helpful vote without JavaScript comes back to the same list page, counted once", async ({ browser }) => {
  const { context, page } = await open(browser, "phone", false);
  await page.goto(`/product/${SPECIAL_MUG.slug}?yorum-sayfa=2#degerlendirmeler`);
  const review = page.locator("#degerlendirmeler").getByTestId("review").first();
  await expect(review.getByRole("heading", { level: 3 })).toHaveText("Güzel hediye 10");
  await review.getByRole("button", { name: reviewsPageText.voteLabel(0) }).click();
  await expect(page).toHaveURL(/\?yorum-sayfa=2&oylandi=[0-9a-f-]{36}#yorum-[0-9a-f-]{36}$/);
  const voted = page.locator("#degerlendirmeler").getByTestId("review").first();
  await expect(voted.getByRole("status")).toHaveText(`${reviewsPageText.vote(1)}${reviewsPageText.voted}`);
  await shot(page, "product-reviews", "voted-phone");
  // Again from the same address: still one. (The list page itself may show the count of a few seconds ago: it is cached.)
  await page.goto(`/product/${SPECIAL_MUG.slug}?yorum-sayfa=2`);
  await page.locator("#degerlendirmeler").getByTestId("review").first().getByRole("button").click();
  await expect(page.locator("#degerlendirmeler").getByTestId("review").first().getByRole("status")).toContainText(reviewsPageText.vote(1));
  await context.close();
});

test("the JavaScript budget still holds with the 20 reviews on the product page", async () => {
  test.setTimeout(240_000);
  // scripts/js-budget.mjs against this shop: it exits with an error when a page is over the budget in either window.
  const { stdout } = await run("node", ["scripts/js-budget.mjs", "--base-url", shop.url, "--json"], { maxBuffer: 10 * 1024 * 1024 });
  const report = JSON.parse(stdout) as { budgetKb: number; pages: { page: string; window: string; totalKb: number }[] };
  const measured = report.pages.filter((row) => row.page === `/product/${SPECIAL_MUG.slug}`);
  expect(measured.map((row) => row.window).sort()).toEqual(["laptop", "phone"]);
  for (const row of measured) expect(row.totalKb, row.window).toBeLessThanOrEqual(report.budgetKb);
});
