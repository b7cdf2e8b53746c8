// Saving the "Ödeme" section (docs/product.md#payment-providers): a configured provider and an installment count
// are stored and audited; a provider without its secrets, or a count banks do not offer, writes nothing.
// On PGlite and on PostgreSQL when TEST_DATABASE_URL is set.
import { desc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { adminAuditLog } from "~/db/schema";
import { paymentSettingsText } from "~/lib/i18n/payment-settings";
import type { SectionSaveArgs } from "./section-save.server";
import { describeEachDatabase } from "../../../tests/support/databases";
import { savePaymentsSection } from "./payments-section.server";
import { readShopSettings } from "./shop-settings.server";

const by = { actor: { id: null, email: "sahip@example.com" }, clientIp: "203.0.113.7" } as unknown as SectionSaveArgs["by"];
/** PayTR's secrets are set, iyzico's are not. */
const context = {
  env: { PAYMENT_PROVIDER: "simulated", PAYTR_MERCHANT_ID: "123456", PAYTR_MERCHANT_KEY: "anahtar", PAYTR_MERCHANT_SALT: "tuz", PAYTR_TEST_MODE: true },
} as unknown as SectionSaveArgs["context"];

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries({ section: "payments", ...fields })) data.set(k, v);
  return data;
}

describeEachDatabase("the payments section", (getDb) => {
  it("stores and audits a configured provider, and refuses one whose secrets are missing", async () => {
    const db = getDb();
    const save = (fields: Record<string, string>) => savePaymentsSection({ db, by, form: form(fields), context, section: "payments" });

    expect(await save({ provider: "iyzico", maxInstallments: "6" })).toMatchObject({
      ok: false,
      errors: { provider: paymentSettingsText.errors.providerNotConfigured },
    });
    expect(await save({ provider: "paytr", maxInstallments: "5" })).toMatchObject({
      ok: false,
      errors: { maxInstallments: paymentSettingsText.errors.maxInstallments },
    });
    expect((await readShopSettings(db)).payments).toEqual({ provider: "default", maxInstallments: 1 });
    expect(await db.select().from(adminAuditLog).where(eq(adminAuditLog.action, "settings.update"))).toEqual([]);

    expect(await save({ provider: "paytr", maxInstallments: "6" })).toMatchObject({ ok: true });
    expect((await readShopSettings(db)).payments).toEqual({ provider: "paytr", maxInstallments: 6 });
    const [entry] = await db.select().from(adminAuditLog).where(eq(adminAuditLog.action, "settings.update")).orderBy(desc(adminAuditLog.seq)).limit(1);
    expect(entry.changes).toMatchObject({
      "payments.provider": { before: "default", after: "paytr" },
      "payments.maxInstallments": { before: 1, after: 6 },
    });
  });
});
