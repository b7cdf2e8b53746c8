// `npm run media:copy-to-s3` (scripts/copy-media-to-s3.ts) and the backup's object storage part: files
// copied to the bucket one by one, each checked afterwards (size, and the MD5 that S3 reports as the ETag,
// or the bytes read back when the service's ETag is no MD5), identical objects skipped.
import fs from "node:fs";
import path from "node:path";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { IMAGE_WIDTHS, variantKey } from "~/lib/media";
import { md5Etag, type S3FileStorage } from "./s3-storage.server";
import { isValidStorageKey, uploadsDir } from "./storage.server";
import { mediaCacheDir, resizeToVariant } from "./variants.server";

/** Every file under `root` as a storage key (a/b/c.webp), sorted; names starting with a dot (temporary files) are left out. */
export async function localFileKeys(root: string): Promise<string[]> {
  if (!fs.existsSync(root)) return [];
  const entries = (await fs.promises.readdir(root, { recursive: true, withFileTypes: true })) as fs.Dirent[];
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .filter((key) => !key.split("/").some((segment) => segment.startsWith(".")))
    .sort();
}

/** Every key in the bucket under the storage's prefix (without it), starting with `under`. */
export async function bucketKeys(storage: S3FileStorage, under = ""): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await storage.client.send(new ListObjectsV2Command({ Bucket: storage.bucket, Prefix: storage.prefix + under, ContinuationToken: token }));
    for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key.slice(storage.prefix.length));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys.sort();
}

/** Throws (with the service's reason) unless the bucket can be listed with these settings. */
export async function checkBucketReadable(storage: S3FileStorage): Promise<void> {
  try {
    await storage.client.send(new ListObjectsV2Command({ Bucket: storage.bucket, Prefix: storage.prefix, MaxKeys: 1 }));
  } catch (error) {
    const reason = (error as Error).message || (error as Error).name;
    throw new Error(`${describeBucket(storage)} cannot be read (${reason}); check S3_BUCKET, S3_ENDPOINT and the credentials.`, { cause: error });
  }
}

/** True when the bucket holds exactly these bytes under the key. */
export async function holdsSameBytes(storage: S3FileStorage, key: string, bytes: Buffer): Promise<boolean> {
  const info = await storage.stat(key);
  if (!info || info.size !== bytes.length) return false;
  if (info.etag === md5Etag(bytes)) return true;
  // Multipart uploads and some encryption settings give ETags that are no MD5: compare the bytes themselves.
  const stored = await storage.read(key);
  return stored !== null && stored.equals(bytes);
}

export type CopyOutcome = "copied" | "skipped";

/** Puts the bytes unless the bucket holds them already, then checks what the bucket holds; throws when it differs. */
export async function copyChecked(storage: S3FileStorage, key: string, bytes: Buffer): Promise<CopyOutcome> {
  if (await holdsSameBytes(storage, key, bytes)) return "skipped";
  await storage.put(key, bytes);
  if (!(await holdsSameBytes(storage, key, bytes))) throw new Error("the stored object differs from the file (size or checksum)");
  return "copied";
}

/** Runs `work` on every item, `limit` at a time. */
async function eachLimit<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export interface CopyToBucketOptions {
  dataDir: string;
  storage: S3FileStorage;
  /** Also make the variants the bucket lacks (MEDIA_PUBLIC_URL: browsers ask the bucket for them). */
  makeMissingVariants?: boolean;
  log?: (line: string) => void;
  concurrency?: number;
}

export interface CopyToBucketResult {
  copied: string[];
  skipped: string[];
  failed: { key: string; error: string }[];
  /** Variants made from an original because neither the bucket nor the local cache had them. */
  variantsMade: number;
}

/**
 * Copies DATA_DIR/uploads and the cached variants (DATA_DIR/cache/media/w{width}/{key} → variants/w{width}/{key},
 * only those of an existing original) into the bucket. Never deletes anything, locally or in the bucket.
 */
export async function copyUploadsToBucket(options: CopyToBucketOptions): Promise<CopyToBucketResult> {
  const log = options.log ?? (() => {});
  const { storage } = options;
  const result: CopyToBucketResult = { copied: [], skipped: [], failed: [], variantsMade: 0 };
  const uploads = uploadsDir(options.dataDir);
  const originals = (await localFileKeys(uploads)).filter(isValidStorageKey);
  const cacheDir = mediaCacheDir(options.dataDir);
  const jobs: { key: string; file: string }[] = originals.map((key) => ({ key, file: path.join(uploads, ...key.split("/")) }));
  for (const width of IMAGE_WIDTHS) {
    const cached = new Set(await localFileKeys(path.join(cacheDir, `w${width}`)));
    for (const key of originals) {
      if (cached.has(key)) jobs.push({ key: variantKey(key, width), file: path.join(cacheDir, `w${width}`, ...key.split("/")) });
    }
  }
  log(`Copying ${jobs.length} files (${originals.length} images and ${jobs.length - originals.length} cached variants) to ${describeBucket(storage)}…`);

  const record = (key: string, error: unknown) => {
    const message = error instanceof Error ? error.message || error.name : String(error);
    result.failed.push({ key, error: message });
    log(`FAILED ${key}: ${message}`);
  };
  let done = 0;
  await eachLimit(jobs, options.concurrency ?? 4, async (job) => {
    try {
      const outcome = await copyChecked(storage, job.key, await fs.promises.readFile(job.file));
      result[outcome].push(job.key);
    } catch (error) {
      record(job.key, error);
    }
    if (++done % 100 === 0) log(`  ${done} of ${jobs.length} files done`);
  });

  if (options.makeMissingVariants) {
    const present = new Set([...result.copied, ...result.skipped]);
    const missing = originals.flatMap((key) => IMAGE_WIDTHS.map((width) => ({ key, width }))).filter(({ key, width }) => !present.has(variantKey(key, width)));
    if (missing.length > 0) log(`Making the variants the bucket may lack (${missing.length} to check)…`);
    await eachLimit(missing, options.concurrency ?? 4, async ({ key, width }) => {
      const target = variantKey(key, width);
      try {
        if (await storage.exists(target)) return;
        const original = await fs.promises.readFile(path.join(uploads, ...key.split("/")));
        await copyChecked(storage, target, await resizeToVariant(original, width));
        result.variantsMade += 1;
      } catch (error) {
        record(target, error);
      }
    });
  }
  result.copied.sort();
  result.skipped.sort();
  return result;
}

/**
 * Downloads every original image of the bucket (not the variants, which are made again from them) into
 * `dir/{key}`, e.g. DATA_DIR/uploads layout for a backup. Returns how many were written.
 */
export async function downloadOriginals(storage: S3FileStorage, dir: string, concurrency = 4): Promise<number> {
  const keys = (await bucketKeys(storage)).filter((key) => !key.startsWith("variants/") && isValidStorageKey(key));
  let written = 0;
  await eachLimit(keys, concurrency, async (key) => {
    const bytes = await storage.read(key);
    // Deleted since the listing (an admin removed an image): not in the backup.
    if (!bytes) return;
    const target = path.join(dir, ...key.split("/"));
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.writeFile(target, bytes);
    written += 1;
  });
  return written;
}

/** s3://bucket/prefix, for messages. */
export function describeBucket(storage: S3FileStorage): string {
  return `s3://${storage.bucket}/${storage.prefix}`;
}
