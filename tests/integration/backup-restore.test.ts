// Backup and restore as an operator uses them: seed a shop (catalogue with pictures on disk, orders, an
// admin, mail), back it up, change things, restore, and compare EVERY table and the folders byte for byte
// with the state at backup time. On PGlite always; on PostgreSQL, and from PGlite to PostgreSQL (restore
// and the copy command), when TEST_DATABASE_URL is set.
import { type ChildProcess, spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type Database, type DatabaseHandle, openDatabase } from "~/db/client.server";
import {
  adminSessions,
  adminUsers,
  categories,
  loginThrottle,
  mailOutbox,
  orderItems,
  orders,
  paymentEvents,
  productCategories,
  productImages,
  products,
} from "~/db/schema";
import { createFileStorage } from "~/modules/media/storage.server";
import {
  applyMigrations,
  codeMigrations,
  connect,
  copyEmbeddedToPostgres,
  createBackup,
  type DatabaseLocation,
  embeddedDatabaseDir,
  InvalidBackupError,
  OperationRefusedError,
  restoreBackup,
} from "~/modules/ops/backup.server";
import { readTarGzEntries, writeTarGzEntries } from "~/modules/ops/tar.server";
import { availableDatabaseKinds, type DatabaseKind } from "../support/databases";
import { legacyTarGz } from "../support/legacy-tar";

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);
const cleanups: (() => Promise<void> | void)[] = [];

// A new PGlite folder takes seconds to create (initdb): make one, migrated, and copy it for each shop.
let pgliteTemplate = "";
beforeAll(async () => {
  pgliteTemplate = fs.mkdtempSync(path.join(os.tmpdir(), "shop-backup-template-"));
  const handle = await openDatabase({ kind: "pglite", dir: pgliteTemplate });
  await handle.close();
});
afterAll(() => {
  if (pgliteTemplate) fs.rmSync(pgliteTemplate, { recursive: true, force: true });
});

afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A new, empty PostgreSQL database on the test server, dropped after the test. */
async function newPostgresDatabase(): Promise<string> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const { default: pg } = await import("pg");
  const name = `shop_backup_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A place for a shop: its DATA_DIR and its database (embedded in DATA_DIR, or a new PostgreSQL database). */
async function newShop(kind: DatabaseKind, { fresh = false } = {}): Promise<{ dataDir: string; location: DatabaseLocation }> {
  const dataDir = tempDir(`shop-backup-${kind}-`);
  if (kind === "pglite" && fresh === false) fs.cpSync(pgliteTemplate, embeddedDatabaseDir(dataDir), { recursive: true });
  const location: DatabaseLocation =
    kind === "pglite" ? { kind: "pglite", dir: embeddedDatabaseDir(dataDir) } : { kind: "postgres", url: await newPostgresDatabase() };
  return { dataDir, location };
}

/** Opens the shop's database the way the server does (migrating it). */
function open(location: DatabaseLocation): Promise<DatabaseHandle> {
  return location.kind === "pglite" ? openDatabase({ kind: "pglite", dir: location.dir }) : openDatabase({ kind: "postgres", url: location.url, poolSize: 2 });
}

async function withDb<T>(location: DatabaseLocation, work: (db: Database) => Promise<T>): Promise<T> {
  const handle = await open(location);
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

const TRICKY = 'Işıklı "kupa" \\ yeni\nsatır\tsekme — 🎁 ĞÜŞİÖÇ ğüşıöç';

/** A shop with something in every table, pictures on disk and a mail file. Times carry microseconds. */
async function seedShop(db: Database, dataDir: string) {
  const storage = createFileStorage(dataDir);
  const [kupa, yastik] = await db
    .insert(categories)
    .values([
      { name: "Kupalar", slug: "kupalar" },
      { name: "Yastıklar", slug: "yastiklar", isActive: false },
    ])
    .returning();
  const made = [];
  for (const [i, fields] of [
    { name: TRICKY, priceKurus: 14999, originalPriceKurus: 19999, stock: 7, isNew: true, dimensionWidth: 0.1 + 0.2, dimensionHeight: 1e-7, weightValue: 350.5 },
    { name: "Mouse Pad", priceKurus: 8999, originalPriceKurus: null, stock: 0, isActive: false, dimensionWidth: null, weightValue: null },
    { name: "Karton Boy Figür", priceKurus: 129999, stock: 3, dimensionWidth: 180, dimensionUnit: "inch", weightUnit: "kg", weightValue: 2.25 },
  ].entries()) {
    const [product] = await db
      .insert(products)
      .values({ slug: `urun-${i}`, description: `${fields.name} açıklaması`, searchText: `urun ${i}`, ...fields })
      .returning();
    made.push(product);
    await db.insert(productCategories).values({ productId: product.id, categoryId: i === 1 ? yastik.id : kupa.id });
    for (let position = 0; position < 2; position++) {
      const key = `products/${product.id}_${1760000000000 + position}_resim-${position}.webp`;
      await storage.put(key, randomBytes(2000 + i * 300 + position));
      await db.insert(productImages).values({ productId: product.id, position, path: key, width: 1600, height: 1200 - position });
    }
  }
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: "ORD-20261121-042",
      status: "processing",
      subtotalKurus: 29998,
      shippingKurus: 2999,
      totalKurus: 32997,
      recipientName: "Ayşe Yılmaz",
      recipientAddress: "Caferağa Mah.\nModa Cad. No: 1",
      recipientCity: "İstanbul",
      recipientPostalCode: "34710",
      recipientPhone: "05551234567",
      senderEmail: "gonderen@example.com",
      anonymousMessage: TRICKY,
      paymentMethod: "paytr",
      paymentStatus: "completed",
      paymentReference: "SH20261121042",
      transactionId: "T-1",
      submissionKey: randomBytes(8).toString("hex"),
    })
    .returning();
  await db.execute(sql`UPDATE orders SET paid_at = '2026-11-21 10:11:12.123456+03', created_at = '2026-11-21 10:00:00.000001+00' WHERE id = ${order.id}`);
  await db.insert(orderItems).values([
    { orderId: order.id, productId: made[0].id, productName: made[0].name, productSlug: made[0].slug, unitPriceKurus: 14999, originalPriceKurus: 19999, shippingCostKurus: 2999, quantity: 2, imagePath: null },
    { orderId: order.id, productId: made[2].id, productName: made[2].name, productSlug: made[2].slug, unitPriceKurus: 129999, shippingCostKurus: 0, quantity: 1, imagePath: "products/x.webp" },
  ]);
  const [admin] = await db.insert(adminUsers).values({ email: "sahip@example.com", passwordHash: "scrypt$abc$def" }).returning();
  await db.insert(adminSessions).values({ id: createHash("sha256").update("token").digest("hex"), userId: admin.id, expiresAt: new Date("2026-12-01T00:00:00.5Z") });
  await db.insert(mailOutbox).values([
    { dedupeKey: `order-confirmation:${order.id}`, toAddress: "gonderen@example.com", subject: "Siparişiniz alındı", html: "<p>Merhaba</p>", text: TRICKY, attempts: 1, sentAt: new Date() },
    { dedupeKey: `new-order:${order.id}`, toAddress: "sahip@example.com", subject: "Yeni sipariş", html: "<p>Yeni</p>", text: "Yeni", attempts: 3, lastError: "ECONNREFUSED\n127.0.0.1:25" },
  ]);
  await db.insert(paymentEvents).values({ provider: "paytr", reference: "SH20261121042", status: "success", verified: true, outcome: "applied", payload: '{"hash":"x=="}' });
  await db.insert(loginThrottle).values({ key: "ip:203.0.113.9", failures: 4, lockedUntil: null });
  fs.mkdirSync(path.join(dataDir, "outbox"), { recursive: true });
  fs.writeFileSync(path.join(dataDir, "outbox", "20261121T101112123Z-abcdef.eml"), `Subject: Siparişiniz\n\n${TRICKY}\n`);
  fs.mkdirSync(path.join(dataDir, "uploads", "empty-folder"), { recursive: true });
  return { products: made, order };
}

/**
 * Every row of every base table in the database, as PostgreSQL writes the row (all columns, microseconds,
 * shortest exact floats) in UTC, sorted; plus the applied migrations. Independent of the backup code.
 */
async function databaseState(db: Database): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL TimeZone = 'UTC'`);
    await tx.execute(sql`SET LOCAL extra_float_digits = 3`);
    const rowsOf = async <Row>(query: ReturnType<typeof sql>) => ((await tx.execute(query)) as unknown as { rows: Row[] }).rows;
    const tables = await rowsOf<{ name: string }>(
      sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
    );
    const state: Record<string, string[]> = {};
    for (const { name } of tables) {
      const rows = await rowsOf<{ r: string }>(sql.raw(`SELECT t::text AS r FROM "${name}" t ORDER BY t::text COLLATE "C"`));
      state[name] = rows.map((row) => row.r);
    }
    const migrations = await rowsOf<{ r: string }>(sql`SELECT hash || ' ' || created_at AS r FROM drizzle.__drizzle_migrations ORDER BY created_at`);
    state["drizzle.__drizzle_migrations"] = migrations.map((row) => row.r);
    return state;
  });
}

