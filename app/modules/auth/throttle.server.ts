// Failed sign-ins, counted in the database (shared by every process) under three keys
// (docs/product.md#admin-sign-in, docs/operations.md#security):
//  - the client address: 20 failures in 15 minutes, whichever accounts, and that address waits 15 minutes;
//  - the address and the account together: 5 failures in 15 minutes, and that address waits 15 minutes
//    for that account;
//  - the account: no lock, but a delay that grows with its failures (5 s, 10 s, 20 s … at most 15 minutes)
//    which only addresses that have been failing must wait out.
// So nobody can keep the owner out by failing on purpose from other addresses: an address that has not been
// failing is always asked for the password.
import { eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { loginThrottle } from "~/db/schema";

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const LOCK_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
/** Failures of an account (from anywhere) before failing addresses must wait between attempts. */
export const ACCOUNT_FAILURES_BEFORE_DELAY = 5;
const FIRST_ACCOUNT_DELAY_MS = 5_000;

export interface ThrottleKeys {
  account: string;
  address: string;
  pair: string;
}

export function throttleKeys(email: string, clientIp: string): ThrottleKeys {
  const account = email.trim().toLowerCase();
  return { account: `email:${account}`, address: `ip:${clientIp}`, pair: `pair:${clientIp}|${account}` };
}

/** How long failing addresses wait after the account's n-th failure in the window: 0, then 5 s doubling to 15 min. */
export function accountDelayMs(failures: number): number {
  if (failures < ACCOUNT_FAILURES_BEFORE_DELAY) return 0;
  return Math.min(LOCK_MS, FIRST_ACCOUNT_DELAY_MS * 2 ** (failures - ACCOUNT_FAILURES_BEFORE_DELAY));
}

/** Milliseconds this address must wait before it may try this account again, or 0. */
export async function waitBeforeSignIn(db: Executor, keys: ThrottleKeys, now = new Date()): Promise<number> {
  const rows = await db
    .select()
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, [keys.account, keys.address, keys.pair]));
  const row = (key: string) => rows.find((r) => r.key === key);
  const until = (key: string) => Math.max(0, (row(key)?.lockedUntil?.getTime() ?? 0) - now.getTime());
  const windowStart = now.getTime() - THROTTLE_WINDOW_MS;
  const failing = [keys.address, keys.pair].some((key) => {
    const r = row(key);
    return r !== undefined && r.failures > 0 && r.windowStartedAt.getTime() >= windowStart;
  });
  return Math.max(until(keys.address), until(keys.pair), failing ? until(keys.account) : 0);
}

/** Counts one failure under `key` (a new window once the old one has passed); returns the count in the window. */
async function countFailure(db: Executor, key: string, now: Date, lockMsFor: (failures: number) => number): Promise<number> {
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const expired = sql`${loginThrottle.windowStartedAt} < ${windowStart}`;
  const [row] = await db
    .insert(loginThrottle)
    .values({ key, failures: 1, windowStartedAt: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now} else ${loginThrottle.windowStartedAt} end`,
      },
    })
    .returning({ failures: loginThrottle.failures });
  const lockMs = lockMsFor(row.failures);
  if (lockMs > 0)
    await db
      .update(loginThrottle)
      .set({ lockedUntil: new Date(now.getTime() + lockMs) })
      .where(eq(loginThrottle.key, key));
  return row.failures;
}

const lockAt = (limit: number) => (failures: number) => (failures >= limit ? LOCK_MS : 0);

/** Records a failed sign-in under the three keys; returns the counts in their windows. */
export async function recordFailure(db: Executor, keys: ThrottleKeys, now = new Date()) {
  const [account, address, pair] = await Promise.all([
    countFailure(db, keys.account, now, accountDelayMs),
    countFailure(db, keys.address, now, lockAt(MAX_FAILURES_PER_ADDRESS)),
    countFailure(db, keys.pair, now, lockAt(MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT)),
  ]);
  await pruneThrottle(db, now);
  return { account, address, pair };
}

/** A successful sign-in clears the account's and this pair's counts (not the address's: it may be trying many accounts). */
export async function clearAccountFailures(db: Executor, keys: Pick<ThrottleKeys, "account" | "pair">) {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, [keys.account, keys.pair]));
}

/** Rows whose window and lock have both passed: nothing in them still counts. */
export async function pruneThrottle(db: Executor, now = new Date()) {
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  await db
    .delete(loginThrottle)
    .where(sql`${loginThrottle.windowStartedAt} < ${windowStart} and (${loginThrottle.lockedUntil} is null or ${loginThrottle.lockedUntil} < ${now})`);
}

/** A small, growing pause before answering an address that keeps failing on one account: 0, 250 … 1000 ms. */
export function slowDownMs(pairFailures: number): number {
  return Math.min(1000, Math.max(0, pairFailures - 1) * 250);
}
