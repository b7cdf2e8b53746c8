// npm run backup [-- --out FILE]
// Writes one archive (default DATA_DIR/backups/shop-YYYYMMDD-HHMMSS.tar.gz, UTC) with every table of the
// configured database, the migration level, DATA_DIR/uploads and DATA_DIR/outbox, and a manifest with
// row counts and checksums. With PostgreSQL it runs while the shop serves; with the embedded database the
// shop must be stopped first (it says so). See docs/operations.md.
import { describeBucket } from "~/modules/media/copy-to-bucket.server";
import { objectStorageFor } from "~/modules/media/storage.server";
import { createBackup } from "~/modules/ops/backup.server";
import { databaseLocation } from "~/modules/ops/sql-connection.server";
import { exitOnCommandError, readArguments, readShopSettings } from "./lib/operator-command";

const usage = "Usage: npm run backup [-- --out FILE]";
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;

try {
  const { values } = readArguments(usage, { out: { type: "string", short: "o" } });
  const env = readShopSettings();
  const bucket = objectStorageFor(env);
  const result = await createBackup({
    dataDir: env.DATA_DIR,
    database: databaseLocation(env),
    out: values.out,
    log: (message) => console.error(message),
    bucket,
  });
  const { manifest } = result;
  const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
  console.log(
    `Backup written: ${result.file}\n` +
      `  ${(result.bytes / 1024 / 1024).toFixed(2)} MB; ${manifest.tables.length} tables, ${count(rows, "row")} ` +
      `(migration ${manifest.migrations.tag}); ${count(manifest.files.length, "file")} from ${manifest.folders.join(" and ")}` +
      (bucket ? ` (the images downloaded from ${describeBucket(bucket)}; their resized variants are made again after a restore)` : "") +
      ".\n" +
      `  Restore with: npm run restore -- ${result.file}`,
  );
} catch (error) {
  exitOnCommandError(error, { verb: "Backup", usage });
}
