// docs/product.md#allowed-changes, #refunds, #order-page: the admin cancels a paid order through the
// confirmation dialog (which says what will happen), and the shopper's order page then says it was cancelled
// and refunded, never a success. At a phone size and a laptop size.
import { expect, type Page, test } from "@playwright/test";
import { adminOrdersText } from "../../app/lib/i18n/admin-orders";
import { confirmationText, orderStatusText, paymentStatusText } from "../../app/lib/i18n/order";
import { runId, signIn } from "./support/admin";
import { gotoHydrated } from "./support/shop";
import { shot } from "./support/shots";

const t = adminOrdersText;

/** A simulated order of one unit of the demo product with the most stock, placed as the form without JavaScript posts it. */
async function placePaidOrder(page: Page, recipientName: string) {
  await gotoHydrated(page, "/admin/products");
  const rows = page.getByTestId("product-row").filter({ hasText: "Aktif" });
  const stocks = (await rows.getByTestId("product-stock").allInnerTexts()).map(Number);
  const best = stocks.reduce((b, s, i, all) => (s > all[b] ? i : b), 0);
  const href = (await rows.nth(best).getByRole("link").getAttribute("href")) ?? "";
  const productId = new URLSearchParams(href.split("?")[1]).get("edit");
  const response = await page.request.post("/checkout", {
    form: {
      recipientName,
      recipientAddress: "Bağdat Cad. No: 12",
      recipientCity: "İstanbul",
      recipientPostalCode: "34710",
      recipientPhone: "05321234567",
      senderEmail: "iptal-testi@example.com",
      anonymousMessage: "İptal testinden sevgiler.",
      acceptTerms: "on",
      items: JSON.stringify([{ productId, quantity: 1 }]),
    },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  return (response.headers().location ?? "").split("/order-confirmation/")[1].split("?")[0];
}

for (const [name, viewport] of [
  ["phone", { width: 390, height: 844 }],
  ["laptop", { width: 1366, height: 800 }],
] as const) {
  test.describe(`at ${name} size`, () => {
    test.use({ viewport });

    test("the admin cancels a paid order in the dialog; the shopper's page says cancelled and refunded", async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page);
      const recipientName = `İptal ${name} ${runId()}`;
      const orderId = await placePaidOrder(page, recipientName);

      const list = `/admin/orders?q=${encodeURIComponent(recipientName)}`;
      await expect(async () => {
        await gotoHydrated(page, list);
        await expect(page.getByTestId("order-row").getByTestId("payment-status")).toHaveText(t.paymentStatus.completed, { timeout: 1_000 });
      }).toPass({ timeout: 30_000 });
      const row = page.getByTestId("order-row");
      const orderNumber = (await row.getByRole("cell").first().innerText()).trim().split(/\s/)[0];
      await row.getByRole("button", { name: `${t.orders.detail}${t.orders.detailOf(orderNumber)}` }).click();
      const detail = page.getByRole("dialog", { name: t.detail.title(orderNumber) });
      await expect(detail).toBeVisible();
      const total = (await detail.getByTestId("detail-total").innerText()).trim();

      // Choosing İptal Edildi asks first, saying what will happen.
      await detail.getByRole("combobox", { name: t.detail.status }).selectOption("cancelled");
      const confirm = page.getByRole("dialog", { name: t.detail.cancel.title(orderNumber) });
      await expect(confirm).toBeVisible();
      await expect(confirm).toContainText(t.detail.cancel.stock);
      await expect(confirm).toContainText(t.detail.cancel.mail);
      await expect(confirm.getByTestId("cancel-payment")).toHaveText(t.detail.cancel.refund(total));
      await shot(page, "cancel", `cancel-dialog-${name}`);
      await confirm.getByRole("button", { name: t.detail.cancel.confirm }).click();
      await expect(detail).toHaveCount(0);
      await expect(page.getByTestId("order-row").getByTestId("order-status")).toHaveText(t.orderStatus.cancelled);

      // The history shows the cancellation and the refund, by this admin.
      await page
        .getByTestId("order-row")
        .getByRole("button", { name: `${t.orders.detail}${t.orders.detailOf(orderNumber)}` })
        .click();
      const history = page.getByTestId("order-history");
      await expect(
        history.getByTestId("history-event").filter({ hasText: t.detail.history.orderStatus(t.orderStatus.pending, t.orderStatus.cancelled) }),
      ).toHaveCount(1);
      await expect(history.locator('[data-kind="refund"]')).toHaveCount(1);
      // An internal note joins the history, and never reaches the shopper's page.
      const note = `Gönderen aradı, iade istedi ${name}`;
      await history.getByLabel(t.detail.note.label).fill(note);
      await history.getByRole("button", { name: t.detail.note.submit }).click();
      await expect(history.locator('[data-kind="note"]')).toContainText(note);
      await history.scrollIntoViewIfNeeded();
      await shot(page, "cancel", `order-history-${name}`);

      await gotoHydrated(page, `/order-confirmation/${orderId}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(confirmationText.cancelledTitle);
      await expect(page.getByText(confirmationText.cancelledRefundedText)).toBeVisible();
      await expect(page.getByText(confirmationText.successTitle)).toHaveCount(0);
      await expect(page.getByTestId("order-status")).toHaveText(orderStatusText.cancelled);
      await expect(page.getByTestId("payment-status")).toHaveText(paymentStatusText.refunded);
      await expect(page.getByTestId("order-refunded")).toHaveText(confirmationText.refunded(total));
      await expect(page.getByText(note)).toHaveCount(0);
      await shot(page, "cancel", `cancelled-order-${name}`, { fullPage: true });
    });
  });
}
