// Backup, restore, and the copy from the embedded database to PostgreSQL (docs/operations.md).
//
// A backup is one .tar.gz holding a logical dump of every table (one JSON object per row and line, in
// foreign-key order, written by the database itself with row_to_json so PGlite and PostgreSQL produce the
// same bytes), the uploads and outbox folders, and manifest.json (time, shop version, migration level,
// row counts, SHA-256 of every file). Nothing depends on pg_dump or on one database's file format, so a
// backup of either database restores into either.
//
// Restoring checks the whole archive first, then in ONE transaction: brings the schema to the backup's
// migration level, empties the tables, loads the rows, resets sequences, reads every table back and
// compares it with the archive, migrates on to the shop's current level, moves the catalogue version on
// (so that servers still running on the database drop their caches), and only then commits. The
// folders are swapped in afterwards (extracted beside them, then renamed). The embedded database is
// never opened while a shop process holds DATA_DIR/shop.lock.
//
// With object storage (S3_BUCKET) the archive is the same: its uploads folder holds the bucket's original
// images (downloaded; the variants are made again from them), and a restore copies them back into the
// bucket (checked, identical objects skipped) instead of replacing DATA_DIR/uploads. Objects that are not
// in the archive are left in the bucket.
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { fileURLToPath } from "node:url";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { z } from "zod";
import { migrationsFolder } from "~/db/client.server";
import { acquireDataDirLock, DataDirLockedError } from "~/db/data-dir-lock.server";
import { checkBucketReadable, copyUploadsToBucket, describeBucket, downloadOriginals } from "~/modules/media/copy-to-bucket.server";
import type { S3FileStorage } from "~/modules/media/s3-storage.server";
import { ArchiveFormatError, extractTarGz, isSafeArchivePath, writeTarGz } from "./tar.server";

export const ARCHIVE_FORMAT = "surpriz-hediye-backup";
export const ARCHIVE_VERSION = 1;
/** The folders of DATA_DIR that a backup carries. The media cache is rebuilt on demand and left out. */
export const BACKED_UP_FOLDERS = ["uploads", "outbox"] as const;
const MANIFEST = "manifest.json";
const FETCH_ROWS = 500;
const INSERT_ROWS = 500;
const INSERT_BYTES = 4 * 1024 * 1024;

/** A refusal the operator can act on (stop the shop, pass --yes, use an empty database…); nothing was changed. */
export class OperationRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OperationRefusedError";
  }
}

/** The archive is damaged, incomplete or not a shop backup; nothing was changed. */
export class InvalidBackupError extends OperationRefusedError {
  constructor(message: string) {
    super(message);
    this.name = "InvalidBackupError";
  }
}

export type DatabaseLocation = { kind: "pglite"; dir: string } | { kind: "postgres"; url: string };

/** Where the shop's database is for this configuration: DATABASE_URL, or DATA_DIR/pglite. */
export function databaseLocation(config: { DATABASE_URL?: string; DATA_DIR: string }): DatabaseLocation {
  return config.DATABASE_URL ? { kind: "postgres", url: config.DATABASE_URL } : { kind: "pglite", dir: embeddedDatabaseDir(config.DATA_DIR) };
}

export function embeddedDatabaseDir(dataDir: string): string {
  return path.join(path.resolve(dataDir), "pglite");
}

/** A PostgreSQL URL with its password hidden, for messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparsable URL)";
  }
}

// ---------------------------------------------------------------------------------------------------------
// One plain connection, PGlite or PostgreSQL, with explicit transactions (this process is its only user).

export interface SqlConnection {
  kind: "pglite" | "postgres";
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** One or more statements without parameters. */
  exec(text: string): Promise<void>;
  close(): Promise<void>;
}

/** Output that reads back the same on every server: UTC times, shortest exact floats, hex bytea. */
const SESSION_SETTINGS =
  "SET TimeZone = 'UTC'; SET DateStyle = 'ISO, YMD'; SET IntervalStyle = 'postgres'; SET extra_float_digits = 3; SET bytea_output = 'hex'";

export async function connect(location: DatabaseLocation, { create = false } = {}): Promise<SqlConnection> {
  let connection: SqlConnection;
  if (location.kind === "postgres") {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: location.url });
    client.on("error", () => {});
    try {
      await client.connect();
    } catch (error) {
      throw new OperationRefusedError(`Cannot connect to PostgreSQL at ${redactUrl(location.url)}: ${(error as Error).message}`);
    }
    connection = {
      kind: "postgres",
      async query<Row>(text: string, params?: unknown[]) {
        return (await client.query(text, params)).rows as Row[];
      },
      async exec(text: string) {
        await client.query(text);
      },
      close: () => client.end(),
    };
  } else {
    if (!create && !fs.existsSync(path.join(location.dir, "PG_VERSION"))) {
      throw new OperationRefusedError(`There is no embedded database in ${location.dir} (has the shop ever started with this DATA_DIR?).`);
    }
    const { PGlite } = await import("@electric-sql/pglite");
    const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
    const client = new PGlite({ dataDir: location.dir, extensions: { pg_trgm } });
    await client.waitReady;
    connection = {
      kind: "pglite",
      async query<Row>(text: string, params?: unknown[]) {
        return (await client.query<Row>(text, params)).rows;
      },
      async exec(text: string) {
        await client.exec(text);
      },
      close: () => client.close(),
    };
  }
  try {
    await connection.exec(SESSION_SETTINGS);
  } catch (error) {
    await connection.close();
    throw error;
  }
  return connection;
}

