// npm run restore -- FILE [--yes]
// Restores an archive made by `npm run backup` into the configured database (embedded or PostgreSQL) and
// DATA_DIR: checks every checksum first, loads the rows in one transaction (schema brought to the backup's
// migration level, then migrated on), then swaps in the uploads and outbox folders. Refuses while the shop
// holds DATA_DIR, and without --yes when the database already holds rows. See docs/operations.md.
import { describeBucket } from "~/modules/media/copy-to-bucket.server";
import { objectStorageFor } from "~/modules/media/storage.server";
import { restoreBackup } from "~/modules/ops/backup.server";
import { databaseLocation, redactUrl } from "~/modules/ops/sql-connection.server";
import { exitOnCommandError, readArguments, readShopSettings } from "./lib/operator-command";

const usage = "Usage: npm run restore -- FILE [--yes]";
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;

try {
  const { values, positionals } = readArguments(usage, { yes: { type: "boolean", short: "y" } }, { allowPositionals: true });
  if (positionals.length !== 1) {
    console.error(usage);
    process.exit(2);
  }
  const env = readShopSettings();
  const database = databaseLocation(env);
  const bucket = objectStorageFor(env);
  const result = await restoreBackup({
    file: positionals[0],
    dataDir: env.DATA_DIR,
    database,
    yes: values.yes ?? false,
    log: (message) => console.error(message),
    bucket,
    makeMissingVariants: env.MEDIA_PUBLIC_URL !== undefined,
  });
  const { manifest } = result;
  console.log(
    `Restored the backup of ${manifest.createdAt} (shop ${manifest.shop.version}, migration ${manifest.migrations.tag}) into ` +
      `${database.kind === "pglite" ? database.dir : redactUrl(database.url)} and ${env.DATA_DIR}:\n` +
      `  ${count(result.rows, "row")} in ${manifest.tables.length} tables, ${count(result.files, "file")}` +
      (result.replacedRows ? `; replaced ${count(result.replacedRows, "row")} that were there.` : ".") +
      (bucket && result.bucket
        ? `\n  Images in ${describeBucket(bucket)}: ${result.bucket.copied} copied and checked, ${result.bucket.skipped} already there` +
          (result.bucket.variantsMade ? `, ${result.bucket.variantsMade} variants made` : "") +
          "; objects not in the backup were left in the bucket."
        : "") +
      "\n  Start the shop again; it applies any newer migrations at start.",
  );
} catch (error) {
  exitOnCommandError(error, { verb: "Restore", usage });
}
