// The owner sets the shop's look at /admin/settings, "Görünüm", on a phone and on a laptop
// (docs/product.md#shop-settings-appearance): uploads a logo, sets a brand colour and a hero title; the shop's
// header (and phone menu) shows the logo, the home page the title, its buttons the colour. Each test puts the
// settings back (logo removed, default colour, empty hero), also when it fails. Runs against the settings
// project's own shop (playwright.config.ts), one test at a time.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { settingsText } from "../../app/lib/i18n/admin-settings";
import { appearanceText } from "../../app/lib/i18n/settings-appearance";
import { homeText } from "../../app/lib/i18n/pages/home";
import { tr } from "../../app/lib/i18n/tr";
import { DEMO_SHOP_SETTINGS } from "../../app/lib/shop-settings";
import { runId, signIn } from "./support/admin";
import { gotoHydrated } from "./support/shop";
import { shot } from "./support/shots";

const t = appearanceText;
const DEFAULT_COLOR = DEMO_SHOP_SETTINGS.appearance.brandColor;
const DEFAULT_HERO_TITLE = homeText(DEMO_SHOP_SETTINGS).hero.title;
const BRAND = { hex: "#1d4ed8", rgb: "rgb(29, 78, 216)" };

const appearanceForm = (page: Page) => page.getByTestId("appearance-form");

/** A wide PNG logo: a blue badge with a white ribbon. */
async function logoPng(): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "appearance-")), "mavi-kutu-logo.png");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120">
    <rect x="4" y="4" width="352" height="112" rx="24" fill="${BRAND.hex}"/>
    <rect x="24" y="28" width="64" height="64" rx="10" fill="#ffffff"/>
    <rect x="52" y="28" width="8" height="64" fill="${BRAND.hex}"/>
    <rect x="112" y="40" width="220" height="16" rx="8" fill="#ffffff"/>
    <rect x="112" y="68" width="150" height="12" rx="6" fill="#bfdbfe"/>
  </svg>`;
  await sharp(Buffer.from(svg)).png().toFile(file);
  return file;
}

async function save(page: Page) {
  await appearanceForm(page).getByRole("button", { name: settingsText.save }).click();
  await expect(page.getByTestId("settings-outcome")).toHaveText(settingsText.saved);
}

/** Logo removed, default colour, empty hero: what a fresh shop has. */
async function restore(page: Page) {
  await gotoHydrated(page, "/admin/settings");
  const form = appearanceForm(page);
  const removeLogo = form.getByLabel(t.logo.remove);
  if (await removeLogo.count()) await removeLogo.check();
  await form.getByLabel(t.brandColor.label, { exact: true }).fill(DEFAULT_COLOR);
  await form.getByLabel(t.heroTitle.label, { exact: true }).fill("");
  await form.getByLabel(t.heroText.label, { exact: true }).fill("");
  await form.getByRole("button", { name: settingsText.save }).click();
  await expect(page.getByTestId("settings-outcome")).toBeVisible();
  await expect(form.getByText(t.logo.none)).toBeVisible();
}

/** The owner's part: logo, colour and hero title saved; the form shows the new logo. */
async function setAppearance(page: Page, heroTitle: string, shots: string) {
  await signIn(page);
  await gotoHydrated(page, "/admin/settings");
  const form = appearanceForm(page);
  await form.getByLabel(t.logo.label, { exact: true }).setInputFiles(await logoPng());
  // A colour white text does not read on is refused on its field, and nothing is saved.
  await form.getByLabel(t.brandColor.label, { exact: true }).fill("#ffd700");
  await form.getByRole("button", { name: settingsText.save }).click();
  await expect(page.getByTestId("settings-outcome")).toHaveText(settingsText.fixErrors);
  await expect(appearanceForm(page).getByText(t.errors.lowContrast(1.4))).toBeVisible();
  await expect(appearanceForm(page).getByText(t.logo.none)).toBeVisible();

  await form.getByLabel(t.brandColor.label, { exact: true }).fill(BRAND.hex);
  await form.getByLabel(t.heroTitle.label, { exact: true }).fill(heroTitle);
  await form.scrollIntoViewIfNeeded();
  await shot(page, "settings-appearance", `${shots}-form`, { fullPage: true });
  await save(page);
  await expect(appearanceForm(page).getByTestId("appearance-logo-current")).toBeVisible();
  await expect(appearanceForm(page).getByLabel(t.brandColor.label, { exact: true })).toHaveValue(BRAND.hex);
  await appearanceForm(page).scrollIntoViewIfNeeded();
  await shot(page, "settings-appearance", `${shots}-saved`);
}

/** The shop's side: the header's logo (loaded, with a name), the hero title, the brand colour on the main button. */
async function expectShopShows(page: Page, heroTitle: string) {
  await gotoHydrated(page, "/");
  const logo = page.getByRole("banner").getByTestId("shop-logo").getByRole("img");
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute("alt", /\S/);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heroTitle);
  const cta = page.getByRole("link", { name: homeText(DEMO_SHOP_SETTINGS).hero.primaryCta });
  await expect(cta).toHaveCSS("background-color", BRAND.rgb);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/favicon.svg");
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.afterEach(async ({ page }) => restore(page));

  test("the owner uploads a logo and sets a colour and a hero title; the header, phone menu and home page show them", async ({ page }) => {
    const heroTitle = `Yeni yıl sürprizleri ${runId()}`;
    await setAppearance(page, heroTitle, "phone");
    await expectShopShows(page, heroTitle);
    await shot(page, "settings-appearance", "phone-home");

    await page.getByRole("button", { name: tr.nav.openMenu }).click();
    const menu = page.getByRole("dialog");
    await expect(menu.getByTestId("shop-logo").getByRole("img")).toBeVisible();
    // Once it has slid in.
    await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
    await shot(page, "settings-appearance", "phone-menu");
  });
});

test.describe("on a laptop", () => {
  test.use({ viewport: { width: 1366, height: 800 } });
  test.afterEach(async ({ page }) => {
    await restore(page);
    // Back to the shop's own look.
    await gotoHydrated(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(DEFAULT_HERO_TITLE);
    await expect(page.getByRole("banner").getByTestId("shop-logo")).toHaveCount(0);
  });

  test("the owner uploads a logo and sets a colour and a hero title; the header and home page show them", async ({ page }) => {
    const heroTitle = `Yeni yıl sürprizleri ${runId()}`;
    await setAppearance(page, heroTitle, "laptop");
    await expectShopShows(page, heroTitle);
    await shot(page, "settings-appearance", "laptop-home");
  });
});
