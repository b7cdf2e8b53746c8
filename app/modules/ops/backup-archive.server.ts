// The backup archive: manifest.json (time, shop version, migration level, row counts, SHA-256 of every
// file), the folders it carries, and the complete check of an archive before a restore touches anything.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { InvalidBackupError, OperationRefusedError } from "./operator-refusals.server";
import { ArchiveFormatError, extractTarGz, isSafeArchivePath } from "./tar.server";

export const ARCHIVE_FORMAT = "surpriz-hediye-backup";
export const ARCHIVE_VERSION = 1;
/** The folders of DATA_DIR that a backup carries. The media cache is rebuilt on demand and left out. */
export const BACKED_UP_FOLDERS = ["uploads", "outbox"] as const;
export const MANIFEST = "manifest.json";

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);
const safePath = z.string().refine(isSafeArchivePath, "unsafe path");
const ManifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.number().int(),
  createdAt: z.string(),
  shop: z.object({ name: z.string(), version: z.string() }),
  database: z.object({ kind: z.enum(["pglite", "postgres"]), server: z.string() }),
  migrations: z.object({
    level: z.number().int().min(1),
    tag: z.string(),
    applied: z.array(z.object({ tag: z.string(), when: z.number(), hash: z.string() })),
  }),
  tables: z.array(
    z.object({
      schema: z.string().min(1),
      name: z.string().min(1),
      file: safePath,
      columns: z.array(z.object({ name: z.string().min(1), type: z.string().min(1) })).min(1),
      primaryKey: z.array(z.string()),
      rows: z.number().int().min(0),
      bytes: z.number().int().min(0),
      sha256: sha256Hex,
    }),
  ),
  folders: z.array(z.enum(BACKED_UP_FOLDERS)),
  directories: z.array(safePath),
  files: z.array(z.object({ path: safePath, size: z.number().int().min(0), sha256: sha256Hex })),
});
export type BackupManifest = z.infer<typeof ManifestSchema>;

export function shopPackage(): { name: string; version: string } {
  const starts = [path.dirname(fileURLToPath(import.meta.url)), process.cwd()];
  for (const start of starts) {
    let dir = start;
    for (let i = 0; i < 8; i++) {
      const file = path.join(dir, "package.json");
      if (fs.existsSync(file)) {
        const pkg = JSON.parse(fs.readFileSync(file, "utf8")) as { name?: string; version?: string };
        if (pkg.name && fs.existsSync(path.join(dir, "drizzle"))) return { name: pkg.name, version: pkg.version ?? "unknown" };
      }
      dir = path.dirname(dir);
    }
  }
  return { name: "shop", version: "unknown" };
}

/** `shop-YYYYMMDD-HHMMSS.tar.gz` in UTC. */
export function defaultBackupName(now = new Date()): string {
  const iso = now.toISOString();
  return `shop-${iso.slice(0, 10).replace(/-/g, "")}-${iso.slice(11, 19).replace(/:/g, "")}.tar.gz`;
}

export function defaultBackupPath(dataDir: string, now = new Date()): string {
  return path.join(path.resolve(dataDir), "backups", defaultBackupName(now));
}

/** Files and folders under DATA_DIR/{folder}, sorted; names starting with a dot (temporary files) are left out. */
export async function walkFolder(root: string, prefix: string): Promise<{ directories: string[]; files: { name: string; source: string }[] }> {
  const directories: string[] = [];
  const files: { name: string; source: string }[] = [];
  async function visit(dir: string, name: string) {
    let entries: fs.Dirent[];
    try {
      entries = await fs.promises.readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (entry.name.startsWith(".")) continue;
      const child = `${name}/${entry.name}`;
      if (entry.isDirectory()) {
        directories.push(child);
        await visit(path.join(dir, entry.name), child);
      } else if (entry.isFile()) {
        files.push({ name: child, source: path.join(dir, entry.name) });
      }
    }
  }
  await visit(root, prefix);
  return { directories, files };
}

