// Issue 11, points 6, 7 and 9 in Chromium at a phone and a laptop size: the admin ships with a carrier and the
// shopper's order page links to the carrier's tracking page, then shows 'Teslim Edildi' with its date;
// "Siparişim nerede?" with and without JavaScript (one answer for a wrong number or a wrong e-mail); the
// packing slips of selected orders print one order a page and never show the sender's e-mail.
import fs from "node:fs";
import path from "node:path";
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { adminOrdersText } from "../../app/lib/i18n/admin-orders";
import { orderLookupText } from "../../app/lib/i18n/order-lookup";
import { packingText } from "../../app/lib/i18n/packing";
import { shippingText } from "../../app/lib/i18n/shipping";
import { runId, signIn } from "./support/admin";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { gotoHydrated } from "./support/shop";
import { shot, shotsFolder } from "./support/shots";

const viewports = [
  { name: "phone", size: { width: 390, height: 844 } },
  { name: "laptop", size: { width: 1366, height: 800 } },
] as const;

/** Places an order as the page without JavaScript posts it; returns its id and number. */
async function placeOrder(request: APIRequestContext, baseURL: string, fields: Record<string, string>) {
  const search = await (await request.get("/api/search?q=kupa")).json();
  const productId = search.results[0].id as string;
  const response = await request.post("/checkout", {
    form: { ...fields, acceptTerms: "on", items: JSON.stringify([{ productId, quantity: 1 }]) },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  const id = (response.headers().location ?? "").split("/order-confirmation/")[1].split("?")[0];
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  // The simulated payment settles in the server's job loop (about 2 s later); only a paid order can ship.
  let html = "";
  await expect
    .poll(
      async () => {
        html = await (await request.get(`/order-confirmation/${id}`)).text();
        return html.includes('data-state="received"');
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  const number = /ORD-\d{8}-\d{3,}/.exec(html)?.[0] ?? "";
  expect(number).not.toBe("");
  return { id, number };
}

function recipientFor(id: string, senderEmail: string) {
  return {
    recipientName: `Deniz Kargo ${id}`,
    recipientAddress: "Atatürk Bulvarı No: 7 D: 3",
    recipientCity: "Ankara",
    recipientPostalCode: "06420",
    recipientPhone: "05329876543",
    senderEmail,
    anonymousMessage: `Kutudaki kart ${id}\nSevgiyle`,
  };
}

async function openOrderDialog(page: Page, recipientName: string, orderNumber: string) {
  await gotoHydrated(page, `/admin/orders?q=${encodeURIComponent(orderNumber)}`);
  const row = page.getByTestId("order-row");
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: `${adminOrdersText.orders.detail}${adminOrdersText.orders.detailOf(orderNumber)}` }).click();
  const dialog = page.getByRole("dialog", { name: adminOrdersText.detail.title(orderNumber) });
  await expect(dialog).toContainText(recipientName);
  return dialog;
}

for (const viewport of viewports) {
  test.describe(`at ${viewport.size.width}×${viewport.size.height}`, () => {
    test.use({ viewport: viewport.size });

    test("the admin ships with a carrier: the order page links to its tracking page, then shows Teslim Edildi with the date", async ({ page, baseURL }) => {
      const id = runId();
      const fields = recipientFor(id, `kargo-${id}@example.com`);
      const order = await placeOrder(page.request, baseURL as string, fields);
      const tracking = `ARAS${id}`.toUpperCase();

      await signIn(page);
      const dialog = await openOrderDialog(page, fields.recipientName, order.number);
      const carrier = dialog.getByLabel(shippingText.carrier, { exact: true });
      await expect(carrier.locator("option")).toHaveText(["Yurtiçi Kargo", "Aras Kargo", "MNG Kargo", "PTT Kargo", "Sürat Kargo", "UPS", "HepsiJet", "Diğer"]);
      await carrier.selectOption({ label: "Aras Kargo" });
      await dialog.getByLabel(adminOrdersText.detail.trackingNumber, { exact: true }).fill(tracking);
      await dialog.getByRole("button", { name: adminOrdersText.detail.ship }).click();
      await expect(dialog).toHaveCount(0);

      await page.goto(`/order-confirmation/${order.id}`);
      const link = page.getByTestId("tracking-link");
      await expect(link).toHaveAttribute("href", `https://kargotakip.araskargo.com.tr/mainpage.aspx?code=${tracking}`);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      await expect(page.getByTestId("tracking-carrier")).toHaveText("Aras Kargo");
      await expect(page.getByTestId("tracking-number")).toHaveText(tracking);
      await link.scrollIntoViewIfNeeded();
      await shot(page, "tracking", `${viewport.name}-order-page-tracking`, { fullPage: true });
      await expectNoSeriousA11yViolations(page);

      // Teslim Edildi: set by the admin, shown with its date on the shopper's page and in the admin's detail.
      const again = await openOrderDialog(page, fields.recipientName, order.number);
      await again.getByRole("combobox", { name: adminOrdersText.detail.status }).selectOption("delivered");
      await expect(again).toHaveCount(0);
      const delivered = await openOrderDialog(page, fields.recipientName, order.number);
      await expect(delivered.getByTestId("detail-delivered-at")).toContainText(shippingText.delivered);
      await page.goto(`/order-confirmation/${order.id}`);
      await expect(page.getByTestId("order-status")).toHaveText(shippingText.delivered);
      await expect(page.getByTestId("delivered-at")).toHaveText(/^\d{1,2} \p{L}+ \d{4} \d{2}:\d{2}$/u);
    });

    test("Siparişim nerede? finds the order with JavaScript and without; a wrong number and a wrong e-mail get one answer", async ({
      page,
      browser,
      baseURL,
    }) => {
      const id = runId();
      const email = `nerede-${id}@example.com`;
      const order = await placeOrder(page.request, baseURL as string, recipientFor(id, email));

      // With JavaScript, from the footer link.
      await gotoHydrated(page, "/");
      await page.getByTestId("footer-order-lookup").click();
      await expect(page).toHaveURL(/\/order-lookup$/);
      await expect(page.getByRole("heading", { level: 1, name: "Siparişim nerede?" })).toBeVisible();
      await page.waitForFunction(() => (window as unknown as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter);
      await page.getByLabel(orderLookupText.orderNumber).fill(order.number);
      await page.getByLabel(orderLookupText.email).fill("yanlis@example.com");
      await page.getByRole("button", { name: orderLookupText.submit }).click();
      await expect(page.getByTestId("order-lookup-error")).toHaveText(orderLookupText.notFound);
      await shot(page, "tracking", `${viewport.name}-lookup-wrong`, { fullPage: true });
      await expectNoSeriousA11yViolations(page);
      await page.getByLabel(orderLookupText.email).fill(email.toUpperCase());
      await page.getByRole("button", { name: orderLookupText.submit }).click();
      await expect(page).toHaveURL(new RegExp(`/order-confirmation/${order.id}$`));
      await expect(page.getByTestId("order-number")).toHaveText(order.number);

      // Without JavaScript: the same form posts as a plain page.
      await lookupWithoutJavaScript(browser, baseURL as string, viewport.size, order, email);
    });
  });
}

async function lookupWithoutJavaScript(
  browser: Browser,
  baseURL: string,
  size: { width: number; height: number },
  order: { id: string; number: string },
  email: string,
) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: size, baseURL, locale: "tr-TR" });
  const page = await context.newPage();
  try {
    await page.goto("/contact");
    await page.getByTestId("contact-order-lookup").click();
    await expect(page).toHaveURL(/\/order-lookup$/);
    if (size.width < 500) await shot(page, "tracking", `phone-lookup-nojs`, { fullPage: true });
    else await shot(page, "tracking", `laptop-lookup-nojs`, { fullPage: true });
    await page.getByLabel(orderLookupText.orderNumber).fill("ORD-20000101-000");
    await page.getByLabel(orderLookupText.email).fill(email);
    await page.getByRole("button", { name: orderLookupText.submit }).click();
    await expect(page.getByTestId("order-lookup-error")).toHaveText(orderLookupText.notFound);
    await page.getByLabel(orderLookupText.orderNumber).fill(order.number.toLowerCase());
    await page.getByRole("button", { name: orderLookupText.submit }).click();
    await expect(page).toHaveURL(new RegExp(`/order-confirmation/${order.id}$`));
    await expect(page.getByTestId("order-number")).toHaveText(order.number);
  } finally {
    await context.close();
  }
}

