// docs/product.md#payment-providers, the "Ödeme" section of /admin/settings at a phone's and a laptop's size, on a shop of
// its own whose PayTR and iyzico settings point at the local stand-ins: a shopper pays through PayTR, the owner switches
// to iyzico with 6 installments, the next shopper pays on iyzico's form (offered up to 6 installments), and the older
// order is refunded through PayTR — iyzico never hears of it. Screenshots (SHOTS_DIR) of the section and of the orders'
// payment block to look at.
import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { adminOrdersText } from "../../app/lib/i18n/admin-orders";
import { settingsText } from "../../app/lib/i18n/admin-settings";
import { checkoutText } from "../../app/lib/i18n/checkout";
import { paymentStatusText } from "../../app/lib/i18n/order";
import { paymentSettingsText as t } from "../../app/lib/i18n/payment-settings";
import { productText } from "../../app/lib/i18n/product";
import { tr } from "../../app/lib/i18n/tr";
import { type IyzicoStandin, iyzicoShopEnv, startIyzicoStandin } from "../support/iyzico-standin";
import { checkoutFields } from "../support/order-fixtures";
import { type PaytrStandin, paytrShopEnv, startPaytrStandin } from "../support/paytr-standin";
import { freePort, repoRoot, scratchDir, type ShopProcess, startShopProcess, TEST_ADMIN } from "../support/server-process";
import { submitLogin } from "./support/admin";
import { shot } from "./support/shots";
import { gotoHydrated, STOCKED_MAGNET } from "./support/shop";

const paytrCreds = { merchantId: "654321", merchantKey: "ayar-anahtari-1", merchantSalt: "ayar-tuzu-1", testMode: true };
const iyzicoCreds = { apiKey: "sandbox-ayar-api", secretKey: "sandbox-ayar-gizli" };

const viewports = [
  { name: "phone", width: 390, height: 844 },
  { name: "laptop", width: 1366, height: 800 },
];

/**
 * The shopper orders the magnet for `recipientName` through the checkout's form and is sent on to pay. A cart left by a
 * payment never finished in this browser still holds its line: `inCart` is the count after adding.
 */
async function orderMagnet(page: Page, url: string, recipientName: string, inCart = 1) {
  await gotoHydrated(page, `${url}/product/${STOCKED_MAGNET.slug}`);
  await page.locator('form[action="/cart"]').getByRole("button", { name: productText.addToCart, exact: true }).first().click();
  await expect(page.getByRole("link", { name: tr.nav.cartWithCount(inCart) })).toBeVisible();
  await gotoHydrated(page, `${url}/checkout`);
  const { recipientCity: _city, ...typed } = checkoutFields;
  for (const [name, value] of Object.entries({ ...typed, recipientName })) await page.locator(`#${name}`).fill(value);
  await page.locator("#recipientProvince").selectOption("İstanbul");
  await page.locator("#recipientDistrict").selectOption("Kadıköy");
  await page.locator("#acceptTerms").check();
  await page.getByRole("button", { name: checkoutText.placeOrder }).click();
}

/** Opens the admin order dialog of the order found by its recipient's name. */
async function openOrder(page: Page, url: string, recipientName: string) {
  await gotoHydrated(page, `${url}/admin/orders?q=${encodeURIComponent(recipientName)}`);
  const row = page.getByTestId("order-row");
  await expect(row).toHaveCount(1);
  const orderNumber = (await row.getByRole("cell").first().innerText()).trim().split(/\s/)[0];
  await row.getByRole("button", { name: `${adminOrdersText.orders.detail}${adminOrdersText.orders.detailOf(orderNumber)}` }).click();
  const detail = page.getByRole("dialog", { name: adminOrdersText.detail.title(orderNumber) });
  await expect(detail).toBeVisible();
  return detail;
}

