// docs/product.md#product-page (the delivery promise), #delivery-calendar and #delivery-date, on a phone and a
// laptop: the promise read at a fixed browser clock, the rule without JavaScript, and the delivery day chosen
// at checkout (refused when not allowed, then seen on the order page, in the admin list, detail and slip).
// The e2e server's database is shared by all browser tests: nothing here depends on exact stock numbers.
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { addDays, deliveryPromise, shopTime } from "../../app/lib/delivery-calendar";
import { formatDeliveryDay } from "../../app/lib/delivery-schedule";
import { adminOrdersText } from "../../app/lib/i18n/admin-orders";
import { formatDate } from "../../app/lib/dates";
import { cartText } from "../../app/lib/i18n/cart";
import { checkoutText } from "../../app/lib/i18n/checkout";
import { deliveryDateText } from "../../app/lib/i18n/delivery";
import { deliveryPromiseText } from "../../app/lib/i18n/delivery-promise";
import { productText } from "../../app/lib/i18n/product";
import { requestedDeliveryDay } from "../../app/lib/requested-delivery-date";
import { DEMO_SHOP_SETTINGS as shopSettings } from "../../app/lib/shop-settings";
import { runId, signIn } from "./support/admin";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { gotoHydrated, SPECIAL_MUG, waitForHydration } from "./support/shop";
import { shot, shotsFolder } from "./support/shots";
import { DEMO_SHOP_SETTINGS as rules } from "../../app/lib/shop-settings";

const VIEWPORTS = [
  ["phone", { width: 390, height: 844 }],
  ["laptop", { width: 1366, height: 800 }],
] as const;

/** With SHOTS_DIR set, a screenshot with `centred` in the middle of the screen. */
async function shotCentred(page: Page, name: string, centred: Locator) {
  if (!shotsFolder("delivery")) return;
  await centred.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await shot(page, "delivery", name);
}

/** The next day of the week `weekday` (0 Sunday … 6 Saturday) after today in Istanbul, at hh:mm there, a week out at most. */
function nextWeekdayAt(weekday: number, time: string): Date {
  let day = shopTime(rules, new Date()).date;
  do day = addDays(day, 1);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== weekday);
  return new Date(`${day}T${time}:00+03:00`);
}

/** The headline the promise should show at `now`, worked out with the calendar. */
function expectedHeadline(now: Date): string {
  const promise = deliveryPromise(rules, now);
  if (promise.minutesLeft) return deliveryPromiseText.today(promise.cutoff, promise.minutesLeft);
  return promise.dispatchDate === addDays(shopTime(rules, now).date, 1)
    ? deliveryPromiseText.tomorrow
    : deliveryPromiseText.onDay(formatDeliveryDay(promise.dispatchDate));
}

async function expectPromiseAt(page: Page, now: Date) {
  await page.clock.setFixedTime(now);
  await gotoHydrated(page, `/product/${SPECIAL_MUG.slug}`);
  const promise = page.getByTestId("delivery-promise");
  const { earliest, latest } = deliveryPromise(rules, now);
  await expect(promise).toContainText(expectedHeadline(now));
  await expect(promise).toContainText(deliveryPromiseText.expected(formatDeliveryDay(earliest), formatDeliveryDay(latest)));
  return promise;
}

const FIELDS = {
  recipientName: "",
  recipientAddress: "Moda Cad. No: 7",
  recipientPostalCode: "34710",
  recipientPhone: "05551234567",
  senderEmail: "teslimat@example.com",
  anonymousMessage: "Tam gününde gelsin!",
};

/** Province and district are chosen from lists (checkout.spec.ts). */
const LISTS = { recipientProvince: "İstanbul", recipientDistrict: "Kadıköy" };

async function fillCheckout(page: Page, recipientName: string) {
  for (const [name, value] of Object.entries({ ...FIELDS, recipientName })) await page.locator(`#${name}`).fill(value);
  for (const [name, value] of Object.entries(LISTS)) await page.locator(`#${name}`).selectOption(value);
  await page.locator("#acceptTerms").check();
}

async function noScriptPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  return { context, page: await context.newPage() };
}