/** Every file under DATA_DIR/{uploads,outbox} (relative path → bytes as hex), and every folder. */
function folderState(dataDir: string): Record<string, string> {
  const state: Record<string, string> = {};
  for (const folder of ["uploads", "outbox"]) {
    const root = path.join(dataDir, folder);
    if (!fs.existsSync(root)) continue;
    for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
      const full = path.join(entry.parentPath, entry.name);
      const rel = path.relative(dataDir, full);
      state[rel] = entry.isDirectory() ? "(folder)" : fs.readFileSync(full).toString("hex");
    }
  }
  return state;
}

async function shopState(location: DatabaseLocation, dataDir: string) {
  return { database: await withDb(location, databaseState), folders: folderState(dataDir) };
}

/** Changes after the backup: delete a product and its pictures, add an order and a picture, change stock. */
async function changeThings(db: Database, dataDir: string, seeded: Awaited<ReturnType<typeof seedShop>>) {
  const storage = createFileStorage(dataDir);
  const gone = seeded.products[1];
  const images = await db.select().from(productImages).where(eq(productImages.productId, gone.id));
  for (const image of images) await storage.delete(image.path);
  await db.delete(products).where(eq(products.id, gone.id));
  await db.update(products).set({ stock: 99 }).where(eq(products.id, seeded.products[0].id));
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: "ORD-20261122-777",
      subtotalKurus: 100,
      shippingKurus: 0,
      totalKurus: 100,
      recipientName: "Yeni",
      recipientAddress: "Adres",
      recipientCity: "Ankara",
      recipientPostalCode: "06000",
      recipientPhone: "05550000000",
      senderEmail: "yeni@example.com",
      anonymousMessage: "Selam",
      paymentMethod: "simulated",
    })
    .returning();
  await db.insert(orderItems).values({ orderId: order.id, productId: seeded.products[0].id, productName: "x", productSlug: "x", unitPriceKurus: 100, shippingCostKurus: 0, quantity: 1 });
  await db.delete(mailOutbox).where(eq(mailOutbox.toAddress, "sahip@example.com"));
  await storage.put("products/new_1_yeni.webp", randomBytes(500));
  fs.rmSync(path.join(dataDir, "outbox"), { recursive: true });
}

async function seededShop(kind: DatabaseKind) {
  const shop = await newShop(kind);
  const seeded = await withDb(shop.location, (db) => seedShop(db, shop.dataDir));
  return { ...shop, seeded };
}

function archivePath(): string {
  return path.join(tempDir("shop-archives-"), "backup.tar.gz");
}

/** A process that stays alive and "holds" DATA_DIR/shop.lock, like a running shop. */
function holdLock(dataDir: string): ChildProcess {
  const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 120000)"], { stdio: "ignore" });
  fs.writeFileSync(path.join(dataDir, "shop.lock"), String(child.pid));
  cleanups.push(() => {
    child.kill("SIGKILL");
  });
  return child;
}

