// Small helpers for the browser tests: money as the shopper reads it, hydration, and the demo catalogue.
import { expect, type Locator, type Page } from "@playwright/test";

/** One price as the shop shows it: `₺149,99`, `₺1.234,50` (tr-TR, two decimals). */
export const PRICE = /₺\d{1,3}(?:\.\d{3})*,\d{2}/;

/** `₺1.234,50` → 123450 (kuruş). Throws on anything else, so a badly formatted price fails the test. */
export function kurusOf(text: string): number {
  const match = text.trim().match(/^₺(\d{1,3}(?:\.\d{3})*),(\d{2})$/);
  if (!match) throw new Error(`not a price formatted like ₺1.234,50: ${JSON.stringify(text)}`);
  return Number.parseInt(match[1].replace(/\./g, ""), 10) * 100 + Number.parseInt(match[2], 10);
}

/** The company and legal pages (docs/product.md#legal-and-company-pages). */
export const STATIC_PAGES = [
  "/about",
  "/contact",
  "/terms",
  "/distance-sales-agreement",
  "/delivery-info",
  "/legal-notice",
  "/refund-policy",
  "/privacy-policy",
  "/kvkk",
  "/cookie-policy",
] as const;

/** The demo catalogue's product whose name has Turkish letters (app/modules/catalog/demo-seed.server.ts). */
export const SPECIAL_MUG = { name: "Özel Işıklı Kupa", slug: "ozel-isikli-kupa" } as const;

/**
 * The demo catalogue's product with the most stock (100), sold one way and without personalisation: for tests that
 * place orders only to follow them, so that SPECIAL_MUG's stock stays for the tests that read and add it.
 */
export const STOCKED_MAGNET = { name: "Güneş Gözlüklü Köpek Magneti", slug: "gunes-gozluklu-kopek-magneti" } as const;

/**
 * Waits until React Router has hydrated the page, so that clicks reach React's handlers. (A click on a link
 * before that still works as a plain link; a click on a button would be lost.)
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const router = (window as unknown as { __reactRouterDataRouter?: { state?: { initialized?: boolean } } }).__reactRouterDataRouter;
    return document.readyState === "complete" && router?.state?.initialized === true;
  });
  // Let React finish committing the hydration pass.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/**
 * Reads the amounts of a summary box (label followed by its value, e.g. "Ara Toplam ₺149,99") from what the
 * shopper sees. "Ücretsiz" counts as 0.
 */
export async function amountAfterLabel(box: Locator, label: string, options: { notPrecededBy?: string } = {}): Promise<number> {
  const text = (await box.innerText()).replace(/\u00a0/g, " ");
  const before = `(?<![\\p{L}])${options.notPrecededBy ? `(?<!${escapeRegExp(options.notPrecededBy)}\\s*)` : ""}`;
  const pattern = new RegExp(`${before}${escapeRegExp(label)}\\s*:?\\s*(₺[\\d.]+,\\d{2}|Ücretsiz)`, "u");
  const match = text.match(pattern);
  expect(match, `"${label}" followed by a price in:\n${text}`).not.toBeNull();
  const value = (match as RegExpMatchArray)[1];
  return value === "Ücretsiz" ? 0 : kurusOf(value);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
