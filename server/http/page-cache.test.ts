import type { AddressInfo } from "node:net";
import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CART_COUNT_SLOT } from "~/lib/cart-badge";
import { createLogger } from "~/modules/platform/logger.server";
import { frontDoor } from "./front-door";
import { CART_COUNT_CACHE_CONTROL, CATALOG_CACHE_CONTROL, createPageCache, etagFor, isCatalogPath } from "./page-cache";
import { rateLimitRules } from "./rate-limit";

function get(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

describe("createPageCache: the Express middleware", () => {
  let server: http.Server;
  let port: number;
  let version = 1;
  let renders = 0;
  let memoryServer: http.Server;
  let memoryPort: number;

  function app(memory: boolean) {
    const a = express();
    a.use((_req, res, next) => {
      // What the security middleware does: a fresh nonce per response, in the CSP and the page.
      res.locals.cspNonce = `nonce${Math.random().toString(36).slice(2)}`;
      res.locals.requestId = `req-${Math.random().toString(36).slice(2)}`;
      res.setHeader("Content-Security-Policy", `script-src 'nonce-${res.locals.cspNonce}'`);
      next();
    });
    a.use(compression());
    a.use(createPageCache({ cacheable: isCatalogPath, version: async () => version, memory }).middleware);
    a.get("/products", (_req, res) => {
      renders++;
      res
        .type("html")
        .send(`<html><script nonce="${res.locals.cspNonce}"></script><p>${"ürün ".repeat(400)} v${version}</p><i>${res.locals.requestId}</i></html>`);
    });
    a.get("/cart", (_req, res) => {
      res.type("html").send("<p>cart</p>");
    });
    // A cacheable path whose answer says it is private (as server/http/request-guards.ts marks personal answers).
    a.get("/product/kisisel", (_req, res) => {
      renders++;
      res.setHeader("Cache-Control", "private, no-store");
      res.type("html").send("<p>kişisel</p>");
    });
    return a;
  }

  beforeAll(async () => {
    server = http.createServer(app(false));
    memoryServer = http.createServer(app(true));
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    await new Promise<void>((r) => memoryServer.listen(0, "127.0.0.1", r));
    port = (server.address() as AddressInfo).port;
    memoryPort = (memoryServer.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.close();
    memoryServer.close();
  });

  it("gives catalogue pages one ETag per content (nonce and request id aside) and answers 304 without a new CSP", async () => {
    const first = await get(port, "/products");
    const second = await get(port, "/products");
    expect(first.status).toBe(200);
    expect(first.headers["cache-control"]).toBe(CATALOG_CACHE_CONTROL);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body.equals(first.body)).toBe(false); // different nonces, same ETag

    const notModified = await get(port, "/products", { "if-none-match": String(first.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers["content-security-policy"]).toBeUndefined();
    expect(notModified.headers.etag).toBe(first.headers.etag);

    const changed = await get(port, "/products", { "if-none-match": '"something-else"' });
    expect(changed.status).toBe(200);
  });

  it("leaves other pages alone", async () => {
    const cart = await get(port, "/cart");
    // (Express's own weak ETag of res.send may be there; ours is strong.)
    expect(String(cart.headers.etag ?? "W/")).toMatch(/^W\//);
    expect(cart.headers["cache-control"]).toBeUndefined();
  });

  it("in memory mode serves the stored bytes (compressed once) until the catalogue version changes", async () => {
    version = 1;
    renders = 0;
    const a = await get(memoryPort, "/products", { "accept-encoding": "gzip" });
    const b = await get(memoryPort, "/products", { "accept-encoding": "gzip" });
    expect(renders).toBe(1);
    expect(b.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(b.body).equals(gunzipSync(a.body))).toBe(true);
    // The stored page keeps the CSP of the render it came from.
    const nonce = /nonce="([^"]+)"/.exec(gunzipSync(b.body).toString())?.[1];
    expect(b.headers["content-security-policy"]).toBe(`script-src 'nonce-${nonce}'`);
    expect((await get(memoryPort, "/products", { "if-none-match": String(a.headers.etag) })).status).toBe(304);

    version = 2;
    const c = await get(memoryPort, "/products");
    expect(renders).toBe(2);
    expect(c.body.toString()).toContain("v2");
  });

  it("sends a page it has just stored in the brotli bytes it stored (compressed once, not again by compression())", async () => {
    version = 10;
    renders = 0;
    const fresh = await get(memoryPort, "/products", { "accept-encoding": "br, gzip" });
    const stored = await get(memoryPort, "/products", { "accept-encoding": "br, gzip" });
    expect(renders).toBe(1);
    expect([fresh.headers["content-encoding"], fresh.headers["content-length"], fresh.headers.vary]).toEqual([
      "br",
      String(fresh.body.length),
      "Accept-Encoding",
    ]);
    expect(fresh.body.equals(stored.body)).toBe(true);
    expect(brotliDecompressSync(fresh.body).toString()).toContain("v10");
  });

  it("never stores an answer marked private or no-store, and leaves its Cache-Control as it is", async () => {
    renders = 0;
    const first = await get(memoryPort, "/product/kisisel");
    const second = await get(memoryPort, "/product/kisisel");
    expect(renders).toBe(2);
    for (const answer of [first, second]) expect(answer.headers["cache-control"]).toBe("private, no-store");
  });

  it("never stores for a request with a cookie other than the cart's", async () => {
    version = 3;
    renders = 0;
    await get(memoryPort, "/products", { cookie: "admin_session=x" });
    await get(memoryPort, "/products", { cookie: "admin_session=x" });
    expect(renders).toBe(2);
  });

  it("etagFor ignores the blanked strings", () => {
    expect(etagFor(Buffer.from("a-N1-b"), ["N1"])).toBe(etagFor(Buffer.from("a-N2-b"), ["N2"]));
    expect(etagFor(Buffer.from("a-N1-b"), ["N1"])).not.toBe(etagFor(Buffer.from("a-N1-c"), ["N1"]));
  });

  it("isCatalogPath", () => {
    for (const p of ["/", "/products", "/products.data", "/product/kupa", "/product/kupa.data", "/api/search", "/_root.data"])
      expect(isCatalogPath(p)).toBe(true);
    for (const p of ["/cart", "/checkout", "/admin/dashboard", "/product/a/b", "/media/x.webp"]) expect(isCatalogPath(p)).toBe(false);
  });
});

describe("createPageCache: stored pages served in front of the app", () => {
  /** A shop-like server: the front door asks the store first; the app renders (counted) and stores. */
  async function shop(options: { ttlMs?: number; maxBytes?: number } = {}) {
    const state = { version: 1, versionFails: false, renders: 0, appRequests: 0, time: 1_000, renderDelayMs: 0 };
    const cache = createPageCache({
      cacheable: isCatalogPath,
      version: async () => {
        if (state.versionFails) throw new Error("connect ECONNREFUSED");
        return state.version;
      },
      memory: true,
      now: () => state.time,
      ...options,
    });
    const app = express();
    app.use((_req, _res, next) => {
      state.appRequests++;
      next();
    });
    app.use(compression());
    app.use(cache.middleware);
    app.get(["/products", "/product/:slug"], async (req, res) => {
      state.renders++;
      const render = state.renders;
      if (state.renderDelayMs) await new Promise((r) => setTimeout(r, state.renderDelayMs));
      if (state.versionFails) return void res.status(503).type("html").send("<p>bakım</p>");
      res.setHeader("Content-Security-Policy", "default-src 'self'");
      res.type("html").send(`<p>${req.path} ${"hediye ".repeat(Number(req.query.size ?? 50))} render ${render}</p>`);
    });
    const server = http.createServer((req, res) => {
      const stored = cache.serveStored(req, res);
      if (stored === false) return void app(req, res);
      void stored.then((served) => {
        if (!served) app(req, res);
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const port = (server.address() as AddressInfo).port;
    return { state, cache, port, close: () => new Promise((r) => server.close(r)) };
  }

  it("answers a stored page without the app, with its headers, until the catalogue version changes", async () => {
    const s = await shop();
    const first = await get(s.port, "/products");
    expect(s.state.appRequests).toBe(1);
    const second = await get(s.port, "/products", { "accept-encoding": "br" });
    expect(s.state.appRequests).toBe(1);
    expect(second.headers["content-encoding"]).toBe("br");
    expect(second.headers["content-security-policy"]).toBe("default-src 'self'");
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers["cache-control"]).toBe(CATALOG_CACHE_CONTROL);
    const plain = await get(s.port, "/products");
    expect(plain.body.toString()).toContain("render 1");

    s.state.version = 2;
    expect((await get(s.port, "/products")).body.toString()).toContain("render 2");
    expect(s.state.appRequests).toBe(2);
    await s.close();
  });

  it("never answers a request carrying a cookie other than the cart's, nor a POST, from memory", async () => {
    const s = await shop();
    await get(s.port, "/products");
    await get(s.port, "/products", { cookie: "cart=%5B%5D" });
    expect(s.state.appRequests).toBe(1);
    await get(s.port, "/products", { cookie: "cart=%5B%5D; admin_session=abc" });
    expect(s.state.appRequests).toBe(2);
    await s.close();
  });

  it("answers a shopper with a discount code from memory too: catalogue pages never show a code's effect", async () => {
    const s = await shop();
    await get(s.port, "/products", { cookie: "indirim_kodu=SEVGILI20" });
    const again = await get(s.port, "/products", { cookie: "cart=%5B%5D; indirim_kodu=SEVGILI20" });
    expect(s.state.appRequests).toBe(1);
    expect(again.body.toString()).not.toContain("SEVGILI20");
    await get(s.port, "/products", { cookie: "indirim_kodu=SEVGILI20; admin_session=abc" });
    expect(s.state.appRequests).toBe(2);
    await s.close();
  });

  it("answers a visitor who closed the cookie notice from memory too: every visitor's page carries the notice", async () => {
    const s = await shop();
    await get(s.port, "/products", { cookie: "cerez_bildirimi=1" });
    await get(s.port, "/products", { cookie: "cart=%5B%5D; cerez_bildirimi=1; indirim_kodu=SEVGILI20" });
    await get(s.port, "/products");
    expect(s.state.appRequests).toBe(1);
    await get(s.port, "/products", { cookie: "cerez_bildirimi=1; last_order=x" });
    expect(s.state.appRequests).toBe(2);
    await s.close();
  });

  it("past its time a page is rendered again once, the old one served meanwhile", async () => {
    const s = await shop({ ttlMs: 5_000 });
    await get(s.port, "/products");
    s.state.time += 6_000;
    s.state.renderDelayMs = 200;
    // Five requests at once: one renders, the other four get the stored page at once.
    const answers = await Promise.all(Array.from({ length: 5 }, () => get(s.port, "/products")));
    expect(s.state.renders).toBe(2);
    expect(answers.filter((a) => a.body.toString().includes("render 1"))).toHaveLength(4);
    expect(answers.filter((a) => a.body.toString().includes("render 2"))).toHaveLength(1);
    expect((await get(s.port, "/products")).body.toString()).toContain("render 2");
    await s.close();
  });

  it("stops serving stored pages when the catalogue version cannot be read (the database is down)", async () => {
    const s = await shop();
    await get(s.port, "/products");
    s.state.versionFails = true;
    const answer = await get(s.port, "/products");
    expect(answer.status).toBe(503);
    expect(answer.body.toString()).toContain("bakım");
    s.state.versionFails = false;
    expect((await get(s.port, "/products")).status).toBe(200);
    await s.close();
  });

  it("keeps the stored pages within maxBytes, oldest out first", async () => {
    // Each page is ~7 KB uncompressed (+ its brotli bytes); 20 KB holds two.
    const s = await shop({ maxBytes: 20_000 });
    for (const slug of ["a", "b", "c"]) await get(s.port, `/product/${slug}?size=1000`);
    expect(s.cache.size).toBe(2);
    await get(s.port, "/product/c?size=1000");
    await get(s.port, "/product/b?size=1000");
    expect(s.state.renders).toBe(3);
    await get(s.port, "/product/a?size=1000");
    expect(s.state.renders).toBe(4);
    await s.close();
  });
});

// The header's cart count in stored catalogue pages (docs/product.md#caching): one stored page for everyone,
// each answer with its own request's count written in, through the HTTP server's front door.
const cartOf = (quantities: number[]) =>
  `cart=${encodeURIComponent(JSON.stringify(quantities.map((quantity, i) => ({ productId: `00000000-0000-4000-8000-00000000000${i}`, quantity }))))}`;

/** The badge's text in a page, as the shopper sees it. */
const badge = (html: string) => new RegExp(`data-cart-count="${CART_COUNT_SLOT.badge}"[^>]*>([^<]*)<`).exec(html)?.[1];
const label = (html: string) => new RegExp(`aria-label="([^"]*)" data-cart-count="${CART_COUNT_SLOT.link}"`).exec(html)?.[1];

const RULES_OFF = rateLimitRules({
  RATE_LIMIT_ENABLED: false,
  RATE_LIMIT_WINDOW_SECONDS: 60,
  RATE_LIMIT_SEARCH: 0,
  RATE_LIMIT_CHECKOUT: 0,
  RATE_LIMIT_LOGIN: 0,
  RATE_LIMIT_LOOKUP: 0,
  RATE_LIMIT_REVIEW: 0,
  RATE_LIMIT_THANKS: 0,
  RATE_LIMIT_VOTE: 0,
});

let close: (() => Promise<unknown>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** The shop's stack in small: front door → Express → compression → page cache → a page like the shop's (rendered with an empty cart). */
async function shop({ memory = true } = {}) {
  const state = { renders: 0 };
  const pageCache = createPageCache({ cacheable: isCatalogPath, version: async () => 1, memory });
  const app = express();
  app.use(compression());
  app.use(pageCache.middleware);
  app.get("/products", (_req, res) => {
    state.renders++;
    res
      .type("html")
      .send(
        `<header><a href="/cart" aria-label="Sepet, 0 ürün" data-cart-count="link"><span data-cart-count="badge" class="empty:hidden"></span></a></header><main>${"kupa ".repeat(300)}</main>`,
      );
  });
  app.get("/api/search", (_req, res) => void res.json({ query: "kupa", results: [] }));
  const server = http.createServer(frontDoor({ app, pageCache, rules: RULES_OFF, logger: createLogger("silent") }));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  close = () => new Promise((r) => server.close(r));
  return { state, port: (server.address() as AddressInfo).port };
}

describe("the cart count in stored catalogue pages", () => {
  it("stores one page for every shopper and writes each request's count into the answer", async () => {
    const s = await shop();
    const empty = await get(s.port, "/products");
    const three = await get(s.port, "/products", { cookie: cartOf([1, 2]), "accept-encoding": "br" });
    const five = await get(s.port, "/products", { cookie: cartOf([5]), "accept-encoding": "gzip" });
    const again = await get(s.port, "/products");
    expect(s.state.renders).toBe(1);

    expect(badge(empty.body.toString())).toBe("");
    expect(label(empty.body.toString())).toBe("Sepet, 0 ürün");
    const threeHtml = brotliDecompressSync(three.body).toString();
    expect(badge(threeHtml)).toBe("3");
    expect(label(threeHtml)).toBe("Sepet, 3 ürün");
    expect(badge(gunzipSync(five.body).toString())).toBe("5");
    expect(badge(again.body.toString())).toBe("");

    // A page with a count is the shopper's own: its own ETag, and no shared cache keeps it.
    expect(empty.headers["cache-control"]).toBe(CATALOG_CACHE_CONTROL);
    expect(three.headers["cache-control"]).toBe(CART_COUNT_CACHE_CONTROL);
    expect(three.headers.etag).toBe(`${String(empty.headers.etag).slice(0, -1)}-3"`);
    expect(again.headers.etag).toBe(empty.headers.etag);
  });

  it("answers 304 only while the count is the same", async () => {
    const s = await shop();
    const three = await get(s.port, "/products", { cookie: cartOf([3]) });
    const etag = String(three.headers.etag);
    expect((await get(s.port, "/products", { cookie: cartOf([3]), "if-none-match": etag })).status).toBe(304);
    const four = await get(s.port, "/products", { cookie: cartOf([4]), "if-none-match": etag });
    expect(four.status).toBe(200);
    expect(badge(four.body.toString())).toBe("4");
    const emptied = await get(s.port, "/products", { "if-none-match": etag });
    expect(emptied.status).toBe(200);
    expect(badge(emptied.body.toString())).toBe("");
  });

  it("writes the count into a fresh render too (first request, or pages kept out of memory)", async () => {
    const s = await shop({ memory: false });
    const first = await get(s.port, "/products", { cookie: cartOf([2]) });
    expect(badge(first.body.toString())).toBe("2");
    expect(first.headers["cache-control"]).toBe(CART_COUNT_CACHE_CONTROL);
    const second = await get(s.port, "/products", { cookie: cartOf([2]) });
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(s.state.renders).toBe(2);
  });

  it("leaves answers without the header (search JSON) as they are, public", async () => {
    const s = await shop();
    await get(s.port, "/api/search?q=kupa");
    const answer = await get(s.port, "/api/search?q=kupa", { cookie: cartOf([2]) });
    expect(JSON.parse(answer.body.toString())).toEqual({ query: "kupa", results: [] });
    expect(answer.headers["cache-control"]).toBe(CATALOG_CACHE_CONTROL);
  });
});
