// docs/product.md#admin-sign-in: the admin sign-in page, its error texts, the guard on every admin page, the breadcrumb,
// and sign-out ending the session on the server. The throttle (too many failures) runs on a server of its own
// (admin-throttle.spec.ts), so that it never locks the shared account or address for the other tests.
// These tests sign in as the e2e server's admin (scripts/e2e-server.mjs) and change nothing else.
import { expect, type Page, test } from "@playwright/test";
import { adminText } from "../../app/lib/i18n/admin";
import { ADMIN, signIn, submitLogin } from "./support/admin";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { gotoHydrated } from "./support/shop";

const t = adminText;
const PROTECTED = ["/admin/dashboard", "/admin/products", "/admin/orders", "/admin/categories", "/admin/products?new=1", "/admin/orders.csv"];

async function sessionCookies(page: Page) {
  return (await page.context().cookies()).filter((c) => c.name === "admin_session" && c.value !== "");
}

function breadcrumb(page: Page) {
  return page.getByRole("navigation", { name: t.nav.breadcrumb });
}

async function expectBreadcrumb(page: Page, labels: string[]) {
  const items = breadcrumb(page).getByRole("listitem");
  await expect(items).toHaveText(labels);
  // The last one is the page itself (not a link); the first one leads to the dashboard.
  await expect(items.last().locator('[aria-current="page"]')).toHaveText(labels[labels.length - 1]);
  await expect(items.last().getByRole("link")).toHaveCount(0);
  await expect(items.first().getByRole("link", { name: t.breadcrumb.admin })).toHaveAttribute("href", "/admin/dashboard");
}

test("the sign-in page: e-mail, password, submit, the way back to the shop; no serious accessibility violations", async ({ page }) => {
  await gotoHydrated(page, "/admin");
  await expect(page.getByRole("heading", { level: 1, name: t.login.title })).toBeVisible();
  await expect(page.getByLabel(t.login.email, { exact: true })).toHaveAttribute("type", "email");
  await expect(page.getByLabel(t.login.password, { exact: true })).toHaveAttribute("type", "password");
  await expect(page.getByRole("button", { name: t.login.submit })).toBeEnabled();
  await expect(page.getByRole("link", { name: t.login.backHome })).toHaveAttribute("href", "/");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  // The sign-in page is outside the admin layout: no breadcrumb, no admin menu.
  await expect(breadcrumb(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("a wrong password and an unknown e-mail both say 'E-posta veya şifre hatalı.' and sign nobody in", async ({ page }) => {
  await gotoHydrated(page, "/admin");
  const error = page.getByRole("alert");

  await submitLogin(page, ADMIN.email, "yanlis-sifre-000");
  await expect(error).toHaveText(t.login.invalidCredential);
  await expect(page).toHaveURL(/\/admin$/);

  await submitLogin(page, "kimse-yok@example.com", ADMIN.password);
  await expect(error).toHaveText(t.login.invalidCredential);
  await expect(page).toHaveURL(/\/admin$/);

  // The same text for both: the page does not tell which addresses have an account.
  expect(t.login.invalidCredential).toBe("E-posta veya şifre hatalı.");
  expect(await sessionCookies(page)).toEqual([]);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin$/);
});

test("every admin page and the CSV export lead to the sign-in page without a session", async ({ page }) => {
  for (const url of PROTECTED) {
    await page.goto(url);
    await expect(page, url).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: t.login.title })).toBeVisible();
  }
});

test("signed in: /admin goes to the dashboard, and the breadcrumb names each page (Admin Paneli › …)", async ({ page }) => {
  await signIn(page);
  await expect(page.getByText(t.nav.signedInAs(ADMIN.email))).toBeVisible();
  await expectBreadcrumb(page, [t.breadcrumb.admin, t.breadcrumb.dashboard]);

  // The sign-in page sends a signed-in admin on to the dashboard.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  const menu = page.getByRole("navigation", { name: t.nav.adminNavigation });
  for (const [label, path] of [
    [t.nav.products, "/admin/products"],
    [t.nav.orders, "/admin/orders"],
    [t.nav.categories, "/admin/categories"],
  ] as const) {
    await menu.getByRole("link", { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1, name: label })).toBeVisible();
    await expectBreadcrumb(page, [t.breadcrumb.admin, label]);
  }

  // The first crumb leads back to the dashboard.
  await breadcrumb(page).getByRole("link", { name: t.breadcrumb.admin }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: t.nav.dashboard })).toBeVisible();
});

test("sign-out ends the session: going back to /admin/dashboard lands on /admin, and the old cookie is refused", async ({ page }) => {
  await signIn(page);
  const [session] = await sessionCookies(page);
  expect(session, "the session cookie").toBeDefined();
  expect(session.httpOnly).toBe(true);
  expect(session.sameSite).toBe("Lax");

  await page.getByRole("button", { name: t.nav.signOut }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: t.login.title })).toBeVisible();
  expect(await sessionCookies(page)).toEqual([]);

  // The browser's Back button: the dashboard is asked for again and sends us to the sign-in page.
  await page.goBack();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: t.login.title })).toBeVisible();
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin$/);

  // The session ended on the server too: the old cookie, put back, opens nothing.
  await page.context().addCookies([session]);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: t.login.title })).toBeVisible();
});

test("the dashboard has no serious accessibility violations", async ({ page }) => {
  await signIn(page);
  await expect(page.getByTestId("stat-revenue")).toBeVisible();
  await expect(page.getByTestId("dashboard-alerts")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
