// The Express side of docs/decisions/0006 on a real HTTP server: the client address and TRUST_PROXY, body
// limits by Content-Length and by counted bytes, which requests count against which limit, the error
// handler's Turkish answers without internals, and which errors mean "the database cannot be reached".
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";
import { errorText } from "~/lib/i18n/errors";
import { createLogger } from "~/modules/platform/logger.server";
import { isDatabaseUnavailable } from "~/modules/platform/request-errors.server";
import { createSecurityHeaders } from "../../server/http/security-headers";
import {
  bodyLimitFor,
  bodyLimitMiddleware,
  clientAddress,
  errorHandler,
  MAX_BODY_BYTES,
  MAX_PERSONAL_PHOTO_BODY_BYTES,
  MAX_SETTINGS_UPLOAD_BODY_BYTES,
  MAX_UPLOAD_BODY_BYTES,
  rateLimitRuleFor,
  routePath,
  securityHeadersMiddleware,
  trustProxySetting,
} from "../../server/http/middleware";
import { rateLimitRules } from "../../server/http/rate-limit";
import { limitedBody } from "../../server/http/request-handler";
import { sendStatusAnswer, statusPageHtml } from "../../server/http/status-page";
import { createTestDatabase } from "../support/databases";

const silent = createLogger("silent");

