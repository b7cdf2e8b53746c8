// docs/product.md#staff-accounts and docs/product.md#my-account in Chromium, at a phone and a laptop size: the
// owner adds a staff account with an initial password; staff sign in, see no staff link, get 403 on the page
// and on a direct POST, and change their own password; the owner adds one by a set-password link (read from the
// mail the shop wrote to DATA_DIR/outbox), who sets a password and signs in; the owner disables an account and
// its open session stops working, and removes one; "sign out everywhere" ends every session. It changes
// accounts, so it runs against a server of its own (a free port in 3402–3409, its own data folder).
import fs from "node:fs";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { adminText } from "../../app/lib/i18n/admin";
import { staffText } from "../../app/lib/i18n/admin-staff";
import { adminCatalogText } from "../../app/lib/i18n/admin-catalog";
import { auditText } from "../../app/lib/i18n/audit";
import { ADMIN, freePort, type OwnServer, startOwnServer, submitLogin } from "./support/admin";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { waitForHydration } from "./support/shop";
import { shot } from "./support/shots";

test.describe.configure({ mode: "serial" });

const t = staffText;
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 800 };
const STAFF = { email: "personel@example.com", password: "personel-sifre-1", changed: "personel-yeni-2" };
const INVITED = { email: "davetli@example.com", password: "davetli-sifre-1" };
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer(await freePort(3402, 3409), { RATE_LIMIT_LOGIN: "1000" });
});

test.afterAll(async () => {
  await server?.stop();
});

async function signInAs(page: Page, email: string, password: string) {
  await page.goto(`${server.url}/admin`);
  await waitForHydration(page);
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** A browser of its own (its own cookies: another session), at the given size. */
async function newBrowserPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, locale: "tr-TR", timezoneId: "Europe/Istanbul" });
  return context.newPage();
}

const shoot = (page: Page, name: string) => shot(page, "staff", name, { fullPage: true });

/** The set-password link of the newest mail to `email` the shop wrote to its outbox folder (.eml files). */
async function mailedLink(email: string): Promise<string> {
  const outbox = path.join(server.dataDir, "outbox");
  let link = "";
  await expect
    .poll(() => {
      const mails = fs.existsSync(outbox)
        ? fs
            .readdirSync(outbox)
            .sort()
            .map((name) => fs.readFileSync(path.join(outbox, name), "utf8"))
        : [];
      // Quoted-printable: joined soft line breaks, "=3D" back to "=".
      const decoded = mails.filter((mail) => mail.includes(`To: ${email}`)).map((mail) => mail.replace(/=\r?\n/g, "").replace(/=3D/g, "="));
      link = /http:\/\/127\.0\.0\.1:\d+\/admin\/set-password\?token=[A-Za-z0-9_-]{43}/.exec(decoded.at(-1) ?? "")?.[0] ?? "";
      return link;
    })
    .not.toBe("");
  return link;
}

function staffRow(page: Page, email: string) {
  return page.locator(`[data-testid="staff-row"][data-email="${email}"]`);
}

test("the owner opens Yöneticiler from the menu and adds a staff account with an initial password (phone)", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAs(page, ADMIN.email, ADMIN.password);
  await page.getByRole("link", { name: t.nav }).click();
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
  await expect(staffRow(page, ADMIN.email)).toContainText(t.roles.owner);
  // The initial-password field shows only when that choice is made.
  await expect(page.getByLabel(t.add.password, { exact: true })).toBeHidden();
  await page.getByLabel(t.add.email, { exact: true }).fill("kisa@example.com");
  await page.getByLabel(t.add.byPassword).check();
  await page.getByLabel(t.add.password, { exact: true }).fill("kisa");
  await page.getByRole("button", { name: t.add.submit }).click();
  await expect(page.getByTestId("staff-error")).toHaveText(t.errors["password-too-short"]);

  await page.getByLabel(t.add.email, { exact: true }).fill(STAFF.email);
  await page.getByLabel(t.add.password, { exact: true }).fill(STAFF.password);
  await page.getByRole("button", { name: t.add.submit }).click();
  await expect(page.getByTestId("staff-notice")).toHaveText(t.add.addedWithPassword(STAFF.email));
  await expect(staffRow(page, STAFF.email)).toContainText(t.roles.staff);
  await expect(staffRow(page, STAFF.email).getByTestId("staff-status")).toHaveText(t.active);

  // A fresh form after the success.
  await expect(page.getByLabel(t.add.email, { exact: true })).toHaveValue("");
  await page.getByLabel(t.add.email, { exact: true }).fill(STAFF.email);
  await page.getByLabel(t.add.byPassword).check();
  await page.getByLabel(t.add.password, { exact: true }).fill(STAFF.password);
  await page.getByRole("button", { name: t.add.submit }).click();
  await expect(page.getByTestId("staff-error")).toHaveText(t.errors["email-taken"]);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, "staff-phone");
});

