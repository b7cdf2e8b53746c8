// Rate limits shared through the database (docs/decisions/0006): the one-statement counter, window reset,
// the lease that keeps search cheap, and the cross-process guarantee: two limiters ("processes") on two
// database handles of one PostgreSQL never let more than the limit through together.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import { parseEnv } from "~/env.server";
import {
  addressKey,
  countHits,
  leaseSize,
  memoryCounter,
  normaliseAddress,
  pruneRateLimits,
  RateLimiter,
  type RateLimitRule,
  rateLimitRules,
} from "../../server/http/rate-limit";
import { availableDatabaseKinds, createTestDatabase, describeEachDatabase } from "../support/databases";

const MINUTE = 60_000;
const rule = (name: RateLimitRule["name"], limit: number): RateLimitRule => ({ name, limit, windowMs: MINUTE });

/** A clock the test moves; starts 1 s into a window so that a window boundary is never crossed by accident. */
function clock(start = Math.floor(Date.now() / MINUTE) * MINUTE + 1000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms), set: (t: number) => (now = t) };
}

async function hitsOf(db: DatabaseHandle["db"], key: string) {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  return row;
}

describe("rate limit rules from the environment", () => {
  it("has sane defaults, can be raised, and switched off one by one or all at once", () => {
    const defaults = rateLimitRules(parseEnv({}));
    expect(defaults.search).toEqual({ name: "search", limit: 300, windowMs: MINUTE });
    expect(defaults.checkout.limit).toBe(20);
    expect(defaults.login.limit).toBe(30);
    const raised = rateLimitRules(parseEnv({ RATE_LIMIT_SEARCH: "100000", RATE_LIMIT_CHECKOUT: "0", RATE_LIMIT_WINDOW_SECONDS: "10" }));
    expect(raised.search).toEqual({ name: "search", limit: 100000, windowMs: 10_000 });
    expect(raised.checkout.limit).toBe(0);
    const off = rateLimitRules(parseEnv({ RATE_LIMIT_ENABLED: "false" }));
    expect([off.search.limit, off.checkout.limit, off.login.limit]).toEqual([0, 0, 0]);
    expect(() => parseEnv({ RATE_LIMIT_SEARCH: "many" })).toThrow(/RATE_LIMIT_SEARCH/);
  });

  it("leases at most 16 hits, only for large limits, and shrinks the lease near the limit", () => {
    expect(leaseSize(20, 0)).toBe(1);
    expect(leaseSize(30, 0)).toBe(1);
    expect(leaseSize(300, 0)).toBe(15);
    expect(leaseSize(100_000, 0)).toBe(16);
    expect(leaseSize(300, 280)).toBe(5);
    expect(leaseSize(300, 299)).toBe(1);
    expect(leaseSize(300, 400)).toBe(1);
  });

  it("keys IPv4 as is and IPv6 by its /64", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(normaliseAddress("::FFFF:10.0.0.1")).toBe("10.0.0.1");
    expect(addressKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0DB8:0001:0002:ffff::9")).toBe("2001:db8:1:2::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("the in-memory counter (PGlite: one process) counts like the database one", async () => {
    const counter = memoryCounter(3);
    const t0 = new Date(Math.floor(Date.now() / MINUTE) * MINUTE);
    const t1 = new Date(t0.getTime() + MINUTE);
    expect(await counter.count("a", t0, 1)).toEqual({ hits: 1, windowStart: t0 });
    expect(await counter.count("a", t0, 5)).toEqual({ hits: 6, windowStart: t0 });
    expect(await counter.count("a", t1, 1)).toEqual({ hits: 1, windowStart: t1 });
    expect(await counter.count("a", t0, 1)).toEqual({ hits: 2, windowStart: t1 });
    await counter.count("b", t0, 1);
    await counter.count("c", t1, 1);
    // Full (3 keys): a new key drops finished windows first ("b").
    await counter.count("d", t1, 1);
    expect(await counter.count("b", t1, 1)).toEqual({ hits: 1, windowStart: t1 });
    expect(await counter.prune(new Date(t1.getTime() + 1))).toBe(3);

    const time = clock();
    const limiter = new RateLimiter(memoryCounter(), { now: time.now });
    const results: boolean[] = [];
    for (let i = 0; i < 400; i++) results.push((await limiter.check(rule("search", 300), "192.0.2.1")).allowed);
    expect(results.filter(Boolean)).toHaveLength(300);
    expect(await limiter.check(rule("search", 300), "192.0.2.1")).toEqual({ allowed: false, retryAfterSeconds: 59 });
    time.advance(MINUTE);
    expect((await limiter.check(rule("search", 300), "192.0.2.1")).allowed).toBe(true);
  });

  it("lets requests through (fails open) when the database cannot answer", async () => {
    const handle = await createTestDatabase("pglite");
    const limiter = new RateLimiter(handle.db);
    await handle.close();
    expect(await limiter.check(rule("checkout", 1), "192.0.2.50")).toEqual({ allowed: true });
    expect(await limiter.check(rule("checkout", 1), "192.0.2.50")).toEqual({ allowed: true });
  });
});

describeEachDatabase("rate limit counter", (getDb) => {
  it("counts in one statement, starts over in a new window, and never goes back to an older one", async () => {
    const db = getDb();
    const t0 = new Date(Math.floor(Date.now() / MINUTE) * MINUTE);
    expect((await countHits(db, "t:1", t0)).hits).toBe(1);
    expect((await countHits(db, "t:1", t0)).hits).toBe(2);
    expect((await countHits(db, "t:1", t0, 5)).hits).toBe(7);
    const t1 = new Date(t0.getTime() + MINUTE);
    expect(await countHits(db, "t:1", t1)).toEqual({ hits: 1, windowStart: t1 });
    // A process whose clock is behind still counts into the newer window.
    expect(await countHits(db, "t:1", t0)).toEqual({ hits: 2, windowStart: t1 });
    expect((await hitsOf(db, "t:1")).hits).toBe(2);
  });

  it("lets `limit` requests through per window, then 429 with Retry-After until the window ends", async () => {
    const time = clock();
    const limiter = new RateLimiter(getDb(), { now: time.now });
    const checkout = rule("checkout", 3);
    for (let i = 0; i < 3; i++) expect(await limiter.check(checkout, "198.51.100.1")).toEqual({ allowed: true });
    const refused = await limiter.check(checkout, "198.51.100.1");
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 59 });
    // Another address has its own count; another rule too.
    expect((await limiter.check(checkout, "198.51.100.2")).allowed).toBe(true);
    expect((await limiter.check(rule("login", 3), "198.51.100.1")).allowed).toBe(true);
    time.advance(30_000);
    expect(await limiter.check(checkout, "198.51.100.1")).toEqual({ allowed: false, retryAfterSeconds: 29 });
    // The window resets.
    time.advance(30_000);
    expect((await limiter.check(checkout, "198.51.100.1")).allowed).toBe(true);
    expect((await hitsOf(getDb(), "checkout:198.51.100.1")).hits).toBe(1);
  });

  it("search reserves a lease: one database write serves many requests, and the limit still holds exactly", async () => {
    const time = clock();
    const limiter = new RateLimiter(getDb(), { now: time.now });
    const search = rule("search", 300);
    expect((await limiter.check(search, "192.0.2.10")).allowed).toBe(true);
    expect((await hitsOf(getDb(), "search:192.0.2.10")).hits).toBe(15);
    for (let i = 0; i < 14; i++) await limiter.check(search, "192.0.2.10");
    expect((await hitsOf(getDb(), "search:192.0.2.10")).hits).toBe(15);
    let allowed = 15;
    for (let i = 0; i < 400; i++) if ((await limiter.check(search, "192.0.2.10")).allowed) allowed++;
    expect(allowed).toBe(300);
  });

  it("switched off (limit 0) lets everything through without touching the database", async () => {
    const limiter = new RateLimiter(getDb());
    for (let i = 0; i < 50; i++) expect((await limiter.check(rule("search", 0), "192.0.2.99")).allowed).toBe(true);
    expect(await hitsOf(getDb(), "search:192.0.2.99")).toBeUndefined();
  });

  it("prunes counters of old windows", async () => {
    const db = getDb();
    const old = new Date(Date.now() - 10 * MINUTE);
    await countHits(db, "prune:old", old);
    await countHits(db, "prune:new", new Date());
    expect(await pruneRateLimits(db, new Date(Date.now() - 2 * MINUTE))).toBeGreaterThanOrEqual(1);
    expect(await hitsOf(db, "prune:old")).toBeUndefined();
    expect(await hitsOf(db, "prune:new")).toBeDefined();
  });
});

