// Backup and restore (docs/operations.md).
//
// A backup is one .tar.gz holding a logical dump of every table (one JSON object per row and line, in
// foreign-key order, written by the database itself with row_to_json so PGlite and PostgreSQL produce the
// same bytes), the uploads and outbox folders, and manifest.json (time, shop version, migration level,
// row counts, SHA-256 of every file). Nothing depends on pg_dump or on one database's file format, so a
// backup of either database restores into either.
//
// Restoring checks the whole archive first, then in ONE transaction: brings the schema to the backup's
// migration level, empties the tables, loads the rows, resets sequences, reads every table back and
// compares it with the archive, migrates on to the shop's current level, moves the catalogue version on
// (so that servers still running on the database drop their caches), and only then commits. The
// folders are swapped in afterwards (extracted beside them, then renamed). The embedded database is
// never opened while a shop process holds DATA_DIR/shop.lock.
//
// With object storage (S3_BUCKET) the archive is the same: its uploads folder holds the bucket's original
// images (downloaded; the variants are made again from them), and a restore copies them back into the
// bucket (checked, identical objects skipped) instead of replacing DATA_DIR/uploads. Objects that are not
// in the archive are left in the bucket.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { checkBucketReadable, copyUploadsToBucket, describeBucket, downloadOriginals } from "~/modules/media/copy-to-bucket.server";
import type { S3FileStorage } from "~/modules/media/s3-storage.server";
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  BACKED_UP_FOLDERS,
  type BackupManifest,
  defaultBackupPath,
  extractAndVerify,
  linkOrCopy,
  MANIFEST,
  shopPackage,
  sizeAndSha256,
  walkFolder,
} from "./backup-archive.server";
import { codeMigrations } from "./migration-level.server";
import { OperationRefusedError, removeStaleStaging, takeLock } from "./operator-refusals.server";
import { connect, type DatabaseLocation, redactUrl } from "./sql-connection.server";
import { type DatabaseDump, dumpDatabase, inspectTarget, replaceDatabaseContents } from "./table-rows.server";
import { writeTarGz } from "./tar.server";

export interface BackupOptions {
  dataDir: string;
  database: DatabaseLocation;
  /** The archive to write; defaults to DATA_DIR/backups/shop-YYYYMMDD-HHMMSS.tar.gz. Never overwritten. */
  out?: string;
  now?: Date;
  log?: (message: string) => void;
  /** Object storage (S3_BUCKET): the archive's uploads come from this bucket instead of DATA_DIR/uploads. */
  bucket?: S3FileStorage | null;
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

/** Writes one .tar.gz with every table, the migration level, the folders and a manifest with checksums. */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const log = options.log ?? (() => {});
  const dataDir = path.resolve(options.dataDir);
  const now = options.now ?? new Date();
  const out = path.resolve(options.out ?? defaultBackupPath(dataDir, now));
  if (fs.existsSync(out)) throw new OperationRefusedError(`${out} already exists; choose another name with --out.`);

