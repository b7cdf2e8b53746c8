import { text } from "node:stream/consumers";
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";
import { startS3Server, type TestS3Server } from "../../../tests/support/s3-server";
import { md5Etag, S3FileStorage, STORED_OBJECT_CACHE_CONTROL } from "./s3-storage.server";
import { createFileStorage, InvalidStorageKeyError, LocalFileStorage } from "./storage.server";

let s3: TestS3Server;
let storage: S3FileStorage;

beforeAll(async () => {
  s3 = await startS3Server();
  storage = createFileStorage(parseEnv({ ...s3.env, S3_PREFIX: "shop1" })) as S3FileStorage;
});
afterAll(async () => {
  await s3?.stop();
});

const KEY = "products/0b7e4a5e-6f7d-4c1e-9a55-3d2c1b0a9f8e_1760000000000_kupa.webp";

describe("S3FileStorage", () => {
  it("createFileStorage picks the bucket when S3_BUCKET is set (one client per settings), the disk otherwise", () => {
    expect(storage).toBeInstanceOf(S3FileStorage);
    expect(createFileStorage(parseEnv({ ...s3.env, S3_PREFIX: "shop1" }))).toBe(storage);
    expect(createFileStorage(parseEnv({}))).toBeInstanceOf(LocalFileStorage);
  });

  it("puts, reads, streams, stats and deletes objects under S3_PREFIX, typed and cacheable", async () => {
    expect(await storage.exists(KEY)).toBe(false);
    expect(await storage.read(KEY)).toBeNull();
    expect(await storage.stream(KEY)).toBeNull();
    expect(await storage.stat(KEY)).toBeNull();
    expect(await storage.delete(KEY)).toBe(false);

    await storage.put(KEY, Buffer.from("merhaba"));
    expect((await storage.read(KEY))?.toString()).toBe("merhaba");
    const stream = await storage.stream(KEY);
    expect(stream && (await text(stream))).toBe("merhaba");
    expect(await storage.stat(KEY)).toMatchObject({ size: 7, etag: md5Etag(Buffer.from("merhaba")) });

    const head = await storage.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `shop1/${KEY}` }));
    expect(head).toMatchObject({ ContentType: "image/webp", CacheControl: STORED_OBJECT_CACHE_CONTROL });
    const listed = await storage.client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    expect(listed.Contents?.map((o) => o.Key)).toEqual([`shop1/${KEY}`]);

    await storage.put(KEY, Buffer.from("güle güle"));
    const replaced = await storage.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `shop1/${KEY}` }));
    expect(await replaced.Body?.transformToString()).toBe("güle güle");

    expect(await storage.delete(KEY)).toBe(true);
    expect(await storage.exists(KEY)).toBe(false);
  });

  it("refuses keys that are not plain relative paths before asking the service", async () => {
    for (const key of ["", "../x.webp", "products/../../x", "/etc/passwd", "products//x.webp", "products/.hidden"]) {
      await expect(storage.put(key, Buffer.from("x"))).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.read(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
  });

  it("reports a service that does not answer as an error, not as a missing file", async () => {
    const down = new S3FileStorage({ ...parseEnv(s3.env), S3_BUCKET: s3.bucket, S3_ENDPOINT: "http://127.0.0.1:1" });
    await expect(down.read(KEY)).rejects.toThrow();
    await expect(down.stat(KEY)).rejects.toThrow();
    await expect(down.put(KEY, Buffer.from("x"))).rejects.toThrow();
  });
});