async function inTransaction<T>(conn: SqlConnection, begin: string, work: () => Promise<T>): Promise<T> {
  await conn.exec(begin);
  try {
    const result = await work();
    await conn.exec("COMMIT");
    return result;
  } catch (error) {
    await conn.exec("ROLLBACK").catch(() => {});
    throw error;
  }
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export interface TableName {
  schema: string;
  name: string;
}

function qualified(table: TableName): string {
  return `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`;
}

// ---------------------------------------------------------------------------------------------------------
// Migrations: the committed drizzle/ folder, and how far a database has come along it.

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

interface SnapshotObjects {
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

// ---------------------------------------------------------------------------------------------------------
// Tables: their columns and keys from the catalogue, in the order rows can be inserted.

export interface ColumnInfo {
  name: string;
  type: string;
}

export interface TableInfo extends TableName {
  columns: ColumnInfo[];
  primaryKey: string[];
}

async function tableExists(conn: SqlConnection, table: TableName): Promise<boolean> {
  const [{ present }] = await conn.query<{ present: boolean }>(`SELECT to_regclass($1) IS NOT NULL AS present`, [qualified(table)]);
  return present;
}

async function describeTable(conn: SqlConnection, table: TableName): Promise<TableInfo & { oid: string }> {
  const [{ oid }] = await conn.query<{ oid: string }>(`SELECT $1::regclass::oid::text AS oid`, [qualified(table)]);
  const columns = await conn.query<ColumnInfo>(
    `SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
     WHERE attrelid = $1::oid AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
    [oid],
  );
  const primaryKey = await conn.query<{ name: string }>(
    `SELECT a.attname AS name FROM pg_index i
     CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord)
     JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
     WHERE i.indrelid = $1::oid AND i.indisprimary ORDER BY k.ord`,
    [oid],
  );
  return { ...table, oid, columns, primaryKey: primaryKey.map((r) => r.name) };
}

/** The tables with their columns, parents before children (foreign keys), ties by name. */
export async function describeTables(conn: SqlConnection, tables: TableName[]): Promise<TableInfo[]> {
  const described: (TableInfo & { oid: string })[] = [];
  for (const table of tables) {
    if (!(await tableExists(conn, table))) {
      throw new Error(`The table ${qualified(table)} is missing although the database's migrations created it.`);
    }
    described.push(await describeTable(conn, table));
  }
  const edges = await conn.query<{ child: string; parent: string }>(
    `SELECT conrelid::oid::text AS child, confrelid::oid::text AS parent FROM pg_constraint WHERE contype = 'f'`,
  );
  const byOid = new Map(described.map((t) => [t.oid, t]));
  const parents = new Map<string, Set<string>>(described.map((t) => [t.oid, new Set<string>()]));
  for (const { child, parent } of edges) {
    if (child !== parent && byOid.has(child) && byOid.has(parent)) parents.get(child)?.add(parent);
  }
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  while (ordered.length < described.length) {
    const ready = described.filter((t) => !placed.has(t.oid) && [...(parents.get(t.oid) ?? [])].every((p) => placed.has(p)));
    // A cycle of foreign keys cannot be ordered; take the rest by name (the load then fails loudly).
    const next = ready.length ? ready : described.filter((t) => !placed.has(t.oid));
    for (const table of next) {
      placed.add(table.oid);
      const { oid: _oid, ...info } = table;
      ordered.push(info);
    }
  }
  return ordered;
}

// ---------------------------------------------------------------------------------------------------------
// Dumping and loading rows.

/**
 * Streams a table's rows as JSON lines, ordered by primary key (as text, in the "C" collation, so every
 * server gives the same order). Needs an open transaction (it uses a cursor).
 */
export async function dumpTableRows(conn: SqlConnection, table: TableInfo, onLines: (lines: string[]) => Promise<void> | void): Promise<number> {
  const columns = table.columns.map((c) => quoteIdent(c.name)).join(", ");
  const order = table.primaryKey.length
    ? table.primaryKey.map((c) => `x.${quoteIdent(c)}::text COLLATE "C"`).join(", ")
    : `row_to_json(x)::text COLLATE "C"`;
  await conn.exec(
    `DECLARE shop_backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(x)::text AS j FROM (SELECT ${columns} FROM ${qualified(table)}) x ORDER BY ${order}`,
  );
  let count = 0;
  try {
    for (;;) {
      const rows = await conn.query<{ j: string }>(`FETCH FORWARD ${FETCH_ROWS} FROM shop_backup_rows`);
      if (rows.length === 0) break;
      count += rows.length;
      await onLines(rows.map((r) => r.j));
    }
  } finally {
    await conn.exec("CLOSE shop_backup_rows");
  }
  return count;
}

export interface TableDump extends TableInfo {
  /** The file inside the archive, e.g. db/03-products.jsonl */
  file: string;
  rows: number;
  bytes: number;
  sha256: string;
}

