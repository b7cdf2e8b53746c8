// Backup and restore as an operator uses them: seed a shop, back it up, change things, restore, and compare
// EVERY table and the folders byte for byte with the state at backup time; damaged and old-format archives.
// On PGlite always, on PostgreSQL when TEST_DATABASE_URL is set (tests/support/backup-shop.ts).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { orderItems, products } from "~/db/schema";
import { createBackup, restoreBackup } from "~/modules/ops/backup.server";
import { codeMigrations } from "~/modules/ops/migration-level.server";
import { InvalidBackupError } from "~/modules/ops/operator-refusals.server";
import { readTarGzEntries, writeTarGzEntries } from "~/modules/ops/tar.server";
import {
  archivePath,
  changeThings,
  open,
  seededShop,
  shopState,
  withoutCatalogVersion,
  catalogVersionIn,
  tempDir,
  useBackupTestPlaces,
  withDb,
} from "../support/backup-shop";
import { availableDatabaseKinds } from "../support/databases";
import { legacyTarGz } from "../support/legacy-tar";

useBackupTestPlaces();

for (const kind of availableDatabaseKinds()) {
  describe(`backup and restore [${kind}]`, () => {
    it("round trip: back up, change things, restore, and every table and file is as it was", async () => {
      const shop = await seededShop(kind);
      const atBackup = await shopState(shop.location, shop.dataDir);
      expect(Object.keys(atBackup.folders).filter((f) => f.startsWith("uploads/products/"))).toHaveLength(6);
      for (const table of [
        "categories",
        "products",
        "product_variants",
        "product_images",
        "product_categories",
        "orders",
        "order_items",
        "admin_users",
        "admin_sessions",
        "mail_outbox",
        "payment_events",
        "login_throttle",
        "shop_settings",
      ]) {
        expect(atBackup.database[table]?.length, table).toBeGreaterThan(0);
      }
      expect(atBackup.database.orders.join()).toContain("2026-11-21 07:11:12.123456+00");
      expect(atBackup.database.products.join()).toContain("0.30000000000000004");
      expect(atBackup.database.product_variants.join()).toContain("URUN-0-MAVI");
      expect(atBackup.database.order_items.join()).toContain(shop.seeded.variants[1].id);

      // On PostgreSQL the "shop" stays connected during the backup, as a running server would.
      const running = kind === "postgres" ? await open(shop.location) : null;
      const out = archivePath();
      const backup = await createBackup({ dataDir: shop.dataDir, database: shop.location, out }).finally(() => running?.close());
      expect(backup.file).toBe(out);
      expect(fs.statSync(out).mode & 0o777).toBe(0o600);
      const { manifest } = backup;
      expect(manifest.migrations.level).toBe(codeMigrations().length);
      expect(manifest.database.kind).toBe(kind);
      expect(Object.fromEntries(manifest.tables.map((t) => [t.name, t.rows]))).toMatchObject({
        products: 3,
        product_variants: 4,
        product_images: 6,
        orders: 1,
        order_items: 2,
        mail_outbox: 2,
      });
      const order = manifest.tables.map((t) => t.name);
      expect(order.indexOf("products")).toBeLessThan(order.indexOf("product_images"));
      expect(order.indexOf("orders")).toBeLessThan(order.indexOf("order_items"));
      // Order lines point at variants: the variants are loaded before them, after their products.
      expect(order.indexOf("products")).toBeLessThan(order.indexOf("product_variants"));
      expect(order.indexOf("product_variants")).toBeLessThan(order.indexOf("order_items"));
      expect(manifest.files).toHaveLength(7);

      await withDb(shop.location, (db) => changeThings(db, shop.dataDir, shop.seeded));
      const changed = await shopState(shop.location, shop.dataDir);
      expect(changed).not.toEqual(atBackup);

      // Without --yes a database with rows is not replaced, and nothing changes.
      await expect(restoreBackup({ file: out, dataDir: shop.dataDir, database: shop.location })).rejects.toThrow(/--yes/);
      expect(await shopState(shop.location, shop.dataDir)).toEqual(changed);

      const restored = await restoreBackup({ file: out, dataDir: shop.dataDir, database: shop.location, yes: true });
      expect(restored.replacedRows).toBeGreaterThan(0);
      const afterRestore = await shopState(shop.location, shop.dataDir);
      expect(withoutCatalogVersion(afterRestore)).toEqual(withoutCatalogVersion(atBackup));
      // Servers running on the database see a catalogue version they have not seen, and drop their caches.
      expect(catalogVersionIn(afterRestore)).toBeGreaterThan(Math.max(catalogVersionIn(atBackup), catalogVersionIn(changed)));
      // No staging folders left behind, and the shop opens the restored database as usual.
      expect(fs.readdirSync(shop.dataDir).filter((name) => name.startsWith("."))).toEqual([]);
      await withDb(shop.location, async (db) => {
        expect(await db.$count(products)).toBe(3);
        // The blue variant, its summary on the product and the order line that bought it, as they were.
        const [line] = await db.select().from(orderItems).where(eq(orderItems.productId, shop.seeded.products[0].id));
        expect(line).toMatchObject({ variantId: shop.seeded.variants[1].id, sku: "URUN-0-MAVI" });
        const [first] = await db.select().from(products).where(eq(products.id, shop.seeded.products[0].id));
        expect(first).toMatchObject({ priceKurus: 14999, maxPriceKurus: 17999, stock: 7, variantCount: 2 });
      });
    });

    it("a damaged archive (checksum mismatch, truncated, not an archive) is refused and changes nothing", async () => {
      const shop = await seededShop(kind);
      const out = archivePath();
      await createBackup({ dataDir: shop.dataDir, database: shop.location, out });
      await withDb(shop.location, (db) => changeThings(db, shop.dataDir, shop.seeded));
      const before = await shopState(shop.location, shop.dataDir);

      const entries = await readTarGzEntries(out);
      const tamper = async (name: string, change: (bytes: Buffer) => Buffer) => {
        const copy = new Map(entries);
        const target = [...copy.keys()].find((key) => key.includes(name));
        if (!target) throw new Error(`no ${name} in the archive`);
        copy.set(target, change(Buffer.from(copy.get(target) as Buffer)));
        const file = path.join(tempDir("shop-tampered-"), "tampered.tar.gz");
        await writeTarGzEntries(file, copy);
        return file;
      };
      const flipByte = (bytes: Buffer) => {
        bytes[Math.floor(bytes.length / 2)] ^= 0x20;
        return bytes;
      };
      const damaged = [
        await tamper("-products.jsonl", flipByte),
        await tamper("uploads/products/", flipByte),
        await tamper("-orders.jsonl", (bytes) => Buffer.concat([bytes, bytes.subarray(0, 10)])),
      ];
      for (const file of damaged) {
        await expect(restoreBackup({ file, dataDir: shop.dataDir, database: shop.location, yes: true })).rejects.toThrow(/checksum/);
      }
      const truncated = path.join(tempDir("shop-truncated-"), "t.tar.gz");
      fs.writeFileSync(truncated, fs.readFileSync(out).subarray(0, 1000));
      await expect(restoreBackup({ file: truncated, dataDir: shop.dataDir, database: shop.location, yes: true })).rejects.toThrow(InvalidBackupError);
      const notArchive = path.join(tempDir("shop-garbage-"), "x.tar.gz");
      fs.writeFileSync(notArchive, "merhaba");
      await expect(restoreBackup({ file: notArchive, dataDir: shop.dataDir, database: shop.location, yes: true })).rejects.toThrow(InvalidBackupError);

      expect(await shopState(shop.location, shop.dataDir)).toEqual(before);
      expect(fs.readdirSync(shop.dataDir).filter((name) => name.startsWith("."))).toEqual([]);
    });

    it("a backup written by the shop's own tar writer (before the tar package) restores", async () => {
      const shop = await seededShop(kind);
      const out = archivePath();
      const { manifest } = await createBackup({ dataDir: shop.dataDir, database: shop.location, out });
      const atBackup = await shopState(shop.location, shop.dataDir);
      const entries = await readTarGzEntries(out);
      // The old writer's layout: db/, the table files, each folder with its folders and files, manifest.json last.
      const layout: [string, Buffer | null][] = [["db", null], ...manifest.tables.map((t): [string, Buffer] => [t.file, entries.get(t.file) as Buffer])];
      for (const folder of manifest.folders) {
        layout.push([folder, null]);
        for (const directory of manifest.directories.filter((d) => d.startsWith(`${folder}/`))) layout.push([directory, null]);
        for (const file of manifest.files.filter((f) => f.path.startsWith(`${folder}/`))) layout.push([file.path, entries.get(file.path) as Buffer]);
      }
      layout.push(["manifest.json", entries.get("manifest.json") as Buffer]);
      expect(layout.filter(([, bytes]) => bytes !== null)).toHaveLength(entries.size);
      const legacy = path.join(tempDir("shop-legacy-"), "legacy.tar.gz");
      fs.writeFileSync(legacy, legacyTarGz(layout));

      await withDb(shop.location, (db) => changeThings(db, shop.dataDir, shop.seeded));
      expect(await shopState(shop.location, shop.dataDir)).not.toEqual(atBackup);
      await restoreBackup({ file: legacy, dataDir: shop.dataDir, database: shop.location, yes: true });
      expect(withoutCatalogVersion(await shopState(shop.location, shop.dataDir))).toEqual(withoutCatalogVersion(atBackup));
    });
  });
}
