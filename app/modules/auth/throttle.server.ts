// Failed sign-ins are counted per account and per client address in the database (shared by every
// process). Past the limit the account or address is refused until the lock has passed, even with the
// right password; before that, each failure slows the next answer a little.
import { eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { loginThrottle } from "~/db/schema";

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const LOCK_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

export function throttleKeys(email: string, clientIp: string) {
  return { account: `email:${email.trim().toLowerCase()}`, address: `ip:${clientIp}` };
}

/** The time until which sign-in is refused for this account or address, or null. */
export async function lockedUntil(db: Executor, keys: { account: string; address: string }, now = new Date()): Promise<Date | null> {
  const rows = await db.select().from(loginThrottle).where(inArray(loginThrottle.key, [keys.account, keys.address]));
  const locks = rows.map((r) => r.lockedUntil).filter((d): d is Date => d !== null && d > now);
  return locks.length ? new Date(Math.max(...locks.map((d) => d.getTime()))) : null;
}

async function countFailure(db: Executor, key: string, limit: number, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const lockUntil = new Date(now.getTime() + LOCK_MS);
  // One statement: a new window starts when the old one has passed; the lock is set at the limit.
  const [row] = await db
    .insert(loginThrottle)
    .values({ key, failures: 1, windowStartedAt: now, lockedUntil: limit <= 1 ? lockUntil : null })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${loginThrottle.windowStartedAt} < ${windowStart} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${loginThrottle.windowStartedAt} < ${windowStart} then ${now} else ${loginThrottle.windowStartedAt} end`,
        lockedUntil: sql`case when (case when ${loginThrottle.windowStartedAt} < ${windowStart} then 1 else ${loginThrottle.failures} + 1 end) >= ${limit} then ${lockUntil}::timestamptz else ${loginThrottle.lockedUntil} end`,
      },
    })
    .returning({ failures: loginThrottle.failures });
  return row.failures;
}

/** Records a failed sign-in; returns how many failures the account has in its window. */
export async function recordFailure(db: Executor, keys: { account: string; address: string }, now = new Date()): Promise<number> {
  const [account] = await Promise.all([
    countFailure(db, keys.account, MAX_FAILURES_PER_ACCOUNT, now),
    countFailure(db, keys.address, MAX_FAILURES_PER_ADDRESS, now),
  ]);
  return account;
}

/** A successful sign-in clears the account's count (not the address's: it may be trying many accounts). */
export async function clearAccountFailures(db: Executor, keys: { account: string }) {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, keys.account));
}

/** A small, growing delay after failures: 0, 200, 400 … 2000 ms. */
export function slowDownMs(failures: number): number {
  return Math.min(2000, Math.max(0, failures - 1) * 200);
}