async function dumpTableToFile(conn: SqlConnection, table: TableInfo, file: string, archiveName: string): Promise<TableDump> {
  const hash = createHash("sha256");
  let bytes = 0;
  const handle = await fs.promises.open(file, "wx", 0o600);
  try {
    const rows = await dumpTableRows(conn, table, async (lines) => {
      const chunk = Buffer.from(`${lines.join("\n")}\n`, "utf8");
      hash.update(chunk);
      bytes += chunk.length;
      await handle.write(chunk);
    });
    return { ...table, file: archiveName, rows, bytes, sha256: hash.digest("hex") };
  } finally {
    await handle.close();
  }
}

/** SHA-256 and row count of a table as it would be dumped (to compare a loaded table with its file). */
async function tableDigest(conn: SqlConnection, table: TableInfo): Promise<{ rows: number; sha256: string; bytes: number }> {
  const hash = createHash("sha256");
  let bytes = 0;
  const rows = await dumpTableRows(conn, table, (lines) => {
    const chunk = Buffer.from(`${lines.join("\n")}\n`, "utf8");
    hash.update(chunk);
    bytes += chunk.length;
  });
  return { rows, sha256: hash.digest("hex"), bytes };
}

export interface DatabaseDump {
  level: number;
  hashes: string[];
  server: string;
  tables: TableDump[];
}

/** Dumps every table of the shop into `dir` (db/NN-name.jsonl) from one consistent snapshot. */
export async function dumpDatabase(conn: SqlConnection, dir: string, migrations = codeMigrations()): Promise<DatabaseDump> {
  await fs.promises.mkdir(path.join(dir, "db"), { recursive: true });
  return inTransaction(conn, "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", async () => {
    const { level, newer, hashes } = await readMigrationLevel(conn, migrations);
    if (newer) throw new OperationRefusedError("The database was migrated by a newer version of the shop than this one; back it up with that version.");
    if (level === 0) throw new OperationRefusedError("The database holds no shop tables yet (the shop has never started on it).");
    const tables = await describeTables(conn, snapshotObjects(migrations, level).tables);
    const [{ version }] = await conn.query<{ version: string }>("SELECT version() AS version");
    const dumps: TableDump[] = [];
    for (const [i, table] of tables.entries()) {
      const archiveName = `db/${String(i + 1).padStart(2, "0")}-${table.schema === "public" ? "" : `${table.schema}.`}${table.name}.jsonl`;
      dumps.push(await dumpTableToFile(conn, table, path.join(dir, ...archiveName.split("/")), archiveName));
    }
    return { level, hashes, server: version, tables: dumps };
  });
}

async function* readLines(file: string): AsyncGenerator<string> {
  const lines = readline.createInterface({ input: fs.createReadStream(file, { encoding: "utf8" }), crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) if (line !== "") yield line;
}

/** Inserts a table's JSON lines, in batches, letting the database convert every value (exact types, ids kept). */
async function loadTableRows(conn: SqlConnection, table: TableDump, file: string): Promise<number> {
  const columns = table.columns.map((c) => quoteIdent(c.name)).join(", ");
  const statement = `INSERT INTO ${qualified(table)} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM json_populate_recordset(NULL::${qualified(table)}, $1::json)`;
  let batch: string[] = [];
  let batchBytes = 0;
  let count = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await conn.query(statement, [`[${batch.join(",")}]`]);
    count += batch.length;
    batch = [];
    batchBytes = 0;
  };
  for await (const line of readLines(file)) {
    batch.push(line);
    batchBytes += line.length;
    if (batch.length >= INSERT_ROWS || batchBytes >= INSERT_BYTES) await flush();
  }
  await flush();
  return count;
}

/** Sets every serial or identity sequence of the table past its largest value. */
async function resetSequences(conn: SqlConnection, table: TableInfo): Promise<void> {
  const sequences = await conn.query<{ column: string; sequence: string }>(
    `SELECT attname AS column, pg_get_serial_sequence($1, attname) AS sequence FROM pg_attribute
     WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND pg_get_serial_sequence($1, attname) IS NOT NULL`,
    [qualified(table)],
  );
  for (const { column, sequence } of sequences) {
    await conn.query(`SELECT setval($1::regclass, COALESCE((SELECT max(${quoteIdent(column)}) FROM ${qualified(table)}), 0) + 1, false)`, [sequence]);
  }
}

