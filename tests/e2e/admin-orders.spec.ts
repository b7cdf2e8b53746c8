// docs/product.md#admin-orders: an order placed in the shop (a plain form POST to /checkout, as the page without
// JavaScript sends it) appears in the admin list; its detail dialog; a status change; 'Kargoya Ver' with a
// tracking number (which the shopper's confirmation page shows too); the CSV download. Plus the accessibility
// of the order list and the open dialog. The steps share one order, so they run in order.
import { expect, type Page, test } from "@playwright/test";
import { formatDate } from "../../app/lib/dates";
import { adminCatalogText } from "../../app/lib/i18n/admin-catalog";
import { adminOrdersText } from "../../app/lib/i18n/admin-orders";
import { orderStatusText } from "../../app/lib/i18n/order";
import { tr } from "../../app/lib/i18n/tr";
import { vatText } from "../../app/lib/i18n/vat";
import { paymentSettingsText } from "../../app/lib/i18n/payment-settings";
import { runId, signIn } from "./support/admin";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { gotoHydrated, kurusOf } from "./support/shop";

test.describe.configure({ mode: "serial" });

const t = adminOrdersText;
const id = runId();
const recipient = {
  recipientName: `Zeynep Çağlar ${id}`,
  recipientAddress: "Bağdat Cad. No: 12 D: 4",
  recipientCity: "İzmir",
  recipientPostalCode: "35210",
  recipientPhone: "05321234567",
  senderEmail: "gonderen-admin@example.com",
  anonymousMessage: "Yönetici testinden sevgilerle.",
};
const tracking = `TR${Date.now()}`;
const order = { id: "", number: "", productName: "", totalKurus: 0 };

/** One CSV line split on `;`, with "quoted" cells unquoted (quotes doubled inside). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ";") {
      cells.push(cell);
      cell = "";
    } else cell += c;
  }
  cells.push(cell);
  return cells;
}

test.beforeEach(async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
});

/** The list filtered to this run's order (search by recipient name). */
async function gotoOrder(page: Page) {
  await gotoHydrated(page, `/admin/orders?q=${encodeURIComponent(recipient.recipientName)}`);
  const rows = page.getByTestId("order-row");
  await expect(rows).toHaveCount(1);
  return rows.first();
}

