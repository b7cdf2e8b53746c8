// In-memory PGlite databases a worker thread hands out again instead of starting new ones. Starting PGlite
// (its WebAssembly, PostgreSQL's start-up, the template's files) costs about 180 ms of CPU; emptying a used
// database costs a few milliseconds, and the suite asks for about 50 (docs/benchmarks.md#test-suite). A database comes back as the template was: the same schema (checked; one whose schema a test
// changed is closed instead), every table empty but drizzle's record of migrations, sequences where they
// started, the session reset. A suite's `db` stops working when it closes it, as a closed PGlite would: a
// server or timer the suite left running cannot write into the next suite's data.
import type { PGlite } from "@electric-sql/pglite";
import type { Database, DatabaseHandle } from "~/db/client.server";
import * as schema from "~/db/schema";

/** At most this many idle databases per worker (each holds its own WebAssembly memory). */
const MAX_IDLE = 3;

/** What a database must look like to be handed out again: its schema, and the rows and sequences that must stay. */
const SCHEMA_DESCRIPTION = `
  SELECT md5(string_agg(line, E'\\n' ORDER BY line)) AS fingerprint FROM (
    SELECT format('column %s.%s %s %s %s %s %s', c.relnamespace::regnamespace, c.relname, a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull, a.attidentity, pg_get_expr(d.adbin, d.adrelid)) AS line
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE c.relnamespace NOT IN ('pg_catalog'::regnamespace, 'information_schema'::regnamespace, 'pg_toast'::regnamespace) AND a.attnum > 0 AND NOT a.attisdropped
    UNION ALL SELECT format('relation %s.%s %s', relnamespace::regnamespace, relname, relkind) FROM pg_class
      WHERE relnamespace NOT IN ('pg_catalog'::regnamespace, 'information_schema'::regnamespace, 'pg_toast'::regnamespace)
    UNION ALL SELECT format('index %s', pg_get_indexdef(indexrelid)) FROM pg_index WHERE indrelid >= 16384
    UNION ALL SELECT format('constraint %s %s', conname, pg_get_constraintdef(oid)) FROM pg_constraint WHERE connamespace <> 'pg_catalog'::regnamespace
    UNION ALL SELECT format('function %s.%s(%s)', pronamespace::regnamespace, proname, pg_get_function_identity_arguments(oid)) FROM pg_proc WHERE oid >= 16384
    UNION ALL SELECT format('trigger %s %s', tgname, tgrelid::regclass) FROM pg_trigger WHERE NOT tgisinternal
    UNION ALL SELECT format('extension %s %s', extname, extversion) FROM pg_extension
    UNION ALL SELECT format('migration %s %s %s', id, hash, created_at) FROM drizzle.__drizzle_migrations
    UNION ALL SELECT format('role %s', rolname) FROM pg_roles
    UNION ALL SELECT format('setting %s %s', setdatabase, setconfig) FROM pg_db_role_setting
  ) AS description`;

interface TemplateState {
  fingerprint: string;
  /** The shop's tables (drizzle's migrations table keeps its rows, and is part of the fingerprint). */
  tables: string[];
  /** setval() calls that put every sequence back where the template has it. */
  resetSequences: string;
}

const idle: PGlite[] = [];
let templateState: TemplateState | undefined;

async function fingerprintOf(client: PGlite): Promise<string> {
  return (await client.query<{ fingerprint: string }>(SCHEMA_DESCRIPTION)).rows[0]?.fingerprint ?? "";
}

async function describeTemplate(client: PGlite): Promise<TemplateState> {
  const tables = (
    await client.query<{ name: string }>("SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1")
  ).rows.map((row) => row.name);
  const sequences = (await client.query<{ name: string }>("SELECT format('%I.%I', schemaname, sequencename) AS name FROM pg_sequences ORDER BY 1")).rows.map(
    (row) => row.name,
  );
  const calls: string[] = [];
  for (const name of sequences) {
    const { last_value, is_called } = (await client.query<{ last_value: string; is_called: boolean }>(`SELECT last_value, is_called FROM ${name}`)).rows[0];
    calls.push(`setval('${name}', ${last_value}, ${is_called})`);
  }
  return { fingerprint: await fingerprintOf(client), tables, resetSequences: calls.length ? `SELECT ${calls.join(", ")}` : "" };
}

/** Empties a used database and says whether it is as the template was; false: close it instead. */
async function resetToTemplate(client: PGlite, template: TemplateState): Promise<boolean> {
  if (client.closed) return false;
  try {
    await client.exec("DISCARD ALL");
    if ((await fingerprintOf(client)) !== template.fingerprint) return false;
    const used = (
      await client.query<Record<string, boolean>>(`SELECT ${template.tables.map((table, i) => `EXISTS (SELECT FROM ${table}) AS "${i}"`).join(", ")}`)
    ).rows[0];
    const toEmpty = template.tables.filter((_, i) => used[String(i)]);
    if (toEmpty.length) await client.exec(`TRUNCATE ${toEmpty.join(", ")} CASCADE`);
    if (template.resetSequences) await client.exec(template.resetSequences);
    return true;
  } catch {
    return false;
  }
}

/** A PGlite client whose methods stop working once `revoke()` is called. */
function revocable(client: PGlite): { client: PGlite; revoke(): void } {
  let revoked = false;
  const proxy = new Proxy(client, {
    get(target, property) {
      if (revoked) throw new Error("PGlite is closed");
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { client: proxy, revoke: () => (revoked = true) };
}

/** How many databases wait in this worker to be handed out again. */
export function idlePgliteDatabases(): number {
  return idle.length;
}

/**
 * A migrated, empty in-memory database: an idle one of this worker's, else a new one `open` makes from the
 * template. Its close() gives it back (or closes it when its schema changed or it cannot be emptied).
 */
export async function pooledPgliteDatabase(open: () => Promise<DatabaseHandle>): Promise<DatabaseHandle> {
  let client = idle.pop();
  if (!client) {
    const opened = await open();
    client = (opened.db as unknown as { $client: PGlite }).$client;
    templateState ??= await describeTemplate(client);
  }
  const { drizzle } = await import("drizzle-orm/pglite");
  const handed = revocable(client);
  const real = client;
  return {
    db: drizzle({ client: handed.client, schema }) as unknown as Database,
    kind: "pglite",
    async close() {
      handed.revoke();
      const template = templateState;
      if (template && idle.length < MAX_IDLE && (await resetToTemplate(real, template))) idle.push(real);
      else if (!real.closed) await real.close();
    },
  };
}