/** Rows in each of the tables (those that exist), for "is it empty" and for checking a copy. */
export async function countRows(conn: SqlConnection, tables: TableName[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const table of tables) {
    if (!(await tableExists(conn, table))) continue;
    const [{ n }] = await conn.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${qualified(table)}`);
    counts.set(tableLabel(table), n);
  }
  return counts;
}

function tableLabel(table: TableName): string {
  return table.schema === "public" ? table.name : `${table.schema}.${table.name}`;
}

/** The database's state before a restore or copy. */
export async function inspectTarget(conn: SqlConnection, migrations: CodeMigration[]) {
  const level = await readMigrationLevel(conn, migrations);
  if (level.newer) {
    throw new OperationRefusedError("The target database was migrated by a newer version of the shop than this one; restore with that version.");
  }
  const counts = await countRows(conn, snapshotObjects(migrations, level.level).tables);
  const rows = [...counts.values()].reduce((a, b) => a + b, 0);
  return { level: level.level, rows, counts };
}

/**
 * Replaces the database's contents with a dump, in one transaction: schema to the dump's migration level
 * (dropping the shop's objects first when the database is further along), empty the tables, load, reset
 * sequences, compare every table with its file, migrate to the shop's level, commit.
 */
export async function replaceDatabaseContents(
  conn: SqlConnection,
  dump: { level: number; tables: TableDump[] },
  dir: string,
  migrations = codeMigrations(),
): Promise<void> {
  if (dump.level > migrations.length) {
    throw new OperationRefusedError(
      `The backup was made at migration level ${dump.level}, but this shop only knows ${migrations.length} migrations: upgrade the shop first.`,
    );
  }
  await inTransaction(conn, "BEGIN", async () => {
    const versionBefore = await catalogVersionOf(conn);
    let { level } = await readMigrationLevel(conn, migrations);
    if (level > dump.level) {
      // The database is further along than the backup: rebuild the schema from scratch at the backup's level.
      const objects = snapshotObjects(migrations, level);
      for (const view of objects.views) await conn.exec(`DROP VIEW IF EXISTS ${qualified(view)} CASCADE`);
      for (const table of objects.tables) await conn.exec(`DROP TABLE IF EXISTS ${qualified(table)} CASCADE`);
      for (const sequence of objects.sequences) await conn.exec(`DROP SEQUENCE IF EXISTS ${qualified(sequence)} CASCADE`);
      for (const type of objects.enums) await conn.exec(`DROP TYPE IF EXISTS ${qualified(type)} CASCADE`);
      await conn.exec(`DELETE FROM "drizzle"."__drizzle_migrations"`);
      level = 0;
    }
    await applyMigrations(conn, migrations, level, dump.level);

    const expected = snapshotObjects(migrations, dump.level).tables.map(tableLabel).sort();
    const inDump = dump.tables.map(tableLabel).sort();
    if (JSON.stringify(expected) !== JSON.stringify(inDump)) {
      throw new InvalidBackupError(`The backup's tables (${inDump.join(", ")}) are not those of its migration level (${expected.join(", ")}).`);
    }
    for (const table of dump.tables) {
      const actual = await describeTable(conn, table);
      const shape = (columns: ColumnInfo[]) => columns.map((c) => `${c.name} ${c.type}`).join(", ");
      if (shape(actual.columns) !== shape(table.columns)) {
        throw new InvalidBackupError(`The columns of ${tableLabel(table)} in the backup do not match the schema at its migration level.`);
      }
    }

    if (dump.tables.length) await conn.exec(`TRUNCATE ${dump.tables.map(qualified).join(", ")}`);
    for (const table of dump.tables) {
      const loaded = await loadTableRows(conn, table, path.join(dir, ...table.file.split("/")));
      if (loaded !== table.rows) throw new InvalidBackupError(`${table.file} holds ${loaded} rows, the manifest says ${table.rows}.`);
      await resetSequences(conn, table);
    }
    for (const table of dump.tables) {
      const digest = await tableDigest(conn, table);
      if (digest.rows !== table.rows || digest.sha256 !== table.sha256) {
        throw new Error(
          `Table ${tableLabel(table)} does not read back as it was saved (${digest.rows} rows, expected ${table.rows}); nothing was changed.`,
        );
      }
    }
    await applyMigrations(conn, migrations, dump.level, migrations.length);
    if (versionBefore !== null) await moveCatalogVersionPast(conn, versionBefore);
  });
}

/** The catalogue version a shop's servers see (0 without a row), or null when there is no such table yet. */
async function catalogVersionOf(conn: SqlConnection): Promise<number | null> {
  const [table] = await conn.query<{ present: boolean }>("SELECT to_regclass('public.catalog_version') IS NOT NULL AS present");
  if (!table?.present) return null;
  const [row] = await conn.query<{ version: string | number }>("SELECT version FROM catalog_version WHERE id = 1");
  return row ? Number(row.version) : 0;
}

/**
 * Servers running on the database keep catalogue reads per catalogue version (docs/decisions/0008): a
 * restored catalogue gets a version past both the backup's and the one they last saw, so they drop them.
 */
async function moveCatalogVersionPast(conn: SqlConnection, versionBefore: number): Promise<void> {
  await conn.query(
    `INSERT INTO catalog_version (id, version, changed_at) VALUES (1, $1::bigint + 1, now())
     ON CONFLICT (id) DO UPDATE SET version = GREATEST(catalog_version.version, $1::bigint) + 1, changed_at = now()`,
    [versionBefore],
  );
}

// ---------------------------------------------------------------------------------------------------------
// The archive: manifest, folders, checks.

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);
const safePath = z.string().refine(isSafeArchivePath, "unsafe path");
const ManifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.number().int(),
  createdAt: z.string(),
  shop: z.object({ name: z.string(), version: z.string() }),
  database: z.object({ kind: z.enum(["pglite", "postgres"]), server: z.string() }),
  migrations: z.object({
    level: z.number().int().min(1),
    tag: z.string(),
    applied: z.array(z.object({ tag: z.string(), when: z.number(), hash: z.string() })),
  }),
  tables: z.array(
    z.object({
      schema: z.string().min(1),
      name: z.string().min(1),
      file: safePath,
      columns: z.array(z.object({ name: z.string().min(1), type: z.string().min(1) })).min(1),
      primaryKey: z.array(z.string()),
      rows: z.number().int().min(0),
      bytes: z.number().int().min(0),
      sha256: sha256Hex,
    }),
  ),
  folders: z.array(z.enum(BACKED_UP_FOLDERS)),
  directories: z.array(safePath),
  files: z.array(z.object({ path: safePath, size: z.number().int().min(0), sha256: sha256Hex })),
});
export type BackupManifest = z.infer<typeof ManifestSchema>;