for (const kind of availableDatabaseKinds()) {
  describe(`backup and restore [${kind}]`, () => {
    it("round trip: back up, change things, restore, and every table and file is as it was", async () => {
      const shop = await seededShop(kind);
      const atBackup = await shopState(shop.location, shop.dataDir);
      expect(Object.keys(atBackup.folders).filter((f) => f.startsWith("uploads/products/"))).toHaveLength(6);
      for (const table of ["categories", "products", "product_images", "product_categories", "orders", "order_items", "admin_users", "admin_sessions", "mail_outbox", "payment_events", "login_throttle"]) {
        expect(atBackup.database[table]?.length, table).toBeGreaterThan(0);
      }
      expect(atBackup.database.orders.join()).toContain("2026-11-21 07:11:12.123456+00");
      expect(atBackup.database.products.join()).toContain("0.30000000000000004");

      // On PostgreSQL the "shop" stays connected during the backup, as a running server would.
      const running = kind === "postgres" ? await open(shop.location) : null;
      const out = archivePath();
      const backup = await createBackup({ dataDir: shop.dataDir, database: shop.location, out }).finally(() => running?.close());
      expect(backup.file).toBe(out);
      expect(fs.statSync(out).mode & 0o777).toBe(0o600);
      const { manifest } = backup;
      expect(manifest.migrations.level).toBe(codeMigrations().length);
      expect(manifest.database.kind).toBe(kind);
      expect(Object.fromEntries(manifest.tables.map((t) => [t.name, t.rows]))).toMatchObject({ products: 3, product_images: 6, orders: 1, order_items: 2, mail_outbox: 2 });
      const order = manifest.tables.map((t) => t.name);
      expect(order.indexOf("products")).toBeLessThan(order.indexOf("product_images"));
      expect(order.indexOf("orders")).toBeLessThan(order.indexOf("order_items"));
      expect(manifest.files).toHaveLength(7);

      await withDb(shop.location, (db) => changeThings(db, shop.dataDir, shop.seeded));
      const changed = await shopState(shop.location, shop.dataDir);
      expect(changed).not.toEqual(atBackup);

      // Without --yes a database with rows is not replaced, and nothing changes.
      await expect(restoreBackup({ file: out, dataDir: shop.dataDir, database: shop.location })).rejects.toThrow(/--yes/);
      expect(await shopState(shop.location, shop.dataDir)).toEqual(changed);

      const restored = await restoreBackup({ file: out, dataDir: shop.dataDir, database: shop.location, yes: true });
      expect(restored.replacedRows).toBeGreaterThan(0);
      expect(await shopState(shop.location, shop.dataDir)).toEqual(atBackup);
      // No staging folders left behind, and the shop opens the restored database as usual.
      expect(fs.readdirSync(shop.dataDir).filter((name) => name.startsWith("."))).toEqual([]);
      await withDb(shop.location, async (db) => {
        expect(await db.$count(products)).toBe(3);
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
      expect(await shopState(shop.location, shop.dataDir)).toEqual(atBackup);
    });
  });
}

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
    const old = await newShop("pglite", { fresh: true });
    const conn = await connect(old.location, { create: true });
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

describe.runIf(hasPostgres)("npm run db:copy-to-postgres", () => {
  it("copies everything from the embedded database into an empty PostgreSQL database, row for row", async () => {
    const shop = await seededShop("pglite");
    const source = await withDb(shop.location, databaseState);
    const url = await newPostgresDatabase();
    const lines: string[] = [];
    const result = await copyEmbeddedToPostgres({ dataDir: shop.dataDir, url, log: (m) => lines.push(m) });
    expect(result.level).toBe(codeMigrations().length);
    expect(Object.fromEntries(result.tables.map((t) => [t.name, t.rows]))).toEqual(
      Object.fromEntries(Object.entries(source).filter(([name]) => !name.startsWith("drizzle.")).map(([name, rows]) => [name, rows.length])),
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
