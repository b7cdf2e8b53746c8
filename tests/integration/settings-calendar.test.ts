// The holidays section of /admin/settings over HTTP (docs/product.md#delivery-calendar), on PGlite and
// PostgreSQL: closed days the owner adds move the checkout's choosable days and the product page's delivery
// promise; refused input changes nothing; the coming year's bayrams come from the shipped data file; the
// dashboard reminds the owner when the coming year has none.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { addBusinessDays, addDays, shopTime } from "~/lib/delivery-calendar";
import { calendarText } from "~/lib/i18n/settings-calendar";
import { bayramField, closedField } from "~/lib/settings-calendar";
import { DEMO_SHOP_SETTINGS } from "~/lib/shop-settings";
import { upsertAdmin } from "~/modules/auth/admin-users.server";
import { readSessionToken } from "~/modules/auth/session.server";
import { deliveryDateOptions } from "~/modules/checkout/delivery-date-field.server";
import { OrderRefusedError, placeOrder } from "~/modules/checkout/place-order.server";
import { shippedBayrams } from "~/modules/settings/religious-holidays.server";
import { getShopSettings, readShopSettings } from "~/modules/settings/shop-settings.server";
import { insertProduct } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";
import { type HttpShop, startHttpShop } from "../support/http-shop";
import { checkoutFields } from "../support/order-fixtures";

