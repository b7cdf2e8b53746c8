// The one way the server reads and writes the shop's settings (docs/product.md#shop-settings). Read: the
// `shop_settings` row laid over the demo's values (a setting added later starts at its default), cached per
// catalogue version, so a change made on one server shows on every other within the cache's check interval.
// Write: one transaction with the audit entry (old → new, by whom) and a catalogue-version bump, which also
// empties the page cache (server/http/page-cache.ts).
import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { shopSettingsTable } from "~/db/schema";
import { DEMO_SHOP_SETTINGS, type ShopSettings } from "~/lib/shop-settings";
import { type AuditBy, type AuditChanges, recordAdminAction } from "~/modules/audit/audit-log.server";
import { bumpCatalogVersion, catalogCache } from "~/modules/catalog/cache.server";

const CACHE_KEY = "shop-settings";

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * `stored` laid over `defaults`, key by key: objects merge, anything else (arrays included) is taken as
 * stored when it has the default's type. A key the defaults do not have is dropped.
 */
export function overDefaults<T>(defaults: T, stored: unknown): T {
  if (isPlainObject(defaults)) {
    if (!isPlainObject(stored)) return defaults;
    const merged: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(defaults)) merged[key] = key in stored ? overDefaults(value, stored[key]) : value;
    return merged as T;
  }
  if (stored === undefined) return defaults;
  if (defaults === null) return stored as T;
  if (Array.isArray(defaults)) return (Array.isArray(stored) ? stored : defaults) as T;
  return (typeof stored === typeof defaults || stored === null ? stored : defaults) as T;
}

/** The settings as stored now, uncached. */
export async function readShopSettings(db: Executor): Promise<ShopSettings> {
  const [row] = await db.select({ data: shopSettingsTable.data }).from(shopSettingsTable).where(eq(shopSettingsTable.id, 1));
  return row ? overDefaults(DEMO_SHOP_SETTINGS, row.data) : DEMO_SHOP_SETTINGS;
}

/** The settings every page, mail and payment uses: cached until the next settings or catalogue change. */
export function getShopSettings(db: Executor): Promise<ShopSettings> {
  return catalogCache(db).getExact(CACHE_KEY, () => readShopSettings(db));
}

/** Each changed setting by its dotted path ("delivery.sameDayDispatchCutoff"), as { before, after }. */
export function settingsChanges(before: unknown, after: unknown, path = ""): AuditChanges {
  if (isPlainObject(before) && isPlainObject(after)) {
    const changes: AuditChanges = {};
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      Object.assign(changes, settingsChanges(before[key], after[key], path ? `${path}.${key}` : key));
    }
    return changes;
  }
  if (JSON.stringify(before ?? null) === JSON.stringify(after ?? null)) return {};
  return { [path]: { before: before ?? null, after: after ?? null } };
}

/**
 * Writes the settings `change` makes of the current ones, with its audit entry, in one transaction; answers
 * the settings now in force, and false for `changed` when nothing differs (nothing written, nothing audited).
 */
export async function updateShopSettings(
  db: Executor,
  by: AuditBy,
  change: (current: ShopSettings) => ShopSettings,
): Promise<{ settings: ShopSettings; changed: boolean }> {
  const result = await db.transaction(async (tx) => {
    // The row is locked, so two owners saving at once apply their changes one after the other.
    const [row] = await tx.select({ data: shopSettingsTable.data }).from(shopSettingsTable).where(eq(shopSettingsTable.id, 1)).for("update");
    const current = row ? overDefaults(DEMO_SHOP_SETTINGS, row.data) : DEMO_SHOP_SETTINGS;
    const next = change(structuredClone(current));
    const changes = settingsChanges(current, next);
    if (Object.keys(changes).length === 0) return { settings: current, changed: false };
    const now = new Date();
    await tx
      .insert(shopSettingsTable)
      .values({ id: 1, data: next, updatedAt: now })
      .onConflictDoUpdate({ target: shopSettingsTable.id, set: { data: next, updatedAt: now } });
    await recordAdminAction(tx, { ...by, action: "settings.update", target: { type: "settings", label: next.shopName }, changes, now });
    return { settings: next, changed: true };
  });
  // After the commit, so that no reader caches the old settings under the new version.
  if (result.changed) await bumpCatalogVersion(db);
  return result;
}
