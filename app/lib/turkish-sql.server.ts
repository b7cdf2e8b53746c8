// foldTurkish (turkish.ts) written in SQL, for searching stored text in the database: the query is folded
// in TypeScript, the column here, and `turkish-sql.server.test.ts` proves the two agree on every database.
import { type SQL, sql } from "drizzle-orm";

// Turkish letters to plain Latin first (I, İ, ı → i), so the result does not depend on the database's
// locale: lower() of non-ASCII letters differs between collations, and the C collation (PGlite's) leaves
// them as they are. Then accents go as foldTurkish drops them: decomposed (NFD), combining marks removed.
const FOLD_FROM = "ÇĞIİÖŞÜÂÎÛçğıöşüâîû";
const FOLD_TO = "cgiiosuaiucgiosuaiu";
const COMBINING_MARKS = "[\u0300-\u036f]";
/** What JavaScript's \s matches: PostgreSQL's \s depends on the locale. */
const WHITESPACE_RUN = "[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+";

/** The SQL expression of foldTurkish(text) for a text column or expression. */
export function foldTurkishSql(text: SQL): SQL {
  const plain = sql`translate(${text}, ${FOLD_FROM}, ${FOLD_TO})`;
  const unaccented = sql`regexp_replace(normalize(${plain}, NFD), ${COMBINING_MARKS}, '', 'g')`;
  return sql`btrim(regexp_replace(lower(${unaccented}), ${WHITESPACE_RUN}, ' ', 'g'), ' ')`;
}
