// docs/product.md#delivery-calendar: the owner's holidays section of /admin/settings on a phone and a laptop,
// and a closed-day range added there moving the product page's delivery promise. Runs against the settings
// project's own shop; the range is removed again at the end.
import { expect, type Page, test } from "@playwright/test";
import { addDays, deliveryPromise, shopTime } from "../../app/lib/delivery-calendar";
import { formatDeliveryDay } from "../../app/lib/delivery-schedule";
import { settingsText } from "../../app/lib/i18n/admin-settings";
import { deliveryPromiseText } from "../../app/lib/i18n/delivery-promise";
import { calendarText } from "../../app/lib/i18n/settings-calendar";
import { DEMO_SHOP_SETTINGS } from "../../app/lib/shop-settings";
import { signIn } from "./support/admin";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { gotoHydrated, SPECIAL_MUG } from "./support/shop";
import { shot } from "./support/shots";

const t = calendarText;
const VIEWPORTS = [
  ["phone", { width: 390, height: 844 }],
  ["laptop", { width: 1366, height: 800 }],
] as const;

/** The promise's second line for an order placed at `now` under `rules`. */
function expectedLine(rules: typeof DEMO_SHOP_SETTINGS, now: Date): string {
  const { earliest, latest } = deliveryPromise(rules, now);
  return deliveryPromiseText.expected(formatDeliveryDay(earliest), formatDeliveryDay(latest));
}

async function saveCalendar(page: Page) {
  await page.getByTestId("calendar-form").getByRole("button", { name: settingsText.save, exact: true }).click();
}

test("the owner sees the holidays section, adds closed days and the product page's promise moves past them", async ({ page }) => {
  test.setTimeout(90_000);
  const today = shopTime(DEMO_SHOP_SETTINGS, new Date()).date;
  const range = { name: "Yıl sonu sayımı", from: today, to: addDays(today, 6) };
  const closedRules = { ...DEMO_SHOP_SETTINGS, deliveryCalendar: { ...DEMO_SHOP_SETTINGS.deliveryCalendar, closedDays: [range] } };

  await gotoHydrated(page, `/product/${SPECIAL_MUG.slug}`);
  await expect(page.getByTestId("delivery-promise")).toContainText(expectedLine(DEMO_SHOP_SETTINGS, new Date()));

  await signIn(page);
  for (const [name, size] of VIEWPORTS) {
    await page.setViewportSize(size);
    await gotoHydrated(page, "/admin/settings#calendar");
    const section = page.locator("section#calendar");
    await expect(section.getByRole("heading", { name: settingsText.sections.calendar })).toBeVisible();
    await expect(section.getByLabel(t.fixedHolidays, { exact: true })).toHaveValue(/04-23/);
    await expect(section.getByRole("group", { name: t.bayramRow(1) }).getByLabel(t.bayramName, { exact: true })).toHaveValue("Ramazan Bayramı");
    await section.scrollIntoViewIfNeeded();
    await shot(page, "settings-calendar", `section-${name}`);
    await section.getByRole("group", { name: t.closedRow(1) }).scrollIntoViewIfNeeded();
    await shot(page, "settings-calendar", `closed-days-${name}`);
  }
  await expectNoSeriousA11yViolations(page);

  try {
    const section = page.locator("section#calendar");
    const first = section.getByRole("group", { name: t.closedRow(1) });
    await first.getByLabel(t.closedName, { exact: true }).fill(range.name);
    await first.getByLabel(t.from, { exact: true }).fill(range.from);
    await first.getByLabel(t.to, { exact: true }).fill(range.to);
    // An overlapping second range is refused on its field, and nothing is saved.
    const second = section.getByRole("group", { name: t.closedRow(2) });
    await second.getByLabel(t.closedName, { exact: true }).fill("Tadilat");
    await second.getByLabel(t.from, { exact: true }).fill(range.to);
    await second.getByLabel(t.to, { exact: true }).fill(addDays(range.to, 2));
    await saveCalendar(page);
    await expect(second.getByText(t.errors.overlap(range.name))).toBeVisible();
    await expect(second.getByLabel(t.from, { exact: true })).toHaveAttribute("aria-invalid", "true");
    await second.scrollIntoViewIfNeeded();
    await shot(page, "settings-calendar", "overlap-refused-laptop");

    await second.getByLabel(t.closedName, { exact: true }).fill("");
    await second.getByLabel(t.from, { exact: true }).fill("");
    await second.getByLabel(t.to, { exact: true }).fill("");
    await saveCalendar(page);
    await expect(page.getByTestId("calendar-notice")).toHaveText(settingsText.saved);
    await expect(section.getByRole("group", { name: t.closedRow(1) }).getByLabel(t.closedName, { exact: true })).toHaveValue(range.name);

    for (const [name, size] of VIEWPORTS) {
      await page.setViewportSize(size);
      await gotoHydrated(page, `/product/${SPECIAL_MUG.slug}`);
      const promise = page.getByTestId("delivery-promise");
      await expect(promise).toContainText(expectedLine(closedRules, new Date()));
      expect(deliveryPromise(closedRules, new Date()).dispatchDate > range.to).toBe(true);
      await promise.scrollIntoViewIfNeeded();
      await shot(page, "settings-calendar", `product-promise-${name}`);
    }
  } finally {
    await gotoHydrated(page, "/admin/settings#calendar");
    const first = page.locator("section#calendar").getByRole("group", { name: t.closedRow(1) });
    if (await first.getByLabel(t.closedName, { exact: true }).inputValue()) {
      await first.getByRole("checkbox", { name: `${t.closedRow(1)}: ${t.remove}` }).check();
      await saveCalendar(page);
      await expect(page.getByTestId("calendar-notice")).toHaveText(settingsText.saved);
    }
  }
  await gotoHydrated(page, `/product/${SPECIAL_MUG.slug}`);
  await expect(page.getByTestId("delivery-promise")).toContainText(expectedLine(DEMO_SHOP_SETTINGS, new Date()));
});
