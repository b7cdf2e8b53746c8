// The /media route with object storage (s3rver on 127.0.0.1): the same answers as from the disk, and a
// variant made by one app server is read from the bucket by another instead of being made again.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import pino from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";
import { imageUrl, variantKey } from "~/lib/media";
import { S3FileStorage } from "~/modules/media/s3-storage.server";
import { createFileStorage } from "~/modules/media/storage.server";
import { mediaCacheDir } from "~/modules/media/variants.server";
import { startS3Server, type TestS3Server } from "../../tests/support/s3-server";
import { MEDIA_CACHE_CONTROL, serveMedia } from "./media-route";

const KEY = "products/0b7e4a5e-6f7d-4c1e-9a55-3d2c1b0a9f8e_1760000000000_kupa.webp";
const logger = pino({ level: "silent" });
let s3: TestS3Server;
let storage: S3FileStorage;
let server: http.Server;
let base: string;
const dataDirs: string[] = [];
let original: Buffer;

const webp = (width: number, colour: string) =>
  sharp({ create: { width, height: width / 2, channels: 3, background: colour } })
    .webp()
    .toBuffer();

/** An app server of its own (its own DATA_DIR and variant cache) on the shared bucket, as `/{name}/media/…`. */
function appServer(app: express.Express, name: string, bucketStorage = storage) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-media-s3-${name}-`));
  dataDirs.push(dataDir);
  app.get(`/${name}/media/*path`, serveMedia({ dataDir, logger, storage: bucketStorage }));
  return dataDir;
}

let dataDirA: string;
let dataDirB: string;

beforeAll(async () => {
  s3 = await startS3Server();
  storage = createFileStorage(parseEnv(s3.env)) as S3FileStorage;
  original = await webp(400, "#ff8800");
  await storage.put(KEY, original);
  const app = express();
  dataDirA = appServer(app, "a");
  dataDirB = appServer(app, "b");
  appServer(app, "down", new S3FileStorage({ ...parseEnv(s3.env), S3_BUCKET: s3.bucket, S3_ENDPOINT: "http://127.0.0.1:1" }));
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await s3?.stop();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

const get = (name: string, url: string, init?: RequestInit) => fetch(`${base}/${name}${url}`, init);

describe("serveMedia with object storage", () => {
  it("streams the original with the immutable cache headers, its size and an ETag (304 when it matches; HEAD without body)", async () => {
    const reply = await get("a", imageUrl(KEY));
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toBe("image/webp");
    expect(reply.headers.get("cache-control")).toBe(MEDIA_CACHE_CONTROL);
    expect(reply.headers.get("content-length")).toBe(String(original.length));
    expect(Buffer.from(await reply.arrayBuffer()).equals(original)).toBe(true);
    const etag = reply.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"o-/);
    // Every server gives the same ETag (it comes from the object, not from a server's disk).
    expect((await get("b", imageUrl(KEY), { method: "HEAD" })).headers.get("etag")).toBe(etag);
    const notModified = await get("b", imageUrl(KEY), { headers: { "If-None-Match": etag } });
    expect(notModified.status).toBe(304);
    const head = await get("a", imageUrl(KEY), { method: "HEAD" });
    expect([head.status, head.headers.get("content-length"), (await head.arrayBuffer()).byteLength]).toEqual([200, String(original.length), 0]);
  });

  it("makes a variant once, stores it in the bucket, and another server reads it from there (and caches it) instead of making it again", async () => {
    const made = await get("a", imageUrl(KEY, 320));
    expect(made.status).toBe(200);
    const bytes = Buffer.from(await made.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(320);
    expect((await storage.read(variantKey(KEY, 320)))?.equals(bytes)).toBe(true);
    expect(fs.readFileSync(path.join(mediaCacheDir(dataDirA), "w320", KEY)).equals(bytes)).toBe(true);

    // Replace the stored variant with a marker: server B must answer with it, so it did not resize the original.
    const marker = await webp(320, "#00ff00");
    await storage.put(variantKey(KEY, 320), marker);
    const fromBucket = await get("b", imageUrl(KEY, 320));
    expect(fromBucket.headers.get("content-length")).toBe(String(marker.length));
    expect(Buffer.from(await fromBucket.arrayBuffer()).equals(marker)).toBe(true);
    expect(fs.readFileSync(path.join(mediaCacheDir(dataDirB), "w320", KEY)).equals(marker)).toBe(true);
  });

  it("answers 404 for an unknown key and 500 (never cached) when the bucket does not answer", async () => {
    const missing = KEY.replace("kupa", "yok");
    for (const url of [imageUrl(missing), imageUrl(missing, 160)]) expect((await get("a", url)).status).toBe(404);
    expect(await storage.exists(variantKey(missing, 160))).toBe(false);
    const down = await get("down", imageUrl(KEY, 160));
    expect(down.status).toBe(500);
    expect(down.headers.get("cache-control")).toBe("no-store");
  });
});
