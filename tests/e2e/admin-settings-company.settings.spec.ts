// The owner fills "Mağaza bilgileri" at /admin/settings on a phone and on a laptop (docs/product.md#shop-settings):
// the province narrows the districts, the save answers "Ayarlar kaydedildi.", and the shop's footer shows the
// new company at once, and so does the legal notice. A wrong VKN is stopped on its field before anything is sent. Runs against the settings
// project's own shop (playwright.config.ts), one test at a time.
import { expect, type Page, test } from "@playwright/test";
import { settingsText } from "../../app/lib/i18n/admin-settings";
import { settingsCompanyText } from "../../app/lib/i18n/settings-company";
import { DEMO_SHOP_SETTINGS } from "../../app/lib/shop-settings";
import { runId, signIn } from "./support/admin";
import { gotoHydrated } from "./support/shop";
import { shot } from "./support/shots";

const f = settingsCompanyText.fields;

// Signing in, filling some twenty fields and visiting the shop take longer than the default on a busy machine.
test.describe.configure({ timeout: 90_000 });

interface Company {
  shopName: string;
  companyName: string;
  companyType: keyof typeof settingsCompanyText.companyTypes;
  province: string;
  district: string;
  taxNumber: string;
  mersisNumber: string;
  email: string;
}

/** The company section's form. */
const companyForm = (page: Page) => page.getByTestId("company-form");

async function fillCompany(page: Page, company: Company) {
  const form = companyForm(page);
  await form.getByLabel(f.shopName, { exact: true }).fill(company.shopName);
  await form.getByLabel(f.companyName, { exact: true }).fill(company.companyName);
  await form.getByLabel(f.companyType, { exact: true }).selectOption({ label: settingsCompanyText.companyTypes[company.companyType] });
  await form.getByLabel(f.address, { exact: true }).fill("Alsancak Mah. Kıbrıs Şehitleri Cad. No: 5, 35220");
  await form.getByLabel(f.province, { exact: true }).selectOption({ label: company.province });
  const district = form.getByLabel(f.district, { exact: true });
  // Once a province is chosen, only its districts are offered.
  await expect(district.locator("option", { hasText: "Kadıköy" })).toHaveCount(0);
  await district.selectOption({ label: company.district });
  await form.getByLabel(f.taxOffice, { exact: true }).fill("Kordon Vergi Dairesi");
  await form.getByLabel(f.taxNumber, { exact: true }).fill(company.taxNumber);
  await form.getByLabel(f.mersisNumber).fill(company.mersisNumber);
  await form.getByLabel(f.email, { exact: true }).fill(company.email);
  await form.getByLabel(f.phone, { exact: true }).fill("0 232 555 01 23");
  await form.getByLabel(f.instagram).fill("https://www.instagram.com/mavikutu");
}

async function saveAndSeeFooter(page: Page, company: Company, shots: string) {
  await shot(page, "settings-company", `${shots}-filled`, { fullPage: true });
  await companyForm(page).getByRole("button", { name: settingsText.save }).click();
  await expect(page.getByTestId("settings-outcome")).toHaveText(settingsText.saved);
  await expect(companyForm(page).getByLabel(f.companyName, { exact: true })).toHaveValue(company.companyName);
  await shot(page, "settings-company", `${shots}-saved`);

  await gotoHydrated(page, "/about");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: company.email })).toBeVisible();
  await expect(footer).toContainText(company.companyName);
  // Scrolled by the page itself: the footer's code loads as it nears the screen, and Playwright's own scrolling
  // would wait for it to settle.
  await footer.getByRole("link", { name: company.email }).evaluate((link) => link.scrollIntoView({ block: "center" }));
  await shot(page, "settings-company", `${shots}-footer`);

  // The legal pages name the new seller too, and the shop no longer says it is being set up.
  await gotoHydrated(page, "/legal-notice");
  const main = page.getByRole("main");
  await expect(main).toContainText(company.companyName);
  await expect(main).toContainText(company.taxNumber);
  await expect(main).not.toContainText(DEMO_SHOP_SETTINGS.companyName);
  await expect(page.getByTestId("setting-up-notice")).toHaveCount(0);
  await shot(page, "settings-company", `${shots}-legal-notice`, { fullPage: true });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the owner fills the company section, saves, and the footer shows the new company", async ({ page }) => {
    const id = runId();
    const company: Company = {
      shopName: `Mavi Kutu ${id}`,
      companyName: `Mavi Kutu ${id} Hediyelik Eşya Ltd. Şti.`,
      companyType: "limited",
      province: "İzmir",
      district: "Konak",
      taxNumber: "4540536920",
      mersisNumber: "0454053692000017",
      email: `merhaba-${id}@mavikutu.com.tr`,
    };
    await signIn(page);
    await gotoHydrated(page, "/admin/settings");
    await fillCompany(page, company);
    await saveAndSeeFooter(page, company, "phone");
  });
});

test.describe("on a laptop", () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test("a sole trader saves with a T.C. kimlik number; the footer shows the new company", async ({ page }) => {
    const id = runId();
    const company: Company = {
      shopName: `Ayşe'nin Atölyesi ${id}`,
      companyName: `Ayşe Yılmaz ${id} Hediyelik Eşya`,
      companyType: "sahis",
      province: "Ankara",
      district: "Çankaya",
      taxNumber: "17291716060",
      mersisNumber: "",
      email: `ayse-${id}@atolye.com.tr`,
    };
    await signIn(page);
    await gotoHydrated(page, "/admin/settings");
    await fillCompany(page, company);
    await saveAndSeeFooter(page, company, "laptop");
  });

  test("a wrong VKN is stopped on its field and nothing is saved", async ({ page }) => {
    await signIn(page);
    await gotoHydrated(page, "/admin/settings");
    const form = companyForm(page);
    const before = await form.getByLabel(f.companyName, { exact: true }).inputValue();
    await form.getByLabel(f.companyType, { exact: true }).selectOption({ label: settingsCompanyText.companyTypes.limited });
    await form.getByLabel(f.companyName, { exact: true }).fill("Yanlış Numara Ltd. Şti.");
    const taxNumber = form.getByLabel(f.taxNumber, { exact: true });
    await taxNumber.fill("4540536921");
    await form.getByRole("button", { name: settingsText.save }).click();
    await expect(taxNumber).toHaveAttribute("aria-invalid", "true");
    await expect(taxNumber).toBeFocused();
    await expect(form.getByText(settingsCompanyText.errors.vknChecksum)).toBeVisible();
    await shot(page, "settings-company", "laptop-wrong-vkn");
    await page.reload();
    await expect(companyForm(page).getByLabel(f.companyName, { exact: true })).toHaveValue(before);
  });
});