export function shopPackage(): { name: string; version: string } {
  const starts = [path.dirname(fileURLToPath(import.meta.url)), process.cwd()];
  for (const start of starts) {
    let dir = start;
    for (let i = 0; i < 8; i++) {
      const file = path.join(dir, "package.json");
      if (fs.existsSync(file)) {
        const pkg = JSON.parse(fs.readFileSync(file, "utf8")) as { name?: string; version?: string };
        if (pkg.name && fs.existsSync(path.join(dir, "drizzle"))) return { name: pkg.name, version: pkg.version ?? "unknown" };
      }
      dir = path.dirname(dir);
    }
  }
  return { name: "shop", version: "unknown" };
}

/** `shop-YYYYMMDD-HHMMSS.tar.gz` in UTC. */
export function defaultBackupName(now = new Date()): string {
  const iso = now.toISOString();
  return `shop-${iso.slice(0, 10).replace(/-/g, "")}-${iso.slice(11, 19).replace(/:/g, "")}.tar.gz`;
}

export function defaultBackupPath(dataDir: string, now = new Date()): string {
  return path.join(path.resolve(dataDir), "backups", defaultBackupName(now));
}

/** Files and folders under DATA_DIR/{folder}, sorted; names starting with a dot (temporary files) are left out. */
async function walkFolder(root: string, prefix: string): Promise<{ directories: string[]; files: { name: string; source: string }[] }> {
  const directories: string[] = [];
  const files: { name: string; source: string }[] = [];
  async function visit(dir: string, name: string) {
    let entries: fs.Dirent[];
    try {
      entries = await fs.promises.readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (entry.name.startsWith(".")) continue;
      const child = `${name}/${entry.name}`;
      if (entry.isDirectory()) {
        directories.push(child);
        await visit(path.join(dir, entry.name), child);
      } else if (entry.isFile()) {
        files.push({ name: child, source: path.join(dir, entry.name) });
      }
    }
  }
  await visit(root, prefix);
  return { directories, files };
}

/** Hard-links `source` to `target`, or copies it where a link is impossible; false if `source` is gone. */
async function linkOrCopy(source: string, target: string): Promise<boolean> {
  try {
    await fs.promises.link(source, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return false;
    if (code !== "EXDEV" && code !== "EPERM" && code !== "EMLINK") throw error;
    try {
      await fs.promises.copyFile(source, target, fs.constants.COPYFILE_EXCL);
    } catch (copyError) {
      if ((copyError as NodeJS.ErrnoException).code === "ENOENT") return false;
      throw copyError;
    }
  }
  return true;
}

async function sizeAndSha256(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of fs.createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest("hex") };
}

/** Staging folders of a restore or copy that was killed; safe to remove while we hold DATA_DIR's lock. */
async function removeStaleStaging(dataDir: string) {
  for (const name of await fs.promises.readdir(dataDir)) {
    if (/^\.(restore|copy)-[A-Za-z0-9]{6}$/.test(name)) await fs.promises.rm(path.join(dataDir, name), { recursive: true, force: true });
  }
}

function lockedMessage(error: DataDirLockedError, what: string): string {
  return (
    `${error.message}\n` +
    `${what} needs the shop stopped while it uses the embedded database (two processes must never open it). ` +
    "Stop the shop (e.g. `systemctl stop shop` or Ctrl+C), run the command again, then start the shop; it takes seconds. " +
    "With PostgreSQL (DATABASE_URL) backups run while the shop keeps serving."
  );
}

