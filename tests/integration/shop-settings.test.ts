// The shop's settings on both databases (docs/decisions/0027): a fresh shop is the demo company; a change is
// stored, audited (old → new, by whom) and seen by the next read; a change that changes nothing writes
// nothing; two saves at once both land.
import { desc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { adminAuditLog, shopSettingsTable } from "~/db/schema";
import { DEMO_SHOP_SETTINGS, isDemoCompany } from "~/lib/shop-settings";
import { readCatalogVersion } from "~/modules/catalog/cache.server";
import { getShopSettings, readShopSettings, updateShopSettings } from "~/modules/settings/shop-settings.server";
import { describeEachDatabase } from "../support/databases";

const by = { actor: { id: null, email: "sahip@example.com" }, clientIp: "203.0.113.7" };

describeEachDatabase("shop settings", (getDb) => {
  it("a fresh shop has no settings row and is the demo company", async () => {
    const db = getDb();
    expect(await db.$count(shopSettingsTable)).toBe(0);
    const settings = await getShopSettings(db);
    expect(settings).toEqual(DEMO_SHOP_SETTINGS);
    expect(isDemoCompany(settings)).toBe(true);
  });

  it("stores a change with its audit entry, bumps the catalogue version, and the next read sees it", async () => {
    const db = getDb();
    expect((await getShopSettings(db)).email).toBe(DEMO_SHOP_SETTINGS.email);
    const versionBefore = await readCatalogVersion(db);
    const { changed, settings } = await updateShopSettings(db, by, (current) => ({
      ...current,
      companyName: "Kendi Hediyem Ltd. Şti.",
      taxNumber: "1111111111",
      email: "merhaba@kendihediyem.com.tr",
      shipping: { ...current.shipping, freeFrom: 50000 },
    }));
    expect(changed).toBe(true);
    expect(settings.companyName).toBe("Kendi Hediyem Ltd. Şti.");
    expect(isDemoCompany(settings)).toBe(false);
    expect(await readCatalogVersion(db)).toBeGreaterThan(versionBefore);

    const read = await getShopSettings(db);
    expect(read.email).toBe("merhaba@kendihediyem.com.tr");
    expect(read.shipping).toEqual({ ...DEMO_SHOP_SETTINGS.shipping, freeFrom: 50000 });
    expect(read.carriers).toEqual(DEMO_SHOP_SETTINGS.carriers);

    const [entry] = await db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.createdAt)).limit(1);
    expect(entry).toMatchObject({ action: "settings.update", actorEmail: "sahip@example.com", clientIp: "203.0.113.7", targetType: "settings" });
    expect(entry.changes).toEqual({
      companyName: { before: DEMO_SHOP_SETTINGS.companyName, after: "Kendi Hediyem Ltd. Şti." },
      taxNumber: { before: DEMO_SHOP_SETTINGS.taxNumber, after: "1111111111" },
      email: { before: DEMO_SHOP_SETTINGS.email, after: "merhaba@kendihediyem.com.tr" },
      "shipping.freeFrom": { before: null, after: 50000 },
    });
  });

  it("a save that changes nothing writes nothing and records nothing", async () => {
    const db = getDb();
    const auditRows = await db.$count(adminAuditLog);
    const versionBefore = await readCatalogVersion(db);
    const { changed } = await updateShopSettings(db, by, (current) => ({ ...current }));
    expect(changed).toBe(false);
    expect(await db.$count(adminAuditLog)).toBe(auditRows);
    expect(await readCatalogVersion(db)).toBe(versionBefore);
  });

  it("two saves at once both land: each applies its change to what the other wrote", async () => {
    const db = getDb();
    await Promise.all([
      updateShopSettings(db, by, (current) => ({ ...current, phone: "+90 212 111 22 33" })),
      updateShopSettings(db, by, (current) => ({ ...current, supportReplyHours: 12 })),
    ]);
    const stored = await readShopSettings(db);
    expect(stored.phone).toBe("+90 212 111 22 33");
    expect(stored.supportReplyHours).toBe(12);
  });

  it("a stored document missing a later setting, or holding a wrong type, reads with the defaults for those", async () => {
    const db = getDb();
    await db
      .update(shopSettingsTable)
      .set({ data: { companyName: "Eski Kayıt A.Ş.", withdrawalDays: "on dört", delivery: { istanbulBusinessDays: 2 } } })
      .where(eq(shopSettingsTable.id, 1));
    const stored = await readShopSettings(db);
    expect(stored.companyName).toBe("Eski Kayıt A.Ş.");
    expect(stored.withdrawalDays).toBe(DEMO_SHOP_SETTINGS.withdrawalDays);
    expect(stored.delivery).toEqual({ ...DEMO_SHOP_SETTINGS.delivery, istanbulBusinessDays: 2 });
    expect(stored.notifications).toEqual(DEMO_SHOP_SETTINGS.notifications);
  });
});
