// The shop's tables in a dump: their columns and keys from the catalogue in the order rows can be inserted,
// and their rows dumped to JSON lines (written by the database itself with row_to_json, so PGlite and
// PostgreSQL produce the same bytes) and loaded back, in one transaction, with every table compared.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { codeMigrations, type CodeMigration, applyMigrations, readMigrationLevel, snapshotObjects } from "./migration-level.server";
import { InvalidBackupError, OperationRefusedError } from "./operator-refusals.server";
import { inTransaction, qualified, quoteIdent, type SqlConnection, tableLabel, type TableName } from "./sql-connection.server";

const FETCH_ROWS = 500;
const INSERT_ROWS = 500;
const INSERT_BYTES = 4 * 1024 * 1024;

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
  const order = table.primaryKey.length ? table.primaryKey.map((c) => `x.${quoteIdent(c)}::text COLLATE "C"`).join(", ") : `row_to_json(x)::text COLLATE "C"`;
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

/** Whether a foreign key of the table points at the table itself (a thank-you answer at the note it answers). */
async function referencesItself(conn: SqlConnection, table: TableInfo): Promise<boolean> {
  const [{ n }] = await conn.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_constraint WHERE contype = 'f' AND conrelid = $1::regclass AND confrelid = conrelid`,
    [qualified(table)],
  );
  return n > 0;
}

/** A table's rows staged for one insert (see loadTableRows); dropped after. */
const STAGING_TABLE = "shop_restore_rows";

/**
 * Inserts a table's JSON lines, in batches, letting the database convert every value (exact types, ids kept).
 * A table whose rows point at each other is loaded through a temporary table in one last statement: its rows are
 * dumped by id, so a row may come batches before the row it points at, and a foreign key is checked per statement.
 */
async function loadTableRows(conn: SqlConnection, table: TableDump, file: string): Promise<number> {
  const columns = table.columns.map((c) => quoteIdent(c.name)).join(", ");
  const staged = await referencesItself(conn, table);
  if (staged) await conn.exec(`CREATE TEMPORARY TABLE ${STAGING_TABLE} (LIKE ${qualified(table)}) ON COMMIT DROP`);
  const statement = staged
    ? `INSERT INTO ${STAGING_TABLE} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${qualified(table)}, $1::json)`
    : `INSERT INTO ${qualified(table)} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM json_populate_recordset(NULL::${qualified(table)}, $1::json)`;
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
  if (staged) {
    await conn.exec(`INSERT INTO ${qualified(table)} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM ${STAGING_TABLE}`);
    await conn.exec(`DROP TABLE ${STAGING_TABLE}`);
  }
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
        throw new Error(`Table ${tableLabel(table)} does not read back as it was saved (${digest.rows} rows, expected ${table.rows}); nothing was changed.`);
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
