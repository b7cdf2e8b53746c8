// The copy from the embedded database to PostgreSQL (docs/operations.md): the same dump and load as a
// backup and restore, without the archive.
import fs from "node:fs";
import path from "node:path";
import { codeMigrations } from "./migration-level.server";
import { OperationRefusedError, removeStaleStaging, takeLock } from "./operator-refusals.server";
import { connect, embeddedDatabaseDir, redactUrl, tableLabel } from "./sql-connection.server";
import { countRows, type DatabaseDump, dumpDatabase, inspectTarget, replaceDatabaseContents } from "./table-rows.server";

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
