// The databases tests get are copies of one migrated before the run (tests/support/global-setup.ts): each
// copy must be what migrating a new database gives, and copies must not share data.
import fs from "node:fs";
import { sql } from "drizzle-orm";
import { Header } from "tar";
import { describe, expect, inject, it } from "vitest";
import type { Database } from "~/db/client.server";
import { categories } from "~/db/schema";
import { availableDatabaseKinds, createTestDatabase } from "../support/databases";
import { idlePgliteDatabases } from "../support/pglite-pool";

const catalogQueries = {
  columns: sql`SELECT table_name, column_name, data_type, column_default, is_nullable FROM information_schema.columns WHERE table_schema = 'public' ORDER BY 1, 2`,
  indexes: sql`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY 1`,
  constraints: sql`SELECT conname, pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE connamespace = 'public'::regnamespace ORDER BY 1`,
  functions: sql`SELECT proname, pg_get_function_identity_arguments(oid) AS args FROM pg_proc WHERE pronamespace = 'public'::regnamespace ORDER BY 1, 2`,
  extensions: sql`SELECT extname, extversion FROM pg_extension ORDER BY 1`,
  migrations: sql`SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY id`,
  settings: sql`SELECT current_setting('shared_buffers') AS shared_buffers, current_setting('TimeZone') AS time_zone, show_trgm('kupa') AS trigrams`,
};

async function describeSchema(db: Database) {
  const description: Record<string, unknown> = {};
  for (const [name, query] of Object.entries(catalogQueries)) description[name] = ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
  return description;
}

for (const kind of availableDatabaseKinds()) {
  it(`a ${kind} test database has the schema, extensions and settings of a newly migrated one, and its own data`, async () => {
    const fresh = await createTestDatabase(kind, { copyTemplate: false });
    const first = await createTestDatabase(kind);
    const second = await createTestDatabase(kind);
    try {
      const expected = await describeSchema(fresh.db);
      expect(expected.migrations).not.toEqual([]);
      expect(await describeSchema(first.db)).toEqual(expected);
      await first.db.insert(categories).values({ name: "Kupalar", slug: "kupalar" });
      expect(await second.db.select().from(categories)).toEqual([]);
      expect(await describeSchema(second.db)).toEqual(expected);
    } finally {
      await Promise.all([fresh.close(), first.close(), second.close()]);
    }
  });
}

function tarPaths(file: string): string[] {
  const tar = fs.readFileSync(file);
  const paths: string[] = [];
  for (let offset = 0, header = new Header(tar, 0); !header.nullBlock; header = new Header(tar, offset)) {
    paths.push(header.path ?? "");
    offset += 512 + Math.ceil((header.size ?? 0) / 512) * 512;
  }
  return paths;
}

it("the in-memory PGlite template is the migrated data folder without template0 and template1, and a database from it vacuums and checkpoints", async () => {
  const full = tarPaths(inject("pgliteTemplateFile"));
  const inMemory = tarPaths(inject("pgliteInMemoryTemplateFile"));
  const templateFolders = full.filter((path) => /^\/?base\/(1|4)(\/|$)/.test(path));
  expect(templateFolders.length).toBeGreaterThan(500);
  expect(inMemory).toEqual(full.filter((path) => !templateFolders.includes(path)));
  const copy = await createTestDatabase("pglite");
  try {
    await copy.db.insert(categories).values({ name: "Kupalar", slug: "kupalar" });
    await copy.db.execute(sql`VACUUM ANALYZE`);
    await copy.db.execute(sql`CHECKPOINT`);
    expect(await copy.db.select({ slug: categories.slug }).from(categories)).toEqual([{ slug: "kupalar" }]);
  } finally {
    await copy.close();
  }
});

describe("in-memory PGlite databases handed out again (tests/support/pglite-pool.ts)", () => {
  const nextAuditSeq = sql`SELECT nextval(pg_get_serial_sequence('admin_audit_log', 'seq'))::int AS seq`;
  const firstRow = async (db: Database, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows[0];

  it("comes back as the template was: tables empty, sequences and settings reset; the old handle no longer works", async () => {
    const first = await createTestDatabase("pglite");
    await first.db.insert(categories).values({ name: "Kupalar", slug: "kupalar" });
    const startSeq = (await firstRow(first.db, nextAuditSeq)).seq;
    await firstRow(first.db, nextAuditSeq);
    await first.db.execute(sql`SET TimeZone = 'Pacific/Auckland'`);
    const timeZone = async (db: Database) => (await firstRow(db, sql`SELECT current_setting('TimeZone') AS zone`)).zone;
    const idleBefore = idlePgliteDatabases();
    await first.close();
    expect(idlePgliteDatabases()).toBe(idleBefore + 1);
    await expect(first.db.select().from(categories)).rejects.toMatchObject({ cause: new Error("PGlite is closed") });

    const second = await createTestDatabase("pglite");
    try {
      expect(idlePgliteDatabases()).toBe(idleBefore);
      expect(await second.db.select().from(categories)).toEqual([]);
      expect((await firstRow(second.db, nextAuditSeq)).seq).toBe(startSeq);
      expect(await timeZone(second.db)).not.toBe("Pacific/Auckland");
    } finally {
      await second.close();
    }
  });

  it("one whose schema a test changed is closed instead", async () => {
    const changed = await createTestDatabase("pglite");
    await changed.db.execute(sql`ALTER TABLE categories ADD COLUMN scratch integer`);
    const idleBefore = idlePgliteDatabases();
    await changed.close();
    expect(idlePgliteDatabases()).toBe(idleBefore);
    const next = await createTestDatabase("pglite");
    try {
      const columns = await next.db.execute(sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'categories'`);
      expect((columns as unknown as { rows: { column_name: string }[] }).rows.map((row) => row.column_name)).not.toContain("scratch");
    } finally {
      await next.close();
    }
  });
});
