import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PgliteDataDirTar } from "/work/main/tests/support/databases";
const c = new PGlite({ loadDataDir: new PgliteDataDirTar("/tmp/trim/both.tar"), extensions: { pg_trgm } });
const tables = (await c.query<{ t: string }>("select format('%I.%I', schemaname, tablename) t from pg_tables where schemaname not in ('pg_catalog','information_schema') order by 1")).rows;
for (const { t } of tables) { const n = (await c.query<{ n: number }>(`select count(*)::int n from ${t}`)).rows[0].n; if (n) console.log(t, n); }
console.log(tables.length, "tables");
console.log((await c.query("select schemaname, sequencename, last_value from pg_sequences")).rows);
console.log((await c.query("select attrelid::regclass, attname, attgenerated, attidentity from pg_attribute a join pg_class c on c.oid=a.attrelid join pg_namespace n on n.oid=c.relnamespace where n.nspname not in ('pg_catalog','information_schema','pg_toast') and (attgenerated<>'' or attidentity<>'')")).rows);
console.log((await c.query("select count(*) from pg_views where schemaname='public'")).rows, (await c.query("select count(*) from pg_matviews")).rows);
const t0 = performance.now();
await c.exec(`TRUNCATE ${tables.map((r) => r.t).join(", ")} RESTART IDENTITY CASCADE`);
console.log("truncate ms", performance.now() - t0);
const t1 = performance.now();
await c.exec(`DISCARD ALL`);
console.log("discard ms", performance.now() - t1);
await c.close();
