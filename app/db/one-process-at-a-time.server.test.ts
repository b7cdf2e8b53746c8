import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { migrationsFolder, openDatabase } from "~/db/client.server";
import { describeEachDatabase } from "../../tests/support/databases";
import { withPg } from "../../tests/support/server-process";
import { runInOneProcessAtATime } from "./one-process-at-a-time.server";

describeEachDatabase("runInOneProcessAtATime", (getDb, kind) => {
  const shared = kind === "postgres";

  it(shared ? "skips a run while another holds the lock (as another server would)" : "runs every call (one process only)", async () => {
    const db = getDb();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const first = runInOneProcessAtATime(db, shared, "test-job", async () => {
      started();
      await held;
    });
    await running;
    let secondRan = false;
    const second = runInOneProcessAtATime(db, shared, "test-job", async () => {
      secondRan = true;
    });
    // On the embedded database the second runs at once; on PostgreSQL it is skipped.
    expect(await second).toBe(!shared);
    expect(secondRan).toBe(!shared);
    // Another job's name is not held.
    expect(await runInOneProcessAtATime(db, shared, "other-job", async () => {})).toBe(true);
    release();
    expect(await first).toBe(true);
    // Released with the transaction: the next round runs.
    expect(await runInOneProcessAtATime(db, shared, "test-job", async () => {})).toBe(true);
  });

  it("releases the lock when the work fails", async () => {
    const db = getDb();
    await expect(runInOneProcessAtATime(db, shared, "failing-job", async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await runInOneProcessAtATime(db, shared, "failing-job", async () => {})).toBe(true);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("migrations [postgres]", () => {
  it("several servers starting at once on an empty database: they wait for the one migrating, and each migration runs once", async () => {
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const name = `shop_test_${randomBytes(6).toString("hex")}`;
    await withPg(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      await withPg(url.toString(), async (first) => {
        // As a server that is migrating right now: it holds the migrations' lock.
        await first.query("select pg_advisory_lock(hashtextextended('shop-migrations', 0))");
        const settled: string[] = [];
        const opening = [1, 2, 3].map((n) =>
          openDatabase({ kind: "postgres", url: url.toString(), poolSize: 2 }).then(
            (handle) => (settled.push(`opened ${n}`), handle),
            (error: unknown) => (settled.push(`failed ${n}`), Promise.reject(error)),
          ),
        );
        // All three wait on the lock (not on a clock: until PostgreSQL shows them waiting).
        await expect
          .poll(
            async () => (await first.query("select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event = 'advisory'", [name])).rows[0].n,
            { timeout: 30_000 },
          )
          .toBe(3);
        expect(settled).toEqual([]);
        expect((await first.query("select to_regclass('drizzle.__drizzle_migrations') as t")).rows).toEqual([{ t: null }]);
        await first.query("select pg_advisory_unlock(hashtextextended('shop-migrations', 0))");
        const handles = await Promise.all(opening);
        await Promise.all(handles.map((h) => h.close()));
        expect(settled.sort()).toEqual(["opened 1", "opened 2", "opened 3"]);
        // One of them migrated; the others found nothing to do: every migration is recorded once.
        const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8")) as { entries: unknown[] };
        const recorded = await first.query("select count(*)::int as n, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations");
        expect(recorded.rows).toEqual([{ n: journal.entries.length, distinct_hashes: journal.entries.length }]);
        expect((await first.query("select count(*)::int as n from products")).rows).toEqual([{ n: 0 }]);
      });
    } finally {
      await withPg(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("a lost connection [postgres]", () => {
  it("PostgreSQL ending the connection that holds the lock fails the run, not the process", async () => {
    const handle = await openDatabase({ kind: "postgres", url: process.env.TEST_DATABASE_URL as string, poolSize: 3 });
    const { sql } = await import("drizzle-orm");
    try {
      const run = runInOneProcessAtATime(handle.db, true, `lost-${randomBytes(4).toString("hex")}`, async () => {
        // As when the server restarts or an administrator ends the session: the lock's connection is idle in
        // its transaction while this work runs on another connection of the pool.
        const ended = await handle.db.execute(
          sql`select pg_terminate_backend(pid) as ended from pg_stat_activity where state = 'idle in transaction' and query like '%pg_try_advisory_xact_lock%' and pid <> pg_backend_pid()`,
        );
        expect((ended as unknown as { rows: unknown[] }).rows).toEqual([{ ended: true }]);
        await handle.db.execute(sql`select 1`);
      });
      // Without an error listener on checked-out connections the 'error' event is uncaught (Vitest fails the run).
      await expect(run).rejects.toThrow();
      expect(((await handle.db.execute(sql`select 1 as one`)) as unknown as { rows: unknown[] }).rows).toEqual([{ one: 1 }]);
    } finally {
      await handle.close();
    }
  });
});
