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
//    that set a cookie, and anything but 200 are never stored;
//  - `serveStored` answers a stored page straight from the HTTP server's request listener, before Express
//    and React Router: what the "served from cache" budget measures (docs/benchmarks.md);
//  - the header's cart count (app/lib/cart-badge.ts): catalogue pages are rendered with an empty cart, and
//    each answer gets the count of its request's cart cookie written in, on the way out. A page with a count
//    is its own variant (ETag `"<page's>-<count>"`, `Cache-Control: private`, its compressed bytes made once
//    and kept with the page, the last few counts only), so the stored page stays one for every shopper.
// Stored pages take at most `maxBytes` (oldest out first), so a crawler walking 10,000 products cannot grow it.
import { createHash } from "node:crypto";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { fillCartCount } from "~/lib/cart-badge";
import { PUBLIC_PAGE_COOKIES } from "~/lib/cookies";
import { cartCookieItemCount } from "~/modules/cart/cart-badge.server";

export const CATALOG_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
/** A catalogue page with the shopper's cart count in it: the browser revalidates it, shared caches keep none. */
export const CART_COUNT_CACHE_CONTROL = "private, max-age=0";
/** How many cart counts of one stored page keep their filled (and compressed) bytes. */
const MAX_COUNT_VARIANTS = 4;

export interface PageCacheOptions {
  /** Whether a path's answers are cacheable (e.g. /, /products, /product/…, /api/search and their .data). */
  cacheable(path: string): boolean;
  /** The catalogue version now (CatalogCache.currentVersion). */
  version(): Promise<number>;
  /** Keep rendered answers in memory (the "served from cache" mode). */
  memory?: boolean;
  ttlMs?: number;
  maxEntries?: number;
  /** The most bytes (uncompressed + compressed) stored pages may take together. */
  maxBytes?: number;
  now?: () => number;
}

/**
 * Brotli for pages: a 2^18 (256 KB) window instead of the default 2^22 (4 MB) — the pages are smaller than
 * the window either way, but each compression allocates for the window it is given (docs/benchmarks.md).
 */
export const BROTLI_WINDOW_BITS = 18;
const BROTLI_STORED_PAGE = { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS };

/** How long an expired page is still served while its new render is under way (if that fails, it is retried). */
const RENDER_WAIT_MS = 10_000;

/** A page's bytes as they go out: as rendered, or with one cart count written in. */
interface Body {
  etag: string;
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

interface Stored extends Body {
  version: number;
  expiresAt: number;
  /** Set when a new render of an expired page started: until then the old page is still served. */
  renderingUntil: number;
  status: number;
  headers: [string, string | string[]][];
  /** The page with a cart count written in, by count (most recently made last); null: it shows no count. */
  counts: Map<number, Body> | null;
}

const UNSTORED_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "x-request-id", "date", "etag", "cache-control"]);

export function etagFor(body: Buffer, blanks: (string | undefined)[]): string {
  // The body's bytes are hashed in place, around each blank (no copy of the page as a string).
  const hash = createHash("sha256");
  const marks = blanks.filter((blank): blank is string => Boolean(blank)).map((blank) => Buffer.from(blank, "latin1"));
  const found = marks.map((mark) => body.indexOf(mark));
  let at = 0;
  for (;;) {
    let next = -1;
    for (let i = 0; i < marks.length; i++) {
      if (found[i] >= 0 && found[i] < at) found[i] = body.indexOf(marks[i], at);
      if (found[i] >= 0 && (next < 0 || found[i] < found[next])) next = i;
    }
    if (next < 0) break;
    hash.update(body.subarray(at, found[next]));
    at = found[next] + marks[next].length;
  }
  hash.update(body.subarray(at));
  return `"${hash.digest("base64url").slice(0, 27)}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t === etag || t === `W/${etag}`;
  });
}

/** A 304 for `etag`: no body, and no new Content-Security-Policy (the browser keeps its stored page's). */
function markNotModified(res: ServerResponse, etag: string, cacheControl: string) {
  res.statusCode = 304;
  res.removeHeader("Content-Security-Policy");
  res.removeHeader("Content-Length");
  res.setHeader("ETag", etag);
  res.setHeader("Cache-Control", cacheControl);
}

/** The page with `count` written into its header, or null when it has no cart count to fill. */
function withCartCount(page: Body, count: number): Body | null {
  const filled = fillCartCount(page.identity.toString("utf8"), count);
  if (filled === null) return null;
  return { etag: `${page.etag.slice(0, -1)}-${count}"`, identity: Buffer.from(filled, "utf8") };
}

/** `encoding` listed in Accept-Encoding and not refused with q=0. */
const ACCEPTS = {
  br: /(^|,)\s*br\s*(;\s*q=(?!0(\.0+)?\s*(,|$))[\d.]+)?\s*(,|$)/,
  gzip: /(^|,)\s*gzip\s*(;\s*q=(?!0(\.0+)?\s*(,|$))[\d.]+)?\s*(,|$)/,
};

