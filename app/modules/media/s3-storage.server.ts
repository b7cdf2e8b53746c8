// Product images in S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, …) through the official
// AWS SDK. The shop's keys (`products/…`, `variants/w320/products/…`) become object keys, after S3_PREFIX.
import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, type S3ClientConfig } from "@aws-sdk/client-s3";
import type { Env } from "~/env.server";
import { type FileStorage, storageKeySegments, type StoredFileInfo } from "./storage.server";

/** Keys never change content (a new upload gets a new key), so a CDN or browser may keep them for a year. */
export const STORED_OBJECT_CACHE_CONTROL = "public, max-age=31536000, immutable";

export type S3Settings = Pick<Env, "S3_REGION" | "S3_FORCE_PATH_STYLE"> &
  Partial<Pick<Env, "S3_ENDPOINT" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_PREFIX">> & { S3_BUCKET: string };

const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  avif: "image/avif",
  gif: "image/gif",
};

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1).toLowerCase()] ?? "application/octet-stream";
}

/** The MD5 that S3 reports as the ETag of an object stored in one piece (quoted hex). */
export function md5Etag(bytes: Uint8Array): string {
  return `"${createHash("md5").update(bytes).digest("hex")}"`;
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | undefined;
  return e?.name === "NoSuchKey" || e?.name === "NotFound" || e?.$metadata?.httpStatusCode === 404;
}

/** The service's answer, or null when the object is not there. */
async function nullWhenNotFound<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export interface StoredObjectInfo extends StoredFileInfo {
  etag: string | null;
}

export class S3FileStorage implements FileStorage {
  readonly sharedByServers = true;
  readonly client: S3Client;
  readonly bucket: string;
  /** Put before every key ("" or e.g. "shop1/"). */
  readonly prefix: string;

  constructor(settings: S3Settings) {
    const config: S3ClientConfig = {
      region: settings.S3_REGION,
      endpoint: settings.S3_ENDPOINT,
      forcePathStyle: settings.S3_FORCE_PATH_STYLE,
      // The SDK's newer default checksums are not understood by every S3-compatible service; Content-MD5 is.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    };
    if (settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY) {
      config.credentials = { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY };
    }
    this.client = new S3Client(config);
    this.bucket = settings.S3_BUCKET;
    this.prefix = settings.S3_PREFIX ?? "";
  }

  /** The object's key in the bucket; throws InvalidStorageKeyError for a key that is not a plain relative path. */
  objectKey(key: string): string {
    return this.prefix + storageKeySegments(key).join("/");
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: bytes,
        ContentLength: bytes.byteLength,
        ContentType: contentTypeOf(key),
        // A buyer's photos and proofs (`personal/…`) are private objects: never cached by a CDN or a browser.
        CacheControl: key.startsWith("personal/") ? "private, no-store" : STORED_OBJECT_CACHE_CONTROL,
        // The service refuses the object if it arrives different from what was sent.
        ContentMD5: createHash("md5").update(bytes).digest("base64"),
      }),
    );
  }

  async read(key: string): Promise<Buffer | null> {
    const body = (await this.getObject(key))?.Body;
    return body ? Buffer.from(await body.transformToByteArray()) : null;
  }

  async stream(key: string): Promise<Readable | null> {
    return ((await this.getObject(key))?.Body as Readable | undefined) ?? null;
  }

  /** Size, modification time and the service's ETag, or null when there is no such object. */
  async stat(key: string): Promise<StoredObjectInfo | null> {
    const head = await nullWhenNotFound(this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) })));
    return head && { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0), etag: head.ETag ?? null };
  }

  private getObject(key: string) {
    return nullWhenNotFound(this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) })));
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<boolean> {
    // S3 answers a delete the same way whether or not the object was there; ask first.
    const existed = await this.exists(key);
    if (existed) await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
    return existed;
  }
}
