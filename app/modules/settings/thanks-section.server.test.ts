// Saving the "Teşekkür notları" section (docs/product.md#thank-you-notes): valid days are stored and audited; refused
// days write nothing and record nothing. On PGlite and on PostgreSQL when TEST_DATABASE_URL is set.
import { desc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { adminAuditLog } from "~/db/schema";
import { settingsText } from "~/lib/i18n/admin-settings";
import { thanksSettingsText } from "~/lib/i18n/settings-thanks";
import { describeEachDatabase } from "../../../tests/support/databases";
import type { SectionSaveArgs } from "./section-save.server";
import { readShopSettings } from "./shop-settings.server";
import { saveThanksSection } from "./thanks-section.server";

const by = { actor: { id: null, email: "sahip@example.com" }, clientIp: "203.0.113.7" } as unknown as SectionSaveArgs["by"];
const context = {} as unknown as SectionSaveArgs["context"];

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries({ section: "thanks", ...fields })) data.set(k, v);
  return data;
}

describeEachDatabase("the thank-you notes settings section", (getDb) => {
  it("stores and audits the code's days after delivery, and refuses days outside the bounds", async () => {
    const db = getDb();
    const save = (fields: Record<string, string>) => saveThanksSection({ db, by, form: form(fields), context, section: "thanks" });
    const audited = () => db.select().from(adminAuditLog).where(eq(adminAuditLog.action, "settings.update")).orderBy(desc(adminAuditLog.seq));

    expect(await save({ validDays: "366" })).toEqual({
      section: "thanks",
      ok: false,
      errors: { validDays: thanksSettingsText.errors.validDays },
      values: { validDays: "366" },
    });
    expect(await save({ validDays: "6" })).toMatchObject({ ok: false });
    expect(await save({})).toMatchObject({ ok: false, values: { validDays: "" } });
    expect((await readShopSettings(db)).thanks).toEqual({ validDays: 60 });
    expect(await audited()).toEqual([]);

    expect(await save({ validDays: "90" })).toEqual({ section: "thanks", ok: true, notice: settingsText.saved });
    expect((await readShopSettings(db)).thanks).toEqual({ validDays: 90 });
    const [entry] = await audited();
    expect(entry.changes).toMatchObject({ "thanks.validDays": { before: 60, after: 90 } });

    expect(await save({ validDays: "90" })).toMatchObject({ ok: true, notice: settingsText.unchanged });
    expect(await audited()).toHaveLength(1);
  });
});