function takeLock(dataDir: string, what: string) {
  try {
    return acquireDataDirLock(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new OperationRefusedError(lockedMessage(error, what));
    throw error;
  }
}

export interface BackupOptions {
  dataDir: string;
  database: DatabaseLocation;
  /** The archive to write; defaults to DATA_DIR/backups/shop-YYYYMMDD-HHMMSS.tar.gz. Never overwritten. */
  out?: string;
  now?: Date;
  log?: (message: string) => void;
  /** Object storage (S3_BUCKET): the archive's uploads come from this bucket instead of DATA_DIR/uploads. */
  bucket?: S3FileStorage | null;
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

/** Writes one .tar.gz with every table, the migration level, the folders and a manifest with checksums. */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const log = options.log ?? (() => {});
  const dataDir = path.resolve(options.dataDir);
  const now = options.now ?? new Date();
  const out = path.resolve(options.out ?? defaultBackupPath(dataDir, now));
  if (fs.existsSync(out)) throw new OperationRefusedError(`${out} already exists; choose another name with --out.`);

  // The embedded database may only be opened by one process: hold the lock for the whole backup.
  const lock = options.database.kind === "pglite" ? takeLock(dataDir, "Backing up") : null;
  let staging: string | null = null;
  let partial: string | null = null;
  try {
    if (options.database.kind === "pglite" && !fs.existsSync(path.join(options.database.dir, "PG_VERSION"))) {
      throw new OperationRefusedError(`There is no embedded database in ${options.database.dir} (has the shop ever started with this DATA_DIR?).`);
    }
    await fs.promises.mkdir(path.dirname(out), { recursive: true, mode: 0o700 });
    staging = await fs.promises.mkdtemp(path.join(path.dirname(out), ".shop-backup-"));
    const migrations = codeMigrations();
    log(`Reading the ${options.database.kind === "pglite" ? "embedded database" : `PostgreSQL database ${redactUrl(options.database.url)}`}…`);
    const conn = await connect(options.database);
    let dump: DatabaseDump;
    try {
      dump = await dumpDatabase(conn, staging, migrations);
    } finally {
      await conn.close();
    }

    // The archive is written from the staging folder: the table files are there already, and each file
    // of the backed-up folders joins them as a hard link (a copy across file systems), so the bytes the
    // manifest's checksum describes are the bytes archived even if the shop replaces the file meanwhile
    // (uploads and outbox files are only ever replaced by rename, never rewritten in place).
    log("Writing the archive…");
    const names: string[] = ["db", ...dump.tables.map((table) => table.file)];
    const files: BackupManifest["files"] = [];
    const directories: string[] = [];
    for (const folder of BACKED_UP_FOLDERS) {
      await fs.promises.mkdir(path.join(staging, folder), { recursive: true });
      names.push(folder);
      let source = path.join(dataDir, folder);
      if (folder === "uploads" && options.bucket) {
        log(`Downloading the images from ${describeBucket(options.bucket)}…`);
        // Into a hidden folder of the staging area (not archived itself), then archived like DATA_DIR/uploads.
        source = path.join(staging, ".bucket-uploads");
        await downloadOriginals(options.bucket, source);
      }
      const walked = await walkFolder(source, folder);
      for (const dir of walked.directories) {
        await fs.promises.mkdir(path.join(staging, ...dir.split("/")), { recursive: true });
        names.push(dir);
        directories.push(dir);
      }
      for (const file of walked.files) {
        const staged = path.join(staging, ...file.name.split("/"));
        // Deleted between listing and staging (an admin removed an image): it is not in the backup.
        if (!(await linkOrCopy(file.source, staged))) continue;
        names.push(file.name);
        files.push({ path: file.name, ...(await sizeAndSha256(staged)) });
      }
    }
    const migrationsApplied = migrations.slice(0, dump.level);
    const manifest: BackupManifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt: now.toISOString(),
      shop: shopPackage(),
      database: { kind: options.database.kind, server: dump.server },
      migrations: {
        level: dump.level,
        tag: migrationsApplied.at(-1)?.tag ?? "",
        applied: migrationsApplied.map((m) => ({ tag: m.tag, when: m.when, hash: m.hash })),
      },
      tables: dump.tables.map(({ schema, name, file, columns, primaryKey, rows, bytes, sha256 }) => ({
        schema,
        name,
        file,
        columns,
        primaryKey,
        rows,
        bytes,
        sha256,
      })),
      folders: [...BACKED_UP_FOLDERS],
      directories,
      files,
    };
    await fs.promises.writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, "utf8");
    names.push(MANIFEST);
    partial = `${out}.${randomBytes(4).toString("hex")}.partial`;
    await writeTarGz(partial, staging, names);
    await fs.promises.rename(partial, out);
    partial = null;
    const bytes = (await fs.promises.stat(out)).size;
    return { file: out, bytes, manifest };
  } finally {
    if (partial) await fs.promises.rm(partial, { force: true }).catch(() => {});
    if (staging) await fs.promises.rm(staging, { recursive: true, force: true }).catch(() => {});
    lock?.release();
  }
}

/**
 * Extracts an archive into `dir` and checks it completely: a shop backup of a known version, every file
 * listed with its size and SHA-256, nothing extra, every table file's line count. Throws InvalidBackupError.
 */
