// The header's cart count in stored catalogue pages (docs/product.md#caching): one stored page for everyone,
// each answer with its own request's count written in, through the HTTP server's front door.
import type { AddressInfo } from "node:net";
import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { CART_COUNT_SLOT } from "~/lib/cart-badge";
import { createLogger } from "~/lib/logger.server";
import { frontDoor } from "./front-door";
import { CART_COUNT_CACHE_CONTROL, CATALOG_CACHE_CONTROL, createPageCache, isCatalogPath } from "./page-cache";
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

const cartOf = (quantities: number[]) =>
  `cart=${encodeURIComponent(JSON.stringify(quantities.map((quantity, i) => ({ productId: `00000000-0000-4000-8000-00000000000${i}`, quantity }))))}`;

/** The badge's text in a page, as the shopper sees it. */
const badge = (html: string) => new RegExp(`data-cart-count="${CART_COUNT_SLOT.badge}"[^>]*>([^<]*)<`).exec(html)?.[1];
const label = (html: string) => new RegExp(`data-cart-count="${CART_COUNT_SLOT.label}"[^>]*>([^<]*)<`).exec(html)?.[1];

const RULES_OFF = rateLimitRules({
  RATE_LIMIT_ENABLED: false,
  RATE_LIMIT_WINDOW_SECONDS: 60,
  RATE_LIMIT_SEARCH: 0,
  RATE_LIMIT_CHECKOUT: 0,
  RATE_LIMIT_LOGIN: 0,
  RATE_LIMIT_LOOKUP: 0,
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
        `<header><a href="/cart"><span class="sr-only" data-cart-count="label">Sepet, 0 ürün</span><span aria-hidden="true" data-cart-count="badge" class="empty:hidden"></span></a></header><main>${"kupa ".repeat(300)}</main>`,
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
