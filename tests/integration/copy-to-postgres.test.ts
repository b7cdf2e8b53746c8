// `npm run db:copy-to-postgres`: the embedded database copied row for row into an empty PostgreSQL
// database, all or nothing (needs TEST_DATABASE_URL).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { copyEmbeddedToPostgres } from "~/modules/ops/copy-to-postgres.server";
import { codeMigrations } from "~/modules/ops/migration-level.server";
import { databaseState, hasPostgres, newPostgresDatabase, seededShop, useBackupTestPlaces, withDb } from "../support/backup-shop";

useBackupTestPlaces();

describe.runIf(hasPostgres)("npm run db:copy-to-postgres", () => {
  it("copies everything from the embedded database into an empty PostgreSQL database, row for row", async () => {
    const shop = await seededShop("pglite");
    const source = await withDb(shop.location, databaseState);
    const url = await newPostgresDatabase();
    const lines: string[] = [];
    const result = await copyEmbeddedToPostgres({ dataDir: shop.dataDir, url, log: (m) => lines.push(m) });
    expect(result.level).toBe(codeMigrations().length);
    expect(Object.fromEntries(result.tables.map((t) => [t.name, t.rows]))).toEqual(
      // order_daily_stats is derived (drizzle/0016): not copied, rebuilt from the orders by its triggers.
      Object.fromEntries(
        Object.entries(source)
          .filter(([name]) => !name.startsWith("drizzle.") && name !== "order_daily_stats")
          .map(([name, rows]) => [name, rows.length]),
      ),
    );
    expect(await withDb({ kind: "postgres", url }, databaseState)).toEqual(source);
    // The embedded database was only read, and the lock is released.
    expect(await withDb(shop.location, databaseState)).toEqual(source);
    expect(fs.existsSync(path.join(shop.dataDir, "shop.lock"))).toBe(false);

    // A second copy into the now filled database is refused and changes nothing.
    await expect(copyEmbeddedToPostgres({ dataDir: shop.dataDir, url })).rejects.toThrow(/not empty/);
    expect(await withDb({ kind: "postgres", url }, databaseState)).toEqual(source);
  });

  it("a copy that fails half way leaves PostgreSQL empty", async () => {
    const shop = await seededShop("pglite");
    const url = await newPostgresDatabase();
    // A trigger that rejects one order item: the copy fails inside its transaction.
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by test'; END $$`);
    await withDb({ kind: "postgres", url }, async () => {});
    await client.query(`CREATE TRIGGER refuse BEFORE INSERT ON order_items FOR EACH ROW EXECUTE FUNCTION refuse()`);
    await expect(copyEmbeddedToPostgres({ dataDir: shop.dataDir, url })).rejects.toThrow(/refused by test/);
    const { rows } = await client.query(`SELECT (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM categories)::int AS categories`);
    expect(rows[0]).toEqual({ products: 0, categories: 0 });
    await client.end();
  });
});
