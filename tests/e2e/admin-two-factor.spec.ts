// docs/product.md#two-factor-sign-in in Chromium, at a phone and a laptop size: the owner turns two-factor
// sign-in on (QR code, key, first code, recovery codes), signs out, is refused with a wrong code, signs in
// with the app's code, then with a recovery code. It changes the account's sign-in, so it runs against a
// server of its own (a free port in 3250–3259, its own data folder), never the shared e2e server.
import { expect, type Page, test } from "@playwright/test";
import { adminText } from "../../app/lib/i18n/admin";
import { twoFactorText } from "../../app/lib/i18n/admin-security";
import { totpCodeAt } from "../../app/modules/auth/totp.server";
import { ADMIN, freePort, type OwnServer, startOwnServer, submitLogin } from "./support/admin";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { waitForHydration } from "./support/shop";
import { shot } from "./support/shots";

test.describe.configure({ mode: "serial" });

const t = twoFactorText;
let server: OwnServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer(await freePort(3250, 3259), { RATE_LIMIT_LOGIN: "1000" });
});

test.afterAll(async () => {
  await server?.stop();
});

async function signInWithPassword(page: Page) {
  await page.goto(`${server?.url}/admin`);
  await waitForHydration(page);
  await submitLogin(page, ADMIN.email, ADMIN.password);
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: adminText.nav.signOut }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

let secret = "";
let recoveryCodes: string[] = [];

test("the owner turns two-factor sign-in on from the dashboard's reminder (phone)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithPassword(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const reminder = page.getByTestId("two-factor-reminder");
  await expect(reminder).toContainText(t.reminder.text);
  await reminder.getByRole("link", { name: t.reminder.link }).click();
  await expect(page.getByRole("heading", { level: 1, name: t.account.title })).toBeVisible();
  await expect(page.getByTestId("two-factor-status")).toHaveText(t.account.statusOff);

  await page.getByRole("button", { name: t.account.start }).click();
  const qr = page.getByRole("img", { name: t.account.qrLabel });
  await expect(qr).toBeVisible();
  await expect(qr.locator("svg")).toHaveCount(1);
  secret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await shot(page, "two-factor", `enrol-phone`, { fullPage: true });
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel(t.account.confirmLabel).fill("000000");
  await page.getByRole("button", { name: t.account.confirm }).click();
  await expect(page.getByRole("alert")).toContainText(t.account.wrongCode);

  await page.getByLabel(t.account.confirmLabel).fill(totpCodeAt(secret, new Date()));
  await page.getByRole("button", { name: t.account.confirm }).click();
  await expect(page.getByText(t.account.enabled)).toBeVisible();
  recoveryCodes = await page.getByTestId("recovery-codes").locator("li").allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  await expect(page.getByTestId("two-factor-status")).toContainText("Açık");
  await shot(page, "two-factor", `recovery-codes-phone`, { fullPage: true });

  await page.getByRole("link", { name: adminText.nav.dashboard }).first().click();
  await expect(page.getByTestId("two-factor-reminder")).toHaveCount(0);
  await signOut(page);
});

test("signing in asks for the code: a wrong one is refused, the app's code lets the owner in (laptop)", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await signInWithPassword(page);
  await expect(page).toHaveURL(/\/admin\/two-factor$/);
  await expect(page.getByRole("heading", { level: 1, name: t.step.title })).toBeVisible();
  await shot(page, "two-factor", `step-laptop`);
  await expectNoSeriousA11yViolations(page);

  // Nothing of the admin is reachable before the code.
  await page.goto(`${server?.url}/admin/dashboard`);
  await expect(page).toHaveURL(/\/admin$/);
  await signInWithPassword(page);
  await expect(page).toHaveURL(/\/admin\/two-factor$/);

  await page.getByLabel(t.step.code).fill("123456");
  await page.getByRole("button", { name: t.step.submit }).click();
  await expect(page.getByTestId("two-factor-error")).toContainText(t.step.wrongCode(4));

  // The enrolment used this 30-second step's code; the app shows the next one within the window.
  await page.getByLabel(t.step.code).fill(totpCodeAt(secret, new Date(Date.now() + 30_000)));
  await page.getByRole("button", { name: t.step.submit }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await signOut(page);
});

test("without the phone, a recovery code lets the owner in once (phone)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithPassword(page);
  await expect(page).toHaveURL(/\/admin\/two-factor$/);
  await page.getByText(t.step.useRecovery).click();
  await page.getByLabel(t.step.recoveryCode).fill(recoveryCodes[0]);
  await shot(page, "two-factor", `recovery-phone`);
  await page.getByRole("button", { name: t.step.recoverySubmit }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`${server?.url}/admin/account`);
  await expect(page.getByTestId("recovery-left")).toHaveText(t.account.recoveryLeft(9));
  await signOut(page);

  await signInWithPassword(page);
  await page.getByText(t.step.useRecovery).click();
  await page.getByLabel(t.step.recoveryCode).fill(recoveryCodes[0]);
  await page.getByRole("button", { name: t.step.recoverySubmit }).click();
  await expect(page.getByTestId("two-factor-error")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/two-factor$/);
});