  // The embedded database may only be opened by one process: hold the lock for the whole backup.
  const lock = options.database.kind === "pglite" ? takeLock(dataDir, "Backing up") : null;
  let staging: string | null = null;
  let partial: string | null = null;
  try {
    if (options.database.kind === "pglite" && !fs.existsSync(path.join(options.database.dir, "PG_VERSION"))) {
      throw new OperationRefusedError(`There is no embedded database in ${options.database.dir} (has the shop ever started with this DATA_DIR?).`);
    }
    await fs.promises.mkdir(path.dirname(out), { recursive: true, mode: 0o700 });
    staging = await fs.promises.mkdtemp(path.join(path.dirname(out), ".shop-backup-"));
    const migrations = codeMigrations();
    log(`Reading the ${options.database.kind === "pglite" ? "embedded database" : `PostgreSQL database ${redactUrl(options.database.url)}`}…`);
    const conn = await connect(options.database);
    let dump: DatabaseDump;
    try {
      dump = await dumpDatabase(conn, staging, migrations);
    } finally {
      await conn.close();
    }

    // The archive is written from the staging folder: the table files are there already, and each file
    // of the backed-up folders joins them as a hard link (a copy across file systems), so the bytes the
    // manifest's checksum describes are the bytes archived even if the shop replaces the file meanwhile
    // (uploads and outbox files are only ever replaced by rename, never rewritten in place).
    log("Writing the archive…");
    const names: string[] = ["db", ...dump.tables.map((table) => table.file)];
    const files: BackupManifest["files"] = [];
    const directories: string[] = [];
    for (const folder of BACKED_UP_FOLDERS) {
      await fs.promises.mkdir(path.join(staging, folder), { recursive: true });
      names.push(folder);
      let source = path.join(dataDir, folder);
      if (folder === "uploads" && options.bucket) {
        log(`Downloading the images from ${describeBucket(options.bucket)}…`);
        // Into a hidden folder of the staging area (not archived itself), then archived like DATA_DIR/uploads.
        source = path.join(staging, ".bucket-uploads");
        await downloadOriginals(options.bucket, source);
      }
      const walked = await walkFolder(source, folder);
      for (const dir of walked.directories) {
        await fs.promises.mkdir(path.join(staging, ...dir.split("/")), { recursive: true });
        names.push(dir);
        directories.push(dir);
      }
      for (const file of walked.files) {
        const staged = path.join(staging, ...file.name.split("/"));
        // Deleted between listing and staging (an admin removed an image): it is not in the backup.
        if (!(await linkOrCopy(file.source, staged))) continue;
        names.push(file.name);
        files.push({ path: file.name, ...(await sizeAndSha256(staged)) });
      }
    }
    const migrationsApplied = migrations.slice(0, dump.level);
    const manifest: BackupManifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt: now.toISOString(),
      shop: shopPackage(),
      database: { kind: options.database.kind, server: dump.server },
      migrations: {
        level: dump.level,
        tag: migrationsApplied.at(-1)?.tag ?? "",
        applied: migrationsApplied.map((m) => ({ tag: m.tag, when: m.when, hash: m.hash })),
      },
      tables: dump.tables.map(({ schema, name, file, columns, primaryKey, rows, bytes, sha256 }) => ({
        schema,
        name,
        file,
        columns,
        primaryKey,
        rows,
        bytes,
        sha256,
      })),
      folders: [...BACKED_UP_FOLDERS],
      directories,
      files,
    };
    await fs.promises.writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, "utf8");
    names.push(MANIFEST);
    partial = `${out}.${randomBytes(4).toString("hex")}.partial`;
    await writeTarGz(partial, staging, names);
    await fs.promises.rename(partial, out);
    partial = null;
    const bytes = (await fs.promises.stat(out)).size;
    return { file: out, bytes, manifest };
  } finally {
    if (partial) await fs.promises.rm(partial, { force: true }).catch(() => {});
    if (staging) await fs.promises.rm(staging, { recursive: true, force: true }).catch(() => {});
    lock?.release();
  }
}

export interface RestoreOptions {
  file: string;
  dataDir: string;
  database: DatabaseLocation;
  /** Replace a database that already holds rows. */
  yes?: boolean;
  log?: (message: string) => void;
  /** Object storage (S3_BUCKET): the archive's images are copied into this bucket; DATA_DIR/uploads is left alone. */
  bucket?: S3FileStorage | null;
  /** With `bucket`: also make every variant the bucket lacks (MEDIA_PUBLIC_URL). */
  makeMissingVariants?: boolean;
}

export interface RestoreResult {
  manifest: BackupManifest;
  rows: number;
  files: number;
  /** Rows the database held before (replaced). */
  replacedRows: number;
  /** With object storage: images copied into the bucket, and those it held already. */
  bucket?: { copied: number; skipped: number; variantsMade: number };
}

