// docs/product.md#thank-you-notes: the "Teşekkür notları" section of /admin/settings on a phone and a laptop, and the
// dashboard's figure. The owner sets the code's days after delivery; a value outside the bounds is refused with its
// message and saves nothing; without JavaScript the form posts as well. The default is put back at the end (the
// settings project's shop is shared).
import { expect, type Page, test } from "@playwright/test";
import { settingsText } from "../../app/lib/i18n/admin-settings";
import { thanksSettingsText as t } from "../../app/lib/i18n/settings-thanks";
import { thanksCardText } from "../../app/lib/i18n/thanks-card";
import { ADMIN, signIn, submitLogin } from "./support/admin";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { gotoHydrated, waitForHydration } from "./support/shop";
import { shot } from "./support/shots";

const VIEWPORTS = [
  ["phone", { width: 390, height: 844 }],
  ["laptop", { width: 1366, height: 800 }],
] as const;

function section(page: Page) {
  return page.locator("section#thanks");
}

async function save(page: Page, days: string) {
  await section(page).getByLabel(t.fields.validDays, { exact: true }).fill(days);
  await section(page).getByRole("button", { name: settingsText.save, exact: true }).click();
}

test("the owner sets how long the card's code works; the dashboard counts the gifts thanked this month", async ({ page }) => {
  await signIn(page);
  for (const [name, size] of VIEWPORTS) {
    await page.setViewportSize(size);
    await expect(page.getByTestId("stat-thanks")).toContainText(thanksCardText.dashboard.thanksThisMonth);
    await expect(page.getByTestId("stat-thanks")).toContainText("0");
    await page.getByTestId("stat-thanks").scrollIntoViewIfNeeded();
    await shot(page, "settings-thanks", `dashboard-${name}`);
    await gotoHydrated(page, "/admin/settings#thanks");
    await expect(section(page).getByRole("heading", { name: settingsText.sections.thanks })).toBeVisible();
    await expect(section(page).getByLabel(t.fields.validDays, { exact: true })).toHaveValue("60");
    await expect(section(page)).toContainText(t.hints.validDays);
    await section(page).scrollIntoViewIfNeeded();
    await shot(page, "settings-thanks", `section-${name}`);
    await gotoHydrated(page, "/admin/dashboard");
  }
  await gotoHydrated(page, "/admin/settings#thanks");
  await expectNoSeriousA11yViolations(page);

  try {
    await save(page, "400");
    await expect(section(page).getByText(t.errors.validDays)).toBeVisible();
    await shot(page, "settings-thanks", "refused-laptop");
    await page.reload();
    await waitForHydration(page);
    await expect(section(page).getByLabel(t.fields.validDays, { exact: true })).toHaveValue("60");

    await save(page, "90");
    await expect(page.getByTestId("settings-outcome")).toHaveText(settingsText.saved);
    await page.reload();
    await waitForHydration(page);
    await expect(section(page).getByLabel(t.fields.validDays, { exact: true })).toHaveValue("90");
  } finally {
    await gotoHydrated(page, "/admin/settings#thanks");
    await save(page, "60");
    await expect(page.getByTestId("settings-outcome")).toBeVisible();
  }
});

test("without JavaScript the section saves with a plain post", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  try {
    await page.goto("/admin");
    await submitLogin(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto("/admin/settings#thanks");
    await save(page, "45");
    await expect(page.getByTestId("settings-outcome")).toHaveText(settingsText.saved);
    await expect(section(page).getByLabel(t.fields.validDays, { exact: true })).toHaveValue("45");
    await save(page, "60");
    await expect(page.getByTestId("settings-outcome")).toHaveText(settingsText.saved);
  } finally {
    await context.close();
  }
});
