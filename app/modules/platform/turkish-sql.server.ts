// foldTurkish (app/lib/turkish.ts) written in SQL, for searching stored text in the database: the query is folded
// in TypeScript, the column here, and `turkish-sql.server.test.ts` proves the two agree on every database.
import { type SQL, sql } from "drizzle-orm";

// Turkish letters to plain Latin first (I, İ, ı → i), so the result does not depend on the database's
// locale: lower() of non-ASCII letters differs between collations, and the C collation (PGlite's) leaves
// them as they are. Then accents go as foldTurkish drops them: decomposed (NFD), combining marks removed.
const FOLD_FROM = "ÇĞIİÖŞÜÂÎÛçğıöşüâîû";
const FOLD_TO = "cgiiosuaiucgiosuaiu";
// The patterns are written with PostgreSQL's regular-expression escapes (\t, \uXXXX; backslashes kept by
// String.raw), so that the SQL, in queries and in the index of migration 0011, holds no invisible characters.
const COMBINING_MARKS = String.raw`[\u0300-\u036f]`;
/** What JavaScript's \s matches: PostgreSQL's \s depends on the locale. */
const WHITESPACE_RUN = String.raw`[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+`;

/** A constant of this file as an SQL string literal (inline, so the expression can also define an index). */
const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);

/** The SQL expression of foldTurkish(text) for a text column or expression. */
export function foldTurkishSql(text: SQL): SQL {
  const plain = sql`translate(${text}, ${literal(FOLD_FROM)}, ${literal(FOLD_TO)})`;
  const unaccented = sql`regexp_replace(normalize(${plain}, NFD), ${literal(COMBINING_MARKS)}, '', 'g')`;
  return sql`btrim(regexp_replace(lower(${unaccented}), ${literal(WHITESPACE_RUN)}, ' ', 'g'), ' ')`;
}
