// Paying through iyzico's Checkout Form in the browser (docs/product.md#iyzico): a shop of its own whose iyzico
// settings point at the local stand-in (tests/support/iyzico-standin.ts). The shopper orders the well-stocked
// magnet, is sent to the stand-in's hosted form, pays, and comes back through the shop's callback to the order's
// page showing it paid, on a phone and on a desktop.
import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { checkoutText } from "../../app/lib/i18n/checkout";
import { paymentStatusText } from "../../app/lib/i18n/order";
import { productText } from "../../app/lib/i18n/product";
import { tr } from "../../app/lib/i18n/tr";
import { type IyzicoStandin, iyzicoShopEnv, startIyzicoStandin } from "../support/iyzico-standin";
import { checkoutFields } from "../support/order-fixtures";
import { freePort, repoRoot, scratchDir, type ShopProcess, startShopProcess } from "../support/server-process";
import { shot } from "./support/shots";
import { gotoHydrated, STOCKED_MAGNET } from "./support/shop";

const creds = { apiKey: "sandbox-e2e-iyzico-api", secretKey: "sandbox-e2e-iyzico-secret" };

test.describe.configure({ mode: "serial" });

let standin: IyzicoStandin;
let shop: ShopProcess | undefined;
let dataDir: string | undefined;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  standin = await startIyzicoStandin(creds);
  dataDir = scratchDir("shop-iyzico-e2e-");
  shop = await startShopProcess({
    appDir: repoRoot,
    port: await freePort(3440, 3449),
    dataDir,
    env: { RATE_LIMIT_ENABLED: "false", ...iyzicoShopEnv(standin, creds) },
  });
});

test.afterAll(async () => {
  await shop?.stop();
  await standin?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 800 },
]) {
  test(`a shopper pays on iyzico's form and lands on the paid order (${viewport.width}×${viewport.height})`, async ({ page }) => {
    test.setTimeout(90_000);
    const url = (shop as ShopProcess).url;
    await page.setViewportSize(viewport);
    await gotoHydrated(page, `${url}/product/${STOCKED_MAGNET.slug}`);
    await page.locator('form[action="/cart"]').getByRole("button", { name: productText.addToCart, exact: true }).first().click();
    await expect(page.getByRole("link", { name: tr.nav.cartWithCount(1) })).toBeVisible();

    await gotoHydrated(page, `${url}/checkout`);
    const { recipientCity: _city, ...typed } = checkoutFields;
    for (const [name, value] of Object.entries(typed)) await page.locator(`#${name}`).fill(value);
    await page.locator("#recipientProvince").selectOption("İstanbul");
    await page.locator("#recipientDistrict").selectOption("Kadıköy");
    await page.locator("#acceptTerms").check();
    await page.getByRole("button", { name: checkoutText.placeOrder }).click();

    // iyzico's hosted form (the stand-in's page), for this order's basket and total.
    await expect(page).toHaveURL(new RegExp(`^${standin.url.replace(/[.]/g, "\\.")}/form/[0-9a-f]+$`));
    const token = new URL(page.url()).pathname.split("/").pop() as string;
    const payment = standin.payments.get(token);
    expect(payment?.items[0].name).toBe(STOCKED_MAGNET.name);
    expect(payment?.items.reduce((sum, i) => sum + i.priceKurus, 0)).toBe(payment?.priceKurus);
    await expect(page.getByTestId("iyzico-basket")).toHaveText(payment?.basketId ?? "");
    await page.getByRole("button", { name: "Öde", exact: true }).click();

    // Back through the callback (a cross-site POST without cookies) to the order's own page, paid.
    await expect(page).toHaveURL(new RegExp(`^${url}/order-confirmation/[0-9a-f-]{36}(\\?placed=1)?$`));
    await expect(page.getByTestId("payment-status")).toHaveText(paymentStatusText.completed);
    await expect(page.getByTestId("order-number")).toHaveText(payment?.basketId ?? "");
    expect(standin.payments.get(token)?.status).toBe("success");
    // Paid: the browser's cart is emptied.
    await expect(page.getByRole("link", { name: tr.nav.cartWithCount(1) })).toHaveCount(0);
    await shot(page, "iyzico-checkout", `order-paid-${viewport.width}x${viewport.height}`, { fullPage: true });
  });
}