test("staff sign in, see no staff link, get 403 on the page and on a direct POST, and change their own password (laptop)", async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await signInAs(page, STAFF.email, STAFF.password);
  const nav = page.getByRole("navigation", { name: adminText.nav.adminNavigation });
  await expect(nav.getByRole("link", { name: adminText.nav.orders })).toBeVisible();
  await expect(nav.getByRole("link", { name: t.nav })).toHaveCount(0);

  const forbidden = await page.goto(`${server.url}/admin/staff`);
  expect(forbidden?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: t.forbidden.title })).toBeVisible();
  await expect(page.getByText(t.forbidden.text)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, "forbidden-laptop");
  const posted = await page.request.post(`${server.url}/admin/staff`, {
    form: { intent: "add", email: "kacak@example.com", method: "password", password: "kacak-sifre-1" },
    headers: { Origin: server.url },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(403);

  await page.goto(`${server.url}/admin/account`);
  await waitForHydration(page);
  const form = page.getByRole("region", { name: t.password.title });
  await form.getByLabel(t.password.current).fill("yanlis-sifre-1");
  await form.getByLabel(t.password.next, { exact: true }).fill(STAFF.changed);
  await form.getByLabel(t.password.repeat).fill(STAFF.changed);
  await form.getByRole("button", { name: t.password.submit }).click();
  await expect(page.getByTestId("password-error")).toHaveText(t.errors["wrong-password"]);
  await form.getByLabel(t.password.current).fill(STAFF.password);
  await form.getByLabel(t.password.next, { exact: true }).fill(STAFF.changed);
  await form.getByLabel(t.password.repeat).fill(STAFF.changed);
  await form.getByRole("button", { name: t.password.submit }).click();
  await expect(page.getByTestId("password-notice")).toHaveText(t.password.changed(0));

  await page.getByRole("button", { name: adminText.nav.signOut }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await waitForHydration(page);
  await submitLogin(page, STAFF.email, STAFF.password);
  await expect(page.getByTestId("login-error")).toHaveText(adminText.login.invalidCredential);
  await submitLogin(page, STAFF.email, STAFF.changed);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test("what staff do is in the owner's audit log with their e-mail; staff cannot open the log (laptop, then phone)", async ({ page, browser }) => {
  await page.setViewportSize(LAPTOP);
  await signInAs(page, STAFF.email, STAFF.changed);
  const nav = page.getByRole("navigation", { name: adminText.nav.adminNavigation });
  await expect(nav.getByRole("link", { name: auditText.nav })).toHaveCount(0);
  expect((await page.goto(`${server.url}/admin/audit`))?.status()).toBe(403);
  await page.goto(`${server.url}/admin/categories?new=1`);
  await waitForHydration(page);
  const form = page.getByTestId("category-form");
  await form.getByLabel(adminCatalogText.categoryForm.name, { exact: true }).fill("Personelin Kategorisi");
  await form.getByRole("button", { name: adminCatalogText.categoryForm.create }).click();
  await expect(page).toHaveURL(/\/admin\/categories\?saved=1$/);

  const owner = await newBrowserPage(browser, PHONE);
  await owner.goto(`${server.url}/admin`);
  await waitForHydration(owner);
  await submitLogin(owner, ADMIN.email, ADMIN.password);
  await expect(owner).toHaveURL(/\/admin\/dashboard$/);
  await owner.goto(`${server.url}/admin/audit?actor=${encodeURIComponent(STAFF.email)}`);
  const rows = owner.getByTestId("audit-row");
  await expect(rows.first()).toBeVisible();
  const texts = await rows.getByTestId("audit-action").allInnerTexts();
  // The earlier test's sign-in with the old password is a security event under the staff member's e-mail too.
  expect(texts.map((text) => text.trim())).toEqual([
    auditText.actions["category.create"],
    auditText.actions["security.sign_in_failed"],
    auditText.actions["account.password_change"],
  ]);
  await expect(rows.first().getByTestId("audit-actor")).toHaveText(STAFF.email);
  await expect(rows.first().getByTestId("audit-changes")).toContainText("Personelin Kategorisi");
  await expectNoSeriousA11yViolations(owner);
  await shoot(owner, "audit-staff-phone");
  await owner.context().close();
});

test("the owner adds an admin by a set-password link; the new admin sets a password from the mail and signs in (phone)", async ({ page, browser }) => {
  await page.setViewportSize(PHONE);
  await signInAs(page, ADMIN.email, ADMIN.password);
  await page.goto(`${server.url}/admin/staff`);
  await waitForHydration(page);
  await page.getByLabel(t.add.email, { exact: true }).fill(INVITED.email);
  await page.getByLabel(t.add.byLink).check();
  await page.getByRole("button", { name: t.add.submit }).click();
  await expect(page.getByTestId("staff-notice")).toHaveText(t.add.addedWithLink(INVITED.email));
  await expect(staffRow(page, INVITED.email).getByTestId("staff-status")).toHaveText(t.waitingForPassword);

  const link = await mailedLink(INVITED.email);
  const invited = await newBrowserPage(browser, PHONE);
  const bad = await invited.goto(`${server.url}/admin/set-password?token=${"x".repeat(43)}`);
  expect(bad?.headers()["cache-control"]).toBe("private, no-store");
  await expect(invited.getByTestId("set-password-invalid")).toHaveText(t.setPassword.invalid.unknown);
  await shoot(invited, "set-password-invalid-phone");

  await invited.goto(link);
  await waitForHydration(invited);
  await expect(invited.getByText(t.setPassword.intro(INVITED.email))).toBeVisible();
  await expectNoSeriousA11yViolations(invited);
  await shoot(invited, "set-password-phone");
  await invited.getByLabel(t.setPassword.password, { exact: true }).fill(INVITED.password);
  await invited.getByLabel(t.setPassword.repeat).fill("baska-bir-sifre");
  await invited.getByRole("button", { name: t.setPassword.submit }).click();
  await expect(invited.getByTestId("set-password-error")).toHaveText(t.errors["passwords-differ"]);
  await invited.getByLabel(t.setPassword.password, { exact: true }).fill(INVITED.password);
  await invited.getByLabel(t.setPassword.repeat).fill(INVITED.password);
  await invited.getByRole("button", { name: t.setPassword.submit }).click();
  await expect(invited.getByTestId("set-password-done")).toHaveText(t.setPassword.done);
  await invited.setViewportSize(LAPTOP);
  await shoot(invited, "set-password-done-laptop");

  // The link works once.
  await invited.goto(link);
  await expect(invited.getByTestId("set-password-invalid")).toHaveText(t.setPassword.invalid.used);
  await signInAs(invited, INVITED.email, INVITED.password);
  await invited.context().close();
});

test("the owner disables an account: its open session stops working and it cannot sign in; then removes one (laptop)", async ({ page, browser }) => {
  await page.setViewportSize(LAPTOP);
  const staffPage = await newBrowserPage(browser, LAPTOP);
  await signInAs(staffPage, STAFF.email, STAFF.changed);

  await signInAs(page, ADMIN.email, ADMIN.password);
  await page.goto(`${server.url}/admin/staff`);
  await waitForHydration(page);
  await staffRow(page, STAFF.email).getByRole("button", { name: t.disable }).click();
  await expect(page.getByTestId("staff-notice")).toHaveText(t.disabledNotice(STAFF.email));
  await expect(staffRow(page, STAFF.email).getByTestId("staff-status")).toHaveText(t.disabled);

  await staffPage.getByRole("navigation", { name: adminText.nav.adminNavigation }).getByRole("link", { name: adminText.nav.orders, exact: true }).click();
  await expect(staffPage).toHaveURL(/\/admin$/);
  await waitForHydration(staffPage);
  await submitLogin(staffPage, STAFF.email, STAFF.changed);
  await expect(staffPage.getByTestId("login-error")).toHaveText(t.signInDisabled);
  await staffPage.context().close();

  // Removing asks first.
  const row = staffRow(page, INVITED.email);
  await row.getByText(t.remove.button, { exact: true }).click();
  await expect(row.getByText(t.remove.text(INVITED.email))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, "staff-laptop");
  await row.getByRole("button", { name: t.remove.confirm }).click();
  await expect(page.getByTestId("staff-notice")).toHaveText(t.remove.done(INVITED.email));
  await expect(staffRow(page, INVITED.email)).toHaveCount(0);
  // The owner's own row offers nothing to click.
  await expect(staffRow(page, ADMIN.email).getByRole("button")).toHaveCount(0);
  await page.setViewportSize(PHONE);
  await shoot(page, "staff-after-phone");
});

test("my sessions lists both browsers, this one marked; sign out everywhere ends them all (phone and laptop)", async ({ page, browser }) => {
  await page.setViewportSize(PHONE);
  const other = await newBrowserPage(browser, LAPTOP);
  await signInAs(other, ADMIN.email, ADMIN.password);
  await signInAs(page, ADMIN.email, ADMIN.password);
  await page.goto(`${server.url}/admin/account`);
  await waitForHydration(page);
  const sessions = page.getByTestId("session-row");
  expect(await sessions.count()).toBeGreaterThanOrEqual(2);
  await expect(page.locator('[data-testid="session-row"][data-current="true"]')).toHaveCount(1);
  await expect(page.locator('[data-testid="session-row"][data-current="true"]')).toContainText(t.sessions.current);
  await expect(page.locator('[data-testid="session-row"][data-current="true"]')).toContainText("Chrome");
  await expectNoSeriousA11yViolations(page);
  await shoot(page, "account-phone");
  await page.setViewportSize(LAPTOP);
  await shoot(page, "account-laptop");

  await page.getByRole("button", { name: t.sessions.everywhere }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`${server.url}/admin/account`);
  await expect(page).toHaveURL(/\/admin$/);
  await other.reload();
  await expect(other).toHaveURL(/\/admin$/);
  await other.context().close();
});
