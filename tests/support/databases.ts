// Integration tests run against every database the shop supports: PGlite always, and a real PostgreSQL
// server when TEST_DATABASE_URL points at one (scripts/test-all.sh starts PostgreSQL 15 and sets it).
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe } from "vitest";
import { type Database, type DatabaseHandle, openDatabase } from "~/db/client.server";

export type DatabaseKind = "pglite" | "postgres";

export function availableDatabaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

/** A fresh, migrated, empty database of the given kind; drop it with the returned close(). */
export async function createTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === "pglite") return openDatabase({ kind: "pglite" });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const { default: pg } = await import("pg");
  const name = `shop_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 20 });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * Runs the same suite once per database kind. `getDb()` gives that suite's fresh database.
 * Usage: describeEachDatabase("catalogue", (getDb) => { it(..., async () => { const db = getDb(); }) })
 */
export function describeEachDatabase(title: string, suite: (getDb: () => Database, kind: DatabaseKind) => void) {
  for (const kind of availableDatabaseKinds()) {
    describe(`${title} [${kind}]`, () => {
      let handle: DatabaseHandle | undefined;
      beforeAll(async () => {
        handle = await createTestDatabase(kind);
      });
      afterAll(async () => {
        await handle?.close();
      });
      suite(() => {
        if (!handle) throw new Error("test database not ready");
        return handle.db;
      }, kind);
    });
  }
}