export async function extractAndVerify(file: string, dir: string): Promise<BackupManifest> {
  if (!fs.existsSync(file)) throw new OperationRefusedError(`${file} does not exist.`);
  let entries: Awaited<ReturnType<typeof extractTarGz>>;
  try {
    entries = await extractTarGz(file, dir);
  } catch (error) {
    if (error instanceof ArchiveFormatError) throw new InvalidBackupError(`${file} is not a readable backup: ${error.message}`);
    throw error;
  }
  const manifestPath = path.join(dir, MANIFEST);
  if (!fs.existsSync(manifestPath)) throw new InvalidBackupError(`${file} has no ${MANIFEST}: it is not a shop backup.`);
  let raw: unknown;
  try {
    raw = JSON.parse(await fs.promises.readFile(manifestPath, "utf8"));
  } catch {
    throw new InvalidBackupError(`${MANIFEST} in ${file} is not valid JSON.`);
  }
  const format = (raw as { format?: unknown; version?: unknown } | null) ?? {};
  if (format.format !== ARCHIVE_FORMAT) throw new InvalidBackupError(`${file} is not a shop backup (${MANIFEST} names no "${ARCHIVE_FORMAT}").`);
  if (typeof format.version === "number" && format.version > ARCHIVE_VERSION) {
    throw new InvalidBackupError(`${file} was written by a newer version of the shop (archive format ${format.version}); restore it with that version.`);
  }
  const parsed = ManifestSchema.safeParse(raw);
  if (!parsed.success) throw new InvalidBackupError(`${MANIFEST} in ${file} is damaged: ${parsed.error.issues[0]?.path.join(".")} ${parsed.error.issues[0]?.message}`);
  const manifest = parsed.data;

  const extracted = new Map(entries.filter((e) => e.type === "file").map((e) => [e.path, e]));
  const expected = new Map<string, { size: number; sha256: string }>();
  for (const table of manifest.tables) {
    if (!table.file.startsWith("db/")) throw new InvalidBackupError(`${MANIFEST} names a table file outside db/: ${table.file}`);
    expected.set(table.file, { size: table.bytes, sha256: table.sha256 });
  }
  for (const entry of manifest.files) {
    if (!manifest.folders.some((folder) => entry.path.startsWith(`${folder}/`))) {
      throw new InvalidBackupError(`${MANIFEST} names a file outside the backed-up folders: ${entry.path}`);
    }
    expected.set(entry.path, { size: entry.size, sha256: entry.sha256 });
  }
  const problems: string[] = [];
  for (const [name, want] of expected) {
    const got = extracted.get(name);
    if (!got) problems.push(`${name} is missing`);
    else if (got.size !== want.size || got.sha256 !== want.sha256) problems.push(`${name} does not match its checksum`);
  }
  for (const name of extracted.keys()) {
    if (name !== MANIFEST && !expected.has(name)) problems.push(`${name} is not listed in ${MANIFEST}`);
  }
  for (const directory of manifest.directories) {
    if (!manifest.folders.some((folder) => directory.startsWith(`${folder}/`))) problems.push(`directory ${directory} is outside the backed-up folders`);
  }
  if (problems.length) {
    const shown = problems.slice(0, 5).join("; ") + (problems.length > 5 ? `; and ${problems.length - 5} more` : "");
    throw new InvalidBackupError(`${file} is damaged, nothing was changed: ${shown}.`);
  }
  return manifest;
}

export interface RestoreOptions {
  file: string;
  dataDir: string;
  database: DatabaseLocation;
  /** Replace a database that already holds rows. */
  yes?: boolean;
  log?: (message: string) => void;
  /** Object storage (S3_BUCKET): the archive's images are copied into this bucket; DATA_DIR/uploads is left alone. */
  bucket?: S3FileStorage | null;
  /** With `bucket`: also make every variant the bucket lacks (MEDIA_PUBLIC_URL). */
  makeMissingVariants?: boolean;
}

export interface RestoreResult {
  manifest: BackupManifest;
  rows: number;
  files: number;
  /** Rows the database held before (replaced). */
  replacedRows: number;
  /** With object storage: images copied into the bucket, and those it held already. */
  bucket?: { copied: number; skipped: number; variantsMade: number };
}

