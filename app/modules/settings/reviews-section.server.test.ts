// Saving the "Değerlendirmeler" section (docs/product.md#reviews): valid choices are stored and audited; a refused
// delay or start writes nothing and records nothing. On PGlite and on PostgreSQL when TEST_DATABASE_URL is set.
import { desc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { adminAuditLog } from "~/db/schema";
import { settingsText } from "~/lib/i18n/admin-settings";
import { reviewSettingsText } from "~/lib/i18n/settings-reviews";
import { describeEachDatabase } from "../../../tests/support/databases";
import { saveReviewsSection } from "./reviews-section.server";
import type { SectionSaveArgs } from "./section-save.server";
import { readShopSettings } from "./shop-settings.server";

const by = { actor: { id: null, email: "sahip@example.com" }, clientIp: "203.0.113.7" } as unknown as SectionSaveArgs["by"];
const context = {} as unknown as SectionSaveArgs["context"];

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries({ section: "reviews", ...fields })) data.set(k, v);
  return data;
}

describeEachDatabase("the reviews settings section", (getDb) => {
  it("stores and audits the invitation's timing and the approval choice, and refuses days outside 0–60", async () => {
    const db = getDb();
    const save = (fields: Record<string, string>) => saveReviewsSection({ db, by, form: form(fields), context, section: "reviews" });
    const audited = () => db.select().from(adminAuditLog).where(eq(adminAuditLog.action, "settings.update")).orderBy(desc(adminAuditLog.seq));

    expect(await save({ inviteAfter: "shipped", inviteDelayDays: "61", publishWithoutApproval: "on" })).toEqual({
      section: "reviews",
      ok: false,
      errors: { inviteDelayDays: reviewSettingsText.errors.inviteDelayDays },
      values: { inviteAfter: "shipped", inviteDelayDays: "61", publishWithoutApproval: "on" },
    });
    expect(await save({ inviteAfter: "ödendi", inviteDelayDays: "3" })).toMatchObject({
      ok: false,
      errors: { inviteAfter: reviewSettingsText.errors.inviteAfter },
    });
    expect((await readShopSettings(db)).reviews).toEqual({ inviteAfter: "delivered", inviteDelayDays: 7, publishWithoutApproval: false });
    expect(await audited()).toEqual([]);

    expect(await save({ inviteAfter: "shipped", inviteDelayDays: "3", publishWithoutApproval: "on" })).toEqual({
      section: "reviews",
      ok: true,
      notice: settingsText.saved,
    });
    expect((await readShopSettings(db)).reviews).toEqual({ inviteAfter: "shipped", inviteDelayDays: 3, publishWithoutApproval: true });
    const [entry] = await audited();
    expect(entry.changes).toMatchObject({
      "reviews.inviteAfter": { before: "delivered", after: "shipped" },
      "reviews.inviteDelayDays": { before: 7, after: 3 },
      "reviews.publishWithoutApproval": { before: false, after: true },
    });

    // An unticked checkbox posts nothing: publishing waits for approval again.
    expect(await save({ inviteAfter: "shipped", inviteDelayDays: "3" })).toMatchObject({ ok: true, notice: settingsText.saved });
    expect((await readShopSettings(db)).reviews.publishWithoutApproval).toBe(false);
    expect(await save({ inviteAfter: "shipped", inviteDelayDays: "3" })).toMatchObject({ ok: true, notice: settingsText.unchanged });
    expect(await audited()).toHaveLength(2);
  });
});
