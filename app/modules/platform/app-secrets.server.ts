// Keys the shop makes for itself and keeps in the database (app_secrets), so every app server signs and checks
// with the same one: the private-media links' key (docs/product.md#personal-photos), the review links' key
// (docs/product.md#reviews). Each is made on first use, random, 32 bytes.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { appSecrets } from "~/db/schema";

const keys = new WeakMap<object, Map<string, Promise<Buffer>>>();

/** The key named `name`: read from app_secrets, made there by whichever server needs it first; kept in memory per database. */
export function appSecretKey(db: Executor, name: string): Promise<Buffer> {
  let byName = keys.get(db);
  if (!byName) {
    byName = new Map();
    keys.set(db, byName);
  }
  let key = byName.get(name);
  if (!key) {
    key = (async () => {
      await db
        .insert(appSecrets)
        .values({ name, value: randomBytes(32).toString("base64url") })
        .onConflictDoNothing();
      const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
      return Buffer.from(row.value, "base64url");
    })();
    const cached = byName;
    key.catch(() => cached.delete(name));
    byName.set(name, key);
  }
  return key;
}
