// docs/product.md#product-page, #product-list (issue 12): the product page and the product cards on a 390×844 phone
// and a 1366×800 laptop: the gallery that swipes and its full-screen view, the sticky add-to-cart bar, what the
// shopper is told when nothing could be added, the cards' notice, sold-out buttons, aligned cards, the decimal
// comma, the trust promises and the quantity without JavaScript.
import { expect, type Page, test } from "@playwright/test";
import { productText } from "../../app/lib/i18n/product";
import { productPageText } from "../../app/lib/i18n/product-page";
import { tr } from "../../app/lib/i18n/tr";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { gotoHydrated, SPECIAL_MUG } from "./support/shop";
import { OPTIONAL_PERSONALISATION_WITHDRAWAL_NOTE } from "../../app/lib/i18n/personal-fields";

/** ADDED_NOTICE_MS of app/components/shop/product-added-notice.tsx (that module imports an SVG Playwright cannot load). */
const NOTICE_CLOSES_AFTER_MS = 6000;

/** Demo catalogue: 3 images; and a product with no stock (app/lib/i18n/demo-catalog.ts). */
const MUG_IMAGES = 3;
const SOLD_OUT = { slug: "cilgin-ev-arkadasi-karton-figuru" };

const SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 }, hasTouch: true },
  { name: "laptop", viewport: { width: 1366, height: 800 }, hasTouch: false },
] as const;

function mainAddButton(page: Page) {
  return page.getByTestId("product-buy-form").getByRole("button", { name: productText.addToCart, exact: true }).first();
}