// Two processes: two limiters with their own memory. On PostgreSQL each has its own connection pool to the
// same database; PGlite can only ever be opened by one process, so there the two share one handle.
for (const kind of availableDatabaseKinds()) {
  describe(`two processes share the counters [${kind}]`, () => {
    let first: DatabaseHandle;
    let second: DatabaseHandle;
    let cleanup: () => Promise<void>;

    beforeAll(async () => {
      if (kind === "pglite") {
        first = await createTestDatabase("pglite");
        second = first;
        cleanup = () => first.close();
        return;
      }
      const adminUrl = process.env.TEST_DATABASE_URL as string;
      const { default: pg } = await import("pg");
      const name = `shop_rl_${randomBytes(5).toString("hex")}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      first = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 10 });
      second = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 10 });
      cleanup = async () => {
        await first.close();
        await second.close();
        const drop = new pg.Client({ connectionString: adminUrl });
        await drop.connect();
        await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await drop.end();
      };
    });

    afterAll(async () => {
      await cleanup?.();
    });

    it("a client alternating between the processes gets the limit in total, not per process", async () => {
      const time = clock();
      const a = new RateLimiter(first.db, { now: time.now });
      const b = new RateLimiter(second.db, { now: time.now });
      const checkout = rule("checkout", 20);
      const results: boolean[] = [];
      for (let i = 0; i < 30; i++) results.push((await (i % 2 ? a : b).check(checkout, "203.0.113.20")).allowed);
      expect(results.filter(Boolean)).toHaveLength(20);
      expect(results.slice(0, 20).every(Boolean)).toBe(true);
      // Both refuse once the shared window is full; a new window opens on both.
      expect((await a.check(checkout, "203.0.113.20")).allowed).toBe(false);
      expect((await b.check(checkout, "203.0.113.20")).allowed).toBe(false);
      time.advance(MINUTE);
      expect((await a.check(checkout, "203.0.113.20")).allowed).toBe(true);
      expect((await b.check(checkout, "203.0.113.20")).allowed).toBe(true);
    });

    it("concurrent bursts on both processes never exceed the limit, leases included", async () => {
      const time = clock();
      const a = new RateLimiter(first.db, { now: time.now });
      const b = new RateLimiter(second.db, { now: time.now });
      for (const [limit, requests] of [
        [20, 80],
        [300, 700],
      ] as const) {
        const name = limit === 20 ? "checkout" : "search";
        const burst = await Promise.all(Array.from({ length: requests }, (_, i) => (i % 2 ? a : b).check(rule(name, limit), "203.0.113.30")));
        const allowed = burst.filter((d) => d.allowed).length;
        expect(allowed).toBeLessThanOrEqual(limit);
        // Leases held by the other process may refuse a few early, never many.
        expect(allowed).toBeGreaterThanOrEqual(limit - 2 * 16);
        for (const d of burst) if (!d.allowed) expect(d.retryAfterSeconds).toBeGreaterThan(0);
      }
    });

    it("after a window is full, refused requests no longer reach the database", async () => {
      const time = clock();
      const a = new RateLimiter(first.db, { now: time.now });
      const login = rule("login", 2);
      await a.check(login, "203.0.113.40");
      await a.check(login, "203.0.113.40");
      expect((await a.check(login, "203.0.113.40")).allowed).toBe(false);
      const counted = (await hitsOf(first.db, "login:203.0.113.40")).hits;
      for (let i = 0; i < 20; i++) expect((await a.check(login, "203.0.113.40")).allowed).toBe(false);
      expect((await hitsOf(first.db, "login:203.0.113.40")).hits).toBe(counted);
    });
  });
}
