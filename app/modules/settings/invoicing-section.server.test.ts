// Saving the "Fatura" section (docs/product.md#invoices): a valid post is stored and audited, a refused one writes
// nothing. On PGlite and on PostgreSQL when TEST_DATABASE_URL is set.
import { desc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { adminAuditLog } from "~/db/schema";
import { invoicesText } from "~/lib/i18n/invoices";
import type { SectionSaveArgs } from "./section-save.server";
import { describeEachDatabase } from "../../../tests/support/databases";
import { saveInvoicingSection } from "./invoicing-section.server";
import { readShopSettings } from "./shop-settings.server";

const by = { actor: { id: null, email: "sahip@example.com" }, clientIp: "203.0.113.7" } as unknown as SectionSaveArgs["by"];

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries({ section: "invoicing", ...fields })) data.set(k, v);
  return data;
}

describeEachDatabase("the invoicing section", (getDb) => {
  it("stores and audits a valid post, and writes nothing for a refused one", async () => {
    const db = getDb();
    const save = (fields: Record<string, string>) =>
      saveInvoicingSection({ db, by, form: form(fields), context: {} as SectionSaveArgs["context"], section: "invoicing" });

    const refused = await save({ series: "SH", returnSeries: "IAD", defaultVatRate: "18", provider: "logo" });
    expect(refused).toMatchObject({
      ok: false,
      errors: {
        series: invoicesText.settings.errors.series,
        defaultVatRate: invoicesText.settings.errors.rate,
        provider: invoicesText.settings.errors.provider,
      },
    });
    expect((await readShopSettings(db)).invoicing).toEqual({ series: "SHD", returnSeries: "IAD", defaultVatRate: 20, provider: "none" });

    expect(await save({ series: "abc", returnSeries: "IAD", defaultVatRate: "10", provider: "parasut" })).toMatchObject({ ok: true });
    expect((await readShopSettings(db)).invoicing).toEqual({ series: "ABC", returnSeries: "IAD", defaultVatRate: 10, provider: "parasut" });
    const [entry] = await db.select().from(adminAuditLog).where(eq(adminAuditLog.action, "settings.update")).orderBy(desc(adminAuditLog.seq)).limit(1);
    expect(entry.changes).toMatchObject({ "invoicing.series": { before: "SHD", after: "ABC" }, "invoicing.provider": { before: "none", after: "parasut" } });
  });
});
