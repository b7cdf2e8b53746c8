// Where uploaded files live: the local disk (DATA_DIR/uploads) or, with S3_BUCKET, S3-compatible object
// storage (./s3-storage.server.ts). Keys are plain relative paths such as
// `products/{productId}_{timestamp}_{name}.webp`.
import fs from "node:fs";
import path from "node:path";
import type { Env } from "~/env.server";
import { writeFileAtomic } from "~/modules/platform/atomic-file.server";
import { S3FileStorage, type S3Settings } from "./s3-storage.server";

export { writeFileAtomic };
import type { Readable } from "node:stream";

export interface StoredFileInfo {
  size: number;
  modifiedAt: Date;
}

export interface FileStorage {
  /**
   * True when every app server sees the same files (object storage): resized variants are then stored
   * there too, made once for all servers, not only cached on each server's disk.
   */
  readonly sharedByServers: boolean;
  /** Stores the bytes under the key, replacing any previous file; readers never see a half-written file. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The whole file, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** A stream of the file, or null when there is none. */
  stream(key: string): Promise<Readable | null>;
  /** Size and modification time, or null when there is no such file. */
  stat(key: string): Promise<StoredFileInfo | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; true when there was one. */
  delete(key: string): Promise<boolean>;
}

/** Thrown for a key that is not a plain relative path inside the storage (traversal, odd characters…). */
export class InvalidStorageKeyError extends Error {
  constructor(readonly key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 200))}`);
    this.name = "InvalidStorageKeyError";
  }
}

export const MAX_KEY_LENGTH = 512;
/** One path segment: starts with a letter or digit (so never `.`, `..` or a hidden temp file). */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** The key's segments when it is a valid key, otherwise throws InvalidStorageKeyError. */
export function storageKeySegments(key: string): string[] {
  if (typeof key !== "string" || key.length === 0 || key.length > MAX_KEY_LENGTH) throw new InvalidStorageKeyError(String(key));
  const segments = key.split("/");
  for (const segment of segments) {
    if (!SEGMENT.test(segment) || segment.length > 255 || segment.includes("..")) throw new InvalidStorageKeyError(key);
  }
  return segments;
}

export function isValidStorageKey(key: string): boolean {
  try {
    storageKeySegments(key);
    return true;
  } catch {
    return false;
  }
}

/** The absolute path of `key` under `root`; throws when the key is invalid or would leave the root. */
export function resolveInside(root: string, key: string): string {
  const base = path.resolve(root);
  const target = path.resolve(base, ...storageKeySegments(key));
  if (!target.startsWith(base + path.sep)) throw new InvalidStorageKeyError(key);
  return target;
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR";
}

/** Files in a folder on the local disk (by default DATA_DIR/uploads). */
export class LocalFileStorage implements FileStorage {
  readonly root: string;
  readonly sharedByServers = false;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The file's absolute path; throws InvalidStorageKeyError for a key outside the root. */
  pathOf(key: string): string {
    return resolveInside(this.root, key);
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    await writeFileAtomic(this.pathOf(key), bytes);
  }

  async read(key: string): Promise<Buffer | null> {
    const file = this.pathOf(key);
    try {
      return await fs.promises.readFile(file);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async stream(key: string): Promise<Readable | null> {
    const file = this.pathOf(key);
    try {
      const handle = await fs.promises.open(file, "r");
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      return handle.createReadStream({ autoClose: true });
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    const file = this.pathOf(key);
    try {
      const info = await fs.promises.stat(file);
      return info.isFile() ? { size: info.size, modifiedAt: info.mtime } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<boolean> {
    const file = this.pathOf(key);
    try {
      await fs.promises.unlink(file);
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }
}

export function uploadsDir(dataDir: string): string {
  return path.join(path.resolve(dataDir), "uploads");
}

/** The settings that choose the storage; `DATA_DIR` alone means the local disk. */
export type StorageConfig = Pick<Env, "DATA_DIR"> &
  Partial<Pick<Env, "S3_BUCKET" | "S3_ENDPOINT" | "S3_REGION" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_FORCE_PATH_STYLE" | "S3_PREFIX">>;

/** One client per set of settings and process: callers ask for the storage on every request. */
const objectStorages = new Map<string, S3FileStorage>();

function objectStorage(config: StorageConfig & { S3_BUCKET: string }): S3FileStorage {
  const settings: S3Settings = {
    S3_BUCKET: config.S3_BUCKET,
    S3_ENDPOINT: config.S3_ENDPOINT,
    S3_REGION: config.S3_REGION ?? "us-east-1",
    S3_ACCESS_KEY_ID: config.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: config.S3_SECRET_ACCESS_KEY,
    S3_FORCE_PATH_STYLE: config.S3_FORCE_PATH_STYLE ?? false,
    S3_PREFIX: config.S3_PREFIX,
  };
  const id = JSON.stringify(settings);
  let storage = objectStorages.get(id);
  if (!storage) {
    storage = new S3FileStorage(settings);
    objectStorages.set(id, storage);
  }
  return storage;
}

/** The bucket when S3_BUCKET is set, else null: for the tools that work on the bucket itself (copy, backup). */
export function objectStorageFor(config: StorageConfig): S3FileStorage | null {
  return config.S3_BUCKET ? objectStorage({ ...config, S3_BUCKET: config.S3_BUCKET }) : null;
}

/**
 * The storage the shop uses: the bucket when S3_BUCKET is set, otherwise DATA_DIR/uploads on the local
 * disk (a bare path is read as DATA_DIR).
 */
export function createFileStorage(config: StorageConfig | string): FileStorage {
  const settings = typeof config === "string" ? { DATA_DIR: config } : config;
  return objectStorageFor(settings) ?? new LocalFileStorage(uploadsDir(settings.DATA_DIR));
}
