// Work that must not run in two processes at once when several app servers (or WEB_CONCURRENCY workers) share
// one PostgreSQL database: a transaction-scoped advisory lock taken with pg_try_advisory_xact_lock, held
// while the work runs (on other connections of the pool) and released when that transaction ends, also when
// the process dies. The embedded database is one process only (the data-folder lock), so there it just runs.
import { sql } from "drizzle-orm";
import type { Database } from "./client.server";

/**
 * Runs `task` unless another process on the same PostgreSQL database is running the task of this name right
 * now; then skips it and returns false (the next round runs it). `shared`: the database is PostgreSQL.
 */
export async function runInOneProcessAtATime(db: Database, shared: boolean, name: string, task: () => Promise<void>): Promise<boolean> {
  if (!shared) {
    await task();
    return true;
  }
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`select pg_try_advisory_xact_lock(hashtextextended(${`shop-job:${name}`}, 0)) as locked`);
    if (!(result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked) return false;
    await task();
    return true;
  });
}
