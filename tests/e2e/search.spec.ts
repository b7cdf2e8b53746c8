// docs/product.md#search: the header search box (an ARIA combobox), 2 characters, 300 ms
// debounce, keyboard use, the no-result texts, Turkish-aware matching.
import { expect, type Page, test } from "@playwright/test";
import { tr } from "../../app/lib/i18n/tr";
import { gotoHydrated, PRICE, SPECIAL_MUG } from "./support/shop";

function searchBox(page: Page) {
  return page.getByRole("combobox", { name: tr.search.label });
}

test("typing shows 'Aranıyor...' then results; ArrowDown + Enter opens the chosen product", async ({ page }) => {
  await gotoHydrated(page, "/");
  const box = searchBox(page);
  await expect(box).toHaveAttribute("placeholder", tr.search.placeholder);

  // One character: nothing happens.
  await box.pressSequentially("k");
  await page.waitForTimeout(500);
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("option")).toHaveCount(0);

  // From two characters the dropdown opens: first "Aranıyor..." (during the 300 ms debounce), then results.
  await box.pressSequentially("upa");
  const searching = page.getByText(tr.search.searching);
  const options = page.getByRole("listbox", { name: tr.search.results }).getByRole("option");
  await expect(searching.or(options.first())).toBeVisible();
  await expect(options.first()).toBeVisible();
  await expect(searching).toBeHidden();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  const count = await options.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(8);
  // Each result shows a name and a price with two decimals.
  await expect(options.first()).toContainText(PRICE);

  // Keyboard: ArrowDown marks the first option, Enter opens its product page.
  await box.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  const chosenText = await options.first().innerText();
  await box.press("Enter");
  await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/);
  const title = page.getByRole("heading", { level: 1 });
  await expect(title).toBeVisible();
  expect(chosenText).toContain((await title.innerText()).trim());
  // The box is reset after choosing.
  await expect(box).toHaveValue("");
});

test("a term with no match says 'Sonuç bulunamadı'; Escape closes the dropdown", async ({ page }) => {
  await gotoHydrated(page, "/products");
  const box = searchBox(page);
  const term = "zzqxwv";
  await box.pressSequentially(term);
  await expect(page.getByText(tr.search.noResults, { exact: true })).toBeVisible();
  await expect(page.getByText(tr.search.noProductFor(term))).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");

  await box.press("Escape");
  await expect(page.getByText(tr.search.noResults, { exact: true })).toBeHidden();
  await expect(box).toHaveAttribute("aria-expanded", "false");
});

test("the clear button and a click outside close the dropdown", async ({ page }) => {
  await gotoHydrated(page, "/");
  const box = searchBox(page);
  await box.pressSequentially("kupa");
  const options = page.getByRole("listbox", { name: tr.search.results }).getByRole("option");
  await expect(options.first()).toBeVisible();

  // A click outside closes it.
  await page.getByRole("heading", { level: 1 }).first().click();
  await expect(options.first()).toBeHidden();

  // The clear button empties the box.
  await page.getByRole("button", { name: tr.search.clear }).click();
  await expect(box).toHaveValue("");
  await expect(box).toBeFocused();
});

test("typing 'ozel' (no Turkish letters) finds 'Özel Işıklı Kupa', and clicking it opens the product", async ({ page }) => {
  await gotoHydrated(page, "/");
  const box = searchBox(page);
  await box.pressSequentially("ozel");
  const option = page.getByRole("option").filter({ hasText: SPECIAL_MUG.name });
  await expect(option).toBeVisible();
  await option.click();
  await expect(page).toHaveURL(new RegExp(`/product/${SPECIAL_MUG.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: SPECIAL_MUG.name })).toBeVisible();
});

test("upper-case Turkish input matches too ('IŞIKLI')", async ({ page }) => {
  await gotoHydrated(page, "/");
  await searchBox(page).pressSequentially("IŞIKLI");
  await expect(page.getByRole("option").filter({ hasText: SPECIAL_MUG.name })).toBeVisible();
});

test("the suggestions' code loads on the box's first use, not with the page; typing at once still lists results", async ({ page }) => {
  const suggestionScripts: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/search-suggestions-[\w-]+\.js$/.test(request.url())) suggestionScripts.push(request.url());
  });
  await gotoHydrated(page, "/");
  expect(suggestionScripts).toEqual([]);
  // Typed in one go right after the page is ready: the module arrives while the debounce runs.
  await searchBox(page).fill("kupa");
  await expect(page.getByRole("listbox", { name: tr.search.results }).getByRole("option").first()).toBeVisible();
  expect(suggestionScripts).toHaveLength(1);
});
