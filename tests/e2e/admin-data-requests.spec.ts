// docs/product.md#kvkk: a KVKK request on /admin/data-requests, at a phone's and a laptop's size. Two orders placed
// with one e-mail written in different cases and one with another e-mail; the owner finds the two (the address
// typed in yet another case), downloads them as JSON and CSV, anonymises them after the confirmation step; the
// order dialog then shows no personal data, the other person's order is untouched, and the dashboard's figures
// are the same before and after. Axe on the page; screenshots (with SHOTS_DIR set) for a person to look at.
import { type Download, expect, type Page, test } from "@playwright/test";
import { adminText } from "../../app/lib/i18n/admin";
import { adminCatalogText } from "../../app/lib/i18n/admin-catalog";
import { adminOrdersText } from "../../app/lib/i18n/admin-orders";
import { privacyText } from "../../app/lib/i18n/privacy";
import { ADMIN, freePort, type OwnServer, runId, startOwnServer, submitLogin } from "./support/admin";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { gotoHydrated } from "./support/shop";
import { shot } from "./support/shots";

test.describe.configure({ mode: "serial" });

const t = privacyText;
// The dashboard's figures are compared before and after: a server of the spec's own, so that no other spec's
// order lands in between.
let server: OwnServer;
const at = (pathAndQuery: string) => `${server.url}${pathAndQuery}`;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer(await freePort(3410, 3419));
});

test.afterAll(async () => {
  await server?.stop();
});

const viewports = [
  { name: "phone", width: 390, height: 844 },
  { name: "laptop", width: 1366, height: 800 },
];

/** The id of an active demo product with stock to spare, from the admin product list. */
async function productToOrder(page: Page): Promise<string> {
  await gotoHydrated(page, at("/admin/products"));
  const rows = page.getByTestId("product-row").filter({ hasText: adminCatalogText.products.table.active });
  const stocks = (await rows.getByTestId("product-stock").allInnerTexts()).map(Number);
  const best = stocks.indexOf(Math.max(...stocks));
  expect(stocks[best]).toBeGreaterThan(3);
  const href = (await rows.nth(best).getByRole("link").first().getAttribute("href")) ?? "";
  const productId = new URLSearchParams(href.split("?")[1]).get("edit") ?? "";
  expect(productId).toMatch(/^[0-9a-f-]{36}$/);
  return productId;
}