/** Hard-links `source` to `target`, or copies it where a link is impossible; false if `source` is gone. */
export async function linkOrCopy(source: string, target: string): Promise<boolean> {
  try {
    await fs.promises.link(source, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return false;
    if (code !== "EXDEV" && code !== "EPERM" && code !== "EMLINK") throw error;
    try {
      await fs.promises.copyFile(source, target, fs.constants.COPYFILE_EXCL);
    } catch (copyError) {
      if ((copyError as NodeJS.ErrnoException).code === "ENOENT") return false;
      throw copyError;
    }
  }
  return true;
}

export async function sizeAndSha256(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of fs.createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest("hex") };
}

/**
 * Extracts an archive into `dir` and checks it completely: a shop backup of a known version, every file
 * listed with its size and SHA-256, nothing extra, every table file's line count. Throws InvalidBackupError.
 */
export async function extractAndVerify(file: string, dir: string): Promise<BackupManifest> {
  if (!fs.existsSync(file)) throw new OperationRefusedError(`${file} does not exist.`);
  let entries: Awaited<ReturnType<typeof extractTarGz>>;
  try {
    entries = await extractTarGz(file, dir);
  } catch (error) {
    if (error instanceof ArchiveFormatError) throw new InvalidBackupError(`${file} is not a readable backup: ${error.message}`);
    throw error;
  }
  const manifestPath = path.join(dir, MANIFEST);
  if (!fs.existsSync(manifestPath)) throw new InvalidBackupError(`${file} has no ${MANIFEST}: it is not a shop backup.`);
  let raw: unknown;
  try {
    raw = JSON.parse(await fs.promises.readFile(manifestPath, "utf8"));
  } catch {
    throw new InvalidBackupError(`${MANIFEST} in ${file} is not valid JSON.`);
  }
  const format = (raw as { format?: unknown; version?: unknown } | null) ?? {};
  if (format.format !== ARCHIVE_FORMAT) throw new InvalidBackupError(`${file} is not a shop backup (${MANIFEST} names no "${ARCHIVE_FORMAT}").`);
  if (typeof format.version === "number" && format.version > ARCHIVE_VERSION) {
    throw new InvalidBackupError(`${file} was written by a newer version of the shop (archive format ${format.version}); restore it with that version.`);
  }
  const parsed = ManifestSchema.safeParse(raw);
  if (!parsed.success)
    throw new InvalidBackupError(`${MANIFEST} in ${file} is damaged: ${parsed.error.issues[0]?.path.join(".")} ${parsed.error.issues[0]?.message}`);
  const manifest = parsed.data;

  const extracted = new Map(entries.filter((e) => e.type === "file").map((e) => [e.path, e]));
  const expected = new Map<string, { size: number; sha256: string }>();
  for (const table of manifest.tables) {
    if (!table.file.startsWith("db/")) throw new InvalidBackupError(`${MANIFEST} names a table file outside db/: ${table.file}`);
    expected.set(table.file, { size: table.bytes, sha256: table.sha256 });
  }
  for (const entry of manifest.files) {
    if (!manifest.folders.some((folder) => entry.path.startsWith(`${folder}/`))) {
      throw new InvalidBackupError(`${MANIFEST} names a file outside the backed-up folders: ${entry.path}`);
    }
    expected.set(entry.path, { size: entry.size, sha256: entry.sha256 });
  }
  const problems: string[] = [];
  for (const [name, want] of expected) {
    const got = extracted.get(name);
    if (!got) problems.push(`${name} is missing`);
    else if (got.size !== want.size || got.sha256 !== want.sha256) problems.push(`${name} does not match its checksum`);
  }
  for (const name of extracted.keys()) {
    if (name !== MANIFEST && !expected.has(name)) problems.push(`${name} is not listed in ${MANIFEST}`);
  }
  for (const directory of manifest.directories) {
    if (!manifest.folders.some((folder) => directory.startsWith(`${folder}/`))) problems.push(`directory ${directory} is outside the backed-up folders`);
  }
  if (problems.length) {
    const shown = problems.slice(0, 5).join("; ") + (problems.length > 5 ? `; and ${problems.length - 5} more` : "");
    throw new InvalidBackupError(`${file} is damaged, nothing was changed: ${shown}.`);
  }
  return manifest;
}
