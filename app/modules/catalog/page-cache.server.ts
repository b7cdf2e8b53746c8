// HTTP caching of the shop's catalogue pages (docs/decisions/0008), as one Express middleware placed after
// compression() and before React Router's handler:
//  - answers of GET on the listed paths are buffered (they are small HTML or JSON pages), given a strong
//    ETag computed from the body with this response's CSP nonce and request id blanked (so two renders of
//    the same content share an ETag), and `Cache-Control: public, max-age=0, s-maxage=60,
//    stale-while-revalidate=300`;
//  - a matching If-None-Match is answered 304 without a body and without a new Content-Security-Policy
//    (the browser keeps the policy that matches the page it stored);
//  - with `memory: true`, a 200 answer is also kept in memory for the current catalogue version (at most
//    ttlMs), its gzip and brotli bytes made once, and served as it was (headers included, CSP nonce of that
//    render) until an admin edit bumps the version. Requests with a cookie other than the cart's, answers
//    that set a cookie, and anything but 200 are never stored.
import { createHash } from "node:crypto";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import type { NextFunction, Request, Response } from "express";

export const CATALOG_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

export interface PageCacheOptions {
  /** Whether a path's answers are cacheable (e.g. /, /products, /product/…, /api/search and their .data). */
  cacheable(path: string): boolean;
  /** The catalogue version now (CatalogCache.currentVersion). */
  version(): Promise<number>;
  /** Keep rendered answers in memory (the "served from cache" mode). */
  memory?: boolean;
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

interface Stored {
  version: number;
  expiresAt: number;
  status: number;
  headers: [string, string | string[]][];
  etag: string;
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

const UNSTORED_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "x-request-id", "date", "etag", "cache-control"]);

export function etagFor(body: Buffer, blanks: (string | undefined)[]): string {
  let text = body.toString("latin1");
  for (const blank of blanks) if (blank) text = text.split(blank).join("");
  return `"${createHash("sha256").update(text, "latin1").digest("base64url").slice(0, 27)}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t === etag || t === `W/${etag}`;
  });
}

function acceptsEncoding(req: Request, encoding: "br" | "gzip"): boolean {
  const header = String(req.headers["accept-encoding"] ?? "");
  return new RegExp(`(^|,)\\s*${encoding}\\s*(;\\s*q=(?!0(\\.0+)?\\s*(,|$))[\\d.]+)?\\s*(,|$)`).test(header);
}

export function pageCacheMiddleware(options: PageCacheOptions) {
  const ttlMs = options.ttlMs ?? 15_000;
  const maxEntries = options.maxEntries ?? 500;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Stored>();

  function send(req: Request, res: Response, stored: Stored) {
    if (matches(req.headers["if-none-match"], stored.etag)) {
      res.removeHeader("Content-Security-Policy");
      res.status(304).setHeader("ETag", stored.etag);
      res.setHeader("Cache-Control", CATALOG_CACHE_CONTROL);
      res.end();
      return;
    }
    for (const [name, value] of stored.headers) res.setHeader(name, value);
    res.setHeader("ETag", stored.etag);
    res.setHeader("Cache-Control", CATALOG_CACHE_CONTROL);
    res.setHeader("Vary", "Accept-Encoding");
    let body = stored.identity;
    if (acceptsEncoding(req, "br")) {
      stored.br ??= brotliCompressSync(stored.identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
      body = stored.br;
      res.setHeader("Content-Encoding", "br");
    } else if (acceptsEncoding(req, "gzip")) {
      stored.gzip ??= gzipSync(stored.identity);
      body = stored.gzip;
      res.setHeader("Content-Encoding", "gzip");
    }
    res.setHeader("Content-Length", String(body.length));
    res.status(stored.status);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" || !options.cacheable(req.path)) return next();
    const key = req.originalUrl;
    const cookies = String(req.headers.cookie ?? "")
      .split(";")
      .map((c) => c.trim().split("=")[0])
      .filter((name) => name && name !== "cart");
    const storable = Boolean(options.memory) && cookies.length === 0;
    let version = -1;
    if (options.memory) {
      try {
        version = await options.version();
      } catch {
        return next();
      }
      const stored = entries.get(key);
      if (storable && stored && stored.version === version && stored.expiresAt > now()) {
        send(req, res, stored);
        return;
      }
    }

    // Buffer the answer, then decide.
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const toBuffer = (chunk: unknown, encoding?: unknown) =>
      Buffer.isBuffer(chunk) ? chunk : typeof chunk === "string" ? Buffer.from(chunk, (encoding as BufferEncoding) || "utf8") : Buffer.from(chunk as Uint8Array);
    res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
      if (chunk != null) chunks.push(toBuffer(chunk, typeof encoding === "string" ? encoding : undefined));
      const cb = typeof encoding === "function" ? encoding : callback;
      if (typeof cb === "function") process.nextTick(cb as () => void);
      return true;
    }) as typeof res.write;
    res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      if (chunk != null && typeof chunk !== "function") chunks.push(toBuffer(chunk, typeof encoding === "string" ? encoding : undefined));
      res.write = write as typeof res.write;
      res.end = end as typeof res.end;
      const body = Buffer.concat(chunks);
      const cb = [chunk, encoding, callback].find((a) => typeof a === "function") as (() => void) | undefined;
      if (res.statusCode !== 200 || res.getHeader("Set-Cookie") || res.getHeader("Content-Encoding")) {
        return cb ? end(body, cb) : end(body);
      }
      const etag = etagFor(body, [res.locals.cspNonce as string | undefined, res.locals.requestId as string | undefined]);
      const stored: Stored = {
        version,
        expiresAt: now() + ttlMs,
        status: 200,
        headers: Object.entries(res.getHeaders())
          .filter(([name]) => !UNSTORED_HEADERS.has(name.toLowerCase()))
          .map(([name, value]) => [name, Array.isArray(value) ? value.map(String) : String(value)]),
        etag,
        identity: body,
      };
      if (storable && version >= 0) {
        entries.delete(key);
        entries.set(key, stored);
        while (entries.size > maxEntries) {
          const oldest = entries.keys().next().value;
          if (oldest === undefined) break;
          entries.delete(oldest);
        }
      }
      res.write = write as typeof res.write;
      res.end = end as typeof res.end;
      res.setHeader("ETag", etag);
      res.setHeader("Cache-Control", CATALOG_CACHE_CONTROL);
      if (matches(req.headers["if-none-match"], etag)) {
        res.removeHeader("Content-Security-Policy");
        res.removeHeader("Content-Length");
        res.status(304);
        return cb ? end(cb) : end();
      }
      res.setHeader("Content-Length", String(body.length));
      return cb ? end(body, cb) : end(body);
    }) as typeof res.end;
    next();
  };
}

/** The shop's catalogue pages: home, product list, product pages, search, and their client-navigation data. */
export function isCatalogPath(path: string): boolean {
  return /^\/(_root\.data|products(\.data)?|product\/[^/]+(\.data)?|api\/search)?$/.test(path);
}