function acceptsEncoding(req: IncomingMessage, encoding: "br" | "gzip"): boolean {
  return ACCEPTS[encoding].test(String(req.headers["accept-encoding"] ?? ""));
}

/**
 * Whether a request may be answered from (and its answer kept in) memory: no cookie but the cart's, the discount
 * code's and the closed cookie notice's (PUBLIC_PAGE_COOKIES, app/lib/cookies.ts). Catalogue pages never read the code
 * (its effect is shown in the cart and at checkout only, which are never stored) nor the notice's (every visitor's page
 * carries the notice; the document's first script hides it), so such a shopper gets the same public page as everyone.
 */
function onlyCartCookie(req: IncomingMessage): boolean {
  const header = req.headers.cookie;
  if (!header) return true;
  return header.split(";").every((cookie) => {
    const name = cookie.trim().split("=")[0];
    return !name || PUBLIC_PAGE_COOKIES.has(name);
  });
}

export interface PageCache {
  /** Express middleware (after compression(), before the page handler): ETag/304 for every catalogue answer; stores and serves pages in memory mode. */
  middleware: (req: Request, res: Response, next: NextFunction) => void;
  /**
   * For the HTTP server itself, before Express: answers a GET of a stored page, or returns false (at once
   * for a request that cannot be one). The stored answer carries the security headers of its render.
   */
  serveStored(req: IncomingMessage, res: ServerResponse): false | Promise<boolean>;
  readonly size: number;
  /** Answers sent from stored pages, and renders stored, since the start. */
  readonly counts: { served: number; stored: number };
  /** Whether a fresh page of the current catalogue version is stored under this (canonical) URL. */
  isStored(url: string): Promise<boolean>;
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const ttlMs = options.ttlMs ?? 5_000;
  const maxEntries = options.maxEntries ?? 500;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Stored>();
  const counts = { served: 0, stored: 0 };
  let storedBytes = 0;
  /** The requests that are rendering an expired page again (the front door and the middleware both look). */
  const renderers = new WeakSet<IncomingMessage>();
  const bytesOf = (body: Body) => body.identity.length + (body.br?.length ?? 0) + (body.gzip?.length ?? 0);
  const sizeOf = (stored: Stored) => bytesOf(stored) + [...(stored.counts?.values() ?? [])].reduce((sum, body) => sum + bytesOf(body), 0);

  function remove(key: string) {
    const stored = entries.get(key);
    if (!stored) return;
    storedBytes -= sizeOf(stored);
    entries.delete(key);
  }

  const brotli = (identity: Buffer) => brotliCompressSync(identity, { params: BROTLI_STORED_PAGE });

