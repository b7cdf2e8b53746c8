// Migrations: the committed drizzle/ folder, and how far a database has come along it.
import fs from "node:fs";
import path from "node:path";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { migrationsFolder } from "~/db/client.server";
import { qualified, type SqlConnection, type TableName } from "./sql-connection.server";

export interface CodeMigration {
  idx: number;
  tag: string;
  when: number;
  hash: string;
  statements: string[];
}

export function codeMigrations(folder = migrationsFolder()): CodeMigration[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as { entries: { idx: number; tag: string; when: number }[] };
  const files = readMigrationFiles({ migrationsFolder: folder });
  return journal.entries.map((entry, i) => ({ idx: entry.idx, tag: entry.tag, when: entry.when, hash: files[i].hash, statements: files[i].sql }));
}

export interface MigrationLevel {
  /** How many of the shop's migrations the database has (drizzle compares by the journal's `when`). */
  level: number;
  /** The database holds migrations this shop does not know: a newer version of the shop migrated it. */
  newer: boolean;
  /** Hashes recorded in the database, oldest first. */
  hashes: string[];
}

export async function readMigrationLevel(conn: SqlConnection, migrations: CodeMigration[]): Promise<MigrationLevel> {
  const [{ present }] = await conn.query<{ present: boolean }>(`SELECT to_regclass('"drizzle"."__drizzle_migrations"') IS NOT NULL AS present`);
  if (!present) return { level: 0, newer: false, hashes: [] };
  const rows = await conn.query<{ hash: string; created_at: string | null }>(
    `SELECT hash, created_at::text AS created_at FROM "drizzle"."__drizzle_migrations" ORDER BY created_at, id`,
  );
  const last = rows.reduce((max, row) => Math.max(max, Number(row.created_at ?? 0)), 0);
  const level = migrations.filter((m) => m.when <= last).length;
  const newest = migrations.at(-1)?.when ?? 0;
  return { level, newer: last > newest, hashes: rows.map((r) => r.hash) };
}

/** Runs migrations [from, to) inside the caller's transaction, recording them the way drizzle's migrator does. */
export async function applyMigrations(conn: SqlConnection, migrations: CodeMigration[], from: number, to: number): Promise<void> {
  if (from >= to) return;
  await conn.exec(`CREATE SCHEMA IF NOT EXISTS "drizzle"`);
  await conn.exec(`CREATE TABLE IF NOT EXISTS "drizzle"."__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`);
  for (const migration of migrations.slice(from, to)) {
    for (const statement of migration.statements) {
      if (statement.trim()) await conn.exec(statement);
    }
    await conn.query(`INSERT INTO "drizzle"."__drizzle_migrations" ("hash", "created_at") VALUES ($1, $2)`, [migration.hash, String(migration.when)]);
  }
}

export interface SnapshotObjects {
  tables: TableName[];
  enums: TableName[];
  sequences: TableName[];
  views: TableName[];
}

function splitName(key: string, value: { name?: string; schema?: string }): TableName {
  const dot = key.indexOf(".");
  return { schema: value.schema || (dot > 0 ? key.slice(0, dot) : "") || "public", name: value.name ?? key.slice(dot + 1) };
}

/** What the schema holds at a migration level, from drizzle-kit's snapshot of that migration. */
export function snapshotObjects(migrations: CodeMigration[], level: number, folder = migrationsFolder()): SnapshotObjects {
  if (level === 0) return { tables: [], enums: [], sequences: [], views: [] };
  const migration = migrations[level - 1];
  const file = path.join(folder, "meta", `${String(migration.idx).padStart(4, "0")}_snapshot.json`);
  if (!fs.existsSync(file)) throw new Error(`The migration snapshot ${file} is missing; it tells which tables ${migration.tag} leaves.`);
  const snapshot = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, Record<string, { name?: string; schema?: string }> | undefined>;
  const list = (key: string) => Object.entries(snapshot[key] ?? {}).map(([k, v]) => splitName(k, v));
  const byName = (a: TableName, b: TableName) => qualified(a).localeCompare(qualified(b));
  return { tables: list("tables").sort(byName), enums: list("enums"), sequences: list("sequences"), views: list("views") };
}
