// npm run db:copy-to-postgres -- postgres://user:password@host:5432/shop
// Moves a shop from the embedded database to PostgreSQL: copies every row from DATA_DIR/pglite into an
// empty PostgreSQL database (migrating it first, in one transaction, read back and compared), then counts
// the rows on both sides. The embedded database is only read. Stop the shop first. See docs/operations.md.
import { copyEmbeddedToPostgres } from "~/modules/ops/copy-to-postgres.server";
import { redactUrl } from "~/modules/ops/sql-connection.server";
import { exitOnCommandError, readArguments, readShopSettings } from "./lib/operator-command";

const usage = "Usage: npm run db:copy-to-postgres -- postgres://user:password@host:5432/database";

try {
  const { positionals } = readArguments(usage, {}, { allowPositionals: true });
  const url = positionals[0];
  if (positionals.length !== 1 || !/^postgres(ql)?:\/\//.test(url)) {
    console.error(usage);
    process.exit(2);
  }
  // DATABASE_URL is not needed here (the source is always DATA_DIR/pglite); other settings are still checked.
  const env = readShopSettings({ DATABASE_URL: undefined });
  const result = await copyEmbeddedToPostgres({ dataDir: env.DATA_DIR, url, log: (message) => console.error(message) });
  console.log(
    `Copied ${result.rows} rows in ${result.tables.length} tables to ${redactUrl(url)}; row counts checked:\n` +
      result.tables.map((t) => `  ${t.name.padEnd(22)} ${t.rows}`).join("\n") +
      `\nNext: set DATABASE_URL=${redactUrl(url)} (keep DATA_DIR for the uploads) and start the shop.` +
      `\nThe embedded database in ${env.DATA_DIR}/pglite was left untouched; remove it once the shop runs on PostgreSQL.`,
  );
} catch (error) {
  exitOnCommandError(error, { verb: "Copy", usage });
}
