// /admin/settings over HTTP (docs/product.md#shop-settings), on PGlite and PostgreSQL: the owner saves the
// company section with a plain form post, the row is stored, the audit log lists old → new, and the shop's
// footer shows the new facts on the next request; staff get 403; bad input (a wrong VKN, a social page that
// is not https, a withdrawal period under 14 days) answers 400 with the field's Turkish message and changes
// nothing.
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { adminAuditLog, shopSettingsTable } from "~/db/schema";
import { settingsText } from "~/lib/i18n/admin-settings";
import { settingsCompanyText } from "~/lib/i18n/settings-company";
import { settingsLegalText } from "~/lib/i18n/settings-legal";
import { companyFormValues } from "~/lib/settings-company-schema";
import { legalFormValues } from "~/lib/settings-legal-schema";
import { DEMO_SHOP_SETTINGS, LEGAL_MIN_WITHDRAWAL_DAYS } from "~/lib/shop-settings";
import { upsertAdmin } from "~/modules/auth/admin-users.server";
import { readSessionToken } from "~/modules/auth/session.server";
import { readShopSettings } from "~/modules/settings/shop-settings.server";
import { describeEachDatabase } from "../support/databases";
import { type HttpShop, startHttpShop } from "../support/http-shop";

const company = {
  section: "company",
  ...companyFormValues(DEMO_SHOP_SETTINGS),
  shopName: "Mavi Kutu",
  companyName: "Mavi Kutu Hediyelik Eşya Ltd. Şti.",
  companyType: "limited",
  address: "Alsancak Mah. Kıbrıs Şehitleri Cad. No: 5, 35220",
  province: "İzmir",
  district: "Konak",
  taxOffice: "Kordon Vergi Dairesi",
  taxNumber: "4540536920",
  mersisNumber: "0454053692000017",
  email: "merhaba@mavikutu.com.tr",
  phone: "0 232 555 01 23",
  instagram: "https://www.instagram.com/mavikutu",
};

/** What React puts in the page for a text: the message as the HTML carries it. */
const html = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");

/** The shop page's footer (rendered by the shop layout from the settings). */
function footerOf(page: string): string {
  const footer = /<footer[\s\S]*?<\/footer>/.exec(page)?.[0];
  expect(footer, "the page's footer").toBeDefined();
  return footer ?? "";
}

