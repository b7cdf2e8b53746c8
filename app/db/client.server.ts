// Opens the database: embedded PGlite in DATA_DIR by default, a PostgreSQL server when DATABASE_URL is set.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: domain functions accept both. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

/**
 * `loadDataDir`: start the PGlite database from a data folder archived by `dumpDataDir("none")` instead of an
 * empty one (tests copy one migrated template; migrations still run and find nothing to do).
 */
export type DatabaseTarget = { kind: "postgres"; url: string; poolSize?: number } | { kind: "pglite"; dir?: string; loadDataDir?: Blob };

/** The folder holding drizzle's committed migrations, found from this file whether bundled or not. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, "drizzle");
    if (fs.existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    dir = path.dirname(dir);
  }
  const fromCwd = path.resolve("drizzle");
  if (fs.existsSync(path.join(fromCwd, "meta", "_journal.json"))) return fromCwd;
  throw new Error("Migrations folder 'drizzle/' not found");
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "postgres") {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // A dropped server connection must not crash the process; queries fail and the pool reconnects. The pool's
    // listener covers idle connections only: a checked-out one that is waiting (a transaction held open while
    // its work runs elsewhere, as runInOneProcessAtATime does) would throw an uncaught 'error' without its own.
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = drizzle({ client: pool, schema });
    // Several servers (or WEB_CONCURRENCY workers) starting at once: one migrates, the others wait for it
    // and then find nothing to do (drizzle's migrator alone would run the same migrations twice and fail).
    const connection = await pool.connect();
    try {
      await connection.query("select pg_advisory_lock(hashtextextended('shop-migrations', 0))");
      await migrate(drizzle({ client: connection, schema }), { migrationsFolder: migrationsFolder() });
    } finally {
      // Released with the lock; a connection whose unlock failed is dropped (its session lock goes with it).
      const unlocked = await connection.query("select pg_advisory_unlock(hashtextextended('shop-migrations', 0))").then(
        () => true,
        () => false,
      );
      connection.release(!unlocked);
    }
    return { db: db as unknown as Database, kind: "postgres", close: () => pool.end() };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  // PostgreSQL's default 128 MB of shared buffers would be taken from the process's own memory (PGlite's
  // WebAssembly heap) at once; 32 MB holds a shop's hot catalogue, and the file system caches the rest.
  const client = new PGlite({ dataDir: target.dir, loadDataDir: target.loadDataDir, extensions: { pg_trgm }, postgresqlconf: ["shared_buffers = 32MB"] });
  await client.waitReady;
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: migrationsFolder() });
  return { db: db as unknown as Database, kind: "pglite", close: () => client.close() };
}
