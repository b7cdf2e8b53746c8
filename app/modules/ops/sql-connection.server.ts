// One plain connection to the shop's database, PGlite or PostgreSQL, with explicit transactions (an operator
// command is its only user), and the quoting of table names.
import fs from "node:fs";
import path from "node:path";
import { OperationRefusedError } from "./operator-refusals.server";

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

export async function inTransaction<T>(conn: SqlConnection, begin: string, work: () => Promise<T>): Promise<T> {
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

export function qualified(table: TableName): string {
  return `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`;
}

export function tableLabel(table: TableName): string {
  return table.schema === "public" ? table.name : `${table.schema}.${table.name}`;
}
