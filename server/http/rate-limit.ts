// Per-address request limits shared by every app process through the database (docs/decisions/0006).
//
// The counter is a fixed window per "{rule}:{address}" row in rate_limits, updated by ONE statement
// (INSERT … ON CONFLICT DO UPDATE … RETURNING). To keep a hot endpoint such as search cheap, a process may
// reserve several hits at once (a lease) and hand them out from memory. The cross-process guarantee holds
// because a lease is counted in the database before it is used: across all processes at most `limit`
// requests per address and window are let through. The price is that a client can be refused up to
// (lease − 1) requests early per other process holding an unused lease. Once the database says the
// window is full, this process refuses locally until the window ends (counts only grow within a window),
// so a flood of refused requests costs no database work. Small limits (checkout, login) never lease.
// On PGlite (one process only, by the data-folder lock) the same counts are kept in memory: memoryCounter.
import { lt, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import type { Env } from "~/env.server";
import type { Logger } from "~/modules/platform/logger.server";

export type RateLimitRuleName = "search" | "checkout" | "login" | "lookup" | "review" | "thanks" | "vote";

export interface RateLimitRule {
  name: RateLimitRuleName;
  /** Requests per window and address; 0 = no limit. */
  limit: number;
  windowMs: number;
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const ALLOWED: RateLimitDecision = { allowed: true };

export function rateLimitRules(
  env: Pick<
    Env,
    | "RATE_LIMIT_ENABLED"
    | "RATE_LIMIT_WINDOW_SECONDS"
    | "RATE_LIMIT_SEARCH"
    | "RATE_LIMIT_CHECKOUT"
    | "RATE_LIMIT_LOGIN"
    | "RATE_LIMIT_LOOKUP"
    | "RATE_LIMIT_REVIEW"
    | "RATE_LIMIT_THANKS"
    | "RATE_LIMIT_VOTE"
  >,
) {
  const windowMs = env.RATE_LIMIT_WINDOW_SECONDS * 1000;
  const limit = (n: number) => (env.RATE_LIMIT_ENABLED ? n : 0);
  return {
    search: { name: "search", limit: limit(env.RATE_LIMIT_SEARCH), windowMs },
    checkout: { name: "checkout", limit: limit(env.RATE_LIMIT_CHECKOUT), windowMs },
    login: { name: "login", limit: limit(env.RATE_LIMIT_LOGIN), windowMs },
    lookup: { name: "lookup", limit: limit(env.RATE_LIMIT_LOOKUP), windowMs },
    review: { name: "review", limit: limit(env.RATE_LIMIT_REVIEW), windowMs },
    thanks: { name: "thanks", limit: limit(env.RATE_LIMIT_THANKS), windowMs },
    vote: { name: "vote", limit: limit(env.RATE_LIMIT_VOTE), windowMs },
  } satisfies Record<RateLimitRuleName, RateLimitRule>;
}

/**
 * Counts `hits` hits for `key` in the window starting at `windowStart`, in one statement. A row from an
 * older window starts over; a row already in a newer window (another process's clock is ahead) keeps
 * counting there, so the count never goes backwards.
 */
export async function countHits(db: Executor, key: string, windowStart: Date, hits = 1): Promise<{ hits: number; windowStart: Date }> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, hits })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.windowStart} >= excluded.window_start then ${rateLimits.hits} + excluded.hits else excluded.hits end`,
        windowStart: sql`greatest(${rateLimits.windowStart}, excluded.window_start)`,
      },
    })
    .returning({ hits: rateLimits.hits, windowStart: rateLimits.windowStart });
  return { hits: row.hits, windowStart: new Date(row.windowStart) };
}

/** Deletes counters whose window started before `before`. */
export async function pruneRateLimits(db: Executor, before: Date): Promise<number> {
  const deleted = await db.delete(rateLimits).where(lt(rateLimits.windowStart, before)).returning({ key: rateLimits.key });
  return deleted.length;
}

/** Where the counts live: the database (shared by every process) or, for PGlite, this process's memory. */
export interface HitCounter {
  count(key: string, windowStart: Date, hits: number): Promise<{ hits: number; windowStart: Date }>;
  prune(before: Date): Promise<number>;
}

export function databaseCounter(db: Executor): HitCounter {
  return { count: (key, windowStart, hits) => countHits(db, key, windowStart, hits), prune: (before) => pruneRateLimits(db, before) };
}

/**
 * The same counter in memory. Only for PGlite: its data folder can be opened by one process at a time
 * (the shop holds a lock), so one process's memory IS the shared state, and a write per new client and
 * window on the single embedded connection would be pure cost.
 */
export function memoryCounter(maxKeys = 200_000): HitCounter {
  const rows = new Map<string, { windowStart: number; hits: number }>();
  const prune = (before: number) => {
    let removed = 0;
    for (const [key, row] of rows) {
      if (row.windowStart < before) {
        rows.delete(key);
        removed++;
      }
    }
    return removed;
  };
  return {
    async count(key, windowStart, hits) {
      const start = windowStart.getTime();
      const row = rows.get(key);
      if (row && row.windowStart >= start) {
        row.hits += hits;
        return { hits: row.hits, windowStart: new Date(row.windowStart) };
      }
      if (!row && rows.size >= maxKeys) {
        // A flood of addresses: forget finished windows, then the oldest keys.
        prune(start);
        for (const old of rows.keys()) {
          if (rows.size < maxKeys) break;
          rows.delete(old);
        }
      }
      rows.set(key, { windowStart: start, hits });
      return { hits, windowStart };
    },
    async prune(before) {
      return prune(before.getTime());
    },
  };
}

/** How many hits to reserve at once: 1 for small limits; up to 16 while the window is far from full. */
export function leaseSize(limit: number, countedSoFar: number): number {
  const most = Math.min(16, Math.max(1, Math.floor(limit / 20)));
  return Math.min(most, Math.max(1, Math.floor((limit - countedSoFar) / 4)));
}

interface LocalWindow {
  /** Start of the window this entry belongs to (ms since epoch). */
  start: number;
  end: number;
  /** Hits reserved in the database and not handed out yet. */
  lease: number;
  /** The database said the window is full: refuse until `end`. */
  full: boolean;
  /** The highest count the database returned in this window. */
  counted: number;
  /** A reservation of this process in flight. */
  pending: Promise<void> | null;
}

export interface RateLimiterOptions {
  logger?: Logger;
  now?: () => number;
  /** Entries kept in memory; past it, finished windows are dropped (then everything: always safe). */
  maxEntries?: number;
}

export class RateLimiter {
  private readonly local = new Map<string, LocalWindow>();
  private readonly now: () => number;
  private readonly maxEntries: number;
  private lastFailureLog = 0;
  private pruneTimer: NodeJS.Timeout | undefined;

  private readonly counter: HitCounter;

  /** `counts`: a database (counts shared by every process on it) or a counter (memoryCounter for PGlite). */
  constructor(
    counts: Executor | HitCounter,
    private readonly options: RateLimiterOptions = {},
  ) {
    this.counter = "count" in counts && "prune" in counts ? counts : databaseCounter(counts);
    this.now = options.now ?? Date.now;
    this.maxEntries = options.maxEntries ?? 50_000;
  }

  /** Counts one request of `address` against `rule`. Fails open (allows) when the database cannot answer. */
  async check(rule: RateLimitRule, address: string): Promise<RateLimitDecision> {
    if (rule.limit <= 0) return ALLOWED;
    const key = `${rule.name}:${address}`;
    for (;;) {
      const now = this.now();
      const start = Math.floor(now / rule.windowMs) * rule.windowMs;
      let entry = this.local.get(key);
      if (!entry || entry.start !== start) {
        if (this.local.size >= this.maxEntries) this.sweep(now);
        entry = { start, end: start + rule.windowMs, lease: 0, full: false, counted: 0, pending: null };
        this.local.set(key, entry);
      }
      if (entry.full) return refuse(entry.end, now);
      if (entry.lease > 0) {
        entry.lease--;
        return ALLOWED;
      }
      // One reservation per key at a time in this process: a burst waits for it and shares its lease
      // instead of each reserving (and mostly wasting) one of its own.
      if (entry.pending) {
        await entry.pending;
        continue;
      }
      return this.reserve(rule, key, entry, now);
    }
  }

  private async reserve(rule: RateLimitRule, key: string, entry: LocalWindow, now: number): Promise<RateLimitDecision> {
    const reserve = leaseSize(rule.limit, entry.counted);
    let done = () => {};
    entry.pending = new Promise<void>((resolve) => {
      done = resolve;
    });
    try {
      const counted = await this.counter.count(key, new Date(entry.start), reserve);
      const before = counted.hits - reserve;
      const granted = Math.min(reserve, Math.max(0, rule.limit - before));
      entry.counted = Math.max(entry.counted, counted.hits);
      entry.end = Math.max(entry.end, counted.windowStart.getTime() + rule.windowMs);
      if (granted === 0) {
        entry.full = true;
        return refuse(entry.end, now);
      }
      entry.lease += granted - 1;
      return ALLOWED;
    } catch (error) {
      this.logFailure(error);
      return ALLOWED;
    } finally {
      entry.pending = null;
      done();
    }
  }

  /** Drops finished windows from memory; everything when still too many (losing leases only refuses earlier). */
  sweep(now = this.now()) {
    for (const [key, entry] of this.local) if (entry.end <= now) this.local.delete(key);
    if (this.local.size >= this.maxEntries) this.local.clear();
  }

  /** Prunes the database rows and the memory every `everyMs` (jittered, unref'd); stop with stop(). */
  startPruning(windowMs: number, everyMs = 5 * 60 * 1000) {
    const run = async () => {
      this.sweep();
      try {
        await this.counter.prune(new Date(this.now() - 2 * windowMs));
      } catch (error) {
        this.logFailure(error);
      }
    };
    const schedule = () => {
      this.pruneTimer = setTimeout(
        () => {
          void run().finally(schedule);
        },
        everyMs * (0.75 + Math.random() * 0.5),
      );
      this.pruneTimer.unref();
    };
    schedule();
  }

  stop() {
    clearTimeout(this.pruneTimer);
    this.pruneTimer = undefined;
  }

  private logFailure(error: unknown) {
    const now = Date.now();
    if (now - this.lastFailureLog < 30_000) return;
    this.lastFailureLog = now;
    this.options.logger?.warn({ err: error }, "rate limit counter unavailable: letting requests through");
  }
}

function refuse(end: number, now: number): RateLimitDecision {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((end - now) / 1000)) };
}

// The address key (IPv6 by its /64) is shared with the unpaid-order limit (modules/checkout/unpaid-limit.server.ts).
export { addressKey, normaliseAddress } from "~/lib/client-address";
