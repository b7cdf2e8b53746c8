// docs/product.md#invoices: an order paid through the simulated provider gets its sale invoice; the admin finds it in
// the month's list at /admin/invoices, opens its PDF, downloads the month's CSV, and sees it in the order's dialog.
import { expect, test } from "@playwright/test";
import { istanbulDay } from "../../app/lib/dates";
import { adminOrdersText } from "../../app/lib/i18n/admin-orders";
import { invoicesText } from "../../app/lib/i18n/invoices";
import { runId, signIn } from "./support/admin";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { gotoHydrated, STOCKED_MAGNET } from "./support/shop";
import { shot } from "./support/shots";

const t = invoicesText;
const o = adminOrdersText;

test("a paid order's invoice is in the month's list, its PDF opens, the month's CSV downloads, the order shows it", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const recipientName = `Fatura Alıcısı ${runId()}`;
  // The demo's magnet (plenty of stock, sold one way): the checkout form as the page without JavaScript posts it.
  const search = await (await page.request.get(`/api/search?q=${encodeURIComponent(STOCKED_MAGNET.name)}`)).json();
  const product = search.results.find((r: { name: string }) => r.name === STOCKED_MAGNET.name);
  const response = await page.request.post("/checkout", {
    form: {
      recipientName,
      recipientAddress: "Bağdat Cad. No: 12",
      recipientCity: "İstanbul",
      recipientPostalCode: "34740",
      recipientPhone: "05321112233",
      senderEmail: "fatura@example.com",
      anonymousMessage: "Sevgiyle",
      acceptTerms: "on",
      items: JSON.stringify([{ productId: product.id, quantity: 1 }]),
    },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);

  // The simulated payment completes within seconds, and the invoice with it.
  const list = `/admin/orders?q=${encodeURIComponent(recipientName)}`;
  await expect(async () => {
    await gotoHydrated(page, list);
    await expect(page.getByTestId("payment-status")).toHaveText(o.paymentStatus.completed, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const orderNumber = (await page.getByTestId("order-row").getByRole("cell").first().innerText()).trim().split("\n")[0];

  // The month's list: the current month by default, with the order's sale invoice.
  await gotoHydrated(page, "/admin/invoices");
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
  await expect(page.getByLabel(t.month, { exact: true })).toHaveValue(istanbulDay(new Date()).slice(0, 7));
  const row = page.getByTestId("invoice-row").filter({ hasText: orderNumber });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(t.kind.sale);
  await expect(row).toContainText("Nihai Tüketici");
  await expect(row).toContainText(t.providerState.not_sent);
  const number = (await row.getByRole("cell").first().innerText()).trim();
  expect(number).toMatch(/^[A-Z]{3}\d{13}$/);
  await expectNoSeriousA11yViolations(page);

  // Its PDF.
  const pdfHref = (await row.getByTestId("invoice-pdf").getAttribute("href")) ?? "";
  const pdf = await page.request.get(pdfHref);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // The month's CSV, a plain download.
  const download = page.waitForEvent("download");
  await page.getByTestId("invoices-csv").click();
  const file = await download;
  const month = istanbulDay(new Date()).slice(0, 7);
  expect(file.suggestedFilename()).toBe(`faturalar-${month}.csv`);
  const csv = (await (await page.request.get(`/admin/invoices.csv?ay=${month}`)).body()).toString("utf8");
  expect(csv.startsWith("\uFEFFFatura No;Tarih;Tür;")).toBe(true);
  expect(csv).toContain(`${number};`);
  expect((await page.request.get("/admin/invoices.csv?ay=2026-13")).status()).toBe(400);

  // The order's dialog lists it with its PDF.
  await gotoHydrated(page, list);
  await page
    .getByTestId("order-row")
    .getByRole("button", { name: `${o.orders.detail}${o.orders.detailOf(orderNumber)}` })
    .click();
  const dialog = page.getByRole("dialog", { name: o.detail.title(orderNumber) });
  await expect(dialog.getByTestId("detail-invoice")).toContainText(number);
  await expect(dialog.getByRole("link", { name: t.pdfLinkLabel(number) })).toHaveAttribute("href", pdfHref);

  for (const [name, size] of [
    ["phone", { width: 390, height: 844 }],
    ["desktop", { width: 1366, height: 800 }],
  ] as const) {
    await page.setViewportSize(size);
    await gotoHydrated(page, list);
    await page
      .getByTestId("order-row")
      .getByRole("button", { name: `${o.orders.detail}${o.orders.detailOf(orderNumber)}` })
      .click();
    await dialog.getByTestId("detail-invoices").scrollIntoViewIfNeeded();
    await shot(page, "admin-invoices", `order-dialog-${name}`);
    await gotoHydrated(page, "/admin/invoices");
    await shot(page, "admin-invoices", `list-${name}`, { fullPage: true });
    await gotoHydrated(page, "/admin/settings");
    await page.locator("#invoicing").scrollIntoViewIfNeeded();
    await shot(page, "admin-invoices", `settings-${name}`);
  }
});