  function evict() {
    while (entries.size > maxEntries || storedBytes > maxBytes) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      remove(oldest);
    }
  }

  function store(key: string, stored: Stored) {
    remove(key);
    // Compressed once, here, rather than on the first request that asks for it.
    stored.br = brotli(stored.identity);
    entries.set(key, stored);
    counts.stored++;
    storedBytes += sizeOf(stored);
    evict();
  }

  /** The stored page as this request's cart count shows it (made once per count, the last few kept). */
  function bodyFor(stored: Stored, count: number): Body {
    if (count === 0 || stored.counts === null) return stored;
    const kept = stored.counts.get(count);
    if (kept) {
      stored.counts.delete(count);
      stored.counts.set(count, kept);
      return kept;
    }
    const filled = withCartCount(stored, count);
    if (!filled) {
      stored.counts = null;
      return stored;
    }
    filled.br = brotli(filled.identity);
    stored.counts.set(count, filled);
    storedBytes += bytesOf(filled);
    if (stored.counts.size > MAX_COUNT_VARIANTS) {
      const [oldest, body] = stored.counts.entries().next().value as [number, Body];
      stored.counts.delete(oldest);
      storedBytes -= bytesOf(body);
    }
    evict();
    return filled;
  }

  function send(req: IncomingMessage, res: ServerResponse, stored: Stored) {
    const count = cartCookieItemCount(req.headers.cookie);
    const page = bodyFor(stored, count);
    const cacheControl = page === stored ? CATALOG_CACHE_CONTROL : CART_COUNT_CACHE_CONTROL;
    counts.served++;
    if (matches(req.headers["if-none-match"], page.etag)) {
      markNotModified(res, page.etag, cacheControl);
      res.end();
      return;
    }
    for (const [name, value] of stored.headers) res.setHeader(name, value);
    res.setHeader("ETag", page.etag);
    res.setHeader("Cache-Control", cacheControl);
    res.setHeader("Vary", "Accept-Encoding");
    let body = page.identity;
    if (page.br && acceptsEncoding(req, "br")) {
      body = page.br;
      res.setHeader("Content-Encoding", "br");
    } else if (acceptsEncoding(req, "gzip")) {
      if (!page.gzip) {
        page.gzip = gzipSync(page.identity);
        // Counted only while the page is still stored (it may have left while this request waited).
        const kept = entries.get(req.url ?? "") === stored && (page === stored || stored.counts?.get(count) === page);
        if (kept) storedBytes += page.gzip.length;
      }
      body = page.gzip;
      res.setHeader("Content-Encoding", "gzip");
    }
    res.setHeader("Content-Length", String(body.length));
    res.statusCode = stored.status;
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /**
   * The stored answer for this URL if it belongs to `version` and is fresh. Past its time, the first asker
   * gets nothing (and renders the page again) while everyone else still gets the stored one until the new
   * render is stored: one render per page and period instead of one per waiting connection.
   */
  function lookup(req: IncomingMessage, url: string, version: number): Stored | undefined {
    const stored = entries.get(url);
    if (!stored || stored.version !== version) return undefined;
    const time = now();
    if (stored.expiresAt > time) return stored;
    if (renderers.has(req)) return undefined;
    if (stored.renderingUntil > time) return stored;
    stored.renderingUntil = time + RENDER_WAIT_MS;
    renderers.add(req);
    return undefined;
  }

  function serveStored(req: IncomingMessage, res: ServerResponse): false | Promise<boolean> {
    if (!options.memory || req.method !== "GET" || !req.url || !entries.has(req.url) || !onlyCartCookie(req)) return false;
    const url = req.url;
    return options.version().then(
      (version) => {
        const stored = lookup(req, url, version);
        if (!stored) return false;
        send(req, res, stored);
        return true;
      },
      // The database does not answer: the full path answers (503 while it is down).
      () => false,
    );
  }

  const middleware = async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" || !options.cacheable(req.path)) return next();
    const key = req.originalUrl;
    const storable = Boolean(options.memory) && onlyCartCookie(req);
    let version = -1;
    if (options.memory) {
      try {
        version = await options.version();
      } catch {
        return next();
      }
      const stored = storable ? lookup(req, key, version) : undefined;
      if (stored) {
        send(req, res, stored);
        return;
      }
    }

    // Buffer the answer, then decide.
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const toBuffer = (chunk: unknown, encoding?: unknown) =>
      Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === "string"
          ? Buffer.from(chunk, (encoding as BufferEncoding) || "utf8")
          : Buffer.from(chunk as Uint8Array);
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
      if (
        res.statusCode !== 200 ||
        res.getHeader("Set-Cookie") ||
        res.getHeader("Content-Encoding") ||
        /private|no-store/.test(String(res.getHeader("Cache-Control") ?? ""))
      ) {
        return cb ? end(body, cb) : end(body);
      }
      const etag = etagFor(body, [res.locals.cspNonce as string | undefined, res.locals.requestId as string | undefined]);
      const stored: Stored = {
        version,
        expiresAt: now() + ttlMs,
        renderingUntil: 0,
        status: 200,
        headers: Object.entries(res.getHeaders())
          .filter(([name]) => !UNSTORED_HEADERS.has(name.toLowerCase()))
          .map(([name, value]) => [name, Array.isArray(value) ? value.map(String) : String(value)]),
        etag,
        identity: body,
        counts: new Map(),
      };
      if (storable && version >= 0) store(key, stored);
      // This request's own cart count (compressed by compression() on the way out, like any fresh render).
      const count = cartCookieItemCount(req.headers.cookie);
      const page = (count > 0 && withCartCount(stored, count)) || stored;
      const cacheControl = page === stored ? CATALOG_CACHE_CONTROL : CART_COUNT_CACHE_CONTROL;
      if (matches(req.headers["if-none-match"], page.etag)) {
        markNotModified(res, page.etag, cacheControl);
        return cb ? end(cb) : end();
      }
      res.setHeader("ETag", page.etag);
      res.setHeader("Cache-Control", cacheControl);
      // A page just stored goes out in the brotli bytes store() made for it: compressed once, and
      // compression() (which leaves an answer with a Content-Encoding alone) does not compress it again.
      if (page === stored && stored.br && acceptsEncoding(req, "br")) {
        res.setHeader("Content-Encoding", "br");
        res.setHeader("Content-Length", String(stored.br.length));
        return cb ? end(stored.br, cb) : end(stored.br);
      }
      res.setHeader("Content-Length", String(page.identity.length));
      return cb ? end(page.identity, cb) : end(page.identity);
    }) as typeof res.end;
    next();
  };

  return {
    middleware,
    serveStored,
    get size() {
      return entries.size;
    },
    counts,
    async isStored(url) {
      const stored = entries.get(url);
      return Boolean(stored && stored.version === (await options.version()) && stored.expiresAt > now());
    },
  };
}

export { isCatalogPath } from "~/lib/catalog-paths";
