// docs/product.md#shop-settings, the "Bildirimler" section of /admin/settings at a phone's and a laptop's size: the
// owner saves where new-order notices go, presses "Test e-postası gönder" and reads what happened (this shop has
// no SMTP server: the mail is written to a file, and the page says so), and sees the providers' states, never a
// secret. Runs in the "settings" project: it changes the shop's settings. Screenshots (SHOTS_DIR) to look at.
import { expect, test } from "@playwright/test";
import { settingsText } from "../../app/lib/i18n/admin-settings";
import { notificationsText as t } from "../../app/lib/i18n/settings-notifications";
import { signIn } from "./support/admin";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { gotoHydrated } from "./support/shop";
import { shot } from "./support/shots";

const viewports = [
  { name: "phone", width: 390, height: 844 },
  { name: "laptop", width: 1366, height: 800 },
];

for (const viewport of viewports) {
  test(`the owner sets where notices go, sends a test mail and sees the providers' states [${viewport.name}]`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page);
    await gotoHydrated(page, "/admin/settings#notifications");
    const section = page.locator("section#notifications");
    await expect(section.getByRole("heading", { name: settingsText.sections.notifications })).toBeVisible();

    // The providers: this shop takes simulated payments, writes mail to files and keeps images on its disk.
    await expect(section.getByTestId("provider-paytr")).toHaveText(t.providers.paytrState.missing);
    await expect(section.getByTestId("provider-smtp")).toHaveText(t.providers.smtpState.files);
    await expect(section.getByTestId("provider-storage")).toHaveText(t.providers.storageState.local);

    const address = section.getByLabel(t.newOrderEmail);
    // The browser takes it as an address; the shop wants a domain with a dot.
    await address.fill("siparis@kuzey");
    await section.getByRole("button", { name: t.save }).click();
    await expect(page.getByTestId("settings-outcome")).toHaveText(settingsText.fixErrors);
    await expect(page.locator("section#notifications").getByText(t.emailInvalid)).toBeVisible();

    const mailbox = `siparis-${viewport.name}@kuzey.example`;
    await page.locator("section#notifications").getByLabel(t.newOrderEmail).fill(mailbox);
    await page.locator("section#notifications").getByRole("button", { name: t.save }).click();
    await expect(page.getByTestId("settings-outcome")).toHaveText(t.saved);
    await expect(page.locator("section#notifications").getByLabel(t.newOrderEmail)).toHaveValue(mailbox);

    await page.locator("section#notifications").getByRole("button", { name: t.testButton }).click();
    const result = page.getByTestId("notifications-test-result");
    await expect(result).toContainText("SMTP ayarlanmamış: e-postalar gönderilmiyor");
    await expect(page.getByTestId("settings-outcome")).toContainText("SMTP ayarlanmamış");
    await result.scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(page);
    await shot(page, "admin-settings-notifications", `test-mail-${viewport.name}`, { fullPage: true });
  });
}