/** Restores a backup into the configured database and DATA_DIR (see the file comment). */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const log = options.log ?? (() => {});
  const dataDir = path.resolve(options.dataDir);
  const file = path.resolve(options.file);
  if (!fs.existsSync(file)) throw new OperationRefusedError(`${file} does not exist.`);
  await fs.promises.mkdir(dataDir, { recursive: true });
  // Held for the whole restore: the embedded database and the folders are swapped under it.
  const lock = takeLock(dataDir, "Restoring");
  let staging: string | null = null;
  try {
    await removeStaleStaging(dataDir);
    staging = await fs.promises.mkdtemp(path.join(dataDir, ".restore-"));
    const archiveDir = path.join(staging, "archive");
    await fs.promises.mkdir(archiveDir);
    log(`Checking ${file}…`);
    const manifest = await extractAndVerify(file, archiveDir);
    const migrations = codeMigrations();
    if (manifest.migrations.level > migrations.length) {
      throw new OperationRefusedError(
        `The backup was made by a newer shop (migration ${manifest.migrations.tag}); this one knows ${migrations.length} migrations. Upgrade the shop first.`,
      );
    }
    for (const [i, applied] of manifest.migrations.applied.entries()) {
      if (migrations[i]?.when !== applied.when) {
        throw new OperationRefusedError(`The backup's migration ${applied.tag} is not this shop's migration ${migrations[i]?.tag ?? "(none)"}.`);
      }
    }

    if (options.bucket) {
      // Before anything changes: a wrong bucket setting must not leave a restored database without its images.
      await checkBucketReadable(options.bucket).catch((error: Error) => {
        throw new OperationRefusedError(error.message);
      });
    }
    const conn = await connect(options.database, { create: true });
    let replacedRows = 0;
    try {
      const target = await inspectTarget(conn, migrations);
      replacedRows = target.rows;
      if (target.rows > 0 && !options.yes) {
        const where = options.database.kind === "pglite" ? `the embedded database in ${options.database.dir}` : `PostgreSQL ${redactUrl(options.database.url)}`;
        throw new OperationRefusedError(
          `${where} already holds ${target.rows} row${target.rows === 1 ? "" : "s"}. Restoring replaces all of them and the uploads with the backup of ${manifest.createdAt}. ` +
            "Run again with --yes to do that.",
        );
      }
      log(`Loading ${manifest.tables.reduce((n, t) => n + t.rows, 0)} rows into ${options.database.kind === "pglite" ? "the embedded database" : "PostgreSQL"}…`);
      await replaceDatabaseContents(
        conn,
        { level: manifest.migrations.level, tables: manifest.tables.map((t) => ({ ...t })) },
        archiveDir,
        migrations,
      );
    } finally {
      await conn.close();
    }

    let bucket: RestoreResult["bucket"];
    if (options.bucket && manifest.folders.includes("uploads")) {
      log(`Copying the images to ${describeBucket(options.bucket)}…`);
      const copy = await copyUploadsToBucket({ dataDir: archiveDir, storage: options.bucket, makeMissingVariants: options.makeMissingVariants, log });
      if (copy.failed.length > 0) {
        throw new Error(
          `The database was restored, but ${copy.failed.length} images could not be copied to ${describeBucket(options.bucket)} (${copy.failed[0].key}: ${copy.failed[0].error}). ` +
            "Fix the cause and run the restore again with --yes.",
        );
      }
      bucket = { copied: copy.copied.length, skipped: copy.skipped.length, variantsMade: copy.variantsMade };
    }

    log("Replacing the folders…");
    const previous = path.join(staging, "previous");
    await fs.promises.mkdir(previous);
    for (const folder of manifest.folders) {
      if (folder === "uploads" && bucket) continue;
      try {
        // Each folder was extracted beside DATA_DIR's own (same disk), so the swap is two renames.
        const incoming = path.join(archiveDir, folder);
        await fs.promises.mkdir(incoming, { recursive: true });
        const current = path.join(dataDir, folder);
        if (fs.existsSync(current)) await fs.promises.rename(current, path.join(previous, folder));
        await fs.promises.rename(incoming, current);
      } catch (error) {
        throw new Error(
          `The database was restored, but ${path.join(dataDir, folder)} could not be replaced (${(error as Error).message}). ` +
            "Fix the cause and run the restore again with --yes.",
        );
      }
    }
    return {
      manifest,
      rows: manifest.tables.reduce((n, t) => n + t.rows, 0),
      files: manifest.files.length,
      replacedRows,
      bucket,
    };
  } finally {
    if (staging) await fs.promises.rm(staging, { recursive: true, force: true }).catch(() => {});
    lock.release();
  }
}

export interface CopyOptions {
  dataDir: string;
  /** The PostgreSQL database to fill; it must hold no shop rows. */
  url: string;
  log?: (message: string) => void;
}

export interface CopyResult {
  level: number;
  tables: { name: string; rows: number }[];
  rows: number;
}

/**
 * Copies everything from the embedded database in DATA_DIR into an empty PostgreSQL database (migrated
 * first), then counts the rows of every table on both sides. DATA_DIR/pglite is only read.
 */
export async function copyEmbeddedToPostgres(options: CopyOptions): Promise<CopyResult> {
  const log = options.log ?? (() => {});
  const dataDir = path.resolve(options.dataDir);
  const source = { kind: "pglite" as const, dir: embeddedDatabaseDir(dataDir) };
  if (!fs.existsSync(path.join(source.dir, "PG_VERSION"))) {
    throw new OperationRefusedError(`There is no embedded database in ${source.dir} (is DATA_DIR right?).`);
  }
  const lock = takeLock(dataDir, "Copying the embedded database");
  let staging: string | null = null;
  try {
    await removeStaleStaging(dataDir);
    staging = await fs.promises.mkdtemp(path.join(dataDir, ".copy-"));
    const migrations = codeMigrations();
    log(`Reading the embedded database in ${source.dir}…`);
    const reader = await connect(source);
    let dump: DatabaseDump;
    try {
      dump = await dumpDatabase(reader, staging, migrations);
    } finally {
      await reader.close();
    }

    log(`Writing into PostgreSQL ${redactUrl(options.url)}…`);
    const target = await connect({ kind: "postgres", url: options.url });
    try {
      const before = await inspectTarget(target, migrations);
      if (before.rows > 0) {
        const filled = [...before.counts].filter(([, n]) => n > 0).map(([t, n]) => `${t}: ${n}`);
        throw new OperationRefusedError(
          `The PostgreSQL database ${redactUrl(options.url)} is not empty (${filled.join(", ")}). Copy into a new, empty database.`,
        );
      }
      await replaceDatabaseContents(target, dump, staging, migrations);

      // Counted again after the commit, on a fresh transaction.
      const after = await countRows(target, dump.tables);
      const mismatches = dump.tables.filter((t) => after.get(tableLabel(t)) !== t.rows);
      if (mismatches.length) {
        throw new Error(
          `Row counts differ after the copy: ${mismatches.map((t) => `${tableLabel(t)} ${t.rows} → ${after.get(tableLabel(t)) ?? "missing"}`).join(", ")}`,
        );
      }
      const tables = dump.tables.map((t) => ({ name: tableLabel(t), rows: t.rows }));
      return { level: dump.level, tables, rows: tables.reduce((n, t) => n + t.rows, 0) };
    } finally {
      await target.close();
    }
  } finally {
    if (staging) await fs.promises.rm(staging, { recursive: true, force: true }).catch(() => {});
    lock.release();
  }
}
