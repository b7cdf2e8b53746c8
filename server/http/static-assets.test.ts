import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveBuildAssets } from "./static-assets";

// A script as the build leaves it: the file and its brotli copy (vite.config.ts, precompressAssets).
const SCRIPT = `export const text = ${JSON.stringify("Sepetinize eklendi. ".repeat(200))};\n`;
let assetsDir: string;
let server: http.Server;
let port: number;

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function request(requestPath: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: requestPath, headers }, (res) => {
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
  assetsDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-assets-"));
  fs.writeFileSync(path.join(assetsDir, "shell-abc123.js"), SCRIPT);
  fs.writeFileSync(path.join(assetsDir, "shell-abc123.js.br"), zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(assetsDir, "small-abc123.js"), "export const a = 1;\n");
  // As server/app.ts has them: the compression middleware first.
  const app = express();
  app.use(compression());
  app.use("/assets", serveBuildAssets(assetsDir));
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(assetsDir, { recursive: true, force: true });
});

describe("build assets", () => {
  it("sends the build's brotli copy to a browser that accepts brotli, as a script, cached for a year", async () => {
    const reply = await request("/assets/shell-abc123.js", { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(reply.status).toBe(200);
    expect(reply.headers["content-encoding"]).toBe("br");
    expect(reply.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(reply.headers.vary).toBe("Accept-Encoding");
    expect(reply.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(reply.body.equals(fs.readFileSync(path.join(assetsDir, "shell-abc123.js.br")))).toBe(true);
    expect(zlib.brotliDecompressSync(reply.body).toString()).toBe(SCRIPT);
  });

  it("compresses the plain file on the fly for a browser without brotli", async () => {
    const reply = await request("/assets/shell-abc123.js", { "Accept-Encoding": "gzip" });
    expect(reply.headers["content-encoding"]).toBe("gzip");
    expect(reply.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(reply.headers.vary).toBe("Accept-Encoding");
    expect(zlib.gunzipSync(reply.body).toString()).toBe(SCRIPT);
  });

  it("sends the plain file when no encoding is accepted, and files without a copy as they are", async () => {
    const plain = await request("/assets/shell-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    const small = await request("/assets/small-abc123.js", { "Accept-Encoding": "br" });
    expect(small.status).toBe(200);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body.toString()).toBe("export const a = 1;\n");
  });

  it("does not serve the brotli copies under their own names", async () => {
    const reply = await request("/assets/shell-abc123.js.br", { "Accept-Encoding": "br" });
    expect(reply.status).toBe(404);
  });
});