for (const [device, viewport] of VIEWPORTS) {
  test.describe(`delivery on a ${device}`, () => {
    test.use({ viewport });

    test("the product page promises today's dispatch with the time left, then the next dispatch day", async ({ page }) => {
      // A Wednesday at 13:45: "… bugün kargoda — 2 saat 15 dakika kaldı" (unless that day is a holiday).
      const wednesday = nextWeekdayAt(3, "13:45");
      const promise = await expectPromiseAt(page, wednesday);
      if (deliveryPromise(rules, wednesday).minutesLeft === 135) await expect(promise).toContainText("bugün kargoda — 2 saat 15 dakika kaldı");
      await expect(promise).toBeVisible();
      await shotCentred(page, `product-promise-${device}`, promise);
      await expectNoSeriousA11yViolations(page);

      // Friday evening: the next dispatch day is the next business day (Monday unless it is a holiday).
      await expectPromiseAt(page, nextWeekdayAt(5, "18:30"));
      // Saturday: never "bugün".
      const saturday = await expectPromiseAt(page, nextWeekdayAt(6, "10:00"));
      await expect(saturday).not.toContainText("bugün");
    });

    test("without JavaScript the product page says the rule, true at any hour", async ({ browser }) => {
      const { context, page } = await noScriptPage(browser, viewport);
      try {
        await page.goto(`/product/${SPECIAL_MUG.slug}`);
        await expect(page.getByTestId("delivery-promise")).toHaveText(
          deliveryPromiseText.rule(
            shopSettings.delivery.sameDayDispatchCutoff,
            shopSettings.delivery.turkeyBusinessDays.min,
            shopSettings.delivery.turkeyBusinessDays.max,
          ),
        );
        await shotCentred(page, `product-promise-nojs-${device}`, page.getByTestId("delivery-promise"));
      } finally {
        await context.close();
      }
    });

    test("the sender chooses the delivery day at checkout; a day not allowed is refused; the order shows it everywhere", async ({ page }) => {
      test.setTimeout(120_000);
      const recipientName = `Teslimat ${device} ${runId()}`;
      await gotoHydrated(page, `/product/${SPECIAL_MUG.slug}`);
      await page.getByTestId("product-buy-form").getByRole("button", { name: productText.buyNow }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByText(cartText.checking)).toBeHidden();
      await page.getByRole("link", { name: cartText.checkout }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      await waitForHydration(page);

      const select = page.getByLabel(deliveryDateText.dateLabel);
      await expect(select).toHaveValue("");
      const { earliest, latest } = deliveryPromise(rules, new Date());
      await expect(select.locator("option").first()).toHaveText(deliveryDateText.noRequestedDate);
      await expect(page.getByTestId("delivery-estimate")).toHaveText(
        deliveryDateText.asSoonAsPossibleEstimate(formatDeliveryDay(earliest), formatDeliveryDay(latest)),
      );
      const values = await select.locator("option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
      expect(values[1]).toBe(earliest);
      const chosen = values[3];
      await fillCheckout(page, recipientName);
      await shotCentred(page, `checkout-delivery-date-${device}`, select);
      await expectNoSeriousA11yViolations(page);

      // A Saturday slipped into the list (as a stale or forged form would send it): refused, nothing placed.
      const saturday = shopTime(rules, nextWeekdayAt(6, "12:00")).date;
      await select.evaluate((element, value) => element.append(new Option(value, value)), saturday);
      await select.selectOption(saturday);
      await page.getByRole("button", { name: checkoutText.placeOrder }).click();
      await expect(page.locator("#deliveryDate-error")).toHaveText(deliveryDateText.dateNotAllowed);
      await expect(select).toHaveAttribute("aria-invalid", "true");
      await expect(page).toHaveURL(/\/checkout$/);
      await shotCentred(page, `checkout-delivery-date-refused-${device}`, select);

      await select.selectOption(chosen);
      await expect(page.locator("#deliveryDate-error")).toHaveCount(0);
      await page.getByRole("button", { name: checkoutText.placeOrder }).click();
      await expect(page).toHaveURL(/\/order-confirmation\//);
      await expect(page.getByTestId("requested-delivery-date")).toHaveText(requestedDeliveryDay(chosen));
      const orderNumber = (await page.getByTestId("order-number").innerText()).trim();
      const orderId = new URL(page.url()).pathname.split("/").pop() ?? "";
      await expectNoSeriousA11yViolations(page);

      await signIn(page);
      await gotoHydrated(page, `/admin/orders?q=${encodeURIComponent(recipientName)}`);
      const row = page.getByTestId("order-row");
      await expect(row).toHaveCount(1);
      await expect(row.getByTestId("order-delivery-date")).toHaveText(deliveryDateText.listDate(formatDate(chosen)));
      await row.getByRole("button", { name: `${adminOrdersText.orders.detail}${adminOrdersText.orders.detailOf(orderNumber)}` }).click();
      const dialog = page.getByRole("dialog", { name: adminOrdersText.detail.title(orderNumber) });
      await expect(dialog.getByTestId("detail-delivery-date")).toHaveText(requestedDeliveryDay(chosen));
      await shotCentred(page, `admin-order-detail-${device}`, dialog.getByTestId("detail-delivery-date"));

      await page.goto(`/admin/packing-slips?ids=${orderId}`);
      await expect(page.getByTestId("slip-delivery-date")).toHaveText(`${deliveryDateText.requestedDate}: ${requestedDeliveryDay(chosen)}`);
    });

    test("without JavaScript the delivery day is a plain select posted with the form", async ({ browser }) => {
      const { context, page } = await noScriptPage(browser, viewport);
      try {
        await page.goto(`/product/${SPECIAL_MUG.slug}`);
        await page.getByTestId("product-buy-form").getByRole("button", { name: productText.addToCart, exact: true }).click();
        await expect(page).toHaveURL(/\/cart$/);
        await page.getByRole("link", { name: cartText.checkout }).click();
        await expect(page).toHaveURL(/\/checkout$/);
        const select = page.getByLabel(deliveryDateText.dateLabel);
        const last = await select.locator("option").last().getAttribute("value");
        expect(last).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        await fillCheckout(page, `Teslimat nojs ${device} ${runId()}`);
        await select.selectOption(last ?? "");
        await page.getByRole("button", { name: checkoutText.placeOrder }).click();
        await expect(page).toHaveURL(/\/order-confirmation\//);
        await expect(page.getByTestId("requested-delivery-date")).toHaveText(requestedDeliveryDay(last));
      } finally {
        await context.close();
      }
    });
  });
}