async function listen(app: express.Express) {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function testApp(trustProxy: string | undefined) {
  const app = express();
  app.set("trust proxy", trustProxySetting(parseEnv({ TRUST_PROXY: trustProxy })));
  app.use((_req, res, next) => {
    res.locals.requestId = "11111111-2222-4333-8444-555555555555";
    next();
  });
  app.use(securityHeadersMiddleware(createSecurityHeaders(parseEnv({}))));
  app.use(bodyLimitMiddleware());
  app.get("/ip", (req, res) => {
    res.json({ ip: clientAddress(req) });
  });
  app.post("/*path", async (req, res, next) => {
    try {
      const body = await new Response(limitedBody(req, bodyLimitFor(req), () => sendStatusAnswer(req, res, { status: 413 }))).arrayBuffer();
      if (!res.headersSent) res.json({ bytes: body.byteLength });
    } catch (error) {
      if (!res.headersSent) next(error);
    }
  });
  app.get("/boom", () => {
    throw new Error("secret internal detail: password=hunter2");
  });
  app.get("/api/boom", () => {
    throw new Error("secret internal detail");
  });
  app.get("/db-down", () => {
    throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
  });
  app.use(errorHandler(silent));
  return app;
}

describe("client address and TRUST_PROXY", () => {
  const servers: http.Server[] = [];
  afterAll(() => {
    for (const s of servers) s.close();
  });

  async function ipSeen(trustProxy: string | undefined, forwardedFor?: string) {
    const { server, url } = await listen(testApp(trustProxy));
    servers.push(server);
    const res = await fetch(`${url}/ip`, { headers: forwardedFor ? { "X-Forwarded-For": forwardedFor } : {} });
    return ((await res.json()) as { ip: string }).ip;
  }

  it("ignores X-Forwarded-For unless TRUST_PROXY says so", async () => {
    expect(await ipSeen(undefined)).toBe("127.0.0.1");
    expect(await ipSeen(undefined, "203.0.113.9")).toBe("127.0.0.1");
    expect(await ipSeen("false", "203.0.113.9")).toBe("127.0.0.1");
    expect(await ipSeen("0", "203.0.113.9")).toBe("127.0.0.1");
  });

  it("with TRUST_PROXY=true takes the address the (one) proxy saw, so a client cannot spoof one in front", async () => {
    expect(await ipSeen("true", "203.0.113.9")).toBe("203.0.113.9");
    // The client sent "6.6.6.6"; the proxy appended the real address.
    expect(await ipSeen("true", "6.6.6.6, 203.0.113.9")).toBe("203.0.113.9");
    expect(await ipSeen("true")).toBe("127.0.0.1");
  });

  it("with TRUST_PROXY=2 (CDN + proxy) takes the address the outer proxy saw", async () => {
    expect(await ipSeen("2", "6.6.6.6, 198.51.100.4, 10.0.0.2")).toBe("198.51.100.4");
  });

  it("rejects a TRUST_PROXY that is neither a flag nor a hop count", () => {
    expect(() => parseEnv({ TRUST_PROXY: "maybe" })).toThrow(/TRUST_PROXY/);
  });
});

describe("body limits", () => {
  let server: http.Server;
  let url: string;
  beforeAll(async () => {
    ({ server, url } = await listen(testApp(undefined)));
  });
  afterAll(() => {
    server.close();
  });

  it("allows 100 KB to ordinary routes, 55 MB of multipart to the product form and 31 MB to the shop settings", () => {
    const req = (method: string, path: string, type = "application/x-www-form-urlencoded") => ({ method, path, headers: { "content-type": type } });
    expect(bodyLimitFor(req("POST", "/checkout"))).toBe(MAX_BODY_BYTES);
    expect(bodyLimitFor(req("POST", "/api/cart", "application/json"))).toBe(100 * 1024);
    expect(bodyLimitFor(req("POST", "/admin/products", "multipart/form-data; boundary=x"))).toBe(MAX_UPLOAD_BODY_BYTES);
    expect(bodyLimitFor(req("POST", "/admin/products.data", "multipart/form-data; boundary=x"))).toBe(55 * 1024 * 1024);
    expect(bodyLimitFor(req("POST", "/admin/products"))).toBe(MAX_BODY_BYTES);
    expect(bodyLimitFor(req("POST", "/checkout", "multipart/form-data; boundary=x"))).toBe(MAX_BODY_BYTES);
    expect(bodyLimitFor(req("POST", "/admin/categories", "multipart/form-data; boundary=x"))).toBe(MAX_BODY_BYTES);
    expect(bodyLimitFor(req("POST", "/admin/settings", "multipart/form-data; boundary=x"))).toBe(MAX_SETTINGS_UPLOAD_BODY_BYTES);
    expect(bodyLimitFor(req("POST", "/admin/settings.data", "multipart/form-data; boundary=x"))).toBe(31 * 1024 * 1024);
    expect(bodyLimitFor(req("POST", "/admin/settings"))).toBe(MAX_BODY_BYTES);
    // A thank-you note's photo (docs/product.md#thank-you-notes), as a review's.
    expect(bodyLimitFor(req("POST", "/tesekkur/abc123-def456-ghj789", "multipart/form-data; boundary=x"))).toBe(MAX_PERSONAL_PHOTO_BODY_BYTES);
    expect(bodyLimitFor(req("POST", "/tesekkur/abc123-def456-ghj789"))).toBe(MAX_BODY_BYTES);
  });

  it("answers 413 in Turkish for a declared Content-Length past the limit, before reading it", async () => {
    const res = await fetch(`${url}/api/cart`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "x".repeat(MAX_BODY_BYTES + 1) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: errorText.tooLarge.text });
    const page = await fetch(`${url}/checkout`, {
      method: "POST",
      headers: { Accept: "text/html", "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=".padEnd(200_000, "b"),
    });
    expect(page.status).toBe(413);
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(await page.text()).toContain(errorText.tooLarge.title);
    const ok = await fetch(`${url}/api/cart`, { method: "POST", body: "x".repeat(MAX_BODY_BYTES) });
    expect(await ok.json()).toEqual({ bytes: MAX_BODY_BYTES });
  });

  it("counts the bytes of a body without Content-Length (chunked) and answers 413 past the limit", async () => {
    const send = (bytes: number) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(`${url}/api/cart`, { method: "POST", headers: { "Content-Type": "application/json" } }, (res) => {
          let body = "";
          res.on("data", (c) => (body += c));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on("error", reject);
        let sent = 0;
        const chunk = Buffer.alloc(16 * 1024, 0x61);
        const pump = () => {
          while (sent < bytes) {
            const piece = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
            sent += piece.length;
            if (!req.write(piece)) return void req.once("drain", pump);
          }
          req.end();
        };
        pump();
      });
    const small = await send(50_000);
    expect(small).toEqual({ status: 200, body: JSON.stringify({ bytes: 50_000 }) });
    const big = await send(300_000);
    expect(big.status).toBe(413);
    expect(JSON.parse(big.body)).toEqual({ error: errorText.tooLarge.text });
  });

  it("a Content-Length smaller than the body does not get more bytes past: the rest is not part of the request", async () => {
    const { port } = new URL(url);
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(Number(port), "127.0.0.1", () => {
        socket.write(`POST /api/cart HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 10\r\n\r\n${"a".repeat(200_000)}`);
      });
      let text = "";
      socket.on("data", (d) => (text += d));
      socket.on("close", () => resolve(text));
      socket.on("error", () => resolve(text));
    });
    // The route sees at most the 10 declared bytes; the rest is garbage to Node's HTTP parser (400).
    expect(answer).toMatch(/^HTTP\/1\.1 (200|400) /);
    expect(answer).not.toMatch(/"bytes":(?!10\b)\d+/);
  });
});