describeEachDatabase("shop settings: the company and legal sections over HTTP", (getDb, kind) => {
  let shop: HttpShop;
  let owner = "";
  let staff = "";

  const post = (fields: Record<string, string>, cookie: string) =>
    fetch(`${shop.url}/admin/settings`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: shop.url },
      body: new URLSearchParams(fields),
    });
  const get = (path: string, cookie = "") => fetch(`${shop.url}${path}`, { redirect: "manual", headers: { Cookie: cookie } });

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
  const storedRow = async () =>
    (await getDb().select({ data: shopSettingsTable.data }).from(shopSettingsTable).where(eq(shopSettingsTable.id, 1)))[0]?.data ?? null;
  const settingsAudits = () =>
    getDb().select().from(adminAuditLog).where(eq(adminAuditLog.action, "settings.update")).orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.seq));

  beforeAll(async () => {
    await upsertAdmin(getDb(), "sahip@example.com", "sahibin-sifresi-1");
    await upsertAdmin(getDb(), "personel@example.com", "personel-sifre-1");
    shop = await startHttpShop({ db: getDb(), kind } as DatabaseHandle);
    owner = await signInCookie("sahip@example.com", "sahibin-sifresi-1");
    staff = await signInCookie("personel@example.com", "personel-sifre-1");
  });
  afterAll(async () => {
    await shop?.close();
  });

  it("staff get 403 on the page and on a post; nothing is stored", async () => {
    expect((await get("/admin/settings", staff)).status).toBe(403);
    expect((await get("/admin/settings.data", staff)).status).toBe(403);
    expect((await post(company, staff)).status).toBe(403);
    expect(await storedRow()).toBeNull();
    expect(await settingsAudits()).toHaveLength(0);
  });

  it("the owner's page shows every field of both sections with its label, and the province list", async () => {
    const page = await (await get("/admin/settings", owner)).text();
    for (const label of Object.values(settingsCompanyText.fields)) expect(page, label).toContain(`${html(label)}`);
    for (const label of Object.values(settingsLegalText.fields)) expect(page, label).toContain(`${html(label)}`);
    expect(page).toContain('<option value="Kırklareli">Kırklareli</option>');
    expect(page).toContain('<optgroup label="İzmir">');
  });

  it("the owner saves the company section with a form post: stored, audited old → new, in the footer at once", async () => {
    expect(footerOf(await (await get("/about")).text())).toContain(DEMO_SHOP_SETTINGS.email);

    const answer = await post(company, owner);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain(settingsText.saved);

    const stored = await readShopSettings(getDb());
    expect(stored).toMatchObject({
      shopName: "Mavi Kutu",
      companyName: "Mavi Kutu Hediyelik Eşya Ltd. Şti.",
      province: "İzmir",
      district: "Konak",
      taxNumber: "4540536920",
      email: "merhaba@mavikutu.com.tr",
      social: { ...DEMO_SHOP_SETTINGS.social, instagram: "https://www.instagram.com/mavikutu" },
    });
    expect(stored.withdrawalDays).toBe(DEMO_SHOP_SETTINGS.withdrawalDays);

    const [audit] = await settingsAudits();
    expect(audit.actorEmail).toBe("sahip@example.com");
    expect(audit.changes).toMatchObject({
      email: { before: DEMO_SHOP_SETTINGS.email, after: "merhaba@mavikutu.com.tr" },
      companyName: { before: DEMO_SHOP_SETTINGS.companyName, after: "Mavi Kutu Hediyelik Eşya Ltd. Şti." },
      "social.instagram": { before: DEMO_SHOP_SETTINGS.social.instagram, after: "https://www.instagram.com/mavikutu" },
    });
    expect(audit.changes).not.toHaveProperty("withdrawalDays");

    const footer = footerOf(await (await get("/about")).text());
    expect(footer).toContain("merhaba@mavikutu.com.tr");
    expect(footer).toContain("Mavi Kutu Hediyelik Eşya Ltd. Şti.");
    expect(footer).not.toContain(DEMO_SHOP_SETTINGS.email);

    // The same post again changes nothing and writes no second entry.
    const again = await post(company, owner);
    expect(await again.text()).toContain(settingsText.unchanged);
    expect(await settingsAudits()).toHaveLength(1);
  });

  it("bad input answers 400 with the field's Turkish message and changes nothing", async () => {
    const stored = await storedRow();
    const audits = (await settingsAudits()).length;
    const legal = { section: "legal", ...legalFormValues(DEMO_SHOP_SETTINGS) };
    const cases: [Record<string, string>, string, string][] = [
      [{ ...company, taxNumber: "4540536921", email: "baska@mavikutu.com.tr" }, "company-taxNumber", settingsCompanyText.errors.vknChecksum],
      [{ ...company, facebook: "http://www.facebook.com/mavikutu" }, "company-facebook", settingsCompanyText.errors.socialHttps],
      [{ ...company, province: "Ankara", district: "Konak" }, "company-district", settingsCompanyText.errors.districtNotInProvince("Ankara")],
      [{ ...legal, withdrawalDays: "10" }, "legal-withdrawalDays", settingsLegalText.errors.withdrawalTooShort(LEGAL_MIN_WITHDRAWAL_DAYS)],
      [{ ...legal, dataRequestDays: "45" }, "legal-dataRequestDays", settingsLegalText.errors.dataRequestDays(30)],
    ];
    for (const [fields, id, message] of cases) {
      const answer = await post(fields, owner);
      expect(answer.status, message).toBe(400);
      const page = await answer.text();
      // The message sits under its field, which points at it.
      expect(page, message).toContain(`id="${id}-error" class="mt-1 text-xs font-semibold text-red-700">${html(message)}</p>`);
      expect(page, message).toMatch(new RegExp(`id="${id}"[^>]*aria-describedby="[^"]*${id}-error"`));
      expect(page, message).toContain(html(settingsText.fixErrors));
    }
    // The typed values come back in the form.
    const refused = await (await post({ ...company, taxNumber: "4540536921" }, owner)).text();
    expect(refused).toContain('value="4540536921"');
    expect(await storedRow()).toEqual(stored);
    expect(await settingsAudits()).toHaveLength(audits);
    expect(footerOf(await (await get("/about")).text())).toContain("merhaba@mavikutu.com.tr");
  });

  it("the owner saves the legal section; the audit names each period", async () => {
    const answer = await post(
      { section: "legal", ...legalFormValues(DEMO_SHOP_SETTINGS), withdrawalDays: "30", refundMinDays: "3", refundMaxDays: "7" },
      owner,
    );
    expect(answer.status).toBe(200);
    const stored = await readShopSettings(getDb());
    expect(stored.withdrawalDays).toBe(30);
    expect(stored.refundBusinessDays).toEqual({ min: 3, max: 7 });
    expect(stored.companyName).toBe("Mavi Kutu Hediyelik Eşya Ltd. Şti.");
    const [audit] = await getDb()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, "settings.update"))
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.seq))
      .limit(1);
    expect(audit.changes).toEqual({
      withdrawalDays: { before: 14, after: 30 },
      "refundBusinessDays.min": { before: 5, after: 3 },
      "refundBusinessDays.max": { before: 10, after: 7 },
    });
  });
});