/** Restores a backup into the configured database and DATA_DIR (see the file comment). */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const log = options.log ?? (() => {});
  const dataDir = path.resolve(options.dataDir);
  const file = path.resolve(options.file);
  if (!fs.existsSync(file)) throw new OperationRefusedError(`${file} does not exist.`);
  await fs.promises.mkdir(dataDir, { recursive: true });
  // Held for the whole restore: the embedded database and the folders are swapped under it.
  const lock = takeLock(dataDir, "Restoring");
  let staging: string | null = null;
  try {
    await removeStaleStaging(dataDir);
    staging = await fs.promises.mkdtemp(path.join(dataDir, ".restore-"));
    const archiveDir = path.join(staging, "archive");
    await fs.promises.mkdir(archiveDir);
    log(`Checking ${file}…`);
    const manifest = await extractAndVerify(file, archiveDir);
    const migrations = codeMigrations();
    if (manifest.migrations.level > migrations.length) {
      throw new OperationRefusedError(
        `The backup was made by a newer shop (migration ${manifest.migrations.tag}); this one knows ${migrations.length} migrations. Upgrade the shop first.`,
      );
    }
    for (const [i, applied] of manifest.migrations.applied.entries()) {
      if (migrations[i]?.when !== applied.when) {
        throw new OperationRefusedError(`The backup's migration ${applied.tag} is not this shop's migration ${migrations[i]?.tag ?? "(none)"}.`);
      }
    }

    if (options.bucket) {
      // Before anything changes: a wrong bucket setting must not leave a restored database without its images.
      await checkBucketReadable(options.bucket).catch((error: Error) => {
        throw new OperationRefusedError(error.message);
      });
    }
    const conn = await connect(options.database, { create: true });
    let replacedRows = 0;
    try {
      const target = await inspectTarget(conn, migrations);
      replacedRows = target.rows;
      if (target.rows > 0 && !options.yes) {
        const where = options.database.kind === "pglite" ? `the embedded database in ${options.database.dir}` : `PostgreSQL ${redactUrl(options.database.url)}`;
        throw new OperationRefusedError(
          `${where} already holds ${target.rows} row${target.rows === 1 ? "" : "s"}. Restoring replaces all of them and the uploads with the backup of ${manifest.createdAt}. ` +
            "Run again with --yes to do that.",
        );
      }
      log(
        `Loading ${manifest.tables.reduce((n, t) => n + t.rows, 0)} rows into ${options.database.kind === "pglite" ? "the embedded database" : "PostgreSQL"}…`,
      );
      await replaceDatabaseContents(conn, { level: manifest.migrations.level, tables: manifest.tables.map((t) => ({ ...t })) }, archiveDir, migrations);
    } finally {
      await conn.close();
    }

    let bucket: RestoreResult["bucket"];
    if (options.bucket && manifest.folders.includes("uploads")) {
      log(`Copying the images to ${describeBucket(options.bucket)}…`);
      const copy = await copyUploadsToBucket({ dataDir: archiveDir, storage: options.bucket, makeMissingVariants: options.makeMissingVariants, log });
      if (copy.failed.length > 0) {
        throw new Error(
          `The database was restored, but ${copy.failed.length} images could not be copied to ${describeBucket(options.bucket)} (${copy.failed[0].key}: ${copy.failed[0].error}). ` +
            "Fix the cause and run the restore again with --yes.",
        );
      }
      bucket = { copied: copy.copied.length, skipped: copy.skipped.length, variantsMade: copy.variantsMade };
    }

    log("Replacing the folders…");
    const previous = path.join(staging, "previous");
    await fs.promises.mkdir(previous);
    for (const folder of manifest.folders) {
      if (folder === "uploads" && bucket) continue;
      try {
        // Each folder was extracted beside DATA_DIR's own (same disk), so the swap is two renames.
        const incoming = path.join(archiveDir, folder);
        await fs.promises.mkdir(incoming, { recursive: true });
        const current = path.join(dataDir, folder);
        if (fs.existsSync(current)) await fs.promises.rename(current, path.join(previous, folder));
        await fs.promises.rename(incoming, current);
      } catch (error) {
        throw new Error(
          `The database was restored, but ${path.join(dataDir, folder)} could not be replaced (${(error as Error).message}). ` +
            "Fix the cause and run the restore again with --yes.",
          { cause: error },
        );
      }
    }
    return {
      manifest,
      rows: manifest.tables.reduce((n, t) => n + t.rows, 0),
      files: manifest.files.length,
      replacedRows,
      bucket,
    };
  } finally {
    if (staging) await fs.promises.rm(staging, { recursive: true, force: true }).catch(() => {});
    lock.release();
  }
}