/** Places an order as the checkout form without JavaScript posts it; returns the order's id. */
async function placeOrder(page: Page, productId: string, fields: Record<string, string>): Promise<string> {
  const response = await page.request.post(at("/checkout"), {
    form: {
      recipientAddress: "Bağdat Cad. No: 12 D: 4",
      recipientCity: "İzmir",
      recipientPostalCode: "35210",
      recipientPhone: "05321234567",
      ...fields,
      acceptTerms: "on",
      items: JSON.stringify([{ productId, quantity: 1 }]),
    },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  return (response.headers().location ?? "").split("/order-confirmation/")[1].split("?")[0];
}

async function dashboardFigures(page: Page): Promise<string[]> {
  await gotoHydrated(page, at("/admin/dashboard"));
  return Promise.all(
    ["stat-revenue", "stat-refunds", "stat-orders", "stat-cancelled", "stat-pending"].map((id) => page.getByTestId(`${id}-value`).innerText()),
  );
}

async function downloaded(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** The order dialog of the one order the admin list finds for `query`. */
async function openOrderDialog(page: Page, query: string) {
  await gotoHydrated(page, at(`/admin/orders?q=${encodeURIComponent(query)}`));
  await expect(page.getByTestId("order-row")).toHaveCount(1);
  await page
    .getByTestId("order-row")
    .getByRole("button", { name: new RegExp(adminOrdersText.orders.detail) })
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const viewport of viewports) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("a KVKK request finds, exports and anonymises one person's orders; the dashboard's figures stay", async ({ page }) => {
      test.setTimeout(180_000);
      const id = runId();
      const person = { lower: `kvkk.${id}@example.com`, mixed: `Kvkk.${id.toUpperCase()}@Example.com`, typed: `  KVKK.${id.toUpperCase()}@EXAMPLE.COM ` };
      const names = { first: `Ayşe Kvkk ${id}`, second: `Zeynep Kvkk ${id}`, other: `Mehmet Başka ${id}` };
      const message = `Mutlu yıllar ${id}`;

      await gotoHydrated(page, at("/admin"));
      await submitLogin(page, ADMIN.email, ADMIN.password);
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      const productId = await productToOrder(page);
      const firstOrderId = await placeOrder(page, productId, { senderEmail: person.lower, recipientName: names.first, anonymousMessage: message });
      await placeOrder(page, productId, { senderEmail: person.mixed, recipientName: names.second, anonymousMessage: message });
      await placeOrder(page, productId, { senderEmail: `baska.${id}@example.com`, recipientName: names.other, anonymousMessage: "Başkasının mesajı" });

      // The simulated payments settle within seconds: the figures are read once all three are paid.
      await expect(async () => {
        await gotoHydrated(page, at(`/admin/orders?q=${id}`));
        await expect(page.getByTestId("payment-status")).toHaveText(Array(3).fill(adminOrdersText.paymentStatus.completed), { timeout: 1_000 });
      }).toPass({ timeout: 30_000 });
      const before = await dashboardFigures(page);

      // The menu's last entry.
      const nav = page.getByRole("navigation", { name: adminText.nav.adminNavigation }).getByRole("link", { name: t.nav });
      await nav.click();
      await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // An address with no orders.
      await page.getByLabel(t.search.label).fill(`yok.${id}@example.com`);
      await page.getByTestId("data-request-search").click();
      await expect(page.getByTestId("data-request-none")).toContainText(`yok.${id}@example.com`);

      // The person's address in yet another case: both orders, not the other person's. Nothing in the URL.
      await page.getByLabel(t.search.label).fill(person.typed);
      await page.getByTestId("data-request-search").click();
      const rows = page.getByTestId("data-request-order");
      await expect(rows).toHaveCount(2);
      await expect(page.getByTestId("data-request-personal")).toHaveText([t.kept, t.kept]);
      expect(page.url()).not.toContain("kvkk.");
      await expectNoSeriousA11yViolations(page);
      await shot(page, "kvkk", `found-${viewport.name}`, { fullPage: true });
      const orderNumbers = (await rows.locator("td:first-child").allInnerTexts()).map((n) => n.trim());

      // JSON: both orders with the personal data stored.
      const jsonDownload = page.waitForEvent("download");
      await page.getByTestId("data-request-json").click();
      const jsonFile = await jsonDownload;
      expect(jsonFile.suggestedFilename()).toMatch(/^kvkk-veri-talebi-\d{8}\.json$/);
      const json = JSON.parse(await downloaded(jsonFile));
      expect(json.orders.map((o: { orderNumber: string }) => o.orderNumber).sort()).toEqual([...orderNumbers].sort());
      expect(json.orders.map((o: { recipient: { name: string } }) => o.recipient.name).sort()).toEqual([names.first, names.second]);
      expect(json.orders.map((o: { senderEmail: string }) => o.senderEmail.toLowerCase())).toEqual([person.lower, person.lower]);
      expect(json.orders[0].anonymousMessage).toBe(message);

      // CSV: for Excel, a header and the two orders.
      const csvDownload = page.waitForEvent("download");
      await page.getByTestId("data-request-csv").click();
      const csvFile = await csvDownload;
      expect(csvFile.suggestedFilename()).toMatch(/^kvkk-veri-talebi-\d{8}\.csv$/);
      const csv = await downloaded(csvFile);
      expect(csv.startsWith("\uFEFF")).toBe(true);
      const lines = csv.slice(1).split("\r\n").filter(Boolean);
      expect(lines[0]).toBe(t.export.columns.join(";"));
      expect(lines).toHaveLength(3);
      for (const n of orderNumbers) expect(csv).toContain(`${n};`);
      expect(csv).toContain(`;${names.first};`);

      // Anonymise: first what will happen and that it cannot be undone.
      await page.getByTestId("data-request-anonymise").click();
      const confirm = page.getByTestId("data-request-confirm");
      await expect(confirm).toContainText(t.confirm.warning);
      await expect(confirm).toContainText(t.confirm.body(2));
      await expectNoSeriousA11yViolations(page);
      await shot(page, "kvkk", `confirm-${viewport.name}`, { fullPage: true });
      await confirm.getByRole("button", { name: t.confirm.submit }).click();
      await expect(page.getByTestId("data-request-done")).toContainText(orderNumbers[0]);
      await expect(page.getByTestId("data-request-done")).toContainText(orderNumbers[1]);
      await expect(page.getByTestId("data-request-personal")).toHaveText([t.anonymised, t.anonymised]);
      await shot(page, "kvkk", `done-${viewport.name}`, { fullPage: true });

      // Asking again finds nothing.
      await page.getByLabel(t.search.label).fill(person.lower);
      await page.getByTestId("data-request-search").click();
      await expect(page.getByTestId("data-request-none")).toBeVisible();

      // The order list and dialog show no personal data any more; amounts and items stay.
      const orderIds: string[] = [];
      for (const n of orderNumbers) {
        const dialog = await openOrderDialog(page, n);
        await expect(page.getByTestId("order-row").getByTestId("anonymised")).toHaveText(t.anonymised);
        orderIds.push((await page.getByTestId("order-select").getAttribute("value")) ?? "");
        await expect(dialog.getByTestId("anonymised").first()).toHaveText(t.anonymised);
        for (const gone of [names.first, names.second, person.lower, message, "Bağdat Cad.", "0 532 123 45 67"])
          await expect(dialog).not.toContainText(gone, { ignoreCase: true });
        await expect(dialog.getByTestId("detail-items")).toBeVisible();
      }
      await shot(page, "kvkk", `order-dialog-${viewport.name}`, { fullPage: true });

      // The packing slips too: no address, no message card.
      await gotoHydrated(page, at(`/admin/packing-slips?ids=${orderIds.join(",")}`));
      await expect(page.getByTestId("slip-address")).toHaveText([t.anonymised, t.anonymised]);
      await expect(page.getByTestId("slip-card")).toHaveText([t.anonymised, t.anonymised].map((a) => new RegExp(a)));
      await expect(page.locator("main, body").first()).not.toContainText(names.first);

      // The shopper's own order page says why the address and the message are gone; the items stay.
      await gotoHydrated(page, at(`/order-confirmation/${firstOrderId}`));
      await expect(page.getByTestId("order-anonymised")).toHaveText(t.shopperAnonymised);
      await expect(page.getByTestId("order-message")).toHaveCount(0);
      await expect(page.locator("main")).not.toContainText(names.first);
      await expectNoSeriousA11yViolations(page);
      await shot(page, "kvkk", `shopper-order-${viewport.name}`, { fullPage: true });

      // The other person's order is untouched.
      const otherDialog = await openOrderDialog(page, names.other);
      await expect(otherDialog).toContainText(names.other);
      await expect(otherDialog.getByTestId("detail-message")).toHaveText("Başkasının mesajı");

      expect(await dashboardFigures(page)).toEqual(before);
    });
  });
}
