import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import pino from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageUrl } from "~/lib/media";
import { createFileStorage } from "~/modules/media/storage.server";
import { deleteMediaVariants, mediaCacheDir } from "~/modules/media/variants.server";
import { MEDIA_CACHE_CONTROL, serveMedia } from "./media-route";

const KEY = "products/0b7e4a5e-6f7d-4c1e-9a55-3d2c1b0a9f8e_1760000000000_ozel-isikli-kupa.webp";
let dataDir: string;
let server: http.Server;
let port: number;
let original: Buffer;

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw request: the path is sent exactly as given (no client-side normalisation of `..`). */
function request(rawPath: string, { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: rawPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-media-"));
  original = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#ff8800" } })
    .webp()
    .toBuffer();
  await createFileStorage(dataDir).put(KEY, original);
  // Something secret next to the uploads folder and at the data root, which must never be served.
  fs.writeFileSync(path.join(dataDir, "secret.webp"), "GIZLI-VERI");
  fs.writeFileSync(path.join(dataDir, "uploads", "secret.webp"), "GIZLI-VERI");

  const app = express();
  app.get("/media/*path", serveMedia({ dataDir, logger: pino({ level: "silent" }) }));
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function expectImageHeaders(reply: Reply) {
  expect(reply.headers["content-type"]).toBe("image/webp");
  expect(reply.headers["cache-control"]).toBe(MEDIA_CACHE_CONTROL);
  expect(reply.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(reply.headers["x-content-type-options"]).toBe("nosniff");
  expect(reply.headers.etag).toMatch(/^"[^"]+"$/);
}

describe("serveMedia", () => {
  it("serves the stored WebP with immutable cache headers", async () => {
    const reply = await request(imageUrl(KEY));
    expect(reply.status).toBe(200);
    expectImageHeaders(reply);
    expect(Number(reply.headers["content-length"])).toBe(original.length);
    expect(reply.body.equals(original)).toBe(true);
  });

  it("serves a resized variant for an allowed width and caches it on disk", async () => {
    const reply = await request(imageUrl(KEY, 320));
    expect(reply.status).toBe(200);
    expectImageHeaders(reply);
    const meta = await sharp(reply.body).metadata();
    expect(meta.format).toBe("webp");
    expect([meta.width, meta.height]).toEqual([320, 240]);
    expect(Number(reply.headers["content-length"])).toBe(reply.body.length);

    const cached = path.join(mediaCacheDir(dataDir), "w320", KEY);
    expect(fs.readFileSync(cached).equals(reply.body)).toBe(true);
    const before = fs.statSync(cached).mtimeMs;
    const again = await request(imageUrl(KEY, 320));
    expect(again.body.equals(reply.body)).toBe(true);
    expect(again.headers.etag).toBe(reply.headers.etag);
    expect(fs.statSync(cached).mtimeMs).toBe(before);
    // Each width has its own ETag, distinct from the original's.
    const originalReply = await request(imageUrl(KEY));
    expect(originalReply.headers.etag).not.toBe(reply.headers.etag);
  });

  it("never enlarges: a width above the original's gives the original's size", async () => {
    const reply = await request(imageUrl(KEY, 1280));
    expect(reply.status).toBe(200);
    const meta = await sharp(reply.body).metadata();
    expect([meta.width, meta.height]).toEqual([800, 600]);
  });

  it("gives concurrent requests for a new variant the same whole image, cached without leftovers", async () => {
    const replies = await Promise.all(Array.from({ length: 12 }, () => request(imageUrl(KEY, 640))));
    for (const reply of replies) {
      expect(reply.status).toBe(200);
      expect(reply.body.equals(replies[0].body)).toBe(true);
    }
    const dir = path.dirname(path.join(mediaCacheDir(dataDir), "w640", KEY));
    expect(fs.readdirSync(dir)).toEqual([path.basename(KEY)]);
    const meta = await sharp(fs.readFileSync(path.join(dir, path.basename(KEY)))).metadata();
    expect(meta.width).toBe(640);
  });

  it.each(["100", "321", "abc", "320px", "0320", "", "-320", "1e3"])("answers 400 for w=%j", async (w) => {
    const reply = await request(`${imageUrl(KEY)}?w=${w}`);
    expect(reply.status).toBe(400);
    expect(reply.headers["x-content-type-options"]).toBe("nosniff");
    expect(reply.headers["cache-control"]).not.toContain("immutable");
  });

  it("answers 400 for a repeated w", async () => {
    expect((await request(`${imageUrl(KEY)}?w=320&w=640`)).status).toBe(400);
  });

  it("answers 404 for an unknown file, with or without a width", async () => {
    const missing = "products/0b7e4a5e-6f7d-4c1e-9a55-3d2c1b0a9f8e_1760000000001_yok.webp";
    for (const url of [imageUrl(missing), imageUrl(missing, 320), "/media/products", "/media/nothing.webp"]) {
      const reply = await request(url);
      expect(reply.status).toBe(404);
      expect(reply.headers["cache-control"]).not.toContain("immutable");
    }
    expect(fs.existsSync(path.join(mediaCacheDir(dataDir), "w320", missing))).toBe(false);
  });

  it.each([
    "/media/../secret.webp",
    "/media/..%2fsecret.webp",
    "/media/%2e%2e/secret.webp",
    "/media/%2E%2E/%2e%2e/secret.webp",
    "/media/products/%2e%2e/%2e%2e/secret.webp",
    "/media/products%2f..%2f..%2fsecret.webp",
    "/media/products/..%5c..%5csecret.webp",
    "/media/%2fetc%2fpasswd",
    "/media//etc/passwd",
    "/media/products/x%00.webp",
    "/media/.%2e/secret.webp?w=320",
    "/media/secret.webp/",
    "/media/%20secret.webp",
    "/media/%E0%A4%A",
  ])("never serves anything outside the uploads for %s", async (rawPath) => {
    const reply = await request(rawPath);
    expect([400, 404]).toContain(reply.status);
    expect(reply.body.includes(Buffer.from("GIZLI"))).toBe(false);
  });

  it("answers 304 to a matching If-None-Match, for originals and variants", async () => {
    for (const url of [imageUrl(KEY), imageUrl(KEY, 160)]) {
      const first = await request(url);
      const etag = first.headers.etag as string;
      for (const header of [etag, `W/${etag}`, `"nope", ${etag}`, "*"]) {
        const reply = await request(url, { headers: { "If-None-Match": header } });
        expect(reply.status).toBe(304);
        expect(reply.body.length).toBe(0);
        expect(reply.headers.etag).toBe(etag);
        expect(reply.headers["cache-control"]).toBe(MEDIA_CACHE_CONTROL);
      }
      const stale = await request(url, { headers: { "If-None-Match": '"something-else"' } });
      expect(stale.status).toBe(200);
      expect(stale.body.length).toBeGreaterThan(0);
    }
  });

  it("answers HEAD with the headers and no body", async () => {
    for (const url of [imageUrl(KEY), imageUrl(KEY, 960)]) {
      const reply = await request(url, { method: "HEAD" });
      expect(reply.status).toBe(200);
      expectImageHeaders(reply);
      expect(Number(reply.headers["content-length"])).toBeGreaterThan(0);
      expect(reply.body.length).toBe(0);
    }
    expect((await request(imageUrl("products/nope.webp"), { method: "HEAD" })).status).toBe(404);
  });

  it("stops serving a deleted image, even when a variant is cached", async () => {
    const key = "products/0b7e4a5e-6f7d-4c1e-9a55-3d2c1b0a9f8e_1760000000002_silinecek.webp";
    const storage = createFileStorage(dataDir);
    await storage.put(key, original);
    expect((await request(imageUrl(key, 320))).status).toBe(200);
    await storage.delete(key);
    expect((await request(imageUrl(key, 320))).status).toBe(404);
    expect(fs.existsSync(path.join(mediaCacheDir(dataDir), "w320", key))).toBe(true);
    await deleteMediaVariants(dataDir, key);
    expect(fs.existsSync(path.join(mediaCacheDir(dataDir), "w320", key))).toBe(false);
  });
});