for (const viewport of viewports) {
  test.describe(`on a ${viewport.name}`, () => {
    let paytr: PaytrStandin;
    let iyzico: IyzicoStandin;
    let shop: ShopProcess | undefined;
    let dataDir: string | undefined;

    test.beforeAll(async () => {
      test.setTimeout(150_000);
      paytr = await startPaytrStandin({ creds: paytrCreds });
      iyzico = await startIyzicoStandin(iyzicoCreds);
      dataDir = scratchDir("shop-payments-e2e-");
      shop = await startShopProcess({
        appDir: repoRoot,
        port: await freePort(3450, 3469),
        dataDir,
        env: { RATE_LIMIT_ENABLED: "false", ...paytrShopEnv(paytr, paytrCreds), ...iyzicoShopEnv(iyzico, iyzicoCreds), PAYMENT_PROVIDER: "paytr" },
      });
    });

    test.afterAll(async () => {
      await shop?.stop();
      await paytr?.close();
      await iyzico?.close();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    });

    test("the owner switches from PayTR to iyzico; the next shopper pays through iyzico; the older PayTR order refunds through PayTR", async ({ page }) => {
      test.setTimeout(180_000);
      const url = (shop as ShopProcess).url;
      await page.setViewportSize(viewport);

      // A shopper pays through PayTR (the environment's default): PayTR's notification settles the order.
      const older = `Eski PayTR ${viewport.name}`;
      await orderMagnet(page, url, older);
      await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}$/);
      const [tokenRequest] = [...paytr.tokens.values()];
      expect(tokenRequest.fields.no_installment).toBe("1");
      expect((await paytr.notify(tokenRequest.merchantOid, "success", { notifyUrl: `${url}/api/payments/paytr/notify` })).body).toBe("OK");

      // The owner chooses iyzico and 6 installments.
      await gotoHydrated(page, `${url}/admin`);
      await submitLogin(page, TEST_ADMIN.email, TEST_ADMIN.password);
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await gotoHydrated(page, `${url}/admin/settings#payments`);
      const section = page.locator("section#payments");
      await expect(section.getByRole("heading", { name: t.section })).toBeVisible();
      await expect(section.getByTestId("payments-provider-paytr")).toContainText(t.states.test);
      await expect(section.getByTestId("payments-provider-iyzico")).toContainText(t.states.test);
      await expect(section.getByRole("radio", { name: t.defaultChoice("paytr") })).toBeChecked();
      await section.getByTestId("payments-provider-iyzico").getByRole("radio").check();
      await section.getByLabel(t.fields.maxInstallments).selectOption("6");
      await section.getByRole("button", { name: settingsText.save }).click();
      await expect(page.getByTestId("settings-outcome")).toHaveText(settingsText.saved);
      await page.reload();
      await expect(page.locator("section#payments").getByTestId("payments-provider-iyzico").getByRole("radio")).toBeChecked();
      await expect(page.locator("section#payments").getByLabel(t.fields.maxInstallments)).toHaveValue("6");
      await page.locator("section#payments").scrollIntoViewIfNeeded();
      await shot(page, "admin-settings-payments", `section-${viewport.name}`);

      // The next shopper is sent to iyzico's form, which offers up to 6 installments, and pays there.
      const newer = `Yeni iyzico ${viewport.name}`;
      // The PayTR shopper never came back from the form in this browser, so its line is still in the cart.
      await orderMagnet(page, url, newer, 2);
      await expect(page).toHaveURL(new RegExp(`^${iyzico.url.replace(/[.]/g, "\\.")}/form/[0-9a-f]+$`));
      const token = new URL(page.url()).pathname.split("/").pop() as string;
      expect(iyzico.payments.get(token)?.enabledInstallments).toEqual([1, 2, 3, 6]);
      await page.getByRole("button", { name: "Öde", exact: true }).click();
      await expect(page.getByTestId("payment-status")).toHaveText(paymentStatusText.completed);
      expect(paytr.tokens.size).toBe(1);

      // The iyzico order shows its provider; the older order still names PayTR and refunds through PayTR.
      let detail = await openOrder(page, url, newer);
      await expect(detail.getByTestId("detail-payment-provider")).toHaveText(t.methods.iyzico);
      await detail.getByTestId("detail-payment").scrollIntoViewIfNeeded();
      await shot(page, "admin-settings-payments", `iyzico-order-${viewport.name}`);
      await page.keyboard.press("Escape");

      detail = await openOrder(page, url, older);
      await expect(detail.getByTestId("detail-payment-provider")).toHaveText(t.methods.paytr);
      await detail.getByTestId("detail-refund-amount").fill("10");
      await detail.getByTestId("detail-refund").click();
      // PayTR made it at once: the list shows the order partly refunded.
      await expect(page.getByTestId("order-row").getByTestId("payment-status")).toHaveText(adminOrdersText.paymentStatus.partially_refunded);
      expect(paytr.refunds).toHaveLength(1);
      expect(paytr.refunds[0].merchantOid).toBe(tokenRequest.merchantOid);
      expect([...iyzico.payments.values()].flatMap((p) => p.refunds)).toEqual([]);
      detail = await openOrder(page, url, older);
      await expect(detail.getByTestId("detail-refunds")).toBeVisible();
      await detail.getByTestId("detail-payment").scrollIntoViewIfNeeded();
      await shot(page, "admin-settings-payments", `paytr-order-refunded-${viewport.name}`);
    });
  });
}
