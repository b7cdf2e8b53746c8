// docs/product.md#reviews: the "Değerlendirmeler" section of /admin/settings on a phone and a laptop. The owner
// invites after shipping, 3 days later, publishing without approval; a delay above 60 days is refused with its
// message and saves nothing; the defaults are put back at the end (the settings project's shop is shared).
import { expect, type Page, test } from "@playwright/test";
import { settingsText } from "../../app/lib/i18n/admin-settings";
import { reviewSettingsText as t } from "../../app/lib/i18n/settings-reviews";
import { signIn } from "./support/admin";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { gotoHydrated, waitForHydration } from "./support/shop";
import { shot } from "./support/shots";

const VIEWPORTS = [
  ["phone", { width: 390, height: 844 }],
  ["laptop", { width: 1366, height: 800 }],
] as const;

function section(page: Page) {
  return page.locator("section#reviews");
}

async function fill(page: Page, values: { after: "delivered" | "shipped"; days: string; publish: boolean }) {
  const form = section(page);
  await form.getByLabel(t.inviteAfter[values.after], { exact: true }).check();
  await form.getByLabel(t.fields.inviteDelayDays, { exact: true }).fill(values.days);
  await form.getByLabel(t.fields.publishWithoutApproval, { exact: true }).setChecked(values.publish);
  await form.getByRole("button", { name: settingsText.save, exact: true }).click();
}

test("the owner sets when review invitations go out and whether reviews wait for approval", async ({ page }) => {
  await signIn(page);
  for (const [name, size] of VIEWPORTS) {
    await page.setViewportSize(size);
    await gotoHydrated(page, "/admin/settings#reviews");
    await expect(section(page).getByRole("heading", { name: settingsText.sections.reviews })).toBeVisible();
    await expect(section(page).getByLabel(t.inviteAfter.delivered, { exact: true })).toBeChecked();
    await expect(section(page).getByLabel(t.fields.inviteDelayDays, { exact: true })).toHaveValue("7");
    await expect(section(page).getByLabel(t.fields.publishWithoutApproval, { exact: true })).not.toBeChecked();
    await section(page).scrollIntoViewIfNeeded();
    await shot(page, "settings-reviews", `section-${name}`);
  }
  await expectNoSeriousA11yViolations(page);

  try {
    await fill(page, { after: "shipped", days: "61", publish: true });
    await expect(section(page).getByText(t.errors.inviteDelayDays)).toBeVisible();
    await shot(page, "settings-reviews", "refused-laptop");
    await page.reload();
    await waitForHydration(page);
    await expect(section(page).getByLabel(t.fields.inviteDelayDays, { exact: true })).toHaveValue("7");

    await fill(page, { after: "shipped", days: "3", publish: true });
    await expect(page.getByTestId("settings-outcome")).toHaveText(settingsText.saved);
    await page.reload();
    await waitForHydration(page);
    await expect(section(page).getByLabel(t.inviteAfter.shipped, { exact: true })).toBeChecked();
    await expect(section(page).getByLabel(t.fields.inviteDelayDays, { exact: true })).toHaveValue("3");
    await expect(section(page).getByLabel(t.fields.publishWithoutApproval, { exact: true })).toBeChecked();
  } finally {
    await gotoHydrated(page, "/admin/settings#reviews");
    await fill(page, { after: "delivered", days: "7", publish: false });
    await expect(page.getByTestId("settings-outcome")).toBeVisible();
  }
});
