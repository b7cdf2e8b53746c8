// The shop's own keys (signing links, hashing addresses), kept in the database's app_secrets so that every app
// server uses the same one: each is made (random, 32 bytes) by whichever server needs it first, then read.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { appSecrets } from "~/db/schema";

const keys = new WeakMap<object, Map<string, Promise<Buffer>>>();

/** The key named `name` of this database (read once per database handle; a failed read is tried again next time). */
export function appSecretKey(db: Executor, name: string): Promise<Buffer> {
  let byName = keys.get(db);
  if (!byName) {
    byName = new Map();
    keys.set(db, byName);
  }
  let key = byName.get(name);
  if (!key) {
    const known = byName;
    key = (async () => {
      await db
        .insert(appSecrets)
        .values({ name, value: randomBytes(32).toString("base64url") })
        .onConflictDoNothing();
      const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
      return Buffer.from(row.value, "base64url");
    })();
    key.catch(() => known.delete(name));
    byName.set(name, key);
  }
  return key;
}