describe("which requests count against which limit", () => {
  const rules = rateLimitRules(parseEnv({}));
  it("normalises the path the way React Router matches it", () => {
    expect(routePath("/checkout")).toBe("/checkout");
    expect(routePath("/Checkout.data")).toBe("/checkout");
    expect(routePath("/checkout/")).toBe("/checkout");
    expect(routePath("/%63heckout")).toBe("/checkout");
    expect(routePath("/_root.data")).toBe("/");
    expect(routePath("/%E0%A4%A")).toBe("/%e0%a4%a");
  });

  it("search reads, checkout and sign-in submissions (any method that runs an action, with or without JavaScript)", () => {
    const r = (method: string, path: string) => rateLimitRuleFor({ method, path }, rules)?.name ?? null;
    expect(r("GET", "/api/search")).toBe("search");
    expect(r("HEAD", "/api/search")).toBe("search");
    expect(r("POST", "/checkout")).toBe("checkout");
    expect(r("POST", "/checkout.data")).toBe("checkout");
    expect(r("PUT", "/CHECKOUT/")).toBe("checkout");
    expect(r("GET", "/checkout")).toBeNull();
    expect(r("POST", "/admin")).toBe("login");
    expect(r("POST", "/admin.data")).toBe("login");
    expect(r("GET", "/admin")).toBeNull();
    expect(r("POST", "/admin/products")).toBeNull();
    expect(r("POST", "/api/payments/paytr/notify")).toBeNull();
    expect(r("GET", "/products")).toBeNull();
    // Thank-you posts (docs/product.md#thank-you-notes): the recipient's page and the sender's, never reading them.
    expect(r("POST", "/tesekkur/abc123-def456-ghj789")).toBe("thanks");
    expect(r("POST", "/tesekkur/abc123-def456-ghj789.data")).toBe("thanks");
    expect(r("POST", "/tesekkur/yanit/token")).toBe("thanks");
    expect(r("GET", "/tesekkur/abc123-def456-ghj789")).toBeNull();
    expect(r("GET", "/tesekkur")).toBeNull();
  });
});

describe("errors", () => {
  let server: http.Server;
  let url: string;
  beforeAll(async () => {
    ({ server, url } = await listen(testApp(undefined)));
  });
  afterAll(() => {
    server.close();
  });

  it("a thrown error gives a Turkish page with the request id and no message or stack", async () => {
    const res = await fetch(`${url}/boom`, { headers: { Accept: "text/html" } });
    expect(res.status).toBe(500);
    expect(res.headers.get("content-security-policy")).toBeTruthy();
    const html = await res.text();
    expect(html).toContain(errorText.generic.title);
    expect(html).toContain("11111111-2222-4333-8444-555555555555");
    expect(html).not.toContain("secret");
    expect(html).not.toMatch(/at .*\.(ts|js):\d+/);
    // Its inline style carries the response's nonce (style-src has no 'unsafe-inline').
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") as string)?.[1];
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(html).not.toContain("<script");

    const api = await fetch(`${url}/api/boom`);
    expect(api.status).toBe(500);
    expect(await api.json()).toEqual({ error: errorText.generic.text, requestId: "11111111-2222-4333-8444-555555555555" });
  });

  it("an unreachable database gives 503 with Retry-After and the maintenance text", async () => {
    const res = await fetch(`${url}/db-down`, { headers: { Accept: "text/html" } });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("30");
    const html = await res.text();
    expect(html).toContain(errorText.maintenance.title);
    expect(html).not.toContain("ECONNREFUSED");
  });

  it("status pages escape what they show", () => {
    expect(statusPageHtml({ status: 500, requestId: "<script>alert(1)</script>" })).not.toContain("<script>");
  });

  it("tells database outages from other errors, through causes and aggregated errors", async () => {
    const { default: pg } = await import("pg");
    // A port nobody listens on.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const pool = new pg.Pool({ connectionString: `postgres://nobody@127.0.0.1:${port}/none`, connectionTimeoutMillis: 2000 });
    const refused = await pool.query("select 1").catch((e: unknown) => e);
    await pool.end();
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error("Failed query: select 1", { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([Object.assign(new Error("x"), { code: "ECONNREFUSED" })]))).toBe(true);

    const handle = await createTestDatabase("pglite");
    const wrong = await handle.db.execute(sql`select * from no_such_table`).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(wrong)).toBe(false);
    await handle.close();
    const closed = await handle.db.execute(sql`select 1`).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(closed)).toBe(true);
    expect(isDatabaseUnavailable(new Error("secret internal detail"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
