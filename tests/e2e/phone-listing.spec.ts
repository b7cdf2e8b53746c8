// docs/product.md#product-list, #search-results, #home: finding products on a 390×844 phone and a 1366×800
// laptop: sort, price range and "only in stock" with the category chips, all in the URL, by plain GET
// without JavaScript and applied at once with it; search results with their count; the home page's rows.
import { expect, type Page, test } from "@playwright/test";
import { listingText } from "../../app/lib/i18n/listing";
import { homeRowsText } from "../../app/lib/i18n/listing-home";
import { productsText } from "../../app/lib/i18n/products";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { gotoHydrated, kurusOf, PRICE } from "./support/shop";
import { shot } from "./support/shots";

const sizes = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "laptop", viewport: { width: 1366, height: 800 } },
] as const;

/** The price each card shows now (the first price in the card: the current one, not the struck-through). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByRole("article").evaluateAll((cards) => cards.map((card) => card.textContent ?? ""));
  return texts.map((text) => kurusOf((text.replace(/\u00a0/g, " ").match(/₺[\d.]+,\d{2}/) ?? [""])[0]));
}

const filters = (page: Page) => page.getByRole("form", { name: listingText.filters });

for (const { name, viewport } of sizes) {
  test.describe(`${name}`, () => {
    test.use({ viewport });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("sort, price range and in-stock are a plain GET form; chips and the clear link keep or drop them", async ({ page }) => {
        await page.goto("/products");
        const form = filters(page);
        await form.getByLabel(listingText.sort).selectOption("price-asc");
        await form.getByLabel(listingText.minPrice).fill("100");
        await form.getByLabel(listingText.maxPrice).fill("199,99");
        await form.getByLabel(listingText.inStock).check();
        await form.getByRole("button", { name: listingText.apply }).click();
        await expect(page).toHaveURL(/\/products\?sort=price-asc&min=100&max=199%2C99&stock=1$/);
        const prices = await cardPrices(page);
        expect(prices.length).toBeGreaterThan(2);
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
        expect(prices.every((p) => p >= 10000 && p <= 19999)).toBe(true);
        await expect(page.getByText(/^Stokta Yok$/)).toHaveCount(0);
        // The form shows what is applied.
        await expect(form.getByLabel(listingText.sort)).toHaveValue("price-asc");
        await expect(form.getByLabel(listingText.maxPrice)).toHaveValue("199,99");
        await shot(page, "listing", `${name}-products-filtered-nojs`, { fullPage: true });

        // A category chip keeps the sort and the filters.
        await page.getByRole("navigation", { name: productsText.categoryFilter }).getByRole("link", { name: /kupa/i }).first().click();
        await expect(page).toHaveURL(/\/products\?category=kupa&sort=price-asc&min=100&max=199%2C99&stock=1$/);
        expect(await page.getByRole("article").count()).toBeGreaterThan(0);
        expect(await page.getByRole("article").count()).toBeLessThan(prices.length);

        // Clearing keeps the category and drops the rest.
        await page.getByRole("link", { name: listingText.clear }).click();
        await expect(page).toHaveURL(/\/products\?category=kupa$/);
      });

      test("bad parameters fall back to the defaults, never an error page", async ({ page }) => {
        const response = await page.goto("/products?sort=evil&min=abc&max=-5&stock=maybe&page=-3&category=%3Cscript%3E");
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1, name: productsText.title })).toBeVisible();
        const all = await page.goto("/products?sort=evil&min=abc&max=-5&stock=maybe&page=99");
        expect(all?.status()).toBe(200);
        expect(await page.getByRole("article").count()).toBeGreaterThanOrEqual(8);
        await expect(filters(page).getByLabel(listingText.sort)).toHaveValue("recommended");
        await page.goto("/products?sort=newest&min=&max=&utm_source=x");
        await expect(page).toHaveURL(/\/products\?sort=newest&utm_source=x$/);
      });

      test("search results say the term and how many products match, and sort without losing the term", async ({ page }) => {
        await page.goto("/products?q=kupa");
        const count = await page.getByRole("article").count();
        expect(count).toBeGreaterThan(0);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(listingText.searchTitle("kupa"));
        await expect(page.getByText(listingText.searchCount("kupa", count))).toBeVisible();
        await filters(page).getByLabel(listingText.sort).selectOption("price-desc");
        await filters(page).getByRole("button", { name: listingText.apply }).click();
        // The form's empty price fields are dropped: the address is the list's own.
        await expect(page).toHaveURL(/\/products\?q=kupa&sort=price-desc$/);
        const prices = await cardPrices(page);
        expect(prices).toHaveLength(count);
        expect(prices).toEqual([...prices].sort((a, b) => b - a));
        await shot(page, "listing", `${name}-search-nojs`, { fullPage: true });
      });

      test("the home page's rows are there without JavaScript", async ({ page }) => {
        await page.goto("/");
        await expect(page.getByRole("region", { name: homeRowsText.newest })).toBeVisible();
        await expect(page.getByRole("region", { name: homeRowsText.discounted }).getByRole("article").first()).toContainText(PRICE);
      });
    });

    test("with JavaScript a choice applies at once and the URL stays clean", async ({ page }) => {
      await gotoHydrated(page, "/products?category=kupa");
      const form = filters(page);
      await form.getByLabel(listingText.sort).selectOption("discount");
      await expect(page).toHaveURL(/\/products\?category=kupa&sort=discount$/);
      await form.getByLabel(listingText.inStock).check();
      await expect(page).toHaveURL(/\/products\?category=kupa&sort=discount&stock=1$/);
      await form.getByLabel(listingText.maxPrice).fill("200");
      await form.getByLabel(listingText.maxPrice).press("Enter");
      await expect(page).toHaveURL(/\/products\?category=kupa&sort=discount&max=200&stock=1$/);
      // The URL changes as the navigation starts; the cards follow once its data has arrived.
      await expect.poll(async () => (await cardPrices(page)).every((p) => p <= 20000)).toBe(true);
      expect((await cardPrices(page)).length).toBeGreaterThan(0);
      // The first card is the largest discount: it shows a struck-through price.
      await expect(page.getByRole("article").first().locator("del, s")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shot(page, "listing", `${name}-products-filtered`, { fullPage: true });
    });

    test("the home page has rows of new, discounted and per-category products, each with its 'Tümünü gör'", async ({ page }) => {
      await gotoHydrated(page, "/");
      const rows = page.getByTestId("home-rows");
      await expect(rows.getByRole("link", { name: homeRowsText.seeAllOf(homeRowsText.newest) })).toHaveAttribute("href", "/products?sort=newest");
      await expect(rows.getByRole("link", { name: homeRowsText.seeAllOf(homeRowsText.discounted) })).toHaveAttribute("href", "/products?sort=discount");
      const kupa = rows.getByRole("link", { name: /kupa.*tümünü gör/i });
      await expect(kupa).toHaveAttribute("href", "/products?category=kupa");
      const row = page.getByRole("region", { name: homeRowsText.newest }).getByTestId("product-row");
      const { scrolls, visible } = await row.evaluate((list) => ({
        scrolls: list.scrollWidth > list.clientWidth + 1,
        visible: [...list.children].filter((li) => (li as HTMLElement).offsetParent !== null && li.getBoundingClientRect().right <= window.innerWidth).length,
      }));
      if (name === "phone") {
        // One line that scrolls sideways: two cards in view, the next one peeking in.
        expect(scrolls).toBe(true);
        expect(visible).toBe(2);
      } else {
        expect(scrolls).toBe(false);
        expect(visible).toBe(4);
      }
      await expectNoSeriousA11yViolations(page);
      await shot(page, "listing", `${name}-home`, { fullPage: true });
      await kupa.click();
      await expect(page).toHaveURL(/\/products\?category=kupa$/);
    });
  });
}