describeEachDatabase("the holidays section of /admin/settings", (getDb, kind) => {
  let shop: HttpShop;
  let owner = "";
  let staff = "";
  let slug = "";

  const post = (fields: Record<string, string>, cookie = owner) =>
    fetch(`${shop.url}/admin/settings`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: shop.url },
      body: new URLSearchParams(fields),
    });
  const get = async (path: string, cookie = "") => (await fetch(`${shop.url}${path}`, { redirect: "manual", headers: { Cookie: cookie } })).text();

  async function signInCookie(email: string, password: string): Promise<string> {
    const answer = await fetch(`${shop.url}/admin`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: shop.url },
      body: new URLSearchParams({ email, password }),
    });
    expect(answer.status).toBe(303);
    return `admin_session=${readSessionToken((answer.headers.get("set-cookie") ?? "").split(";")[0])}`;
  }

  /** The section's form as the page posts it: the stored calendar, then `extra` laid over it. */
  async function calendarForm(extra: Record<string, string>, closedRows = 3): Promise<Record<string, string>> {
    const calendar = (await readShopSettings(getDb())).deliveryCalendar;
    const fields: Record<string, string> = {
      section: "calendar",
      fixedHolidays: calendar.fixedHolidays.join("\n"),
      bayramRows: String(calendar.religiousHolidays.length),
      closedRows: String(closedRows),
    };
    calendar.religiousHolidays.forEach((bayram, row) => {
      fields[bayramField(row, "name")] = bayram.name;
      fields[bayramField(row, "arife")] = bayram.arife;
      fields[bayramField(row, "first")] = bayram.first;
      fields[bayramField(row, "days")] = String(bayram.days);
    });
    return { ...fields, ...extra };
  }

  beforeAll(async () => {
    await upsertAdmin(getDb(), "sahip@example.com", "sahibin-sifresi-1");
    await upsertAdmin(getDb(), "personel@example.com", "personel-sifre-1");
    slug = (await insertProduct(getDb(), { name: "Takvimli Kupa", stock: 5 })).slug;
    shop = await startHttpShop({ db: getDb(), kind } as DatabaseHandle);
    owner = await signInCookie("sahip@example.com", "sahibin-sifresi-1");
    staff = await signInCookie("personel@example.com", "personel-sifre-1");
  });
  afterAll(async () => {
    await shop?.close();
  });

  // A week from the second business day on: inside the checkout's 30 days and the product page's schedule.
  const today = shopTime(DEMO_SHOP_SETTINGS, new Date()).date;
  const from = addBusinessDays(DEMO_SHOP_SETTINGS, today, 2);
  const to = addDays(from, 6);
  const inRange = (day: string) => from <= day && day <= to;
  /** A day as the page's data carries it (a string in the streamed loader data). */
  const quoted = (day: string) => `\\"${day}\\"`;

  it("closed days added through the form leave the checkout's days and the product page's promise", async () => {
    const before = deliveryDateOptions(await getShopSettings(getDb()), new Date()).map((option) => option.value);
    expect(before.filter(inRange).length).toBeGreaterThan(0);
    expect(await get(`/product/${slug}`)).toContain(quoted(from));

    const saved = await post(await calendarForm({ [closedField(0, "name")]: "Yıl sonu sayımı", [closedField(0, "from")]: from, [closedField(0, "to")]: to }));
    expect(saved.status).toBe(200);
    expect((await readShopSettings(getDb())).deliveryCalendar.closedDays).toEqual([{ name: "Yıl sonu sayımı", from, to }]);

    const settings = await getShopSettings(getDb());
    const after = deliveryDateOptions(settings, new Date()).map((option) => option.value);
    expect(after.filter(inRange)).toEqual([]);
    expect(after.length).toBeGreaterThan(1);
    // The product page's schedule (the page cache was emptied by the save) skips them too.
    const page = await get(`/product/${slug}`);
    expect(page).not.toContain(quoted(from));
    expect(page).toContain(quoted(after.find((day) => day > to) ?? ""));
    // And an order asking for one of them is refused.
    const product = await insertProduct(getDb(), { name: "Kapalı Günde Kupa", stock: 5 });
    const closedDay = before.find(inRange) ?? "";
    await expect(
      placeOrder(getDb(), {
        fields: checkoutFields,
        items: [{ productId: product.id, quantity: 1 }],
        paymentMethod: "simulated",
        requestedDeliveryDate: closedDay,
      }),
    ).rejects.toEqual(new OrderRefusedError("deliveryDate"));
  });

  it("refuses overlapping ranges, an impossible date and a range ending before it starts, on the field, changing nothing", async () => {
    const stored = await readShopSettings(getDb());
    const overlapping = await post(
      await calendarForm({
        [closedField(0, "name")]: "Yıl sonu sayımı",
        [closedField(0, "from")]: from,
        [closedField(0, "to")]: to,
        [closedField(1, "name")]: "Tadilat",
        [closedField(1, "from")]: to,
        [closedField(1, "to")]: addDays(to, 3),
      }),
    );
    expect(overlapping.status).toBe(400);
    expect(await overlapping.text()).toContain(calendarText.errors.overlap("Yıl sonu sayımı"));

    const impossible = await post(
      await calendarForm({
        [bayramField(0, "arife")]: "2027-02-30",
        [closedField(0, "name")]: "Ters",
        [closedField(0, "from")]: to,
        [closedField(0, "to")]: from,
      }),
    );
    expect(impossible.status).toBe(400);
    const html = await impossible.text();
    expect(html).toContain(calendarText.errors.date);
    expect(html).toContain(calendarText.errors.rangeOrder);
    expect(await readShopSettings(getDb())).toEqual(stored);
  });

  it("adds the coming year's bayrams from the shipped data file; the dashboard reminds the owner while a year has none", async () => {
    const year = Number(today.slice(0, 4));
    const calendar = (await readShopSettings(getDb())).deliveryCalendar;
    // This year's bayrams removed: the reminder and the button are this year's.
    const removeThisYear: Record<string, string> = {};
    calendar.religiousHolidays.forEach((bayram, row) => {
      if (bayram.first.startsWith(String(year))) removeThisYear[bayramField(row, "remove")] = "1";
    });
    expect(Object.keys(removeThisYear).length).toBeGreaterThan(0);
    expect(
      (
        await post(
          await calendarForm({ ...removeThisYear, [closedField(0, "name")]: "Yıl sonu sayımı", [closedField(0, "from")]: from, [closedField(0, "to")]: to }),
        )
      ).status,
    ).toBe(200);

    const dashboard = await get("/admin/dashboard", owner);
    expect(dashboard).toContain(calendarText.reminder(year));
    expect(dashboard).toContain('href="/admin/settings#calendar"');
    expect(await get("/admin/dashboard", staff)).not.toContain(calendarText.reminder(year));
    expect(await get("/admin/settings", owner)).toContain(calendarText.prefill(year));

    const prefilled = await post({ section: "calendar", prefillYear: String(year) });
    expect(prefilled.status).toBe(200);
    expect(await prefilled.text()).toContain(`${year} bayram günleri eklendi`);
    const added = (await readShopSettings(getDb())).deliveryCalendar.religiousHolidays.filter((bayram) => bayram.first.startsWith(String(year)));
    expect(added).toEqual(shippedBayrams(year));
    // Twice changes nothing; a year the data file does not know is refused.
    expect(await (await post({ section: "calendar", prefillYear: String(year) })).text()).toContain(calendarText.prefillNothing(year));
    expect((await post({ section: "calendar", prefillYear: "2099" })).status).toBe(400);

    expect(await get("/admin/dashboard", owner)).not.toContain("bayram günleri henüz girilmedi");
  });
});
