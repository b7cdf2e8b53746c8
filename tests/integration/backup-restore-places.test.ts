// Backup and restore around a running shop and into other places: refused while a shop process holds
// DATA_DIR, into a fresh DATA_DIR, an older backup into a newer database, PGlite into PostgreSQL.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createBackup, restoreBackup } from "~/modules/ops/backup.server";
import { copyEmbeddedToPostgres } from "~/modules/ops/copy-to-postgres.server";
import { applyMigrations, codeMigrations } from "~/modules/ops/migration-level.server";
import { OperationRefusedError } from "~/modules/ops/operator-refusals.server";
import { connect, embeddedDatabaseDir } from "~/modules/ops/sql-connection.server";
import { archivePath, hasPostgres, holdLock, newShop, seededShop, shopState, tempDir, useBackupTestPlaces } from "../support/backup-shop";

useBackupTestPlaces();

describe("the embedded database while a shop process holds DATA_DIR", () => {
  it("backup, restore and the copy refuse with a clear message and touch nothing", async () => {
    const shop = await seededShop("pglite");
    const out = archivePath();
    await createBackup({ dataDir: shop.dataDir, database: shop.location, out });
    const before = await shopState(shop.location, shop.dataDir);

    const holder = holdLock(shop.dataDir);
    const refusal = new RegExp(`in use by another shop process \\(pid ${holder.pid}\\)[\\s\\S]*Stop the shop`);
    await expect(createBackup({ dataDir: shop.dataDir, database: shop.location, out: `${out}.2` })).rejects.toThrow(refusal);
    expect(fs.existsSync(`${out}.2`)).toBe(false);
    await expect(restoreBackup({ file: out, dataDir: shop.dataDir, database: shop.location, yes: true })).rejects.toThrow(OperationRefusedError);
    await expect(restoreBackup({ file: out, dataDir: shop.dataDir, database: shop.location, yes: true })).rejects.toThrow(refusal);
    await expect(copyEmbeddedToPostgres({ dataDir: shop.dataDir, url: "postgres://127.0.0.1:1/none" })).rejects.toThrow(refusal);
    expect(fs.readFileSync(path.join(shop.dataDir, "shop.lock"), "utf8")).toBe(String(holder.pid));

    holder.kill("SIGKILL");
    await new Promise((resolve) => holder.once("exit", resolve));
    expect(await shopState(shop.location, shop.dataDir)).toEqual(before);
  });

  it("a backup of a data folder without a database is refused", async () => {
    const dataDir = tempDir("shop-empty-");
    await expect(createBackup({ dataDir, database: { kind: "pglite", dir: embeddedDatabaseDir(dataDir) } })).rejects.toThrow(/no embedded database/);
    expect(fs.existsSync(embeddedDatabaseDir(dataDir))).toBe(false);
  });
});

describe("restoring into an empty place and across database kinds", () => {
  it("restores into a fresh DATA_DIR (no database yet) without --yes", async () => {
    const shop = await seededShop("pglite");
    const atBackup = await shopState(shop.location, shop.dataDir);
    const out = archivePath();
    await createBackup({ dataDir: shop.dataDir, database: shop.location, out });
    const fresh = await newShop("pglite", { fresh: true });
    expect(fs.existsSync(fresh.location.kind === "pglite" ? fresh.location.dir : "")).toBe(false);
    // What a killed earlier restore left behind is cleared.
    fs.mkdirSync(path.join(fresh.dataDir, ".restore-AbC123", "archive"), { recursive: true });
    await restoreBackup({ file: out, dataDir: fresh.dataDir, database: fresh.location });
    expect(await shopState(fresh.location, fresh.dataDir)).toEqual(atBackup);
    expect(fs.readdirSync(fresh.dataDir).sort()).toEqual(["outbox", "pglite", "uploads"]);
  });

  it("restores an older backup into a database that is further along: rebuilt at the backup's level, then migrated on", async () => {
    const migrations = codeMigrations();
    const older = migrations.length - 1;
    const old = await newShop("pglite", { initialised: true });
    const conn = await connect(old.location);
    try {
      await conn.exec("BEGIN");
      await applyMigrations(conn, migrations, 0, older);
      await conn.query(`INSERT INTO categories (name, slug) VALUES ('Eski', 'eski')`);
      await conn.exec("COMMIT");
    } finally {
      await conn.close();
    }
    const out = archivePath();
    const { manifest } = await createBackup({ dataDir: old.dataDir, database: old.location, out });
    expect(manifest.migrations.level).toBe(older);

    const current = await seededShop("pglite");
    await restoreBackup({ file: out, dataDir: current.dataDir, database: current.location, yes: true });
    const state = await shopState(current.location, current.dataDir);
    expect(state.database["drizzle.__drizzle_migrations"]).toHaveLength(migrations.length);
    expect(state.database.categories).toHaveLength(1);
    expect(state.database.categories[0]).toContain("Eski");
    expect(state.database.products).toEqual([]);
  });

  it.runIf(hasPostgres)("a PGlite backup restores into PostgreSQL with every row identical", async () => {
    const shop = await seededShop("pglite");
    const atBackup = await shopState(shop.location, shop.dataDir);
    const out = archivePath();
    await createBackup({ dataDir: shop.dataDir, database: shop.location, out });
    const target = await newShop("postgres");
    await restoreBackup({ file: out, dataDir: target.dataDir, database: target.location });
    expect(await shopState(target.location, target.dataDir)).toEqual(atBackup);
  });
});
