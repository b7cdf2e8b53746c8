// Issue 13, the audit log (docs/product.md#audit-log), in Chromium at a phone and a laptop size: the admin changes
// a product's price and an order's status; /admin/audit shows both, newest first, with who and what changed;
// a filter in the URL narrows the list to one; the page fits the screen and passes axe. Read only: no form on
// it posts anything.
import { expect, type Page, test } from "@playwright/test";
import { formatDate } from "../../app/lib/dates";
import { adminCatalogText } from "../../app/lib/i18n/admin-catalog";
import { adminOrdersText } from "../../app/lib/i18n/admin-orders";
import { auditText } from "../../app/lib/i18n/audit";
import { adminText } from "../../app/lib/i18n/admin";
import { ADMIN, runId, signIn, submitLogin } from "./support/admin";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { gotoHydrated, kurusOf } from "./support/shop";
import { shot } from "./support/shots";

const a = auditText;
const o = adminOrdersText;
const f = adminCatalogText.productForm;

const viewports = [
  { name: "phone", size: { width: 390, height: 844 }, productIndex: 0 },
  { name: "laptop", size: { width: 1366, height: 800 }, productIndex: 1 },
] as const;

const shoot = (page: Page, name: string) => shot(page, "audit", name, { fullPage: true });

/** "₺125,50" written back as the form's "125.50". */
function liraInput(kurus: number): string {
  return (kurus / 100).toFixed(2);
}

/** Changes the price of the n-th product sold one way (no variants) of the admin list by one lira; returns its name and both prices as the page writes them. */
async function changePrice(page: Page, index: number) {
  await gotoHydrated(page, "/admin/products");
  const row = page
    .getByTestId("product-row")
    .filter({ has: page.getByTestId("product-variants").getByText("—", { exact: true }) })
    .nth(index);
  const name = (await row.getByRole("cell").nth(1).innerText()).split("\n")[0].trim();
  await row.getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1, name: f.editTitle })).toBeVisible();
  const price = page.getByLabel(`${f.price} ${f.required}`, { exact: true });
  const before = Math.round(Number((await price.inputValue()).replace(",", ".")) * 100);
  const after = before + 100;
  await price.fill(liraInput(after));
  await page.getByRole("button", { name: f.update, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/products\?saved=1/, { timeout: 30_000 });
  return { name, before, after };
}