async function openDetail(page: Page) {
  const row = await gotoOrder(page);
  await row.getByRole("button", { name: `${t.orders.detail}${t.orders.detailOf(order.number)}` }).click();
  const dialog = page.getByRole("dialog", { name: t.detail.title(order.number) });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("an order placed in the shop is listed with its recipient, items, total, payment and status", async ({ page }) => {
  // The demo product with the most stock (nothing here depends on exact stock numbers).
  await gotoHydrated(page, "/admin/products");
  const rows = page.getByTestId("product-row").filter({ hasText: adminCatalogText.products.table.active });
  const stocks = await rows.getByTestId("product-stock").allInnerTexts();
  const best = stocks.map(Number).reduce((bestIndex, stock, i, all) => (stock > all[bestIndex] ? i : bestIndex), 0);
  expect(Number(stocks[best])).toBeGreaterThan(1);
  const row = rows.nth(best);
  order.productName = (await row.getByRole("cell").nth(1).innerText()).trim();
  const href = (await row.getByRole("link").getAttribute("href")) ?? "";
  const productId = new URLSearchParams(href.split("?")[1]).get("edit");
  expect(productId).toMatch(/^[0-9a-f-]{36}$/);

  // The checkout form as the page without JavaScript posts it.
  const response = await page.request.post("/checkout", {
    form: { ...recipient, acceptTerms: "on", items: JSON.stringify([{ productId, quantity: 1 }]) },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  const location = response.headers().location ?? "";
  expect(location).toMatch(/\/order-confirmation\/[0-9a-f-]{36}/);
  order.id = location.split("/order-confirmation/")[1].split("?")[0];

  // The simulated payment completes within seconds; the list shows it once it has.
  let listRow = await gotoOrder(page);
  await expect(async () => {
    listRow = await gotoOrder(page);
    await expect(listRow.getByTestId("payment-status")).toHaveText(t.paymentStatus.completed, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });

  const cells = listRow.getByRole("cell");
  order.number = (await cells.nth(0).innerText()).trim();
  expect(order.number).toMatch(/^ORD-\d{8}-\d{3,}$/);
  await expect(cells.nth(1)).toContainText(recipient.recipientName);
  await expect(cells.nth(1)).toContainText(recipient.recipientCity);
  await expect(cells.nth(2)).toContainText(t.orders.itemCount(1));
  await expect(cells.nth(2)).toContainText(order.productName);
  order.totalKurus = kurusOf((await cells.nth(3).locator("span").first().innerText()).trim());
  expect(order.totalKurus).toBeGreaterThan(0);
  await expect(listRow.getByTestId("order-status")).toHaveText(t.orderStatus.pending);
  // The date as dd.mm.yyyy (Istanbul): today, or yesterday around midnight.
  const days = [new Date(), new Date(Date.now() - 60_000)].map((d) => formatDate(d));
  expect(days).toContain((await cells.nth(5).innerText()).trim());
});

test("the detail dialog shows recipient, sender, message and items; a new status is saved and the dialog closes", async ({ page }) => {
  expect(order.number, "the order of the previous test").not.toBe("");
  const dialog = await openDetail(page);
  await expect(dialog).toContainText(recipient.recipientName);
  await expect(dialog).toContainText(recipient.recipientAddress);
  await expect(dialog).toContainText(recipient.recipientPostalCode);
  // Shown grouped as Turkish numbers are read aloud, dialled as stored.
  await expect(dialog.getByRole("link", { name: "0 532 123 45 67" })).toHaveAttribute("href", `tel:${recipient.recipientPhone}`);
  await expect(dialog.getByRole("link", { name: recipient.senderEmail })).toBeVisible();
  await expect(dialog.getByTestId("detail-message")).toHaveText(recipient.anonymousMessage);
  await expect(dialog.getByTestId("detail-items")).toContainText(order.productName);
  expect(kurusOf(await dialog.getByTestId("detail-total").innerText())).toBe(order.totalKurus);

  // "Kargoda" is only given with a tracking number: not offered in the selector.
  const select = dialog.getByRole("combobox", { name: t.detail.status });
  await expect(select).toHaveValue("pending");
  await expect(select.locator('option[value="shipped"]')).toBeDisabled();
  await select.selectOption("processing");
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("order-row").getByTestId("order-status")).toHaveText(t.orderStatus.processing);

  // It was saved: after a reload, and on the shopper's confirmation page.
  const row = await gotoOrder(page);
  await expect(row.getByTestId("order-status")).toHaveText(t.orderStatus.processing);
  await page.goto(`/order-confirmation/${order.id}`);
  await expect(page.getByTestId("order-status")).toHaveText(orderStatusText.processing);
});

test("'Kargoya Ver' with a tracking number ships the order; the list and the shopper's page show the number", async ({ page }) => {
  expect(order.number, "the order of the previous tests").not.toBe("");
  const dialog = await openDetail(page);
  const ship = dialog.getByRole("button", { name: t.detail.ship });
  // Without a tracking number the button does nothing.
  await expect(ship).toBeDisabled();
  await dialog.getByLabel(t.detail.trackingNumber, { exact: true }).fill(tracking);
  await expect(ship).toBeEnabled();
  await ship.click();
  await expect(dialog).toHaveCount(0);

  const row = await gotoOrder(page);
  await expect(row.getByTestId("order-status")).toHaveText(t.orderStatus.shipped);
  await expect(row.getByRole("cell").first()).toContainText(`${t.orders.tracking}: ${tracking}`);

  // The dialog now says it was shipped, with the number, and offers no second shipping.
  const again = await openDetail(page);
  await expect(again).toContainText(t.detail.shippedWith(tracking));
  await expect(again.getByRole("combobox", { name: t.detail.status })).toHaveValue("shipped");
  await expect(again.getByRole("button", { name: t.detail.ship })).toHaveCount(0);
  await again.getByRole("button", { name: tr.common.close }).click();
  await expect(again).toHaveCount(0);

  await page.goto(`/order-confirmation/${order.id}`);
  await expect(page.getByTestId("order-status")).toHaveText(orderStatusText.shipped);
  await expect(page.getByText(tracking, { exact: true })).toBeVisible();
});

/** The columns the order CSV appends after the older ones: KDV per rate and the billing details. */
const PAPERWORK_CSV_COLUMNS = [
  vatText.csv.vat,
  ...([1, 10, 20] as const).map(vatText.csv.vatAt),
  vatText.csv.net,
  vatText.csv.billingKind,
  vatText.csv.billingName,
  vatText.csv.billingTaxId,
  vatText.csv.billingTaxOffice,
  vatText.csv.billingAddress,
  // Then the provider that took the payment, the installments and what the buyer paid (docs/product.md#payment-providers).
  paymentSettingsText.csv.provider,
  paymentSettingsText.csv.installments,
  paymentSettingsText.csv.paid,
];

test("'CSV İndir' downloads the listed orders as a semicolon CSV for Excel", async ({ page }) => {
  expect(order.number, "the order of the previous tests").not.toBe("");
  await gotoOrder(page);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: t.orders.csv }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^siparisler-\d{8}\.csv$/);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");

  // A byte-order mark (so Excel reads UTF-8), CRLF lines, the header, and this run's order only (the filter).
  expect(text.startsWith("\uFEFF")).toBe(true);
  const lines = text.slice(1).split("\r\n").filter(Boolean);
  // The older columns first, then KDV and billing details (docs/product.md#order-csv), then the payment's.
  expect(csvCells(lines[0])).toEqual([...t.csv.columns, ...PAPERWORK_CSV_COLUMNS]);
  expect(lines).toHaveLength(2);
  const cells = csvCells(lines[1]);
  expect(cells).toHaveLength(t.csv.columns.length + PAPERWORK_CSV_COLUMNS.length);
  expect(cells[0]).toBe(order.number);
  expect(cells[2]).toBe(recipient.recipientName);
  expect(cells[3]).toBe(recipient.recipientCity);
  expect(cells[4]).toBe(t.csv.itemLine(order.productName, 1));
  expect(cells[5]).toBe("1");
  // Turkish Excel's number: comma decimals, no thousands separator.
  expect(cells[6]).toBe(`${Math.floor(order.totalKurus / 100)},${String(order.totalKurus % 100).padStart(2, "0")}`);
  expect(cells[7]).toBe(t.paymentStatus.completed);
  expect(cells[8]).toBe(t.orderStatus.shipped);
  expect(cells[9]).toBe(tracking);

  // The whole list (no filter) has it too.
  const all = await page.request.get("/admin/orders.csv");
  expect(all.headers()["content-type"]).toMatch(/^text\/csv/);
  expect(await all.text()).toContain(order.number);
});

test("the order list and the open order dialog have no serious accessibility violations", async ({ page }) => {
  await gotoHydrated(page, "/admin/orders");
  await expect(page.getByTestId("orders-table")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page
    .getByTestId("order-row")
    .first()
    .getByRole("button", { name: new RegExp(`^${t.orders.detail}`) })
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