test("packing slips of selected orders: one order a printed page, the card's message, never the sender's e-mail", async ({ page, baseURL }) => {
  const id = runId();
  const sender = `paket-${id}@example.com`;
  const first = await placeOrder(page.request, baseURL as string, recipientFor(`${id}a`, sender));
  const second = await placeOrder(page.request, baseURL as string, recipientFor(`${id}b`, sender));

  await signIn(page);
  await gotoHydrated(page, `/admin/orders?q=${encodeURIComponent(`Deniz Kargo ${id}`)}`);
  const rows = page.getByTestId("order-row");
  await expect(rows).toHaveCount(2);
  await shot(page, "tracking", `admin-orders-packing-form`, { fullPage: true });
  // Each row links its own slip.
  await expect(rows.filter({ hasText: first.number }).getByTestId("order-packing-slip")).toHaveAttribute("href", `/admin/packing-slips?ids=${first.id}`);
  for (const number of [first.number, second.number]) await page.getByRole("checkbox", { name: packingText.selectRow(number) }).check();
  await page.getByRole("button", { name: packingText.selectedSubmit }).click();
  await expect(page).toHaveURL(/\/admin\/packing-slips\?ids=/);

  const slips = page.getByTestId("packing-slip");
  await expect(slips).toHaveCount(2);
  for (const [i, suffix] of [`${id}b`, `${id}a`].entries()) {
    const slip = slips.nth(i);
    await expect(slip.getByTestId("slip-address")).toContainText(`Deniz Kargo ${suffix}`);
    await expect(slip.getByTestId("slip-address")).toContainText("Atatürk Bulvarı No: 7 D: 3");
    await expect(slip.getByTestId("slip-address")).toContainText("06420 Ankara");
    await expect(slip.getByTestId("slip-items").locator("tbody tr")).toHaveCount(1);
    await expect(slip.getByTestId("slip-card")).toContainText(`Kutudaki kart ${suffix}`);
  }
  expect(await page.content()).not.toContain(sender);
  await shot(page, "tracking", `packing-slips-screen`, { fullPage: true });
  await expectNoSeriousA11yViolations(page);

  // Printed: the toolbar is gone and every slip but the last ends its page.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByTestId("packing-toolbar")).toBeHidden();
  const breaks = await slips.evaluateAll((all) => all.map((el) => getComputedStyle(el).breakAfter));
  expect(breaks).toEqual(["page", "auto"]);
  const pdf = await page.pdf({ format: "A4", printBackground: true });
  const shots = shotsFolder("tracking");
  if (shots) fs.writeFileSync(path.join(shots, "packing-slips.pdf"), pdf);
  const pages = pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g) ?? [];
  expect(pages).toHaveLength(2);
  await shot(page, "tracking", `packing-slips-print`, { fullPage: true });
});