/** Places an order as the checkout page without JavaScript does, waits for its payment, and sets it to "Hazırlanıyor". */
async function changeOrderStatus(page: Page, recipientName: string): Promise<string> {
  const search = await (await page.request.get("/api/search?q=kupa")).json();
  const response = await page.request.post("/checkout", {
    form: {
      recipientName,
      recipientAddress: "Bağdat Cad. No: 12",
      recipientCity: "İstanbul",
      recipientPostalCode: "34740",
      recipientPhone: "05321112233",
      senderEmail: "kayit@example.com",
      anonymousMessage: "Sevgiyle",
      acceptTerms: "on",
      items: JSON.stringify([{ productId: search.results[0].id, quantity: 1 }]),
    },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  const list = `/admin/orders?q=${encodeURIComponent(recipientName)}`;
  await expect(async () => {
    await gotoHydrated(page, list);
    await expect(page.getByTestId("payment-status")).toHaveText(o.paymentStatus.completed, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const row = page.getByTestId("order-row");
  const orderNumber = (await row.getByRole("cell").first().innerText()).trim().split("\n")[0];
  await row.getByRole("button", { name: `${o.orders.detail}${o.orders.detailOf(orderNumber)}` }).click();
  const dialog = page.getByRole("dialog", { name: o.detail.title(orderNumber) });
  await dialog.getByRole("combobox", { name: o.detail.status }).selectOption("processing");
  await expect(dialog).toHaveCount(0);
  await expect(row.getByTestId("order-status")).toHaveText(o.orderStatus.processing);
  return orderNumber;
}

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.scrollingElement?.scrollWidth ?? 0, inner: window.innerWidth }));
  expect(widths.scroll, `page width ${widths.scroll} px in a ${widths.inner} px window`).toBeLessThanOrEqual(widths.inner);
}

for (const { name, size, productIndex } of viewports) {
  test.describe(`audit log on a ${name}`, () => {
    test.use({ viewport: size });

    test("a price and an order status change are listed with who and what changed; a filter narrows to one", async ({ page }) => {
      await signIn(page);
      const product = await changePrice(page, productIndex);
      const orderNumber = await changeOrderStatus(page, `Kayıt Alıcısı ${runId()}`);

      await page.getByRole("navigation", { name: "Yönetim menüsü" }).getByRole("link", { name: a.nav }).click();
      await expect(page).toHaveURL(/\/admin\/audit$/);
      await expect(page.getByRole("heading", { level: 1, name: a.title })).toBeVisible();
      const rows = page.getByTestId("audit-row");
      const orderRow = rows.filter({ hasText: orderNumber });
      const productRow = rows.filter({ hasText: product.name }).filter({ hasText: a.actions["product.update"] }).first();
      await expect(orderRow).toHaveCount(1);
      await expect(orderRow.getByTestId("audit-action")).toHaveText(a.actions["order.status"]);
      await expect(orderRow.getByTestId("audit-actor")).toHaveText(ADMIN.email);
      await expect(orderRow.getByTestId("audit-changes")).toContainText(`${a.fields.status}: ${o.orderStatus.pending} → ${o.orderStatus.processing}`);
      await expect(orderRow.getByTestId("audit-target-link")).toHaveText(orderNumber);
      // The shopper is never named in the log.
      await expect(orderRow).not.toContainText("Kayıt Alıcısı");
      await expect(productRow.getByTestId("audit-actor")).toHaveText(ADMIN.email);
      const priceLine = productRow.getByTestId("audit-changes").getByText(`${a.fields.priceKurus}:`);
      await expect(priceLine).toBeVisible();
      const [before, after] = (await priceLine.locator("..").innerText())
        .split(":")[1]
        .split("→")
        .map((p) => kurusOf(p.trim()));
      expect([before, after]).toEqual([product.before, product.after]);
      // Newest first: the order's change was made after the price's.
      const actions = await rows.getByTestId("audit-target").allInnerTexts();
      expect(actions.findIndex((text) => text.includes(orderNumber))).toBeLessThan(actions.findIndex((text) => text.includes(product.name)));
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);
      await shoot(page, `audit-${name}`);

      // The filter is a GET form: its values land in the URL, and the list narrows to the order's one record.
      await page.getByLabel(a.filters.action, { exact: true }).selectOption("order");
      await page.getByLabel(a.filters.target, { exact: true }).fill(orderNumber);
      // Days are written the Turkish way, "24.11.2026".
      await page.getByLabel(a.filters.from, { exact: true }).fill(formatDate(new Date()));
      await page.getByRole("button", { name: a.filters.apply }).click();
      await expect(page).toHaveURL(/action=order&target=.+&from=\d{2}\.\d{2}\.\d{4}/);
      await expect(page.getByLabel(a.filters.from, { exact: true })).toHaveValue(formatDate(new Date()));
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(orderNumber);
      await expect(page.getByTestId("audit-count")).toHaveText(a.count(1));
      await expectNoSidewaysScroll(page);
      await shoot(page, `audit-filtered-${name}`);

      // Nothing on the page changes anything.
      expect(await page.locator("main form[method='post'], main form:not([method])").count()).toBe(0);

      // The target still exists: its link opens that order's dialog.
      await rows.first().getByTestId("audit-target-link").click();
      await expect(page.getByRole("dialog", { name: o.detail.title(orderNumber) })).toBeVisible();
    });
  });
}

test("a failed sign-in is listed as a security event: the e-mail tried, the address and the time, never the password", async ({ page }) => {
  // An unknown account, so that the shared admin account's own failure count is untouched.
  const tried = `deneme-${runId()}@example.com`;
  const password = `gizli-${runId()}`;
  await gotoHydrated(page, "/admin");
  await submitLogin(page, tried, password);
  await expect(page.getByRole("alert")).toHaveText(adminText.login.invalidCredential);
  await signIn(page);
  await gotoHydrated(page, "/admin/audit?action=security");
  const row = page.getByTestId("audit-row").filter({ hasText: tried });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("audit-action")).toHaveText(a.actions["security.sign_in_failed"]);
  await expect(row.getByTestId("audit-actor")).toHaveText(tried);
  await expect(row.locator("time")).toContainText(formatDate(new Date()));
  await expect(row.getByRole("cell").nth(2)).not.toHaveText(a.unknownAddress);
  await expect(page.locator("main")).not.toContainText(password);
  // The "who" list offers people who changed something, not the e-mails anyone typed.
  await expect(page.getByLabel(a.filters.actor, { exact: true }).locator("option", { hasText: tried })).toHaveCount(0);
});