for (const size of SIZES) {
  test.describe(`on a ${size.name}`, () => {
    test.use({ viewport: size.viewport, hasTouch: size.hasTouch });

    test("the gallery swipes and opens a full-screen view usable by keyboard", async ({ page }) => {
      await gotoHydrated(page, `/product/${SPECIAL_MUG.slug}`);
      const track = page.getByTestId("gallery-track");
      // CSS scroll snap: a swipe (a sideways scroll) stops on the next image.
      expect(await track.evaluate((el) => getComputedStyle(el).scrollSnapType)).toBe("x mandatory");
      await track.evaluate((el) => el.scrollTo({ left: el.clientWidth, behavior: "instant" }));
      await expect(page.getByRole("link", { name: productPageText.showImage(2), exact: true })).toHaveAttribute("aria-current", "true");
      // A thumbnail brings its image.
      await page.getByRole("link", { name: productPageText.showImage(3), exact: true }).click();
      await expect.poll(() => track.evaluate((el) => Math.round(el.scrollLeft / el.clientWidth))).toBe(2);

      const opener = page.getByRole("link", { name: productPageText.enlarge(1, MUG_IMAGES) });
      await track.evaluate((el) => el.scrollTo({ left: 0, behavior: "instant" }));
      await opener.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: productPageText.gallery(SPECIAL_MUG.name) });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId("zoom-counter")).toHaveText(productPageText.slide(1, MUG_IMAGES));
      await expect(dialog.getByRole("button", { name: productPageText.closeZoom })).toBeFocused();
      await expectNoSeriousA11yViolations(page);

      await page.keyboard.press("ArrowRight");
      await expect(dialog.getByTestId("zoom-counter")).toHaveText(productPageText.slide(2, MUG_IMAGES));
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowLeft");
      await expect(dialog.getByTestId("zoom-counter")).toHaveText(productPageText.slide(2, MUG_IMAGES));
      await dialog.getByRole("button", { name: productPageText.nextImage }).click();
      await expect(dialog.getByTestId("zoom-counter")).toHaveText(productPageText.slide(3, MUG_IMAGES));
      // Magnifying doubles the image's width.
      const image = dialog.getByRole("img", { name: `${SPECIAL_MUG.name} – ${productPageText.slide(3, MUG_IMAGES)}` });
      const before = (await image.boundingBox())?.width ?? 0;
      await dialog.getByText(productPageText.zoomIn).click();
      await expect.poll(async () => (await image.boundingBox())?.width ?? 0).toBeGreaterThan(before * 1.5);

      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });

    test("the sticky add-to-cart bar shows on a phone once the buy button has scrolled away", async ({ page }) => {
      await gotoHydrated(page, `/product/${SPECIAL_MUG.slug}`);
      const bar = page.getByTestId("sticky-buy-bar");
      await expect(bar).toBeHidden();
      await page.getByRole("heading", { name: productText.similar }).scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 200));
      if (size.name === "laptop") {
        await expect(bar).toBeHidden();
        return;
      }
      await expect(bar).toBeVisible();
      await bar.getByRole("button", { name: productText.addToCart }).click();
      await expect(page.getByRole("link", { name: tr.nav.cartWithCount(1) })).toBeVisible();
      // Back up at the main button, the bar goes.
      await mainAddButton(page).scrollIntoViewIfNeeded();
      await expect(bar).toBeHidden();
    });

    test("adding more than the stock says so instead of 'Sepete Eklendi'", async ({ page }) => {
      await gotoHydrated(page, `/product/${SPECIAL_MUG.slug}`);
      const stock = Number((await page.getByTestId("stock-pill").innerText()).match(/\d+/)?.[0]);
      const quantity = page.getByRole("spinbutton", { name: productText.quantity });
      await quantity.fill(String(stock));
      await mainAddButton(page).click();
      await expect(page.getByRole("button", { name: productText.addedToCart })).toBeVisible();
      await expect(page.getByRole("link", { name: tr.nav.cartWithCount(stock) })).toBeVisible();

      await page.getByRole("button", { name: productText.addedToCart }).click();
      await expect(page.getByTestId("add-notice")).toHaveText(productPageText.stockFull);
      await expect(page.getByRole("button", { name: productText.addedToCart })).toHaveCount(0);
      await expect(page.getByRole("link", { name: tr.nav.cartWithCount(stock) })).toBeVisible();
    });

    test("a card's 'Sepete Ekle' announces what happened, with a link to the cart", async ({ page }) => {
      await gotoHydrated(page, "/products");
      // A card with its own button (a product with several variants has "Seçenekleri gör" instead).
      const card = page
        .getByTestId("product-card")
        .filter({ has: page.getByRole("button", { name: productText.addToCart }) })
        .first();
      const name = (await card.getByRole("link").first().innerText()).trim();
      await card.getByRole("button", { name: productText.addToCart }).click();
      const notice = page.getByRole("status").filter({ hasText: productPageText.addedNamed(name) });
      await expect(notice).toBeVisible();
      // A shopper reading it (the pointer on it) keeps it open past its closing time.
      await notice.hover();
      await page.waitForTimeout(NOTICE_CLOSES_AFTER_MS + 500);
      await expect(notice).toBeVisible();
      await expect(page.getByRole("link", { name: tr.nav.cartWithCount(1) })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await notice.getByRole("link", { name: productPageText.goToCart }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByTestId("cart-line")).toContainText(name);
    });

    test("cards in a row are equally tall with their buttons aligned; sold out reads 'Stokta Yok'", async ({ page }) => {
      await gotoHydrated(page, "/products");
      const cards = page.getByTestId("product-card");
      const boxes = await cards.evaluateAll((els) =>
        els.map((el) => {
          const card = el.getBoundingClientRect();
          // The card's button, or the link to choose a variant or to personalise that stands in its place.
          const button = el.querySelector("button, [data-testid=see-options], [data-testid=personalise-link]")?.getBoundingClientRect();
          return { top: Math.round(card.top), height: Math.round(card.height), buttonBottom: Math.round(button?.bottom ?? 0) };
        }),
      );
      const rows = new Map<number, typeof boxes>();
      for (const box of boxes) rows.set(box.top, [...(rows.get(box.top) ?? []), box]);
      for (const row of rows.values()) {
        expect(new Set(row.map((box) => box.height)).size, JSON.stringify(row)).toBe(1);
        expect(new Set(row.map((box) => box.buttonBottom)).size, JSON.stringify(row)).toBe(1);
      }
      const soldOut = cards.filter({ has: page.getByRole("button", { name: productText.outOfStock }) }).first();
      await expect(soldOut.getByRole("button", { name: productText.outOfStock })).toBeDisabled();
      await expect(soldOut.getByRole("button", { name: productText.addToCart })).toHaveCount(0);
    });

    test("the product page: sold out, decimal comma, promises near the buttons", async ({ page }) => {
      await gotoHydrated(page, `/product/${SOLD_OUT.slug}`);
      await expect(page.getByTestId("product-buy-form").getByRole("button", { name: productText.outOfStock })).toBeDisabled();
      await expect(page.getByTestId("product-buy-form").getByRole("button", { name: productText.addToCart })).toHaveCount(0);

      await gotoHydrated(page, `/product/${SPECIAL_MUG.slug}`);
      await expect(page.getByText("12 × 10 × 8,5 cm")).toBeVisible();
      const promises = page.getByTestId("trust-promises");
      await expect(promises).toContainText(productPageText.securePayment);
      await expect(promises.getByRole("link", { name: productPageText.returns(14) })).toHaveAttribute("href", "/refund-policy");
      // Its name is optional: the return promise stands, and the note says a personalised mug is excepted.
      await expect(page.getByTestId("personal-withdrawal-note")).toContainText(OPTIONAL_PERSONALISATION_WITHDRAWAL_NOTE);
      await expect(promises.getByRole("link", { name: productPageText.deliveryInfo })).toHaveAttribute("href", "/delivery-info");
      await expect(promises.locator("img, script")).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the quantity is typed and posted with 'Sepete Ekle'", async ({ page }) => {
    await page.goto(`/product/${SPECIAL_MUG.slug}`);
    // The − / + buttons need scripts; the number input does not.
    await expect(page.getByRole("button", { name: productText.increase })).toBeHidden();
    await page.getByRole("spinbutton", { name: productText.quantity }).fill("2");
    await mainAddButton(page).click();
    await expect(page).toHaveURL(/\/cart$/);
    const line = page.getByTestId("cart-line").filter({ hasText: SPECIAL_MUG.name });
    await expect(line.locator("output")).toHaveText("2");
  });

  test("the gallery's images link to their large files", async ({ page }) => {
    await page.goto(`/product/${SPECIAL_MUG.slug}`);
    await expect(page.getByRole("link", { name: productPageText.enlarge(1, MUG_IMAGES) })).toHaveAttribute("href", /^\/media\/.+\?w=1280$/);
    await expect(page.getByRole("link", { name: productPageText.showImage(2), exact: true })).toHaveAttribute("href", "#gorsel-2");
  });
});
